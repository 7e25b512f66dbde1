import { count, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app.ts'
import { apiRateLimits, rateLimit, user } from '../db/schema/auth.ts'
import { createMailer } from '../mail/mailer.ts'
import { createServices } from '../services.ts'
import {
  createConfirmedAccount,
  postJson,
  signUpData,
  TEST_ORIGIN,
  uniqueEmail,
  uniqueIp,
} from '../test/accounts.ts'
import { createTestApp, type TestContext } from '../test/app.ts'
import { testDatabaseKind } from '../test/database.ts'
import { lastMailTo } from '../test/outbox.ts'
import type { RateLimits } from './rate-limit.ts'

const SMALL_LIMITS: Partial<RateLimits> = {
  signIn: { window: 60, max: 2 },
  signInPerEmailAndIp: { window: 900, max: 1 },
  signInPerEmail: { window: 900, max: 3 },
  verificationEmailPerEmail: { window: 900, max: 2 },
  passwordResetRequestPerEmail: { window: 900, max: 2 },
  passwordResetRequest: { window: 120, max: 2 },
  resetPassword: { window: 60, max: 2 },
  signUp: { window: 600, max: 2 },
  signUpPerEmail: { window: 600, max: 2 },
  resendConfirmation: { window: 900, max: 2 },
  resendConfirmationPerEmail: { window: 900, max: 2 },
}

const INVALID_DATA = 'Dados inválidos. Verifique os campos e tente novamente.'
const INVALID_JSON = 'O conteúdo enviado não é um JSON válido.'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestApp({ rateLimits: SMALL_LIMITS })
})
afterAll(async () => {
  await ctx.close()
})

type RawRequest = { method: 'GET' | 'POST'; url: string; payload?: string | object; contentType?: string }

function send(app: FastifyInstance, request: RawRequest, headers: Record<string, string> = {}) {
  return app.inject({
    method: request.method,
    url: request.url,
    payload: request.payload,
    headers: {
      origin: TEST_ORIGIN,
      'x-forwarded-for': uniqueIp(),
      ...(request.contentType ? { 'content-type': request.contentType } : {}),
      ...headers,
    },
  })
}

/** The pt-BR message of the app's one error shape. */
function messageOf(body: { error?: { message?: string } }): string | undefined {
  return body.error?.message
}

