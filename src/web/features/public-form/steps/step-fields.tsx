import { Fragment, type ReactNode } from 'react'
import {
  copiedValue,
  type FieldValue,
  type FormField,
  type FormValues,
  isFieldActive,
} from '@/shared/forms/form-fields.ts'
import { domIdFor } from '@/web/components/form-fields/field-ids.ts'
import { FieldRenderer } from '@/web/components/form-fields/field-renderer.tsx'
import { GroupField } from '@/web/components/form-fields/group-field.tsx'
import type { FormErrors } from '../hooks/use-form-answers.ts'
import { CepField } from './cep-field.tsx'

/** Browser autofill hints by the default form's field keys. */
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

export type StepFieldProps = {
  field: FormField
  /** Every field of the form: conditions, copies and the CEP auto-fill look at other steps. */
  fields: readonly FormField[]
  values: FormValues
  errors: FormErrors
  setValue: (fieldId: string, value: FieldValue | undefined) => void
  disabled: boolean
  /** "Avançar sem adicionar" of an empty group; absent on the last step. */
  onSkip?: () => void
}

/**
 * The active fields of one step, in order (a condition hides a field until it holds); fields not
 * asked (askedFields) are left out, and `insert` puts a block right before one field of the step
 * (the sensitive-data consent before the first sensitive question), shown or not.
 */
export function StepFields({
  stepFields,
  asked,
  insert,
  ...props
}: Omit<StepFieldProps, 'field'> & {
  stepFields: readonly FormField[]
  /** The fields the candidate is asked; the others are not shown. */
  asked: readonly FormField[]
  insert?: { beforeFieldId: string; element: ReactNode }
}) {
  if (stepFields.length === 0) {
    return (
      <p className="rounded-lg bg-muted p-6 text-center text-muted-foreground">
        Nenhum campo configurado para esta etapa.
      </p>
    )
  }
  return (
    <div className="flex flex-col gap-5">
      {stepFields.map((field) => (
        <Fragment key={field.id}>
          {insert?.beforeFieldId === field.id ? insert.element : null}
          {asked.includes(field) && isFieldActive(field, props.values, props.fields) ? (
            <StepField field={field} {...props} />
          ) : null}
        </Fragment>
      ))}
    </div>
  )
}

/**
 * One field of a step wired to the answers: groups and the CEP (with its address lookup) have their
 * own components; every other type is drawn by FieldRenderer, the one place that maps field types
 * to controls.
 */
export function StepField({ field, fields, values, errors, setValue, disabled, onSkip }: StepFieldProps) {
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
        autoComplete={AUTOCOMPLETE[field.key]}
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
