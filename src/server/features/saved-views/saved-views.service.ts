import { and, desc, eq, or } from 'drizzle-orm'
import { applicationListQuerySchema } from '../../../shared/applications/api.ts'
import {
  type CreateSavedView,
  SAVED_VIEW_MESSAGES,
  type SavedView,
  type UpdateSavedView,
  viewQueryOf,
} from '../../../shared/applications/saved-views.ts'
import { can } from '../../../shared/permissions.ts'
import type { Db } from '../../db/client.ts'
import { user } from '../../db/schema/auth.ts'
import { savedViews } from '../../db/schema/saved-views.ts'
import { tenantWhere } from '../../db/tenant.ts'
import { AppError } from '../../errors.ts'
import { assertCan, type Caller } from '../applications/applications.service.ts'
import { resolveFilters } from '../applications/filters.ts'

/**
 * Saved views of /curriculos (issue 16, item 7). A member sees their own views and the ones shared
 * with the team; a personal view of someone else does not exist for them (404, like another
 * company's). The owner renames, shares and deletes; an admin also does it to shared views.
 */

const table = savedViews

/** Views the caller may see: theirs and the team's shared ones, in their company. */
function visibleWhere(caller: Caller, ...more: ReturnType<typeof eq>[]) {
  return tenantWhere(
    table,
    caller.companyId,
    or(eq(table.ownerUserId, caller.userId), eq(table.shared, true)),
    ...more,
  )
}

function canManage(caller: Caller, row: { ownerUserId: string; shared: boolean }): boolean {
  return row.ownerUserId === caller.userId || (row.shared && can(caller.role, 'views:manageShared'))
}

type Row = {
  id: string
  name: string
  query: string
  shared: boolean
  ownerUserId: string
  ownerName: string | null
  createdAt: Date
}

function toView(caller: Caller, row: Row): SavedView {
  return {
    id: row.id,
    name: row.name,
    query: row.query,
    shared: row.shared,
    ownerName: row.ownerName,
    mine: row.ownerUserId === caller.userId,
    canManage: canManage(caller, row),
    createdAt: row.createdAt.toISOString(),
  }
}

const columns = {
  id: table.id,
  name: table.name,
  query: table.query,
  shared: table.shared,
  ownerUserId: table.ownerUserId,
  ownerName: user.name,
  createdAt: table.createdAt,
}

/** GET /api/saved-views: the caller's views, then the team's, newest first within each. */
export async function listSavedViews(db: Db, { caller }: { caller: Caller }): Promise<SavedView[]> {
  assertCan(caller, 'applications:view')
  const rows = await db
    .select(columns)
    .from(table)
    .leftJoin(user, eq(user.id, table.ownerUserId))
    .where(visibleWhere(caller))
    .orderBy(desc(table.createdAt))
  const views = rows.map((row) => toView(caller, row))
  return [...views.filter((view) => view.mine), ...views.filter((view) => !view.mine)]
}

/**
 * A view's query checked like the list's (sensitive facet -> 400, advanced facets without the plan
 * -> 403), kept without the page.
 */
async function checkedQuery(db: Db, caller: Caller, query: string): Promise<string> {
  const params = new URLSearchParams(query.replace(/^\?/, ''))
  const raw: Record<string, string | string[]> = {}
  for (const [key, value] of params) {
    const before = raw[key]
    raw[key] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value]
  }
  const parsed = applicationListQuerySchema.safeParse(raw)
  if (!parsed.success) {
    throw new AppError('BAD_REQUEST', parsed.error.issues[0]?.message ?? SAVED_VIEW_MESSAGES.queryTooLong)
  }
  await resolveFilters(db, caller.companyId, parsed.data)
  return viewQueryOf(params)
}

async function findView(db: Db, caller: Caller, id: string): Promise<Row> {
  const [row] = await db
    .select(columns)
    .from(table)
    .leftJoin(user, eq(user.id, table.ownerUserId))
    .where(visibleWhere(caller, eq(table.id, id)))
  if (!row) throw new AppError('NOT_FOUND', SAVED_VIEW_MESSAGES.notFound)
  return row
}

/** POST /api/saved-views ("Salvar filtro"). */
export async function createSavedView(
  db: Db,
  { caller, input }: { caller: Caller; input: CreateSavedView },
): Promise<SavedView> {
  assertCan(caller, 'applications:view')
  const query = await checkedQuery(db, caller, input.query)
  const [created] = await db
    .insert(table)
    .values({
      companyId: caller.companyId,
      ownerUserId: caller.userId,
      name: input.name,
      query,
      shared: input.shared ?? false,
    })
    .returning({ id: table.id })
  if (!created) throw new Error('saved view not inserted')
  return toView(caller, await findView(db, caller, created.id))
}

/** PATCH /api/saved-views/:id: rename, share or keep personal. */
export async function updateSavedView(
  db: Db,
  { caller, id, input }: { caller: Caller; id: string; input: UpdateSavedView },
): Promise<SavedView> {
  assertCan(caller, 'applications:view')
  const row = await findView(db, caller, id)
  if (!canManage(caller, row)) throw new AppError('FORBIDDEN', SAVED_VIEW_MESSAGES.notOwner)
  // Only the owner turns a view personal or shared: an admin tidies the team's list, not someone's own.
  const shared = row.ownerUserId === caller.userId ? input.shared : undefined
  await db
    .update(table)
    .set({
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(shared !== undefined ? { shared } : {}),
      updatedAt: new Date(),
    })
    .where(tenantWhere(table, caller.companyId, eq(table.id, id)))
  return toView(caller, await findView(db, caller, id))
}

/** DELETE /api/saved-views/:id */
export async function deleteSavedView(db: Db, { caller, id }: { caller: Caller; id: string }): Promise<void> {
  assertCan(caller, 'applications:view')
  const row = await findView(db, caller, id)
  if (!canManage(caller, row)) throw new AppError('FORBIDDEN', SAVED_VIEW_MESSAGES.notOwner)
  await db.delete(table).where(tenantWhere(table, caller.companyId, and(eq(table.id, id))))
}
