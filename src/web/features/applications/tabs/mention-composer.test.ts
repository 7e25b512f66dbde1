import { describe, expect, it } from 'vitest'
import { matchMembers, mentionQueryAt } from './mention-composer.tsx'

const members = [
  { id: '1', name: 'João Pereira', avatarUrl: null },
  { id: '2', name: 'Ana Souza', avatarUrl: null },
]

describe('mentionQueryAt', () => {
  it('finds the "@query" right before the caret', () => {
    expect(mentionQueryAt('Oi @Jo', 6)).toEqual({ start: 3, query: 'Jo' })
    expect(mentionQueryAt('@Ana So', 7)).toEqual({ start: 0, query: 'Ana So' })
  })

  it('ignores an @ inside a word (an e-mail) or on an earlier line', () => {
    expect(mentionQueryAt('ana@empresa', 11)).toBeNull()
    expect(mentionQueryAt('@Ana\nok', 7)).toBeNull()
  })
})

describe('matchMembers', () => {
  it('matches any word of the name, without accents or case', () => {
    expect(matchMembers(members, 'joao').map((m) => m.id)).toEqual(['1'])
    expect(matchMembers(members, 'sou').map((m) => m.id)).toEqual(['2'])
    expect(matchMembers(members, '').map((m) => m.id)).toEqual(['1', '2'])
  })
})
