import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_ACCOUNT, DEMO_APPLICATIONS, DemoExistsError, seedDemoCompany } from '../../scripts/seed-demo.ts'
import type { ApplicationList } from '../shared/applications/api.ts'
import { cookieHeader, postJson } from './test/accounts.ts'
import { createTestApp, type TestContext } from './test/app.ts'
import { countSubmissions } from './test/applications.ts'
import { testDatabaseKind } from './test/database.ts'
import { injectAs } from './test/inject.ts'

let ctx: TestContext

beforeAll(async () => {
  ctx = await createTestApp()
})
afterAll(async () => {
  await ctx?.close()
})

describe(`npm run seed (scripts/seed-demo.ts) on ${testDatabaseKind}`, () => {
  it('creates the demo company: a confirmed admin, applications of mixed statuses, then refuses to run again', async () => {
    expect(DEMO_APPLICATIONS).toBe(60)
    // Fewer than `npm run seed` sends (each one hashes a password and re-encodes a photo): the same
    // code path, in less time on a loaded machine.
    const result = await seedDemoCompany(ctx.app, { applications: 24, now: new Date('2026-11-20T12:00:00Z') })
    expect(result.applications).toBe(24)
    expect(await countSubmissions(ctx.database.db, result.companyId)).toBe(24)
    const statuses = Object.values(result.byStatus)
    expect(statuses.reduce((sum, count) => sum + count, 0)).toBe(24)
    // Every status shows up: the list, the filters and the dashboard have something to show.
    for (const count of statuses) expect(count).toBeGreaterThan(0)

    // The printed credentials sign in (the account is confirmed) and see the applications.
    const signedIn = await postJson(ctx.app, '/api/auth/sign-in/email', {
      email: DEMO_ACCOUNT.email,
      password: DEMO_ACCOUNT.password,
    })
    expect(signedIn.statusCode, signedIn.body).toBe(200)
    const admin = cookieHeader(signedIn)
    const me = (await injectAs(ctx.app, { url: '/api/me', as: admin })).json()
    expect(me).toMatchObject({
      role: 'admin',
      company: { name: DEMO_ACCOUNT.companyName, plan: 'profissional' },
    })
    const list: ApplicationList = (
      await injectAs(ctx.app, { url: '/api/applications?pageSize=100', as: admin })
    ).json()
    expect(list.total).toBe(24)
    expect(new Set(list.items.map((item) => item.cpf)).size).toBe(24)
    // Spread over months, not all sent at once.
    const dates = list.items.map((item) => new Date(item.createdAt).getTime())
    expect(Math.max(...dates) - Math.min(...dates)).toBeGreaterThan(90 * 24 * 60 * 60 * 1000)
    expect(list.items.some((item) => /[áàâãéêíóôõúç]/i.test(item.name ?? ''))).toBe(true)
    const approved = (await injectAs(ctx.app, { url: '/api/applications?status=aprovado', as: admin })).json()
    expect(approved.total).toBe(result.byStatus.aprovado)

    await expect(seedDemoCompany(ctx.app)).rejects.toBeInstanceOf(DemoExistsError)
    expect(await countSubmissions(ctx.database.db, result.companyId)).toBe(24)
  }, 300_000)
})
