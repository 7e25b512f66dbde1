import { eq, type SQL, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PlanId } from '../../../shared/plans.ts'
import { user } from '../../db/schema/auth.ts'
import { companies } from '../../db/schema/companies.ts'
import { profiles } from '../../db/schema/profiles.ts'
import { candidateSubmissions } from '../../db/schema/submissions.ts'
import { createConfirmedAccount } from '../../test/accounts.ts'
import { createTestApp, type TestContext } from '../../test/app.ts'
import { createSignedInCompany, setRole, submitTestApplication } from '../../test/applications.ts'
import { testDatabaseKind } from '../../test/database.ts'
import { setCompanyPlan } from '../../test/plans.ts'
import { dashboardSummary, monthChangePercent } from './dashboard.service.ts'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestApp()
})
afterAll(async () => {
  await ctx.close()
})

function dashboard(cookie?: string) {
  return ctx.app.inject({ method: 'GET', url: '/api/dashboard', headers: cookie ? { cookie } : {} })
}

async function companyOf(email: string): Promise<string> {
  const [row] = await ctx.database.db
    .select({ companyId: profiles.companyId })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .where(eq(user.email, email))
  return row!.companyId
}

async function addSubmissions(companyId: string, createdAt: SQL | Date, howMany: number) {
  for (let index = 0; index < howMany; index++) {
    await ctx.database.db.insert(candidateSubmissions).values({ companyId, formData: {}, createdAt })
  }
}

const localMonth = sql`date_trunc('month', now() at time zone 'America/Sao_Paulo')`
const previousMonth = sql`((${localMonth}) - interval '10 days') at time zone 'America/Sao_Paulo'`
const olderMonth = sql`((${localMonth}) - interval '40 days') at time zone 'America/Sao_Paulo'`

describe(`GET /api/dashboard on ${testDatabaseKind}`, () => {
  it('answers 401 without a session', async () => {
    const response = await dashboard()
    expect(response.statusCode).toBe(401)
    expect(response.json().error).toEqual({
      code: 'UNAUTHORIZED',
      message: 'Sua sessão expirou. Faça login novamente.',
    })
  })

  it('starts a new company at 0 applications, 1 active form and 1 user (its administrator)', async () => {
    const account = await createConfirmedAccount(ctx.app, ctx.dataDir)
    const response = await dashboard(account.cookie)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      totalSubmissions: 0,
      currentMonthSubmissions: 0,
      previousMonthSubmissions: 0,
      monthChangePercent: 0,
      activeForms: 1,
      teamSize: 1,
      submissionsByStatus: { novo: 0, pendente: 0, aprovado: 0, reprovado: 0 },
      resumeUsage: { plan: 'gratuito', used: 0, limit: 100, accepting: true },
      withoutAnswer: 0,
    })
  })

  it('counts only the caller’s company, whatever the other companies hold', async () => {
    const first = await createConfirmedAccount(ctx.app, ctx.dataDir, { companyName: 'Primeira Empresa' })
    const second = await createConfirmedAccount(ctx.app, ctx.dataDir, { companyName: 'Segunda Empresa' })
    const firstId = await companyOf(first.email)
    const secondId = await companyOf(second.email)
    await addSubmissions(firstId, sql`now()`, 3)
    await addSubmissions(firstId, previousMonth, 2)
    await addSubmissions(firstId, olderMonth, 1)
    await addSubmissions(secondId, sql`now()`, 1)
    // A second staff member of the first company.
    await ctx.database.db
      .insert(user)
      .values({ id: 'colega-primeira', name: 'Colega', email: 'colega@primeira.com.br' })
    await ctx.database.db
      .insert(profiles)
      .values({ id: 'colega-primeira', companyId: firstId, fullName: 'Colega', role: 'padrao' })

    expect((await dashboard(first.cookie)).json()).toEqual({
      totalSubmissions: 6,
      currentMonthSubmissions: 3,
      previousMonthSubmissions: 2,
      monthChangePercent: 50,
      activeForms: 1,
      teamSize: 2,
      submissionsByStatus: { novo: 6, pendente: 0, aprovado: 0, reprovado: 0 },
      resumeUsage: { plan: 'gratuito', used: 6, limit: 100, accepting: true },
      // The older ones, depending on today's date (email.test.ts checks the count itself).
      withoutAnswer: expect.any(Number),
    })
    expect((await dashboard(second.cookie)).json()).toEqual({
      totalSubmissions: 1,
      currentMonthSubmissions: 1,
      previousMonthSubmissions: 0,
      monthChangePercent: 100,
      activeForms: 1,
      teamSize: 1,
      submissionsByStatus: { novo: 1, pendente: 0, aprovado: 0, reprovado: 0 },
      resumeUsage: { plan: 'gratuito', used: 1, limit: 100, accepting: true },
      withoutAnswer: 0,
    })
  })

  it('cuts months at midnight in São Paulo, not UTC', async () => {
    const [company] = await ctx.database.db
      .insert(companies)
      .values({ name: 'Fuso Horário', publicFormUrl: 'fuso-horario' })
      .returning({ id: companies.id })
    const companyId = company!.id
    // São Paulo is UTC-3: 2026-03-01T03:00Z is midnight of 1 March there.
    await addSubmissions(companyId, new Date('2026-02-01T02:59:59Z'), 1) // 31 Jan: older
    await addSubmissions(companyId, new Date('2026-02-01T03:00:00Z'), 1) // 1 Feb: previous
    await addSubmissions(companyId, new Date('2026-03-01T02:59:59Z'), 1) // 28 Feb: previous
    await addSubmissions(companyId, new Date('2026-03-01T03:00:00Z'), 1) // 1 Mar: current
    await addSubmissions(companyId, new Date('2026-03-31T23:00:00Z'), 1) // 31 Mar 20:00: current
    await addSubmissions(companyId, new Date('2026-04-01T03:00:00Z'), 1) // 1 Apr: next month

    const summary = await dashboardSummary(ctx.database.db, {
      companyId,
      now: new Date('2026-03-10T12:00:00Z'),
    })
    expect(summary).toEqual({
      totalSubmissions: 6,
      currentMonthSubmissions: 2,
      previousMonthSubmissions: 2,
      monthChangePercent: 0,
      activeForms: 1,
      teamSize: 0,
      submissionsByStatus: { novo: 6, pendente: 0, aprovado: 0, reprovado: 0 },
      // No subscription row: treated as gratuito, as the public form does.
      resumeUsage: { plan: 'gratuito', used: 6, limit: 100, accepting: true },
      // Received before 23 Feb (15 days before "now") and never answered.
      withoutAnswer: 2,
    })
  })

  it('counts applications per review status', async () => {
    const [company] = await ctx.database.db
      .insert(companies)
      .values({ name: 'Por Status', publicFormUrl: 'por-status' })
      .returning({ id: companies.id })
    const companyId = company!.id
    const statuses = [
      'novo',
      'pendente',
      'pendente',
      'aprovado',
      'aprovado',
      'aprovado',
      'reprovado',
    ] as const
    for (const status of statuses) {
      await ctx.database.db.insert(candidateSubmissions).values({ companyId, formData: {}, status })
    }
    const summary = await dashboardSummary(ctx.database.db, { companyId })
    expect(summary.totalSubmissions).toBe(7)
    expect(summary.submissionsByStatus).toEqual({ novo: 1, pendente: 2, aprovado: 3, reprovado: 1 })
  })
})

