import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BillingResponse } from '../../../shared/billing/api.ts'
import { cancellationRequests } from '../../db/schema/billing.ts'
import { subscriptions } from '../../db/schema/companies.ts'
import { TEST_ORIGIN, uniqueEmail } from '../../test/accounts.ts'
import { createTestApp, type TestContext } from '../../test/app.ts'
import {
  createSignedInCompany,
  type SignedInCompany,
  submitTestApplication,
} from '../../test/applications.ts'
import { testDatabaseKind } from '../../test/database.ts'
import { injectAs } from '../../test/inject.ts'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestApp()
})
afterAll(async () => {
  await ctx.close()
})

function call(
  company: SignedInCompany,
  method: 'GET' | 'POST',
  url: string,
  payload?: Record<string, unknown>,
) {
  return injectAs(ctx.app, { method, url, as: company, payload })
}

describe(`plans in demonstration mode on ${testDatabaseKind}`, () => {
  it('starts on gratuito without a next charge, then changes the plan at once and records it', async () => {
    const company = await createSignedInCompany(ctx)
    await submitTestApplication(ctx, company.slug)
    const initial = (await call(company, 'GET', '/api/billing')).json() as BillingResponse
    expect(initial).toMatchObject({
      mode: 'demo',
      plan: 'gratuito',
      status: 'active',
      currentPeriodEnd: null,
      usage: { resumes: 1, users: 1 },
      events: [],
    })

    const changed = await call(company, 'POST', '/api/billing/plan', { plan: 'basico' })
    expect(changed.statusCode, changed.body).toBe(200)
    const body = changed.json() as BillingResponse
    expect(body.plan).toBe('basico')
    const periodEnd = new Date(body.currentPeriodEnd ?? '')
    expect(periodEnd.getTime()).toBeGreaterThan(Date.now() + 27 * 24 * 3600 * 1000)
    expect(body.events).toMatchObject([
      { kind: 'plan_changed', fromPlan: 'gratuito', toPlan: 'basico', source: 'demo' },
    ])

    const same = await call(company, 'POST', '/api/billing/plan', { plan: 'basico' })
    expect(same.statusCode).toBe(409)
    expect(same.json().error.message).toBe('Plano já contratado')

    for (const payload of [{ plan: 'diamante' }, {}, { plan: 3 }]) {
      const bad = await call(company, 'POST', '/api/billing/plan', payload)
      expect(bad.statusCode).toBe(400)
    }
  })

  it('refuses a downgrade while users exceed the new limit, naming how many to remove', async () => {
    const company = await createSignedInCompany(ctx)
    await call(company, 'POST', '/api/billing/plan', { plan: 'profissional' })
    const invitedEmails = [uniqueEmail(), uniqueEmail()]
    for (const [index, name] of ['Pessoa Um', 'Pessoa Dois'].entries()) {
      const invited = await call(company, 'POST', '/api/team/invitations', {
        fullName: name,
        email: invitedEmails[index],
        role: 'padrao',
      })
      expect(invited.statusCode, invited.body).toBe(201)
    }
    const down = await call(company, 'POST', '/api/billing/plan', { plan: 'basico' })
    expect(down.statusCode).toBe(422)
    expect(down.json().error.message).toBe(
      `O plano Básico permite até 2 usuários e sua empresa tem 3 (contando convites pendentes). Remova 1 usuário ou convite em Gestão de Usuários antes de mudar de plano. Por exemplo: o convite de ${invitedEmails[1]}.`,
    )
    expect(down.json().error.details).toEqual({
      reason: 'USERS_OVER_LIMIT',
      used: 3,
      limit: 2,
      excess: 1,
      suggestions: [`o convite de ${invitedEmails[1]}`],
    })
    const [row] = await ctx.database.db
      .select({ planType: subscriptions.planType })
      .from(subscriptions)
      .where(eq(subscriptions.companyId, company.companyId))
    expect(row?.planType).toBe('profissional')

    const team = (await call(company, 'GET', '/api/team')).json() as { invitations: { id: string }[] }
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/team/invitations/${team.invitations[0]?.id}`,
      headers: { cookie: company.cookie, origin: TEST_ORIGIN },
    })
    const ok = await call(company, 'POST', '/api/billing/plan', { plan: 'basico' })
    expect(ok.statusCode, ok.body).toBe(200)
  })

  it('allows going below the resumes already received; the public form then stops taking new ones', async () => {
    const company = await createSignedInCompany(ctx)
    await call(company, 'POST', '/api/billing/plan', { plan: 'basico' })
    await submitTestApplication(ctx, company.slug)
    // 101 applications in all: over gratuito's 100.
    await ctx.database.db.execute(sql`
      insert into candidate_submissions (company_id, status, form_data, search_text)
      select company_id, status, form_data, search_text
      from candidate_submissions, generate_series(1, 100)
      where company_id = ${company.companyId}`)
    const canceled = await call(company, 'POST', '/api/billing/cancel', { reason: 'preco' })
    expect(canceled.statusCode, canceled.body).toBe(200)
    expect(canceled.json()).toMatchObject({ plan: 'gratuito', usage: { resumes: 101 } })
    const form = await ctx.app.inject({ method: 'GET', url: `/api/public/forms/${company.slug}` })
    expect(form.json()).toMatchObject({ accepting: false })
    await expect(submitTestApplication(ctx, company.slug)).rejects.toThrow(/atingiu o limite de currículos/)

    // Back on a plan with room, the form takes applications again.
    expect((await call(company, 'POST', '/api/billing/plan', { plan: 'basico' })).statusCode).toBe(200)
    await submitTestApplication(ctx, company.slug)
  })

  it('goes back to gratuito only through a cancellation, which stores its reason', async () => {
    const company = await createSignedInCompany(ctx)
    await call(company, 'POST', '/api/billing/plan', { plan: 'basico' })
    const direct = await call(company, 'POST', '/api/billing/plan', { plan: 'gratuito' })
    expect(direct.statusCode).toBe(422)
    expect(direct.json().error.message).toBe(
      'Para voltar ao plano Gratuito, cancele a assinatura em Cancelamento de Plano.',
    )
    expect((await call(company, 'GET', '/api/billing')).json()).toMatchObject({ plan: 'basico' })
  })
})

describe(`cancellation on ${testDatabaseKind}`, () => {
  it('requires a reason, stores it with the feedback and returns to gratuito at once', async () => {
    const company = await createSignedInCompany(ctx)
    const free = await call(company, 'POST', '/api/billing/cancel', { reason: 'preco' })
    expect(free.statusCode).toBe(409)
    expect(free.json().error.message).toBe('Sua empresa já está no plano Gratuito.')

    await call(company, 'POST', '/api/billing/plan', { plan: 'ilimitado' })
    for (const payload of [
      {},
      { reason: '' },
      { reason: 'caro' },
      { reason: 'outro', feedback: 'x'.repeat(2001) },
    ]) {
      const missing = await call(company, 'POST', '/api/billing/cancel', payload)
      expect(missing.statusCode).toBe(400)
    }
    const missing = await call(company, 'POST', '/api/billing/cancel', {})
    expect(missing.json().error.details.fields).toEqual({
      reason: 'Por favor, selecione um motivo para o cancelamento.',
    })

    const canceled = await call(company, 'POST', '/api/billing/cancel', {
      reason: 'temporario',
      feedback: '  Voltamos no próximo semestre.  ',
    })
    expect(canceled.statusCode, canceled.body).toBe(200)
    const body = canceled.json() as BillingResponse
    expect(body).toMatchObject({ plan: 'gratuito', currentPeriodEnd: null })
    expect(body.events[0]).toMatchObject({ kind: 'canceled', fromPlan: 'ilimitado', toPlan: 'gratuito' })
    const stored = await ctx.database.db
      .select()
      .from(cancellationRequests)
      .where(eq(cancellationRequests.companyId, company.companyId))
    expect(stored).toMatchObject([
      {
        reason: 'temporario',
        feedback: 'Voltamos no próximo semestre.',
        planType: 'ilimitado',
        userId: company.userId,
      },
    ])
  })
})
