import { describe, expect, it } from 'vitest'
import { formatDate, formatDateTime } from './format.ts'
import { formatBRL, formatInteger } from './money.ts'

describe('pt-BR formatters', () => {
  it('formats money as "R$ 19,90" with a non-breaking space', () => {
    expect(formatBRL(1990)).toBe('R$\u00a019,90')
    expect(formatBRL(0)).toBe('R$\u00a00,00')
    expect(formatBRL(19990)).toBe('R$\u00a0199,90')
    expect(formatBRL(123456)).toBe('R$\u00a01.234,56')
  })

  it('formats dates as dd/MM/yyyy', () => {
    expect(formatDate(new Date(2025, 3, 8))).toBe('08/04/2025')
    expect(formatDate(new Date(2026, 10, 23, 23, 59))).toBe('23/11/2026')
  })

  it('formats date and time as dd/MM/yyyy HH:mm', () => {
    expect(formatDateTime(new Date(2026, 0, 2, 9, 5))).toBe('02/01/2026 09:05')
  })

  it('groups thousands with a dot', () => {
    expect(formatInteger(1000)).toBe('1.000')
    expect(formatInteger(5000)).toBe('5.000')
  })
})
