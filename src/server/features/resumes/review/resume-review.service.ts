import { desc, eq } from 'drizzle-orm'
import { APPLICATION_MESSAGES } from '../../../../shared/applications/api.ts'
import { RESUME_CONTENT_TYPES, RESUME_FIELD_ID } from '../../../../shared/resumes/resume-files.ts'
import {
  correctionsOf,
  effectiveResume,
  RESUME_FIELDS,
  RESUME_REVIEW_MESSAGES,
  type ResumeCorrections,
  type ResumeReview,
  sameFieldValue,
} from '../../../../shared/resumes/resume-review.ts'
import type { Db, DbExecutor } from '../../../db/client.ts'
import { candidateSubmissions, submissionFiles } from '../../../db/schema/submissions.ts'
import { tenantWhere } from '../../../db/tenant.ts'
import { AppError } from '../../../errors.ts'
import type { FileStorage } from '../../../storage/storage.ts'
import type { WorkerPool } from '../../../workers/pool.ts'
import { assertCan, type Caller, getApplicationResume } from '../../applications/applications.service.ts'
import { refreshFilterFacts } from '../../applications/filter-facts.ts'
import { recordApplicationEvent } from '../../history/history.service.ts'
import { nameFromFileName, resumeApplicationColumns } from './resume-answers.ts'

/**
 * "Revisar dados" and the CV viewer of the application detail (issue 15, items 4 and 7; decision
 * 019). Corrections are kept beside the parsed data; an imported application's answers and search
 * columns are rebuilt from the effective values, so the list, search, PDF and CSV show them.
 */

const table = candidateSubmissions

/** The name the application's CV file had (an imported application without a parsed name is called by it). */
async function resumeFileName(tx: DbExecutor, companyId: string, id: string): Promise<string> {
  const [file] = await tx
    .select({ originalName: submissionFiles.originalName })
    .from(submissionFiles)
    .where(
      tenantWhere(
        submissionFiles,
        companyId,
        eq(submissionFiles.submissionId, id),
        eq(submissionFiles.fieldId, RESUME_FIELD_ID),
      ),
    )
    .orderBy(desc(submissionFiles.createdAt))
    .limit(1)
  return file?.originalName ?? ''
}

type ReviewOptions = {
  /** The signed-in member (applications:edit). */
  caller: Caller
  /** The application; another company's id answers 404. */
  id: string
  /** Every field as the member left it (validated by resumeReviewSchema). */
  review: ResumeReview
}

/**
 * PUT /api/applications/:id/resume-data: stores the fields that differ from what was parsed and,
 * for an imported application, rewrites its answers, CPF digits and search text (the tsvector is
 * generated from them) from the effective values. A `resume_reviewed` history event names the
 * fields that changed (never their values). Answers the corrections now stored.
 */
export async function reviewResumeData(
  db: Db,
  { caller, id, review }: ReviewOptions,
): Promise<{ corrections: ResumeCorrections }> {
  assertCan(caller, 'applications:edit')
  return db.transaction(async (tx) => {
    const where = tenantWhere(table, caller.companyId, eq(table.id, id))
    const [row] = await tx
      .select({
        source: table.source,
        resumeData: table.resumeData,
        resumeCorrections: table.resumeCorrections,
      })
      .from(table)
      .where(where)
      .for('update')
    if (!row) throw new AppError('NOT_FOUND', APPLICATION_MESSAGES.notFound)
    if (!row.resumeData) throw new AppError('UNPROCESSABLE', RESUME_REVIEW_MESSAGES.notParsed)
    const before = effectiveResume(row.resumeData, row.resumeCorrections)
    const corrections = correctionsOf(row.resumeData, review)
    const effective = effectiveResume(row.resumeData, corrections)
    const changed = RESUME_FIELDS.filter((field) => !sameFieldValue(before, effective, field))
    if (changed.length === 0) return { corrections: row.resumeCorrections ?? {} }
    // An imported application's answers are its CV's data: rebuilt from the effective values.
    const answers =
      row.source === 'importacao'
        ? resumeApplicationColumns(
            effective,
            nameFromFileName(await resumeFileName(tx, caller.companyId, id)),
            corrections,
          )
        : {}
    await tx
      .update(table)
      .set({ resumeCorrections: corrections, ...answers, updatedAt: new Date() })
      .where(where)
    await refreshFilterFacts(tx, { companyId: caller.companyId, applicationIds: [id] })
    await recordApplicationEvent(tx, {
      companyId: caller.companyId,
      applicationId: id,
      actorUserId: caller.userId,
      type: 'resume_reviewed',
      data: { fields: changed },
    })
    return { corrections }
  })
}

type ViewerOptions = {
  /** A member of the company (applications:view). */
  caller: Caller
  /** The application; another company's id answers 404. */
  id: string
}

/**
 * GET /api/applications/:id/resume/view: a PDF CV to show in the detail's viewer. Only a PDF is
 * ever served inline (as application/pdf); other formats answer 404 (their viewer is HTML or text).
 */
export async function getResumeForViewing(
  db: Db,
  storage: FileStorage,
  options: ViewerOptions,
): Promise<{ bytes: Buffer; fileName: string }> {
  const file = await getApplicationResume(db, storage, options)
  if (file.contentType !== RESUME_CONTENT_TYPES.pdf) {
    throw new AppError('NOT_FOUND', RESUME_REVIEW_MESSAGES.notViewable)
  }
  return { bytes: file.bytes, fileName: file.fileName }
}

/**
 * GET /api/applications/:id/resume/html: a DOCX CV converted by mammoth and sanitised (no scripts,
 * handlers, images or links) in the worker pool, as a string for the viewer. Other formats: 404.
 */
export async function getResumeHtml(
  { db, storage, pool }: { db: Db; storage: FileStorage; pool: WorkerPool },
  options: ViewerOptions,
): Promise<{ html: string }> {
  const file = await getApplicationResume(db, storage, options)
  if (file.contentType !== RESUME_CONTENT_TYPES.docx) {
    throw new AppError('NOT_FOUND', RESUME_REVIEW_MESSAGES.notViewable)
  }
  const html = await pool.run('renderResumeHtml', { bytes: new Uint8Array(file.bytes) })
  if (html === null) throw new AppError('UNPROCESSABLE', RESUME_REVIEW_MESSAGES.unreadable)
  return { html }
}