describe(`bad input on every auth endpoint (${testDatabaseKind})`, () => {
  const json = 'application/json'
  const cases: [string, RawRequest, number, string][] = [
    ['sign-up without a body', { method: 'POST', url: '/api/accounts/sign-up' }, 400, INVALID_DATA],
    [
      'sign-up with malformed JSON',
      { method: 'POST', url: '/api/accounts/sign-up', payload: '{"fullName":', contentType: json },
      400,
      INVALID_JSON,
    ],
    [
      'sign-up with a JSON array',
      { method: 'POST', url: '/api/accounts/sign-up', payload: '[1]', contentType: json },
      400,
      INVALID_DATA,
    ],
    [
      'sign-up with plain text',
      { method: 'POST', url: '/api/accounts/sign-up', payload: 'oi', contentType: 'text/plain' },
      400,
      INVALID_DATA,
    ],
    [
      'sign-up with empty fields',
      { method: 'POST', url: '/api/accounts/sign-up', payload: {} },
      422,
      'Verifique os campos destacados.',
    ],
    [
      'sign-up with wrong types',
      {
        method: 'POST',
        url: '/api/accounts/sign-up',
        payload: { fullName: 12, email: true, companyName: [], password: 1 },
      },
      422,
      'Verifique os campos destacados.',
    ],
    [
      'sign-up with too-long values',
      {
        method: 'POST',
        url: '/api/accounts/sign-up',
        payload: {
          ...signUpData(),
          fullName: 'a'.repeat(121),
          password: 'a'.repeat(129),
          confirmPassword: 'a'.repeat(129),
        },
      },
      422,
      'Verifique os campos destacados.',
    ],
    [
      'resend without an e-mail',
      { method: 'POST', url: '/api/accounts/resend-confirmation', payload: {} },
      400,
      'Digite um e-mail válido',
    ],
    [
      'resend with a malformed e-mail',
      { method: 'POST', url: '/api/accounts/resend-confirmation', payload: { email: 'maria@' } },
      400,
      'Digite um e-mail válido',
    ],
    [
      'resend with malformed JSON',
      { method: 'POST', url: '/api/accounts/resend-confirmation', payload: '{', contentType: json },
      400,
      INVALID_JSON,
    ],
    [
      'sign-in without fields',
      { method: 'POST', url: '/api/auth/sign-in/email', payload: {} },
      400,
      INVALID_DATA,
    ],
    [
      'sign-in with a malformed e-mail',
      { method: 'POST', url: '/api/auth/sign-in/email', payload: { email: 'nao-e-email', password: 'x' } },
      400,
      'Digite um e-mail válido',
    ],
    [
      'sign-in with a too-long password',
      {
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: 'a@b.com.br', password: 'a'.repeat(129) },
      },
      400,
      'A senha deve ter no máximo 128 caracteres.',
    ],
    [
      'sign-in with malformed JSON',
      { method: 'POST', url: '/api/auth/sign-in/email', payload: '{"email"', contentType: json },
      400,
      INVALID_JSON,
    ],
    [
      'sign-in with an empty JSON body',
      { method: 'POST', url: '/api/auth/sign-in/email', payload: '', contentType: json },
      400,
      INVALID_DATA,
    ],
    [
      'reset request without an e-mail',
      { method: 'POST', url: '/api/auth/request-password-reset', payload: {} },
      400,
      INVALID_DATA,
    ],
    [
      'reset request with a malformed e-mail',
      {
        method: 'POST',
        url: '/api/auth/request-password-reset',
        payload: { email: 'x@', redirectTo: '/redefinir-senha' },
      },
      400,
      INVALID_DATA,
    ],
    [
      'reset request with malformed JSON',
      { method: 'POST', url: '/api/auth/request-password-reset', payload: '{', contentType: json },
      400,
      INVALID_JSON,
    ],
    [
      'reset without fields',
      { method: 'POST', url: '/api/auth/reset-password', payload: {} },
      400,
      INVALID_DATA,
    ],
    [
      'reset with a short password',
      { method: 'POST', url: '/api/auth/reset-password', payload: { newPassword: '1234567', token: 'abc' } },
      400,
      'A senha deve ter pelo menos 8 caracteres.',
    ],
    [
      'reset with a too-long password',
      {
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { newPassword: 'a'.repeat(129), token: 'abc' },
      },
      400,
      'A senha deve ter no máximo 128 caracteres.',
    ],
    [
      'reset with an unknown token',
      {
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { newPassword: 'senha-nova-123', token: 'abc' },
      },
      400,
      'O link de redefinição é inválido ou expirou. Solicite um novo link.',
    ],
    [
      'confirmation link without a token',
      { method: 'GET', url: '/api/auth/verify-email' },
      400,
      INVALID_DATA,
    ],
    [
      'reset link without a callback',
      { method: 'GET', url: '/api/auth/reset-password/abc' },
      400,
      INVALID_DATA,
    ],
  ]

  it('covers 24 bad inputs on 7 endpoints', () => {
    expect(cases).toHaveLength(24)
    expect(new Set(cases.map(([, request]) => request.url.replace(/\/abc$/, '/:token'))).size).toBe(7)
  })

  it.each(cases)(
    'answers %s with 400/422 and a pt-BR message, never 500',
    async (_name, request, status, message) => {
      const response = await send(ctx.app, request)
      expect(response.statusCode).toBe(status)
      expect(messageOf(response.json())).toBe(message)
    },
  )
})

