import { count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import {
  APPLICATION_MESSAGES,
  type ApplicationDetail,
  type ApplicationFilter,
  type ApplicationList,
  type ApplicationListQuery,
  type ApplicationResume,
  type ApplicationSummary,
  type DecisionStatus,
  type StatusUpdateResult,
} from '../../../shared/applications/api.ts'
import type { FilterCounts } from '../../../shared/applications/filters.ts'
import { CORE_FIELD_KEYS } from '../../../shared/forms/default-form.ts'
import type { ApplicationJob, JobQuestion, RejectionReason } from '../../../shared/jobs/api.ts'
import { can, type Permission } from '../../../shared/permissions.ts'
import type { RatingSummary } from '../../../shared/ratings/api.ts'
import type { ParsedResume } from '../../../shared/resumes/parsed-resume.ts'
import {
  RESUME_CONTENT_TYPES,
  RESUME_FIELD_ID,
  type ResumeFormat,
  resumeFileName,
} from '../../../shared/resumes/resume-files.ts'
import { effectiveResume, type ResumeCorrections } from '../../../shared/resumes/resume-review.ts'
import type { Role } from '../../../shared/roles.ts'
import type { SubmissionStatus } from '../../../shared/submission-status.ts'
import { FORBIDDEN_MESSAGE } from '../../auth/guard.ts'
import type { Db } from '../../db/client.ts'
import { companies } from '../../db/schema/companies.ts'
import { jobs } from '../../db/schema/jobs.ts'
import {
  candidateSubmissions,
  type StoredAnswer,
  submissionConsents,
  submissionFiles,
} from '../../db/schema/submissions.ts'
import { companyWhere, joinSameCompany, tenantWhere } from '../../db/tenant.ts'
import { AppError } from '../../errors.ts'
import type { FileStorage, StoredStream } from '../../storage/storage.ts'
import { deliverEmailJob } from '../email/delivery-job.ts'
import { applyEmailAutomations, type EmailDeps, withoutAnswerCondition } from '../email/email.service.ts'
import { type CompanyForm, loadCompanyForm } from '../forms/form.service.ts'
import { recordApplicationEvent, recordApplicationViewed } from '../history/history.service.ts'
import { JOB_QUESTIONS_STEP, JOB_QUESTIONS_TITLE, jobQuestionFields } from '../jobs/job-rules.ts'
import { type ApplicationOrganization, organizationOf, organizeFilter } from '../organize/organize.service.ts'
import { minRatingCondition, ratingSummaries, summaryOf } from '../ratings/ratings.service.ts'
import { buildSections, coreAnswer } from './answers.ts'
import { countFilterOptions, filtersWhere, type ResolvedFilters, resolveFilters } from './filters.ts'
import { excerptParts, searchCondition, searchExcerpt, searchRank } from './search.ts'

/** Who asks: from the session (request.auth), never from the request. */
export type Caller = {
  /** The caller's company; every query is scoped by it. */
  companyId: string
  role: Role
  /** The signed-in member (the actor of the history's events). */
  userId: string
}

/** Throws 403 unless the caller's role has the permission (the matrix is src/shared/permissions.ts). */
export function assertCan(caller: Caller, permission: Permission): void {
  if (!can(caller.role, permission)) throw new AppError('FORBIDDEN', FORBIDDEN_MESSAGE)
}

const table = candidateSubmissions

/** The first answer with a given core key, as text (jsonpath over form_data's values). */
export function answerByKey(key: string) {
  const path = `$.* ? (@.key == "${key}").value`
  return sql<string | null>`jsonb_path_query_first(${table.formData}, ${path}::jsonpath) #>> '{}'`
}

/** Another application of the company in the row's correlated subquery ("Repetido"). */
const otherOfPerson = alias(candidateSubmissions, 'other_of_person')

/**
 * "Repetido": the row's person has another application in the company (same CPF, e-mail or mobile
 * phone, or merged; docs/decisions/021-person-model.md). One probe of the
 * (company_id, person_id, created_at) index per row shown.
 */
const isRepeatColumn = sql<boolean>`exists (select 1 from ${table} ${otherOfPerson} where ${joinSameCompany(
  otherOfPerson,
  table,
  eq(otherOfPerson.personId, table.personId),
  ne(otherOfPerson.id, table.id),
)})`

const summaryColumns = {
  id: table.id,
  name: answerByKey(CORE_FIELD_KEYS.fullName),
  cpf: answerByKey(CORE_FIELD_KEYS.cpf),
  email: answerByKey(CORE_FIELD_KEYS.email),
  status: table.status,
  createdAt: table.createdAt,
  // "Repetido" is looked up for the page's persons afterwards (repeatedPersons): a column here would
  // be computed for every row an OFFSET skips.
  personId: table.personId,
  ...jobColumns(),
}

/** The application's job and stage (issue 14), read by primary key beside each row. */
export function jobColumns() {
  return {
    jobId: table.jobId,
    // Spelled out with aliases: inside a subquery an unqualified "id" would be the subquery's own.
    jobTitle: sql<string | null>`(select j.title from jobs j where j.id = candidate_submissions.job_id)`,
    stageId: table.stageId,
    stageName: sql<
      string | null
    >`(select st.name from job_stages st where st.id = candidate_submissions.stage_id)`,
    rejectionReason: table.rejectionReason,
    rejectionNote: table.rejectionNote,
  }
}

type JobColumns = {
  jobId: string | null
  jobTitle: string | null
  stageId: string | null
  stageName: string | null
  rejectionReason: string | null
  rejectionNote: string | null
}

type SummaryRow = JobColumns & {
  id: string
  name: string | null
  cpf: string | null
  email: string | null
  status: SubmissionStatus
  createdAt: Date
  personId: string
}

export function toApplicationJob(row: JobColumns): ApplicationJob {
  if (!row.jobId) return null
  return {
    id: row.jobId,
    title: row.jobTitle ?? '',
    stageId: row.stageId,
    stageName: row.stageName,
    rejectionReason: (row.rejectionReason as RejectionReason | null) ?? null,
    rejectionNote: row.rejectionNote,
  }
}

const UNORGANIZED: ApplicationOrganization = { folders: [], tags: [] }

function toSummary(
  row: SummaryRow,
  repeated: ReadonlySet<string>,
  ratings: ReadonlyMap<string, RatingSummary>,
  excerpt: ApplicationSummary['excerpt'] = null,
  organization: ApplicationOrganization = UNORGANIZED,
): ApplicationSummary {
  const { jobId, jobTitle, stageId, stageName, rejectionReason, rejectionNote, personId, ...rest } = row
  return {
    ...rest,
    isRepeat: repeated.has(personId),
    createdAt: row.createdAt.toISOString(),
    excerpt,
    job: toApplicationJob({ jobId, jobTitle, stageId, stageName, rejectionReason, rejectionNote }),
    folders: organization.folders,
    tags: organization.tags,
    rating: summaryOf(ratings, row.id),
  }
}

/**
 * Every filter of the list, checked against the caller's company: status, job, stage, search and
 * the panel's facets (filters.ts), plus the folder and tag (organize) and the minimum rating. The
 * list, its CSV, the filter counts and bulk selections ("Selecionar todos os N resultados") all
 * read it, so a filter added here applies to each of them.
 */
export async function resolveListFilters(
  db: Db,
  caller: Caller,
  query: ApplicationFilter,
  options: { loadCustomFields?: boolean } = {},
): Promise<ResolvedFilters> {
  const [filters, organize] = await Promise.all([
    resolveFilters(db, caller.companyId, query, options),
    organizeFilter(db, caller, query),
  ])
  filters.extra.push(...organize)
  const minRating = minRatingCondition(db, caller.companyId, query.minRating)
  if (minRating) filters.extra.push(minRating)
  if (query.semRetorno) filters.extra.push(withoutAnswerCondition())
  return filters
}

/**
 * GET /api/applications: one page of the company's applications with the total count of the
 * filtered list. Newest first; while searching, by relevance unless sort=recent, each row with an
 * excerpt of where the full-text search matched.
 *
 * The page is chosen first by id alone, then its rows are read (columns, job, stage, excerpt): the
 * columns' expressions (answers out of form_data, ts_headline) would otherwise run for every row
 * the search matches before the sort keeps 20 of them.
 */
export async function listApplications(
  db: Db,
  options: { caller: Caller; query: ApplicationListQuery },
): Promise<ApplicationList> {
  const { caller, query } = options
  assertCan(caller, 'applications:view')
  const where = filtersWhere(await resolveListFilters(db, caller, query))
  const searching = searchCondition(query.q) !== undefined
  const { page, total } = await pageAndTotal(db, where, query)
  const rows = await findPageRows(db, caller, searching ? query.q : undefined, page)
  const ids = page.map((row) => row.id)
  const [repeated, organization, ratings] = await Promise.all([
    repeatedPersons(db, caller, [...rows.values()]),
    organizationOf(db, caller.companyId, ids),
    ratingSummaries(db, caller.companyId, ids),
  ])
  return {
    items: page.flatMap(({ id }) => {
      const row = rows.get(id)
      return row ? [toSummary(row, repeated, ratings, excerptParts(row.excerpt), organization.get(id))] : []
    }),
    total,
    page: query.page,
    pageSize: query.pageSize,
  }
}

/**
 * The page's ids and the total. Sorted by relevance (a search), one statement: the searched rows are
 * found, ranked and counted once, by a window over them (bench:filters, the search case's list went
 * from two executions of the search to one). Newest first, the page walks the (company_id, created_at)
 * index and stops at 20 rows while the total counts apart: with a window the walk would go through
 * every row of the company (150 ms instead of 30 for a search sorted "Mais recentes"). A page past
 * the end has no row to carry the total, so it is counted apart then.
 */
export async function pageAndTotal(
  db: Db,
  where: SQL,
  query: Pick<ApplicationListQuery, 'q' | 'sort' | 'page' | 'pageSize'>,
): Promise<{ page: { id: string }[]; total: number }> {
  const byRelevance = searchCondition(query.q) !== undefined && query.sort === 'relevance'
  const newestFirst = [desc(table.createdAt), desc(table.id)]
  const order = byRelevance ? [desc(searchRank(query.q)), ...newestFirst] : newestFirst
  const offset = (query.page - 1) * query.pageSize
  const countAll = async () => (await db.select({ total: count() }).from(table).where(where))[0]?.total ?? 0
  if (!byRelevance) {
    const [page, total] = await Promise.all([
      db
        .select({ id: table.id })
        .from(table)
        .where(where)
        .orderBy(...order)
        .limit(query.pageSize)
        .offset(offset),
      countAll(),
    ])
    return { page, total }
  }
  const rows = await db
    .select({ id: table.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(table)
    .where(where)
    .orderBy(...order)
    .limit(query.pageSize)
    .offset(offset)
  const first = rows[0]
  return {
    page: rows.map(({ id }) => ({ id })),
    total: first ? first.total : offset > 0 ? await countAll() : 0,
  }
}

/**
 * The persons of one page's rows that have more than one application in the company ("Repetido"):
 * one grouped read of the (company_id, person_id, created_at) index for the page's persons only.
 */
async function repeatedPersons(
  db: Db,
  caller: Caller,
  rows: readonly { personId: string }[],
): Promise<Set<string>> {
  const personIds = [...new Set(rows.map((row) => row.personId))]
  if (personIds.length === 0) return new Set()
  const found = await db
    .select({ personId: table.personId })
    .from(table)
    .where(tenantWhere(table, caller.companyId, inArray(table.personId, personIds)))
    .groupBy(table.personId)
    .having(sql`count(*) > 1`)
  return new Set(found.map((row) => row.personId))
}

/**
 * The rows of one page by id, each with its search excerpt when `q` is given: ts_headline reads the
 * whole text of a row, so it must never run over every match.
 */
async function findPageRows(
  db: Db,
  caller: Caller,
  q: string | undefined,
  page: readonly { id: string }[],
): Promise<Map<string, SummaryRow & { excerpt: string | null }>> {
  if (page.length === 0) return new Map()
  const found = await db
    .select({ ...summaryColumns, excerpt: q === undefined ? sql<null>`null` : searchExcerpt(q) })
    .from(table)
    .where(
      tenantWhere(
        table,
        caller.companyId,
        inArray(
          table.id,
          page.map((row) => row.id),
        ),
      ),
    )
  return new Map(found.map((row) => [row.id, row]))
}

type SubmissionRecord = JobColumns & {
  id: string
  status: SubmissionStatus
  formData: Record<string, StoredAnswer>
  isRepeat: boolean
  source: 'formulario' | 'importacao'
  createdAt: Date
  updatedAt: Date
  /** The candidate's sensitive-data consent; null without a consent record. */
  sensitiveDataAccepted: boolean | null
  resumeData: ParsedResume | null
  resumeCorrections: ResumeCorrections | null
}

async function findSubmission(db: Db, caller: Caller, id: string): Promise<SubmissionRecord> {
  const [row] = await db
    .select({
      id: table.id,
      status: table.status,
      formData: table.formData,
      isRepeat: isRepeatColumn,
      source: table.source,
      createdAt: table.createdAt,
      updatedAt: table.updatedAt,
      sensitiveDataAccepted: submissionConsents.sensitiveDataAccepted,
      resumeData: table.resumeData,
      resumeCorrections: table.resumeCorrections,
      ...jobColumns(),
    })
    .from(table)
    .leftJoin(submissionConsents, eq(submissionConsents.submissionId, table.id))
    .where(tenantWhere(table, caller.companyId, eq(table.id, id)))
  if (!row) throw new AppError('NOT_FOUND', APPLICATION_MESSAGES.notFound)
  return row
}

/** The job's questions as the detail's last section ("Perguntas da vaga"). */
async function withJobQuestions(db: Db, caller: Caller, row: SubmissionRecord, form: CompanyForm) {
  if (!row.jobId) return form
  const [job] = await db
    .select({ questions: jobs.questions })
    .from(jobs)
    .where(tenantWhere(jobs, caller.companyId, eq(jobs.id, row.jobId)))
  const questions: JobQuestion[] = job?.questions ?? []
  if (questions.length === 0) return form
  return {
    ...form,
    steps: [
      ...form.steps,
      { number: JOB_QUESTIONS_STEP, title: JOB_QUESTIONS_TITLE, fields: jobQuestionFields(questions) },
    ],
  }
}

/** An imported application has no form: its answers are what the CV parser read, in one section. */
const IMPORTED_STEPS = [{ number: 1, title: 'Dados do currículo', fields: [] }]

function toDetail(
  row: SubmissionRecord,
  form: CompanyForm,
  resume: ApplicationResume | null,
  organization: ApplicationOrganization = UNORGANIZED,
): ApplicationDetail {
  return {
    folders: organization.folders,
    tags: organization.tags,
    job: toApplicationJob(row),
    id: row.id,
    name: coreAnswer(row.formData, CORE_FIELD_KEYS.fullName, 'Nome Completo'),
    cpf: coreAnswer(row.formData, CORE_FIELD_KEYS.cpf, 'CPF'),
    email: coreAnswer(row.formData, CORE_FIELD_KEYS.email, 'E-mail'),
    status: row.status,
    isRepeat: row.isRepeat,
    source: row.source,
    resume,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    sections: buildSections({
      submissionId: row.id,
      formData: row.formData,
      steps: row.source === 'importacao' ? IMPORTED_STEPS : form.steps,
      sensitiveDataAccepted: row.sensitiveDataAccepted,
    }),
  }
}

/** GET /api/applications/:id: every answer in form order. Another company's id: 404. */
export async function getApplication(
  db: Db,
  options: { caller: Caller; id: string },
): Promise<ApplicationDetail> {
  assertCan(options.caller, 'applications:view')
  const row = await findSubmission(db, options.caller, options.id)
  const form = await withJobQuestions(
    db,
    options.caller,
    row,
    await loadCompanyForm(db, options.caller.companyId),
  )
  await recordApplicationViewed(db, { caller: options.caller, applicationId: row.id })
  const organization = await organizationOf(db, options.caller.companyId, [row.id])
  return toDetail(row, form, await findResume(db, options.caller, row.id), organization.get(row.id))
}

/** The format of a stored CV by its content type (set from the content when it was stored). */
function resumeFormatOf(contentType: string): ResumeFormat | null {
  const found = Object.entries(RESUME_CONTENT_TYPES).find(([, type]) => type === contentType)
  return (found?.[0] as ResumeFormat | undefined) ?? null
}

/** The application's CV file and what was read from it (the latest, when it has several). */
async function findResume(db: Db, caller: Caller, id: string): Promise<ApplicationResume | null> {
  const [file] = await db
    .select({
      contentType: submissionFiles.contentType,
      sizeBytes: submissionFiles.sizeBytes,
      parsed: table.resumeData,
      corrections: table.resumeCorrections,
      text: table.resumeText,
      name: answerByKey(CORE_FIELD_KEYS.fullName),
    })
    .from(submissionFiles)
    .innerJoin(table, eq(table.id, submissionFiles.submissionId))
    .where(
      tenantWhere(
        submissionFiles,
        caller.companyId,
        eq(submissionFiles.submissionId, id),
        eq(submissionFiles.fieldId, RESUME_FIELD_ID),
      ),
    )
    .orderBy(desc(submissionFiles.createdAt))
    .limit(1)
  const format = file ? resumeFormatOf(file.contentType) : null
  if (!file || !format) return null
  return {
    fileName: resumeFileName(file.name, format),
    format,
    sizeBytes: Number(file.sizeBytes),
    downloadUrl: `/api/applications/${id}/resume`,
    viewUrl: format === 'pdf' ? `/api/applications/${id}/resume/view` : null,
    htmlUrl: format === 'docx' ? `/api/applications/${id}/resume/html` : null,
    parsed: file.parsed ?? null,
    corrections: file.corrections ?? {},
    text: file.text,
  }
}

/**
 * GET /api/applications/:id/resume: the original CV file, for the company's members only (another
 * company's id: 404), with its content type by format and a download name from the candidate's name.
 */
export async function getApplicationResume(
  db: Db,
  storage: FileStorage,
  options: { caller: Caller; id: string },
): Promise<{ bytes: Buffer; contentType: string; fileName: string }> {
  assertCan(options.caller, 'applications:view')
  const [file] = await db
    .select({
      storageKey: submissionFiles.storageKey,
      contentType: submissionFiles.contentType,
      name: answerByKey(CORE_FIELD_KEYS.fullName),
    })
    .from(submissionFiles)
    .innerJoin(table, eq(table.id, submissionFiles.submissionId))
    .where(
      tenantWhere(
        submissionFiles,
        options.caller.companyId,
        eq(submissionFiles.submissionId, options.id),
        eq(submissionFiles.fieldId, RESUME_FIELD_ID),
      ),
    )
    .orderBy(desc(submissionFiles.createdAt))
    .limit(1)
  const bytes = file ? await storage.get(file.storageKey) : null
  if (!file || !bytes) throw new AppError('NOT_FOUND', APPLICATION_MESSAGES.resumeNotFound)
  const format = resumeFormatOf(file.contentType) ?? 'pdf'
  return { bytes, contentType: file.contentType, fileName: resumeFileName(file.name, format) }
}

/** What the PDF of one application shows. */
export type ApplicationDocument = ApplicationDetail & {
  companyName: string
  /** The first photo answered, with its bytes (null when none or the file is gone). */
  photo: { contentType: string; bytes: Uint8Array } | null
  /** What was read from the CV with staff corrections over it; null without a parsed CV. */
  resumeData: ParsedResume | null
}

/** The detail plus company name and photo bytes, for "Exportar PDF" (admin and premium). */
export async function getApplicationDocument(
  db: Db,
  storage: FileStorage,
  options: { caller: Caller; id: string },
): Promise<ApplicationDocument> {
  assertCan(options.caller, 'applications:export')
  const row = await findSubmission(db, options.caller, options.id)
  const form = await withJobQuestions(
    db,
    options.caller,
    row,
    await loadCompanyForm(db, options.caller.companyId),
  )
  const [company] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(companyWhere(options.caller.companyId))
  const [file] = await db
    .select({ storageKey: submissionFiles.storageKey, contentType: submissionFiles.contentType })
    .from(submissionFiles)
    .where(
      tenantWhere(
        submissionFiles,
        options.caller.companyId,
        eq(submissionFiles.submissionId, row.id),
        // The photo: an imported application's CV file is no picture.
        sql`${submissionFiles.contentType} like 'image/%'`,
      ),
    )
    .limit(1)
  const bytes = file ? await storage.get(file.storageKey) : null
  await recordApplicationEvent(db, {
    companyId: options.caller.companyId,
    applicationId: row.id,
    actorUserId: options.caller.userId,
    type: 'exported_pdf',
    data: {},
  })
  return {
    ...toDetail(row, form, null),
    companyName: company?.name ?? '',
    photo: file && bytes ? { contentType: file.contentType, bytes } : null,
    resumeData: row.resumeData ? effectiveResume(row.resumeData, row.resumeCorrections) : null,
  }
}

/**
 * GET /api/applications/:id/files/:fieldId: a file answer (the 3x4 photo) as a stream from the
 * storage, so a large file is sent on without being held in memory.
 */
export async function getApplicationFile(
  db: Db,
  storage: FileStorage,
  options: { caller: Caller; id: string; fieldId: string },
): Promise<{ contentType: string } & StoredStream> {
  assertCan(options.caller, 'applications:view')
  const [file] = await db
    .select({ storageKey: submissionFiles.storageKey, contentType: submissionFiles.contentType })
    .from(submissionFiles)
    .where(
      tenantWhere(
        submissionFiles,
        options.caller.companyId,
        eq(submissionFiles.submissionId, options.id),
        eq(submissionFiles.fieldId, options.fieldId),
      ),
    )
    .limit(1)
  const stored = file ? await storage.getStream(file.storageKey) : null
  if (!file || !stored) throw new AppError('NOT_FOUND', APPLICATION_MESSAGES.fileNotFound)
  return { contentType: file.contentType, ...stored }
}

/**
 * PATCH /api/applications/:id/status: aprovado, pendente or reprovado from any state (the route's
 * schema refuses "novo": nothing goes back to it). Another company's id: 404.
 */
export async function changeApplicationStatus(
  db: Db,
  options: {
    caller: Caller
    id: string
    status: DecisionStatus
    /** Sends the company's automatic e-mails of the new status (issue 17); without it none are queued. */
    emails?: EmailDeps
  },
): Promise<StatusUpdateResult> {
  assertCan(options.caller, 'applications:changeStatus')
  const { caller } = options
  const result = await db.transaction(async (tx) => {
    // The row is locked so two reviewers' changes each record the status they really changed from.
    const [before] = await tx
      .select({ status: table.status })
      .from(table)
      .where(tenantWhere(table, caller.companyId, eq(table.id, options.id)))
      .for('update')
    if (!before) throw new AppError('NOT_FOUND', APPLICATION_MESSAGES.notFound)
    const [row] = await tx
      .update(table)
      .set({
        status: options.status,
        updatedAt: new Date(),
        // Leaving "reprovado" on /curriculos brings a job's candidate back to its stage on the board.
        ...(options.status === 'reprovado' ? {} : { rejectionReason: null, rejectionNote: null }),
      })
      .where(tenantWhere(table, caller.companyId, eq(table.id, options.id)))
      .returning({ id: table.id, status: table.status, updatedAt: table.updatedAt })
    if (!row) throw new AppError('NOT_FOUND', APPLICATION_MESSAGES.notFound)
    if (before.status !== row.status) {
      await recordApplicationEvent(tx, {
        companyId: caller.companyId,
        applicationId: row.id,
        actorUserId: caller.userId,
        type: 'status_changed',
        data: { from: before.status, to: row.status },
      })
      if (options.emails)
        await applyEmailAutomations(tx, options.emails, {
          companyId: caller.companyId,
          actorUserId: caller.userId,
          changes: [{ applicationId: row.id, status: row.status }],
        })
    }
    return { id: row.id, status: row.status, updatedAt: row.updatedAt.toISOString() }
  })
  options.emails?.queue.wake(deliverEmailJob)
  return result
}

/**
 * DELETE /api/applications/:id: the row (its consent and file rows go with it) and then its
 * stored files. Another company's id: 404.
 */
export async function deleteApplication(
  db: Db,
  storage: FileStorage,
  options: {
    caller: Caller
    id: string
    /** Told about a file that could not be removed from storage (the row is gone already). */
    onFileError?: (key: string, error: unknown) => void
  },
): Promise<void> {
  assertCan(options.caller, 'applications:delete')
  const keys = await db.transaction(async (tx) => {
    const files = await tx
      .select({ storageKey: submissionFiles.storageKey })
      .from(submissionFiles)
      .where(
        tenantWhere(submissionFiles, options.caller.companyId, eq(submissionFiles.submissionId, options.id)),
      )
    const deleted = await tx
      .delete(table)
      .where(tenantWhere(table, options.caller.companyId, eq(table.id, options.id)))
      .returning({ id: table.id })
    if (deleted.length === 0) throw new AppError('NOT_FOUND', APPLICATION_MESSAGES.notFound)
    // Recorded after the delete: the foreign key would otherwise null this event's application_id too.
    await recordApplicationEvent(tx, {
      companyId: options.caller.companyId,
      applicationId: null,
      actorUserId: options.caller.userId,
      type: 'deleted',
      data: { applicationId: options.id },
    })
    return files.map((file) => file.storageKey)
  })
  for (const key of keys) {
    await storage.delete(key).catch((error: unknown) => options.onFileError?.(key, error))
  }
}

/** One application as the CSV export needs it. */
export type ExportRow = {
  id: string
  status: SubmissionStatus
  createdAt: Date
  formData: Record<string, StoredAnswer>
  jobTitle: string | null
  stageName: string | null
}

const EXPORT_BATCH = 500

/**
 * Every application of the filtered list (no pagination), newest first, read in batches by
 * keyset so a 100,000-row export never holds them all in memory. Admin and premium only.
 */
export async function* exportApplications(
  db: Db,
  options: { caller: Caller; filter: ApplicationFilter },
): AsyncGenerator<ExportRow[]> {
  assertCan(options.caller, 'applications:export')
  const filters = await resolveListFilters(db, options.caller, options.filter)
  let afterId: string | undefined
  for (;;) {
    // Compared in the database: a JavaScript Date would drop created_at's microseconds.
    const cursor = afterId
      ? sql`(${table.createdAt}, ${table.id}) < (select s.created_at, s.id from candidate_submissions s where s.id = ${afterId})`
      : undefined
    const where = cursor ? filtersWhere(filters, cursor) : filtersWhere(filters)
    const rows = await db
      .select({
        id: table.id,
        status: table.status,
        createdAt: table.createdAt,
        formData: table.formData,
        jobTitle: jobColumns().jobTitle,
        stageName: jobColumns().stageName,
      })
      .from(table)
      .where(where)
      .orderBy(desc(table.createdAt), desc(table.id))
      .limit(EXPORT_BATCH)
    if (rows.length > 0) yield rows
    if (rows.length < EXPORT_BATCH) return
    afterId = rows.at(-1)?.id
  }
}

/** Records a company-wide export of the list in the audit log (how many rows, never which). */
export async function recordListExport(
  db: Db,
  options: { caller: Caller; format: 'csv'; count: number },
): Promise<void> {
  assertCan(options.caller, 'applications:export')
  await recordApplicationEvent(db, {
    companyId: options.caller.companyId,
    applicationId: null,
    actorUserId: options.caller.userId,
    type: 'exported_csv',
    data: { count: options.count },
  })
}

/** The company's current form (columns of the CSV), for callers allowed to export. */
export async function exportForm(db: Db, caller: Caller): Promise<CompanyForm> {
  assertCan(caller, 'applications:export')
  return loadCompanyForm(db, caller.companyId)
}

/**
 * GET /api/applications/filter-counts: per facet option, how many applications the list would show
 * with it and the other chosen filters (advancedFilters plan feature, checked on the route).
 */
export async function countApplicationFilters(
  db: Db,
  options: { caller: Caller; filter: ApplicationFilter },
): Promise<FilterCounts> {
  assertCan(options.caller, 'applications:view')
  const filters = await resolveListFilters(db, options.caller, options.filter, { loadCustomFields: true })
  return countFilterOptions(db, filters)
}

/** Applications per status of one company (the dashboard reads it). */
export async function countApplicationsByStatus(
  db: Db,
  options: { caller: Caller },
): Promise<Record<SubmissionStatus, number>> {
  assertCan(options.caller, 'applications:view')
  const rows = await db
    .select({ status: table.status, total: count() })
    .from(table)
    .where(tenantWhere(table, options.caller.companyId))
    .groupBy(table.status)
  const totals: Record<SubmissionStatus, number> = { novo: 0, pendente: 0, aprovado: 0, reprovado: 0 }
  for (const row of rows) totals[row.status] = row.total
  return totals
}
