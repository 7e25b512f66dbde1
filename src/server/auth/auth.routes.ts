import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import type { Db } from '../db/client.ts'
import type { Env } from '../env.ts'
import { AppError, type AppErrorCode, isAppErrorCode } from '../errors.ts'
import { codeForStatus, ERROR_MESSAGES, messageForStatus } from '../http/error-handler.ts'
import { assertSafeText } from '../http/safe-text.ts'
import { type Auth, CLIENT_IP_HEADER } from './auth.ts'
import {
  consumeRateLimit,
  enforceRateLimits,
  type RateLimits,
  type RateRule,
  signInDelayMs,
  tooManyRequests,
} from './rate-limit.ts'

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

/** Better Auth codes answered under one of ours. */
const AUTH_CODE_ALIASES: Record<string, AppErrorCode> = {
  INVALID_ORIGIN: 'FORBIDDEN_ORIGIN',
  MISSING_OR_NULL_ORIGIN: 'FORBIDDEN_ORIGIN',
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: 'FORBIDDEN_ORIGIN',
  INVALID_PASSWORD: 'INVALID_EMAIL_OR_PASSWORD',
  USER_NOT_FOUND: 'INVALID_EMAIL_OR_PASSWORD',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'INVALID_EMAIL_OR_PASSWORD',
  TOKEN_EXPIRED: 'INVALID_TOKEN',
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

/** Better Auth's English success message of a reset request, said in pt-BR. */
export const RESET_REQUESTED_MESSAGE =
  'Se este e-mail estiver cadastrado, você receberá um link para redefinir sua senha.'

/**
 * Mounts Better Auth at /api/auth/*. The scope has no JSON parser: the raw body goes to Better Auth
 * untouched (an empty POST such as sign-out must not fail Fastify's JSON parsing), wrapped in a Web
 * Request built here rather than with `toNodeHandler`, so that
 * - Better Auth sees the client address Fastify resolved (its rate limit keys on it),
 * - its error answers become AppErrors with a pt-BR message, answered by the one error handler
 *   (http/error-handler.ts) in the app's one shape, 429s with a Retry-After header,
 * - text with NUL bytes or lone surrogates is refused before it reaches the database (issue 12),
 * - sign-in is limited per (e-mail, IP) and slowed down per e-mail (so nobody can lock someone
 *   else out), and reset and confirmation requests are limited per e-mail (no mail bombing).
 */
export function authRoutes(options: {
  auth: Auth
  env: Env
  db: Db
  rateLimits: RateLimits
}): FastifyPluginAsync {
  const limits = options.rateLimits
  const perEmailLimits: Record<string, (email: string, ip: string) => { key: string; rule: RateRule }[]> = {
    '/api/auth/sign-in/email': (email, ip) => [
      { key: `sign-in:email-ip:${email}:${ip}`, rule: limits.signInPerEmailAndIp },
    ],
    '/api/auth/request-password-reset': (email) => [
      { key: `password-reset:email:${email}`, rule: limits.passwordResetRequestPerEmail },
    ],
    '/api/auth/send-verification-email': (email) => [
      { key: `verification:email:${email}`, rule: limits.verificationEmailPerEmail },
    ],
  }
  return async (app) => {
    app.removeAllContentTypeParsers()
    app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body))

    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      if (!isExposedAuthEndpoint(request.method, request.url)) {
        throw new AppError('NOT_FOUND', ERROR_MESSAGES.notFound)
      }
      const headers = new Headers()
      for (const [name, value] of Object.entries(request.headers)) {
        if (value === undefined) continue
        if (Array.isArray(value)) for (const item of value) headers.append(name, item)
        else headers.set(name, value)
      }
      headers.set(CLIENT_IP_HEADER, request.ip)
      const body = Buffer.isBuffer(request.body) && request.body.length > 0 ? request.body : undefined
      const parsed = body ? parseJson(body) : undefined
      if (body && parsed === undefined && /json/i.test(request.headers['content-type'] ?? '')) {
        throw new AppError('BAD_REQUEST', ERROR_MESSAGES.invalidJson)
      }
      assertSafeText(parsed, 'body')
      const pathname = request.url.split('?')[0] ?? ''
      const perEmail = perEmailLimits[pathname]
      const email = perEmail ? emailOf(parsed) : undefined
      if (perEmail && email) await enforceRateLimits(options.db, perEmail(email, request.ip))
      if (pathname === '/api/auth/sign-in/email' && email) {
        // Past the per-e-mail threshold every attempt waits longer; nobody is blocked (issue 12).
        const decision = await consumeRateLimit(options.db, `sign-in:email:${email}`, limits.signInPerEmail)
        const delay = signInDelayMs(decision.count, limits.signInPerEmail)
        if (delay > 0) await sleep(delay)
      }
      const response = await options.auth.handler(
        new Request(new URL(request.url, options.env.appUrl), {
          method: request.method,
          headers,
          body: body ? new Uint8Array(body) : undefined,
        }),
      )
      return sendAuthResponse(reply, response, pathname)
    }
    app.route({ method: ['GET', 'POST'], url: '/api/auth/*', handler })
  }
}

async function sendAuthResponse(reply: FastifyReply, response: Response, pathname: string) {
  const text = await response.text()
  if (response.status < 400) {
    reply.code(response.status)
    copyHeaders(reply, response)
    if (pathname === '/api/auth/request-password-reset') {
      return reply.type('application/json').send({ status: true, message: RESET_REQUESTED_MESSAGE })
    }
    return reply.send(text === '' ? null : text)
  }
  // Cookies Better Auth clears on a failure (a bad session) still reach the browser.
  const cookies = response.headers.getSetCookie()
  if (cookies.length > 0) reply.header('set-cookie', cookies)
  if (response.status === 429) {
    throw tooManyRequests(Math.max(1, Number(response.headers.get('x-retry-after')) || 1))
  }
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
  if (response.status >= 500) throw new Error(`better-auth answered ${response.status} ${code}`)
  const message = AUTH_ERROR_MESSAGES[code] ?? messageForStatus(response.status)
  // The codes the web tells apart keep their name; any other gets the one of its status.
  const appCode = isAppErrorCode(code) ? code : (AUTH_CODE_ALIASES[code] ?? codeForStatus(response.status))
  const error = new AppError(appCode, message)
  if (error.status !== response.status) throw new AppError(codeForStatus(response.status), message)
  throw error
}

function copyHeaders(reply: FastifyReply, response: Response) {
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie' || name === 'content-length') continue
    reply.header(name, value)
  }
  const cookies = response.headers.getSetCookie()
  if (cookies.length > 0) reply.header('set-cookie', cookies)
}

function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8'))
  } catch {
    return undefined
  }
}

/** The lower-cased `email` of a JSON body, when there is one. */
function emailOf(parsed: unknown): string | undefined {
  if (typeof parsed !== 'object' || parsed === null || !('email' in parsed)) return undefined
  return typeof parsed.email === 'string' ? parsed.email.trim().toLowerCase() || undefined : undefined
}

function sleep(milliseconds: number) {
  return new Promise((resolve) => setTimeout(resolve, milliseconds))
}
