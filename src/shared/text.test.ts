import { describe, expect, it } from 'vitest'
import { endSentence } from './text.ts'

describe('endSentence', () => {
  it('adds the period a sentence ending in a name needs', () => {
    expect(endSentence('Currículos recebidos pela Padaria São João')).toBe(
      'Currículos recebidos pela Padaria São João.',
    )
  })

  it('does not double the period of a name ending in "." ("Ltda.", "S.A.")', () => {
    expect(endSentence('Currículos recebidos pela Padaria São João Ltda.')).toBe(
      'Currículos recebidos pela Padaria São João Ltda.',
    )
    expect(endSentence('banco de talentos de Souza & Filhos S.A.')).toBe(
      'banco de talentos de Souza & Filhos S.A.',
    )
  })

  it('keeps other final punctuation and drops trailing spaces', () => {
    expect(endSentence('Vem pra Yahoo!')).toBe('Vem pra Yahoo!')
    expect(endSentence('Quem somos?')).toBe('Quem somos?')
    expect(endSentence('E assim por diante…')).toBe('E assim por diante…')
    expect(endSentence('Acme Ltda.  ')).toBe('Acme Ltda.')
    expect(endSentence('Acme  ')).toBe('Acme.')
  })
})