describe('rate limits (state in PostgreSQL)', () => {
  it('answers the third sign-in from one address with 429, Retry-After and a pt-BR message', async () => {
    const ip = uniqueIp()
    const attempt = () =>
      postJson(
        ctx.app,
        '/api/auth/sign-in/email',
        { email: uniqueEmail(), password: 'senha-errada-1' },
        { 'x-forwarded-for': ip },
      )
    expect((await attempt()).statusCode).toBe(401)
    expect((await attempt()).statusCode).toBe(401)
    const limited = await attempt()
    expect(limited.statusCode).toBe(429)
    const retryAfter = Number(limited.headers['retry-after'])
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(60)
    expect(limited.json()).toMatchObject({
      error: {
        code: 'TOO_MANY_REQUESTS',
        details: { retryAfterSeconds: retryAfter },
      },
    })
    expect(limited.json().error.message).toMatch(
      /^Muitas tentativas\. Tente novamente em (\d+ segundos?|1 minuto)\.$/,
    )
    // Another address is not affected.
    expect(
      (await postJson(ctx.app, '/api/auth/sign-in/email', { email: uniqueEmail(), password: 'x-x-x-x-x' }))
        .statusCode,
    ).toBe(401)
    const [rows] = await ctx.database.db.select({ rows: count() }).from(rateLimit)
    expect(rows?.rows).toBeGreaterThan(0)
  })

  it('limits sign-in per (e-mail, address): the guessing address gets 429, nobody else', async () => {
    const email = uniqueEmail()
    const ip = { 'x-forwarded-for': uniqueIp() }
    const signIn = (headers: Record<string, string> = ip) =>
      postJson(ctx.app, '/api/auth/sign-in/email', { email, password: 'senha-errada-1' }, headers)
    expect((await signIn()).statusCode).toBe(401)
    const limited = await signIn()
    expect(limited.statusCode).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(60)
    expect(limited.json()).toMatchObject({ error: { code: 'TOO_MANY_REQUESTS' } })
    // The same e-mail from another address is still answered.
    expect((await signIn({ 'x-forwarded-for': uniqueIp() })).statusCode).toBe(401)
  })

  it('lets the owner sign in after wrong passwords from many addresses: slower, never locked out', async () => {
    const owner = await createConfirmedAccount(ctx.app, ctx.dataDir)
    const threshold = SMALL_LIMITS.signInPerEmail?.max ?? 0
    const durations: number[] = []
    for (let attempt = 0; attempt < threshold + 4; attempt++) {
      const started = performance.now()
      const response = await postJson(ctx.app, '/api/auth/sign-in/email', {
        email: owner.email,
        password: `chute-${attempt}-errado`,
      })
      durations.push(performance.now() - started)
      expect(response.statusCode, `attempt ${attempt + 1}`).toBe(401)
    }
    // Past the threshold every attempt waits longer (50, 100, 200, 400 ms)…
    expect(durations.at(-1)).toBeGreaterThanOrEqual(400)
    // …and the owner, from their own address, still gets in with the right password.
    const own = await postJson(ctx.app, '/api/auth/sign-in/email', {
      email: owner.email,
      password: owner.password,
    })
    expect(own.statusCode).toBe(200)
    expect(String(own.headers['set-cookie'])).toContain('talentos.session_token=')
  })

  it('limits reset and confirmation e-mails per address across client addresses', async () => {
    const email = uniqueEmail()
    const reset = () =>
      postJson(ctx.app, '/api/auth/request-password-reset', { email, redirectTo: '/redefinir-senha' })
    expect((await reset()).statusCode).toBe(200)
    expect((await reset()).statusCode).toBe(200)
    expect((await reset()).statusCode).toBe(429)

    const verification = () =>
      postJson(ctx.app, '/api/auth/send-verification-email', { email, callbackURL: '/auth/callback' })
    expect((await verification()).statusCode).toBe(200)
    expect((await verification()).statusCode).toBe(200)
    const limited = await verification()
    expect(limited.statusCode).toBe(429)
    expect(limited.json().error.message).toMatch(/^Muitas tentativas\. Tente novamente em \d+ minutos?\.$/)
  })

  it('keys a limit on an 8 KB e-mail without failing (the key is hashed)', async () => {
    for (const url of ['/api/auth/sign-in/email', '/api/auth/request-password-reset']) {
      const response = await postJson(ctx.app, url, {
        email: `${'a'.repeat(8 * 1024)}@exemplo.com.br`,
        password: 'qualquer-senha',
        redirectTo: '/redefinir-senha',
      })
      expect(response.statusCode, url).toBeLessThan(500)
      const body = response.json()
      expect(body.error?.message ?? body.message, url).toMatch(
        /^(Email ou senha incorretos|Digite um e-mail válido|Se este e-mail estiver cadastrado)/,
      )
    }
  })

  it('limits sign-up per address with 429 and Retry-After in minutes', async () => {
    const ip = { 'x-forwarded-for': uniqueIp() }
    expect((await postJson(ctx.app, '/api/accounts/sign-up', signUpData(), ip)).statusCode).toBe(201)
    expect((await postJson(ctx.app, '/api/accounts/sign-up', { fullName: 'x' }, ip)).statusCode).toBe(422)
    const limited = await postJson(ctx.app, '/api/accounts/sign-up', signUpData(), ip)
    expect(limited.statusCode).toBe(429)
    const retryAfter = Number(limited.headers['retry-after'])
    expect(retryAfter).toBeGreaterThan(500)
    expect(limited.json()).toEqual({
      error: {
        code: 'TOO_MANY_REQUESTS',
        message: `Muitas tentativas. Tente novamente em ${Math.ceil(retryAfter / 60)} minutos.`,
        details: { retryAfterSeconds: retryAfter },
      },
    })
  })

  it('limits sign-up attempts on one e-mail across addresses (the existing-account check tries the password)', async () => {
    const existing = await createConfirmedAccount(ctx.app, ctx.dataDir)
    const guess = () =>
      postJson(
        ctx.app,
        '/api/accounts/sign-up',
        signUpData({ email: existing.email, password: 'chute-123456' }),
      )
    // The sign-up that created the account was the first attempt on this e-mail (max 2).
    expect((await guess()).statusCode).toBe(409)
    const limited = await guess()
    expect(limited.statusCode).toBe(429)
    expect(limited.json().error.code).toBe('TOO_MANY_REQUESTS')
  })

  it('limits password-reset requests with 429', async () => {
    const ip = { 'x-forwarded-for': uniqueIp() }
    const request = () =>
      postJson(
        ctx.app,
        '/api/auth/request-password-reset',
        { email: uniqueEmail(), redirectTo: '/redefinir-senha' },
        ip,
      )
    expect((await request()).statusCode).toBe(200)
    expect((await request()).statusCode).toBe(200)
    const limited = await request()
    expect(limited.statusCode).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(60)
    expect(limited.json().error.message).toMatch(/^Muitas tentativas\. Tente novamente em 2 minutos\.$/)
  })

  it('limits resending the confirmation per address and per e-mail', async () => {
    const ip = { 'x-forwarded-for': uniqueIp() }
    const resend = (email: string, headers?: Record<string, string>) =>
      postJson(ctx.app, '/api/accounts/resend-confirmation', { email }, headers)
    expect((await resend(uniqueEmail(), ip)).statusCode).toBe(200)
    expect((await resend(uniqueEmail(), ip)).statusCode).toBe(200)
    expect((await resend(uniqueEmail(), ip)).statusCode).toBe(429)

    const email = uniqueEmail()
    expect((await resend(email)).statusCode).toBe(200)
    expect((await resend(email)).statusCode).toBe(200)
    const limited = await resend(email)
    expect(limited.statusCode).toBe(429)
    expect(limited.headers['retry-after']).toBeDefined()
  })

  it('shares the counts between two server processes on one database', async () => {
    const env = ctx.app.deps.env
    const second = await buildApp({
      env,
      database: { ...ctx.database, close: async () => {} },
      mailer: createMailer({ from: env.mailFrom, dataDir: env.dataDir, logger: pino({ level: 'silent' }) }),
      ...createServices({ env, database: ctx.database, logger: pino({ level: 'silent' }), poolThreads: 1 }),
      logger: false,
      rateLimits: SMALL_LIMITS,
    })
    try {
      await second.ready()
      const ip = { 'x-forwarded-for': uniqueIp() }
      const body = () => ({ email: uniqueEmail(), password: 'senha-errada-1' })
      expect((await postJson(ctx.app, '/api/auth/sign-in/email', body(), ip)).statusCode).toBe(401)
      expect((await postJson(second, '/api/auth/sign-in/email', body(), ip)).statusCode).toBe(401)
      expect((await postJson(ctx.app, '/api/auth/sign-in/email', body(), ip)).statusCode).toBe(429)

      expect(
        (await postJson(second, '/api/accounts/resend-confirmation', { email: uniqueEmail() }, ip))
          .statusCode,
      ).toBe(200)
      expect(
        (await postJson(ctx.app, '/api/accounts/resend-confirmation', { email: uniqueEmail() }, ip))
          .statusCode,
      ).toBe(200)
      expect(
        (await postJson(second, '/api/accounts/resend-confirmation', { email: uniqueEmail() }, ip))
          .statusCode,
      ).toBe(429)
      const [buckets] = await ctx.database.db.select({ rows: count() }).from(apiRateLimits)
      expect(buckets?.rows).toBeGreaterThan(0)
    } finally {
      await second.close()
    }
  })
})

