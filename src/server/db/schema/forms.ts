import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import type { FieldCondition, FieldSettings, SubField } from '../../../shared/forms/form-fields.ts'
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
    /** Stable name of the field inside its company's form (conditions and copies refer to it). */
    fieldKey: text('field_key').notNull(),
    fieldLabel: text('field_label').notNull(),
    fieldType: text('field_type').notNull(),
    isMandatory: boolean('is_mandatory').notNull().default(false),
    options: jsonb('options').$type<string[]>(),
    helpText: text('help_text'),
    /** Shown and required only when another field has a given value. */
    condition: jsonb('condition').$type<FieldCondition>(),
    /** Sub-fields of a repeatable group (field_type grupo). */
    subFields: jsonb('sub_fields').$type<SubField[]>(),
    settings: jsonb('settings').$type<FieldSettings>().notNull().default({}),
    /** LGPD sensitive data: stored only with the candidate's consent. */
    isSensitive: boolean('is_sensitive').notNull().default(false),
    ...timestamps,
  },
  (table) => [
    index('form_configurations_company_id_idx').on(table.companyId, table.stepNumber, table.orderIndex),
    uniqueIndex('form_configurations_company_key_key').on(table.companyId, table.fieldKey),
    check('form_configurations_step_number_check', sql`${table.stepNumber} >= 1`),
  ],
)

/** The form as a whole: its title, one row per company. */
export const formSettings = pgTable('form_settings', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  /** Bumped by every save of the form builder; a save based on an older version is refused (409). */
  version: integer('version').notNull().default(1),
  ...timestamps,
})

/** Step titles ("Dados Obrigatórios", ...), one row per step of a company's form. */
export const formSteps = pgTable(
  'form_steps',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    stepNumber: integer('step_number').notNull(),
    title: text('title').notNull(),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.stepNumber] }),
    check('form_steps_step_number_check', sql`${table.stepNumber} >= 1`),
  ],
)
