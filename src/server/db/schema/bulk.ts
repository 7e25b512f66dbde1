import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { user } from './auth.ts'
import { companies } from './companies.ts'

/**
 * One bulk action on applications ("Ações em massa", issue 16): what was asked, the applications it
 * covers (their ids, fixed when it was asked), how far it got and, for exports, the result file in
 * storage. Up to 200 items it runs within the request; above, in the job queue (bulk.operation),
 * and the UI polls GET /api/bulk-operations/:id. Result files are swept after a day
 * (bulk.sweep). docs/decisions/027-bulk-actions.md.
 */
export const bulkOperations = pgTable(
  'bulk_operations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The member who asked; only they may download the result. */
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    /** The registry's action type (bulk-actions.ts). */
    action: text('action').notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    /** The selected applications' ids (already limited to the company). */
    itemIds: jsonb('item_ids').$type<string[]>().notNull().default([]),
    total: integer('total').notNull().default(0),
    done: integer('done').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    /** queued, running, done, failed. */
    status: text('status').$type<'queued' | 'running' | 'done' | 'failed'>().notNull().default('queued'),
    /** The storage key of the result file (exports), until the sweep removes it. */
    resultKey: text('result_key'),
    /** The download's file name. */
    resultName: text('result_name'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('bulk_operations_company_created_idx').on(table.companyId, table.createdAt)],
)
