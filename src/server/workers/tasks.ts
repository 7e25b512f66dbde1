import { hashPassword, verifyPassword } from 'better-auth/crypto'
import { renderApplicationPdf } from '../features/applications/applications.pdf.ts'
import type { ApplicationDocument } from '../features/applications/applications.service.ts'
import { docxToSafeHtml } from '../features/resumes/extraction/extract.ts'
import {
  checkCandidateResume,
  readImportUpload,
  readResumeFile,
} from '../features/resumes/imports/read-upload.ts'
import { normalizeImage } from '../images/normalize-image.ts'

/**
 * The CPU-heavy tasks that run in the worker pool (pool.ts), never on the event loop
 * (ARCHITECTURE.md: "CPU-heavy work never runs on the event loop"). Each task takes and answers
 * structured-cloneable values (plain objects, strings, numbers, Uint8Array). To add one: write it
 * here (or import it from its feature), add it to `tasks`, and call `pool.run('name', input)`.
 */
export const tasks = {
  /** The scrypt hash Better Auth verifies (a candidate's step-1 password, spec section 4). */
  hashPassword: (input: { password: string }): Promise<string> => hashPassword(input.password),
  /** Whether a password matches its scrypt hash: every staff sign-in and password check (auth/auth.ts). */
  verifyPassword: (input: { hash: string; password: string }): Promise<boolean> => verifyPassword(input),
  /** Header check, then a bounded, upright, metadata-free JPEG of an uploaded photo (images/normalize-image.ts). */
  normalizeImage,
  /** "Exportar PDF" of one application (features/applications/applications.pdf.ts). */
  renderApplicationPdf: async (input: { application: ApplicationDocument; generatedAt?: string }) =>
    new Uint8Array(
      await renderApplicationPdf(input.application, {
        generatedAt: input.generatedAt ? new Date(input.generatedAt) : undefined,
      }),
    ),
  /** An import upload as checked entries: the file, or a zip's files (features/resumes/imports). */
  readImportUpload,
  /** A stored CV's text (unpdf, mammoth, word-extractor…) and what the parser read from it. */
  readResumeFile,
  /** A candidate's CV from the public form, checked by size, content and a full read before it is stored. */
  checkCandidateResume,
  /** A stored DOCX CV as sanitised HTML for the detail's viewer (features/resumes/extraction). */
  renderResumeHtml: (input: { bytes: Uint8Array }) => docxToSafeHtml(Buffer.from(input.bytes)),
}

export type Tasks = typeof tasks
export type TaskName = keyof Tasks
export type TaskInput<N extends TaskName> = Parameters<Tasks[N]>[0]
export type TaskOutput<N extends TaskName> = Awaited<ReturnType<Tasks[N]>>

/** What a worker thread runs for each message of the pool: one task by name. */
export type TaskMessage = { [N in TaskName]: { task: N; input: TaskInput<N> } }[TaskName]

export function runTask(message: TaskMessage): Promise<unknown> {
  const task = tasks[message.task] as (input: unknown) => unknown
  if (!task) throw new Error(`Unknown worker task: ${String(message.task)}`)
  return Promise.resolve(task(message.input))
}
