import { type RefObject, useState } from 'react'
import { useNavigate } from 'react-router'
import type { FormField } from '@/shared/forms/form-fields.ts'
import type { PublicForm } from '@/shared/forms/public-form-api.ts'
import { paths } from '@/shared/paths.ts'
import { ApiError, errorMessage } from '@/web/lib/api.ts'
import { toast } from '@/web/lib/toast.ts'
import { sendSubmission } from '../api.ts'
import { clearDraft, keepKnownValues } from '../draft.ts'
import { PUBLIC_FORM_TOASTS } from '../messages.ts'
import type { FormAnswers } from './use-form-answers.ts'
import type { StepNavigation } from './use-step-navigation.ts'

export type Submission = {
  submitting: boolean
  /** Sends the application (validated before); on success clears the draft and opens the confirmation. */
  submit: () => Promise<void>
}

/**
 * Sending the application. The browser-generated id makes a resend after a failure the same
 * application. Field errors from the server (422) are shown on their step; 403/409/429 show the
 * server's message; anything else the spec's generic toast. The form stays filled on failure.
 */
export function useSubmission({
  slug,
  draftKey,
  form,
  fields,
  answers,
  navigation,
  honeypot,
}: {
  slug: string
  /** Where the draft is kept (the slug, or slug and job for /f/{slug}?vaga=). */
  draftKey: string
  form: PublicForm
  fields: readonly FormField[]
  answers: FormAnswers
  navigation: Pick<StepNavigation, 'showErrors'>
  /** The hidden "website" input: bots fill it in, the server drops their submission. */
  honeypot: RefObject<HTMLInputElement | null>
}): Submission {
  const navigate = useNavigate()
  const [submitting, setSubmitting] = useState(false)
  const { draft } = answers

  async function submit() {
    setSubmitting(true)
    try {
      await sendSubmission(slug, {
        id: draft.submissionId,
        values: keepKnownValues(draft.values, fields),
        consent: {
          noticeVersion: form.privacyNotice.version,
          privacyAccepted: true,
          sensitiveDataAccepted: draft.sensitiveDataAccepted,
        },
        website: honeypot.current?.value ?? '',
        ...(form.job ? { jobSlug: form.job.slug } : {}),
      })
      clearDraft(draftKey)
      navigate(`${paths.formSubmitted}?empresa=${encodeURIComponent(slug)}`, { replace: true })
    } catch (error) {
      setSubmitting(false)
      const fieldsWithErrors =
        error instanceof ApiError && error.status === 422
          ? (error.details?.fields as Record<string, string> | undefined)
          : undefined
      if (fieldsWithErrors && Object.keys(fieldsWithErrors).length > 0) {
        navigation.showErrors(fieldsWithErrors)
        toast.error('Erro', {
          description: errorMessage(error, PUBLIC_FORM_TOASTS.submitFailed.description),
        })
        return
      }
      const description =
        error instanceof ApiError && [403, 409, 429].includes(error.status) && error.message
          ? error.message
          : PUBLIC_FORM_TOASTS.submitFailed.description
      toast.error(PUBLIC_FORM_TOASTS.submitFailed.title, { description })
    }
  }

  return { submitting, submit }
}
