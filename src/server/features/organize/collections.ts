import type { PgColumn } from 'drizzle-orm/pg-core'
import { FOLDERS_MAX, ORGANIZE_MESSAGES, TAGS_MAX } from '../../../shared/organize/api.ts'
import type { Permission } from '../../../shared/permissions.ts'
import type { PlanFeature } from '../../../shared/plans.ts'
import { applicationFolders, applicationTags, folders, tags } from '../../db/schema/organize.ts'
import type { ApplicationEventInput } from '../history/history.service.ts'

/**
 * Folders ("Pastas") and tags ("Etiquetas") are two collections of the same kind: a company's named
 * items, each linking to any number of applications. organize.service.ts runs both from these two
 * definitions; only what really differs is written here (tags' colour and plan, the messages, the
 * history events). Moving to a folder ("Mover para pasta") is folders' own: see the service.
 */
export type OrganizeCollection = {
  /** Also the key of the advisory lock that serialises the company's writes. */
  kind: 'folders' | 'tags'
  table: typeof folders | typeof tags
  /** The application ↔ item table and its item column (as drizzle names it, and the column). */
  links: typeof applicationFolders | typeof applicationTags
  linkItemKey: 'folderId' | 'tagId'
  linkItemId: PgColumn
  /** Columns besides id, name and createdAt that the item and its refs carry (a tag's colour). */
  extraColumns: Record<string, PgColumn>
  /** What creating, renaming and deleting needs (admin and premium). */
  managePermission: Permission
  /** The plan feature it needs, when it is not on every plan. */
  planFeature?: PlanFeature
  /** Items a company may have (a guard against runaway scripts, not a plan limit). */
  max: number
  messages: { notFound: string; nameTaken: string; max: string }
  /** The history event of an application added to or removed from the item. */
  historyEvent(
    change: 'added' | 'removed',
    item: { id: string; name: string },
  ): Pick<
    ApplicationEventInput<'folder_added' | 'folder_removed' | 'tag_added' | 'tag_removed'>,
    'type' | 'data'
  >
}

/** Folders ("Pastas", every plan). */
export const FOLDERS: OrganizeCollection = {
  kind: 'folders',
  table: folders,
  links: applicationFolders,
  linkItemKey: 'folderId',
  linkItemId: applicationFolders.folderId,
  extraColumns: {},
  managePermission: 'folders:manage',
  max: FOLDERS_MAX,
  messages: {
    notFound: ORGANIZE_MESSAGES.folderNotFound,
    nameTaken: ORGANIZE_MESSAGES.folderNameTaken,
    max: ORGANIZE_MESSAGES.foldersMax,
  },
  historyEvent: (change, item) => ({
    type: change === 'added' ? 'folder_added' : 'folder_removed',
    data: { folderId: item.id, folder: item.name },
  }),
}

/** Tags ("Etiquetas", básico and up): coloured. */
export const TAGS: OrganizeCollection = {
  kind: 'tags',
  table: tags,
  links: applicationTags,
  linkItemKey: 'tagId',
  linkItemId: applicationTags.tagId,
  extraColumns: { color: tags.color },
  managePermission: 'tags:manage',
  planFeature: 'tags',
  max: TAGS_MAX,
  messages: {
    notFound: ORGANIZE_MESSAGES.tagNotFound,
    nameTaken: ORGANIZE_MESSAGES.tagNameTaken,
    max: ORGANIZE_MESSAGES.tagsMax,
  },
  historyEvent: (change, item) => ({
    type: change === 'added' ? 'tag_added' : 'tag_removed',
    data: { tagId: item.id, tag: item.name },
  }),
}
