import { asc, count, eq, inArray, ne, type SQL, sql } from 'drizzle-orm'
import { APPLICATION_MESSAGES } from '../../../shared/applications/api.ts'
import {
  FOLDERS_MAX,
  type Folder,
  type FolderInput,
  type FolderList,
  type FolderRef,
  ORGANIZE_BULK_MAX,
  ORGANIZE_MESSAGES,
  TAGS_MAX,
  type Tag,
  type TagColor,
  type TagList,
  type TagRef,
} from '../../../shared/organize/api.ts'
import type { Db, DbExecutor } from '../../db/client.ts'
import { applicationFolders, applicationTags, folders, tags } from '../../db/schema/organize.ts'
import { candidateSubmissions } from '../../db/schema/submissions.ts'
import { joinSameCompany, tenantWhere } from '../../db/tenant.ts'
import { AppError } from '../../errors.ts'
import { assertPlanFeature } from '../../plans/plan-gate.ts'
import { assertCan, type Caller } from '../applications/applications.service.ts'
import { type ApplicationEventInput, recordApplicationEvents } from '../history/history.service.ts'

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

function events<Type extends 'folder_added' | 'folder_removed' | 'tag_added' | 'tag_removed'>(
  caller: Caller,
  type: Type,
  applicationIds: readonly string[],
  data: ApplicationEventInput<Type>['data'],
): ApplicationEventInput[] {
  return applicationIds.map((applicationId) => ({
    companyId: caller.companyId,
    applicationId,
    actorUserId: caller.userId,
    type,
    data,
  }))
}

// ---------------------------------------------------------------------------------------------
// Folders

/** The company's folders matching `conditions`, each with its number of applications (one grouped join). */
function selectFolders(db: DbExecutor, caller: Caller, ...conditions: SQL[]) {
  return db
    .select({
      id: folders.id,
      name: folders.name,
      applicationCount: sql<number>`count(${applicationFolders.applicationId})::int`,
      createdAt: folders.createdAt,
    })
    .from(folders)
    .leftJoin(
      applicationFolders,
      joinSameCompany(applicationFolders, folders, eq(applicationFolders.folderId, folders.id)),
    )
    .where(tenantWhere(folders, caller.companyId, ...conditions))
    .groupBy(folders.id)
}

function toFolder(row: { id: string; name: string; applicationCount: number; createdAt: Date }): Folder {
  return { ...row, applicationCount: Number(row.applicationCount), createdAt: row.createdAt.toISOString() }
}

/** GET /api/folders: the company's folders by name, each with how many applications it holds. */
export async function listFolders(db: Db, caller: Caller): Promise<FolderList> {
  assertCan(caller, 'applications:view')
  const rows = await selectFolders(db, caller).orderBy(asc(sql`lower(${folders.name})`), asc(folders.id))
  return { items: rows.map(toFolder) }
}

async function assertFolderNameFree(tx: DbExecutor, caller: Caller, name: string, exceptId?: string) {
  const [taken] = await tx
    .select({ id: folders.id })
    .from(folders)
    .where(
      tenantWhere(
        folders,
        caller.companyId,
        eq(sql`lower(${folders.name})`, name.toLowerCase()),
        exceptId ? ne(folders.id, exceptId) : undefined,
      ),
    )
  if (taken) throw new AppError('CONFLICT', ORGANIZE_MESSAGES.folderNameTaken)
}

async function readFolder(db: DbExecutor, caller: Caller, id: string): Promise<Folder> {
  const [row] = await selectFolders(db, caller, eq(folders.id, id))
  if (!row) throw new AppError('NOT_FOUND', ORGANIZE_MESSAGES.folderNotFound)
  return toFolder(row)
}

