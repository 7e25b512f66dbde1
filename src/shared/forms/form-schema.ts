import { z } from 'zod'
import {
  formatCep,
  formatCpf,
  formatMobilePhone,
  isValidCep,
  isValidCpf,
  isValidMobilePhone,
} from '../validation/brazil.ts'
import { brDateToDate, compareBrDates, isValidBrDate } from '../validation/dates.ts'
import { base64ByteLength, decodeBase64, detectImageType, MAX_PHOTO_BYTES } from '../validation/image.ts'
import { isValidProfileUrl, normalizeProfileUrl } from '../validation/url.ts'
import {
  copiedValue,
  DEFAULT_GROUP_MAX_ENTRIES,
  type FieldType,
  type FileValue,
  type FormField,
  type FormValues,
  type GroupEntry,
  type GroupEntryValue,
  isFieldActive,
  type PhotoValue,
  type SubField,
} from './form-fields.ts'
import { FORM_MESSAGES } from './form-messages.ts'

/**
 * The one validation source of the public form: a company's configuration becomes a zod schema
 * per step (the browser runs it on "Próximo"/"Enviar") and one for the whole submission (the
 * server runs it again on submit). Output values are normalised: CPF 000.000.000-00, phone
 * (00)00000-0000, CEP 00000-000, numbers as numbers, blanks and inactive conditional fields dropped.
 */
export { FORM_MESSAGES }

export const PASSWORD_MIN_LENGTH = 8
const TEXT_MAX = 500
const LONG_TEXT_MAX = 5000

type Check<T> = { ok: true; value: T } | { ok: false; message: string }
const ok = <T>(value: T): Check<T> => ({ ok: true, value })
const fail = (message: string): Check<never> => ({ ok: false, message })

const emailSchema = z.email()

type ValueRules = {
  label: string
  options?: string[] | null
  allowedHosts?: string[]
  pastOnly?: boolean
}

/** Checks one present (non-blank) value of a scalar type. */
function checkScalar(
  type: FieldType,
  raw: unknown,
  rules: ValueRules,
): Check<GroupEntryValue | PhotoValue | FileValue> {
  switch (type) {
    case 'numerico':
      return typeof raw === 'number' && Number.isFinite(raw) ? ok(raw) : fail(FORM_MESSAGES.number)
    case 'sim_nao':
    case 'checkbox':
      return typeof raw === 'boolean' ? ok(raw) : fail(FORM_MESSAGES.invalid)
    case 'foto':
      return checkPhoto(raw)
    case 'arquivo':
      return checkFile(raw)
    default:
      break
  }
  if (typeof raw !== 'string') return fail(FORM_MESSAGES.invalid)
  const text = raw.trim()
  switch (type) {
    case 'texto':
      return text.length <= TEXT_MAX ? ok(text) : fail(FORM_MESSAGES.tooLong)
    case 'other':
      return text.length <= LONG_TEXT_MAX ? ok(text) : fail(FORM_MESSAGES.tooLong)
    case 'data': {
      if (!isValidBrDate(text)) return fail(FORM_MESSAGES.date)
      if (rules.pastOnly && (brDateToDate(text)?.getTime() ?? 0) > Date.now())
        return fail(FORM_MESSAGES.futureDate)
      return ok(text)
    }
    case 'dropdown':
      return rules.options?.includes(text) ? ok(text) : fail(FORM_MESSAGES.option)
    case 'email': {
      const email = text.toLowerCase()
      return email.length <= 254 && emailSchema.safeParse(email).success
        ? ok(email)
        : fail(FORM_MESSAGES.email)
    }
    case 'cpf':
      return isValidCpf(text) ? ok(formatCpf(text)) : fail(FORM_MESSAGES.cpf)
    case 'telefone':
      return isValidMobilePhone(text) ? ok(formatMobilePhone(text)) : fail(FORM_MESSAGES.phone)
    case 'cep':
      return isValidCep(text) ? ok(formatCep(text)) : fail(FORM_MESSAGES.cep)
    case 'url': {
      if (!isValidProfileUrl(text, rules.allowedHosts)) {
        return fail(
          rules.allowedHosts?.length ? `Informe um link válido do ${rules.label}.` : FORM_MESSAGES.url,
        )
      }
      return ok(normalizeProfileUrl(text))
    }
    case 'senha':
      // Passwords are not trimmed: every character the candidate typed counts.
      if (raw.length < PASSWORD_MIN_LENGTH) return fail(FORM_MESSAGES.passwordShort)
      return raw.length <= 128 ? ok(raw) : fail(FORM_MESSAGES.passwordLong)
    default:
      return fail(FORM_MESSAGES.invalid)
  }
}

