import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { APPLICATION_MESSAGES } from '../../../shared/applications/api.ts'
import { CORE_FIELD_KEYS } from '../../../shared/forms/default-form.ts'
import {
  type Board,
  type BoardCard,
  type BulkResult,
  type ColumnPage,
  JOB_MESSAGES,
  type Placement,
  type RejectionReason,
} from '../../../shared/jobs/api.ts'
import type { RatingSummary } from '../../../shared/ratings/api.ts'
import type { SubmissionStatus } from '../../../shared/submission-status.ts'
import type { Db, DbExecutor } from '../../db/client.ts'
import { jobStages } from '../../db/schema/jobs.ts'
import { candidateSubmissions } from '../../db/schema/submissions.ts'
import { tenantWhere } from '../../db/tenant.ts'
import { AppError } from '../../errors.ts'
import { assertCan, type Caller } from '../applications/applications.service.ts'
import { deliverEmailJob } from '../email/delivery-job.ts'
import { type ApplicationChange, applyEmailAutomations, type EmailDeps } from '../email/email.service.ts'
import { type ApplicationEventInput, recordApplicationEvents } from '../history/history.service.ts'
import { organizationOf } from '../organize/organize.service.ts'
import { ratingSummaries, summaryOf } from '../ratings/ratings.service.ts'
import { statusAfterMove } from './job-rules.ts'
import { findJob, listStages } from './jobs.service.ts'

const table = candidateSubmissions

/** The first answer with a given field key, as text. */
function answerByKey(key: string) {
  const path = `$.* ? (@.key == "${key}").value`
  return sql<string | null>`jsonb_path_query_first(${table.formData}, ${path}::jsonpath) #>> '{}'`
}

const cardColumns = {
  id: table.id,
  name: answerByKey(CORE_FIELD_KEYS.fullName),
  city: answerByKey('cidade'),
  state: answerByKey('estado'),
  // Spelled out: inside a subquery an unqualified "id" would be submission_files' own.
  photoField: sql<
    string | null
  >`(select sf.field_id from submission_files sf where sf.submission_id = candidate_submissions.id limit 1)`,
  status: table.status,
  stageId: table.stageId,
  stageEnteredAt: table.stageEnteredAt,
  createdAt: table.createdAt,
}

type CardRow = {
  id: string
  name: string | null
  city: string | null
  state: string | null
  photoField: string | null
  status: SubmissionStatus
  stageId: string | null
  stageEnteredAt: Date | null
  createdAt: Date
}

function toCard(
  row: CardRow,
  ratings: ReadonlyMap<string, RatingSummary>,
  tags: BoardCard['tags'] = [],
): BoardCard {
  return {
    tags,
    id: row.id,
    name: row.name,
    city: row.city,
    state: row.state,
    photoUrl: row.photoField
      ? `/api/applications/${row.id}/files/${encodeURIComponent(row.photoField)}`
      : null,
    status: row.status,
    stageId: row.stageId ?? '',
    stageEnteredAt: (row.stageEnteredAt ?? row.createdAt).toISOString(),
    createdAt: row.createdAt.toISOString(),
    rating: summaryOf(ratings, row.id),
  }
}

const cursorCard = alias(candidateSubmissions, 'cursor_card')

/** The (created_at, id) of the card a column page starts after, within the caller's company. */
function cursorRow(db: DbExecutor, caller: Caller, cursor: string) {
  return db
    .select({ createdAt: cursorCard.createdAt, id: cursorCard.id })
    .from(cursorCard)
    .where(tenantWhere(cursorCard, caller.companyId, eq(cursorCard.id, cursor)))
}

/** One page of a column: its cards that are not rejected, newest first, after the cursor's card. */
async function readColumn(
  db: DbExecutor,
  caller: Caller,
  stageId: string,
  pageSize: number,
  cursor?: string,
): Promise<ColumnPage> {
  // Compared in the database: a JavaScript Date would drop created_at's microseconds.
  const after: SQL | undefined = cursor
    ? sql`(${table.createdAt}, ${table.id}) < (${cursorRow(db, caller, cursor)})`
    : undefined
  const rows = await db
    .select(cardColumns)
    .from(table)
    .where(
      tenantWhere(
        table,
        caller.companyId,
        eq(table.stageId, stageId),
        sql`${table.status} <> 'reprovado'`,
        after,
      ),
    )
    .orderBy(desc(table.createdAt), desc(table.id))
    .limit(pageSize + 1)
  const shown = rows.slice(0, pageSize)
  // The cards' tags and ratings (issue 16): one index read each for the page's applications.
  const ids = shown.map((row) => row.id)
  const [organization, ratings] = await Promise.all([
    organizationOf(db, caller.companyId, ids),
    ratingSummaries(db, caller.companyId, ids),
  ])
  const items = shown.map((row) => toCard(row, ratings, organization.get(row.id)?.tags))
  return { items, nextCursor: rows.length > pageSize ? (items.at(-1)?.id ?? null) : null }
}