/** POST /api/folders (admin and premium). A name already used, in any case: 409. */
export async function createFolder(db: Db, options: { caller: Caller; input: FolderInput }): Promise<Folder> {
  const { caller, input } = options
  assertCan(caller, 'folders:manage')
  return withUniqueName(ORGANIZE_MESSAGES.folderNameTaken, () =>
    db.transaction(async (tx) => {
      await lockCompany(tx, 'folders', caller.companyId)
      await assertFolderNameFree(tx, caller, input.name)
      const [total] = await tx
        .select({ total: count() })
        .from(folders)
        .where(tenantWhere(folders, caller.companyId))
      if ((total?.total ?? 0) >= FOLDERS_MAX)
        throw new AppError('UNPROCESSABLE', ORGANIZE_MESSAGES.foldersMax)
      const [row] = await tx
        .insert(folders)
        .values({ companyId: caller.companyId, name: input.name, createdBy: caller.userId })
        .returning({ id: folders.id, name: folders.name, createdAt: folders.createdAt })
      if (!row) throw new Error('folder not inserted')
      return toFolder({ ...row, applicationCount: 0 })
    }),
  )
}

/** PATCH /api/folders/:id (admin and premium): renames it. */
export async function renameFolder(
  db: Db,
  options: { caller: Caller; id: string; input: FolderInput },
): Promise<Folder> {
  const { caller, id, input } = options
  assertCan(caller, 'folders:manage')
  return withUniqueName(ORGANIZE_MESSAGES.folderNameTaken, () =>
    db.transaction(async (tx) => {
      await lockCompany(tx, 'folders', caller.companyId)
      await readFolder(tx, caller, id)
      await assertFolderNameFree(tx, caller, input.name, id)
      await tx
        .update(folders)
        .set({ name: input.name })
        .where(tenantWhere(folders, caller.companyId, eq(folders.id, id)))
      return readFolder(tx, caller, id)
    }),
  )
}

/** DELETE /api/folders/:id (admin and premium): the folder goes; its applications stay. */
export async function deleteFolder(db: Db, options: { caller: Caller; id: string }): Promise<void> {
  assertCan(options.caller, 'folders:manage')
  const deleted = await db
    .delete(folders)
    .where(tenantWhere(folders, options.caller.companyId, eq(folders.id, options.id)))
    .returning({ id: folders.id })
  if (deleted.length === 0) throw new AppError('NOT_FOUND', ORGANIZE_MESSAGES.folderNotFound)
}

/** The caller's company's folder, share-locked until the transaction ends (a delete waits); else 404. */
async function lockedFolder(tx: DbExecutor, caller: Caller, folderId: string) {
  const [folder] = await tx
    .select({ id: folders.id, name: folders.name })
    .from(folders)
    .where(tenantWhere(folders, caller.companyId, eq(folders.id, folderId)))
    .for('share')
  if (!folder) throw new AppError('NOT_FOUND', ORGANIZE_MESSAGES.folderNotFound)
  return folder
}

/**
 * Puts applications in a folder ("Adicionar à pasta"; the bulk actions call it with many ids).
 * Needs applications:organize (every role). Another company's folder: 404; ids that are not the
 * company's applications, or already in the folder, are skipped. Records "folder_added" on each
 * application added, in the same transaction. Returns how many were added.
 */
export async function addApplicationsToFolder(
  tx: DbExecutor,
  caller: Caller,
  folderId: string,
  applicationIds: readonly string[],
): Promise<number> {
  assertCan(caller, 'applications:organize')
  const ids = uniqueIds(applicationIds)
  const folder = await lockedFolder(tx, caller, folderId)
  return (await insertIntoFolder(tx, caller, folder, await ownApplications(tx, caller, ids))).length
}

/** Adds the company's applications `own` to the (locked) folder; the ids it added. */
async function insertIntoFolder(
  tx: DbExecutor,
  caller: Caller,
  folder: { id: string; name: string },
  own: readonly string[],
): Promise<string[]> {
  if (own.length === 0) return []
  const added = await tx
    .insert(applicationFolders)
    .values(
      own.map((applicationId) => ({
        companyId: caller.companyId,
        applicationId,
        folderId: folder.id,
        addedBy: caller.userId,
      })),
    )
    .onConflictDoNothing()
    .returning({ applicationId: applicationFolders.applicationId })
  const changed = added.map((row) => row.applicationId)
  await recordApplicationEvents(
    tx,
    events(caller, 'folder_added', changed, { folderId: folder.id, folder: folder.name }),
  )
  return changed
}

