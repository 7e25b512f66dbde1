import { and, desc, eq, inArray, isNotNull, lt } from 'drizzle-orm'
import {
  BULK_INLINE_LIMIT,
  BULK_MAX_ITEMS,
  BULK_MESSAGES,
  type BulkOperation,
  type bulkRequestSchema,
} from '../../../shared/bulk/api.ts'
import type { Db } from '../../db/client.ts'
import { bulkOperations } from '../../db/schema/bulk.ts'
import { profiles } from '../../db/schema/profiles.ts'
import { candidateSubmissions } from '../../db/schema/submissions.ts'
import { tenantWhere } from '../../db/tenant.ts'
import { AppError } from '../../errors.ts'
import type { JobQueue } from '../../jobs/queue.ts'
import { assertPlanFeature } from '../../plans/plan-gate.ts'
import type { FileStorage } from '../../storage/storage.ts'
import type { WorkerPool } from '../../workers/pool.ts'
import { assertCan, type Caller, resolveListFilters } from '../applications/applications.service.ts'
import { filtersWhere } from '../applications/filters.ts'
import type { EmailDeps } from '../email/email.service.ts'
import { recordApplicationEvent } from '../history/history.service.ts'
import {
  type AnyBulkAction,
  type BatchOutcome,
  BULK_ACTIONS,
  type BulkContext,
  bulkActionLabel,
} from './bulk-actions.ts'

/** Items one `apply` call gets (and how often the stored progress moves). */
const BATCH = 100

type Deps = {
  db: Db
  storage: FileStorage
  pool: WorkerPool
  queue: JobQueue
  /** Automatic and bulk e-mails to candidates (issue 17). */
  emails: EmailDeps
}
type BulkInput = ReturnType<typeof bulkRequestSchema.parse>

function actionOf(type: string): AnyBulkAction {
  const action = BULK_ACTIONS[type]
  if (!action) throw new AppError('BAD_REQUEST', BULK_MESSAGES.unknownAction)
  return action
}

/** The role's permission and the plan's feature for this action (403 for the whole request). */
async function assertAllowed(db: Db, caller: Caller, action: AnyBulkAction): Promise<void> {
  assertCan(caller, action.permission)
  if (action.planFeature)
    await assertPlanFeature(db, { companyId: caller.companyId, feature: action.planFeature })
}

/**
 * The selected applications of the caller's company, newest first: explicit ids keep only the
 * company's (another company's id is counted as skipped, never revealed); "every result" runs the
 * list's own filters (resolveListFilters), so every filter of the list applies.
 */
async function resolveSelection(
  db: Db,
  caller: Caller,
  request: BulkInput,
): Promise<{ ids: string[]; asked: number }> {
  const table = candidateSubmissions
  const selection = request.selection
  if (selection.kind === 'ids') {
    const asked = [...new Set(selection.ids)]
    const found = await db
      .select({ id: table.id })
      .from(table)
      .where(tenantWhere(table, caller.companyId, inArray(table.id, asked)))
    const own = new Set(found.map((row) => row.id))
    // Kept in the order the member checked them.
    return { ids: asked.filter((id) => own.has(id)), asked: asked.length }
  }
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(filtersWhere(await resolveListFilters(db, caller, selection.filter)))
    .orderBy(desc(table.createdAt), desc(table.id))
    .limit(BULK_MAX_ITEMS + 1)
  if (rows.length > BULK_MAX_ITEMS) throw new AppError('UNPROCESSABLE', BULK_MESSAGES.tooMany)
  return { ids: rows.map((row) => row.id), asked: rows.length }
}

type OperationRow = typeof bulkOperations.$inferSelect

function toOperation(row: OperationRow): BulkOperation {
  return {
    id: row.id,
    action: row.action,
    label: bulkActionLabel(row.action),
    status: row.status,
    total: row.total,
    done: row.done,
    skipped: row.skipped,
    failed: row.failed,
    downloadUrl: row.resultKey && row.status === 'done' ? `/api/bulk-operations/${row.id}/download` : null,
    fileName: row.resultName,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  }
}

