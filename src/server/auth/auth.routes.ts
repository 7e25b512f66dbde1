import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import type { Db } from '../db/client.ts'
import type { Env } from '../env.ts'
import { type Auth, CLIENT_IP_HEADER } from './auth.ts'
import { consumeRateLimit, type RateLimits, type RateRule, tooManyRequestsMessage } from './rate-limit.ts'

/**
 * pt-BR messages for the Better Auth error codes its routes can answer. The code stays as Better Auth
 * sends it (the web maps INVALID_EMAIL_OR_PASSWORD, EMAIL_NOT_VERIFIED… to the spec's catalogue);
 * the message becomes one a user can read.
 */
const AUTH_ERROR_MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: 'Email ou senha incorretos. Por favor, tente novamente.',
  INVALID_PASSWORD: 'Email ou senha incorretos. Por favor, tente novamente.',
  EMAIL_NOT_VERIFIED: 'Por favor, confirme seu email antes de fazer login.',
  ACCOUNT_DEACTIVATED: 'Sua conta foi desativada. Fale com o administrador da sua empresa.',
  INVALID_EMAIL: 'Digite um e-mail válido',
  PASSWORD_TOO_SHORT: 'A senha deve ter pelo menos 8 caracteres.',
  PASSWORD_TOO_LONG: 'A senha deve ter no máximo 128 caracteres.',
  INVALID_TOKEN: 'O link de redefinição é inválido ou expirou. Solicite um novo link.',
  TOKEN_EXPIRED: 'O link de redefinição é inválido ou expirou. Solicite um novo link.',
  INVALID_ORIGIN: 'Origem não permitida.',
  MISSING_OR_NULL_ORIGIN: 'Origem não permitida.',
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: 'Origem não permitida.',
  INVALID_CALLBACK_URL: 'Endereço de retorno não permitido.',
  INVALID_REDIRECT_URL: 'Endereço de retorno não permitido.',
  INVALID_ERROR_CALLBACK_URL: 'Endereço de retorno não permitido.',
  INVALID_NEW_USER_CALLBACK_URL: 'Endereço de retorno não permitido.',
  EMAIL_PASSWORD_SIGN_UP_DISABLED: 'Crie sua conta pela página de cadastro.',
  SESSION_EXPIRED: 'Sua sessão expirou. Faça login novamente.',
  UNAUTHORIZED: 'Sua sessão expirou. Faça login novamente.',
  EMAIL_ALREADY_VERIFIED: 'Este e-mail já foi confirmado.',
  USER_NOT_FOUND: 'Email ou senha incorretos. Por favor, tente novamente.',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'Email ou senha incorretos. Por favor, tente novamente.',
  VALIDATION_ERROR: 'Dados inválidos. Verifique os campos e tente novamente.',
  BODY_MUST_BE_AN_OBJECT: 'Dados inválidos. Verifique os campos e tente novamente.',
}

/**
 * The Better Auth endpoints this app uses; every other one (update-user, change-password,
 * change-email, delete-user, list-sessions…) answers 404. Those changes go through our own routes,
 * which apply our rules: the profile name kept in step, the avatar key checked, other sessions ended.
 */
const EXPOSED_AUTH_ENDPOINTS: readonly { method: string; path: RegExp }[] = [
  { method: 'POST', path: /^\/sign-in\/email$/ },
  { method: 'POST', path: /^\/sign-out$/ },
  { method: 'GET', path: /^\/get-session$/ },
  { method: 'GET', path: /^\/verify-email$/ },
  { method: 'POST', path: /^\/send-verification-email$/ },
  { method: 'POST', path: /^\/request-password-reset$/ },
  { method: 'GET', path: /^\/reset-password\/[^/]+$/ },
  { method: 'POST', path: /^\/reset-password$/ },
  { method: 'GET', path: /^\/(ok|error)$/ },
]

export function isExposedAuthEndpoint(method: string, url: string): boolean {
  const path = (url.split('?')[0] ?? '').replace(/^\/api\/auth/, '')
  return EXPOSED_AUTH_ENDPOINTS.some((endpoint) => endpoint.method === method && endpoint.path.test(path))
}

function codeForStatus(status: number): string {
  if (status === 401) return 'UNAUTHORIZED'
  if (status === 403) return 'FORBIDDEN'
  if (status === 404) return 'NOT_FOUND'
  if (status >= 500) return 'INTERNAL'
  return 'BAD_REQUEST'
}

function messageForStatus(status: number): string {
  if (status === 401) return 'Sua sessão expirou. Faça login novamente.'
  if (status === 403) return 'Você não tem permissão para realizar esta ação.'
  if (status === 404) return 'Recurso não encontrado.'
  if (status === 405) return 'Método não permitido.'
  if (status === 413) return 'O conteúdo enviado é grande demais.'
  if (status === 415) return 'Formato de conteúdo não suportado.'
  if (status >= 500) return 'Ocorreu um erro inesperado. Por favor, tente novamente.'
  return 'Dados inválidos. Verifique os campos e tente novamente.'
}

