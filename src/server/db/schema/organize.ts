import { sql } from 'drizzle-orm'
import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import type { TagColor } from '../../../shared/organize/api.ts'
import { user } from './auth.ts'
import { companies, timestamps } from './companies.ts'
import { candidateSubmissions } from './submissions.ts'

/**
 * Folders ("Pastas", issue 16, every plan): a company's own groups of applications; an application
 * can be in any number of them. Names are unique per company regardless of case.
 */
export const folders = pgTable(
  'folders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [uniqueIndex('folders_company_name_key').on(table.companyId, sql`lower(${table.name})`)],
)

/** Which applications are in which folder; deleting either side removes the row. */
export const applicationFolders = pgTable(
  'application_folders',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => candidateSubmissions.id, { onDelete: 'cascade' }),
    folderId: uuid('folder_id')
      .notNull()
      .references(() => folders.id, { onDelete: 'cascade' }),
    addedBy: text('added_by').references(() => user.id, { onDelete: 'set null' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The folder's applications (the list filter, the counts).
    primaryKey({ columns: [table.companyId, table.folderId, table.applicationId] }),
    // One application's folders (the list's and the detail's chips).
    index('application_folders_company_application_idx').on(table.companyId, table.applicationId),
  ],
)

/** Tags ("Etiquetas", issue 16, básico and up): coloured labels from a fixed accessible palette. */
export const tags = pgTable(
  'tags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    color: text('color').$type<TagColor>().notNull(),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [uniqueIndex('tags_company_name_key').on(table.companyId, sql`lower(${table.name})`)],
)

/** Which applications carry which tag; deleting either side removes the row. */
export const applicationTags = pgTable(
  'application_tags',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => candidateSubmissions.id, { onDelete: 'cascade' }),
    tagId: uuid('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    addedBy: text('added_by').references(() => user.id, { onDelete: 'set null' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.tagId, table.applicationId] }),
    index('application_tags_company_application_idx').on(table.companyId, table.applicationId),
  ],
)
