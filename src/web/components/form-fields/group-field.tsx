import { PlusIcon, TrashIcon } from 'lucide-react'
import {
  DEFAULT_GROUP_MAX_ENTRIES,
  type FieldValue,
  type FormField,
  type GroupEntry,
} from '@/shared/forms/form-fields.ts'
import { Button } from '@/web/components/ui/button.tsx'
import { domIdFor } from './field-ids.ts'
import { FieldRenderer, subFieldAsRenderable } from './field-renderer.tsx'

export type GroupFieldProps = {
  field: FormField
  value: FieldValue | undefined
  onChange: (value: GroupEntry[]) => void
  /** Errors by path ("<fieldId>.<index>.<subKey>"). */
  errors: Record<string, string>
  disabled?: boolean
  /** "Avançar sem adicionar": shown while there is no entry (absent on the last step). */
  onSkip?: () => void
}

/** Repeatable entries ("Formação #1", "Formação #2"...) with remove and add buttons. */
export function GroupField({ field, value, onChange, errors, disabled, onSkip }: GroupFieldProps) {
  const entries: GroupEntry[] = Array.isArray(value) ? value : []
  const entryLabel = field.settings.entryLabel ?? field.label
  const maxEntries = field.settings.maxEntries ?? DEFAULT_GROUP_MAX_ENTRIES
  const subFields = field.subFields ?? []

  const update = (index: number, key: string, next: FieldValue | undefined) =>
    onChange(
      entries.map((entry, position) =>
        position === index ? { ...entry, [key]: next as GroupEntry[string] } : entry,
      ),
    )

  return (
    <fieldset
      className="flex flex-col gap-4"
      aria-describedby={field.helpText ? `${field.id}-help` : undefined}
    >
      <legend className="sr-only">{field.label}</legend>
      {field.helpText ? (
        <p id={`${field.id}-help`} className="text-sm text-muted-foreground">
          {field.helpText}
        </p>
      ) : null}
      {errors[field.id] ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errors[field.id]}
        </p>
      ) : null}
      {entries.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-4 text-center text-sm text-muted-foreground">
          {onSkip
            ? 'Nenhum item adicionado. Adicione quantos quiser ou avance sem adicionar.'
            : 'Nenhum item adicionado. Adicione quantos quiser ou envie sem adicionar.'}
        </p>
      ) : null}
      {entries.map((entry, index) => {
        const title = `${entryLabel} #${index + 1}`
        return (
          <section
            // Entries have no id of their own; the position is their identity while editing.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            aria-label={title}
            className="flex flex-col gap-4 rounded-lg border border-border bg-white p-4"
          >
            <div className="flex items-center justify-between gap-2">
              <h3 className="text-base font-semibold">{title}</h3>
              <Button
                variant="ghost"
                size="sm"
                disabled={disabled}
                onClick={() => onChange(entries.filter((_, position) => position !== index))}
                aria-label={`Remover ${title}`}
              >
                <TrashIcon aria-hidden="true" />
                Remover
              </Button>
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              {subFields.map((subField) => {
                const path = `${field.id}.${index}.${subField.key}`
                return (
                  <div key={subField.key} className={subField.type === 'other' ? 'sm:col-span-2' : undefined}>
                    <FieldRenderer
                      field={subFieldAsRenderable(subField)}
                      id={domIdFor(path)}
                      value={entry[subField.key]}
                      onChange={(next) => update(index, subField.key, next)}
                      error={errors[path]}
                      disabled={disabled}
                    />
                  </div>
                )
              })}
            </div>
          </section>
        )
      })}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          disabled={disabled || entries.length >= maxEntries}
          onClick={() => onChange([...entries, {}])}
        >
          <PlusIcon aria-hidden="true" />
          {field.settings.addLabel ?? 'Adicionar'}
        </Button>
        {onSkip && entries.length === 0 ? (
          <Button variant="ghost" disabled={disabled} onClick={onSkip}>
            Avançar sem adicionar
          </Button>
        ) : null}
      </div>
    </fieldset>
  )
}
