import { CORE_FIELD_KEYS } from '../../../../shared/forms/default-form.ts'
import type { ParsedResume } from '../../../../shared/resumes/parsed-resume.ts'
import type { ResumeCorrections } from '../../../../shared/resumes/resume-review.ts'
import { onlyDigits } from '../../../../shared/validation/brazil.ts'
import type { StoredAnswer } from '../../../db/schema/submissions.ts'
import { normalizeForSearch } from '../../../search/normalize.ts'

/** The words of corrected lists (experience, education, languages, skills) for the search columns. */
function correctedListText(corrections: ResumeCorrections): string[] {
  return [
    ...(corrections.experience ?? []).flatMap((entry) => [entry.role, entry.company]),
    ...(corrections.education ?? []).flatMap((entry) => [entry.course, entry.institution]),
    ...(corrections.languages ?? []).map((entry) => entry.language),
    ...(corrections.skills ?? []),
  ].filter((value): value is string => !!value)
}

/** A stored answer of an imported application (no form field: the key says what it is). */
function answer(key: string, label: string, type: string, value: string): StoredAnswer {
  return { key, label, type, step: 1, value }
}

/** The file's name without folders and extension: an imported application's name when the CV has none. */
export function nameFromFileName(fileName: string): string {
  return (fileName.split('/').at(-1) ?? fileName).replace(/\.[a-z0-9]{1,5}$/i, '')
}

/**
 * An imported application's answers and search columns from its CV's effective data (parsed, with
 * staff corrections over it): name (or `fallbackName`), CPF, e-mail, phone, city/UF and LinkedIn.
 * Written when the CV is imported and again on each "Revisar dados", so the list, the search (the
 * tsvector is generated from answers_text), the PDF and the CSV all read the corrected values.
 */
export function resumeApplicationColumns(
  data: ParsedResume,
  fallbackName: string,
  /** Staff corrections: a corrected list (experience, skills…) exists nowhere else to search. */
  corrections: ResumeCorrections = {},
) {
  const name = data.name ?? fallbackName
  const answers: StoredAnswer[] = [answer(CORE_FIELD_KEYS.fullName, 'Nome Completo', 'texto', name)]
  if (data.cpf) answers.push(answer(CORE_FIELD_KEYS.cpf, 'CPF', 'cpf', data.cpf))
  if (data.email) answers.push(answer(CORE_FIELD_KEYS.email, 'E-mail', 'email', data.email))
  if (data.phone) answers.push(answer('celular', 'Celular', 'telefone', data.phone))
  if (data.city) answers.push(answer('cidade', 'Cidade', 'texto', data.city))
  if (data.state) answers.push(answer('estado', 'Estado', 'texto', data.state))
  if (data.linkedin) answers.push(answer('linkedin', 'LinkedIn', 'url', data.linkedin))
  // Ids of one length: jsonb orders an object's keys by length first, and the detail shows them in that order.
  const formData = Object.fromEntries(
    answers.map((item, index) => [`importado_${String(index + 1).padStart(2, '0')}`, item]),
  )
  const values = [...answers.map((item) => String(item.value)), ...correctedListText(corrections)]
  const digits = [data.cpf, data.phone].filter((value): value is string => !!value).map(onlyDigits)
  return {
    formData,
    searchText: normalizeForSearch([...values, ...digits].join(' ')).slice(0, 20_000),
    answersText: values.join(' ').slice(0, 20_000),
    cpfDigits: data.cpf ? onlyDigits(data.cpf) : null,
  }
}