/**
 * Mounts Better Auth at /api/auth/*. The scope has no JSON parser: the raw body goes to Better Auth
 * untouched (an empty POST such as sign-out must not fail Fastify's JSON parsing), wrapped in a Web
 * Request built here rather than with `toNodeHandler`, so that
 * - Better Auth sees the client address Fastify resolved (its rate limit keys on it), and
 * - its error answers get a pt-BR message and the shape of our own errors beside its own
 *   (`{ code, message, error: { code, message, details } }`), 429s a Retry-After header, and
 * - sign-in and reset requests are also limited per e-mail (Better Auth limits per address only).
 */
export function authRoutes(options: {
  auth: Auth
  env: Env
  db: Db
  rateLimits: RateLimits
}): FastifyPluginAsync {
  const perEmailLimits: Record<string, { key: string; rule: RateRule }> = {
    '/api/auth/sign-in/email': { key: 'sign-in:email', rule: options.rateLimits.signInPerEmail },
    '/api/auth/request-password-reset': {
      key: 'password-reset:email',
      rule: options.rateLimits.passwordResetRequestPerEmail,
    },
  }
  return async (app) => {
    app.removeAllContentTypeParsers()
    app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body))

    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      if (!isExposedAuthEndpoint(request.method, request.url)) {
        return reply.code(404).send({ error: { code: 'NOT_FOUND', message: messageForStatus(404) } })
      }
      const headers = new Headers()
      for (const [name, value] of Object.entries(request.headers)) {
        if (value === undefined) continue
        if (Array.isArray(value)) for (const item of value) headers.append(name, item)
        else headers.set(name, value)
      }
      headers.set(CLIENT_IP_HEADER, request.ip)
      const body = Buffer.isBuffer(request.body) && request.body.length > 0 ? request.body : undefined
      const perEmail = perEmailLimits[request.url.split('?')[0] ?? '']
      const email = perEmail && body ? emailOf(body) : undefined
      if (perEmail && email) {
        const decision = await consumeRateLimit(options.db, `${perEmail.key}:${email}`, perEmail.rule)
        if (!decision.allowed) return sendTooManyRequests(reply, decision.retryAfterSeconds)
      }
      const response = await options.auth.handler(
        new Request(new URL(request.url, options.env.appUrl), {
          method: request.method,
          headers,
          body: body ? new Uint8Array(body) : undefined,
        }),
      )
      return sendAuthResponse(reply, response)
    }
    app.route({ method: ['GET', 'POST'], url: '/api/auth/*', handler })
  }
}

async function sendAuthResponse(reply: FastifyReply, response: Response): Promise<FastifyReply> {
  reply.code(response.status)
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie' || name === 'content-length') continue
    reply.header(name, value)
  }
  const cookies = response.headers.getSetCookie()
  if (cookies.length > 0) reply.header('set-cookie', cookies)
  const text = await response.text()
  if (response.status < 400) return reply.send(text === '' ? null : text)

  let code = ''
  try {
    const parsed: unknown = JSON.parse(text)
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      'code' in parsed &&
      typeof parsed.code === 'string'
    ) {
      code = parsed.code
    }
  } catch {
    // Not JSON: the status alone decides the message.
  }
  if (response.status === 429) {
    return sendTooManyRequests(reply, Math.max(1, Number(response.headers.get('x-retry-after')) || 1))
  }
  const finalCode = code || codeForStatus(response.status)
  const message = AUTH_ERROR_MESSAGES[finalCode] ?? messageForStatus(response.status)
  return reply
    .type('application/json')
    .send({ code: finalCode, message, error: { code: finalCode, message } })
}

function sendTooManyRequests(reply: FastifyReply, retryAfterSeconds: number): FastifyReply {
  const message = tooManyRequestsMessage(retryAfterSeconds)
  const error = { code: 'TOO_MANY_REQUESTS', message, details: { retryAfterSeconds } }
  return reply
    .code(429)
    .header('retry-after', String(retryAfterSeconds))
    .header('x-retry-after', String(retryAfterSeconds))
    .type('application/json')
    .send({ code: error.code, message, error })
}

/** The lower-cased `email` of a JSON body, when there is one. */
function emailOf(body: Buffer): string | undefined {
  try {
    const parsed: unknown = JSON.parse(body.toString('utf8'))
    if (typeof parsed !== 'object' || parsed === null || !('email' in parsed)) return undefined
    return typeof parsed.email === 'string' ? parsed.email.trim().toLowerCase() || undefined : undefined
  } catch {
    return undefined
  }
}