/** GET /api/jobs/:id/board: every column's first page and counts. */
export async function getBoard(
  db: Db,
  options: { caller: Caller; jobId: string; pageSize: number },
): Promise<Board> {
  const { caller } = options
  assertCan(caller, 'jobs:view')
  const job = await findJob(db, caller.companyId, options.jobId)
  const stages = await listStages(db, caller.companyId, job.id)
  const [pages, rejected] = await Promise.all([
    Promise.all(stages.map((stage) => readColumn(db, caller, stage.id, options.pageSize))),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(table)
      .where(tenantWhere(table, caller.companyId, eq(table.jobId, job.id), eq(table.status, 'reprovado'))),
  ])
  return {
    jobId: job.id,
    columns: stages.map((stage, index) => ({ ...stage, ...(pages[index] as ColumnPage) })),
    rejected: rejected[0]?.total ?? 0,
  }
}

/** GET /api/jobs/:id/stages/:stageId/applications?cursor=: a column's next page. */
export async function getColumnPage(
  db: Db,
  options: { caller: Caller; jobId: string; stageId: string; pageSize: number; cursor?: string },
): Promise<ColumnPage> {
  const { caller } = options
  assertCan(caller, 'jobs:view')
  const job = await findJob(db, caller.companyId, options.jobId)
  await findStageOfJob(db, caller, options.stageId, job.id)
  return readColumn(db, caller, options.stageId, options.pageSize, options.cursor)
}

/** A stage of the caller's company: another company's (or none) 404; another job's 422. */
async function findStageOfJob(db: DbExecutor, caller: Caller, stageId: string, jobId: string) {
  const [stage] = await db
    .select({ id: jobStages.id, jobId: jobStages.jobId, name: jobStages.name })
    .from(jobStages)
    .where(tenantWhere(jobStages, caller.companyId, eq(jobStages.id, stageId)))
  if (!stage) throw new AppError('NOT_FOUND', JOB_MESSAGES.stageNotFound)
  if (stage.jobId !== jobId) throw new AppError('UNPROCESSABLE', JOB_MESSAGES.stageOfAnotherJob)
  return stage
}

async function readPlacements(db: DbExecutor, caller: Caller, ids: readonly string[]): Promise<Placement[]> {
  if (ids.length === 0) return []
  const rows = await db
    .select({
      id: table.id,
      jobId: table.jobId,
      stageId: table.stageId,
      status: table.status,
      stageEnteredAt: table.stageEnteredAt,
      createdAt: table.createdAt,
      rejectionReason: table.rejectionReason,
    })
    .from(table)
    .where(tenantWhere(table, caller.companyId, inArray(table.id, [...ids])))
    .orderBy(asc(table.id))
  return rows.map((row) => ({
    id: row.id,
    jobId: row.jobId ?? '',
    stageId: row.stageId ?? '',
    status: row.status,
    stageEnteredAt: (row.stageEnteredAt ?? row.createdAt).toISOString(),
    rejectionReason: (row.rejectionReason as RejectionReason | null) ?? null,
  }))
}

/** Locks the job's applications among `ids` (in id order, so two bulk moves never deadlock). */
async function lockApplications(tx: DbExecutor, caller: Caller, jobId: string, ids: readonly string[]) {
  return tx
    .select({ id: table.id, status: table.status, stageId: table.stageId })
    .from(table)
    .where(tenantWhere(table, caller.companyId, eq(table.jobId, jobId), inArray(table.id, [...ids])))
    .orderBy(asc(table.id))
    .for('update')
}

/**
 * Moves applications of one job to one of its stages, reconciling their status (job-rules.ts
 * statusAfterMove) and recording "Etapa alterada" (and "Status alterado" when it changed). Ids
 * not in the job come back as `missing`. Concurrent moves of one card: each waits for the other's
 * row lock, so the last one wins and both are in the history with what they really changed.
 */