/**
 * Takes applications out of a folder (bulk actions: many ids). Same rules as
 * addApplicationsToFolder; records "folder_removed"; returns how many were removed.
 */
export async function removeApplicationsFromFolder(
  tx: DbExecutor,
  caller: Caller,
  folderId: string,
  applicationIds: readonly string[],
): Promise<number> {
  assertCan(caller, 'applications:organize')
  const ids = uniqueIds(applicationIds)
  const folder = await lockedFolder(tx, caller, folderId)
  if (ids.length === 0) return 0
  const removed = await tx
    .delete(applicationFolders)
    .where(
      tenantWhere(
        applicationFolders,
        caller.companyId,
        eq(applicationFolders.folderId, folder.id),
        inArray(applicationFolders.applicationId, ids),
      ),
    )
    .returning({ applicationId: applicationFolders.applicationId })
  const changed = removed.map((row) => row.applicationId)
  await recordApplicationEvents(
    tx,
    events(caller, 'folder_removed', changed, { folderId: folder.id, folder: folder.name }),
  )
  return changed.length
}

/**
 * "Mover para pasta": the applications end up in `folderId` and in no other folder. Returns how
 * many applications changed (added to the target or taken out of another folder).
 */
export async function moveApplicationsToFolder(
  tx: DbExecutor,
  caller: Caller,
  folderId: string,
  applicationIds: readonly string[],
): Promise<number> {
  assertCan(caller, 'applications:organize')
  const ids = uniqueIds(applicationIds)
  const target = await lockedFolder(tx, caller, folderId)
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
    removed.map((row) => ({
      companyId: caller.companyId,
      applicationId: row.applicationId,
      actorUserId: caller.userId,
      type: 'folder_removed' as const,
      data: { folderId: row.folderId, folder: names.get(row.folderId) ?? '' },
    })),
  )
  const added = await insertIntoFolder(tx, caller, target, own)
  return new Set([...removed.map((row) => row.applicationId), ...added]).size
}

// ---------------------------------------------------------------------------------------------
// Tags

/** The company's tags matching `conditions`, each with its number of applications (one grouped join). */
function selectTags(db: DbExecutor, caller: Caller, ...conditions: SQL[]) {
  return db
    .select({
      id: tags.id,
      name: tags.name,
      color: tags.color,
      applicationCount: sql<number>`count(${applicationTags.applicationId})::int`,
      createdAt: tags.createdAt,
    })
    .from(tags)
    .leftJoin(applicationTags, joinSameCompany(applicationTags, tags, eq(applicationTags.tagId, tags.id)))
    .where(tenantWhere(tags, caller.companyId, ...conditions))
    .groupBy(tags.id)
}

function toTag(row: {
  id: string
  name: string
  color: TagColor
  applicationCount: number
  createdAt: Date
}): Tag {
  return { ...row, applicationCount: Number(row.applicationCount), createdAt: row.createdAt.toISOString() }
}

/** GET /api/tags (básico and up): the company's tags by name, each with how many applications carry it. */
export async function listTags(db: Db, caller: Caller): Promise<TagList> {
  assertCan(caller, 'applications:view')
  const rows = await selectTags(db, caller).orderBy(asc(sql`lower(${tags.name})`), asc(tags.id))
  return { items: rows.map(toTag) }
}

async function readTag(db: DbExecutor, caller: Caller, id: string): Promise<Tag> {
  const [row] = await selectTags(db, caller, eq(tags.id, id))
  if (!row) throw new AppError('NOT_FOUND', ORGANIZE_MESSAGES.tagNotFound)
  return toTag(row)
}

