import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { companies, timestamps } from './companies.ts'

/** One row per field of a company's public application form, ordered by step then position. */
export const formConfigurations = pgTable(
  'form_configurations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    stepNumber: integer('step_number').notNull(),
    orderIndex: integer('order_index').notNull(),
    fieldLabel: text('field_label').notNull(),
    fieldType: text('field_type').notNull(),
    isMandatory: boolean('is_mandatory').notNull().default(false),
    options: jsonb('options').$type<string[]>(),
    ...timestamps,
  },
  (table) => [
    index('form_configurations_company_id_idx').on(table.companyId, table.stepNumber, table.orderIndex),
    check('form_configurations_step_number_check', sql`${table.stepNumber} >= 1`),
  ],
)
