import { ArrowDownIcon, ArrowUpIcon, PencilIcon, PlusIcon, TrashIcon } from 'lucide-react'
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import {
  type EditorSubField,
  FIELD_TYPE_LABELS,
  PLACEHOLDER_SUB_FIELD_TYPES,
} from '@/shared/forms/form-editor.ts'
import {
  isSubFieldType,
  MAX_SUB_FIELDS,
  SUB_FIELD_TYPES,
  type SubFieldType,
} from '@/shared/forms/form-fields.ts'
import { Button } from '@/web/components/ui/button.tsx'
import { Checkbox } from '@/web/components/ui/checkbox.tsx'
import { FormField } from '@/web/components/ui/form-field.tsx'
import { fieldClassName, Input } from '@/web/components/ui/input.tsx'
import { Textarea } from '@/web/components/ui/textarea.tsx'
import { cn } from '@/web/lib/cn.ts'
import { move, newFieldKey } from './draft.ts'

/** Which sub-field is open in the inline editor: a position, or `null` for a new one. */
export type SubFieldEditing = { index: number | null }

type SubFieldsEditorProps = {
  /** The group's label, for the list's accessible name. */
  groupLabel: string
  subFields: readonly EditorSubField[]
  onChange: (subFields: EditorSubField[]) => void
  editing: SubFieldEditing | null
  onEditingChange: (editing: SubFieldEditing | null) => void
  /** A problem of the whole list (none yet, one still open), shown under its heading. */
  error?: string
}

function typeLabel(type: string): string {
  return isSubFieldType(type) ? FIELD_TYPE_LABELS[type] : type
}

/**
 * A repeatable group's sub-fields in the field dialog: the list with move up/down, edit and remove
 * buttons (the keyboard and touch way to reorder, as for the form's fields) and one inline editor for
 * the sub-field being added or edited. Keys of new sub-fields follow their label, unique in the group.
 */
export function SubFieldsEditor({
  groupLabel,
  subFields,
  onChange,
  editing,
  onEditingChange,
  error,
}: SubFieldsEditorProps) {
  const headingId = useId()
  const errorId = useId()
  const listRef = useRef<HTMLDivElement>(null)
  // Where focus goes once the inline editor closes or a row disappears: a row's edit button or "add".
  const [focusTarget, setFocusTarget] = useState<string | null>(null)
  const full = subFields.length >= MAX_SUB_FIELDS

  useEffect(() => {
    if (focusTarget === null) return
    const target = listRef.current?.querySelector<HTMLElement>(`[data-focus-target="${focusTarget}"]`)
    target?.focus()
    setFocusTarget(null)
  }, [focusTarget])

  function save(subField: EditorSubField) {
    if (!editing) return
    const { index } = editing
    if (index === null) {
      const key = newFieldKey(subField.label, new Set(subFields.map((candidate) => candidate.key)))
      onChange([...subFields, { ...subField, key }])
      setFocusTarget(`edit:${key}`)
    } else {
      onChange(subFields.map((candidate, position) => (position === index ? subField : candidate)))
      setFocusTarget(`edit:${subField.key}`)
    }
    onEditingChange(null)
  }

  function cancel() {
    const index = editing?.index ?? null
    const key = index === null ? undefined : subFields[index]?.key
    onEditingChange(null)
    setFocusTarget(key ? `edit:${key}` : 'add')
  }

  function remove(index: number) {
    onChange(subFields.filter((_, position) => position !== index))
    setFocusTarget('add')
  }

  const editor = (index: number | null) => (
    <SubFieldForm
      subField={index === null ? null : (subFields[index] ?? null)}
      onSave={save}
      onCancel={cancel}
    />
  )

  return (
    <div ref={listRef} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold">
          Subcampos
        </h3>
        <p className="text-xs text-muted-foreground">
          {subFields.length} de {MAX_SUB_FIELDS} subcampos
        </p>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      {subFields.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nenhum subcampo. Adicione pelo menos um.</p>
      ) : (
        <ol
          aria-label={`Subcampos de ${groupLabel || 'grupo'}`}
          aria-describedby={error ? errorId : undefined}
          className="flex flex-col gap-2"
        >
          {subFields.map((subField, index) => {
            const name = subField.label || subField.key
            const open = editing?.index === index
            return (
              <li key={subField.key} className="flex flex-col gap-3 rounded-md border border-border p-3">
                <div className="flex flex-wrap items-center gap-2">
                  <div className="min-w-32 flex-1">
                    <p className="text-sm font-medium break-words">
                      {name}
                      {subField.isMandatory && (
                        <>
                          <span className="text-destructive" aria-hidden="true">
                            {' '}
                            *
                          </span>
                          <span className="sr-only"> (obrigatório)</span>
                        </>
                      )}
                    </p>
                    <p className="text-xs text-muted-foreground">{typeLabel(subField.type)}</p>
                  </div>
                  <div className="flex gap-1">
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      aria-label={`Mover subcampo ${name} para cima`}
                      disabled={index === 0 || editing !== null}
                      onClick={() => onChange(move(subFields, index, index - 1))}
                    >
                      <ArrowUpIcon aria-hidden="true" />
                    </Button>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      aria-label={`Mover subcampo ${name} para baixo`}
                      disabled={index === subFields.length - 1 || editing !== null}
                      onClick={() => onChange(move(subFields, index, index + 1))}
                    >
                      <ArrowDownIcon aria-hidden="true" />
                    </Button>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      aria-label={`Editar subcampo ${name}`}
                      aria-expanded={open}
                      data-focus-target={`edit:${subField.key}`}
                      disabled={editing !== null && !open}
                      onClick={() => onEditingChange(open ? null : { index })}
                    >
                      <PencilIcon aria-hidden="true" />
                    </Button>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      aria-label={`Remover subcampo ${name}`}
                      disabled={editing !== null}
                      onClick={() => remove(index)}
                    >
                      <TrashIcon aria-hidden="true" />
                    </Button>
                  </div>
                </div>
                {open ? editor(index) : null}
              </li>
            )
          })}
        </ol>
      )}
      {editing?.index === null ? editor(null) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="button"
          variant="outline"
          data-focus-target="add"
          disabled={full || editing !== null}
          onClick={() => onEditingChange({ index: null })}
        >
          <PlusIcon aria-hidden="true" />
          Adicionar subcampo
        </Button>
        {full ? (
          <p className="text-xs text-muted-foreground">
            Limite de {MAX_SUB_FIELDS} subcampos por grupo atingido.
          </p>
        ) : null}
      </div>
    </div>
  )
}

