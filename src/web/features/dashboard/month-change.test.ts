import { describe, expect, it } from 'vitest'
import { monthChangeText } from './month-change.ts'

describe('monthChangeText', () => {
  it('shows "+0%" for a new account with nothing to compare', () => {
    expect(monthChangeText(null)).toBe('+0% em relação ao mês anterior')
    expect(monthChangeText(0)).toBe('+0% em relação ao mês anterior')
  })

  it('signs growth with "+" and a fall with "-"', () => {
    expect(monthChangeText(50)).toBe('+50% em relação ao mês anterior')
    expect(monthChangeText(-25)).toBe('-25% em relação ao mês anterior')
  })

  it('writes decimals the Brazilian way, one place at most', () => {
    expect(monthChangeText(12.345)).toBe('+12,3% em relação ao mês anterior')
    expect(monthChangeText(-0.04)).toBe('+0% em relação ao mês anterior')
  })
})
