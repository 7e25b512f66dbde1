import { count, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { account, session, user } from '../../db/schema/auth.ts'
import { companies, subscriptions } from '../../db/schema/companies.ts'
import { formConfigurations } from '../../db/schema/forms.ts'
import { profiles } from '../../db/schema/profiles.ts'
import {
  cookieHeader,
  createConfirmedAccount,
  postJson,
  signUpData,
  TEST_ORIGIN,
  uniqueEmail,
  uniqueIp,
} from '../../test/accounts.ts'
import { createTestApp, type TestContext } from '../../test/app.ts'
import { testDatabaseKind } from '../../test/database.ts'
import { lastMailTo, readOutbox } from '../../test/outbox.ts'

let ctx: TestContext

beforeAll(async () => {
  ctx = await createTestApp()
})
afterAll(async () => {
  await ctx.close()
})

function pathOf(link: string): string {
  const url = new URL(link)
  return `${url.pathname}${url.search}`
}

function get(url: string, cookie?: string) {
  return ctx.app.inject({
    method: 'GET',
    url,
    headers: { 'x-forwarded-for': uniqueIp(), ...(cookie ? { cookie } : {}) },
  })
}

async function sessionsOf(email: string): Promise<number> {
  const [row] = await ctx.database.db
    .select({ sessions: count() })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(eq(user.email, email))
  return row?.sessions ?? 0
}

async function confirmationLink(email: string): Promise<string> {
  const mail = await lastMailTo(ctx.dataDir, email, { subject: /Confirme/ })
  const link = mail.links.find((candidate) => candidate.includes('/api/auth/verify-email'))
  if (!link) throw new Error('no confirmation link')
  return link
}

describe(`sign-up on ${testDatabaseKind}`, () => {
  it('creates user, credential, company, admin profile, gratuito subscription, slug and default form together', async () => {
    const data = signUpData({ fullName: 'Joana Lima', companyName: 'Recrutamento Ágil' })
    const response = await postJson(ctx.app, '/api/accounts/sign-up', {
      ...data,
      email: ` ${data.email.toUpperCase()} `,
    })

    expect(response.statusCode).toBe(201)
    expect(response.json()).toEqual({ email: data.email, fullName: 'Joana Lima' })
    expect(response.headers['set-cookie']).toBeUndefined()

    const db = ctx.database.db
    const [created] = await db.select().from(user).where(eq(user.email, data.email))
    expect(created).toMatchObject({ name: 'Joana Lima', emailVerified: false })
    const [credential] = await db.select().from(account).where(eq(account.userId, created!.id))
    expect(credential).toMatchObject({ providerId: 'credential', accountId: created!.id })
    expect(credential!.password).not.toContain(data.password)
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, created!.id))
    expect(profile).toMatchObject({ fullName: 'Joana Lima', role: 'admin' })
    const [company] = await db.select().from(companies).where(eq(companies.id, profile!.companyId))
    expect(company).toMatchObject({ name: 'Recrutamento Ágil', publicFormUrl: 'recrutamento-agil' })
    const [subscription] = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.companyId, company!.id))
    expect(subscription?.planType).toBe('gratuito')
    const [form] = await db
      .select({ fields: count() })
      .from(formConfigurations)
      .where(eq(formConfigurations.companyId, company!.id))
    expect(form?.fields).toBeGreaterThan(0)
  })

  it('sends a pt-BR confirmation e-mail (text and HTML) whose link lands on /auth/callback', async () => {
    const data = signUpData({ fullName: 'Carla Dias' })
    await postJson(ctx.app, '/api/accounts/sign-up', data)
    const mail = await lastMailTo(ctx.dataDir, data.email)

    expect(mail.subject).toBe('Confirme seu cadastro no Talentos')
    expect(mail.text).toContain('Olá, Carla!')
    expect(mail.html).toContain('Confirmar meu e-mail')
    expect(mail.html).toContain('lang="pt-BR"')
    const link = mail.links[0]!
    expect(link).toMatch(
      /^http:\/\/localhost:3000\/api\/auth\/verify-email\?token=[\w.-]+&callbackURL=%2Fauth%2Fcallback$/,
    )
    expect(mail.html).toContain(link.replaceAll('&', '&amp;'))
  })

  it('gives each company a unique slug: base, then -2, -3…', async () => {
    const slugs: string[] = []
    for (let index = 0; index < 3; index++) {
      const data = signUpData({ companyName: 'Ação & Cia. Ltda' })
      expect((await postJson(ctx.app, '/api/accounts/sign-up', data)).statusCode).toBe(201)
      const [row] = await ctx.database.db
        .select({ slug: companies.publicFormUrl })
        .from(companies)
        .innerJoin(profiles, eq(profiles.companyId, companies.id))
        .innerJoin(user, eq(user.id, profiles.id))
        .where(eq(user.email, data.email))
      slugs.push(row!.slug)
    }
    expect(slugs).toEqual(['acao-cia-ltda', 'acao-cia-ltda-2', 'acao-cia-ltda-3'])
  })

  it('keeps slugs unique and e-mails single when sign-ups race', async () => {
    const companyName = 'Corrida Simultânea'
    const responses = await Promise.all(
      Array.from({ length: 8 }, () =>
        postJson(ctx.app, '/api/accounts/sign-up', signUpData({ companyName })),
      ),
    )
    expect(responses.map((response) => response.statusCode)).toEqual(Array(8).fill(201))
    const rows = await ctx.database.db
      .select({ slug: companies.publicFormUrl })
      .from(companies)
      .where(eq(companies.name, companyName))
    expect(rows.map((row) => row.slug).sort()).toEqual([
      'corrida-simultanea',
      'corrida-simultanea-2',
      'corrida-simultanea-3',
      'corrida-simultanea-4',
      'corrida-simultanea-5',
      'corrida-simultanea-6',
      'corrida-simultanea-7',
      'corrida-simultanea-8',
    ])

    const same = signUpData({ companyName: 'Mesmo Email' })
    const twins = await Promise.all([
      postJson(ctx.app, '/api/accounts/sign-up', same),
      postJson(ctx.app, '/api/accounts/sign-up', same),
    ])
    expect(twins.map((response) => response.statusCode).sort()).toEqual([201, 409])
    expect(
      await ctx.database.db.select().from(companies).where(eq(companies.name, 'Mesmo Email')),
    ).toHaveLength(1)
  })

  it('uses "empresa" when the company name has no letter or digit', async () => {
    const data = signUpData({ companyName: '!!! ***' })
    expect((await postJson(ctx.app, '/api/accounts/sign-up', data)).statusCode).toBe(201)
    const [row] = await ctx.database.db
      .select({ slug: companies.publicFormUrl })
      .from(companies)
      .where(eq(companies.name, '!!! ***'))
    expect(row?.slug).toMatch(/^empresa(-\d+)?$/)
  })

  it('leaves nothing behind when a step of the transaction fails', async () => {
    const db = ctx.database.db
    await db.execute(sql`create function fail_subscription() returns trigger language plpgsql as $$
      begin raise exception 'forced failure'; end $$`)
    await db.execute(sql`create trigger fail_subscription before insert on subscriptions
      for each row execute function fail_subscription()`)
    const data = signUpData({ companyName: 'Empresa Que Falha' })
    try {
      const response = await postJson(ctx.app, '/api/accounts/sign-up', data)
      expect(response.statusCode).toBe(500)
      expect(response.json().error.code).toBe('INTERNAL')
    } finally {
      await db.execute(sql`drop trigger fail_subscription on subscriptions`)
      await db.execute(sql`drop function fail_subscription()`)
    }
    expect(await db.select().from(user).where(eq(user.email, data.email))).toEqual([])
    expect(await db.select().from(companies).where(eq(companies.name, 'Empresa Que Falha'))).toEqual([])
    const outbox = await readOutbox(ctx.dataDir)
    expect(outbox.some((mail) => mail.to.includes(data.email))).toBe(false)

    // Nothing half-made blocks a new attempt with the same data.
    expect((await postJson(ctx.app, '/api/accounts/sign-up', data)).statusCode).toBe(201)
  })

  it('answers 422 with the spec message under each invalid field', async () => {
    const response = await postJson(ctx.app, '/api/accounts/sign-up', {
      fullName: 'Al',
      email: 'nao-e-email',
      companyName: ' X ',
      password: '1234567',
      confirmPassword: '',
    })
    expect(response.statusCode).toBe(422)
    expect(response.json()).toEqual({
      error: {
        code: 'UNPROCESSABLE',
        message: 'Verifique os campos destacados.',
        details: {
          fields: {
            fullName: 'Nome completo deve ter pelo menos 3 caracteres',
            email: 'Digite um e-mail válido',
            companyName: 'Nome da empresa deve ter pelo menos 3 caracteres',
            password: 'A senha deve ter pelo menos 8 caracteres',
            confirmPassword: 'A senha deve ter pelo menos 8 caracteres',
          },
        },
      },
    })
  })

  it('reports different passwords on confirmPassword', async () => {
    const response = await postJson(ctx.app, '/api/accounts/sign-up', {
      ...signUpData(),
      confirmPassword: 'outra-senha-123',
    })
    expect(response.statusCode).toBe(422)
    expect(response.json().error.details.fields).toEqual({ confirmPassword: 'As senhas não coincidem' })
  })

  describe('an e-mail that already has an account', () => {
    it('answers confirmed: true for a confirmed account and the right password, without a session', async () => {
      const existing = await createConfirmedAccount(ctx.app, ctx.dataDir)
      const sessionsBefore = await sessionsOf(existing.email)
      const response = await postJson(ctx.app, '/api/accounts/sign-up', signUpData(existing))
      expect(response.statusCode).toBe(409)
      expect(response.json()).toEqual({
        error: {
          code: 'ACCOUNT_EXISTS',
          message: 'Este e-mail já está cadastrado e confirmado.',
          details: { confirmed: true },
        },
      })
      expect(response.headers['set-cookie']).toBeUndefined()
      expect(await sessionsOf(existing.email)).toBe(sessionsBefore)
    })

    it('answers confirmed: false for a confirmed account and a wrong password', async () => {
      const existing = await createConfirmedAccount(ctx.app, ctx.dataDir)
      const response = await postJson(
        ctx.app,
        '/api/accounts/sign-up',
        signUpData({ email: existing.email, password: 'outra-senha-999' }),
      )
      expect(response.statusCode).toBe(409)
      expect(response.json().error).toEqual({
        code: 'ACCOUNT_EXISTS',
        message: 'Este e-mail já está cadastrado, mas o cadastro ainda não foi confirmado.',
        details: { confirmed: false },
      })
    })

    it('answers confirmed: false for an unconfirmed account, and creates nothing more', async () => {
      const data = signUpData()
      expect((await postJson(ctx.app, '/api/accounts/sign-up', data)).statusCode).toBe(201)
      const response = await postJson(ctx.app, '/api/accounts/sign-up', {
        ...data,
        companyName: 'Outra Empresa',
      })
      expect(response.statusCode).toBe(409)
      expect(response.json().error.details).toEqual({ confirmed: false })
      expect(
        await ctx.database.db.select().from(companies).where(eq(companies.name, 'Outra Empresa')),
      ).toEqual([])
    })
  })
})

