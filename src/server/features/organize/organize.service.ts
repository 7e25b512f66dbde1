import { asc, count, eq, inArray, ne, type SQL, sql } from 'drizzle-orm'
import { APPLICATION_MESSAGES } from '../../../shared/applications/api.ts'
import {
  type Folder,
  type FolderInput,
  type FolderList,
  type FolderRef,
  ORGANIZE_BULK_MAX,
  type Tag,
  type TagColor,
  type TagList,
  type TagRef,
} from '../../../shared/organize/api.ts'
import type { Db, DbExecutor } from '../../db/client.ts'
import { applicationFolders, folders } from '../../db/schema/organize.ts'
import { candidateSubmissions } from '../../db/schema/submissions.ts'
import { joinSameCompany, tenantWhere } from '../../db/tenant.ts'
import { AppError } from '../../errors.ts'
import { assertPlanFeature } from '../../plans/plan-gate.ts'
import { assertCan, type Caller } from '../applications/applications.service.ts'
import { type ApplicationEventInput, recordApplicationEvents } from '../history/history.service.ts'
import { FOLDERS, type OrganizeCollection, TAGS } from './collections.ts'

/**
 * Folders ("Pastas", every plan) and tags ("Etiquetas", básico and up) of issue 16. Every query is
 * scoped by the caller's company: another company's folder, tag or application is not found (404)
 * or, in the many-ids functions the bulk actions call, skipped and not counted.
 */

/** Unique-name violations (the lower(name) indexes) that a concurrent create slipped past the check. */
function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true
  }
  return false
}

async function withUniqueName<T>(message: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', message)
    throw error
  }
}

/** Serialises folder and tag writes of one company (the name check and the cap hold). */
async function lockCompany(tx: DbExecutor, kind: 'folders' | 'tags', companyId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${kind}:${companyId}`}))`)
}

function uniqueIds(ids: readonly string[]): string[] {
  const unique = [...new Set(ids)]
  if (unique.length > ORGANIZE_BULK_MAX)
    throw new AppError('UNPROCESSABLE', `Selecione no máximo ${ORGANIZE_BULK_MAX} candidaturas por vez.`)
  return unique
}

/** The ids of `ids` that are the caller's company's applications (others are skipped). */
async function ownApplications(tx: DbExecutor, caller: Caller, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return []
  const rows = await tx
    .select({ id: candidateSubmissions.id })
    .from(candidateSubmissions)
    .where(tenantWhere(candidateSubmissions, caller.companyId, inArray(candidateSubmissions.id, [...ids])))
  return rows.map((row) => row.id)
}

/** Throws 404 unless the application is the caller's company's (the one-application routes). */
export async function assertOwnApplication(db: DbExecutor, caller: Caller, id: string): Promise<void> {
  if ((await ownApplications(db, caller, [id])).length === 0)
    throw new AppError('NOT_FOUND', APPLICATION_MESSAGES.notFound)
}

// ---------------------------------------------------------------------------------------------
// Either collection (collections.ts): its items, with counts, and their applications

type ItemRow = { id: string; name: string; applicationCount: number; createdAt: Date }

/** The company's items matching `conditions`, each with its number of applications (one grouped join). */
function selectItems(collection: OrganizeCollection, db: DbExecutor, caller: Caller, ...conditions: SQL[]) {
  const { table, links } = collection
  return db
    .select({
      id: table.id,
      name: table.name,
      ...collection.extraColumns,
      applicationCount: sql<number>`count(${links.applicationId})::int`,
      createdAt: table.createdAt,
    })
    .from(table)
    .leftJoin(links, joinSameCompany(links, table, eq(collection.linkItemId, table.id)))
    .where(tenantWhere(table, caller.companyId, ...conditions))
    .groupBy(table.id)
}

/** A row as the API answers it: a Folder or, with its colour, a Tag. */
function toItem<Item>(row: ItemRow): Item {
  return {
    ...row,
    applicationCount: Number(row.applicationCount),
    createdAt: row.createdAt.toISOString(),
  } as Item
}

