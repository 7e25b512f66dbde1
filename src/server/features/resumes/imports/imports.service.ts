import { randomUUID } from 'node:crypto'
import { asc, count, eq, sql, sum } from 'drizzle-orm'
import {
  IMPORT_MESSAGES,
  type ImportBatchView,
  type ImportFile,
  type ImportUploadResult,
} from '../../../../shared/resumes/imports.ts'
import {
  IMPORT_MAX_FILES,
  IMPORT_MAX_UNPACKED_BYTES,
  RESUME_CONTENT_TYPES,
  RESUME_FIELD_ID,
  type ResumeFailure,
} from '../../../../shared/resumes/resume-files.ts'
import type { SubmissionStatus } from '../../../../shared/submission-status.ts'
import type { Db, DbExecutor } from '../../../db/client.ts'
import { jobs } from '../../../db/schema/jobs.ts'
import { resumeImportBatches, resumeImportFiles } from '../../../db/schema/resumes.ts'
import { candidateSubmissions, submissionFiles } from '../../../db/schema/submissions.ts'
import { tenantWhere } from '../../../db/tenant.ts'
import { AppError } from '../../../errors.ts'
import type { JobQueue } from '../../../jobs/queue.ts'
import { acceptsApplications } from '../../../plans/resume-usage.ts'
import type { FileStorage } from '../../../storage/storage.ts'
import type { WorkerPool } from '../../../workers/pool.ts'
import { assertCan, type Caller } from '../../applications/applications.service.ts'
import { refreshFilterFacts } from '../../applications/filter-facts.ts'
import { assignPerson, lockCompanySubmissions, personKeys } from '../../applications/persons.service.ts'
import { recordApplicationEvent } from '../../history/history.service.ts'
import { placeNewApplication } from '../../jobs/pipeline.service.ts'
import { readStoredResume } from '../processing/stored-resume.ts'
import { nameFromFileName, resumeApplicationColumns } from '../review/resume-answers.ts'
import { importResumeJob } from './import-job.ts'

/**
 * The staff import of CV files (issue 15, docs/decisions/019-resume-import.md): a batch, its files
 * uploaded one request each (a zip counts as its entries), and the `resumes.import` job that turns a
 * stored file into an application.
 */

export type ImportDeps = { db: Db; storage: FileStorage; pool: WorkerPool; queue: JobQueue }

type CreateBatchOptions = {
  /** The signed-in member (applications:import). */
  caller: Caller
  /** The job the applications go into (another company's job: 404); null: the talent pool. */
  jobId: string | null
  /** The status the applications start with. */
  status: SubmissionStatus
}

/** POST /api/resume-imports: an empty batch the member's files go into, with its job and status. */
export async function createImportBatch(
  db: Db,
  { caller, jobId, status }: CreateBatchOptions,
): Promise<{ id: string }> {
  assertCan(caller, 'applications:import')
  if (jobId) {
    const [job] = await db
      .select({ id: jobs.id })
      .from(jobs)
      .where(tenantWhere(jobs, caller.companyId, eq(jobs.id, jobId)))
    if (!job) throw new AppError('NOT_FOUND', IMPORT_MESSAGES.jobNotFound)
  }
  const [row] = await db
    .insert(resumeImportBatches)
    .values({ companyId: caller.companyId, createdBy: caller.userId, jobId, status })
    .returning({ id: resumeImportBatches.id })
  if (!row) throw new Error('batch not inserted')
  return row
}

async function findBatch(db: DbExecutor, caller: Caller, batchId: string) {
  const [batch] = await db
    .select({ id: resumeImportBatches.id, createdAt: resumeImportBatches.createdAt })
    .from(resumeImportBatches)
    .where(tenantWhere(resumeImportBatches, caller.companyId, eq(resumeImportBatches.id, batchId)))
  if (!batch) throw new AppError('NOT_FOUND', IMPORT_MESSAGES.batchNotFound)
  return batch
}

const fileColumns = {
  id: resumeImportFiles.id,
  name: resumeImportFiles.originalName,
  sizeBytes: resumeImportFiles.sizeBytes,
  format: resumeImportFiles.format,
  state: resumeImportFiles.state,
  failure: resumeImportFiles.failure,
  applicationId: resumeImportFiles.submissionId,
  applicationName: sql<
    string | null
  >`(select jsonb_path_query_first(s.form_data, '$.* ? (@.key == "nome_completo").value') #>> '{}' from candidate_submissions s where s.id = ${resumeImportFiles.submissionId})`,
  duplicateOfId: resumeImportFiles.duplicateOf,
  duplicateOfName: sql<
    string | null
  >`(select jsonb_path_query_first(s.form_data, '$.* ? (@.key == "nome_completo").value') #>> '{}' from candidate_submissions s where s.id = ${resumeImportFiles.duplicateOf})`,
}