describe('sign-in and e-mail confirmation', () => {
  it('refuses the login before the e-mail is confirmed, and a wrong password', async () => {
    const data = signUpData()
    await postJson(ctx.app, '/api/accounts/sign-up', data)

    const unconfirmed = await postJson(ctx.app, '/api/auth/sign-in/email', {
      email: data.email,
      password: data.password,
    })
    expect(unconfirmed.statusCode).toBe(403)
    expect(unconfirmed.json()).toEqual({
      error: { code: 'EMAIL_NOT_VERIFIED', message: 'Por favor, confirme seu email antes de fazer login.' },
    })
    expect(unconfirmed.headers['set-cookie']).toBeUndefined()

    const wrong = await postJson(ctx.app, '/api/auth/sign-in/email', {
      email: data.email,
      password: 'senha-errada-1',
    })
    expect(wrong.statusCode).toBe(401)
    expect(wrong.json()).toEqual({
      error: {
        code: 'INVALID_EMAIL_OR_PASSWORD',
        message: 'Email ou senha incorretos. Por favor, tente novamente.',
      },
    })
  })

  it('confirms through the e-mail link, signs in and redirects to /auth/callback', async () => {
    const data = signUpData()
    await postJson(ctx.app, '/api/accounts/sign-up', data)
    const verified = await get(pathOf(await confirmationLink(data.email)))

    expect(verified.statusCode).toBe(302)
    expect(verified.headers.location).toBe('/auth/callback')
    const setCookie = String(verified.headers['set-cookie'])
    expect(setCookie).toMatch(/^talentos\.session_token=/)
    expect(setCookie).toContain('HttpOnly')
    expect(setCookie).toContain('SameSite=Lax')
    expect(setCookie).not.toContain('Secure')

    const me = await get('/api/me', cookieHeader(verified))
    expect(me.statusCode).toBe(200)
    expect(me.json().user.email).toBe(data.email)
    const [row] = await ctx.database.db.select().from(user).where(eq(user.email, data.email))
    expect(row?.emailVerified).toBe(true)

    const signIn = await postJson(ctx.app, '/api/auth/sign-in/email', {
      email: data.email,
      password: data.password,
    })
    expect(signIn.statusCode).toBe(200)
    expect(String(signIn.headers['set-cookie'])).toMatch(/^talentos\.session_token=.+HttpOnly; SameSite=Lax$/)
  })

  it('does not sign in again with a confirmation link already used', async () => {
    const data = signUpData()
    await postJson(ctx.app, '/api/accounts/sign-up', data)
    const link = pathOf(await confirmationLink(data.email))
    expect((await get(link)).headers['set-cookie']).toBeDefined()
    const again = await get(link)
    expect(again.statusCode).toBe(302)
    expect(again.headers.location).toBe('/auth/callback')
    expect(again.headers['set-cookie']).toBeUndefined()
  })

  it('redirects a bad or tampered link to /auth/callback?error=… without a session', async () => {
    const data = signUpData()
    await postJson(ctx.app, '/api/accounts/sign-up', data)
    const link = pathOf(await confirmationLink(data.email))
    const tampered = link.replace(/token=([\w-]+)\.([\w-]+)\.([\w-]+)/, 'token=$1.$2.x$3')

    for (const url of [tampered, '/api/auth/verify-email?token=abc&callbackURL=%2Fauth%2Fcallback']) {
      const response = await get(url)
      expect(response.statusCode).toBe(302)
      expect(response.headers.location).toBe('/auth/callback?error=INVALID_TOKEN')
      expect(response.headers['set-cookie']).toBeUndefined()
    }
  })

  it('refuses a confirmation link that would leave for another site', async () => {
    const data = signUpData()
    await postJson(ctx.app, '/api/accounts/sign-up', data)
    const link = pathOf(await confirmationLink(data.email)).replace(
      'callbackURL=%2Fauth%2Fcallback',
      'callbackURL=https%3A%2F%2Fmalicioso.example%2F',
    )
    const response = await get(link)
    expect(response.statusCode).toBe(403)
    expect(response.json()).toEqual({
      error: { code: 'FORBIDDEN', message: 'Endereço de retorno não permitido.' },
    })
  })

  it('signs out with an empty POST body and ends the session', async () => {
    const existing = await createConfirmedAccount(ctx.app, ctx.dataDir)
    for (const headers of [{}, { 'content-type': 'application/json' }]) {
      const signIn = await postJson(ctx.app, '/api/auth/sign-in/email', {
        email: existing.email,
        password: existing.password,
      })
      const cookie = cookieHeader(signIn)
      const signOut = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-out',
        headers: { origin: TEST_ORIGIN, cookie, ...headers },
      })
      expect(signOut.statusCode).toBe(200)
      expect((await get('/api/me', cookie)).statusCode).toBe(401)
    }
  })
})

