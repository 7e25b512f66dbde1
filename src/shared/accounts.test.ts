import { describe, expect, it } from 'vitest'
import { resetPasswordSchema, signUpSchema } from './accounts.ts'

const valid = {
  fullName: 'Maria Souza',
  email: 'Maria@Empresa.com.br ',
  companyName: 'Empresa Boa',
  password: 'segredo123',
  confirmPassword: 'segredo123',
}

function fieldMessages(input: unknown): Record<string, string> {
  const result = signUpSchema.safeParse(input)
  if (result.success) return {}
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

describe('signUpSchema', () => {
  it('accepts a valid sign-up and normalises the e-mail', () => {
    const parsed = signUpSchema.parse(valid)
    expect(parsed.email).toBe('maria@empresa.com.br')
  })

  it('words each rule as the spec does', () => {
    expect(
      fieldMessages({
        fullName: 'Jo',
        email: 'x',
        companyName: 'AB',
        password: '123',
        confirmPassword: '123',
      }),
    ).toEqual({
      fullName: 'Nome completo deve ter pelo menos 3 caracteres',
      email: 'Digite um e-mail válido',
      companyName: 'Nome da empresa deve ter pelo menos 3 caracteres',
      password: 'A senha deve ter pelo menos 8 caracteres',
      confirmPassword: 'A senha deve ter pelo menos 8 caracteres',
    })
    expect(fieldMessages({ ...valid, confirmPassword: 'outrasenha' })).toEqual({
      confirmPassword: 'As senhas não coincidem',
    })
  })

  it('answers pt-BR messages for missing fields and too-long values', () => {
    expect(fieldMessages({})).toMatchObject({ fullName: 'Nome completo deve ter pelo menos 3 caracteres' })
    expect(fieldMessages({ ...valid, password: 'a'.repeat(129), confirmPassword: 'a'.repeat(129) })).toEqual({
      password: 'A senha deve ter no máximo 128 caracteres',
      confirmPassword: 'A senha deve ter no máximo 128 caracteres',
    })
  })
})

describe('resetPasswordSchema', () => {
  it('asks for 8 characters and equal passwords', () => {
    const short = resetPasswordSchema.safeParse({ password: '1234567', confirmPassword: '1234567' })
    expect(short.error?.issues[0]?.message).toBe('A senha deve ter pelo menos 8 caracteres.')
    const mismatch = resetPasswordSchema.safeParse({ password: '12345678', confirmPassword: '12345679' })
    expect(mismatch.error?.issues[0]?.message).toBe('As senhas não coincidem.')
  })
})
