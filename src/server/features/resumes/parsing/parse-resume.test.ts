import { beforeAll, describe, expect, it } from 'vitest'
import { EMPTY_PARSED_RESUME, type ParsedResume } from '../../../../shared/resumes/parsed-resume.ts'
import { extractResume } from '../extraction/extract.ts'
import { renderDocx, renderPdf } from '../test-support/render-cv.ts'
import { CORPUS, type CorpusCv } from './corpus/corpus.ts'
import { HOLDOUT } from './corpus/holdout.ts'
import { parseResume } from './parse-resume.ts'
import {
  type FieldScore,
  fieldValues,
  precision,
  QUALITY_FIELDS,
  type QualityField,
  recall,
  scoreResume,
} from './quality.ts'

/** Each corpus CV rendered to its format and read back through the real extractor. */
async function textOf(cv: CorpusCv): Promise<string> {
  const bytes = cv.format === 'pdf' ? await renderPdf(cv.body) : await renderDocx(cv.body)
  const extraction = await extractResume(bytes)
  if (!extraction.ok) throw new Error(`${cv.id}: ${extraction.failure}`)
  return extraction.text
}

const parsed = new Map<string, ParsedResume>()

beforeAll(async () => {
  for (const cv of [...CORPUS, ...HOLDOUT]) parsed.set(cv.id, parseResume(await textOf(cv)))
}, 120_000)

describe('the parser on the Portuguese CV corpus', () => {
  it('has at least 20 CVs in PDF and DOCX', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(20)
    expect(new Set(CORPUS.map((cv) => cv.format))).toEqual(new Set(['pdf', 'docx']))
  })

  for (const cv of CORPUS) {
    it(`reads every expected field of ${cv.id} (${cv.format})`, () => {
      const result = parsed.get(cv.id) ?? EMPTY_PARSED_RESUME
      for (const field of QUALITY_FIELDS) {
        expect(fieldValues(result, field), field).toEqual(fieldValues(cv.expected, field))
      }
    })
  }

  it('keeps at least 85% precision and recall per field on the held-out CVs', () => {
    const totals = new Map<QualityField, FieldScore>()
    for (const cv of HOLDOUT) scoreResume(totals, parsed.get(cv.id) ?? EMPTY_PARSED_RESUME, cv.expected)
    for (const field of QUALITY_FIELDS) {
      const score = totals.get(field) ?? { found: 0, expected: 0, right: 0 }
      expect(precision(score), `${field} precision`).toBeGreaterThanOrEqual(0.85)
      expect(recall(score), `${field} recall`).toBeGreaterThanOrEqual(0.7)
    }
  })
})

describe('parseResume on single lines', () => {
  it('keeps a CPF only with valid check digits', () => {
    expect(parseResume('Ana Souza\nCPF: 529.982.247-25').cpf).toBe('529.982.247-25')
    expect(parseResume('Ana Souza\nCPF: 529.982.247-26').cpf).toBeNull()
    expect(parseResume('Ana Souza\nCPF 52998224725').cpf).toBe('529.982.247-25')
    // Eleven bare digits without the label may be a phone number.
    expect(parseResume('Ana Souza\n52998224725').cpf).toBeNull()
  })

  it('writes every Brazilian phone format as "(00) 00000-0000" and prefers the mobile', () => {
    const phones: [string, string][] = [
      ['+55 11 98765-4321', '(11) 98765-4321'],
      ['(41) 9 9123-4567', '(41) 99123-4567'],
      ['51 99654-3210', '(51) 99654-3210'],
      ['(021) 98888.7766', '(21) 98888-7766'],
      ['11987654321', '(11) 98765-4321'],
      ['Tel: (31) 3222-4455', '(31) 3222-4455'],
      ['Fixo (71) 3333-2211 / Cel. (71) 98111-2233', '(71) 98111-2233'],
    ]
    for (const [written, expected] of phones)
      expect(parseResume(`Ana Souza\n${written}`).phone, written).toBe(expected)
    expect(parseResume('Ana Souza\nCPF 529.982.247-25\nCEP 01310-100').phone).toBeNull()
  })

  it('reads "atual", "presente", "até o momento" and month names in periods', () => {
    const experience = parseResume(
      'Ana Souza\nExperiência Profissional\nLoja A Ltda. – Vendedora – Março de 2020 até o momento\nLoja B Ltda. – Caixa – jan/2018 a fev/2020',
    ).experience
    expect(experience).toEqual([
      { company: 'Loja A Ltda.', role: 'Vendedora', period: '03/2020 – atual', current: true },
      { company: 'Loja B Ltda.', role: 'Caixa', period: '01/2018 – 02/2020', current: false },
    ])
  })

  it('answers an empty result for text that is not a CV, and never throws', () => {
    expect(parseResume('')).toEqual(EMPTY_PARSED_RESUME)
    expect(parseResume('%%%%\n\n\u0000 ((( ]]] 99999999999999999999')).toMatchObject({
      name: null,
      cpf: null,
    })
    expect(() => parseResume('Experiência\n'.repeat(5000))).not.toThrow()
  })
})
