import {
  cleanSubFields,
  type EditableForm,
  type EditorField,
  type FormDraft,
} from '@/shared/forms/form-editor.ts'
import type { FormField, FormStep } from '@/shared/forms/form-fields.ts'
import { slugify } from '@/shared/slug.ts'

/** The editor's working copy of the form (what PUT /api/forms takes, minus the version). */
export function draftFromForm(form: EditableForm): FormDraft {
  return {
    title: form.title,
    steps: form.steps.map((step) => ({
      title: step.title,
      fields: step.fields.map(({ id: _id, stepNumber: _step, orderIndex: _order, ...field }) => field),
    })),
  }
}

/** A key for a new field from its label, unique among `taken` ("Turno" -> "turno", then "turno_2"). */
export function newFieldKey(label: string, taken: ReadonlySet<string>): string {
  const base = slugify(label, 40).replaceAll('-', '_') || 'campo'
  let key = base
  for (let attempt = 2; taken.has(key); attempt++) key = `${base}_${attempt}`
  return key
}

export function allKeys(draft: FormDraft): Set<string> {
  return new Set(draft.steps.flatMap((step) => step.fields.map((field) => field.key)))
}

/** Moves the item at `from` to `to` (both in range), answering a new array. */
export function move<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items]
  const [item] = next.splice(from, 1)
  if (item !== undefined) next.splice(to, 0, item)
  return next
}

/** The draft's steps as the public form's renderer takes them (preview). */
export function previewSteps(draft: FormDraft): FormStep[] {
  return draft.steps.map((step, stepIndex) => ({
    number: stepIndex + 1,
    title: step.title,
    fields: step.fields.map(
      (field, orderIndex): FormField => ({
        ...field,
        subFields: field.subFields ? cleanSubFields(field.subFields) : null,
        id: `preview-${field.key}`,
        stepNumber: stepIndex + 1,
        orderIndex,
      }),
    ),
  }))
}

export function emptyField(key: string): EditorField {
  return {
    key,
    label: '',
    type: 'texto',
    isMandatory: false,
    options: null,
    helpText: null,
    condition: null,
    subFields: null,
    settings: {},
    isSensitive: false,
  }
}