async function assertTagNameFree(tx: DbExecutor, caller: Caller, name: string, exceptId?: string) {
  const [taken] = await tx
    .select({ id: tags.id })
    .from(tags)
    .where(
      tenantWhere(
        tags,
        caller.companyId,
        eq(sql`lower(${tags.name})`, name.toLowerCase()),
        exceptId ? ne(tags.id, exceptId) : undefined,
      ),
    )
  if (taken) throw new AppError('CONFLICT', ORGANIZE_MESSAGES.tagNameTaken)
}

/**
 * POST /api/tags (admin and premium; básico and up): also what "Criar etiqueta '…'" calls inline
 * before tagging the application. A name already used, in any case: 409.
 */
export async function createTag(
  db: Db,
  options: { caller: Caller; input: { name: string; color: TagColor } },
): Promise<Tag> {
  const { caller, input } = options
  assertCan(caller, 'tags:manage')
  return withUniqueName(ORGANIZE_MESSAGES.tagNameTaken, () =>
    db.transaction(async (tx) => {
      await lockCompany(tx, 'tags', caller.companyId)
      await assertTagNameFree(tx, caller, input.name)
      const [total] = await tx
        .select({ total: count() })
        .from(tags)
        .where(tenantWhere(tags, caller.companyId))
      if ((total?.total ?? 0) >= TAGS_MAX) throw new AppError('UNPROCESSABLE', ORGANIZE_MESSAGES.tagsMax)
      const [row] = await tx
        .insert(tags)
        .values({
          companyId: caller.companyId,
          name: input.name,
          color: input.color,
          createdBy: caller.userId,
        })
        .returning({ id: tags.id, name: tags.name, color: tags.color, createdAt: tags.createdAt })
      if (!row) throw new Error('tag not inserted')
      return toTag({ ...row, applicationCount: 0 })
    }),
  )
}

/** PATCH /api/tags/:id (admin and premium): renames it and/or changes its colour. */
export async function updateTag(
  db: Db,
  options: { caller: Caller; id: string; input: { name?: string; color?: TagColor } },
): Promise<Tag> {
  const { caller, id, input } = options
  assertCan(caller, 'tags:manage')
  return withUniqueName(ORGANIZE_MESSAGES.tagNameTaken, () =>
    db.transaction(async (tx) => {
      await lockCompany(tx, 'tags', caller.companyId)
      await readTag(tx, caller, id)
      if (input.name !== undefined) await assertTagNameFree(tx, caller, input.name, id)
      if (input.name !== undefined || input.color !== undefined)
        await tx
          .update(tags)
          .set({
            ...(input.name !== undefined && { name: input.name }),
            ...(input.color && { color: input.color }),
          })
          .where(tenantWhere(tags, caller.companyId, eq(tags.id, id)))
      return readTag(tx, caller, id)
    }),
  )
}

/** DELETE /api/tags/:id (admin and premium): the tag goes from every application. */
export async function deleteTag(db: Db, options: { caller: Caller; id: string }): Promise<void> {
  assertCan(options.caller, 'tags:manage')
  const deleted = await db
    .delete(tags)
    .where(tenantWhere(tags, options.caller.companyId, eq(tags.id, options.id)))
    .returning({ id: tags.id })
  if (deleted.length === 0) throw new AppError('NOT_FOUND', ORGANIZE_MESSAGES.tagNotFound)
}

async function lockedTag(tx: DbExecutor, caller: Caller, tagId: string) {
  const [tag] = await tx
    .select({ id: tags.id, name: tags.name })
    .from(tags)
    .where(tenantWhere(tags, caller.companyId, eq(tags.id, tagId)))
    .for('share')
  if (!tag) throw new AppError('NOT_FOUND', ORGANIZE_MESSAGES.tagNotFound)
  return tag
}

/**
 * Tags applications (bulk actions: many ids). Básico and up (403 PLAN_REQUIRED otherwise);
 * applications:organize (every role). Another company's tag: 404; ids that are not the company's
 * applications, or already tagged, are skipped. Records "tag_added"; returns how many were tagged.
 */