describe('origin check on state-changing calls', () => {
  const foreign = [
    { origin: 'https://malicioso.example' },
    { origin: 'http://localhost:3001' },
    { origin: 'null' },
    { referer: 'https://malicioso.example/pagina' },
  ]

  it.each(foreign)(
    'refuses %o with 403 FORBIDDEN_ORIGIN on our routes and on Better Auth',
    async (headers) => {
      const data = signUpData()
      for (const url of [
        '/api/accounts/sign-up',
        '/api/auth/sign-in/email',
        '/api/accounts/resend-confirmation',
      ]) {
        const response = await ctx.app.inject({
          method: 'POST',
          url,
          payload: data,
          headers: { 'x-forwarded-for': uniqueIp(), ...headers },
        })
        expect(response.statusCode, url).toBe(403)
        expect(response.json()).toEqual({
          error: { code: 'FORBIDDEN_ORIGIN', message: 'Origem não permitida.' },
        })
      }
      expect(await ctx.database.db.select().from(user).where(eq(user.email, data.email))).toEqual([])
    },
  )

  it('accepts the app origin, a same-origin Referer, and callers without either header', async () => {
    for (const headers of [
      { origin: TEST_ORIGIN },
      { referer: `${TEST_ORIGIN}/cadastre-se` },
      {} as Record<string, string>,
    ]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/accounts/resend-confirmation',
        payload: { email: uniqueEmail() },
        headers: { 'x-forwarded-for': uniqueIp(), ...headers },
      })
      expect(response.statusCode).toBe(200)
    }
  })

  it('lets reads from another origin through (they change nothing)', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://malicioso.example' },
    })
    expect(response.statusCode).toBe(200)
  })

  it('refuses a cookie-carrying Better Auth call without Origin (Better Auth’s own CSRF check)', async () => {
    const existing = await createConfirmedAccount(ctx.app, ctx.dataDir)
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: existing.cookie, 'x-forwarded-for': uniqueIp() },
    })
    expect(response.statusCode).toBe(403)
    expect(response.json()).toEqual({
      error: { code: 'FORBIDDEN_ORIGIN', message: 'Origem não permitida.' },
    })
  })
})

