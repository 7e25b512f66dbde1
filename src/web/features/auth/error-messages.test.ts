import { describe, expect, it } from 'vitest'
import { ApiError, NETWORK_ERROR_CODE, toApiError } from '@/web/lib/api.ts'
import {
  existingAccount,
  forgotPasswordErrorMessage,
  resendErrorMessage,
  resetPasswordErrorMessage,
  signInErrorMessage,
  signUpErrorMessage,
  tooManyRequestsMessage,
} from './error-messages.ts'

/** A sign-in or reset refusal as the server answers it (Better Auth's code, the app's one shape). */
const betterAuthError = (status: number, code: string) =>
  toApiError(status, new Headers(), { error: { code, message: 'Mensagem do servidor.' } })

describe('sign-in errors', () => {
  it('says the e-mail or password is wrong for INVALID_EMAIL_OR_PASSWORD', () => {
    expect(signInErrorMessage(betterAuthError(401, 'INVALID_EMAIL_OR_PASSWORD'))).toBe(
      'Email ou senha incorretos. Por favor, tente novamente.',
    )
  })

  it('asks to confirm the e-mail for EMAIL_NOT_VERIFIED', () => {
    expect(signInErrorMessage(betterAuthError(403, 'EMAIL_NOT_VERIFIED'))).toBe(
      'Por favor, confirme seu email antes de fazer login.',
    )
  })

  it('says the account was deactivated for ACCOUNT_DEACTIVATED (a member an admin deactivated)', () => {
    expect(signInErrorMessage(betterAuthError(403, 'ACCOUNT_DEACTIVATED'))).toBe(
      'Sua conta foi desativada. Fale com o administrador da sua empresa.',
    )
  })

  it('falls back to the generic login message, never the library English', () => {
    expect(signInErrorMessage(betterAuthError(500, 'INTERNAL'))).toBe(
      'Ocorreu um erro durante o login. Por favor, tente novamente.',
    )
    expect(signInErrorMessage(new Error('boom'))).toBe(
      'Ocorreu um erro durante o login. Por favor, tente novamente.',
    )
  })

  it('says when to retry after too many attempts, from the Retry-After header', () => {
    const error = toApiError(429, new Headers({ 'Retry-After': '42' }), {
      error: { code: 'TOO_MANY_REQUESTS', message: 'Muitas tentativas.' },
    })
    expect(signInErrorMessage(error)).toBe('Muitas tentativas. Tente novamente em 42 segundos.')
  })

  it('says the server could not be reached when offline', () => {
    expect(signInErrorMessage(new ApiError(0, NETWORK_ERROR_CODE, ''))).toMatch(/conexão/)
  })
})

describe('too many requests', () => {
  it('reads retryAfterSeconds from our own error details', () => {
    const error = toApiError(429, new Headers(), {
      error: { code: 'TOO_MANY_REQUESTS', message: 'x', details: { retryAfterSeconds: 600 } },
    })
    expect(error.retryAfterSeconds).toBe(600)
    expect(resendErrorMessage(error)).toBe('Muitas tentativas. Tente novamente em 10 minutos.')
  })

  it('words seconds and minutes in the singular and plural', () => {
    expect(tooManyRequestsMessage(1)).toBe('Muitas tentativas. Tente novamente em 1 segundo.')
    expect(tooManyRequestsMessage(61)).toBe('Muitas tentativas. Tente novamente em 2 minutos.')
    expect(tooManyRequestsMessage(60)).toBe('Muitas tentativas. Tente novamente em 1 minuto.')
    expect(tooManyRequestsMessage(undefined)).toBe(
      'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
    )
  })
})

describe('sign-up errors', () => {
  it('opens the confirmed or unconfirmed dialog for ACCOUNT_EXISTS', () => {
    const confirmed = toApiError(409, new Headers(), {
      error: { code: 'ACCOUNT_EXISTS', message: 'x', details: { confirmed: true } },
    })
    const unconfirmed = toApiError(409, new Headers(), {
      error: { code: 'ACCOUNT_EXISTS', message: 'x', details: { confirmed: false } },
    })
    expect(existingAccount(confirmed)).toEqual({ confirmed: true })
    expect(existingAccount(unconfirmed)).toEqual({ confirmed: false })
    expect(existingAccount(betterAuthError(400, 'OTHER'))).toBeUndefined()
  })

  it('shows our route’s pt-BR message, else the catalogue’s default', () => {
    const error = toApiError(400, new Headers(), {
      error: { code: 'BAD_REQUEST', message: 'Origem não permitida.' },
    })
    expect(signUpErrorMessage(error)).toBe('Origem não permitida.')
    expect(signUpErrorMessage(toApiError(500, new Headers(), null))).toBe(
      'Ocorreu um erro durante o cadastro. Tente novamente.',
    )
  })
})

describe('password recovery errors', () => {
  it('never reveals whether an account exists: one generic message', () => {
    expect(forgotPasswordErrorMessage(betterAuthError(400, 'USER_NOT_FOUND'))).toBe(
      'Ocorreu um erro ao processar sua solicitação. Tente novamente.',
    )
  })

  it('says the reset link is invalid or expired for INVALID_TOKEN and TOKEN_EXPIRED', () => {
    const expected = 'O link de redefinição é inválido ou expirou. Solicite um novo link.'
    expect(resetPasswordErrorMessage(betterAuthError(400, 'INVALID_TOKEN'))).toBe(expected)
    expect(resetPasswordErrorMessage(betterAuthError(400, 'TOKEN_EXPIRED'))).toBe(expected)
    expect(resetPasswordErrorMessage(betterAuthError(500, 'X'))).toBe(
      'Ocorreu um erro ao redefinir sua senha. Por favor, tente novamente.',
    )
  })
})
