import { count } from 'drizzle-orm'
import {
  DEFAULT_FORM_FIELDS,
  DEFAULT_FORM_TITLE,
  DEFAULT_STEP_TITLES,
} from '../../../shared/forms/default-form.ts'
import type { DbExecutor } from '../../db/client.ts'
import { formConfigurations, formSettings, formSteps } from '../../db/schema/index.ts'
import { tenantWhere } from '../../db/tenant.ts'

/**
 * Gives a company the spec's default 8-step form when it has no form fields yet. Idempotent and
 * safe to run concurrently: called by the sign-up, and lazily whenever a company's form is read.
 */
export async function ensureDefaultForm(db: DbExecutor, companyId: string): Promise<void> {
  const [existing] = await db
    .select({ fields: count() })
    .from(formConfigurations)
    .where(tenantWhere(formConfigurations, companyId))
  if ((existing?.fields ?? 0) > 0) return

  await db.insert(formSettings).values({ companyId, title: DEFAULT_FORM_TITLE }).onConflictDoNothing()
  await db
    .insert(formSteps)
    .values([...DEFAULT_STEP_TITLES].map(([stepNumber, title]) => ({ companyId, stepNumber, title })))
    .onConflictDoNothing()
  await db
    .insert(formConfigurations)
    .values(
      DEFAULT_FORM_FIELDS.map((field) => ({
        companyId,
        stepNumber: field.stepNumber,
        orderIndex: field.orderIndex,
        fieldKey: field.key,
        fieldLabel: field.label,
        fieldType: field.type,
        isMandatory: field.isMandatory,
        options: field.options,
        helpText: field.helpText,
        condition: field.condition,
        subFields: field.subFields,
        settings: field.settings,
        isSensitive: field.isSensitive,
      })),
    )
    .onConflictDoNothing()
}
