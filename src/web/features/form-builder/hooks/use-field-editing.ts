import { useMemo, useState } from 'react'
import type { EditorField, FormDraft } from '@/shared/forms/form-editor.ts'
import { allKeys, emptyField, newFieldKey } from '../draft.ts'
import type { ConditionSource } from '../field-dialog.tsx'

type Editing = { stepIndex: number; fieldIndex: number | null; field: EditorField }

/** The fields another field may depend on: yes/no answers, checkboxes and dropdowns with "Sim". */
function conditionSources(draft: FormDraft, exceptKey: string): ConditionSource[] {
  return draft.steps.flatMap((step) =>
    step.fields.flatMap((field): ConditionSource[] => {
      if (field.key === exceptKey) return []
      if (field.type === 'sim_nao' || field.type === 'checkbox')
        return [{ key: field.key, label: field.label, equals: true }]
      if (field.type === 'dropdown' && field.options?.includes('Sim')) {
        return [{ key: field.key, label: field.label, equals: 'Sim' }]
      }
      return []
    }),
  )
}

/** The field open in the field dialog ("Adicionar campo" or a field's "Editar") and saving it into its step. */
export function useFieldEditing(
  draft: FormDraft | null,
  updateStep: (index: number, change: (fields: EditorField[]) => EditorField[]) => void,
) {
  const [editing, setEditing] = useState<Editing | null>(null)
  const sources = useMemo(
    () => (draft && editing ? conditionSources(draft, editing.field.key) : []),
    [draft, editing],
  )

  function startAdding(stepIndex: number) {
    if (!draft) return
    setEditing({
      stepIndex,
      fieldIndex: null,
      field: emptyField(newFieldKey(`campo ${Date.now()}`, allKeys(draft))),
    })
  }

  function startEditing(stepIndex: number, fieldIndex: number, field: EditorField) {
    setEditing({ stepIndex, fieldIndex, field })
  }

  function saveField(field: EditorField) {
    if (!editing || !draft) return
    const { stepIndex, fieldIndex } = editing
    // A new field's key follows its label ("Turno" -> "turno"), unique in the form.
    const key = fieldIndex === null ? newFieldKey(field.label, allKeys(draft)) : field.key
    const saved = { ...field, key }
    updateStep(stepIndex, (fields) =>
      fieldIndex === null
        ? [...fields, saved]
        : fields.map((candidate, index) => (index === fieldIndex ? saved : candidate)),
    )
    setEditing(null)
  }

  return {
    editing,
    sources,
    startAdding,
    startEditing,
    saveField,
    close: () => setEditing(null),
  }
}
