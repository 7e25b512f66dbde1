import { CORE_FIELD_KEYS } from '../../../shared/forms/default-form.ts'
import type { FormField } from '../../../shared/forms/form-fields.ts'
import { SUBMISSION_STATUS_LABELS } from '../../../shared/submission-status.ts'
import type { StoredAnswer } from '../../db/schema/submissions.ts'
import { coreAnswer, displayText } from './answers.ts'
import type { ExportRow } from './applications.service.ts'
import { formatBrazilDateTime } from './brazil-time.ts'

/** Excel and LibreOffice in Brazil split on ";" (the comma is the decimal separator). */
const SEPARATOR = ';'
const LINE_END = '\r\n'
/** Makes Excel read the file as UTF-8 (accents) instead of Windows-1252. */
export const UTF8_BOM = '\uFEFF'

/**
 * A cell as text a spreadsheet shows and never runs: a value starting with = + - @ (or a tab or
 * carriage return, which some spreadsheets skip before one) gets a leading apostrophe (CSV/formula
 * injection, OWASP); cells with the separator, quotes or line breaks are quoted.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[;"\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

export function csvLine(cells: readonly string[]): string {
  return cells.map(csvCell).join(SEPARATOR) + LINE_END
}

const CORE_KEYS: ReadonlySet<string> = new Set(Object.values(CORE_FIELD_KEYS))

/** The columns after Nome, CPF, E-mail, Status and Data de Envio: the form's other answers. */
function extraFields(fields: readonly FormField[]): FormField[] {
  return fields.filter(
    (field) => !CORE_KEYS.has(field.key) && field.type !== 'foto' && !field.settings.copyOf,
  )
}

function groupText(value: unknown, field: FormField): string {
  if (!Array.isArray(value) || value.length === 0) return ''
  const subFields = field.subFields ?? []
  return value
    .map((entry: Record<string, unknown>) =>
      subFields
        .filter((sub) => entry[sub.key] !== undefined && entry[sub.key] !== '')
        .map((sub) => `${sub.label}: ${displayText(entry[sub.key])}`)
        .join(', '),
    )
    .join(' | ')
}

function answerText(answer: StoredAnswer | undefined, field: FormField): string {
  if (!answer) return ''
  if (field.type === 'grupo') return groupText(answer.value, field)
  if (field.type === 'arquivo') {
    const value = answer.value as { name?: unknown } | null
    return value && typeof value.name === 'string' ? value.name : ''
  }
  const text = displayText(answer.value)
  return text === 'N/A' ? '' : text
}

/** Builds the CSV text of an export: the header line, then one line per application. */
export function createCsvWriter(fields: readonly FormField[]) {
  const extra = extraFields(fields)
  return {
    header(): string {
      return (
        UTF8_BOM +
        csvLine([
          'Nome',
          'CPF',
          'E-mail',
          'Status',
          'Data de Envio',
          'Vaga',
          'Etapa',
          ...extra.map((field) => field.label),
        ])
      )
    },
    rows(rows: readonly ExportRow[]): string {
      return rows
        .map((row) =>
          csvLine([
            coreAnswer(row.formData, CORE_FIELD_KEYS.fullName, 'Nome Completo') ?? '',
            coreAnswer(row.formData, CORE_FIELD_KEYS.cpf, 'CPF') ?? '',
            coreAnswer(row.formData, CORE_FIELD_KEYS.email, 'E-mail') ?? '',
            SUBMISSION_STATUS_LABELS[row.status],
            formatBrazilDateTime(row.createdAt),
            row.jobTitle ?? 'Banco de talentos',
            row.stageName ?? '',
            ...extra.map((field) => answerText(row.formData[field.id], field)),
          ]),
        )
        .join('')
    },
  }
}
