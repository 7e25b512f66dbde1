/**
 * The public form's field model, shared by the server (storage, validation) and the browser
 * (rendering, validation). One FormField per row of form_configurations.
 *
 * Field types: the spec's seven (texto, numerico, data, dropdown, sim_nao, checkbox, other = a
 * multi-line text) plus the ones the default form needs (email, cpf, telefone, cep, url, senha,
 * foto, grupo = repeatable entries with their own sub-fields, arquivo = the candidate's CV file,
 * uploaded on its own request before the submission, which names it by its upload id).
 *
 * The spec counts an unchecked switch as a missing mandatory value, so a mandatory sim_nao can
 * only be answered "yes". The default form's required yes/no questions ("Possui necessidade
 * especial?", "Primeiro emprego?") therefore are dropdowns with Sim/Não: a candidate may answer
 * "Não" and go on.
 */
export const FIELD_TYPES = [
  'texto',
  'numerico',
  'data',
  'dropdown',
  'sim_nao',
  'checkbox',
  'other',
  'email',
  'cpf',
  'telefone',
  'cep',
  'url',
  'senha',
  'foto',
  'grupo',
  'arquivo',
] as const
export type FieldType = (typeof FIELD_TYPES)[number]

/** Types a repeatable group's sub-field may have. */
export const SUB_FIELD_TYPES = [
  'texto',
  'numerico',
  'data',
  'dropdown',
  'sim_nao',
  'checkbox',
  'other',
  'email',
  'telefone',
  'url',
] as const satisfies readonly FieldType[]
export type SubFieldType = (typeof SUB_FIELD_TYPES)[number]

export function isSubFieldType(value: unknown): value is SubFieldType {
  return typeof value === 'string' && (SUB_FIELD_TYPES as readonly string[]).includes(value)
}

/** Most sub-fields a repeatable group may have: every one shows in each entry the candidate adds. */
export const MAX_SUB_FIELDS = 20
/** The highest "maximum number of entries" a company may set on a group. */
export const MAX_GROUP_ENTRIES = 50
/** A group's maximum number of entries when its settings name none. */
export const DEFAULT_GROUP_MAX_ENTRIES = 20

export function isFieldType(value: unknown): value is FieldType {
  return typeof value === 'string' && (FIELD_TYPES as readonly string[]).includes(value)
}

/** Show (and require) a field only when another field of the form has a given value. */
export type FieldCondition = { fieldKey: string; equals: string | boolean }

export type SubField = {
  key: string
  label: string
  type: SubFieldType
  isMandatory: boolean
  options?: string[]
  placeholder?: string
}

/** Type-specific settings, kept in one jsonb column. */
export type FieldSettings = {
  /** A read-only field showing the value of another field (step 3's CPF, step 6's e-mail). */
  copyOf?: string
  /** cep: the keys of the fields a postal-code lookup fills in. */
  autofill?: { street: string; neighbourhood: string; city: string; state: string }
  /** url: hosts the link must belong to (subdomains included). */
  allowedHosts?: string[]
  /** grupo: the entry title ("Formação" -> "Formação #1") and the add button. */
  entryLabel?: string
  addLabel?: string
  maxEntries?: number
  placeholder?: string
  /** grupo: a sub-field dd/MM/yyyy that must not come before another one (end after start). */
  dateOrder?: { start: string; end: string }
  /** data: the date must be in the past (birth date, issue date). */
  pastOnly?: boolean
}

export type FormField = {
  id: string
  key: string
  stepNumber: number
  orderIndex: number
  label: string
  type: FieldType
  isMandatory: boolean
  options: string[] | null
  helpText: string | null
  condition: FieldCondition | null
  subFields: SubField[] | null
  settings: FieldSettings
  /** LGPD sensitive data (ethnicity, disability): kept only with the candidate's explicit consent. */
  isSensitive: boolean
}

export type FormStep = { number: number; title: string; fields: FormField[] }

/** An uploaded photo as the browser sends it: the bytes in base64 (no data: prefix). */
export type PhotoValue = { name: string; type: string; size: number; data: string }
/**
 * An uploaded CV as the submission names it: the short-lived id POST /api/public/forms/:slug/resume
 * answered (the bytes are already stored), with the name and size shown to the candidate.
 */
export type FileValue = { uploadId: string; name: string; size: number }
export type GroupEntryValue = string | number | boolean
export type GroupEntry = Record<string, GroupEntryValue | undefined>
export type FieldValue = string | number | boolean | PhotoValue | FileValue | GroupEntry[]
/** The candidate's answers, keyed by field id. */
export type FormValues = Record<string, FieldValue | undefined>

/** Orders fields into steps 1..N (the distinct step numbers), keeping titles for known steps. */
export function groupIntoSteps(
  fields: readonly FormField[],
  titles: ReadonlyMap<number, string>,
): FormStep[] {
  const numbers = [...new Set([...fields.map((field) => field.stepNumber), ...titles.keys()])].sort(
    (a, b) => a - b,
  )
  return numbers.map((number) => ({
    number,
    title: titles.get(number) ?? `Etapa ${number}`,
    fields: fields.filter((field) => field.stepNumber === number).sort((a, b) => a.orderIndex - b.orderIndex),
  }))
}

/**
 * The fields a candidate is asked, given the sensitive-data consent (LGPD art. 11): the consent is
 * asked on the step of the first sensitive question, before it; without it the sensitive questions
 * are hidden and not required, with it they behave as the company configured them. The browser
 * renders and checks these, and the server validates the same set.
 */
export function askedFields<T extends Pick<FormField, 'isSensitive'>>(
  fields: readonly T[],
  sensitiveDataAccepted: boolean,
): T[] {
  return sensitiveDataAccepted ? [...fields] : fields.filter((field) => !field.isSensitive)
}

/** Whether a conditional field applies, given all answers. */
export function isFieldActive(field: FormField, values: FormValues, fields: readonly FormField[]): boolean {
  if (!field.condition) return true
  const { fieldKey, equals } = field.condition
  const source = fields.find((candidate) => candidate.key === fieldKey)
  if (!source) return false
  return values[source.id] === equals
}

/** The value a copyOf field shows: the source field's answer. */
export function copiedValue(field: FormField, values: FormValues, fields: readonly FormField[]) {
  const sourceKey = field.settings.copyOf
  if (!sourceKey) return undefined
  const source = fields.find((candidate) => candidate.key === sourceKey)
  return source ? values[source.id] : undefined
}
