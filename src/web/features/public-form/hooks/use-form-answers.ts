import { useCallback, useEffect, useState } from 'react'
import type { FieldValue, FormField } from '@/shared/forms/form-fields.ts'
import { CONSENT_ERROR_PATH } from '../consent.ts'
import { type Draft, loadDraft, newSubmissionId, saveDraft } from '../draft.ts'

/** Inline messages by path ("<fieldId>", "<fieldId>.<index>.<subKey>" or "consent.<name>"). */
export type FormErrors = Record<string, string>

export type Consent = Pick<Draft, 'privacyAccepted' | 'sensitiveDataAccepted'>

export type FormAnswers = {
  draft: Draft
  errors: FormErrors
  setErrors: (errors: FormErrors) => void
  /** Sets one answer and clears its inline messages (a group's too). */
  setValue: (fieldId: string, value: FieldValue | undefined) => void
  /** Sets consents; accepting the privacy notice clears its message. */
  setConsent: (consent: Partial<Consent>) => void
  setStepIndex: (index: number) => void
}

function emptyDraft(): Draft {
  return {
    submissionId: newSubmissionId(),
    stepIndex: 0,
    values: {},
    privacyAccepted: false,
    sensitiveDataAccepted: false,
  }
}

/**
 * The candidate's answers, consents and current step, kept in this browser as a draft (see
 * draft.ts) on every change, and the inline error messages shown next to them.
 */
export function useFormAnswers(slug: string, fields: readonly FormField[]): FormAnswers {
  const [draft, setDraft] = useState<Draft>(() => loadDraft(slug, fields) ?? emptyDraft())
  const [errors, setErrors] = useState<FormErrors>({})

  useEffect(() => {
    saveDraft(slug, draft, fields)
  }, [slug, draft, fields])

  const setValue = useCallback((fieldId: string, value: FieldValue | undefined) => {
    setDraft((current) => ({ ...current, values: { ...current.values, [fieldId]: value } }))
    setErrors((current) => {
      const prefix = `${fieldId}.`
      if (!Object.keys(current).some((key) => key === fieldId || key.startsWith(prefix))) return current
      return Object.fromEntries(
        Object.entries(current).filter(([key]) => key !== fieldId && !key.startsWith(prefix)),
      )
    })
  }, [])

  const setConsent = useCallback((consent: Partial<Consent>) => {
    setDraft((current) => ({ ...current, ...consent }))
    if (consent.privacyAccepted) {
      setErrors((current) => {
        const { [CONSENT_ERROR_PATH.privacy]: _removed, ...rest } = current
        return rest
      })
    }
  }, [])

  const setStepIndex = useCallback(
    (index: number) => setDraft((current) => ({ ...current, stepIndex: index })),
    [],
  )

  return { draft, errors, setErrors, setValue, setConsent, setStepIndex }
}