async function listItems<Item>(collection: OrganizeCollection, db: Db, caller: Caller): Promise<Item[]> {
  assertCan(caller, 'applications:view')
  const { table } = collection
  const rows = await selectItems(collection, db, caller).orderBy(
    asc(sql`lower(${table.name})`),
    asc(table.id),
  )
  return rows.map((row) => toItem<Item>(row))
}

async function readItem<Item>(
  collection: OrganizeCollection,
  db: DbExecutor,
  caller: Caller,
  id: string,
): Promise<Item> {
  const [row] = await selectItems(collection, db, caller, eq(collection.table.id, id))
  if (!row) throw new AppError('NOT_FOUND', collection.messages.notFound)
  return toItem<Item>(row)
}

async function assertNameFree(
  collection: OrganizeCollection,
  tx: DbExecutor,
  caller: Caller,
  name: string,
  exceptId?: string,
) {
  const { table } = collection
  const [taken] = await tx
    .select({ id: table.id })
    .from(table)
    .where(
      tenantWhere(
        table,
        caller.companyId,
        eq(sql`lower(${table.name})`, name.toLowerCase()),
        exceptId ? ne(table.id, exceptId) : undefined,
      ),
    )
  if (taken) throw new AppError('CONFLICT', collection.messages.nameTaken)
}

/** Creates an item; a name already used, in any case: 409; past the company's maximum: 422. */
async function createItem<Item>(
  collection: OrganizeCollection,
  db: Db,
  options: { caller: Caller; input: { name: string; color?: TagColor } },
): Promise<Item> {
  const { caller, input } = options
  const { table } = collection
  assertCan(caller, collection.managePermission)
  return withUniqueName(collection.messages.nameTaken, () =>
    db.transaction(async (tx) => {
      await lockCompany(tx, collection.kind, caller.companyId)
      await assertNameFree(collection, tx, caller, input.name)
      const [total] = await tx
        .select({ total: count() })
        .from(table)
        .where(tenantWhere(table, caller.companyId))
      if ((total?.total ?? 0) >= collection.max) throw new AppError('UNPROCESSABLE', collection.messages.max)
      const [row] = await tx
        .insert(table)
        .values({ companyId: caller.companyId, createdBy: caller.userId, ...input })
        .returning({ id: table.id, name: table.name, ...collection.extraColumns, createdAt: table.createdAt })
      if (!row) throw new Error(`${collection.kind} item not inserted`)
      return toItem<Item>({ ...row, applicationCount: 0 })
    }),
  )
}

/** Changes the given fields of an item (undefined ones stay); a name already used: 409. */
async function updateItem<Item>(
  collection: OrganizeCollection,
  db: Db,
  options: { caller: Caller; id: string; input: { name?: string | undefined; color?: TagColor | undefined } },
): Promise<Item> {
  const { caller, id, input } = options
  const { table } = collection
  assertCan(caller, collection.managePermission)
  return withUniqueName(collection.messages.nameTaken, () =>
    db.transaction(async (tx) => {
      await lockCompany(tx, collection.kind, caller.companyId)
      await readItem(collection, tx, caller, id)
      if (input.name !== undefined) await assertNameFree(collection, tx, caller, input.name, id)
      const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined))
      if (Object.keys(changes).length > 0)
        await tx
          .update(table)
          .set(changes)
          .where(tenantWhere(table, caller.companyId, eq(table.id, id)))
      return readItem<Item>(collection, tx, caller, id)
    }),
  )
}

async function deleteItem(collection: OrganizeCollection, db: Db, options: { caller: Caller; id: string }) {
  const { table } = collection
  assertCan(options.caller, collection.managePermission)
  const deleted = await db
    .delete(table)
    .where(tenantWhere(table, options.caller.companyId, eq(table.id, options.id)))
    .returning({ id: table.id })
  if (deleted.length === 0) throw new AppError('NOT_FOUND', collection.messages.notFound)
}

