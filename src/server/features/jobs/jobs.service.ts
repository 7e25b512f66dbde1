import { randomUUID } from 'node:crypto'
import { and, asc, count, desc, eq, inArray, like, or, sql } from 'drizzle-orm'
import {
  DEFAULT_STAGE_NAMES,
  JOB_MESSAGES,
  type Job,
  type JobAction,
  type JobData,
  type JobList,
  type JobListQuery,
  type JobQuestion,
  type JobStatus,
  type Stage,
} from '../../../shared/jobs/api.ts'
import { slugCandidate, slugify } from '../../../shared/slug.ts'
import type { Db, DbExecutor } from '../../db/client.ts'
import { jobStages, jobs, stageTemplates } from '../../db/schema/jobs.ts'
import { candidateSubmissions } from '../../db/schema/submissions.ts'
import { tenantWhere } from '../../db/tenant.ts'
import { AppError } from '../../errors.ts'
import { assertCan, type Caller } from '../applications/applications.service.ts'
import { brazilToday, brToIsoDate, isoToBrDate, isReceiving, nextJobStatus } from './job-rules.ts'

type JobRow = typeof jobs.$inferSelect

/** Reads one job of the caller's company; another company's id (or none): 404. */
export async function findJob(db: DbExecutor, companyId: string, id: string, lock = false): Promise<JobRow> {
  const query = db
    .select()
    .from(jobs)
    .where(tenantWhere(jobs, companyId, eq(jobs.id, id)))
  const [row] = lock ? await query.for('update') : await query
  if (!row) throw new AppError('NOT_FOUND', JOB_MESSAGES.notFound)
  return row
}

/** The job's stages in order, each with its applications that are not rejected. */
export async function listStages(db: DbExecutor, companyId: string, jobId: string): Promise<Stage[]> {
  const [stages, counts] = await Promise.all([
    db
      .select({ id: jobStages.id, name: jobStages.name, position: jobStages.position })
      .from(jobStages)
      .where(tenantWhere(jobStages, companyId, eq(jobStages.jobId, jobId)))
      .orderBy(asc(jobStages.position)),
    db
      .select({ stageId: candidateSubmissions.stageId, total: count() })
      .from(candidateSubmissions)
      .where(
        tenantWhere(
          candidateSubmissions,
          companyId,
          eq(candidateSubmissions.jobId, jobId),
          sql`${candidateSubmissions.status} <> 'reprovado'`,
        ),
      )
      .groupBy(candidateSubmissions.stageId),
  ])
  const byStage = new Map(counts.map((row) => [row.stageId, row.total]))
  return stages.map((stage, index) => ({ ...stage, position: index, count: byStage.get(stage.id) ?? 0 }))
}

async function toJob(db: DbExecutor, companyId: string, row: JobRow): Promise<Job> {
  const stages = await listStages(db, companyId, row.id)
  const [totals] = await db
    .select({
      total: count(),
      rejected: sql<number>`count(*) filter (where ${candidateSubmissions.status} = 'reprovado')`.mapWith(
        Number,
      ),
    })
    .from(candidateSubmissions)
    .where(tenantWhere(candidateSubmissions, companyId, eq(candidateSubmissions.jobId, row.id)))
  return {
    id: row.id,
    slug: row.slug,
    status: row.status,
    title: row.title,
    description: row.description,
    requirements: row.requirements,
    benefits: row.benefits,
    area: row.area,
    city: row.city,
    state: row.state,
    workModel: row.workModel,
    contractType: row.contractType,
    salaryMinCents: row.salaryMinCents,
    salaryMaxCents: row.salaryMaxCents,
    salaryHidden: row.salaryHidden,
    openings: row.openings,
    deadline: isoToBrDate(row.deadline),
    questions: row.questions,
    stages,
    total: totals?.total ?? 0,
    rejected: totals?.rejected ?? 0,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    receiving: isReceiving(row),
  }
}

