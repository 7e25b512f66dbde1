import { type FormEvent, useEffect, useId, useState } from 'react'
import {
  ADDABLE_FIELD_TYPES,
  type EditorField,
  type EditorSubField,
  FIELD_TYPE_LABELS,
  isFixedField,
} from '@/shared/forms/form-editor.ts'
import {
  DEFAULT_GROUP_MAX_ENTRIES,
  type FieldSettings,
  type FieldType,
  isFieldType,
  MAX_GROUP_ENTRIES,
} from '@/shared/forms/form-fields.ts'
import { Button } from '@/web/components/ui/button.tsx'
import { Checkbox } from '@/web/components/ui/checkbox.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog.tsx'
import { FormField } from '@/web/components/ui/form-field.tsx'
import { fieldClassName, Input } from '@/web/components/ui/input.tsx'
import { Textarea } from '@/web/components/ui/textarea.tsx'
import { cn } from '@/web/lib/cn.ts'
import { type SubFieldEditing, SubFieldsEditor } from './sub-fields-editor.tsx'

/** A field another one may depend on: a yes/no question and the answer that shows the dependent field. */
export type ConditionSource = { key: string; label: string; equals: string | boolean }

type FieldDialogProps = {
  /** The field being edited; a new field has an empty label. */
  field: EditorField | null
  isNew: boolean
  sources: readonly ConditionSource[]
  onSave: (field: EditorField) => void
  onClose: () => void
}

function sourceValue(source: ConditionSource): string {
  return `${source.key}::${String(source.equals)}`
}

/** Text, number or nothing: a group's "maximum number of entries" as typed, when it is valid. */
function parseMaxEntries(text: string): number | null {
  const value = Number(text.trim())
  return text.trim() !== '' && Number.isInteger(value) && value >= 1 && value <= MAX_GROUP_ENTRIES
    ? value
    : null
}

/** A group's settings after editing: the date order is dropped when its sub-fields are gone or not dates. */
function groupSettings(
  settings: FieldSettings,
  subFields: readonly EditorSubField[],
  edited: { maxEntries: number; entryLabel: string; addLabel: string },
): FieldSettings {
  const isDate = (key: string) => subFields.some((sub) => sub.key === key && sub.type === 'data')
  const { dateOrder, entryLabel: _entry, addLabel: _add, ...rest } = settings
  return {
    ...rest,
    maxEntries: edited.maxEntries,
    ...(edited.entryLabel ? { entryLabel: edited.entryLabel } : {}),
    ...(edited.addLabel ? { addLabel: edited.addLabel } : {}),
    ...(dateOrder && isDate(dateOrder.start) && isDate(dateOrder.end) ? { dateOrder } : {}),
  }
}

/**
 * Add or edit one field: label, type, help text, mandatory, options (dropdown) and a yes/no condition;
 * for a repeatable group also its sub-fields, the maximum number of entries and the entry titles.
 */
