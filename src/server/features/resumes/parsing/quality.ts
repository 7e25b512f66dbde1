import { EMPTY_PARSED_RESUME, type ParsedResume } from '../../../../shared/resumes/parsed-resume.ts'
import { plain } from './lexicon.ts'

/**
 * Precision and recall of the parser per field, over a corpus of CVs with expectations.
 * A field's values are compared as sets of normalised strings (lower case, no accents, no
 * trailing punctuation): precision = right values / values found, recall = right values /
 * values expected. Entry lists are compared per sub-field (experiência.empresa, …).
 */

export const QUALITY_FIELDS = [
  'nome',
  'e-mail',
  'telefone',
  'cpf',
  'linkedin',
  'cidade',
  'uf',
  'cep',
  'experiência.empresa',
  'experiência.cargo',
  'experiência.período',
  'experiência.atual',
  'formação.curso',
  'formação.instituição',
  'formação.período',
  'idiomas',
  'habilidades',
] as const
export type QualityField = (typeof QUALITY_FIELDS)[number]

function norm(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null
  const text = plain(value).replace(/[.,;:]+$/, '')
  return text === '' ? null : text
}

/** The values of one field of a parsed CV, normalised. */
export function fieldValues(resume: Partial<ParsedResume>, field: QualityField): string[] {
  const full = { ...EMPTY_PARSED_RESUME, ...resume }
  const scalar = (value: string | null) => (norm(value) === null ? [] : [norm(value) as string])
  switch (field) {
    case 'nome':
      return scalar(full.name)
    case 'e-mail':
      return scalar(full.email)
    case 'telefone':
      return scalar(full.phone)
    case 'cpf':
      return scalar(full.cpf)
    case 'linkedin':
      return scalar(full.linkedin)
    case 'cidade':
      return scalar(full.city)
    case 'uf':
      return scalar(full.state)
    case 'cep':
      return scalar(full.cep)
    case 'experiência.empresa':
      return full.experience.flatMap((entry) => scalar(entry.company))
    case 'experiência.cargo':
      return full.experience.flatMap((entry) => scalar(entry.role))
    case 'experiência.período':
      return full.experience.flatMap((entry) => scalar(entry.period))
    case 'experiência.atual':
      return full.experience
        .filter((entry) => entry.current)
        .flatMap((entry) => scalar(entry.company ?? entry.role))
    case 'formação.curso':
      return full.education.flatMap((entry) => scalar(entry.course))
    case 'formação.instituição':
      return full.education.flatMap((entry) => scalar(entry.institution))
    case 'formação.período':
      return full.education.flatMap((entry) => scalar(entry.period))
    case 'idiomas':
      return full.languages.flatMap((entry) => scalar(`${entry.language} ${entry.level ?? ''}`))
    case 'habilidades':
      return full.skills.flatMap((skill) => scalar(skill))
  }
}

export type FieldScore = { found: number; expected: number; right: number }

/** Adds one CV's comparison for every field into `totals`. */
export function scoreResume(
  totals: Map<QualityField, FieldScore>,
  parsed: ParsedResume,
  expected: Partial<ParsedResume>,
): { field: QualityField; missing: string[]; wrong: string[] }[] {
  const mistakes: { field: QualityField; missing: string[]; wrong: string[] }[] = []
  for (const field of QUALITY_FIELDS) {
    const got = fieldValues(parsed, field)
    const want = fieldValues(expected, field)
    const pool = [...want]
    let right = 0
    const wrong: string[] = []
    for (const value of got) {
      const index = pool.indexOf(value)
      if (index === -1) wrong.push(value)
      else {
        right++
        pool.splice(index, 1)
      }
    }
    const score = totals.get(field) ?? { found: 0, expected: 0, right: 0 }
    totals.set(field, {
      found: score.found + got.length,
      expected: score.expected + want.length,
      right: score.right + right,
    })
    if (wrong.length > 0 || pool.length > 0) mistakes.push({ field, missing: pool, wrong })
  }
  return mistakes
}

export function precision(score: FieldScore): number {
  return score.found === 0 ? 1 : score.right / score.found
}

export function recall(score: FieldScore): number {
  return score.expected === 0 ? 1 : score.right / score.expected
}
