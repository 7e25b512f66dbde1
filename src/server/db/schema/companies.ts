import { sql } from 'drizzle-orm'
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { PLAN_IDS } from '../../../shared/plans.ts'

export const SUBSCRIPTION_STATUSES = ['active', 'canceling', 'past_due'] as const

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
}

export { timestamps }

/** A tenant: one company with its public application form at /f/{public_form_url}. */
export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    address: text('address'),
    phone: text('phone'),
    customLink: text('custom_link'),
    publicFormUrl: text('public_form_url').notNull(),
    /** Reply-To of the e-mails sent to candidates (Configurações → E-mails); null = the first admin's e-mail. */
    emailReplyTo: text('email_reply_to'),
    ...timestamps,
  },
  (table) => [uniqueIndex('companies_public_form_url_key').on(table.publicFormUrl)],
)

/** The plan a company is on. One row per company. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    planType: text('plan_type', { enum: PLAN_IDS }).notNull().default('gratuito'),
    /** active | canceling (back to gratuito at currentPeriodEnd) | past_due. */
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull().default('active'),
    /** The end of the paid period (next charge date); null on gratuito. */
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('subscriptions_company_id_key').on(table.companyId),
    check(
      'subscriptions_plan_type_check',
      sql`${table.planType} in ('gratuito', 'basico', 'profissional', 'ilimitado')`,
    ),
    index('subscriptions_plan_type_idx').on(table.planType),
  ],
)

/**
 * Slugs a company used before: /f/{oldSlug} keeps redirecting to the company's current slug until
 * another company claims that slug (the claim deletes the row). See docs/decisions/005-company-settings-and-public-link.md.
 */
export const companySlugRedirects = pgTable(
  'company_slug_redirects',
  {
    slug: text('slug').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (table) => [index('company_slug_redirects_company_id_idx').on(table.companyId)],
)
