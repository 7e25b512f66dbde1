import { describe, expect, it } from 'vitest'
import { commentInputSchema, splitMentions } from './api.ts'

const ana = { id: 'u1', name: 'Ana' }
const anaSouza = { id: 'u2', name: 'Ana Souza' }

describe('splitMentions', () => {
  it('marks "@Nome" of a mentioned member, the longest name first', () => {
    expect(splitMentions('Oi @Ana Souza e @Ana!', [ana, anaSouza])).toEqual([
      { text: 'Oi ' },
      { text: '@Ana Souza', mention: 'u2' },
      { text: ' e ' },
      { text: '@Ana', mention: 'u1' },
      { text: '!' },
    ])
  })

  it('leaves text without mentioned members as it is (never HTML)', () => {
    expect(splitMentions('<b>@Carlos</b>', [ana])).toEqual([{ text: '<b>@Carlos</b>' }])
  })
})

describe('commentInputSchema', () => {
  it('trims the text and refuses an empty one with "Escreva o comentário."', () => {
    expect(commentInputSchema.parse({ body: '  ok  ' })).toEqual({ body: 'ok', mentionUserIds: [] })
    const empty = commentInputSchema.safeParse({ body: '   ' })
    expect(empty.error?.issues[0]?.message).toBe('Escreva o comentário.')
  })
})
