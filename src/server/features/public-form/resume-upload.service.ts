import { randomUUID } from 'node:crypto'
import { and, eq, gt, lt } from 'drizzle-orm'
import { PUBLIC_FORM_MESSAGES } from '../../../shared/forms/public-form-api.ts'
import {
  CANDIDATE_UPLOAD_MESSAGES,
  CANDIDATE_UPLOAD_TTL_MS,
  type CandidateUpload,
} from '../../../shared/resumes/candidate-upload.ts'
import { RESUME_CONTENT_TYPES } from '../../../shared/resumes/resume-files.ts'
import { enforceRateLimits } from '../../auth/rate-limit.ts'
import type { Db, DbExecutor } from '../../db/client.ts'
import { candidateResumeUploads, companies } from '../../db/schema/index.ts'
import { tenantWhere } from '../../db/tenant.ts'
import { AppError } from '../../errors.ts'
import { acceptsApplications } from '../../plans/resume-usage.ts'
import type { FileStorage } from '../../storage/storage.ts'
import type { WorkerPool } from '../../workers/pool.ts'
import { loadCompanyForm } from '../forms/form.service.ts'

/**
 * The candidate's CV on the public form (issue 15 item 1, docs/decisions/020-candidate-cv-field.md):
 * uploaded on its own request (raw bytes, so the browser shows the upload's progress), checked by
 * size and content in the worker pool, stored under a generated key, and named by the submission
 * through a short-lived upload id that only the same company's form can use, once.
 */

/** Uploads per client IP per hour: a candidate trying a few files, not a free file host. */
export const CANDIDATE_UPLOAD_RATE_LIMIT = { max: 20, window: 60 * 60 }

export type CandidateUploadDeps = { db: Db; storage: FileStorage; pool: WorkerPool }

type UploadCandidateResumeOptions = {
  /** The public form's slug: names the company the file belongs to. */
  slug: string
  /** The file's name on the candidate's device: shown to staff, never used as a path. */
  name: string
  /** The raw bytes as received (the route's body limit is above 5 MB so a bigger file gets its own message). */
  bytes: Uint8Array
  /** The client's IP, for the rate limit. */
  ip: string
}

/**
 * POST /api/public/forms/:slug/resume. Refuses with a pt-BR 422 a file that is empty, larger than
 * 5 MB, not a CV format by content, password protected or unreadable (a cut PDF); stores the others
 * under `submissions/<company>/resumes/<upload id>.<format>` and answers the upload id.
 */
export async function uploadCandidateResume(
  { db, storage, pool }: CandidateUploadDeps,
  { slug, name, bytes, ip }: UploadCandidateResumeOptions,
): Promise<CandidateUpload> {
  await enforceRateLimits(db, [{ key: `public-resume:ip:${ip}`, rule: CANDIDATE_UPLOAD_RATE_LIMIT }], {
    message: (retryAfterSeconds) => CANDIDATE_UPLOAD_MESSAGES.rateLimited(Math.ceil(retryAfterSeconds / 60)),
  })
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.publicFormUrl, slug.toLowerCase()))
  if (!company) throw new AppError('NOT_FOUND', PUBLIC_FORM_MESSAGES.notFound)
  const form = await loadCompanyForm(db, company.id)
  if (!form.fields.some((field) => field.type === 'arquivo')) {
    throw new AppError('NOT_FOUND', PUBLIC_FORM_MESSAGES.notFound)
  }
  if (!(await acceptsApplications(db, company.id))) {
    throw new AppError('FORBIDDEN', PUBLIC_FORM_MESSAGES.notAccepting)
  }

  const checked = await pool.run('checkCandidateResume', { bytes })
  if (!checked.ok) {
    throw new AppError('UNPROCESSABLE', CANDIDATE_UPLOAD_MESSAGES.refused(checked.failure), {
      failure: checked.failure,
    })
  }
  const id = randomUUID()
  const storageKey = `submissions/${company.id}/resumes/${id}.${checked.format}`
  const originalName = name.slice(0, 255)
  await storage.put(storageKey, bytes)
  await db.insert(candidateResumeUploads).values({
    id,
    companyId: company.id,
    storageKey,
    format: checked.format,
    sizeBytes: bytes.length,
    originalName,
    expiresAt: new Date(Date.now() + CANDIDATE_UPLOAD_TTL_MS),
  })
  return { uploadId: id, name: originalName, size: bytes.length }
}

type ClaimOptions = {
  /** The company of the form being submitted: another company's upload is not found. */
  companyId: string
  uploadId: string
  /** The answer's field (its error goes under it). */
  fieldId: string
}

/**
 * Takes an upload for a submission, in the submission's transaction: the row is deleted (one use;
 * a rolled-back submission gives it back) and its file becomes the application's. An expired,
 * used or other company's upload is a 422 under the field.
 */
export async function claimCandidateUpload(tx: DbExecutor, { companyId, uploadId, fieldId }: ClaimOptions) {
  const [upload] = await tx
    .delete(candidateResumeUploads)
    .where(
      tenantWhere(
        candidateResumeUploads,
        companyId,
        and(eq(candidateResumeUploads.id, uploadId), gt(candidateResumeUploads.expiresAt, new Date())),
      ),
    )
    .returning()
  if (!upload) {
    throw new AppError('UNPROCESSABLE', CANDIDATE_UPLOAD_MESSAGES.expired, {
      fields: { [fieldId]: CANDIDATE_UPLOAD_MESSAGES.expired },
    })
  }
  return {
    storageKey: upload.storageKey,
    contentType: RESUME_CONTENT_TYPES[upload.format],
    sizeBytes: Number(upload.sizeBytes),
    originalName: upload.originalName,
  }
}

/** Deletes uploads past their expiry (the orphan sweep then deletes their unreferenced files). */
export async function deleteExpiredCandidateUploads(db: Db, { now = new Date() }: { now?: Date } = {}) {
  const rows = await db
    .delete(candidateResumeUploads)
    .where(lt(candidateResumeUploads.expiresAt, now))
    .returning({ id: candidateResumeUploads.id })
  return rows.length
}
