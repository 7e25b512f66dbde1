import { z } from 'zod'
import { CORE_FIELD_KEYS, DEFAULT_FORM_FIELDS } from './default-form.ts'
import {
  FIELD_TYPES,
  type FieldType,
  isSubFieldType,
  MAX_GROUP_ENTRIES,
  MAX_SUB_FIELDS,
  type SubField,
  type SubFieldType,
} from './form-fields.ts'
import { formFieldSchema } from './public-form-api.ts'

/**
 * The form builder's model (/formularios, PUT /api/forms): the whole form at once, with the version
 * it was based on. The same checks run in the editor before saving and on the server.
 */
export const FORM_EDITOR_MESSAGES = {
  conflict: 'Este formulário foi alterado por outra pessoa. Recarregue a página para ver a versão atual.',
  saved: 'Formulário salvo',
  savedDescription: 'As alterações já valem no formulário público.',
  saveFailed: 'Não foi possível salvar o formulário.',
  emptyLabel: 'Todos os campos precisam de um rótulo.',
  emptyStepTitle: 'Todas as etapas precisam de um título.',
  emptyStep: (step: number) => `A etapa ${step} não tem campos. Adicione um campo ou remova a etapa.`,
  dropdownWithoutOptions: (label: string) => `O campo "${label}" precisa de pelo menos uma opção.`,
  duplicateKey: (key: string) => `Há mais de um campo com a chave "${key}".`,
  fixedField: (label: string) => `O campo "${label}" da etapa 1 é obrigatório e não pode ser removido.`,
  reservedType: 'O tipo senha é reservado ao campo Senha da etapa 1.',
  oneFileField: 'O formulário pode ter apenas um campo do tipo Arquivo (o currículo do candidato).',
  badCondition: (label: string) => `A condição do campo "${label}" aponta para um campo inexistente.`,
  noSteps: 'O formulário precisa de pelo menos uma etapa.',
  groupWithoutSubFields: (group: string) => `O grupo "${group}" precisa de pelo menos um subcampo.`,
  tooManySubFields: (group: string) => `O grupo "${group}" pode ter no máximo ${MAX_SUB_FIELDS} subcampos.`,
  duplicateSubFieldKey: (group: string, key: string) =>
    `O grupo "${group}" tem mais de um subcampo com a chave "${key}".`,
  emptySubFieldLabel: (group: string) => `Todos os subcampos do grupo "${group}" precisam de um rótulo.`,
  unknownSubFieldType: (group: string, subField: string) =>
    `O subcampo "${subField}" do grupo "${group}" tem um tipo que não é permitido em grupos.`,
  subFieldWithoutOptions: (group: string, subField: string) =>
    `O subcampo "${subField}" do grupo "${group}" precisa de pelo menos uma opção.`,
  badMaxEntries: (group: string) =>
    `O número máximo de itens do grupo "${group}" deve ser um número inteiro de 1 a ${MAX_GROUP_ENTRIES}.`,
  badDateOrder: (group: string) =>
    `A ordem das datas do grupo "${group}" precisa apontar para dois subcampos do tipo Data.`,
} as const

/** Step 1's fixed fields: always there, always mandatory, type unchanged. */
export const FIXED_FIELD_KEYS: readonly string[] = Object.values(CORE_FIELD_KEYS)

export function isFixedField(key: string): boolean {
  return FIXED_FIELD_KEYS.includes(key)
}

/** Sub-field types whose control shows a placeholder (an example of the answer). */
export const PLACEHOLDER_SUB_FIELD_TYPES: readonly SubFieldType[] = [
  'texto',
  'numerico',
  'other',
  'email',
  'telefone',
  'url',
]

/** Types the "add a field" menu offers (senha is reserved to the fixed password; grupo comes with the default form). */
export const ADDABLE_FIELD_TYPES = FIELD_TYPES.filter(
  (type) => type !== 'senha' && type !== 'grupo',
) as readonly FieldType[]

