import { z } from 'zod'
import { SUBMISSION_STATUSES, type SubmissionStatus } from '../submission-status.ts'
import { RESUME_FAILURES, RESUME_FORMATS } from './resume-files.ts'

/** The staff import of CV files (/curriculos, "Importar currículos", issue 15). */

export const importBatchSchema = z.object({ id: z.uuid() })

/**
 * POST /api/resume-imports: where the batch's applications go — a job (its first stage; null: the
 * talent pool) and the status they start with ("novo" unless chosen).
 */
export const createImportBatchSchema = z.preprocess(
  // No body at all: the talent pool, "novo".
  (body) => body ?? {},
  z.object({
    jobId: z.uuid({ message: 'Vaga não encontrada.' }).nullable().default(null),
    status: z.enum(SUBMISSION_STATUSES, { message: 'Status inválido.' }).default('novo'),
  }),
)
export type CreateImportBatch = { jobId?: string | null; status?: SubmissionStatus }
export type ImportBatch = z.infer<typeof importBatchSchema>

export const importBatchParamsSchema = z.object({ id: z.uuid({ message: 'Importação não encontrada.' }) })

export const IMPORT_FILE_STATES = ['processing', 'imported', 'failed'] as const
export type ImportFileState = (typeof IMPORT_FILE_STATES)[number]

export const importFileSchema = z.object({
  id: z.uuid(),
  /** The file's own name (or its path inside the zip), shown as text. */
  name: z.string(),
  sizeBytes: z.number(),
  format: z.enum(RESUME_FORMATS).nullable(),
  state: z.enum(IMPORT_FILE_STATES),
  failure: z.enum(RESUME_FAILURES).nullable(),
  /** The application it became. */
  applicationId: z.uuid().nullable(),
  /** The candidate's name as the application shows it. */
  applicationName: z.string().nullable(),
  /**
   * The earlier application of the same person (same CPF, e-mail or mobile phone) the CV was joined
   * to: the row reads "Duplicado — anexado a {nome}" with that application's name. Null for a new person.
   */
  duplicateOfId: z.uuid().nullable(),
  duplicateOfName: z.string().nullable(),
})
export type ImportFile = z.infer<typeof importFileSchema>

/** What one upload (a file, or a zip's entries) added to the batch. */
export const importUploadResultSchema = z.object({ files: z.array(importFileSchema) })
export type ImportUploadResult = z.infer<typeof importUploadResultSchema>

export const importBatchViewSchema = z.object({
  id: z.uuid(),
  createdAt: z.string(),
  files: z.array(importFileSchema),
})
export type ImportBatchView = z.infer<typeof importBatchViewSchema>

/** The header that carries the file's name (URI-encoded) with the raw bytes of an upload. */
export const IMPORT_FILE_NAME_HEADER = 'x-file-name'

/** The largest request of one upload: a zip of at most 50 MB. */
export const IMPORT_MAX_UPLOAD_BYTES = 50 * 1024 * 1024

export const IMPORT_MESSAGES = {
  batchNotFound: 'Importação não encontrada.',
  jobNotFound: 'Vaga não encontrada.',
  tooManyFiles: 'Esta importação já tem 200 arquivos. Comece outra para enviar mais.',
  uploadTooLarge: 'O arquivo passa de 50 MB.',
  batchTooLarge: 'Esta importação passa de 50 MB descompactados. Comece outra para enviar mais.',
} as const

export const IMPORTED_SOURCE_LABEL = 'Importado'

/** The result of a CV recognised as a person the company has already. */
export function duplicateImportLabel(name: string | null): string {
  return `Duplicado — anexado a ${name ?? 'Sem nome'}`
}
