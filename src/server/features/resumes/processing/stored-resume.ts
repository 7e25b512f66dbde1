import { and, eq } from 'drizzle-orm'
import { RESUME_FIELD_ID } from '../../../../shared/resumes/resume-files.ts'
import type { Db } from '../../../db/client.ts'
import { candidateSubmissions, submissionFiles } from '../../../db/schema/submissions.ts'
import { tenantWhere } from '../../../db/tenant.ts'
import type { FileStorage } from '../../../storage/storage.ts'
import type { WorkerPool } from '../../../workers/pool.ts'
import { refreshFilterFacts } from '../../applications/filter-facts.ts'

/**
 * The shared step of every CV pipeline (issue 15): a CV file already in the storage is read
 * (extraction and parsing in the worker pool). The staff import turns the result into a new
 * application (imports.service.ts); a CV attached on the public form is written to the application
 * the candidate sent (`processApplicationResume`, the `resumes.application` job).
 */

export type StoredResumeDeps = { storage: FileStorage; pool: WorkerPool }

type ReadStoredResumeOptions = {
  /** Where the file is (a generated key, never the file's own name). */
  storageKey: string
}

/** The file's text and parsed fields, why it could not be read, or null when the file is gone. */
export async function readStoredResume(
  { storage, pool }: StoredResumeDeps,
  { storageKey }: ReadStoredResumeOptions,
) {
  const bytes = await storage.get(storageKey)
  if (!bytes) return null
  const read = await pool.run('readResumeFile', { bytes: new Uint8Array(bytes) })
  return { ...read, sizeBytes: bytes.length }
}

type ProcessApplicationResumeOptions = {
  /** The company of the application (the job's data; every query is scoped by it). */
  companyId: string
  /** The existing application whose CV file (submission_files, field "curriculo") is read. */
  applicationId: string
}

/**
 * Processes the stored CV file of an existing application: reads it and writes the application's
 * `resume_text` (the Portuguese full-text search then finds it) and `resume_data` (the CV tab's
 * "Dados extraídos do currículo"). Creates nothing, so the plan's
 * resume count is not touched: the submission itself was counted. Harmless to run again.
 */
export async function processApplicationResume(
  { db, ...deps }: StoredResumeDeps & { db: Db },
  { companyId, applicationId }: ProcessApplicationResumeOptions,
): Promise<{ state: 'read' | 'failed' | 'missing'; failure?: string }> {
  const [file] = await db
    .select({ storageKey: submissionFiles.storageKey })
    .from(submissionFiles)
    .where(
      tenantWhere(
        submissionFiles,
        companyId,
        and(eq(submissionFiles.submissionId, applicationId), eq(submissionFiles.fieldId, RESUME_FIELD_ID)),
      ),
    )
    .limit(1)
  if (!file) return { state: 'missing' }
  const read = await readStoredResume(deps, { storageKey: file.storageKey })
  if (!read) return { state: 'missing' }
  if (!read.ok) return { state: 'failed', failure: read.failure }
  await db
    .update(candidateSubmissions)
    .set({ resumeText: read.text, resumeData: read.parsed })
    .where(tenantWhere(candidateSubmissions, companyId, eq(candidateSubmissions.id, applicationId)))
  await refreshFilterFacts(db, { companyId, applicationIds: [applicationId] })
  return { state: 'read' }
}
