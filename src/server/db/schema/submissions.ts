import { sql } from 'drizzle-orm'
import { check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { SUBMISSION_STATUSES } from '../../../shared/submission-status.ts'
import { companies, timestamps } from './companies.ts'

/** One application sent through a company's public form. form_data maps field id to value. */
export const candidateSubmissions = pgTable(
  'candidate_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    status: text('status', { enum: SUBMISSION_STATUSES }).notNull().default('novo'),
    formData: jsonb('form_data').$type<Record<string, unknown>>().notNull(),
    ...timestamps,
  },
  (table) => [
    index('candidate_submissions_company_created_idx').on(table.companyId, table.createdAt),
    check(
      'candidate_submissions_status_check',
      sql`${table.status} in ('novo', 'pendente', 'aprovado', 'reprovado')`,
    ),
  ],
)