type UploadOptions = {
  caller: Caller
  batchId: string
  /** The file's name on the member's computer: shown, never used as a path. */
  name: string
  /** The raw bytes (at most 50 MB: the route's body limit). */
  bytes: Uint8Array
}

/**
 * POST /api/resume-imports/:id/files: one file (or a zip) checked by size and content in the worker
 * pool; every CV that passes is stored under a generated key and queued, in the same transaction
 * as its row, for the `resumes.import` job. Refused files get a failed row with their reason: a bad
 * file never stops the batch, and never answers an error.
 */
export async function uploadImportFile(
  { db, storage, pool, queue }: ImportDeps,
  { caller, batchId, name, bytes }: UploadOptions,
): Promise<ImportUploadResult> {
  assertCan(caller, 'applications:import')
  await findBatch(db, caller, batchId)
  const entries = await pool.run('readImportUpload', { name, bytes })
  const [totals] = await db
    .select({ files: count(), bytes: sum(resumeImportFiles.sizeBytes) })
    .from(resumeImportFiles)
    .where(tenantWhere(resumeImportFiles, caller.companyId, eq(resumeImportFiles.batchId, batchId)))
  if ((totals?.files ?? 0) + entries.length > IMPORT_MAX_FILES) {
    throw new AppError('UNPROCESSABLE', IMPORT_MESSAGES.tooManyFiles)
  }
  const batchBytes = Number(totals?.bytes ?? 0)
  const uploadBytes = entries.reduce((total, entry) => total + entry.size, 0)
  if (batchBytes + uploadBytes > IMPORT_MAX_UNPACKED_BYTES) {
    throw new AppError('UNPROCESSABLE', IMPORT_MESSAGES.batchTooLarge)
  }

  const rows = entries.map((entry) => {
    const id = randomUUID()
    const base = {
      id,
      batchId,
      companyId: caller.companyId,
      originalName: entry.name.slice(0, 255),
      sizeBytes: entry.size,
    }
    if (!entry.ok) {
      return { row: { ...base, state: 'failed' as const, failure: entry.failure, finishedAt: new Date() } }
    }
    // A generated key: the file's own name never becomes a path.
    const storageKey = `resumes/${caller.companyId}/${id}.${entry.format}`
    return {
      row: { ...base, format: entry.format, storageKey, state: 'processing' as const },
      bytes: entry.bytes,
    }
  })
  for (const { row, bytes: fileBytes } of rows) {
    if (fileBytes && row.storageKey) await storage.put(row.storageKey, fileBytes)
  }
  if (rows.length > 0) {
    await db.transaction(async (tx) => {
      await tx.insert(resumeImportFiles).values(rows.map(({ row }) => row))
      for (const { row } of rows) {
        if (row.state === 'processing') {
          await queue.send(importResumeJob, { companyId: caller.companyId, fileId: row.id }, { tx })
        }
      }
    })
    queue.wake(importResumeJob)
  }
  const files = rows.length
    ? await db
        .select(fileColumns)
        .from(resumeImportFiles)
        .where(
          tenantWhere(
            resumeImportFiles,
            caller.companyId,
            sql`${resumeImportFiles.id} in ${rows.map(({ row }) => row.id)}`,
          ),
        )
        .orderBy(asc(resumeImportFiles.originalName))
    : []
  return { files: files.map(toImportFile) }
}

function toImportFile(row: ImportFile): ImportFile {
  return { ...row, sizeBytes: Number(row.sizeBytes) }
}

/** GET /api/resume-imports/:id: the batch's files and how each one ended (or "processing"). */
export async function getImportBatch(
  db: Db,
  { caller, batchId }: { caller: Caller; batchId: string },
): Promise<ImportBatchView> {
  assertCan(caller, 'applications:import')
  const batch = await findBatch(db, caller, batchId)
  const files = await db
    .select(fileColumns)
    .from(resumeImportFiles)
    .where(tenantWhere(resumeImportFiles, caller.companyId, eq(resumeImportFiles.batchId, batchId)))
    .orderBy(asc(resumeImportFiles.createdAt), asc(resumeImportFiles.originalName))
  return { id: batch.id, createdAt: batch.createdAt.toISOString(), files: files.map(toImportFile) }
}

/* ------------------------------------------------------------------------------------------------
 * The job's side: a stored file becomes an application.
 * ---------------------------------------------------------------------------------------------- */

type ProcessOptions = {
  companyId: string
  fileId: string
  /** The queue's last attempt: a thrown error then ends the file as failed instead of retrying. */
  lastAttempt: boolean
}

