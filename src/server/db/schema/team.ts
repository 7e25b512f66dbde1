import { sql } from 'drizzle-orm'
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { ROLES } from '../../../shared/roles.ts'
import { user } from './auth.ts'
import { companies } from './companies.ts'

/**
 * A pending invitation to join a company. The e-mail's link carries a random token; only its
 * SHA-256 is stored. Accepting deletes the row; a pending one counts towards the plan's user limit
 * until it expires.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    role: text('role', { enum: ROLES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: text('invited_by').references(() => user.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('invitations_token_hash_key').on(table.tokenHash),
    uniqueIndex('invitations_company_email_key').on(table.companyId, table.email),
    index('invitations_email_idx').on(table.email),
    check('invitations_role_check', sql`${table.role} in ('admin', 'premium', 'padrao')`),
  ],
)
