import { sql } from 'drizzle-orm'
import { boolean, check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { ROLES } from '../../../shared/roles.ts'
import { user } from './auth.ts'
import { companies, timestamps } from './companies.ts'

/** A staff member of a company. id equals the auth user's id. */
export const profiles = pgTable(
  'profiles',
  {
    id: text('id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    role: text('role', { enum: ROLES }).notNull().default('padrao'),
    /** false: deactivated by an admin; cannot sign in (the team issue). */
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (table) => [
    index('profiles_company_id_idx').on(table.companyId),
    check('profiles_role_check', sql`${table.role} in ('admin', 'premium', 'padrao')`),
  ],
)
