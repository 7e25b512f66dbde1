import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef } from 'react'
import { askedFields } from '@/shared/forms/form-fields.ts'
import type { PublicForm } from '@/shared/forms/public-form-api.ts'
import { preloadFieldControls } from '@/web/components/form-fields/field-renderer.tsx'
import { FileUploadContext, type UploadFile } from '@/web/components/form-fields/file-upload-context.ts'
import { useFormAnswers } from './hooks/use-form-answers.ts'
import { useStepNavigation } from './hooks/use-step-navigation.ts'
import { useSubmission } from './hooks/use-submission.ts'
import { HoneypotField } from './steps/honeypot-field.tsx'
import { StepActions } from './steps/step-actions.tsx'
import { preloadStepConsent, StepConsent } from './steps/step-consent.tsx'
import { StepFields } from './steps/step-fields.tsx'
import { StepHeader } from './steps/step-header.tsx'
import { wizardFields, wizardSteps } from './wizard-steps.ts'

export { PUBLIC_FORM_TOASTS } from './messages.ts'

// Asked on a later step (before the sensitive questions): loads after the first step is on screen,
// with the field controls, so the candidate's first download stays small.
const loadSensitiveConsent = () => import('./sensitive-consent.tsx')
const SensitiveConsent = lazy(() =>
  loadSensitiveConsent().then((module) => ({ default: module.SensitiveConsent })),
)

/**
 * The multi-step candidate form of /f/{slug}. The pieces:
 * - wizard-steps.ts: which steps there are (the company's, plus any a feature appends);
 * - hooks/use-form-answers.ts: answers, consents, current step (kept as a draft) and inline errors;
 * - hooks/use-step-navigation.ts: the shown step, moving between steps, per-step validation, focus;
 * - hooks/use-submission.ts: sending and showing what the server refused;
 * - consent.ts: which step asks which consent (the sensitive-data one before the sensitive questions);
 * - steps/: header, fields (FieldRenderer maps types to controls), consent block, buttons.
 */
export function PublicFormWizard({
  slug,
  form,
  context,
}: {
  slug: string
  form: PublicForm
  /** Shown above "Etapa X de Y". */
  context?: ReactNode
}) {
  const steps = useMemo(() => wizardSteps(form), [form])
  const fields = useMemo(() => wizardFields(steps), [steps])
  // A job's application keeps its own draft: the talent-pool form's draft is another application.
  const draftKey = form.job ? `${slug}::vaga::${form.job.slug}` : slug
  const answers = useFormAnswers(draftKey, fields)
  const { draft, errors, setValue, setConsent } = answers
  // Without the sensitive-data consent the sensitive questions are neither shown nor checked nor sent.
  const asked = useMemo(
    () => askedFields(fields, draft.sensitiveDataAccepted),
    [fields, draft.sensitiveDataAccepted],
  )
  const navigation = useStepNavigation({ steps, fields: asked, answers })
  const honeypot = useRef<HTMLInputElement>(null)
  const { submitting, submit } = useSubmission({
    slug,
    draftKey,
    form,
    fields: asked,
    answers,
    navigation,
    honeypot,
  })
  // The CV upload's code loads only when a candidate picks a file.
  const uploadFile = useCallback<UploadFile>(
    (file, onProgress) =>
      import('./resume-upload.ts').then((module) => module.uploadResume(slug, file, onProgress)),
    [slug],
  )
  const validating = useRef(false)
  const { step, stepIndex, isLast } = navigation

  useEffect(() => {
    // The next steps' controls download while the candidate fills in this one.
    const handle = window.setTimeout(() => {
      preloadFieldControls()
      preloadStepConsent()
      void loadSensitiveConsent()
    }, 300)
    return () => window.clearTimeout(handle)
  }, [])

  /** "Próximo" / "Enviar": validates the step, then moves on or sends. */
  async function next() {
    if (submitting || validating.current) return
    validating.current = true
    try {
      if (!(await navigation.validate())) return
    } finally {
      validating.current = false
    }
    if (isLast) void submit()
    else navigation.forward()
  }

  return (
    <FileUploadContext value={uploadFile}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void next()
        }}
        className="flex flex-col gap-6"
        aria-busy={submitting}
      >
        <StepHeader
          stepIndex={stepIndex}
          totalSteps={navigation.totalSteps}
          title={step?.title}
          heading={navigation.heading}
          context={context}
        />
        <HoneypotField input={honeypot} />
        <StepFields
          stepFields={step?.fields ?? []}
          asked={asked}
          insert={
            navigation.consents.sensitiveData
              ? {
                  beforeFieldId: step?.fields.find((field) => field.isSensitive)?.id ?? '',
                  element: (
                    <Suspense
                      fallback={
                        <div className="h-20 animate-pulse rounded-lg bg-brand-50" aria-hidden="true" />
                      }
                    >
                      <SensitiveConsent
                        accepted={draft.sensitiveDataAccepted}
                        disabled={submitting}
                        onChange={setConsent}
                      />
                    </Suspense>
                  ),
                }
              : undefined
          }
          fields={fields}
          values={draft.values}
          errors={errors}
          setValue={setValue}
          disabled={submitting}
          onSkip={isLast ? undefined : () => void next()}
        />
        <StepConsent
          asks={navigation.consents}
          notice={form.privacyNotice.text}
          draft={draft}
          errors={errors}
          disabled={submitting}
          onChange={setConsent}
        />
        <StepActions
          canGoBack={stepIndex > 0}
          isLast={isLast}
          submitting={submitting}
          onBack={navigation.back}
        />
      </form>
    </FileUploadContext>
  )
}