/** The caller's company's item, share-locked until the transaction ends (a delete waits); else 404. */
async function lockedItem(collection: OrganizeCollection, tx: DbExecutor, caller: Caller, id: string) {
  const { table } = collection
  const [item] = await tx
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(tenantWhere(table, caller.companyId, eq(table.id, id)))
    .for('share')
  if (!item) throw new AppError('NOT_FOUND', collection.messages.notFound)
  return item
}

/** Adds applications to, or removes them from, one item; answers how many changed. */
export type ChangeApplications = (
  tx: DbExecutor,
  caller: Caller,
  itemId: string,
  applicationIds: readonly string[],
) => Promise<number>

/** The checks of every many-ids change: the role, the plan (tags), the number of ids. */
async function assertCanOrganize(
  collection: OrganizeCollection,
  tx: DbExecutor,
  caller: Caller,
  applicationIds: readonly string[],
): Promise<string[]> {
  assertCan(caller, 'applications:organize')
  if (collection.planFeature)
    await assertPlanFeature(tx, { companyId: caller.companyId, feature: collection.planFeature })
  return uniqueIds(applicationIds)
}

function historyEvents(
  collection: OrganizeCollection,
  caller: Caller,
  change: 'added' | 'removed',
  item: { id: string; name: string },
  applicationIds: readonly string[],
): ApplicationEventInput[] {
  const event = collection.historyEvent(change, item)
  return applicationIds.map((applicationId) => ({
    companyId: caller.companyId,
    applicationId,
    actorUserId: caller.userId,
    ...event,
  }))
}

/** Links the company's applications `own` to the (locked) item and records it; the ids it added. */
async function insertLinks(
  collection: OrganizeCollection,
  tx: DbExecutor,
  caller: Caller,
  item: { id: string; name: string },
  own: readonly string[],
): Promise<string[]> {
  if (own.length === 0) return []
  const { links } = collection
  const added = await tx
    .insert(links)
    .values(
      own.map((applicationId) => ({
        companyId: caller.companyId,
        applicationId,
        [collection.linkItemKey]: item.id,
        addedBy: caller.userId,
      })),
    )
    .onConflictDoNothing()
    .returning({ applicationId: links.applicationId })
  const changed = added.map((row) => row.applicationId)
  await recordApplicationEvents(tx, historyEvents(collection, caller, 'added', item, changed))
  return changed
}

/**
 * Puts applications in a folder or tags them (the bulk actions call it with many ids). Needs
 * applications:organize (every role) and, for tags, básico and up (403 PLAN_REQUIRED). Another
 * company's item: 404; ids that are not the company's applications, or already in it, are
 * skipped. Records "folder_added" / "tag_added" on each application added, in the same
 * transaction. Returns how many were added.
 */
async function addApplications(
  collection: OrganizeCollection,
  tx: DbExecutor,
  caller: Caller,
  itemId: string,
  applicationIds: readonly string[],
): Promise<number> {
  const ids = await assertCanOrganize(collection, tx, caller, applicationIds)
  const item = await lockedItem(collection, tx, caller, itemId)
  return (await insertLinks(collection, tx, caller, item, await ownApplications(tx, caller, ids))).length
}

/** Takes applications out of a folder or untags them: same rules as addApplications; "…_removed". */
async function removeApplications(
  collection: OrganizeCollection,
  tx: DbExecutor,
  caller: Caller,
  itemId: string,
  applicationIds: readonly string[],
): Promise<number> {
  const ids = await assertCanOrganize(collection, tx, caller, applicationIds)
  const item = await lockedItem(collection, tx, caller, itemId)
  if (ids.length === 0) return 0
  const { links } = collection
  const removed = await tx
    .delete(links)
    .where(
      tenantWhere(
        links,
        caller.companyId,
        eq(collection.linkItemId, item.id),
        inArray(links.applicationId, ids),
      ),
    )
    .returning({ applicationId: links.applicationId })
  const changed = removed.map((row) => row.applicationId)
  await recordApplicationEvents(tx, historyEvents(collection, caller, 'removed', item, changed))
  return changed.length
}