type SubFieldFormProps = {
  /** The sub-field being edited; `null` adds a new one. */
  subField: EditorSubField | null
  onSave: (subField: EditorSubField) => void
  onCancel: () => void
}

/**
 * The inline editor of one sub-field: label, type, options (dropdown), placeholder (where the
 * control shows one) and mandatory. It lives inside the field dialog's form, so Enter in one of its
 * inputs saves the sub-field instead of submitting the whole dialog.
 */
function SubFieldForm({ subField, onSave, onCancel }: SubFieldFormProps) {
  const [label, setLabel] = useState(subField?.label ?? '')
  const [type, setType] = useState<SubFieldType>(
    subField && isSubFieldType(subField.type) ? subField.type : 'texto',
  )
  const [options, setOptions] = useState((subField?.options ?? []).join('\n'))
  const [placeholder, setPlaceholder] = useState(subField?.placeholder ?? '')
  const [mandatory, setMandatory] = useState(subField?.isMandatory ?? false)
  const [labelError, setLabelError] = useState<string | null>(null)
  const [optionsError, setOptionsError] = useState<string | null>(null)
  const typeId = useId()
  const labelRef = useRef<HTMLInputElement>(null)
  const optionsRef = useRef<HTMLTextAreaElement>(null)

  useEffect(() => {
    labelRef.current?.focus()
  }, [])

  function save() {
    const optionList = [
      ...new Set(
        options
          .split('\n')
          .map((option) => option.trim())
          .filter(Boolean),
      ),
    ]
    const labelProblem = label.trim() === '' ? 'Informe o rótulo do subcampo.' : null
    const optionsProblem =
      type === 'dropdown' && optionList.length === 0 ? 'Informe pelo menos uma opção, uma por linha.' : null
    setLabelError(labelProblem)
    setOptionsError(optionsProblem)
    if (labelProblem) {
      labelRef.current?.focus()
      return
    }
    if (optionsProblem) {
      optionsRef.current?.focus()
      return
    }
    const shownPlaceholder = PLACEHOLDER_SUB_FIELD_TYPES.includes(type) ? placeholder.trim() : ''
    onSave({
      key: subField?.key ?? '',
      label: label.trim(),
      type,
      isMandatory: mandatory,
      ...(type === 'dropdown' ? { options: optionList } : {}),
      ...(shownPlaceholder ? { placeholder: shownPlaceholder } : {}),
    })
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
      event.preventDefault()
      save()
    }
  }

  return (
    <fieldset
      onKeyDown={onKeyDown}
      className="flex min-w-0 flex-col gap-3 rounded-md border border-dashed border-brand-300 bg-muted/40 p-3"
    >
      <legend className="px-1 text-sm font-semibold">
        {subField ? `Editar subcampo ${subField.label}` : 'Novo subcampo'}
      </legend>
      <FormField label="Rótulo do subcampo" required error={labelError ?? undefined}>
        <Input
          ref={labelRef}
          value={label}
          onChange={(event) => setLabel(event.target.value)}
          autoComplete="off"
        />
      </FormField>
      <div className="flex flex-col gap-2">
        <label htmlFor={typeId} className="text-sm font-medium">
          Tipo do subcampo
        </label>
        <select
          id={typeId}
          className={cn(fieldClassName, 'h-10')}
          value={type}
          onChange={(event) => {
            if (isSubFieldType(event.target.value)) setType(event.target.value)
          }}
        >
          {SUB_FIELD_TYPES.map((choice) => (
            <option key={choice} value={choice}>
              {FIELD_TYPE_LABELS[choice]}
            </option>
          ))}
        </select>
      </div>
      {type === 'dropdown' && (
        <FormField
          label="Opções do subcampo"
          required
          description="Uma opção por linha."
          error={optionsError ?? undefined}
        >
          <Textarea
            ref={optionsRef}
            value={options}
            onChange={(event) => setOptions(event.target.value)}
            rows={4}
          />
        </FormField>
      )}
      {PLACEHOLDER_SUB_FIELD_TYPES.includes(type) && (
        <FormField label="Texto de exemplo" description="Aparece dentro do campo enquanto está vazio.">
          <Input
            value={placeholder}
            onChange={(event) => setPlaceholder(event.target.value)}
            autoComplete="off"
          />
        </FormField>
      )}
      <FormField label="Subcampo obrigatório" orientation="inline">
        <Checkbox checked={mandatory} onCheckedChange={(checked) => setMandatory(checked === true)} />
      </FormField>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancelar
        </Button>
        <Button type="button" onClick={save}>
          Salvar subcampo
        </Button>
      </div>
    </fieldset>
  )
}
