import { asc } from 'drizzle-orm'
import { DEFAULT_FORM_TITLE } from '../../../shared/forms/default-form.ts'
import {
  type FormField,
  type FormStep,
  groupIntoSteps,
  isFieldType,
} from '../../../shared/forms/form-fields.ts'
import type { DbExecutor } from '../../db/client.ts'
import { formConfigurations, formSettings, formSteps } from '../../db/schema/index.ts'
import { tenantWhere } from '../../db/tenant.ts'
import { ensureDefaultForm } from './default-form.ts'

export type CompanyForm = { title: string; fields: FormField[]; steps: FormStep[] }

/**
 * A company's current form: title, fields (ordered by step, then position) and steps 1..N.
 * A company without fields gets the default form first (existing companies, see issue 4).
 */
export async function loadCompanyForm(db: DbExecutor, companyId: string): Promise<CompanyForm> {
  let rows = await readFields(db, companyId)
  if (rows.length === 0) {
    await ensureDefaultForm(db, companyId)
    rows = await readFields(db, companyId)
  }
  const [settings] = await db
    .select({ title: formSettings.title })
    .from(formSettings)
    .where(tenantWhere(formSettings, companyId))
  const titles = await db
    .select({ stepNumber: formSteps.stepNumber, title: formSteps.title })
    .from(formSteps)
    .where(tenantWhere(formSteps, companyId))
  const fields = rows.map(
    (row): FormField => ({
      id: row.id,
      key: row.fieldKey,
      stepNumber: row.stepNumber,
      orderIndex: row.orderIndex,
      label: row.fieldLabel,
      // Spec: any other type is shown as a multi-line text.
      type: isFieldType(row.fieldType) ? row.fieldType : 'other',
      isMandatory: row.isMandatory,
      options: row.options,
      helpText: row.helpText,
      condition: row.condition,
      subFields: row.subFields,
      settings: row.settings,
      isSensitive: row.isSensitive,
    }),
  )
  // Only steps that have fields count (spec: N = distinct step numbers of the fields).
  const usedSteps = new Set(fields.map((field) => field.stepNumber))
  const stepTitles = new Map(
    titles.filter((row) => usedSteps.has(row.stepNumber)).map((row) => [row.stepNumber, row.title]),
  )
  return { title: settings?.title ?? DEFAULT_FORM_TITLE, fields, steps: groupIntoSteps(fields, stepTitles) }
}

function readFields(db: DbExecutor, companyId: string) {
  return db
    .select()
    .from(formConfigurations)
    .where(tenantWhere(formConfigurations, companyId))
    .orderBy(asc(formConfigurations.stepNumber), asc(formConfigurations.orderIndex))
}