// ---------------------------------------------------------------------------------------------
// Folders

/** GET /api/folders: the company's folders by name, each with how many applications it holds. */
export async function listFolders(db: Db, caller: Caller): Promise<FolderList> {
  return { items: await listItems<Folder>(FOLDERS, db, caller) }
}

/** POST /api/folders (admin and premium). A name already used, in any case: 409. */
export function createFolder(db: Db, options: { caller: Caller; input: FolderInput }): Promise<Folder> {
  return createItem<Folder>(FOLDERS, db, options)
}

/** PATCH /api/folders/:id (admin and premium): renames it. */
export function renameFolder(
  db: Db,
  options: { caller: Caller; id: string; input: FolderInput },
): Promise<Folder> {
  return updateItem<Folder>(FOLDERS, db, options)
}

/** DELETE /api/folders/:id (admin and premium): the folder goes; its applications stay. */
export function deleteFolder(db: Db, options: { caller: Caller; id: string }): Promise<void> {
  return deleteItem(FOLDERS, db, options)
}

/** "Adicionar à pasta" (one application or many): see addApplications. */
export const addApplicationsToFolder: ChangeApplications = (tx, caller, folderId, applicationIds) =>
  addApplications(FOLDERS, tx, caller, folderId, applicationIds)

/** Takes applications out of a folder: see removeApplications. */
export const removeApplicationsFromFolder: ChangeApplications = (tx, caller, folderId, applicationIds) =>
  removeApplications(FOLDERS, tx, caller, folderId, applicationIds)

/**
 * "Mover para pasta" (folders only): the applications end up in `folderId` and in no other
 * folder. Returns how many applications changed (added to the target or taken out of another folder).
 */
export async function moveApplicationsToFolder(
  tx: DbExecutor,
  caller: Caller,
  folderId: string,
  applicationIds: readonly string[],
): Promise<number> {
  const ids = await assertCanOrganize(FOLDERS, tx, caller, applicationIds)
  const target = await lockedItem(FOLDERS, tx, caller, folderId)
  const own = await ownApplications(tx, caller, ids)
  if (own.length === 0) return 0
  const removed = await tx
    .delete(applicationFolders)
    .where(
      tenantWhere(
        applicationFolders,
        caller.companyId,
        ne(applicationFolders.folderId, target.id),
        inArray(applicationFolders.applicationId, own),
      ),
    )
    .returning({ applicationId: applicationFolders.applicationId, folderId: applicationFolders.folderId })
  const names = new Map<string, string>()
  if (removed.length > 0) {
    const rows = await tx
      .select({ id: folders.id, name: folders.name })
      .from(folders)
      .where(
        tenantWhere(
          folders,
          caller.companyId,
          inArray(folders.id, [...new Set(removed.map((row) => row.folderId))]),
        ),
      )
    for (const row of rows) names.set(row.id, row.name)
  }
  await recordApplicationEvents(
    tx,
    removed.flatMap((row) =>
      historyEvents(FOLDERS, caller, 'removed', { id: row.folderId, name: names.get(row.folderId) ?? '' }, [
        row.applicationId,
      ]),
    ),
  )
  const added = await insertLinks(FOLDERS, tx, caller, target, own)
  return new Set([...removed.map((row) => row.applicationId), ...added]).size
}

// ---------------------------------------------------------------------------------------------
// Tags

/** GET /api/tags (básico and up): the company's tags by name, each with how many applications carry it. */
export async function listTags(db: Db, caller: Caller): Promise<TagList> {
  return { items: await listItems<Tag>(TAGS, db, caller) }
}

/**
 * POST /api/tags (admin and premium; básico and up): also what "Criar etiqueta '…'" calls inline
 * before tagging the application. A name already used, in any case: 409.
 */
