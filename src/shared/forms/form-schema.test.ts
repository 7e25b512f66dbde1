import { describe, expect, it } from 'vitest'
import { DEFAULT_FORM_FIELDS } from './default-form.ts'
import type { FormField, FormValues } from './form-fields.ts'
import {
  buildStepSchemas,
  buildSubmissionSchema,
  FORM_MESSAGES,
  fieldErrors,
  isFilled,
} from './form-schema.ts'

/** The default form with each field's key as its id, so tests read naturally. */
const fields: FormField[] = DEFAULT_FORM_FIELDS.map((field) => ({ ...field, id: field.key }))
const steps = buildStepSchemas(fields)

function stepErrors(stepNumber: number, values: FormValues): Record<string, string> {
  const result = steps.get(stepNumber)!.safeParse(values)
  return result.success ? {} : fieldErrors(result.error)
}

const PNG_1PX =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='

function field(overrides: Partial<FormField> & Pick<FormField, 'type'>): FormField {
  return {
    id: 'f',
    key: 'f',
    stepNumber: 1,
    orderIndex: 0,
    label: 'Campo',
    isMandatory: false,
    options: null,
    helpText: null,
    condition: null,
    subFields: null,
    settings: {},
    isSensitive: false,
    ...overrides,
  }
}

function check(definition: FormField, value: unknown) {
  const result = buildSubmissionSchema([definition]).safeParse({ f: value })
  return result.success ? { value: result.data.f } : { error: fieldErrors(result.error).f }
}

describe('buildStepSchemas on the default form', () => {
  it('has one schema per step, 1 to 8', () => {
    expect([...steps.keys()]).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
  })

  it('reports every missing mandatory field of step 1 with "Campo obrigatório."', () => {
    expect(stepErrors(1, {})).toEqual({
      cpf: FORM_MESSAGES.required,
      nome_completo: FORM_MESSAGES.required,
      email: FORM_MESSAGES.required,
      senha: FORM_MESSAGES.required,
    })
  })

  it('accepts a valid step 1, normalises it and ignores other steps', () => {
    const result = steps.get(1)!.parse({
      cpf: '52998224725',
      nome_completo: '  Maria da Silva ',
      email: 'Maria@Example.com',
      senha: 'segredo123',
      nome_mae: 123,
    })
    expect(result).toEqual({
      cpf: '529.982.247-25',
      nome_completo: 'Maria da Silva',
      email: 'maria@example.com',
      senha: 'segredo123',
    })
  })

  it('rejects a wrong CPF, a bad e-mail and a short password with their messages', () => {
    expect(
      stepErrors(1, { cpf: '529.982.247-26', nome_completo: 'M', email: 'maria@', senha: '123' }),
    ).toEqual({
      cpf: 'CPF inválido.',
      email: 'Digite um e-mail válido.',
      senha: 'A senha deve ter pelo menos 8 caracteres',
    })
  })

  it('asks for "Tipo de Deficiência" only when "Possui Necessidade Especial?" is Sim', () => {
    const base = {
      foto: { name: 'eu.png', type: 'image/png', size: 70, data: PNG_1PX },
      nome_mae: 'Ana',
      data_nascimento: '10/05/1990',
      nacionalidade: 'Brasileira',
      naturalidade: 'Recife',
      estado_civil: 'Solteiro(a)',
      genero: 'Feminino',
      etnia: 'Parda',
    }
    expect(stepErrors(2, { ...base, possui_necessidade_especial: 'Não' })).toEqual({})
    expect(stepErrors(2, { ...base, possui_necessidade_especial: 'Sim' })).toEqual({
      tipo_deficiencia: FORM_MESSAGES.required,
    })
    expect(
      stepErrors(2, { ...base, possui_necessidade_especial: 'Sim', tipo_deficiencia: 'Visual' }),
    ).toEqual({})
    // The answer of an inactive conditional field is dropped, never stored.
    const parsed = steps
      .get(2)!
      .parse({ ...base, possui_necessidade_especial: 'Não', tipo_deficiencia: 'Visual' })
    expect(parsed).not.toHaveProperty('tipo_deficiencia')
  })

  it('fills the read-only copies from step 1 (CPF in Documentos, e-mail in Contato)', () => {
    const values = { cpf: '529.982.247-25', email: 'maria@example.com', celular: '11987654321' }
    expect(steps.get(3)!.parse(values)).toEqual({ cpf_documento: '529.982.247-25' })
    expect(steps.get(6)!.parse(values)).toEqual({
      email_contato: 'maria@example.com',
      celular: '(11)98765-4321',
    })
  })

  it('validates education entries and lets the candidate go on without any', () => {
    expect(stepErrors(7, {})).toEqual({})
    expect(stepErrors(7, { formacao: [{ tipo: 'Graduação', curso: 'ADM' }] })).toEqual({
      'formacao.0.instituicao': FORM_MESSAGES.required,
      'formacao.0.data_inicio': FORM_MESSAGES.required,
    })
    expect(
      stepErrors(7, {
        formacao: [
          {
            tipo: 'Graduação',
            instituicao: 'USP',
            curso: 'ADM',
            data_inicio: '01/02/2020',
            data_fim: '01/01/2019',
          },
        ],
      }),
    ).toEqual({ 'formacao.0.data_fim': FORM_MESSAGES.dateOrder })
    expect(
      stepErrors(7, {
        formacao: [{ tipo: 'Faculdade', instituicao: 'USP', curso: 'ADM', data_inicio: '01/02/2020' }],
      }),
    ).toEqual({
      'formacao.0.tipo': FORM_MESSAGES.option,
    })
    expect(
      stepErrors(7, {
        formacao: [
          { tipo: 'Graduação', instituicao: 'USP', curso: 'ADM', data_inicio: '01/02/2020', nota: 10 },
        ],
      }),
    ).toEqual({
      'formacao.0.nota': FORM_MESSAGES.unknownField,
    })
  })
})

