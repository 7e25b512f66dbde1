import { z } from 'zod'
import { STATE_CODES } from '../forms/enumerations.ts'
import { formatCep, formatCpf, isValidCep, isValidCpf, onlyDigits } from '../validation/brazil.ts'
import { EMPTY_PARSED_RESUME, type ParsedResume } from './parsed-resume.ts'

/**
 * "Revisar dados" (issue 15, item 4): staff correct what the parser read from a CV. The parsed
 * values stay as they were read; the corrections are kept beside them, field by field, and the
 * effective value of a field is the correction when there is one, else the parsed value
 * (`effectiveResume`, the one rule the detail, list, search, PDF and CSV follow).
 */

export const RESUME_REVIEW_MESSAGES = {
  email: 'Informe um e-mail válido.',
  phone: 'Informe o telefone no formato (00) 00000-0000.',
  cpf: 'CPF inválido: confira os dígitos.',
  state: 'Informe a UF com duas letras (ex.: SP).',
  cep: 'Informe o CEP no formato 00000-000.',
  linkedin: 'Informe o endereço do perfil no LinkedIn (linkedin.com/in/…).',
  tooLong: 'Texto longo demais.',
  language: 'Informe o idioma.',
  notParsed: 'Esta candidatura não tem dados extraídos de currículo.',
  notViewable: 'Este currículo não pode ser visualizado neste formato.',
  unreadable: 'Não foi possível ler o currículo.',
  saved: 'Dados do currículo atualizados.',
} as const

/** The fields staff may correct, in the order "Dados extraídos do currículo" lists them. */
export const RESUME_FIELDS = [
  'name',
  'email',
  'phone',
  'cpf',
  'linkedin',
  'city',
  'state',
  'cep',
  'experience',
  'education',
  'languages',
  'skills',
] as const satisfies readonly (keyof ParsedResume)[]
export type ResumeField = (typeof RESUME_FIELDS)[number]

/** What staff corrected: only the fields they changed (a null clears a wrongly read value). */
export type ResumeCorrections = Partial<ParsedResume>

/** The value each field shows everywhere: the staff's correction when there is one, else what was parsed. */
export function effectiveResume(
  parsed: ParsedResume | null,
  corrections: ResumeCorrections | null,
): ParsedResume {
  return { ...EMPTY_PARSED_RESUME, ...(parsed ?? {}), ...(corrections ?? {}) }
}

/** JSON with object keys sorted: two values that mean the same compare equal whatever their key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b)))
      : item,
  )
}

/** Whether a field has the same value in both (lists entry by entry, in order). */
export function sameFieldValue(a: ParsedResume, b: ParsedResume, field: ResumeField): boolean {
  return canonical(a[field]) === canonical(b[field])
}

/** The fields whose corrected value differs from the parsed one (what "Revisar dados" stores). */
export function correctionsOf(parsed: ParsedResume | null, reviewed: ParsedResume): ResumeCorrections {
  const base = effectiveResume(parsed, null)
  const changed: Record<string, unknown> = {}
  for (const field of RESUME_FIELDS) {
    if (!sameFieldValue(base, reviewed, field)) changed[field] = reviewed[field]
  }
  return changed as ResumeCorrections
}

/** A blank input is "not informed" (null); anything else is trimmed. */
const optionalText = (max: number) =>
  z
    .string()
    .max(max, RESUME_REVIEW_MESSAGES.tooLong)
    .transform((value) => value.trim() || null)
    .nullable()
    .transform((value) => value ?? null)

function checked(
  max: number,
  valid: (value: string) => boolean,
  message: string,
  format?: (value: string) => string,
) {
  return optionalText(max)
    .refine((value) => value === null || valid(value), message)
    .transform((value) => (value === null || !format ? value : format(value)))
}

/** "(11) 98765-4321" (mobile) or "(11) 3456-7890" (landline): a real area code, then 8 or 9 digits. */
export function isValidResumePhone(value: string): boolean {
  if (!/^[\d()\-\s+]+$/.test(value)) return false
  const digits = onlyDigits(value).replace(/^55(?=\d{10,11}$)/, '')
  return /^[1-9][1-9](?:9\d{8}|[2-5]\d{7})$/.test(digits)
}

