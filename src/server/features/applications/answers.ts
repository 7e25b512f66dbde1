import { type AnswerDisplay, type ApplicationDetail, NOT_ANSWERED } from '../../../shared/applications/api.ts'
import type { FormField, FormStep, SubField } from '../../../shared/forms/form-fields.ts'
import { SENSITIVE_NOT_AUTHORIZED } from '../../../shared/forms/privacy-notice.ts'
import type { StoredAnswer } from '../../db/schema/submissions.ts'

type Section = ApplicationDetail['sections'][number]

/** What the photo endpoint serves for one answer of type foto. */
export function photoUrl(submissionId: string, fieldId: string): string {
  return `/api/applications/${submissionId}/files/${encodeURIComponent(fieldId)}`
}

/** Booleans Sim/Não, numbers as typed, empty N/A; dates are stored as the candidate saw them (dd/MM/yyyy). */
export function displayText(value: unknown): string {
  if (value === undefined || value === null) return NOT_ANSWERED
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não'
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : NOT_ANSWERED
  if (typeof value === 'string') return value.trim() === '' ? NOT_ANSWERED : value
  if (Array.isArray(value)) {
    const parts = value.map(displayText).filter((part) => part !== NOT_ANSWERED)
    return parts.length > 0 ? parts.join(', ') : NOT_ANSWERED
  }
  return NOT_ANSWERED
}

/** The CV a candidate attached (the file itself is on the "Currículo" tab): its name. */
export function fileAnswerText(value: unknown): string | null {
  if (!isRecord(value) || typeof value.name !== 'string') return null
  return `${value.name} (na aba Currículo)`
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * A group's entries. Labels are the ones the candidate saw (`subLabels`, stored with the answer);
 * the form's current labels serve older applications stored without them.
 */
function entriesDisplay(
  value: unknown,
  field: FormField | undefined,
  fallbackLabel: string,
  subLabels: Record<string, string> | undefined,
): AnswerDisplay {
  const entries = Array.isArray(value) ? value.filter(isRecord) : []
  if (entries.length === 0) return { kind: 'text', text: NOT_ANSWERED }
  const entryLabel = field?.settings.entryLabel ?? fallbackLabel
  const subFields: readonly Pick<SubField, 'key' | 'label'>[] = field?.subFields ?? []
  const labelOf = (key: string, current?: string) => subLabels?.[key] ?? current ?? key
  return {
    kind: 'entries',
    entries: entries.map((entry, index) => {
      const known = new Set(subFields.map((sub) => sub.key))
      const items = subFields.map((sub) => ({
        label: labelOf(sub.key, sub.label),
        text: displayText(entry[sub.key]),
      }))
      // Answers to sub-fields the form no longer has are still shown, under their label then.
      for (const [key, item] of Object.entries(entry)) {
        if (!known.has(key)) items.push({ label: labelOf(key), text: displayText(item) })
      }
      return { title: `${entryLabel} #${index + 1}`, items }
    }),
  }
}

function answerDisplay(
  submissionId: string,
  fieldId: string,
  answer: StoredAnswer | undefined,
  field: FormField | undefined,
): AnswerDisplay {
  const type = answer?.type ?? field?.type
  const value = answer?.value
  if (type === 'foto') {
    if (!isRecord(value)) return { kind: 'text', text: NOT_ANSWERED }
    const name = typeof value.name === 'string' ? value.name : 'foto'
    return { kind: 'photo', url: photoUrl(submissionId, fieldId), name }
  }
  if (type === 'arquivo') return { kind: 'text', text: fileAnswerText(value) ?? NOT_ANSWERED }
  if (type === 'grupo')
    return entriesDisplay(value, field, answer?.label ?? field?.label ?? '', answer?.subLabels)
  return { kind: 'text', text: displayText(value) }
}

/**
 * Every field of the company's current form, in form order (step, then position), with the
 * application's answer or N/A; answers to fields removed from the form since are kept at the end
 * of their step. Labels are those the candidate saw. The password is never part of it.
 */
export function buildSections(options: {
  submissionId: string
  formData: Record<string, StoredAnswer>
  steps: readonly FormStep[]
  /**
   * The candidate's sensitive-data consent: false shows "Não autorizado pelo candidato" for the
   * sensitive questions (never N/A, which means "left empty"); null for an application without a
   * consent record.
   */
  sensitiveDataAccepted: boolean | null
}): Section[] {
  const { submissionId, formData } = options
  const sections = new Map<number, Section>()
  const sectionOf = (step: number, title?: string): Section => {
    let section = sections.get(step)
    if (!section) {
      section = { step, title: title ?? `Etapa ${step}`, answers: [] }
      sections.set(step, section)
    }
    return section
  }
  const shown = new Set<string>()
  for (const step of options.steps) {
    const section = sectionOf(step.number, step.title)
    for (const field of step.fields) {
      if (field.type === 'senha') continue
      const answer = formData[field.id]
      shown.add(field.id)
      const notAuthorized = field.isSensitive && options.sensitiveDataAccepted === false && !answer
      section.answers.push({
        fieldId: field.id,
        label: answer?.label ?? field.label,
        display: notAuthorized
          ? { kind: 'text', text: SENSITIVE_NOT_AUTHORIZED }
          : answerDisplay(submissionId, field.id, answer, field),
      })
    }
  }
  for (const [fieldId, answer] of Object.entries(formData)) {
    if (shown.has(fieldId) || answer.type === 'senha') continue
    sectionOf(answer.step).answers.push({
      fieldId,
      label: answer.label,
      display: answerDisplay(submissionId, fieldId, answer, undefined),
    })
  }
  return [...sections.values()]
    .filter((section) => section.answers.length > 0)
    .sort((a, b) => a.step - b.step)
}

/** The answer of a core field (by its key, then by its label), as text; null when absent. */
export function coreAnswer(
  formData: Record<string, StoredAnswer>,
  key: string,
  label: string,
): string | null {
  const answers = Object.values(formData)
  const answer = answers.find((item) => item.key === key) ?? answers.find((item) => item.label === label)
  return typeof answer?.value === 'string' && answer.value !== '' ? answer.value : null
}