/**
 * POST /api/applications/bulk: checks the action's permission, plan and params, fixes the
 * selection and records the operation; up to BULK_INLINE_LIMIT items it runs now (the answer says
 * what was done), above it goes to the job queue (the answer is "queued"; poll the operation).
 */
export async function startBulkOperation(
  deps: Deps,
  options: { caller: Caller; request: BulkInput; enqueue: (operationId: string) => Promise<void> },
): Promise<BulkOperation> {
  const { db } = deps
  const { caller, request } = options
  assertCan(caller, 'applications:view')
  const action = actionOf(request.action)
  await assertAllowed(db, caller, action)
  const parsed = action.params.safeParse(request.params)
  if (!parsed.success) {
    throw new AppError('BAD_REQUEST', parsed.error.issues[0]?.message ?? BULK_MESSAGES.invalidParams)
  }
  const { ids, asked } = await resolveSelection(db, caller, request)
  // The count the member confirms is what they selected (the skipped ones included).
  action.check?.(parsed.data, asked)
  if (ids.length === 0 && asked === 0) throw new AppError('UNPROCESSABLE', BULK_MESSAGES.nothingFound)
  const [row] = await db
    .insert(bulkOperations)
    .values({
      companyId: caller.companyId,
      userId: caller.userId,
      action: action.type,
      params: parsed.data as Record<string, unknown>,
      itemIds: ids,
      total: asked,
      // Another company's ids (or ones gone since) are skipped from the start.
      skipped: asked - ids.length,
      status: 'queued',
    })
    .returning()
  if (!row) throw new Error('bulk operation not recorded')
  if (ids.length <= BULK_INLINE_LIMIT) {
    try {
      return toOperation(await runBulkOperation(deps, row.id))
    } catch (error) {
      // Not left "running" forever: the member sees it failed (and the error is logged as a 500).
      await failBulkOperation(db, row.id)
      throw error
    }
  }
  await options.enqueue(row.id)
  return toOperation(row)
}

/** The member who asked, as they are now (a member removed or demoted since is refused). */
async function callerOf(db: Db, row: OperationRow): Promise<Caller | null> {
  if (!row.userId) return null
  const [profile] = await db
    .select({ companyId: profiles.companyId, role: profiles.role, active: profiles.active })
    .from(profiles)
    .where(eq(profiles.id, row.userId))
  if (!profile?.active || profile.companyId !== row.companyId) return null
  return { companyId: row.companyId, role: profile.role, userId: row.userId }
}

async function finishWith(
  db: Db,
  id: string,
  values: Partial<typeof bulkOperations.$inferInsert>,
): Promise<OperationRow> {
  const [row] = await db
    .update(bulkOperations)
    .set({ ...values, finishedAt: new Date() })
    .where(eq(bulkOperations.id, id))
    .returning()
  if (!row) throw new Error('bulk operation vanished')
  return row
}

/**
 * Runs (or, after a crash, runs again) one operation: each batch's outcome is stored as it goes.
 * An action with a result file starts over on a retry (the file is written anew); any other
 * action goes on after the items already counted.
 */
