import type { FormField, FormStep } from '@/shared/forms/form-fields.ts'
import type { PublicForm } from '@/shared/forms/public-form-api.ts'

/**
 * The steps the wizard walks through, in order. Today exactly the company's configured steps; a
 * feature that adds a step of its own (e.g. questions of a job opening) appends it here, with
 * fields whose `stepNumber` is the new step's `number`, so validation, the draft, "Etapa X de Y"
 * and the submission pick it up without further changes.
 */
export function wizardSteps(form: PublicForm): FormStep[] {
  return form.steps
}

/** Every field of the wizard, in page order. */
export function wizardFields(steps: readonly FormStep[]): FormField[] {
  return steps.flatMap((step) => step.fields)
}