export async function moveApplicationsInTx(
  tx: DbExecutor,
  options: {
    caller: Caller
    jobId: string
    stageId: string
    applicationIds: readonly string[]
    /** Keep rejected candidates rejected (a removed stage's candidates); default: bring them back. */
    keepRejected?: boolean
    /** Sends the automatic e-mails of the new stage and status (issue 17); without it none are queued. */
    emails?: EmailDeps
  },
): Promise<BulkResult> {
  const { caller } = options
  const target = await findStageOfJob(tx, caller, options.stageId, options.jobId)
  const stages = await tx
    .select({ id: jobStages.id, name: jobStages.name })
    .from(jobStages)
    .where(tenantWhere(jobStages, caller.companyId, eq(jobStages.jobId, options.jobId)))
    .orderBy(asc(jobStages.position))
  const indexOf = new Map(stages.map((stage, index) => [stage.id, index]))
  const nameOf = new Map(stages.map((stage) => [stage.id, stage.name]))
  const toIndex = indexOf.get(target.id) ?? 0
  const lastIndex = stages.length - 1
  const unique = [...new Set(options.applicationIds)]
  const rows = await lockApplications(tx, caller, options.jobId, unique)
  const found = new Set(rows.map((row) => row.id))
  const byStatus = new Map<SubmissionStatus, string[]>()
  const events: ApplicationEventInput[] = []
  const changes: ApplicationChange[] = []
  for (const row of rows) {
    const rejected = row.status === 'reprovado'
    const restoring = rejected && !options.keepRejected
    if (row.stageId === target.id && !restoring) continue
    const fromIndex = row.stageId ? (indexOf.get(row.stageId) ?? null) : null
    const status =
      rejected && options.keepRejected
        ? 'reprovado'
        : statusAfterMove({ status: row.status, fromIndex, toIndex, lastIndex })
    byStatus.set(status, [...(byStatus.get(status) ?? []), row.id])
    const base = { companyId: caller.companyId, applicationId: row.id, actorUserId: caller.userId }
    events.push({
      ...base,
      type: 'stage_changed',
      data: {
        jobId: options.jobId,
        fromStageId: row.stageId,
        fromStage: row.stageId ? (nameOf.get(row.stageId) ?? null) : null,
        toStageId: target.id,
        toStage: target.name,
        ...(restoring ? { restored: true } : {}),
      },
    })
    if (status !== row.status) {
      events.push({ ...base, type: 'status_changed', data: { from: row.status, to: status } })
    }
    changes.push({
      applicationId: row.id,
      ...(row.stageId !== target.id ? { stageName: target.name } : {}),
      ...(status !== row.status ? { status } : {}),
    })
  }
  const now = new Date()
  for (const [status, ids] of byStatus) {
    await tx
      .update(table)
      .set({
        stageId: target.id,
        stageEnteredAt: now,
        status,
        updatedAt: now,
        ...(status === 'reprovado' ? {} : { rejectionReason: null, rejectionNote: null }),
      })
      .where(tenantWhere(table, caller.companyId, inArray(table.id, ids)))
  }
  await recordApplicationEvents(tx, events)
  if (options.emails)
    await applyEmailAutomations(tx, options.emails, {
      companyId: caller.companyId,
      actorUserId: caller.userId,
      changes,
    })
  return {
    items: await readPlacements(tx, caller, [...found]),
    missing: unique.filter((id) => !found.has(id)),
  }
}

/** Rejects applications of one job ("Reprovado", with a reason and an optional note). */
async function rejectApplicationsInTx(
  tx: DbExecutor,
  options: {
    caller: Caller
    jobId: string
    applicationIds: readonly string[]
    reason: RejectionReason
    note: string | null
    emails?: EmailDeps
  },
): Promise<BulkResult> {
  const { caller } = options
  const unique = [...new Set(options.applicationIds)]
  const rows = await lockApplications(tx, caller, options.jobId, unique)
  const found = rows.map((row) => row.id)
  if (found.length > 0) {
    const stages = await tx
      .select({ id: jobStages.id, name: jobStages.name })
      .from(jobStages)
      .where(tenantWhere(jobStages, caller.companyId, eq(jobStages.jobId, options.jobId)))
    const nameOf = new Map(stages.map((stage) => [stage.id, stage.name]))
    await tx
      .update(table)
      .set({
        status: 'reprovado',
        rejectionReason: options.reason,
        rejectionNote: options.note,
        updatedAt: new Date(),
      })
      .where(tenantWhere(table, caller.companyId, inArray(table.id, found)))
    const events: ApplicationEventInput[] = []
    for (const row of rows) {
      const base = { companyId: caller.companyId, applicationId: row.id, actorUserId: caller.userId }
      events.push({
        ...base,
        type: 'rejected',
        data: {
          jobId: options.jobId,
          stageId: row.stageId,
          stage: row.stageId ? (nameOf.get(row.stageId) ?? null) : null,
          reason: options.reason,
        },
      })
      if (row.status !== 'reprovado') {
        events.push({ ...base, type: 'status_changed', data: { from: row.status, to: 'reprovado' } })
      }
    }
    await recordApplicationEvents(tx, events)
    if (options.emails)
      await applyEmailAutomations(tx, options.emails, {
        companyId: caller.companyId,
        actorUserId: caller.userId,
        changes: rows
          .filter((row) => row.status !== 'reprovado')
          .map((row) => ({ applicationId: row.id, status: 'reprovado' as const })),
      })
  }
  const foundSet = new Set(found)
  return { items: await readPlacements(tx, caller, found), missing: unique.filter((id) => !foundSet.has(id)) }
}