function checkPhoto(raw: unknown): Check<PhotoValue> {
  if (typeof raw !== 'object' || raw === null) return fail(FORM_MESSAGES.photoType)
  const { name, data } = raw as Record<string, unknown>
  if (typeof data !== 'string' || typeof name !== 'string') return fail(FORM_MESSAGES.photoType)
  // Measure before decoding so a huge upload costs nothing.
  if (data.length % 4 === 0 && base64ByteLength(data) > MAX_PHOTO_BYTES) return fail(FORM_MESSAGES.photoSize)
  const bytes = decodeBase64(data)
  if (!bytes) return fail(FORM_MESSAGES.photoType)
  if (bytes.length > MAX_PHOTO_BYTES) return fail(FORM_MESSAGES.photoSize)
  const detected = detectImageType(bytes)
  if (!detected) return fail(FORM_MESSAGES.photoType)
  return ok({ name: name.slice(0, 200), type: detected, size: bytes.length, data })
}

const UPLOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * An uploaded CV as the submission names it. Only the reference is checked here: the server then
 * looks the upload up (the company's, not expired, not used) — the bytes were checked on upload.
 */
function checkFile(raw: unknown): Check<FileValue> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return fail(FORM_MESSAGES.file)
  const { uploadId, name, size } = raw as Record<string, unknown>
  if (typeof uploadId !== 'string' || !UPLOAD_ID.test(uploadId)) return fail(FORM_MESSAGES.file)
  if (typeof name !== 'string' || typeof size !== 'number' || !Number.isFinite(size) || size < 0) {
    return fail(FORM_MESSAGES.file)
  }
  return ok({ uploadId: uploadId.toLowerCase(), name: name.slice(0, 255), size })
}

/** Blank = not answered: nothing, empty text, an empty list. */
export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true
  if (typeof value === 'string') return value.trim() === ''
  if (Array.isArray(value)) return value.length === 0
  return false
}

/** The spec's mandatory rule: a truthy value; zero and an unchecked switch/checkbox are missing. */
export function isFilled(value: unknown): boolean {
  return !isBlank(value) && value !== false && value !== 0
}

type Issue = { path: (string | number)[]; message: string }

function checkGroup(field: FormField, raw: unknown, issues: Issue[]): GroupEntry[] | undefined {
  if (!Array.isArray(raw)) {
    issues.push({ path: [field.id], message: FORM_MESSAGES.invalid })
    return undefined
  }
  const maxEntries = field.settings.maxEntries ?? DEFAULT_GROUP_MAX_ENTRIES
  if (raw.length > maxEntries) {
    issues.push({ path: [field.id], message: FORM_MESSAGES.tooManyEntries })
    return undefined
  }
  const subFields: SubField[] = field.subFields ?? []
  const entries: GroupEntry[] = []
  raw.forEach((entry: unknown, index) => {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
      issues.push({ path: [field.id, index], message: FORM_MESSAGES.invalid })
      return
    }
    const input = entry as Record<string, unknown>
    const output: GroupEntry = {}
    for (const key of Object.keys(input)) {
      if (!subFields.some((subField) => subField.key === key)) {
        issues.push({ path: [field.id, index, key], message: FORM_MESSAGES.unknownField })
      }
    }
    for (const subField of subFields) {
      const value = input[subField.key]
      const path = [field.id, index, subField.key]
      if (isBlank(value)) {
        if (subField.isMandatory) issues.push({ path, message: FORM_MESSAGES.required })
        continue
      }
      const checked = checkScalar(subField.type, value, { label: subField.label, options: subField.options })
      if (!checked.ok) issues.push({ path, message: checked.message })
      else if (subField.isMandatory && !isFilled(checked.value))
        issues.push({ path, message: FORM_MESSAGES.required })
      else output[subField.key] = checked.value as GroupEntryValue
    }
    const order = field.settings.dateOrder
    const start = order && output[order.start]
    const end = order && output[order.end]
    if (order && typeof start === 'string' && typeof end === 'string' && compareBrDates(end, start) < 0) {
      issues.push({ path: [field.id, index, order.end], message: FORM_MESSAGES.dateOrder })
    }
    entries.push(output)
  })
  return entries
}