export async function addTagToApplications(
  tx: DbExecutor,
  caller: Caller,
  tagId: string,
  applicationIds: readonly string[],
): Promise<number> {
  assertCan(caller, 'applications:organize')
  await assertPlanFeature(tx, { companyId: caller.companyId, feature: 'tags' })
  const ids = uniqueIds(applicationIds)
  const tag = await lockedTag(tx, caller, tagId)
  const own = await ownApplications(tx, caller, ids)
  if (own.length === 0) return 0
  const added = await tx
    .insert(applicationTags)
    .values(
      own.map((applicationId) => ({
        companyId: caller.companyId,
        applicationId,
        tagId: tag.id,
        addedBy: caller.userId,
      })),
    )
    .onConflictDoNothing()
    .returning({ applicationId: applicationTags.applicationId })
  const changed = added.map((row) => row.applicationId)
  await recordApplicationEvents(tx, events(caller, 'tag_added', changed, { tagId: tag.id, tag: tag.name }))
  return changed.length
}

/** Untags applications (bulk actions: many ids). Same rules as addTagToApplications; records "tag_removed". */
export async function removeTagFromApplications(
  tx: DbExecutor,
  caller: Caller,
  tagId: string,
  applicationIds: readonly string[],
): Promise<number> {
  assertCan(caller, 'applications:organize')
  await assertPlanFeature(tx, { companyId: caller.companyId, feature: 'tags' })
  const ids = uniqueIds(applicationIds)
  const tag = await lockedTag(tx, caller, tagId)
  if (ids.length === 0) return 0
  const removed = await tx
    .delete(applicationTags)
    .where(
      tenantWhere(
        applicationTags,
        caller.companyId,
        eq(applicationTags.tagId, tag.id),
        inArray(applicationTags.applicationId, ids),
      ),
    )
    .returning({ applicationId: applicationTags.applicationId })
  const changed = removed.map((row) => row.applicationId)
  await recordApplicationEvents(tx, events(caller, 'tag_removed', changed, { tagId: tag.id, tag: tag.name }))
  return changed.length
}

// ---------------------------------------------------------------------------------------------
// What the list, the detail and the board show

export type ApplicationOrganization = { folders: FolderRef[]; tags: TagRef[] }

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
    db
      .select({ applicationId: applicationFolders.applicationId, id: folders.id, name: folders.name })
      .from(applicationFolders)
      .innerJoin(folders, eq(folders.id, applicationFolders.folderId))
      .where(tenantWhere(applicationFolders, companyId, inArray(applicationFolders.applicationId, ids)))
      .orderBy(asc(sql`lower(${folders.name})`)),
    db
      .select({
        applicationId: applicationTags.applicationId,
        id: tags.id,
        name: tags.name,
        color: tags.color,
      })
      .from(applicationTags)
      .innerJoin(tags, eq(tags.id, applicationTags.tagId))
      .where(tenantWhere(applicationTags, companyId, inArray(applicationTags.applicationId, ids)))
      .orderBy(asc(sql`lower(${tags.name})`)),
  ])
  for (const { applicationId, ...folder } of folderRows) result.get(applicationId)?.folders.push(folder)
  for (const { applicationId, ...tag } of tagRows) result.get(applicationId)?.tags.push(tag)
  return result
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
  if (filter.folder) {
    await readFolder(db, caller, filter.folder)
    conditions.push(
      inArray(
        candidateSubmissions.id,
        db
          .select({ id: applicationFolders.applicationId })
          .from(applicationFolders)
          .where(
            tenantWhere(applicationFolders, caller.companyId, eq(applicationFolders.folderId, filter.folder)),
          ),
      ),
    )
  }
  if (filter.tag) {
    await assertPlanFeature(db, { companyId: caller.companyId, feature: 'tags' })
    await readTag(db, caller, filter.tag)
    conditions.push(
      inArray(
        candidateSubmissions.id,
        db
          .select({ id: applicationTags.applicationId })
          .from(applicationTags)
          .where(tenantWhere(applicationTags, caller.companyId, eq(applicationTags.tagId, filter.tag))),
      ),
    )
  }
  return conditions
}