export function formatResumePhone(value: string): string {
  const digits = onlyDigits(value).replace(/^55(?=\d{10,11}$)/, '')
  const local = digits.slice(2)
  return `(${digits.slice(0, 2)}) ${local.slice(0, -4)}-${local.slice(-4)}`
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/
const LINKEDIN = /^(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com\/in\/[\p{L}\d_%.-]+\/?$/iu

/**
 * PUT /api/applications/:id/resume-data: every field of "Revisar dados" as the member left it
 * (blank = not informed). The server keeps only the fields that differ from what was parsed.
 */
export const resumeReviewSchema = z.object({
  name: optionalText(200),
  email: checked(
    254,
    (value) => EMAIL.test(value),
    RESUME_REVIEW_MESSAGES.email,
    (value) => value.toLowerCase(),
  ),
  phone: checked(20, isValidResumePhone, RESUME_REVIEW_MESSAGES.phone, formatResumePhone),
  cpf: checked(14, isValidCpf, RESUME_REVIEW_MESSAGES.cpf, formatCpf),
  linkedin: checked(
    300,
    (value) => LINKEDIN.test(value),
    RESUME_REVIEW_MESSAGES.linkedin,
    (value) => (value.startsWith('http') ? value : `https://${value}`),
  ),
  city: optionalText(100),
  state: checked(
    2,
    (value) => (STATE_CODES as readonly string[]).includes(value.toUpperCase()),
    RESUME_REVIEW_MESSAGES.state,
    (value) => value.toUpperCase(),
  ),
  cep: checked(9, isValidCep, RESUME_REVIEW_MESSAGES.cep, formatCep),
  experience: z
    .array(
      z.object({
        company: optionalText(200),
        role: optionalText(200),
        period: optionalText(60),
        current: z.boolean(),
      }),
    )
    .max(40),
  education: z
    .array(z.object({ course: optionalText(200), institution: optionalText(200), period: optionalText(60) }))
    .max(30),
  languages: z
    .array(
      z.object({
        language: z
          .string()
          .trim()
          .min(1, RESUME_REVIEW_MESSAGES.language)
          .max(60, RESUME_REVIEW_MESSAGES.tooLong),
        level: optionalText(60),
      }),
    )
    .max(20),
  skills: z.array(z.string().trim().min(1).max(100, RESUME_REVIEW_MESSAGES.tooLong)).max(60),
})
export type ResumeReviewInput = z.input<typeof resumeReviewSchema>
export type ResumeReview = z.output<typeof resumeReviewSchema>

/** The viewer of a DOCX CV: its sanitised HTML (GET /api/applications/:id/resume/html). */
export const resumeHtmlSchema = z.object({ html: z.string() })
export type ResumeHtml = z.infer<typeof resumeHtmlSchema>

const joinParts = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' — ')

/**
 * Each field as lines of text, as "Dados extraídos do currículo" and the PDF show it: scalars as
 * they are, lists one entry a line (skills on one line), empty when nothing was read.
 */
export function resumeFieldLines(data: ParsedResume): { field: ResumeField; lines: string[] }[] {
  const scalar = (value: string | null) => (value ? [value] : [])
  const lines: Record<ResumeField, string[]> = {
    name: scalar(data.name),
    email: scalar(data.email),
    phone: scalar(data.phone),
    cpf: scalar(data.cpf),
    linkedin: scalar(data.linkedin),
    city: scalar(data.city),
    state: scalar(data.state),
    cep: scalar(data.cep),
    experience: data.experience.map((entry) =>
      joinParts(
        entry.role,
        entry.company,
        entry.current && !/atual/i.test(entry.period ?? '')
          ? `${entry.period ? `${entry.period} ` : ''}(atual)`
          : entry.period,
      ),
    ),
    education: data.education.map((entry) => joinParts(entry.course, entry.institution, entry.period)),
    languages: data.languages.map((entry) =>
      entry.level ? `${entry.language} (${entry.level})` : entry.language,
    ),
    skills: data.skills.length ? [data.skills.join(', ')] : [],
  }
  return RESUME_FIELDS.map((field) => ({ field, lines: lines[field] }))
}