describe('field types', () => {
  it('texto and other trim text and limit its length', () => {
    expect(check(field({ type: 'texto' }), '  oi  ')).toEqual({ value: 'oi' })
    expect(check(field({ type: 'texto' }), 'x'.repeat(501))).toEqual({ error: FORM_MESSAGES.tooLong })
    expect(check(field({ type: 'other' }), 'linha 1\nlinha 2')).toEqual({ value: 'linha 1\nlinha 2' })
    expect(check(field({ type: 'texto' }), 42)).toEqual({ error: FORM_MESSAGES.invalid })
  })

  it('numerico keeps numbers as numbers, treats zero as missing when mandatory, refuses text', () => {
    expect(check(field({ type: 'numerico' }), 123)).toEqual({ value: 123 })
    expect(check(field({ type: 'numerico' }), '123')).toEqual({ error: FORM_MESSAGES.number })
    expect(check(field({ type: 'numerico', isMandatory: true }), 0)).toEqual({
      error: FORM_MESSAGES.required,
    })
    expect(check(field({ type: 'numerico' }), '')).toEqual({ value: undefined })
  })

  it('data accepts only real dd/MM/yyyy dates, and past-only dates not in the future', () => {
    expect(check(field({ type: 'data' }), '29/02/2024')).toEqual({ value: '29/02/2024' })
    expect(check(field({ type: 'data' }), '30/02/2024')).toEqual({ error: FORM_MESSAGES.date })
    expect(check(field({ type: 'data' }), '2024-02-01')).toEqual({ error: FORM_MESSAGES.date })
    expect(check(field({ type: 'data', settings: { pastOnly: true } }), '01/01/2099')).toEqual({
      error: FORM_MESSAGES.futureDate,
    })
  })

  it('dropdown accepts only its options', () => {
    const dropdown = field({ type: 'dropdown', options: ['A', 'B'] })
    expect(check(dropdown, 'B')).toEqual({ value: 'B' })
    expect(check(dropdown, 'C')).toEqual({ error: FORM_MESSAGES.option })
  })

  it('sim_nao and checkbox: an unchecked mandatory one is missing, an unchecked optional one is not stored', () => {
    for (const type of ['sim_nao', 'checkbox'] as const) {
      expect(check(field({ type, isMandatory: true }), false)).toEqual({ error: FORM_MESSAGES.required })
      expect(check(field({ type, isMandatory: true }), true)).toEqual({ value: true })
      expect(check(field({ type }), false)).toEqual({ value: undefined })
      expect(check(field({ type }), 'sim')).toEqual({ error: FORM_MESSAGES.invalid })
    }
  })

  it('email, cpf, telefone and cep normalise valid values', () => {
    expect(check(field({ type: 'email' }), ' A@B.COM ')).toEqual({ value: 'a@b.com' })
    expect(check(field({ type: 'cpf' }), '111.444.777-35')).toEqual({ value: '111.444.777-35' })
    expect(check(field({ type: 'cpf' }), '111.111.111-11')).toEqual({ error: FORM_MESSAGES.cpf })
    expect(check(field({ type: 'telefone' }), '(11) 98765-4321')).toEqual({ value: '(11)98765-4321' })
    expect(check(field({ type: 'telefone' }), '(11)3456-7890')).toEqual({ error: FORM_MESSAGES.phone })
    expect(check(field({ type: 'cep' }), '01310100')).toEqual({ value: '01310-100' })
    expect(check(field({ type: 'cep' }), '0131010')).toEqual({ error: FORM_MESSAGES.cep })
  })

  it('url checks the network host', () => {
    const linkedin = field({ type: 'url', label: 'LinkedIn', settings: { allowedHosts: ['linkedin.com'] } })
    expect(check(linkedin, 'linkedin.com/in/maria')).toEqual({ value: 'https://linkedin.com/in/maria' })
    expect(check(linkedin, 'https://exemplo.com/maria')).toEqual({
      error: 'Informe um link válido do LinkedIn.',
    })
    expect(check(field({ type: 'url' }), 'não é link')).toEqual({ error: FORM_MESSAGES.url })
  })

  it('senha keeps the password untrimmed and needs 8 characters', () => {
    expect(check(field({ type: 'senha' }), ' 1234567')).toEqual({ value: ' 1234567' })
    expect(check(field({ type: 'senha' }), '1234567')).toEqual({ error: FORM_MESSAGES.passwordShort })
  })

  it('foto checks the content, not the declared name or type, and the 2 MB limit', () => {
    const photo = field({ type: 'foto' })
    expect(check(photo, { name: 'eu.jpg', type: 'image/jpeg', size: 1, data: PNG_1PX })).toEqual({
      value: { name: 'eu.jpg', type: 'image/png', size: 70, data: PNG_1PX },
    })
    const pdf = btoa('%PDF-1.7 fake')
    expect(check(photo, { name: 'eu.png', type: 'image/png', size: 12, data: pdf })).toEqual({
      error: FORM_MESSAGES.photoType,
    })
    const big = btoa(String.fromCharCode(0xff, 0xd8, 0xff) + 'x'.repeat(2 * 1024 * 1024))
    expect(check(photo, { name: 'big.jpg', type: 'image/jpeg', size: 1, data: big })).toEqual({
      error: FORM_MESSAGES.photoSize,
    })
    expect(check(photo, 'eu.png')).toEqual({ error: FORM_MESSAGES.photoType })
  })

  it('arquivo takes an upload reference (the bytes were checked on upload), never the bytes', () => {
    const cv = field({ type: 'arquivo' })
    const uploadId = '0b6f3c1e-6a4d-4f7e-9d2a-1c3b5e7f9a0b'
    expect(check(cv, { uploadId: uploadId.toUpperCase(), name: 'cv.pdf', size: 1234 })).toEqual({
      value: { uploadId, name: 'cv.pdf', size: 1234 },
    })
    expect(check(cv, { uploadId: 'x', name: 'cv.pdf', size: 1 })).toEqual({ error: FORM_MESSAGES.file })
    expect(check(cv, { name: 'cv.pdf', size: 1, data: 'JVBERi0=' })).toEqual({ error: FORM_MESSAGES.file })
    expect(check(cv, 'cv.pdf')).toEqual({ error: FORM_MESSAGES.file })
    expect(check(field({ type: 'arquivo', isMandatory: true }), undefined)).toEqual({
      error: FORM_MESSAGES.required,
    })
  })

  it('grupo refuses more entries than allowed and non-list values', () => {
    const group = field({
      type: 'grupo',
      settings: { maxEntries: 1 },
      subFields: [{ key: 'nome', label: 'Nome', type: 'texto', isMandatory: true }],
    })
    expect(check(group, [{ nome: 'a' }])).toEqual({ value: [{ nome: 'a' }] })
    expect(check(group, [{ nome: 'a' }, { nome: 'b' }])).toEqual({ error: FORM_MESSAGES.tooManyEntries })
    expect(check(group, 'a')).toEqual({ error: FORM_MESSAGES.invalid })
  })
})

describe('buildSubmissionSchema', () => {
  it('refuses a key that is not a field of the form', () => {
    const result = buildSubmissionSchema([field({ type: 'texto' })]).safeParse({ f: 'a', intruso: 'x' })
    expect(result.success).toBe(false)
    expect(fieldErrors(result.error!)).toEqual({ intruso: FORM_MESSAGES.unknownField })
  })

  it('checks the mandatory fields of every step', () => {
    const result = buildSubmissionSchema(fields).safeParse({})
    expect(result.success).toBe(false)
    const errors = fieldErrors(result.error!)
    expect(Object.keys(errors)).toEqual(
      expect.arrayContaining(['cpf', 'foto', 'area_desejada', 'cep', 'celular', 'numero']),
    )
    expect(errors).not.toHaveProperty('nome_pai')
  })
})

describe('isFilled', () => {
  it('follows the spec: zero, false and blanks are missing', () => {
    expect([0, false, '', '  ', null, undefined, []].map(isFilled)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ])
    expect([1, true, 'a', [{}]].map(isFilled)).toEqual([true, true, true, true])
  })
})
