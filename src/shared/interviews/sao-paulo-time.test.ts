import { describe, expect, it } from 'vitest'
import { formatSaoPauloDateTime, formatSaoPauloDay, saoPauloInstant } from './sao-paulo-time.ts'

describe('São Paulo interview times', () => {
  it('reads 27/11/2026 14:30 as 17:30 UTC (UTC-3, no daylight time)', () => {
    expect(saoPauloInstant('27/11/2026', '14:30')?.toISOString()).toBe('2026-11-27T17:30:00.000Z')
  })

  it('reads a time just before midnight into the next UTC day', () => {
    expect(saoPauloInstant('31/12/2026', '23:15')?.toISOString()).toBe('2027-01-01T02:15:00.000Z')
  })

  it('refuses an impossible date or time', () => {
    expect(saoPauloInstant('31/02/2027', '10:00')).toBeNull()
    expect(saoPauloInstant('10/02/2027', '24:00')).toBeNull()
    expect(saoPauloInstant('10/02/2027', '9:00')).toBeNull()
  })

  it('shows an instant as São Paulo time, dd/MM/yyyy HH:mm', () => {
    expect(formatSaoPauloDateTime(new Date('2027-01-01T02:15:00Z'))).toBe('31/12/2026 23:15')
    expect(formatSaoPauloDay(new Date('2026-11-27T17:30:00Z'))).toBe('sexta-feira, 27/11/2026')
  })
})
