import { z } from 'zod'
import { RESUME_FAILURE_REASONS, type ResumeFailure } from './resume-files.ts'

/**
 * The candidate's CV on the public form (issue 15 item 1, docs/decisions/020-candidate-cv-field.md):
 * POST /api/public/forms/:slug/resume with the raw bytes (name URI-encoded in x-file-name) answers a
 * short-lived upload id; the submission's "arquivo" answer names it.
 */

/** The header carrying the file's name (URI-encoded): shown to staff, never used as a path. */
export const CANDIDATE_UPLOAD_NAME_HEADER = 'x-file-name'

/** How long an upload can be named by a submission (the candidate still has steps 5–8 to fill). */
export const CANDIDATE_UPLOAD_TTL_MS = 6 * 60 * 60 * 1000

export const candidateUploadSchema = z.object({
  uploadId: z.uuid(),
  name: z.string(),
  size: z.number().int().nonnegative(),
})
export type CandidateUpload = z.infer<typeof candidateUploadSchema>

/** Failures an upload can be refused for, each with a sentence the candidate reads under the field. */
export type CandidateUploadFailure = Extract<
  ResumeFailure,
  'empty' | 'too_large' | 'unsupported' | 'encrypted' | 'corrupt' | 'nested_archive'
>

export const CANDIDATE_UPLOAD_MESSAGES = {
  refused: (failure: CandidateUploadFailure) => {
    const reason =
      failure === 'nested_archive' ? RESUME_FAILURE_REASONS.unsupported : RESUME_FAILURE_REASONS[failure]
    return `Não foi possível enviar o currículo: ${reason}.`
  },
  expired:
    'O currículo enviado expirou ou não foi encontrado. Anexe o arquivo novamente na etapa do currículo.',
  uploadFailed: 'Não foi possível enviar o currículo. Verifique sua conexão e tente novamente.',
  rateLimited: (minutes: number) =>
    `Muitos arquivos enviados a partir desta conexão. Tente novamente em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
} as const