describe('cookies behind https', () => {
  it('marks the session cookie Secure (HttpOnly, SameSite=Lax) when APP_URL is https', async () => {
    const https = await createTestApp({ env: { APP_URL: 'https://talentos.example.com' } })
    try {
      const data = signUpData()
      const signUp = await postJson(https.app, '/api/accounts/sign-up', data, {
        origin: 'https://talentos.example.com',
      })
      expect(signUp.statusCode).toBe(201)
      const mail = await lastMailTo(https.dataDir, data.email)
      const link = new URL(mail.links[0]!)
      expect(link.origin).toBe('https://talentos.example.com')
      const verified = await https.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` })
      expect(verified.statusCode).toBe(302)
      const cookie = String(verified.headers['set-cookie'])
      expect(cookie).toMatch(/^__Secure-talentos\.session_token=/)
      expect(cookie).toContain('Secure')
      expect(cookie).toContain('HttpOnly')
      expect(cookie).toContain('SameSite=Lax')
    } finally {
      await https.close()
    }
  })
})

describe(`Better Auth endpoints this app does not use (${testDatabaseKind})`, () => {
  it('answers 404 to the side doors around our own profile rules, for a signed-in user too', async () => {
    const account = await createConfirmedAccount(ctx.app, ctx.dataDir)
    const cookie = account.cookie
    const sideDoors: RawRequest[] = [
      { method: 'POST', url: '/api/auth/update-user', payload: { image: 'avatars/x/../y.png', name: 'X' } },
      {
        method: 'POST',
        url: '/api/auth/change-password',
        payload: { currentPassword: account.password, newPassword: 'outra-senha-123' },
      },
      { method: 'POST', url: '/api/auth/change-email', payload: { newEmail: uniqueEmail() } },
      { method: 'POST', url: '/api/auth/delete-user', payload: {} },
      { method: 'GET', url: '/api/auth/list-sessions' },
      { method: 'POST', url: '/api/auth/revoke-sessions', payload: {} },
      { method: 'POST', url: '/api/auth/sign-up/email', payload: signUpData() },
    ]
    for (const request of sideDoors) {
      const response = await send(ctx.app, request, { cookie })
      expect(response.statusCode, request.url).toBe(404)
      expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Recurso não encontrado.' } })
    }
    const [row] = await ctx.database.db.select().from(user).where(eq(user.email, account.email))
    expect(row?.image ?? null).toBeNull()
    // The endpoints the app uses still answer.
    const session = await send(ctx.app, { method: 'GET', url: '/api/auth/get-session' }, { cookie })
    expect(session.statusCode).toBe(200)
    const out = await send(ctx.app, { method: 'POST', url: '/api/auth/sign-out', payload: {} }, { cookie })
    expect(out.statusCode).toBe(200)
  })
})

describe('staff passwords', () => {
  it('are hashed and checked in the worker pool, not on the event loop', async () => {
    const completed = () => ctx.app.deps.pool.stats().completed
    const beforeSignUp = completed()
    const account = await createConfirmedAccount(ctx.app, ctx.dataDir)
    expect(completed()).toBeGreaterThan(beforeSignUp)
    const beforeSignIn = completed()
    const signIn = await postJson(ctx.app, '/api/auth/sign-in/email', {
      email: account.email,
      password: account.password,
    })
    expect(signIn.statusCode).toBe(200)
    expect(completed()).toBe(beforeSignIn + 1)
    const wrong = await postJson(ctx.app, '/api/auth/sign-in/email', {
      email: account.email,
      password: `${account.password}x`,
    })
    expect(wrong.statusCode).toBe(401)
    expect(completed()).toBe(beforeSignIn + 2)
  })
})
