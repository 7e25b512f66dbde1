import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  ApiError,
  api,
  apiFieldErrors,
  errorMessage,
  NETWORK_ERROR_CODE,
  toApiError,
  UNEXPECTED_ERROR_MESSAGE,
} from './api.ts'

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  return vi.fn(async () => new Response(body === undefined ? '' : JSON.stringify(body), { status, headers }))
}

afterEach(() => vi.unstubAllGlobals())

describe('api', () => {
  it('sends JSON and resolves with the parsed answer', async () => {
    const fetchMock = answer(201, { email: 'ana@empresa.com.br' })
    vi.stubGlobal('fetch', fetchMock)
    await expect(api('/api/accounts/sign-up', { body: { email: 'ana@empresa.com.br' } })).resolves.toEqual({
      email: 'ana@empresa.com.br',
    })
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/accounts/sign-up',
      expect.objectContaining({ method: 'POST', body: '{"email":"ana@empresa.com.br"}' }),
    )
  })

  it('throws the server’s code, message and details as an ApiError', async () => {
    vi.stubGlobal(
      'fetch',
      answer(409, { error: { code: 'ACCOUNT_EXISTS', message: 'Já existe.', details: { confirmed: true } } }),
    )
    const error = await api('/api/accounts/sign-up', { body: {} }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      status: 409,
      code: 'ACCOUNT_EXISTS',
      message: 'Já existe.',
      details: { confirmed: true },
    })
  })

  it('names the status when the answer has no body', async () => {
    vi.stubGlobal('fetch', answer(401, undefined))
    await expect(api('/api/me')).rejects.toMatchObject({ status: 401, code: 'UNAUTHORIZED' })
  })

  it('turns a failed connection into NETWORK_ERROR', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch')
      }),
    )
    await expect(api('/api/me')).rejects.toMatchObject({ status: 0, code: NETWORK_ERROR_CODE })
  })
})

describe('errorMessage', () => {
  it('shows the server’s pt-BR message, or the fallback when there is none', () => {
    expect(errorMessage(new ApiError(409, 'CONFLICT', 'Plano já contratado'), 'Falhou.')).toBe(
      'Plano já contratado',
    )
    expect(errorMessage(new ApiError(500, 'SERVER_ERROR', ''), 'Falhou.')).toBe('Falhou.')
    expect(errorMessage(new TypeError('fetch failed'), 'Falhou.')).toBe('Falhou.')
    expect(errorMessage(undefined)).toBe(UNEXPECTED_ERROR_MESSAGE)
  })
})

describe('apiFieldErrors', () => {
  it('puts an answer’s messages under their fields', () => {
    const error = toApiError(422, new Headers(), {
      error: {
        code: 'UNPROCESSABLE',
        message: 'Dados inválidos.',
        details: {
          fields: {
            email: 'Digite um e-mail válido',
            fullName: ['Nome completo deve ter pelo menos 3 caracteres'],
            other: 3,
          },
        },
      },
    })
    expect(apiFieldErrors(error)).toEqual({
      email: 'Digite um e-mail válido',
      fullName: 'Nome completo deve ter pelo menos 3 caracteres',
    })
    expect(apiFieldErrors(new ApiError(400, 'BAD_REQUEST', 'X'))).toEqual({})
    expect(apiFieldErrors(new TypeError('fetch failed'))).toEqual({})
  })
})
