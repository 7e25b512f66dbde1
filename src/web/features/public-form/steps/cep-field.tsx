import type { FieldValue, FormField, FormValues } from '@/shared/forms/form-fields.ts'
import { domIdFor } from '@/web/components/form-fields/field-ids.ts'
import { FieldRenderer } from '@/web/components/form-fields/field-renderer.tsx'
import { Spinner } from '@/web/components/ui/spinner.tsx'
import { useCepLookup } from '../cep-status.ts'
import type { FormErrors } from '../hooks/use-form-answers.ts'

/** The CEP field: once valid, looks the address up and fills the fields its settings name. */
export function CepField({
  field,
  fields,
  values,
  errors,
  setValue,
  disabled,
  autoComplete,
}: {
  field: FormField
  fields: readonly FormField[]
  values: FormValues
  errors: FormErrors
  setValue: (fieldId: string, value: FieldValue | undefined) => void
  disabled: boolean
  autoComplete?: string
}) {
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
        autoComplete={autoComplete}
      />
    </div>
  )
}
