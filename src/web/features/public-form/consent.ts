import type { FormStep } from '@/shared/forms/form-fields.ts'
import { PRIVACY_REQUIRED_MESSAGE } from '@/shared/forms/privacy-notice.ts'
import type { Draft } from './draft.ts'

/** Error paths of the consents (after every field in focus order). */
export const CONSENT_ERROR_PATH = { privacy: 'consent.privacyAccepted' } as const

/** The consents a step asks for: which blocks it shows and checks before leaving it. */
export type StepConsents = {
  /** The privacy notice with its required "Li e aceito" (LGPD), after the fields of the last step. */
  privacy: boolean
  /**
   * The separate, optional consent for sensitive data, before the fields of the step that holds the
   * first sensitive question: without it those questions are hidden and not asked (askedFields).
   */
  sensitiveData: boolean
}

/** Where the consents are asked: the one place to move them. */
export function consentsOnStep(stepIndex: number, steps: readonly FormStep[]): StepConsents {
  const firstSensitive = steps.findIndex((step) => step.fields.some((field) => field.isSensitive))
  return { privacy: stepIndex === steps.length - 1, sensitiveData: stepIndex === firstSensitive }
}

/** The consent errors that keep the candidate on a step. */
export function consentErrors(consents: StepConsents, draft: Draft): Record<string, string> {
  return consents.privacy && !draft.privacyAccepted
    ? { [CONSENT_ERROR_PATH.privacy]: PRIVACY_REQUIRED_MESSAGE }
    : {}
}
