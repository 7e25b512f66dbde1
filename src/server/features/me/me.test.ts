import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { session, user } from '../../db/schema/auth.ts'
import { profiles } from '../../db/schema/profiles.ts'
import { createConfirmedAccount } from '../../test/accounts.ts'
import { createTestApp, type TestContext } from '../../test/app.ts'
import { testDatabaseKind } from '../../test/database.ts'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestApp()
})
afterAll(async () => {
  await ctx.close()
})

const unauthorized = {
  error: { code: 'UNAUTHORIZED', message: 'Sua sessão expirou. Faça login novamente.' },
}

function me(cookie?: string) {
  return ctx.app.inject({ method: 'GET', url: '/api/me', headers: cookie ? { cookie } : {} })
}

describe(`GET /api/me on ${testDatabaseKind}`, () => {
  it('answers 401 without a session or with a forged one', async () => {
    for (const cookie of [undefined, 'talentos.session_token=forjado.assinatura', 'outro=1']) {
      const response = await me(cookie)
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual(unauthorized)
    }
  })

  it('answers the signed-in user, profile and company', async () => {
    const account = await createConfirmedAccount(ctx.app, ctx.dataDir, {
      fullName: 'Paula Nunes',
      companyName: 'Nunes Consultoria',
    })
    const response = await me(account.cookie)
    expect(response.statusCode).toBe(200)
    const [row] = await ctx.database.db.select().from(user).where(eq(user.email, account.email))
    const [profile] = await ctx.database.db.select().from(profiles).where(eq(profiles.id, row!.id))
    expect(response.json()).toEqual({
      user: { id: row!.id, email: account.email },
      fullName: 'Paula Nunes',
      avatarUrl: null,
      role: 'admin',
      company: {
        id: profile!.companyId,
        name: 'Nunes Consultoria',
        publicFormUrl: 'nunes-consultoria',
        plan: 'gratuito',
      },
    })
  })

  it('answers 401 once the session expired', async () => {
    const account = await createConfirmedAccount(ctx.app, ctx.dataDir)
    const [row] = await ctx.database.db.select().from(user).where(eq(user.email, account.email))
    await ctx.database.db
      .update(session)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(session.userId, row!.id))
    expect((await me(account.cookie)).json()).toEqual(unauthorized)
  })

  it('answers 401 for a session whose user has no profile', async () => {
    const account = await createConfirmedAccount(ctx.app, ctx.dataDir)
    const [row] = await ctx.database.db.select().from(user).where(eq(user.email, account.email))
    await ctx.database.db.delete(profiles).where(eq(profiles.id, row!.id))
    const response = await me(account.cookie)
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual(unauthorized)
  })
})

describe(`GET /api/session on ${testDatabaseKind}`, () => {
  function probe(cookie?: string) {
    return ctx.app.inject({ method: 'GET', url: '/api/session', headers: cookie ? { cookie } : {} })
  }

  it('answers 200 { session: null } to a visitor, also with a forged or expired cookie: not an error', async () => {
    for (const cookie of [undefined, 'talentos.session_token=forjado.assinatura']) {
      const response = await probe(cookie)
      expect(response.statusCode).toBe(200)
      expect(response.headers['cache-control']).toBe('no-store')
      expect(response.json()).toEqual({ session: null })
    }
  })

  it('answers what /api/me answers when signed in, with the company plan', async () => {
    const account = await createConfirmedAccount(ctx.app, ctx.dataDir, { companyName: 'Sessão Ltda' })
    const response = await probe(account.cookie)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ session: (await me(account.cookie)).json() })
    expect(response.json().session.company.plan).toBe('gratuito')
  })
})
