import { type RefObject, useCallback, useEffect, useMemo, useRef } from 'react'
import type { FormField, FormStep } from '@/shared/forms/form-fields.ts'
import { FORM_MESSAGES } from '@/shared/forms/form-messages.ts'
import { FIRST_STEP_MARK } from '@/shared/forms/performance-marks.ts'
import { PRIVACY_REQUIRED_MESSAGE } from '@/shared/forms/privacy-notice.ts'
import { focusFirstError } from '@/web/components/form-fields/field-ids.ts'
import { toast } from '@/web/lib/toast.ts'
import { consentErrors, consentsOnStep, type StepConsents } from '../consent.ts'
import { PUBLIC_FORM_TOASTS } from '../messages.ts'
import type { FormAnswers, FormErrors } from './use-form-answers.ts'

// The validation source (zod) is not needed to show the first step: it loads right after it.
const loadFormSchema = () => import('@/shared/forms/form-schema.ts')
type FormSchemaModule = Awaited<ReturnType<typeof loadFormSchema>>
type StepSchemas = {
  schemas: ReturnType<FormSchemaModule['buildStepSchemas']>
  fieldErrors: FormSchemaModule['fieldErrors']
}

export type StepNavigation = {
  steps: readonly FormStep[]
  /** Position of the shown step (0-based), always within the steps. */
  stepIndex: number
  step: FormStep | undefined
  totalSteps: number
  isLast: boolean
  /** The consents the shown step asks for. */
  consents: StepConsents
  /** The step title: focused after a step change, so screen readers announce the new step. */
  heading: RefObject<HTMLHeadingElement | null>
  /**
   * Checks the shown step (and, on the last one, every step again); on problems shows the toast and
   * the inline messages and focuses the first one, on whichever step it is. True when all is valid.
   */
  validate: () => Promise<boolean>
  /** Shows errors (e.g. from the server), moving to the step of the first one and focusing it. */
  showErrors: (errors: FormErrors) => void
  forward: () => void
  back: () => void
}

/**
 * Which step is shown, moving between steps and the per-step validation. A step change scrolls to
 * the top (spec) and moves focus to the step title or to the first field with a problem.
 */
export function useStepNavigation({
  steps,
  fields,
  answers,
}: {
  steps: readonly FormStep[]
  /** The fields the candidate is asked (askedFields): only these are checked. */
  fields: readonly FormField[]
  answers: FormAnswers
}): StepNavigation {
  const { draft, setErrors, setStepIndex } = answers
  const totalSteps = steps.length
  const stepIndex = Math.min(Math.max(draft.stepIndex, 0), totalSteps - 1)
  const step = steps[stepIndex]
  const isLast = stepIndex === totalSteps - 1
  const consents = useMemo(() => consentsOnStep(stepIndex, steps), [stepIndex, steps])
  const heading = useRef<HTMLHeadingElement>(null)
  const shownStep = useRef(stepIndex)
  /** Error paths to focus once the step they are on is shown. */
  const pendingFocus = useRef<string[] | null>(null)

  /** The step schemas for these fields, loaded once the first step is on screen (or when needed). */
  const loadedSchemas = useRef<{ fields: readonly FormField[]; schemas: Promise<StepSchemas> } | null>(null)
  const stepSchemas = useCallback((): Promise<StepSchemas> => {
    if (loadedSchemas.current?.fields !== fields) {
      const schemas = loadFormSchema().then((module) => ({
        schemas: module.buildStepSchemas(fields),
        fieldErrors: module.fieldErrors,
      }))
      loadedSchemas.current = { fields, schemas }
    }
    return loadedSchemas.current.schemas
  }, [fields])

  useEffect(() => {
    // The first step is on screen (a User Timing mark: what the phone downloads before it is measured
    // against this mark); the validation loads right after, while the candidate reads the step.
    if (performance.getEntriesByName(FIRST_STEP_MARK).length === 0) performance.mark(FIRST_STEP_MARK)
    const timer = setTimeout(() => void stepSchemas(), 0)
    return () => clearTimeout(timer)
  }, [stepSchemas])

  useEffect(() => {
    // Spec: changing step scrolls to the top (not on the first render).
    if (shownStep.current === stepIndex) return
    shownStep.current = stepIndex
    window.scrollTo({ top: 0 })
    if (pendingFocus.current) {
      focusFirstError(pendingFocus.current)
      pendingFocus.current = null
    } else heading.current?.focus({ preventScroll: true })
  }, [stepIndex])

  /** Error paths in the order the fields appear on the page (consents last). */
  const orderedPaths = useCallback(
    (paths: string[]): string[] => {
      const position = (path: string) => {
        if (path.startsWith('consent.')) return Number.MAX_SAFE_INTEGER
        const index = fields.findIndex((field) => path === field.id || path.startsWith(`${field.id}.`))
        return index * 1000 + (Number(path.split('.')[1]) || 0)
      }
      return [...paths].sort((a, b) => position(a) - position(b))
    },
    [fields],
  )

  /** Index of the step holding the field of an error path; the shown step for consents. */
  const stepOfPath = (path: string): number => {
    const field = fields.find((candidate) => path === candidate.id || path.startsWith(`${candidate.id}.`))
    const index = field ? steps.findIndex((candidate) => candidate.number === field.stepNumber) : -1
    return index >= 0 ? index : stepIndex
  }

  const focusOn = (ordered: string[], target: number) => {
    if (target !== stepIndex) {
      pendingFocus.current = ordered
      setStepIndex(target)
    } else focusFirstError(ordered)
  }

  const showErrors = (errors: FormErrors) => {
    setErrors(errors)
    const ordered = orderedPaths(Object.keys(errors))
    if (ordered[0] !== undefined) focusOn(ordered, stepOfPath(ordered[0]))
  }

  async function validate(): Promise<boolean> {
    if (!step) return true
    const { schemas, fieldErrors } = await stepSchemas()
    const check = (stepNumber: number): FormErrors => {
      const result = schemas.get(stepNumber)?.safeParse(draft.values)
      return result && !result.success ? fieldErrors(result.error) : {}
    }
    let found: FormErrors = { ...check(step.number), ...consentErrors(consents, draft) }
    let target = stepIndex
    if (isLast && Object.keys(found).length === 0) {
      // Before sending, every step again: after a reload the password (never kept) is empty.
      for (const [index, other] of steps.entries()) {
        const otherErrors = check(other.number)
        if (Object.keys(otherErrors).length > 0) {
          found = otherErrors
          target = index
          break
        }
      }
    }
    setErrors(found)
    const paths = Object.keys(found)
    if (paths.length === 0) return true
    const missing = Object.values(found).some(
      (message) => message === FORM_MESSAGES.required || message === PRIVACY_REQUIRED_MESSAGE,
    )
    const message = missing ? PUBLIC_FORM_TOASTS.mandatory : PUBLIC_FORM_TOASTS.invalid
    toast.error(message.title, { description: message.description })
    focusOn(orderedPaths(paths), target)
    return false
  }

  return {
    steps,
    stepIndex,
    step,
    totalSteps,
    isLast,
    consents,
    heading,
    validate,
    showErrors,
    forward: () => setStepIndex(Math.min(stepIndex + 1, totalSteps - 1)),
    back: () => {
      setErrors({})
      setStepIndex(Math.max(0, stepIndex - 1))
    },
  }
}