async function failFile(db: DbExecutor, companyId: string, fileId: string, failure: ResumeFailure) {
  await db
    .update(resumeImportFiles)
    .set({ state: 'failed', failure, finishedAt: new Date() })
    .where(
      tenantWhere(
        resumeImportFiles,
        companyId,
        eq(resumeImportFiles.id, fileId),
        eq(resumeImportFiles.state, 'processing'),
      ),
    )
}

/**
 * The `resumes.import` job: reads the stored file in the worker pool, parses it and creates the
 * application (source "importacao") under the same per-company lock as a form submission, so the
 * plan's resume limit holds against parallel batches and forms. Harmless to run again: a file no
 * longer "processing" is left alone, and the file's row is locked while its application is made.
 */
export async function processImportFile(
  { db, storage, pool }: Omit<ImportDeps, 'queue'>,
  { companyId, fileId, lastAttempt }: ProcessOptions,
): Promise<{ state: string }> {
  const where = tenantWhere(resumeImportFiles, companyId, eq(resumeImportFiles.id, fileId))
  const [file] = await db.select().from(resumeImportFiles).where(where)
  if (file?.state !== 'processing' || !file) return { state: file?.state ?? 'missing' }
  try {
    await db
      .update(resumeImportFiles)
      .set({ attempts: sql`${resumeImportFiles.attempts} + 1` })
      .where(where)
    const read = file.storageKey
      ? await readStoredResume({ storage, pool }, { storageKey: file.storageKey })
      : null
    if (!read || !file.format || !file.storageKey) {
      await failFile(db, companyId, fileId, 'processing')
      return { state: 'failed' }
    }
    if (!read.ok) {
      await failFile(db, companyId, fileId, read.failure)
      return { state: 'failed' }
    }
    const format = file.format
    const storageKey = file.storageKey
    return await db.transaction(async (tx) => {
      // One application at a time per company (the form's lock): the limit and the person stay exact.
      await lockCompanySubmissions(tx, companyId)
      const [current] = await tx
        .select({
          state: resumeImportFiles.state,
          batchId: resumeImportFiles.batchId,
          jobId: resumeImportBatches.jobId,
          status: resumeImportBatches.status,
        })
        .from(resumeImportFiles)
        .innerJoin(resumeImportBatches, eq(resumeImportBatches.id, resumeImportFiles.batchId))
        .where(where)
        .for('update', { of: resumeImportFiles })
      if (current?.state !== 'processing') return { state: current?.state ?? 'missing' }
      if (!(await acceptsApplications(tx, companyId))) {
        await failFile(tx, companyId, fileId, 'plan_limit')
        return { state: 'failed' }
      }
      const application = resumeApplicationColumns(read.parsed, nameFromFileName(file.originalName))
      // A CV of a person the company has already is still imported (every version is kept, and it
      // counts against the plan like any application), joined to that person.
      const keys = personKeys({ cpf: read.parsed.cpf, email: read.parsed.email, phone: read.parsed.phone })
      const person = await assignPerson(tx, { companyId, keys })
      const [row] = await tx
        .insert(candidateSubmissions)
        .values({
          companyId,
          status: current.status,
          source: 'importacao',
          ...application,
          resumeText: read.text,
          resumeData: read.parsed,
          emailKey: keys.emailKey,
          phoneKey: keys.phoneKey,
          personId: person.personId,
        })
        .returning({ id: candidateSubmissions.id })
      if (!row) throw new Error('application not inserted')
      await tx.insert(submissionFiles).values({
        submissionId: row.id,
        companyId,
        fieldId: RESUME_FIELD_ID,
        storageKey,
        contentType: RESUME_CONTENT_TYPES[format],
        sizeBytes: read.sizeBytes,
        originalName: file.originalName,
      })
      await recordApplicationEvent(tx, {
        companyId,
        applicationId: row.id,
        actorUserId: null,
        type: 'imported',
        data: { batchId: current.batchId },
      })
      await refreshFilterFacts(tx, { companyId, applicationIds: [row.id] })
      if (current.jobId)
        await placeNewApplication(tx, { companyId, jobId: current.jobId, applicationId: row.id })
      await tx
        .update(resumeImportFiles)
        .set({
          state: 'imported',
          submissionId: row.id,
          duplicateOf: person.earlier?.id ?? null,
          text: read.text,
          parsed: read.parsed,
          html: read.html,
          finishedAt: new Date(),
        })
        .where(where)
      return { state: 'imported' }
    })
  } catch (error) {
    if (!lastAttempt) throw error
    // The queue gives up: the file stays stored and the row says it could not be read.
    await failFile(db, companyId, fileId, 'processing')
    return { state: 'failed' }
  }
}
