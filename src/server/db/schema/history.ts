import { sql } from 'drizzle-orm'
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { user } from './auth.ts'
import { companies } from './companies.ts'
import { candidateSubmissions } from './submissions.ts'

/**
 * Everything that happened to an application (its Histórico) and, across applications, the
 * company's audit log (Configurações → Auditoria). Written with recordApplicationEvent
 * (src/server/features/history/history.service.ts) inside the transaction of the change itself.
 * Types and their data: src/shared/history/events.ts. `data` never holds personal data (LGPD).
 */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** null once the application is deleted (its events stay in the company's audit) or for company-wide events. */
    applicationId: uuid('application_id').references(() => candidateSubmissions.id, { onDelete: 'set null' }),
    /** null for the candidate's own acts and for the system. */
    actorUserId: text('actor_user_id').references(() => user.id, { onDelete: 'set null' }),
    /** The member's name when it happened, so the audit still names a member removed since. */
    actorName: text('actor_name'),
    type: text('type').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    /** Set for events recorded at most once (a member's view per day): a second insert is skipped. */
    dedupeKey: text('dedupe_key'),
    // clock_timestamp(): events of one transaction keep the order they were recorded in.
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (table) => [
    index('application_events_application_created_idx').on(table.applicationId, table.createdAt),
    index('application_events_company_created_idx').on(table.companyId, table.createdAt),
    index('application_events_company_type_created_idx').on(table.companyId, table.type, table.createdAt),
    // The audit log's "Membro" filter (Configurações → Auditoria).
    index('application_events_company_actor_created_idx').on(
      table.companyId,
      table.actorUserId,
      table.createdAt,
    ),
    uniqueIndex('application_events_dedupe_key')
      .on(table.dedupeKey)
      .where(sql`${table.dedupeKey} is not null`),
  ],
)
