import type { FormField, FormStep } from '@/shared/forms/form-fields.ts'
import type { PublicForm } from '@/shared/forms/public-form-api.ts'

/** The step number the server gives job questions (src/server/features/jobs/job-rules.ts). */
const JOB_QUESTIONS_STEP = 1000

/**
 * The steps the wizard walks through, in order. Today exactly the company's configured steps; a
 * feature that adds a step of its own (e.g. questions of a job opening) appends it here, with
 * fields whose `stepNumber` is the new step's `number`, so validation, the draft, "Etapa X de Y"
 * and the submission pick it up without further changes.
 */
export function wizardSteps(form: PublicForm): FormStep[] {
  const questions = form.job?.questions ?? []
  if (questions.length === 0) return form.steps
  // /f/{slug}?vaga=: the job's questions are the last step (issue 14).
  return [...form.steps, { number: JOB_QUESTIONS_STEP, title: 'Perguntas da vaga', fields: questions }]
}

/** Every field of the wizard, in page order. */
export function wizardFields(steps: readonly FormStep[]): FormField[] {
  return steps.flatMap((step) => step.fields)
}
