import { type FormEvent, useEffect, useId, useState } from 'react'
import {
  ADDABLE_FIELD_TYPES,
  type EditorField,
  FIELD_TYPE_LABELS,
  isFixedField,
} from '@/shared/forms/form-editor.ts'
import { type FieldType, isFieldType } from '@/shared/forms/form-fields.ts'
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

/** Add or edit one field: label, type, help text, mandatory, options (dropdown) and a yes/no condition. */
export function FieldDialog({ field, isNew, sources, onSave, onClose }: FieldDialogProps) {
  const [label, setLabel] = useState('')
  const [type, setType] = useState<FieldType>('texto')
  const [helpText, setHelpText] = useState('')
  const [mandatory, setMandatory] = useState(false)
  const [options, setOptions] = useState('')
  const [condition, setCondition] = useState('')
  const [error, setError] = useState<string | null>(null)
  const typeId = useId()
  const conditionId = useId()
  const fixed = field !== null && isFixedField(field.key)

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
    const source = sources.find((candidate) => sourceValue(candidate) === condition)
    onSave({
      ...field,
      label: label.trim(),
      type,
      helpText: helpText.trim() || null,
      isMandatory: fixed ? true : mandatory,
      options: type === 'dropdown' ? [...new Set(optionList)] : null,
      condition: source ? { fieldKey: source.key, equals: source.equals } : null,
    })
  }

  return (
    <Dialog open={field !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-lg">
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