export function FieldDialog({ field, isNew, sources, onSave, onClose }: FieldDialogProps) {
  const [label, setLabel] = useState('')
  const [type, setType] = useState<FieldType>('texto')
  const [helpText, setHelpText] = useState('')
  const [mandatory, setMandatory] = useState(false)
  const [options, setOptions] = useState('')
  const [condition, setCondition] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [subFields, setSubFields] = useState<EditorSubField[]>([])
  const [subFieldEditing, setSubFieldEditing] = useState<SubFieldEditing | null>(null)
  const [subFieldsError, setSubFieldsError] = useState<string | null>(null)
  const [maxEntries, setMaxEntries] = useState('')
  const [maxEntriesError, setMaxEntriesError] = useState<string | null>(null)
  const [entryLabel, setEntryLabel] = useState('')
  const [addLabel, setAddLabel] = useState('')
  const typeId = useId()
  const conditionId = useId()
  const fixed = field !== null && isFixedField(field.key)
  const isGroup = type === 'grupo'

  useEffect(() => {
    if (!field) return
    setLabel(field.label)
    setType(field.type)
    setHelpText(field.helpText ?? '')
    setMandatory(field.isMandatory)
    setOptions((field.options ?? []).join('\n'))
    const current = sources.find(
      (source) => source.key === field.condition?.fieldKey && source.equals === field.condition?.equals,
    )
    setCondition(current ? sourceValue(current) : '')
    setError(null)
    setSubFields(field.subFields ?? [])
    setSubFieldEditing(null)
    setSubFieldsError(null)
    setMaxEntries(String(field.settings.maxEntries ?? DEFAULT_GROUP_MAX_ENTRIES))
    setMaxEntriesError(null)
    setEntryLabel(field.settings.entryLabel ?? '')
    setAddLabel(field.settings.addLabel ?? '')
  }, [field, sources])

  const typeChoices: readonly FieldType[] =
    field && !ADDABLE_FIELD_TYPES.includes(field.type)
      ? [...ADDABLE_FIELD_TYPES, field.type]
      : ADDABLE_FIELD_TYPES

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!field) return
    const optionList = options
      .split('\n')
      .map((option) => option.trim())
      .filter(Boolean)
    if (label.trim() === '') {
      setError('Informe o rótulo do campo.')
      return
    }
    if (type === 'dropdown' && optionList.length === 0) {
      setError('Informe pelo menos uma opção, uma por linha.')
      return
    }
    setError(null)
    const entries = parseMaxEntries(maxEntries)
    if (isGroup) {
      const groupProblem =
        subFieldEditing !== null
          ? 'Salve ou cancele o subcampo em edição antes de aplicar.'
          : subFields.length === 0
            ? 'Adicione pelo menos um subcampo.'
            : null
      const entriesProblem =
        entries === null ? `Informe um número inteiro de 1 a ${MAX_GROUP_ENTRIES}.` : null
      setSubFieldsError(groupProblem)
      setMaxEntriesError(entriesProblem)
      if (groupProblem || entriesProblem || entries === null) return
    }
    const source = sources.find((candidate) => sourceValue(candidate) === condition)
    onSave({
      ...field,
      label: label.trim(),
      type,
      helpText: helpText.trim() || null,
      isMandatory: fixed ? true : mandatory,
      options: type === 'dropdown' ? [...new Set(optionList)] : null,
      condition: source ? { fieldKey: source.key, equals: source.equals } : null,
      subFields: isGroup ? subFields : null,
      settings:
        isGroup && entries !== null
          ? groupSettings(field.settings, subFields, {
              maxEntries: entries,
              entryLabel: entryLabel.trim(),
              addLabel: addLabel.trim(),
            })
          : field.settings,
    })
  }

  return (
    <Dialog open={field !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        className={cn('max-h-[90vh] overflow-y-auto', isGroup ? 'sm:max-w-2xl' : 'sm:max-w-lg')}
        onEscapeKeyDown={(event) => {
          // Escape while a sub-field is open closes only that sub-field's editor.
          if (subFieldEditing === null) return
          event.preventDefault()
          setSubFieldEditing(null)
        }}
      >
        <DialogHeader>
          <DialogTitle>{isNew ? 'Adicionar campo' : 'Editar campo'}</DialogTitle>
          <DialogDescription>
            {fixed
              ? 'Campo fixo da etapa 1: sempre obrigatório, não pode ser removido.'
              : 'Defina como o campo aparece para o candidato.'}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <FormField label="Rótulo" required error={error ?? undefined}>
            <Input value={label} onChange={(event) => setLabel(event.target.value)} autoComplete="off" />
          </FormField>
          <div className="flex flex-col gap-2">
            <label htmlFor={typeId} className="text-sm font-medium">
              Tipo
            </label>
            <select
              id={typeId}
              className={cn(fieldClassName, 'h-10')}
              value={type}
              disabled={fixed || !isNew}
              onChange={(event) => {
                if (isFieldType(event.target.value)) setType(event.target.value)
              }}
            >
              {typeChoices.map((choice) => (
                <option key={choice} value={choice}>
                  {FIELD_TYPE_LABELS[choice]}
                </option>
              ))}
            </select>
          </div>
          {type === 'dropdown' && (
            <FormField label="Opções" required description="Uma opção por linha.">
              <Textarea value={options} onChange={(event) => setOptions(event.target.value)} rows={5} />
            </FormField>
          )}
          {isGroup && (
            <section
              aria-label="Entradas repetíveis"
              className="flex flex-col gap-4 rounded-md border border-border p-4"
            >
              <div className="grid gap-4 sm:grid-cols-2">
                <FormField
                  label="Número máximo de itens"
                  required
                  description={`De 1 a ${MAX_GROUP_ENTRIES} por candidato.`}
                  error={maxEntriesError ?? undefined}
                >
                  <Input
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={MAX_GROUP_ENTRIES}
                    step={1}
                    value={maxEntries}
                    onChange={(event) => setMaxEntries(event.target.value)}
                  />
                </FormField>
                <FormField
                  label="Título de cada item"
                  description={`Numerado no formulário: "${entryLabel.trim() || label.trim() || 'Item'} #1".`}
                >
                  <Input
                    value={entryLabel}
                    onChange={(event) => setEntryLabel(event.target.value)}
                    autoComplete="off"
                  />
                </FormField>
                <FormField label="Texto do botão de adicionar" className="sm:col-span-2">
                  <Input
                    value={addLabel}
                    onChange={(event) => setAddLabel(event.target.value)}
                    placeholder="Adicionar"
                    autoComplete="off"
                  />
                </FormField>
              </div>
              <SubFieldsEditor
                groupLabel={label.trim()}
                subFields={subFields}
                onChange={(next) => {
                  setSubFields(next)
                  setSubFieldsError(null)
                }}
                editing={subFieldEditing}
                onEditingChange={(next) => {
                  setSubFieldEditing(next)
                  setSubFieldsError(null)
                }}
                error={subFieldsError ?? undefined}
              />
            </section>
          )}
          <FormField label="Texto de ajuda">
            <Input
              value={helpText}
              onChange={(event) => setHelpText(event.target.value)}
              autoComplete="off"
            />
          </FormField>
          <FormField label="Obrigatório" orientation="inline">
            <Checkbox
              checked={fixed ? true : mandatory}
              disabled={fixed}
              onCheckedChange={(checked) => setMandatory(checked === true)}
            />
          </FormField>
          {!fixed && sources.length > 0 && (
            <div className="flex flex-col gap-2">
              <label htmlFor={conditionId} className="text-sm font-medium">
                Mostrar somente quando
              </label>
              <select
                id={conditionId}
                className={cn(fieldClassName, 'h-10')}
                value={condition}
                onChange={(event) => setCondition(event.target.value)}
              >
                <option value="">Sempre mostrar</option>
                {sources.map((source) => (
                  <option key={sourceValue(source)} value={sourceValue(source)}>
                    {`"${source.label}" for ${source.equals === true ? 'Sim' : String(source.equals)}`}
                  </option>
                ))}
              </select>
            </div>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit">{isNew ? 'Adicionar' : 'Aplicar'}</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
