import type { FormField } from '@/shared/forms/form-fields.ts'
import { PRIVACY_REQUIRED_MESSAGE } from '@/shared/forms/privacy-notice.ts'
import type { Draft } from './draft.ts'

/** Error paths of the consents (after every field in focus order). */
export const CONSENT_ERROR_PATH = { privacy: 'consent.privacyAccepted' } as const

/** The consents a step asks for: which blocks it shows and checks before leaving it. */
export type StepConsents = {
  /** The privacy notice with its required "Li e aceito" (LGPD). */
  privacy: boolean
  /** The separate, optional consent for sensitive data (shown only when the form has such fields). */
  sensitiveData: boolean
}

/**
 * Where the consents are asked: the one place to move them. Today both sit on the last step,
 * before "Enviar".
 */
export function consentsOnStep(
  stepIndex: number,
  totalSteps: number,
  fields: readonly FormField[],
): StepConsents {
  const isLast = stepIndex === totalSteps - 1
  return { privacy: isLast, sensitiveData: isLast && fields.some((field) => field.isSensitive) }
}

/** The consent errors that keep the candidate on a step. */
export function consentErrors(consents: StepConsents, draft: Draft): Record<string, string> {
  return consents.privacy && !draft.privacyAccepted
    ? { [CONSENT_ERROR_PATH.privacy]: PRIVACY_REQUIRED_MESSAGE }
    : {}
}
