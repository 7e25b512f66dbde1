import { describe, expect, it } from 'vitest'
import {
  formatCep,
  formatCpf,
  formatMobilePhone,
  isValidCep,
  isValidCpf,
  isValidMobilePhone,
  onlyDigits,
} from './brazil.ts'
import { compareBrDates, dateToBrDate, isValidBrDate, parseBrDate } from './dates.ts'
import { maskBrDate, maskCep, maskCpf, maskMobilePhone } from './masks.ts'
import { isValidProfileUrl, normalizeProfileUrl } from './url.ts'

describe('CPF', () => {
  it('accepts valid CPFs with or without punctuation', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true)
    expect(isValidCpf('52998224725')).toBe(true)
    expect(isValidCpf('111.444.777-35')).toBe(true)
  })

  it('rejects a CPF with a wrong check digit', () => {
    expect(isValidCpf('529.982.247-26')).toBe(false)
    expect(isValidCpf('529.982.247-15')).toBe(false)
  })

  it('rejects all-equal digits, wrong lengths and letters', () => {
    for (const digit of '0123456789') expect(isValidCpf(digit.repeat(11))).toBe(false)
    expect(isValidCpf('5299822472')).toBe(false)
    expect(isValidCpf('529982247250')).toBe(false)
    expect(isValidCpf('529.982.247-2a')).toBe(false)
    expect(isValidCpf('')).toBe(false)
  })

  it('formats as 000.000.000-00', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25')
    expect(onlyDigits('529.982.247-25')).toBe('52998224725')
  })
})

describe('mobile phone', () => {
  it('accepts (00)00000-0000 with a real area code and the leading 9', () => {
    expect(isValidMobilePhone('(11)98765-4321')).toBe(true)
    expect(isValidMobilePhone('(21) 99876-5432')).toBe(true)
    expect(isValidMobilePhone('11987654321')).toBe(true)
  })

  it('rejects landlines, short numbers and impossible area codes', () => {
    expect(isValidMobilePhone('(11)3456-7890')).toBe(false)
    expect(isValidMobilePhone('(11)88765-4321')).toBe(false)
    expect(isValidMobilePhone('(01)98765-4321')).toBe(false)
    expect(isValidMobilePhone('(10)98765-4321')).toBe(false)
    expect(isValidMobilePhone('(11)98765-432')).toBe(false)
    expect(isValidMobilePhone('telefone')).toBe(false)
  })

  it('formats as (00)00000-0000', () => {
    expect(formatMobilePhone('11 98765 4321')).toBe('(11)98765-4321')
  })
})

describe('CEP', () => {
  it('accepts 8 digits with or without the hyphen', () => {
    expect(isValidCep('01310-100')).toBe(true)
    expect(isValidCep('01310100')).toBe(true)
  })

  it('rejects other lengths and letters', () => {
    expect(isValidCep('0131010')).toBe(false)
    expect(isValidCep('013101000')).toBe(false)
    expect(isValidCep('01310-1a0')).toBe(false)
    expect(formatCep('01310100')).toBe('01310-100')
  })
})

describe('dates dd/MM/yyyy', () => {
  it('accepts real dates, leap days included', () => {
    expect(isValidBrDate('08/04/2025')).toBe(true)
    expect(isValidBrDate('29/02/2024')).toBe(true)
    expect(parseBrDate('31/12/1999')).toEqual({ day: 31, month: 12, year: 1999 })
  })

  it('rejects impossible days, other formats and absurd years', () => {
    expect(isValidBrDate('29/02/2025')).toBe(false)
    expect(isValidBrDate('31/04/2025')).toBe(false)
    expect(isValidBrDate('00/01/2025')).toBe(false)
    expect(isValidBrDate('10/13/2025')).toBe(false)
    expect(isValidBrDate('2025-04-08')).toBe(false)
    expect(isValidBrDate('8/4/2025')).toBe(false)
    expect(isValidBrDate('01/01/1800')).toBe(false)
  })

  it('formats and compares', () => {
    expect(dateToBrDate(new Date(2025, 3, 8))).toBe('08/04/2025')
    expect(compareBrDates('01/02/2020', '01/03/2020')).toBeLessThan(0)
    expect(compareBrDates('01/03/2021', '01/03/2020')).toBeGreaterThan(0)
  })
})

describe('profile URLs', () => {
  it('accepts the network URL with or without scheme', () => {
    expect(isValidProfileUrl('https://www.linkedin.com/in/maria', ['linkedin.com'])).toBe(true)
    expect(isValidProfileUrl('br.linkedin.com/in/maria', ['linkedin.com'])).toBe(true)
    expect(isValidProfileUrl('instagram.com/maria', ['instagram.com'])).toBe(true)
    expect(normalizeProfileUrl('instagram.com/maria')).toBe('https://instagram.com/maria')
  })

  it('rejects other hosts, other schemes and non-URLs', () => {
    expect(isValidProfileUrl('https://evil.com/linkedin.com', ['linkedin.com'])).toBe(false)
    expect(isValidProfileUrl('https://notlinkedin.com/in/x', ['linkedin.com'])).toBe(false)
    expect(isValidProfileUrl('javascript:alert(1)')).toBe(false)
    expect(isValidProfileUrl('ftp://linkedin.com/x', ['linkedin.com'])).toBe(false)
    expect(isValidProfileUrl('minha página')).toBe(false)
  })
})

describe('input masks', () => {
  it('formats while typing and accepts pasted punctuation', () => {
    expect(maskCpf('5299')).toBe('529.9')
    expect(maskCpf('529.982.247-25999')).toBe('529.982.247-25')
    expect(maskMobilePhone('119876')).toBe('(11)9876')
    expect(maskMobilePhone('11987654321')).toBe('(11)98765-4321')
    expect(maskCep('01310100')).toBe('01310-100')
    expect(maskBrDate('08042025')).toBe('08/04/2025')
    expect(maskBrDate('0804')).toBe('08/04')
  })
})