export const FIELD_TYPE_LABELS: Record<FieldType, string> = {
  texto: 'Texto',
  numerico: 'Número',
  data: 'Data',
  dropdown: 'Lista de opções',
  sim_nao: 'Sim/Não',
  checkbox: 'Caixa de seleção',
  other: 'Texto longo',
  email: 'E-mail',
  cpf: 'CPF',
  telefone: 'Telefone',
  cep: 'CEP',
  url: 'Link (URL)',
  senha: 'Senha',
  foto: 'Foto',
  grupo: 'Entradas repetíveis',
  arquivo: 'Arquivo',
}

const FIELD_KEY_PATTERN = /^[a-z0-9_]+$/

/**
 * A group's sub-field as the builder sends it. The type is any short text here, so an unknown type
 * gets a clear pt-BR 422 from formDraftProblems instead of the generic 400; the sub-field count is
 * checked there too (MAX_SUB_FIELDS), the array bound below only caps the body.
 */
export const editorSubFieldSchema = z.object({
  key: z.string().min(1).max(80).regex(FIELD_KEY_PATTERN),
  label: z.string().max(300),
  type: z.string().max(40),
  isMandatory: z.boolean(),
  options: z.array(z.string().max(300)).max(500).optional(),
  placeholder: z.string().max(300).optional(),
})
export type EditorSubField = z.infer<typeof editorSubFieldSchema>

export const editorFieldSchema = formFieldSchema
  .omit({ id: true, stepNumber: true, orderIndex: true })
  .extend({
    key: z.string().min(1).max(80).regex(FIELD_KEY_PATTERN),
    label: z.string().max(300),
    helpText: z.string().max(1000).nullable(),
    options: z.array(z.string().max(300)).max(500).nullable(),
    subFields: z.array(editorSubFieldSchema).max(200).nullable(),
  })
export type EditorField = z.infer<typeof editorFieldSchema>

/**
 * A group's sub-fields as they are stored: labels, options and placeholders trimmed, options only on
 * dropdowns, placeholders only where the control shows one, sub-fields of unknown types left out
 * (formDraftProblems refuses them before a save).
 */
export function cleanSubFields(subFields: readonly EditorSubField[]): SubField[] {
  return subFields.flatMap((subField): SubField[] => {
    const { type } = subField
    if (!isSubFieldType(type)) return []
    const options = (subField.options ?? []).map((option) => option.trim()).filter(Boolean)
    const placeholder = subField.placeholder?.trim()
    return [
      {
        key: subField.key,
        label: subField.label.trim(),
        type,
        isMandatory: subField.isMandatory,
        ...(type === 'dropdown' ? { options: [...new Set(options)] } : {}),
        ...(placeholder && PLACEHOLDER_SUB_FIELD_TYPES.includes(type) ? { placeholder } : {}),
      },
    ]
  })
}

/** What is wrong with one repeatable group (`label` names it in the messages). */
function groupProblems(field: EditorField, label: string): string[] {
  const problems: string[] = []
  const subFields = field.subFields ?? []
  if (subFields.length === 0) problems.push(FORM_EDITOR_MESSAGES.groupWithoutSubFields(label))
  if (subFields.length > MAX_SUB_FIELDS) problems.push(FORM_EDITOR_MESSAGES.tooManySubFields(label))
  const keys = new Set<string>()
  for (const subField of subFields) {
    const subLabel = subField.label.trim() || subField.key
    if (subField.label.trim() === '') problems.push(FORM_EDITOR_MESSAGES.emptySubFieldLabel(label))
    if (keys.has(subField.key)) problems.push(FORM_EDITOR_MESSAGES.duplicateSubFieldKey(label, subField.key))
    keys.add(subField.key)
    if (!isSubFieldType(subField.type)) {
      problems.push(FORM_EDITOR_MESSAGES.unknownSubFieldType(label, subLabel))
    } else if (
      subField.type === 'dropdown' &&
      (subField.options ?? []).filter((option) => option.trim() !== '').length === 0
    ) {
      problems.push(FORM_EDITOR_MESSAGES.subFieldWithoutOptions(label, subLabel))
    }
  }
  const { maxEntries, dateOrder } = field.settings
  if (
    maxEntries !== undefined &&
    !(Number.isInteger(maxEntries) && maxEntries >= 1 && maxEntries <= MAX_GROUP_ENTRIES)
  ) {
    problems.push(FORM_EDITOR_MESSAGES.badMaxEntries(label))
  }
  if (dateOrder && subFields.length > 0) {
    const isDate = (key: string) => subFields.some((sub) => sub.key === key && sub.type === 'data')
    if (!isDate(dateOrder.start) || !isDate(dateOrder.end) || dateOrder.start === dateOrder.end) {
      problems.push(FORM_EDITOR_MESSAGES.badDateOrder(label))
    }
  }
  return problems
}