export async function runBulkOperation(
  deps: Omit<Deps, 'queue'>,
  operationId: string,
): Promise<OperationRow> {
  const { db } = deps
  const [row] = await db.select().from(bulkOperations).where(eq(bulkOperations.id, operationId))
  if (!row || row.status === 'done' || row.status === 'failed') {
    if (!row) throw new Error(`bulk operation ${operationId} not found`)
    return row
  }
  const action = BULK_ACTIONS[row.action]
  const caller = await callerOf(db, row)
  if (!action || !caller) {
    return finishWith(db, row.id, {
      status: 'failed',
      error: 'Operação cancelada: ação ou membro indisponível.',
    })
  }
  try {
    await assertAllowed(db, caller, action)
  } catch (error) {
    return finishWith(db, row.id, {
      status: 'failed',
      error: error instanceof AppError ? error.message : 'Operação não permitida.',
    })
  }
  const context: BulkContext = { ...deps, caller, operationId: row.id }
  const restart = Boolean(action.start)
  const initialSkipped = row.total - row.itemIds.length
  const counts: BatchOutcome = restart
    ? { done: 0, skipped: initialSkipped, failed: 0 }
    : { done: row.done, skipped: row.skipped, failed: row.failed }
  const from = restart ? 0 : counts.done + counts.failed + (counts.skipped - initialSkipped)
  await db
    .update(bulkOperations)
    .set({ status: 'running', ...counts })
    .where(eq(bulkOperations.id, row.id))
  const state = action.start ? await action.start(context, row.params) : undefined
  try {
    for (let index = from; index < row.itemIds.length; index += BATCH) {
      const outcome = await action.apply(context, row.params, row.itemIds.slice(index, index + BATCH), state)
      counts.done += outcome.done
      counts.skipped += outcome.skipped
      counts.failed += outcome.failed
      await db.update(bulkOperations).set(counts).where(eq(bulkOperations.id, row.id))
    }
    const result = action.finish ? await action.finish(context, row.params, state, counts) : null
    await recordApplicationEvent(db, {
      companyId: caller.companyId,
      applicationId: null,
      actorUserId: caller.userId,
      type: 'bulk_action',
      data: { action: action.type, label: bulkActionLabel(action.type), total: row.total, ...counts },
    })
    return finishWith(db, row.id, {
      ...counts,
      status: 'done',
      resultKey: result?.key ?? null,
      resultName: result?.name ?? null,
    })
  } catch (error) {
    await action.abort?.(state)
    throw error
  }
}

/** Marks an operation failed (the queue's last attempt failed too). */
export async function failBulkOperation(db: Db, operationId: string): Promise<void> {
  await finishWith(db, operationId, { status: 'failed', error: 'Não foi possível concluir a operação.' })
}

async function findOwnOperation(db: Db, caller: Caller, id: string): Promise<OperationRow> {
  const [row] = await db
    .select()
    .from(bulkOperations)
    .where(tenantWhere(bulkOperations, caller.companyId, eq(bulkOperations.id, id)))
  // Only its requester follows and downloads an operation: anyone else's is "not found".
  if (!row || row.userId !== caller.userId) throw new AppError('NOT_FOUND', BULK_MESSAGES.operationNotFound)
  return row
}

/** GET /api/bulk-operations/:id: the requester's operation and its progress. */
export async function getBulkOperation(
  db: Db,
  options: { caller: Caller; id: string },
): Promise<BulkOperation> {
  return toOperation(await findOwnOperation(db, options.caller, options.id))
}

/** GET /api/bulk-operations/:id/download: the result file, for the requester only. */
export async function getBulkResult(
  db: Db,
  storage: FileStorage,
  options: { caller: Caller; id: string },
): Promise<{ name: string; contentType: string; body: NodeJS.ReadableStream; size: number }> {
  const row = await findOwnOperation(db, options.caller, options.id)
  const stored = row.resultKey && row.status === 'done' ? await storage.getStream(row.resultKey) : null
  if (!stored || !row.resultKey) throw new AppError('NOT_FOUND', BULK_MESSAGES.resultNotFound)
  const contentType = row.resultKey.endsWith('.zip') ? 'application/zip' : 'text/csv; charset=utf-8'
  return { name: row.resultName ?? 'resultado', contentType, body: stored.body, size: stored.size }
}

/** How long a result file is kept for its requester to download. */
export const BULK_RESULT_KEEP_MS = 24 * 3600 * 1000

/** Deletes result files older than BULK_RESULT_KEEP_MS (bulk.sweep, hourly); answers how many. */
export async function sweepBulkResults(db: Db, storage: FileStorage, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - BULK_RESULT_KEEP_MS)
  const old = await db
    .select({ id: bulkOperations.id, resultKey: bulkOperations.resultKey })
    .from(bulkOperations)
    .where(and(lt(bulkOperations.createdAt, cutoff), isNotNull(bulkOperations.resultKey)))
    .limit(1000)
  for (const row of old) {
    if (row.resultKey) await storage.delete(row.resultKey)
    await db.update(bulkOperations).set({ resultKey: null }).where(eq(bulkOperations.id, row.id))
  }
  return old.length
}