describe('resend confirmation', () => {
  it('answers 200 for any well-formed e-mail and sends only to an unconfirmed account', async () => {
    const unconfirmed = signUpData({ fullName: 'Rita Alves' })
    await postJson(ctx.app, '/api/accounts/sign-up', unconfirmed)
    const confirmed = await createConfirmedAccount(ctx.app, ctx.dataDir)
    const unknown = uniqueEmail('ninguem')
    const before = (await readOutbox(ctx.dataDir)).length

    for (const email of [unknown, confirmed.email, unconfirmed.email]) {
      const response = await postJson(ctx.app, '/api/accounts/resend-confirmation', { email })
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({ ok: true })
    }
    const mail = await lastMailTo(ctx.dataDir, unconfirmed.email, { after: before })
    expect(mail.subject).toBe('Confirme seu cadastro no Talentos')
    // The unconfirmed e-mail was asked for last, so the other (mail-less) sends are done by now.
    const sent = (await readOutbox(ctx.dataDir)).slice(before)
    expect(sent.map((item) => item.to)).toEqual([[unconfirmed.email]])

    const verified = await get(pathOf(mail.links[0]!))
    expect(verified.headers.location).toBe('/auth/callback')
  })

  it('answers 400 with a pt-BR message for a malformed e-mail', async () => {
    const response = await postJson(ctx.app, '/api/accounts/resend-confirmation', { email: 'maria@' })
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toMatchObject({ code: 'BAD_REQUEST', message: 'Digite um e-mail válido' })
  })
})

