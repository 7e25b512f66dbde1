import { describe, expect, it } from 'vitest'
import { slugCandidate, slugify } from './slug.ts'

describe('slugify', () => {
  it('lower-cases and removes accents', () => {
    expect(slugify('Ação Logística São João')).toBe('acao-logistica-sao-joao')
    expect(slugify('ÇÃÕÉÍÚÂÊÔÜ')).toBe('caoeiuaeou')
  })

  it('turns every run of other characters into one hyphen and trims hyphens', () => {
    expect(slugify('  Talentos & Cia.  Ltda!! ')).toBe('talentos-cia-ltda')
    expect(slugify('---RH/TI___2024---')).toBe('rh-ti-2024')
  })

  it('answers an empty slug when nothing usable remains', () => {
    expect(slugify('!!!')).toBe('')
    expect(slugify('日本語')).toBe('')
  })

  it('keeps only lowercase letters, digits and hyphens (the custom-link rule)', () => {
    for (const name of ['Émile & Zoë GmbH', 'O’Reilly — Recrutamento', 'Empresa nº 1 (Matriz)']) {
      expect(slugify(name)).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    }
  })

  it('cuts long names without a trailing hyphen', () => {
    const slug = slugify(`${'a'.repeat(59)} b`)
    expect(slug).toBe('a'.repeat(59))
    expect(slugify('x'.repeat(100))).toHaveLength(60)
  })
})

describe('slugCandidate', () => {
  it('answers the base first, then -2, -3…', () => {
    expect([1, 2, 3].map((attempt) => slugCandidate('acme', attempt))).toEqual(['acme', 'acme-2', 'acme-3'])
  })
})
