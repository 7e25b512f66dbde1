import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { lastMailTo } from './outbox.ts'

/** The test app's origin (createTestApp's APP_URL). */
export const TEST_ORIGIN = 'http://localhost:3000'

let counter = 0
/** A fresh client address per call: rate limits are per IP, so tests do not share buckets. */
export function uniqueIp(): string {
  counter += 1
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`
}

export function uniqueEmail(prefix = 'pessoa'): string {
  counter += 1
  return `${prefix}.${Date.now().toString(36)}${counter}@empresa.com.br`
}

/** The Cookie header for the cookies a response set (name=value pairs; expired ones dropped). */
export function cookieHeader(response: LightMyRequestResponse): string {
  return response.cookies
    .filter((cookie) => cookie.value !== '' && (cookie.maxAge === undefined || cookie.maxAge > 0))
    .map((cookie) => `${cookie.name}=${cookie.value}`)
    .join('; ')
}

export type SignUpData = {
  fullName: string
  email: string
  companyName: string
  password: string
  confirmPassword: string
}

export function signUpData(overrides: Partial<SignUpData> = {}): SignUpData {
  const password = overrides.password ?? 'senha-forte-123'
  return {
    fullName: 'Maria Souza',
    email: uniqueEmail(),
    companyName: 'Empresa Exemplo',
    password,
    confirmPassword: password,
    ...overrides,
  }
}

export function postJson(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    headers: { origin: TEST_ORIGIN, 'x-forwarded-for': uniqueIp(), ...headers },
  })
}

/** Signs up through the API, follows the confirmation link and answers the signed-in cookies. */
export async function createConfirmedAccount(
  app: FastifyInstance,
  dataDir: string,
  overrides: Partial<SignUpData> = {},
): Promise<SignUpData & { cookie: string }> {
  const data = signUpData(overrides)
  const signUp = await postJson(app, '/api/accounts/sign-up', data)
  if (signUp.statusCode !== 201) throw new Error(`sign-up answered ${signUp.statusCode}: ${signUp.body}`)
  const mail = await lastMailTo(dataDir, data.email, { subject: /Confirme/ })
  const link = mail.links.find((candidate) => candidate.includes('/api/auth/verify-email'))
  if (!link) throw new Error('no confirmation link in the e-mail')
  const url = new URL(link)
  const verified = await app.inject({
    method: 'GET',
    url: `${url.pathname}${url.search}`,
    headers: { 'x-forwarded-for': uniqueIp() },
  })
  if (verified.statusCode !== 302) throw new Error(`verify-email answered ${verified.statusCode}`)
  return { ...data, cookie: cookieHeader(verified) }
}
