import { lazy, Suspense } from 'react'
import { CONSENT_ERROR_PATH, type StepConsents } from '../consent.ts'
import type { Draft } from '../draft.ts'
import type { Consent, FormErrors } from '../hooks/use-form-answers.ts'

// The consent block is not needed to show the first step: it loads on demand (and is prefetched).
const PrivacyConsent = lazy(() =>
  import('../privacy-consent.tsx').then((module) => ({ default: module.PrivacyConsent })),
)

/** Starts downloading the consent block (after the first step is on screen). */
export function preloadStepConsent(): void {
  void import('../privacy-consent.tsx')
}

/** The privacy notice, when the shown step asks for it (the last one). */
export function StepConsent({
  asks,
  notice,
  draft,
  errors,
  disabled,
  onChange,
}: {
  asks: StepConsents
  notice: string
  draft: Draft
  errors: FormErrors
  disabled: boolean
  onChange: (consent: Partial<Consent>) => void
}) {
  if (!asks.privacy) return null
  return (
    <Suspense fallback={<div className="h-48 animate-pulse rounded-lg bg-brand-50" aria-hidden="true" />}>
      <PrivacyConsent
        notice={notice}
        privacyAccepted={draft.privacyAccepted}
        error={errors[CONSENT_ERROR_PATH.privacy]}
        disabled={disabled}
        onChange={onChange}
      />
    </Suspense>
  )
}
