import { EyeIcon, EyeOffIcon } from 'lucide-react'
import { lazy, type ReactNode, Suspense, useState } from 'react'
import type { FieldValue, FormField, SubField } from '@/shared/forms/form-fields.ts'
import { maskCep, maskCpf, maskMobilePhone } from '@/shared/validation/masks.ts'
import { type FormFieldControlProps, FormField as FormFieldShell } from '@/web/components/ui/form-field.tsx'
import { Input } from '@/web/components/ui/input.tsx'
import { Textarea } from '@/web/components/ui/textarea.tsx'

// Controls that step 1 (CPF, name, e-mail, password) does not need load on demand, all in one chunk
// (field-controls.tsx), so the candidate's first screen downloads less and in fewer requests.
const loadControls = () => import('./field-controls.tsx')
const SelectControl = lazy(() => loadControls().then((module) => ({ default: module.SelectControl })))
const DatePicker = lazy(() => loadControls().then((module) => ({ default: module.DatePicker })))
const ToggleControl = lazy(() => loadControls().then((module) => ({ default: module.ToggleControl })))
const PhotoControl = lazy(() => loadControls().then((module) => ({ default: module.PhotoControl })))
const FileControl = lazy(() => loadControls().then((module) => ({ default: module.FileControl })))

/** Starts downloading the on-demand controls (after the first step is on screen). */
export function preloadFieldControls(): void {
  void loadControls()
}

/** A field the renderer can draw: a form field or a repeatable group's sub-field. */
export type RenderableField = Pick<FormField, 'label' | 'type' | 'isMandatory' | 'options'> & {
  helpText?: string | null
  placeholder?: string
}

export function subFieldAsRenderable(subField: SubField): RenderableField {
  return {
    label: subField.label,
    type: subField.type,
    isMandatory: subField.isMandatory,
    options: subField.options ?? null,
    placeholder: subField.placeholder,
  }
}

export type FieldRendererProps = {
  field: RenderableField
  /** The control's DOM id; errors focus it. */
  id: string
  value: FieldValue | undefined
  onChange: (value: FieldValue | undefined) => void
  error?: string
  disabled?: boolean
  readOnly?: boolean
  /** Extra text under the field (the CEP lookup status). */
  status?: ReactNode
  autoComplete?: string
}

const fallback = <div className="h-10 w-full animate-pulse rounded-md bg-muted" aria-hidden="true" />

/**
 * Draws one field by its type, with label, red asterisk, help text and inline error. Used by the
 * public form and, later, by the form builder's preview. Repeatable groups are drawn by GroupField.
 */
export function FieldRenderer({
  field,
  id,
  value,
  onChange,
  error,
  disabled,
  readOnly,
  status,
  autoComplete,
}: FieldRendererProps) {
  const inline = field.type === 'sim_nao' || field.type === 'checkbox'
  const description =
    field.helpText || status ? (
      <>
        {field.helpText}
        {field.helpText && status ? ' ' : null}
        {status}
      </>
    ) : undefined
  return (
    <FormFieldShell
      id={id}
      label={field.label}
      required={field.isMandatory}
      description={description}
      error={error}
      orientation={inline ? 'inline' : 'stacked'}
    >
      {(control) => (
        <Suspense fallback={fallback}>
          <Control
            field={field}
            control={control}
            value={value}
            onChange={onChange}
            disabled={disabled}
            readOnly={readOnly}
            autoComplete={autoComplete}
          />
        </Suspense>
      )}
    </FormFieldShell>
  )
}

type ControlProps = {
  field: RenderableField
  control: FormFieldControlProps
  value: FieldValue | undefined
  onChange: (value: FieldValue | undefined) => void
  disabled?: boolean
  readOnly?: boolean
  autoComplete?: string
}

function Control({ field, control, value, onChange, disabled, readOnly, autoComplete }: ControlProps) {
  const text = typeof value === 'string' ? value : ''
  const common = { ...control, disabled, readOnly, autoComplete, placeholder: field.placeholder }
  const masked = (mask: (input: string) => string, inputMode: 'numeric' | 'tel') => (
    <Input
      {...common}
      inputMode={inputMode}
      value={text}
      onChange={(event) => onChange(mask(event.target.value))}
    />
  )
  switch (field.type) {
    case 'numerico':
      return (
        <Input
          {...common}
          type="number"
          inputMode="numeric"
          value={typeof value === 'number' ? String(value) : ''}
          onChange={(event) => {
            const raw = event.target.value
            const number = raw === '' ? undefined : Number(raw)
            onChange(number === undefined || Number.isFinite(number) ? number : undefined)
          }}
        />
      )
    case 'data':
      return (
        <DatePicker {...control} disabled={disabled} readOnly={readOnly} value={text} onChange={onChange} />
      )
    case 'dropdown':
      return (
        <SelectControl
          control={control}
          options={field.options ?? []}
          value={text}
          onChange={onChange}
          disabled={disabled || readOnly}
        />
      )
    case 'sim_nao':
    case 'checkbox':
      return (
        <ToggleControl
          control={control}
          kind={field.type === 'sim_nao' ? 'switch' : 'checkbox'}
          checked={value === true}
          onChange={onChange}
          disabled={disabled || readOnly}
        />
      )
    case 'email':
      return (
        <Input
          {...common}
          type="email"
          inputMode="email"
          value={text}
          onChange={(e) => onChange(e.target.value)}
        />
      )
    case 'cpf':
      return masked(maskCpf, 'numeric')
    case 'telefone':
      return masked(maskMobilePhone, 'tel')
    case 'cep':
      return masked(maskCep, 'numeric')
    case 'url':
      return (
        <Input
          {...common}
          type="url"
          inputMode="url"
          value={text}
          onChange={(e) => onChange(e.target.value)}
        />
      )
    case 'senha':
      return <PasswordInput common={common} value={text} onChange={onChange} />
    case 'foto':
      return <PhotoControl control={control} value={value} onChange={onChange} disabled={disabled} />
    case 'arquivo':
      return (
        <FileControl control={control} value={value} onChange={onChange} disabled={disabled || readOnly} />
      )
    case 'texto':
      return <Input {...common} value={text} onChange={(event) => onChange(event.target.value)} />
    default:
      // "other" and any type this renderer does not know: a multi-line text (spec).
      return <Textarea {...common} value={text} onChange={(event) => onChange(event.target.value)} />
  }
}

function PasswordInput({
  common,
  value,
  onChange,
}: {
  common: FormFieldControlProps & { disabled?: boolean; readOnly?: boolean; autoComplete?: string }
  value: string
  onChange: (value: string) => void
}) {
  const [visible, setVisible] = useState(false)
  return (
    <div className="relative">
      <Input
        {...common}
        type={visible ? 'text' : 'password'}
        autoComplete="new-password"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="pr-11"
      />
      <button
        type="button"
        onClick={() => setVisible((current) => !current)}
        aria-label={visible ? 'Ocultar senha' : 'Mostrar senha'}
        aria-pressed={visible}
        className="absolute top-1/2 right-1 inline-flex size-8 -translate-y-1/2 cursor-pointer items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground"
      >
        {visible ? (
          <EyeOffIcon className="size-4" aria-hidden="true" />
        ) : (
          <EyeIcon className="size-4" aria-hidden="true" />
        )}
      </button>
    </div>
  )
}