export const editorStepSchema = z.object({
  title: z.string().max(200),
  fields: z.array(editorFieldSchema).max(200),
})
export type EditorStep = z.infer<typeof editorStepSchema>

export const formDraftSchema = z.object({
  title: z.string().trim().min(1).max(200),
  steps: z.array(editorStepSchema).max(30),
})
export type FormDraft = z.infer<typeof formDraftSchema>

/** PUT /api/forms body: the whole form and the version it was loaded at. */
export const formSaveSchema = formDraftSchema.extend({ version: z.number().int().min(1) })
export type FormSave = z.infer<typeof formSaveSchema>

/** GET/PUT /api/forms answer: the editable form, steps numbered 1..N in order, field ids kept. */
export const editableFormSchema = z.object({
  version: z.number(),
  title: z.string(),
  steps: z.array(z.object({ number: z.number(), title: z.string(), fields: z.array(formFieldSchema) })),
})
export type EditableForm = z.infer<typeof editableFormSchema>

/**
 * Rules a form must keep, in pt-BR, first problem first (empty list = fine): no empty labels or step
 * titles, no empty steps, dropdowns with options, unique keys, step 1's fixed fields present, mandatory
 * and of their type, conditions pointing to an existing field; repeatable groups with 1..MAX_SUB_FIELDS
 * labelled sub-fields of allowed types and unique keys, a maximum number of entries of
 * 1..MAX_GROUP_ENTRIES and a date order between two of their date sub-fields.
 */
export function formDraftProblems(draft: FormDraft): string[] {
  const problems: string[] = []
  if (draft.steps.length === 0) problems.push(FORM_EDITOR_MESSAGES.noSteps)
  const keys = new Set<string>()
  const all = draft.steps.flatMap((step) => step.fields)
  for (const [index, step] of draft.steps.entries()) {
    if (step.title.trim() === '') problems.push(FORM_EDITOR_MESSAGES.emptyStepTitle)
    if (step.fields.length === 0) problems.push(FORM_EDITOR_MESSAGES.emptyStep(index + 1))
  }
  for (const field of all) {
    if (field.label.trim() === '') problems.push(FORM_EDITOR_MESSAGES.emptyLabel)
    if (field.type === 'dropdown' && (field.options ?? []).filter((o) => o.trim() !== '').length === 0) {
      problems.push(FORM_EDITOR_MESSAGES.dropdownWithoutOptions(field.label.trim() || field.key))
    }
    if (keys.has(field.key)) problems.push(FORM_EDITOR_MESSAGES.duplicateKey(field.key))
    keys.add(field.key)
    if (field.type === 'senha' && field.key !== CORE_FIELD_KEYS.password) {
      problems.push(FORM_EDITOR_MESSAGES.reservedType)
    }
    if (field.type === 'grupo') problems.push(...groupProblems(field, field.label.trim() || field.key))
  }
  // The one file field is the application's CV (stored, read and searched as such).
  if (all.filter((field) => field.type === 'arquivo').length > 1)
    problems.push(FORM_EDITOR_MESSAGES.oneFileField)
  for (const field of all) {
    if (field.condition && !keys.has(field.condition.fieldKey)) {
      problems.push(FORM_EDITOR_MESSAGES.badCondition(field.label.trim() || field.key))
    }
  }
  const firstStep = draft.steps[0]?.fields ?? []
  for (const fixed of DEFAULT_FORM_FIELDS.filter((field) => isFixedField(field.key))) {
    const kept = firstStep.find((field) => field.key === fixed.key)
    if (!kept?.isMandatory || kept.type !== fixed.type || kept.condition) {
      problems.push(FORM_EDITOR_MESSAGES.fixedField(fixed.label))
    }
  }
  return [...new Set(problems)]
}
