import { describe, expect, it } from 'vitest'
import { redactUrl } from './redact-url.ts'

describe('redactUrl', () => {
  it('hides the tokens links carry and keeps the rest', () => {
    expect(redactUrl('/api/invitations/abcDEF123_-xyz')).toBe('/api/invitations/[redacted]')
    expect(redactUrl('/api/invitations/accept')).toBe('/api/invitations/accept')
    expect(redactUrl('/api/auth/reset-password/tok123?callbackURL=%2Fredefinir-senha')).toBe(
      '/api/auth/reset-password/[redacted]?callbackURL=%2Fredefinir-senha',
    )
    expect(redactUrl('/api/auth/verify-email?token=eyJhbGci.x.y&callbackURL=%2Fauth%2Fcallback')).toBe(
      '/api/auth/verify-email?token=[redacted]&callbackURL=%2Fauth%2Fcallback',
    )
    expect(redactUrl('/convite?token=secret')).toBe('/convite?token=[redacted]')
    expect(redactUrl('/pagamentos?checkout=sucesso&session_id=cs_test_1')).toBe(
      '/pagamentos?checkout=sucesso&session_id=[redacted]',
    )
    expect(redactUrl('/api/applications?q=ana&page=2')).toBe('/api/applications?q=ana&page=2')
  })
})
