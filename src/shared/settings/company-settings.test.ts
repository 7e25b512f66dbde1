import { describe, expect, it } from 'vitest'
import { companySettingsSchema, isValidSlug, maskPhone, PHONE_PATTERN } from './company-settings.ts'

describe('maskPhone', () => {
  it.each([
    ['', ''],
    ['1', '(1'],
    ['11', '(11'],
    ['119876', '(11)9876'],
    ['1133334444', '(11)3333-4444'],
    ['11987654321', '(11)98765-4321'],
    ['(11) 98765-43210', '(11)98765-4321'],
    ['abc', ''],
  ])('%j -> %j', (input, expected) => {
    expect(maskPhone(input)).toBe(expected)
  })

  it('masks complete numbers into the accepted shapes', () => {
    expect(PHONE_PATTERN.test(maskPhone('11987654321'))).toBe(true)
    expect(PHONE_PATTERN.test(maskPhone('1133334444'))).toBe(true)
    expect(PHONE_PATTERN.test(maskPhone('113333'))).toBe(false)
  })
})

describe('isValidSlug', () => {
  it.each(['acme', 'acme-vagas-2026', '123', 'a'])('accepts %j', (slug) => {
    expect(isValidSlug(slug)).toBe(true)
  })
  it.each(['', 'Acme', 'acme vagas', 'acme_vagas', 'ação', 'a/b', 'a'.repeat(61)])('refuses %j', (slug) => {
    expect(isValidSlug(slug)).toBe(false)
  })
})

describe('companySettingsSchema', () => {
  const valid = { name: 'Acme', address: '', phone: '', customLink: '' }
  it('accepts empty optional texts and a https link', () => {
    expect(companySettingsSchema.safeParse(valid).success).toBe(true)
    expect(
      companySettingsSchema.safeParse({ ...valid, customLink: 'https://acme.com.br/vagas' }).success,
    ).toBe(true)
  })
  it.each([
    { name: ' ' },
    { phone: '(11)9876-54321' },
    { customLink: 'acme.com.br' },
    { customLink: 'ftp://acme.com.br' },
    { customLink: 'https://localhost' },
  ])('refuses %j', (change) => {
    expect(companySettingsSchema.safeParse({ ...valid, ...change }).success).toBe(false)
  })
})
