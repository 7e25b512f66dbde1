import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import {
  copiedValue,
  type FieldValue,
  type FormField,
  type FormValues,
  isFieldActive,
} from '@/shared/forms/form-fields.ts'
import { FORM_MESSAGES } from '@/shared/forms/form-messages.ts'
import { PRIVACY_REQUIRED_MESSAGE } from '@/shared/forms/privacy-notice.ts'
import type { PublicForm } from '@/shared/forms/public-form-api.ts'
import { paths } from '@/shared/paths.ts'
import { Button } from '@/web/components/ui/button.tsx'
import { Spinner } from '@/web/components/ui/spinner.tsx'
import { ApiError, errorMessage } from '@/web/lib/api.ts'
import { toast } from '@/web/lib/toast.ts'
import { sendSubmission } from './api.ts'
import { useCepLookup } from './cep-status.ts'
import { clearDraft, type Draft, keepKnownValues, loadDraft, newSubmissionId, saveDraft } from './draft.ts'
import { domIdFor, focusFirstError } from './field-ids.ts'
import { FieldRenderer, preloadFieldControls } from './field-renderer.tsx'
import { GroupField } from './group-field.tsx'

// The validation source (zod) and the consent block are not needed to show the first step:
// they load right after it (issue 4: JS before the first step under 120 KB gzip).
const loadFormSchema = () => import('@/shared/forms/form-schema.ts')
const PrivacyConsent = lazy(() =>
  import('./privacy-consent.tsx').then((module) => ({ default: module.PrivacyConsent })),
)

export const PUBLIC_FORM_TOASTS = {
  mandatory: {
    title: 'Campos obrigatórios',
    description: 'Por favor, preencha todos os campos obrigatórios.',
  },
  invalid: {
    title: 'Campos inválidos',
    description: 'Alguns campos estão inválidos. Verifique e tente novamente.',
  },
  submitFailed: {
    title: 'Erro',
    description: 'Ocorreu um erro ao enviar o formulário. Por favor, tente novamente.',
  },
} as const

const AUTOCOMPLETE: Record<string, string> = {
  nome_completo: 'name',
  email: 'email',
  celular: 'tel-national',
  cep: 'postal-code',
  endereco: 'address-line1',
  complemento: 'address-line2',
  bairro: 'address-level3',
  cidade: 'address-level2',
  estado: 'address-level1',
  data_nascimento: 'bday',
}

