import { describe, expect, it } from 'vitest'
import { isOwnAvatarKey } from './avatar.service.ts'

const owner = { companyId: '3f0c9a52-7d1e-4c55-9a8e-2b6f1d0c4e11', userId: 'user_123' }
const own = `avatars/${owner.companyId}/${owner.userId}-0123456789abcdef.png`

describe('isOwnAvatarKey', () => {
  it('accepts only the keys the avatar service makes for this member', () => {
    expect(isOwnAvatarKey(own, owner)).toBe(true)
    for (const key of [
      null,
      undefined,
      '',
      `avatars/${owner.companyId}/other_user-0123456789abcdef.png`,
      `avatars/00000000-0000-0000-0000-000000000000/${owner.userId}-0123456789abcdef.png`,
      `avatars/${owner.companyId}/${owner.userId}-0123456789abcdef.svg`,
      `avatars/${owner.companyId}/${owner.userId}-../../submissions/x.png`,
      `avatars/${owner.companyId}/${owner.userId}-0123456789abcdef.png/../x.png`,
      'https://example.com/avatar.png',
    ]) {
      expect(isOwnAvatarKey(key, owner), String(key)).toBe(false)
    }
  })
})
