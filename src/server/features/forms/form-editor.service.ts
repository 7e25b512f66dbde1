import { eq, inArray, notInArray } from 'drizzle-orm'
import { DEFAULT_FORM_TITLE } from '../../../shared/forms/default-form.ts'
import {
  cleanSubFields,
  type EditableForm,
  FORM_EDITOR_MESSAGES,
  type FormSave,
  formDraftProblems,
} from '../../../shared/forms/form-editor.ts'
import type { Db, DbExecutor } from '../../db/client.ts'
import { formConfigurations, formSettings, formSteps } from '../../db/schema/index.ts'
import { tenantWhere } from '../../db/tenant.ts'
import { AppError } from '../../errors.ts'
import { ensureDefaultForm } from './default-form.ts'
import { loadCompanyForm } from './form.service.ts'

/** GET /api/forms: the caller's company form as the builder edits it, with its version. */
type FormOptions = {
  /** The caller's company (from the session's profile, never from the request). */
  companyId: string
}

export async function getEditableForm(db: Db, { companyId }: FormOptions): Promise<EditableForm> {
  const form = await loadCompanyForm(db, companyId)
  const version = await currentVersion(db, companyId)
  return { version, title: form.title, steps: form.steps }
}

async function currentVersion(db: DbExecutor, companyId: string): Promise<number> {
  const [row] = await db
    .select({ version: formSettings.version })
    .from(formSettings)
    .where(tenantWhere(formSettings, companyId))
  return row?.version ?? 1
}

/**
 * PUT /api/forms: replaces the company's whole form in one transaction. The form_settings row is
 * locked first, so of two saves based on the same version exactly one wins; the other (or any save
 * based on an older version) gets 409 and changes nothing. Fields are matched by key: a kept field
 * keeps its id (stored answers refer to it), removed ones are deleted, new ones inserted. Steps are
 * renumbered 1..N in the order sent.
 */
export async function saveCompanyForm(
  db: Db,
  {
    companyId,
    input,
  }: FormOptions & {
    /** The whole form as the builder sends it, with the version it was based on. */ input: FormSave
  },
): Promise<EditableForm> {
  const problems = formDraftProblems(input)
  const [first] = problems
  if (first) throw new AppError('UNPROCESSABLE', first, { problems })

  await db.transaction(async (tx) => {
    await ensureDefaultForm(tx, companyId)
    await tx.insert(formSettings).values({ companyId, title: DEFAULT_FORM_TITLE }).onConflictDoNothing()
    const [locked] = await tx
      .select({ version: formSettings.version })
      .from(formSettings)
      .where(tenantWhere(formSettings, companyId))
      .for('update')
    if (!locked || locked.version !== input.version) {
      throw new AppError('CONFLICT', FORM_EDITOR_MESSAGES.conflict, { version: locked?.version ?? 1 })
    }

    const fields = input.steps.flatMap((step, stepIndex) =>
      step.fields.map((field, orderIndex) => ({ ...field, stepNumber: stepIndex + 1, orderIndex })),
    )
    const keys = fields.map((field) => field.key)
    await tx
      .delete(formConfigurations)
      .where(tenantWhere(formConfigurations, companyId, notInArray(formConfigurations.fieldKey, keys)))
    const existing = await tx
      .select({ key: formConfigurations.fieldKey })
      .from(formConfigurations)
      .where(tenantWhere(formConfigurations, companyId, inArray(formConfigurations.fieldKey, keys)))
    const existingKeys = new Set(existing.map((row) => row.key))

    for (const field of fields) {
      const values = {
        stepNumber: field.stepNumber,
        orderIndex: field.orderIndex,
        fieldLabel: field.label.trim(),
        fieldType: field.type,
        isMandatory: field.isMandatory,
        options:
          field.type === 'dropdown' ? (field.options ?? []).map((o) => o.trim()).filter(Boolean) : null,
        helpText: field.helpText?.trim() ? field.helpText.trim() : null,
        condition: field.condition,
        subFields: field.type === 'grupo' ? cleanSubFields(field.subFields ?? []) : null,
        settings: field.settings,
        isSensitive: field.isSensitive,
      }
      if (existingKeys.has(field.key)) {
        await tx
          .update(formConfigurations)
          .set(values)
          .where(tenantWhere(formConfigurations, companyId, eq(formConfigurations.fieldKey, field.key)))
      } else {
        await tx.insert(formConfigurations).values({ ...values, companyId, fieldKey: field.key })
      }
    }

    await tx.delete(formSteps).where(tenantWhere(formSteps, companyId))
    await tx
      .insert(formSteps)
      .values(
        input.steps.map((step, index) => ({ companyId, stepNumber: index + 1, title: step.title.trim() })),
      )
    await tx
      .update(formSettings)
      .set({ title: input.title.trim(), version: locked.version + 1 })
      .where(tenantWhere(formSettings, companyId))
  })
  return getEditableForm(db, { companyId })
}