export function createTag(
  db: Db,
  options: { caller: Caller; input: { name: string; color: TagColor } },
): Promise<Tag> {
  return createItem<Tag>(TAGS, db, options)
}

/** PATCH /api/tags/:id (admin and premium): renames it and/or changes its colour. */
export function updateTag(
  db: Db,
  options: { caller: Caller; id: string; input: { name?: string; color?: TagColor } },
): Promise<Tag> {
  return updateItem<Tag>(TAGS, db, options)
}

/** DELETE /api/tags/:id (admin and premium): the tag goes from every application. */
export function deleteTag(db: Db, options: { caller: Caller; id: string }): Promise<void> {
  return deleteItem(TAGS, db, options)
}

/** Tags applications (one or many): see addApplications. */
export const addTagToApplications: ChangeApplications = (tx, caller, tagId, applicationIds) =>
  addApplications(TAGS, tx, caller, tagId, applicationIds)

/** Untags applications: see removeApplications. */
export const removeTagFromApplications: ChangeApplications = (tx, caller, tagId, applicationIds) =>
  removeApplications(TAGS, tx, caller, tagId, applicationIds)

// ---------------------------------------------------------------------------------------------
// What the list, the detail and the board show

export type ApplicationOrganization = { folders: FolderRef[]; tags: TagRef[] }

/** The items of some applications of the company, by name (one index read). */
function itemsOfApplications(
  collection: OrganizeCollection,
  db: DbExecutor,
  companyId: string,
  applicationIds: string[],
) {
  const { table, links } = collection
  return db
    .select({
      applicationId: links.applicationId,
      id: table.id,
      name: table.name,
      ...collection.extraColumns,
    })
    .from(links)
    .innerJoin(table, eq(table.id, collection.linkItemId))
    .where(tenantWhere(links, companyId, inArray(links.applicationId, applicationIds)))
    .orderBy(asc(sql`lower(${table.name})`))
}

/** The folders and tags of some applications of the caller's company (two index reads). */
export async function organizationOf(
  db: DbExecutor,
  companyId: string,
  applicationIds: readonly string[],
): Promise<Map<string, ApplicationOrganization>> {
  const result = new Map<string, ApplicationOrganization>()
  for (const id of applicationIds) result.set(id, { folders: [], tags: [] })
  if (applicationIds.length === 0) return result
  const ids = [...new Set(applicationIds)]
  const [folderRows, tagRows] = await Promise.all([
    itemsOfApplications(FOLDERS, db, companyId, ids),
    itemsOfApplications(TAGS, db, companyId, ids),
  ])
  for (const { applicationId, ...folder } of folderRows) result.get(applicationId)?.folders.push(folder)
  for (const { applicationId, ...tag } of tagRows) result.get(applicationId)?.tags.push(tag as TagRef)
  return result
}

/** The condition "the application is in this item", once the item is found the caller's (404 otherwise). */
async function inItem(collection: OrganizeCollection, db: DbExecutor, caller: Caller, itemId: string) {
  if (collection.planFeature)
    await assertPlanFeature(db, { companyId: caller.companyId, feature: collection.planFeature })
  await readItem(collection, db, caller, itemId)
  const { links } = collection
  return inArray(
    candidateSubmissions.id,
    db
      .select({ id: links.applicationId })
      .from(links)
      .where(tenantWhere(links, caller.companyId, eq(collection.linkItemId, itemId))),
  )
}

/**
 * The list's folder and tag filters (GET /api/applications?folder=&tag=): the condition on the
 * applications' ids, after checking the folder or tag is the caller's company's (404 otherwise).
 */
export async function organizeFilter(
  db: DbExecutor,
  caller: Caller,
  filter: { folder?: string | undefined; tag?: string | undefined },
): Promise<SQL[]> {
  const conditions: SQL[] = []
  if (filter.folder) conditions.push(await inItem(FOLDERS, db, caller, filter.folder))
  if (filter.tag) conditions.push(await inItem(TAGS, db, caller, filter.tag))
  return conditions
}
