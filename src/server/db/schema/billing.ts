import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { PLAN_IDS } from '../../../shared/plans.ts'
import { user } from './auth.ts'
import { companies } from './companies.ts'

/** Every change of a company's subscription (plan changes, cancellations, webhook updates). */
export const subscriptionEvents = pgTable(
  'subscription_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** plan_changed | canceled | cancel_scheduled | stripe:<event type> */
    kind: text('kind').notNull(),
    fromPlan: text('from_plan', { enum: PLAN_IDS }),
    toPlan: text('to_plan', { enum: PLAN_IDS }),
    /** demo | stripe */
    source: text('source').notNull(),
    actorId: text('actor_id').references(() => user.id, { onDelete: 'set null' }),
    /** A Stripe event id: a replayed webhook finds it and changes nothing. */
    providerEventId: text('provider_event_id'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('subscription_events_company_id_idx').on(table.companyId, table.createdAt),
    uniqueIndex('subscription_events_provider_event_id_key').on(table.providerEventId),
  ],
)

/** The reason and feedback a company gave when cancelling its plan (/cancelamento). */
export const cancellationRequests = pgTable(
  'cancellation_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    planType: text('plan_type', { enum: PLAN_IDS }).notNull(),
    reason: text('reason').notNull(),
    feedback: text('feedback'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('cancellation_requests_company_id_idx').on(table.companyId)],
)