/** GET /api/jobs: the company's jobs, newest first, with their applications (total and new). */
export async function listJobs(db: Db, options: { caller: Caller; query: JobListQuery }): Promise<JobList> {
  const { caller, query } = options
  assertCan(caller, 'jobs:view')
  const search = query.q
    ? sql`unaccent(lower(${jobs.title})) like unaccent(lower(${`%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}))`
    : undefined
  const rows = await db
    .select({
      id: jobs.id,
      slug: jobs.slug,
      title: jobs.title,
      status: jobs.status,
      city: jobs.city,
      state: jobs.state,
      createdAt: jobs.createdAt,
      deadline: jobs.deadline,
    })
    .from(jobs)
    .where(
      tenantWhere(
        jobs,
        caller.companyId,
        query.status === 'todas' ? undefined : eq(jobs.status, query.status),
        search,
      ),
    )
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(500)
  const ids = rows.map((row) => row.id)
  const counts =
    ids.length === 0
      ? []
      : await db
          .select({
            jobId: candidateSubmissions.jobId,
            total: count(),
            newCount: sql<number>`count(*) filter (where ${candidateSubmissions.status} = 'novo')`.mapWith(
              Number,
            ),
          })
          .from(candidateSubmissions)
          .where(
            tenantWhere(candidateSubmissions, caller.companyId, inArray(candidateSubmissions.jobId, ids)),
          )
          .groupBy(candidateSubmissions.jobId)
  const byJob = new Map(counts.map((row) => [row.jobId, row]))
  return {
    items: rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      deadline: isoToBrDate(row.deadline),
      total: byJob.get(row.id)?.total ?? 0,
      newCount: byJob.get(row.id)?.newCount ?? 0,
    })),
  }
}

/** GET /api/jobs/:id */
export async function getJob(db: Db, options: { caller: Caller; id: string }): Promise<Job> {
  assertCan(options.caller, 'jobs:view')
  const row = await findJob(db, options.caller.companyId, options.id)
  return toJob(db, options.caller.companyId, row)
}

/** The company's stage template: its own, or the default one. */
export async function readStageTemplate(db: DbExecutor, companyId: string): Promise<string[]> {
  const [row] = await db
    .select({ stages: stageTemplates.stages })
    .from(stageTemplates)
    .where(tenantWhere(stageTemplates, companyId))
  return row?.stages ?? [...DEFAULT_STAGE_NAMES]
}

/** A slug free among the company's jobs, from the title ("Auxiliar de Logística" -> "auxiliar-de-logistica"). */
async function freeJobSlug(
  db: DbExecutor,
  companyId: string,
  title: string,
  exceptId?: string,
): Promise<string> {
  const base = slugify(title, 80) || 'vaga'
  const taken = await db
    .select({ slug: jobs.slug, id: jobs.id })
    .from(jobs)
    .where(tenantWhere(jobs, companyId, or(eq(jobs.slug, base), like(jobs.slug, `${base}-%`))))
  const used = new Set(taken.filter((row) => row.id !== exceptId).map((row) => row.slug))
  for (let attempt = 1; ; attempt++) {
    const candidate = slugCandidate(base, attempt)
    if (!used.has(candidate)) return candidate
  }
}

/** Questions keep their id across edits (answers are stored by it); new ones get one. */
function withIds(questions: JobData['questions']): JobQuestion[] {
  return questions.map((question) => ({
    id: question.id ?? randomUUID(),
    label: question.label,
    type: question.type,
    isMandatory: question.isMandatory,
    options: question.type === 'dropdown' ? question.options : [],
  }))
}

function assertDeadline(deadline: string | null, previous: string | null) {
  const iso = brToIsoDate(deadline)
  if (iso && iso !== previous && iso < brazilToday()) {
    throw new AppError('UNPROCESSABLE', JOB_MESSAGES.deadlinePast, {
      fields: { deadline: JOB_MESSAGES.deadlinePast },
    })
  }
  return iso
}

function jobValues(data: JobData, deadline: string | null) {
  return {
    title: data.title,
    description: data.description,
    requirements: data.requirements,
    benefits: data.benefits,
    area: data.area,
    city: data.city,
    state: data.state,
    workModel: data.workModel,
    contractType: data.contractType,
    salaryMinCents: data.salaryMinCents,
    salaryMaxCents: data.salaryMaxCents,
    salaryHidden: data.salaryHidden,
    openings: data.openings,
    deadline,
    questions: withIds(data.questions),
  }
}

/** Serialises job writes of one company (slugs stay unique without a retry loop). */
async function lockCompanyJobs(tx: DbExecutor, companyId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`jobs:${companyId}`}))`)
}

/** POST /api/jobs: a draft (or published at once) with the company's stage template. */
export async function createJob(
  db: Db,
  options: { caller: Caller; data: JobData; publish: boolean },
): Promise<Job> {
  const { caller, data } = options
  assertCan(caller, 'jobs:manage')
  const deadline = assertDeadline(data.deadline, null)
  const id = await db.transaction(async (tx) => {
    await lockCompanyJobs(tx, caller.companyId)
    const slug = await freeJobSlug(tx, caller.companyId, data.title)
    const [row] = await tx
      .insert(jobs)
      .values({
        companyId: caller.companyId,
        slug,
        ...jobValues(data, deadline),
        status: options.publish ? 'publicada' : 'rascunho',
        publishedAt: options.publish ? new Date() : null,
      })
      .returning({ id: jobs.id })
    if (!row) throw new Error('job insert returned no row')
    const names = await readStageTemplate(tx, caller.companyId)
    await tx
      .insert(jobStages)
      .values(names.map((name, position) => ({ companyId: caller.companyId, jobId: row.id, name, position })))
    return row.id
  })
  return getJob(db, { caller, id })
}