/**
 * Validates the given fields' answers. `allFields` (the whole form) resolves conditions and
 * copies; `rejectUnknown` refuses keys that are not fields of the whole form.
 */
function validateFields(
  fields: readonly FormField[],
  allFields: readonly FormField[],
  input: Record<string, unknown>,
  rejectUnknown: boolean,
): { values: FormValues; issues: Issue[] } {
  const issues: Issue[] = []
  const values: FormValues = {}
  if (rejectUnknown) {
    for (const key of Object.keys(input)) {
      if (!allFields.some((field) => field.id === key))
        issues.push({ path: [key], message: FORM_MESSAGES.unknownField })
    }
  }
  const answers = input as FormValues
  for (const field of fields) {
    if (!isFieldActive(field, answers, allFields)) continue
    const raw = field.settings.copyOf ? copiedValue(field, answers, allFields) : input[field.id]
    // A copy shows another field's answer and is validated there.
    const mandatory = field.isMandatory && !field.settings.copyOf
    if (isBlank(raw)) {
      if (mandatory) issues.push({ path: [field.id], message: FORM_MESSAGES.required })
      continue
    }
    if (field.type === 'grupo') {
      const entries = checkGroup(field, raw, issues)
      if (entries && entries.length > 0) values[field.id] = entries
      continue
    }
    const checked = checkScalar(field.type, raw, {
      label: field.label,
      options: field.options,
      allowedHosts: field.settings.allowedHosts,
      pastOnly: field.settings.pastOnly,
    })
    if (!checked.ok) {
      if (!field.settings.copyOf) issues.push({ path: [field.id], message: checked.message })
      continue
    }
    if (mandatory && !isFilled(checked.value)) {
      issues.push({ path: [field.id], message: FORM_MESSAGES.required })
      continue
    }
    // An unchecked optional switch is an answer ("Não") but the spec keeps only fields with a value.
    if (checked.value === false) continue
    values[field.id] = checked.value
  }
  return { values, issues }
}

const answersInput = z.record(z.string(), z.unknown())

function toSchema(run: (input: Record<string, unknown>) => { values: FormValues; issues: Issue[] }) {
  return answersInput.transform((input, ctx): FormValues => {
    const { values, issues } = run(input)
    for (const issue of issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path })
    return issues.length > 0 ? z.NEVER : values
  })
}

export type FormValuesSchema = ReturnType<typeof toSchema>

/** One schema per step, keyed by step number. It checks that step's fields and ignores the others. */
export function buildStepSchemas(fields: readonly FormField[]): Map<number, FormValuesSchema> {
  const schemas = new Map<number, FormValuesSchema>()
  for (const stepNumber of new Set(fields.map((field) => field.stepNumber))) {
    const stepFields = fields.filter((field) => field.stepNumber === stepNumber)
    schemas.set(
      stepNumber,
      toSchema((input) => validateFields(stepFields, fields, input, false)),
    )
  }
  return schemas
}

/** The whole submission: every step, and no key that is not a field of the form. */
export function buildSubmissionSchema(fields: readonly FormField[]): FormValuesSchema {
  return toSchema((input) => validateFields(fields, fields, input, true))
}

export { fieldErrors } from '../validation/zod-errors.ts'
