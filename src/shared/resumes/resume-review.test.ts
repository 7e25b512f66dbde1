import { describe, expect, it } from 'vitest'
import { EMPTY_PARSED_RESUME, type ParsedResume } from './parsed-resume.ts'
import { correctionsOf, effectiveResume, resumeFieldLines, resumeReviewSchema } from './resume-review.ts'

const parsed: ParsedResume = {
  ...EMPTY_PARSED_RESUME,
  name: 'Helena Prado',
  phone: '(11) 98765-1234',
  experience: [{ role: 'Vendedora', company: 'Loja Sol', period: '2019 – atual', current: true }],
}

const review = (changes: Record<string, unknown>) => ({ ...effectiveResume(parsed, null), ...changes })

describe('Revisar dados', () => {
  it('formats what it accepts: phone (00) 00000-0000 or landline, CPF, UF, CEP, LinkedIn', () => {
    const result = resumeReviewSchema.parse(
      review({
        phone: '+55 11 98765 4321',
        cpf: '52998224725',
        state: 'rj',
        cep: '13010050',
        linkedin: 'linkedin.com/in/helena-prado',
        email: ' Helena@Exemplo.COM ',
        city: '   ',
      }),
    )
    expect(result).toMatchObject({
      phone: '(11) 98765-4321',
      cpf: '529.982.247-25',
      state: 'RJ',
      cep: '13010-050',
      linkedin: 'https://linkedin.com/in/helena-prado',
      email: 'helena@exemplo.com',
      city: null,
    })
    expect(resumeReviewSchema.parse(review({ phone: '(11) 3456-7890' })).phone).toBe('(11) 3456-7890')
  })

  it('refuses a wrong phone, CPF check digit, UF or e-mail with the pt-BR message', () => {
    const issues = (changes: Record<string, unknown>) =>
      resumeReviewSchema.safeParse(review(changes)).error?.issues.map((issue) => issue.message)
    expect(issues({ phone: '98765-4321' })).toEqual(['Informe o telefone no formato (00) 00000-0000.'])
    expect(issues({ phone: '(01) 98765-4321' })).toEqual(['Informe o telefone no formato (00) 00000-0000.'])
    expect(issues({ cpf: '111.111.111-11' })).toEqual(['CPF inválido: confira os dígitos.'])
    expect(issues({ state: 'ZZ' })).toEqual(['Informe a UF com duas letras (ex.: SP).'])
    expect(issues({ email: 'helena@exemplo' })).toEqual(['Informe um e-mail válido.'])
  })

  it('keeps only the changed fields, whatever the key order of list entries', () => {
    const same = review({
      experience: [{ current: true, period: '2019 – atual', company: 'Loja Sol', role: 'Vendedora' }],
    })
    expect(correctionsOf(parsed, same)).toEqual({})
    expect(correctionsOf(parsed, review({ phone: null, skills: ['Vendas'] }))).toEqual({
      phone: null,
      skills: ['Vendas'],
    })
  })

  it('lets a correction win over the parsed value, a cleared one included', () => {
    const effective = effectiveResume(parsed, { phone: null, name: 'Helena Prado Vasconcelos' })
    expect(effective).toMatchObject({ phone: null, name: 'Helena Prado Vasconcelos' })
    expect(effectiveResume(null, null)).toEqual(EMPTY_PARSED_RESUME)
  })

  it('reads each field as lines, a current job marked "(atual)" once', () => {
    const lines = Object.fromEntries(resumeFieldLines(parsed).map(({ field, lines }) => [field, lines]))
    expect(lines.experience).toEqual(['Vendedora — Loja Sol — 2019 – atual'])
    expect(lines.email).toEqual([])
    const noPeriod = effectiveResume(parsed, {
      experience: [{ role: 'Caixa', company: null, period: null, current: true }],
    })
    expect(resumeFieldLines(noPeriod).find((line) => line.field === 'experience')?.lines).toEqual([
      'Caixa — (atual)',
    ])
  })
})
