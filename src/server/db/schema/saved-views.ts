import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { user } from './auth.ts'
import { companies, timestamps } from './companies.ts'

/**
 * "Salvar filtro" (issue 16, item 7): a named search + filters of /curriculos, kept as the query
 * string it was saved with. Personal (only its owner sees it) or shared with the company's team.
 */
export const savedViews = pgTable(
  'saved_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    ownerUserId: text('owner_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The /curriculos query string without page (q, status, job, stage, sort and the facets). */
    query: text('query').notNull(),
    shared: boolean('shared').notNull().default(false),
    ...timestamps,
  },
  (table) => [
    index('saved_views_company_owner_idx').on(table.companyId, table.ownerUserId),
    index('saved_views_company_shared_idx').on(table.companyId, table.shared),
  ],
)