/** The multi-step candidate form of /f/{slug}: steps, validation, draft, consent and submit. */
export function PublicFormWizard({ slug, form }: { slug: string; form: PublicForm }) {
  const navigate = useNavigate()
  const fields = useMemo(() => form.steps.flatMap((step) => step.fields), [form])
  const stepSchemas = useMemo(
    () =>
      loadFormSchema().then((module) => ({
        schemas: module.buildStepSchemas(fields),
        fieldErrors: module.fieldErrors,
      })),
    [fields],
  )
  const [draft, setDraft] = useState<Draft>(
    () =>
      loadDraft(slug, fields) ?? {
        submissionId: newSubmissionId(),
        stepIndex: 0,
        values: {},
        privacyAccepted: false,
        sensitiveDataAccepted: false,
      },
  )
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [submitting, setSubmitting] = useState(false)
  const heading = useRef<HTMLHeadingElement>(null)
  const honeypot = useRef<HTMLInputElement>(null)
  const validating = useRef(false)

  const totalSteps = form.steps.length
  const stepIndex = Math.min(Math.max(draft.stepIndex, 0), totalSteps - 1)
  const step = form.steps[stepIndex]
  const isLast = stepIndex === totalSteps - 1
  const values = draft.values
  const shownStep = useRef(stepIndex)
  /** Error paths to focus once the step they are on is shown. */
  const pendingFocus = useRef<string[] | null>(null)

  useEffect(() => {
    saveDraft(slug, draft, fields)
  }, [slug, draft, fields])

  useEffect(() => {
    // The next steps' controls download while the candidate fills in this one.
    const handle = window.setTimeout(() => {
      preloadFieldControls()
      void import('./privacy-consent.tsx')
    }, 300)
    return () => window.clearTimeout(handle)
  }, [])

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

  const setValue = (fieldId: string, value: FieldValue | undefined) => {
    setDraft((current) => ({ ...current, values: { ...current.values, [fieldId]: value } }))
    setErrors((current) => {
      const prefix = `${fieldId}.`
      if (!Object.keys(current).some((key) => key === fieldId || key.startsWith(prefix))) return current
      return Object.fromEntries(
        Object.entries(current).filter(([key]) => key !== fieldId && !key.startsWith(prefix)),
      )
    })
  }

  const goTo = (index: number) => setDraft((current) => ({ ...current, stepIndex: index }))

  /** Runs the step's schema; shows the toast, the inline messages and focuses the first problem. */
  async function validateStep(): Promise<boolean> {
    if (!step) return true
    const { schemas, fieldErrors } = await stepSchemas
    const check = (stepNumber: number) => {
      const result = schemas.get(stepNumber)?.safeParse(values)
      return result && !result.success ? fieldErrors(result.error) : {}
    }
    let found = check(step.number)
    let target = stepIndex
    if (isLast && !draft.privacyAccepted) found['consent.privacyAccepted'] = PRIVACY_REQUIRED_MESSAGE
    if (isLast && Object.keys(found).length === 0) {
      // Before sending, every step again: after a reload the password (never kept) is empty.
      for (const [index, other] of form.steps.entries()) {
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
    if (target !== stepIndex) {
      pendingFocus.current = orderedPaths(paths)
      goTo(target)
    } else focusFirstError(orderedPaths(paths))
    return false
  }

  /** Error paths in the order the fields appear on the page. */
  function orderedPaths(paths: string[]): string[] {
    const position = (path: string) => {
      if (path.startsWith('consent.')) return Number.MAX_SAFE_INTEGER
      const index = fields.findIndex((field) => path === field.id || path.startsWith(`${field.id}.`))
      return index * 1000 + (Number(path.split('.')[1]) || 0)
    }
    return [...paths].sort((a, b) => position(a) - position(b))
  }

  async function next() {
    if (submitting || validating.current) return
    validating.current = true
    try {
      if (!(await validateStep())) return
    } finally {
      validating.current = false
    }
    if (isLast) void submit()
    else goTo(stepIndex + 1)
  }

  async function submit() {
    setSubmitting(true)
    try {
      await sendSubmission(slug, {
        id: draft.submissionId,
        values: keepKnownValues(values, fields),
        consent: {
          noticeVersion: form.privacyNotice.version,
          privacyAccepted: true,
          sensitiveDataAccepted: draft.sensitiveDataAccepted,
        },
        website: honeypot.current?.value ?? '',
      })
      clearDraft(slug)
      navigate(paths.formSubmitted, { replace: true })
    } catch (error) {
      setSubmitting(false)
      const fieldsWithErrors =
        error instanceof ApiError && error.status === 422
          ? (error.details?.fields as Record<string, string>)
          : null
      if (fieldsWithErrors && Object.keys(fieldsWithErrors).length > 0) {
        setErrors(fieldsWithErrors)
        const firstPath = orderedPaths(Object.keys(fieldsWithErrors))[0] ?? ''
        const field = fields.find((candidate) => firstPath.startsWith(candidate.id))
        const target = field ? form.steps.findIndex((candidate) => candidate.number === field.stepNumber) : -1
        const ordered = orderedPaths(Object.keys(fieldsWithErrors))
        if (target >= 0 && target !== stepIndex) {
          pendingFocus.current = ordered
          goTo(target)
        } else focusFirstError(ordered)
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

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void next()
      }}
      className="flex flex-col gap-6"
      aria-busy={submitting}
    >
      <div className="flex flex-col gap-2">
        <p className="text-sm font-medium text-brand-700" aria-live="polite">
          Etapa {stepIndex + 1} de {totalSteps}
        </p>
        <div
          className="h-2 overflow-hidden rounded-full bg-brand-100"
          role="progressbar"
          aria-label="Progresso do formulário"
          aria-valuemin={1}
          aria-valuemax={totalSteps}
          aria-valuenow={stepIndex + 1}
        >
          <div
            className="h-full rounded-full bg-primary transition-[width] duration-300"
            style={{ width: `${((stepIndex + 1) / totalSteps) * 100}%` }}
          />
        </div>
        <h2
          ref={heading}
          tabIndex={-1}
          className="mt-2 text-xl font-bold focus-visible:outline-none sm:text-2xl"
        >
          {step?.title}
        </h2>
      </div>

      {/* Honeypot: hidden from people and assistive technology; bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          Site
          <input ref={honeypot} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>

      {step && step.fields.length > 0 ? (
        <div className="flex flex-col gap-5">
          {step.fields.map((field) =>
            isFieldActive(field, values, fields) ? (
              <StepField
                key={field.id}
                field={field}
                fields={fields}
                values={values}
                errors={errors}
                setValue={setValue}
                disabled={submitting}
                onSkip={isLast ? undefined : () => void next()}
              />
            ) : null,
          )}
        </div>
      ) : (
        <p className="rounded-lg bg-muted p-6 text-center text-muted-foreground">
          Nenhum campo configurado para esta etapa.
        </p>
      )}

      {isLast ? (
        <Suspense fallback={<div className="h-48 animate-pulse rounded-lg bg-brand-50" aria-hidden="true" />}>
          <PrivacyConsent
            notice={form.privacyNotice.text}
            privacyAccepted={draft.privacyAccepted}
            sensitiveDataAccepted={draft.sensitiveDataAccepted}
            hasSensitiveFields={fields.some((field) => field.isSensitive)}
            error={errors['consent.privacyAccepted']}
            disabled={submitting}
            onChange={(consent) => {
              setDraft((current) => ({ ...current, ...consent }))
              if (consent.privacyAccepted) {
                setErrors((current) => {
                  const { 'consent.privacyAccepted': _removed, ...rest } = current
                  return rest
                })
              }
            }}
          />
        </Suspense>
      ) : null}

      <div className="flex flex-col-reverse gap-3 border-t border-border pt-6 sm:flex-row sm:justify-between">
        <Button
          variant="outline"
          size="lg"
          disabled={stepIndex === 0 || submitting}
          onClick={() => {
            setErrors({})
            goTo(Math.max(0, stepIndex - 1))
          }}
        >
          Voltar
        </Button>
        <Button type="submit" size="lg" disabled={submitting}>
          {submitting ? (
            <>
              <Spinner aria-hidden="true" />
              Enviando...
            </>
          ) : isLast ? (
            'Enviar'
          ) : (
            'Próximo'
          )}
        </Button>
      </div>
    </form>
  )
}

type StepFieldProps = {
  field: FormField
  fields: readonly FormField[]
  values: FormValues
  errors: Record<string, string>
  setValue: (fieldId: string, value: FieldValue | undefined) => void
  disabled: boolean
  onSkip?: () => void
}

function StepField({ field, fields, values, errors, setValue, disabled, onSkip }: StepFieldProps) {
  if (field.type === 'grupo') {
    return (
      <GroupField
        field={field}
        value={values[field.id]}
        onChange={(entries) => setValue(field.id, entries)}
        errors={errors}
        disabled={disabled}
        onSkip={onSkip}
      />
    )
  }
  if (field.type === 'cep') {
    return (
      <CepField
        field={field}
        fields={fields}
        values={values}
        errors={errors}
        setValue={setValue}
        disabled={disabled}
      />
    )
  }
  const isCopy = Boolean(field.settings.copyOf)
  return (
    <FieldRenderer
      field={{ ...field, placeholder: field.settings.placeholder }}
      id={domIdFor(field.id)}
      value={isCopy ? copiedValue(field, values, fields) : values[field.id]}
      onChange={(value) => setValue(field.id, value)}
      error={errors[field.id]}
      disabled={disabled}
      readOnly={isCopy}
      autoComplete={AUTOCOMPLETE[field.key]}
    />
  )
}

function CepField({ field, fields, values, errors, setValue, disabled }: StepFieldProps) {
  const cep = typeof values[field.id] === 'string' ? (values[field.id] as string) : ''
  const lookup = useCepLookup(cep, (address) => {
    const targets = field.settings.autofill
    if (!targets) return
    const byKey = (key: string) => fields.find((candidate) => candidate.key === key)
    const fill = (key: string, value: string) => {
      const target = byKey(key)
      if (target && value) setValue(target.id, value)
    }
    fill(targets.street, address.street)
    fill(targets.neighbourhood, address.neighbourhood)
    fill(targets.city, address.city)
    fill(targets.state, address.state)
  })
  const status =
    lookup.status === 'loading' ? (
      <span className="inline-flex items-center gap-1.5">
        <Spinner aria-hidden="true" /> Buscando endereço...
      </span>
    ) : lookup.status === 'found' ? (
      <span className="text-success">Endereço preenchido pelo CEP. Confira e complete.</span>
    ) : lookup.status === 'failed' ? (
      <span className="text-warning">{lookup.message}</span>
    ) : null
  return (
    <div aria-live="polite">
      <FieldRenderer
        field={{ ...field, placeholder: '00000-000' }}
        id={domIdFor(field.id)}
        value={cep}
        onChange={(value) => setValue(field.id, value)}
        error={errors[field.id]}
        disabled={disabled}
        status={status}
        autoComplete={AUTOCOMPLETE[field.key]}
      />
    </div>
  )
}