describe(`resume usage on GET /api/dashboard on ${testDatabaseKind}`, () => {
  const setPlan = (companyId: string, planType: PlanId) =>
    setCompanyPlan(ctx.database.db, companyId, planType)

  it('counts the plan’s limit as the public form enforces it, for every role, company by company', async () => {
    const full = await createSignedInCompany(ctx, { companyName: 'Empresa Lotada' })
    const neighbour = await createSignedInCompany(ctx, { companyName: 'Empresa Vizinha' })
    await addSubmissions(full.companyId, sql`now()`, 99)
    await addSubmissions(neighbour.companyId, sql`now()`, 150)

    expect((await dashboard(full.cookie)).json().resumeUsage).toEqual({
      plan: 'gratuito',
      used: 99,
      limit: 100,
      accepting: true,
    })
    await submitTestApplication(ctx, full.slug)
    // The 100th application fills the gratuito plan: the public form now refuses, and says so.
    const form = await ctx.app.inject({ method: 'GET', url: `/api/public/forms/${full.slug}` })
    expect(form.json().accepting).toBe(false)
    for (const role of ['admin', 'premium', 'padrao'] as const) {
      await setRole(ctx.database.db, full.userId, role)
      const response = await dashboard(full.cookie)
      expect(response.statusCode, role).toBe(200)
      expect(response.json().resumeUsage, role).toEqual({
        plan: 'gratuito',
        used: 100,
        limit: 100,
        accepting: false,
      })
    }
    // The neighbour's 150 are its own: over the gratuito limit, they never count for the first company.
    expect((await dashboard(neighbour.cookie)).json().resumeUsage).toEqual({
      plan: 'gratuito',
      used: 150,
      limit: 100,
      accepting: false,
    })
  })

  it('follows the plan: basico 1.000, profissional 5.000, ilimitado without a limit', async () => {
    const company = await createSignedInCompany(ctx, { companyName: 'Empresa Em Crescimento' })
    await addSubmissions(company.companyId, sql`now()`, 120)
    const expected: Array<[PlanId, number | null]> = [
      ['basico', 1000],
      ['profissional', 5000],
      ['ilimitado', null],
    ]
    for (const [plan, limit] of expected) {
      await setPlan(company.companyId, plan)
      expect((await dashboard(company.cookie)).json().resumeUsage, plan).toEqual({
        plan,
        used: 120,
        limit,
        accepting: true,
      })
    }
  })
})

describe('monthChangePercent', () => {
  it('is a whole percentage of the previous month', () => {
    expect(monthChangePercent(3, 2)).toBe(50)
    expect(monthChangePercent(1, 3)).toBe(-67)
    expect(monthChangePercent(0, 4)).toBe(-100)
    expect(monthChangePercent(4, 4)).toBe(0)
  })

  it('answers 0 for two empty months and 100 when only the previous month is empty', () => {
    expect(monthChangePercent(0, 0)).toBe(0)
    expect(monthChangePercent(7, 0)).toBe(100)
  })
})