/** PUT /api/jobs/:id: every field. A draft's slug follows its title; a published one's stays (shared links). */
export async function updateJob(
  db: Db,
  options: { caller: Caller; id: string; data: JobData },
): Promise<Job> {
  const { caller, data } = options
  assertCan(caller, 'jobs:manage')
  await db.transaction(async (tx) => {
    await lockCompanyJobs(tx, caller.companyId)
    const current = await findJob(tx, caller.companyId, options.id, true)
    const deadline = assertDeadline(data.deadline, current.deadline)
    const slug =
      current.status === 'rascunho' && current.title !== data.title
        ? await freeJobSlug(tx, caller.companyId, data.title, current.id)
        : current.slug
    await tx
      .update(jobs)
      .set({ ...jobValues(data, deadline), slug, updatedAt: new Date() })
      .where(tenantWhere(jobs, caller.companyId, eq(jobs.id, current.id)))
  })
  return getJob(db, { caller, id: options.id })
}

/** POST /api/jobs/:id/status: publicar, pausar, retomar, encerrar. */
export async function changeJobStatus(
  db: Db,
  options: { caller: Caller; id: string; action: JobAction },
): Promise<Job> {
  const { caller } = options
  assertCan(caller, 'jobs:manage')
  await db.transaction(async (tx) => {
    const current = await findJob(tx, caller.companyId, options.id, true)
    const next: JobStatus | null = nextJobStatus(current.status, options.action)
    if (!next) {
      const message =
        current.status === 'encerrada' ? JOB_MESSAGES.closedForever : JOB_MESSAGES.invalidTransition
      throw new AppError('CONFLICT', message, { status: current.status, action: options.action })
    }
    await tx
      .update(jobs)
      .set({
        status: next,
        updatedAt: new Date(),
        ...(next === 'publicada' && !current.publishedAt ? { publishedAt: new Date() } : {}),
      })
      .where(tenantWhere(jobs, caller.companyId, eq(jobs.id, current.id)))
  })
  return getJob(db, { caller, id: options.id })
}

/** POST /api/jobs/:id/duplicate: a new draft with the same fields, questions and stage names. */
export async function duplicateJob(db: Db, options: { caller: Caller; id: string }): Promise<Job> {
  const { caller } = options
  assertCan(caller, 'jobs:manage')
  const id = await db.transaction(async (tx) => {
    await lockCompanyJobs(tx, caller.companyId)
    const source = await findJob(tx, caller.companyId, options.id)
    const stages = await listStages(tx, caller.companyId, source.id)
    const title = `${source.title} (cópia)`.slice(0, 120)
    const slug = await freeJobSlug(tx, caller.companyId, title)
    const {
      id: _id,
      companyId: _company,
      slug: _slug,
      status: _status,
      publishedAt: _published,
      createdAt: _created,
      updatedAt: _updated,
      ...fields
    } = source
    const [row] = await tx
      .insert(jobs)
      .values({
        ...fields,
        title,
        companyId: caller.companyId,
        slug,
        status: 'rascunho',
        // New question ids: the copy's answers are its own.
        questions: source.questions.map((question) => ({ ...question, id: randomUUID() })),
      })
      .returning({ id: jobs.id })
    if (!row) throw new Error('job insert returned no row')
    await tx.insert(jobStages).values(
      stages.map((stage, position) => ({
        companyId: caller.companyId,
        jobId: row.id,
        name: stage.name,
        position,
      })),
    )
    return row.id
  })
  return getJob(db, { caller, id })
}

/** DELETE /api/jobs/:id: only a draft without applications (otherwise close it). */
export async function deleteJob(db: Db, options: { caller: Caller; id: string }): Promise<void> {
  const { caller } = options
  assertCan(caller, 'jobs:manage')
  await db.transaction(async (tx) => {
    const current = await findJob(tx, caller.companyId, options.id, true)
    const [applications] = await tx
      .select({ total: count() })
      .from(candidateSubmissions)
      .where(tenantWhere(candidateSubmissions, caller.companyId, eq(candidateSubmissions.jobId, current.id)))
    if (current.status !== 'rascunho' || (applications?.total ?? 0) > 0) {
      throw new AppError('CONFLICT', JOB_MESSAGES.deleteNotDraft)
    }
    await tx.delete(jobs).where(and(tenantWhere(jobs, caller.companyId, eq(jobs.id, current.id))))
  })
}