/** The job of one application of the caller's company: 404 when not found, 422 when in the talent pool. */
async function jobOfApplication(tx: DbExecutor, caller: Caller, id: string): Promise<string> {
  const [row] = await tx
    .select({ jobId: table.jobId })
    .from(table)
    .where(tenantWhere(table, caller.companyId, eq(table.id, id)))
  if (!row) throw new AppError('NOT_FOUND', APPLICATION_MESSAGES.notFound)
  if (!row.jobId) throw new AppError('UNPROCESSABLE', JOB_MESSAGES.notInJob)
  return row.jobId
}

function single(result: BulkResult): Placement {
  const [placement] = result.items
  if (!placement) throw new AppError('NOT_FOUND', APPLICATION_MESSAGES.notFound)
  return placement
}

/** POST /api/applications/:id/move */
export async function moveApplication(
  db: Db,
  options: { caller: Caller; id: string; stageId: string; emails?: EmailDeps },
): Promise<Placement> {
  assertCan(options.caller, 'pipeline:move')
  const result = await db.transaction(async (tx) => {
    const jobId = await jobOfApplication(tx, options.caller, options.id)
    return single(
      await moveApplicationsInTx(tx, {
        caller: options.caller,
        jobId,
        stageId: options.stageId,
        applicationIds: [options.id],
        emails: options.emails,
      }),
    )
  })
  options.emails?.queue.wake(deliverEmailJob)
  return result
}

/** POST /api/applications/:id/reject */
export async function rejectApplication(
  db: Db,
  options: { caller: Caller; id: string; reason: RejectionReason; note: string | null; emails?: EmailDeps },
): Promise<Placement> {
  assertCan(options.caller, 'pipeline:move')
  const result = await db.transaction(async (tx) => {
    const jobId = await jobOfApplication(tx, options.caller, options.id)
    return single(
      await rejectApplicationsInTx(tx, {
        caller: options.caller,
        jobId,
        applicationIds: [options.id],
        reason: options.reason,
        note: options.note,
        emails: options.emails,
      }),
    )
  })
  options.emails?.queue.wake(deliverEmailJob)
  return result
}

/** POST /api/jobs/:id/moves: several applications of the job to one stage. */
export async function bulkMove(
  db: Db,
  options: { caller: Caller; jobId: string; stageId: string; applicationIds: string[]; emails?: EmailDeps },
): Promise<BulkResult> {
  assertCan(options.caller, 'pipeline:move')
  const result = await db.transaction(async (tx) => {
    const job = await findJob(tx, options.caller.companyId, options.jobId)
    return moveApplicationsInTx(tx, { ...options, jobId: job.id })
  })
  options.emails?.queue.wake(deliverEmailJob)
  return result
}

/** POST /api/jobs/:id/rejections: several applications of the job rejected with one reason. */
export async function bulkReject(
  db: Db,
  options: {
    caller: Caller
    jobId: string
    applicationIds: string[]
    reason: RejectionReason
    note: string | null
    emails?: EmailDeps
  },
): Promise<BulkResult> {
  assertCan(options.caller, 'pipeline:move')
  const result = await db.transaction(async (tx) => {
    const job = await findJob(tx, options.caller.companyId, options.jobId)
    return rejectApplicationsInTx(tx, { ...options, jobId: job.id })
  })
  options.emails?.queue.wake(deliverEmailJob)
  return result
}

/** Puts a new application of a job in its first stage (the public form's insert transaction). */
export async function placeNewApplication(
  tx: DbExecutor,
  options: { companyId: string; jobId: string; applicationId: string },
): Promise<void> {
  const [first] = await tx
    .select({ id: jobStages.id, name: jobStages.name })
    .from(jobStages)
    .where(and(tenantWhere(jobStages, options.companyId, eq(jobStages.jobId, options.jobId))))
    .orderBy(asc(jobStages.position))
    .limit(1)
  if (!first) return
  await tx
    .update(table)
    .set({ jobId: options.jobId, stageId: first.id, stageEnteredAt: new Date() })
    .where(tenantWhere(table, options.companyId, eq(table.id, options.applicationId)))
  await recordApplicationEvents(tx, [
    {
      companyId: options.companyId,
      applicationId: options.applicationId,
      actorUserId: null,
      type: 'stage_changed',
      data: {
        jobId: options.jobId,
        fromStageId: null,
        fromStage: null,
        toStageId: first.id,
        toStage: first.name,
      },
    },
  ])
}
