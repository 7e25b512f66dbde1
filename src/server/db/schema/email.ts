import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { user } from './auth.ts'
import { companies } from './companies.ts'
import { candidateSubmissions } from './submissions.ts'

/**
 * E-mails to candidates (issue 17, docs/decisions/024-candidate-email.md). A company's own version of
 * a default template (shared/email/templates.ts); a key without a row uses the default.
 */
export const emailTemplates = pgTable(
  'email_templates',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.key] })],
)

/**
 * "Envios automáticos": one rule per trigger — `status:<status>` or `stage:<stage name, lower case>` —
 * sending a template `delay_minutes` after the change (cancelled when the decision changes before).
 */
export const emailAutomations = pgTable(
  'email_automations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    trigger: text('trigger').notNull(),
    templateKey: text('template_key').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    delayMinutes: integer('delay_minutes').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('email_automations_company_trigger_key').on(table.companyId, table.trigger),
    check(
      'email_automations_delay_check',
      sql`${table.delayMinutes} >= 0 and ${table.delayMinutes} <= 43200`,
    ),
  ],
)

export const EMAIL_STATES = ['na_fila', 'enviado', 'falhou', 'cancelado'] as const
export type EmailState = (typeof EMAIL_STATES)[number]

/**
 * Every e-mail a company sends to a candidate, rendered when queued, delivered by the
 * `email.deliver` job (email/delivery.ts) under a row lock, so a retry never sends it twice. The
 * candidate area reads the `enviado` rows as "messages the company sent".
 */
export const emailMessages = pgTable(
  'email_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => candidateSubmissions.id, { onDelete: 'cascade' }),
    /** The template it was rendered from; null for free text. */
    templateKey: text('template_key'),
    /** manual (a member), automatic (a rule), receipt (the public form), job_closed. */
    origin: text('origin', { enum: ['manual', 'automatic', 'receipt', 'job_closed'] }).notNull(),
    /** The automation trigger that queued it (`status:reprovado`, `stage:entrevista`), for cancellation. */
    trigger: text('trigger'),
    /** Sent even to a candidate who opted out (receipt, interview). */
    essential: boolean('essential').notNull().default(false),
    toEmail: text('to_email').notNull(),
    subject: text('subject').notNull(),
    bodyText: text('body_text').notNull(),
    bodyHtml: text('body_html').notNull(),
    state: text('state', { enum: EMAIL_STATES }).notNull().default('na_fila'),
    attempts: integer('attempts').notNull().default(0),
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** A delivery attempt holds the message until then (claimed by one worker; another skips it). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Why it failed or was cancelled (pt-BR, shown as "Falhou — motivo"). */
    error: text('error'),
    dedupeKey: text('dedupe_key'),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (table) => [
    index('email_messages_company_application_created_idx').on(
      table.companyId,
      table.applicationId,
      table.createdAt,
    ),
    index('email_messages_company_created_idx').on(table.companyId, table.createdAt),
    index('email_messages_company_state_scheduled_idx').on(table.companyId, table.state, table.scheduledFor),
    uniqueIndex('email_messages_company_dedupe_key')
      .on(table.companyId, table.dedupeKey)
      .where(sql`${table.dedupeKey} is not null`),
    check('email_messages_state_check', sql`${table.state} in ('na_fila', 'enviado', 'falhou', 'cancelado')`),
  ],
)

/** Candidates who asked for no more non-essential e-mails from a company (lower-cased address). */
export const emailOptOuts = pgTable(
  'email_opt_outs',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.email] })],
)
