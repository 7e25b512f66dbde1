import { sql } from 'drizzle-orm'
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { companies } from './companies.ts'
import { candidateSubmissions, type StoredAnswer } from './submissions.ts'

/**
 * A candidate signed in to the candidate area (/c/{slug}/minha-area, docs/decisions/026-candidate-area.md):
 * separate from Better Auth's staff sessions, scoped to one company and one person of it. The
 * cookie carries a random token; only its SHA-256 is stored.
 */
export const candidateSessions = pgTable(
  'candidate_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The person (candidate_submissions.person_id) whose applications the session reaches. */
    personId: uuid('person_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('candidate_sessions_token_hash_key').on(table.tokenHash),
    index('candidate_sessions_company_person_idx').on(table.companyId, table.personId),
  ],
)

/** "Esqueci minha senha" of the candidate area: a one-use token (its SHA-256) sent by e-mail. */
export const candidatePasswordResets = pgTable(
  'candidate_password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    personId: uuid('person_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('candidate_password_resets_token_hash_key').on(table.tokenHash),
    index('candidate_password_resets_company_person_idx').on(table.companyId, table.personId),
  ],
)

/** The answers an application had before the candidate updated them in the candidate area. */
export const applicationFormVersions = pgTable(
  'application_form_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => candidateSubmissions.id, { onDelete: 'cascade' }),
    formData: jsonb('form_data').$type<Record<string, StoredAnswer>>().notNull(),
    /** When these answers stopped being the current ones. */
    replacedAt: timestamp('replaced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('application_form_versions_company_application_idx').on(
      table.companyId,
      table.applicationId,
      table.replacedAt,
    ),
  ],
)

export const CANDIDATE_DATA_REQUEST_KINDS = ['exportacao', 'exclusao', 'revogacao_consentimento'] as const
export type CandidateDataRequestKind = (typeof CANDIDATE_DATA_REQUEST_KINDS)[number]

/**
 * The company's anonymised audit of its candidates' LGPD requests (export, deletion, consent
 * revoked): who only as a salted hash of the person's identifiers, when, and how many records it
 * touched. Kept after a deletion; nothing in it identifies the person.
 */
export const candidateDataRequests = pgTable(
  'candidate_data_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CANDIDATE_DATA_REQUEST_KINDS }).notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    identifierHash: text('identifier_hash').notNull(),
    counts: jsonb('counts').$type<Record<string, number>>().notNull().default({}),
  },
  (table) => [
    index('candidate_data_requests_company_requested_idx').on(table.companyId, table.requestedAt),
    check(
      'candidate_data_requests_kind_check',
      sql`${table.kind} in ('exportacao', 'exclusao', 'revogacao_consentimento')`,
    ),
  ],
)