describe('password reset', () => {
  async function requestReset(email: string) {
    return postJson(ctx.app, '/api/auth/request-password-reset', { email, redirectTo: '/redefinir-senha' })
  }

  it('answers the same whether or not an account exists', async () => {
    const existing = await createConfirmedAccount(ctx.app, ctx.dataDir)
    const before = (await readOutbox(ctx.dataDir)).length
    const known = await requestReset(existing.email)
    const unknown = await requestReset(uniqueEmail('ninguem'))

    expect(known.statusCode).toBe(200)
    expect(unknown.statusCode).toBe(200)
    expect(unknown.body).toBe(known.body)
    const mail = await lastMailTo(ctx.dataDir, existing.email, { after: before })
    expect(mail.subject).toBe('Redefina sua senha do Talentos')
    expect((await readOutbox(ctx.dataDir)).slice(before)).toHaveLength(1)
  })

  it('resets once through the e-mail link, ends every session and refuses the link a second time', async () => {
    const existing = await createConfirmedAccount(ctx.app, ctx.dataDir)
    const other = await postJson(ctx.app, '/api/auth/sign-in/email', {
      email: existing.email,
      password: existing.password,
    })
    const sessions = [existing.cookie, cookieHeader(other)]
    expect(await sessionsOf(existing.email)).toBe(2)

    await requestReset(existing.email)
    const mail = await lastMailTo(ctx.dataDir, existing.email, { subject: /Redefina/ })
    expect(mail.text).toContain('Olá, Maria!')
    const opened = await get(pathOf(mail.links[0]!))
    expect(opened.statusCode).toBe(302)
    const location = new URL(String(opened.headers.location))
    expect(location.pathname).toBe('/redefinir-senha')
    const token = location.searchParams.get('token')!
    expect(token).toBeTruthy()

    const short = await postJson(ctx.app, '/api/auth/reset-password', { newPassword: '1234567', token })
    expect(short.statusCode).toBe(400)
    expect(short.json().error.message).toBe('A senha deve ter pelo menos 8 caracteres.')

    const reset = await postJson(ctx.app, '/api/auth/reset-password', {
      newPassword: 'nova-senha-456',
      token,
    })
    expect(reset.statusCode).toBe(200)
    expect(await sessionsOf(existing.email)).toBe(0)
    for (const cookie of sessions) expect((await get('/api/me', cookie)).statusCode).toBe(401)

    const again = await postJson(ctx.app, '/api/auth/reset-password', {
      newPassword: 'outra-senha-789',
      token,
    })
    expect(again.statusCode).toBe(400)
    expect(again.json()).toMatchObject({
      error: {
        code: 'INVALID_TOKEN',
        message: 'O link de redefinição é inválido ou expirou. Solicite um novo link.',
      },
    })
    const reopened = await get(pathOf(mail.links[0]!))
    expect(new URL(String(reopened.headers.location)).search).toBe('?error=INVALID_TOKEN')

    const old = await postJson(ctx.app, '/api/auth/sign-in/email', {
      email: existing.email,
      password: existing.password,
    })
    expect(old.statusCode).toBe(401)
    const fresh = await postJson(ctx.app, '/api/auth/sign-in/email', {
      email: existing.email,
      password: 'nova-senha-456',
    })
    expect(fresh.statusCode).toBe(200)
  })
})
