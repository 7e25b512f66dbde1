import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApplicationHistory } from '../../../shared/history/events.ts'
import { describeEvent, eventLabel } from '../../../shared/history/events.ts'
import { applicationEvents } from '../../db/schema/history.ts'
import { createTestApp, type TestContext } from '../../test/app.ts'
import {
  createSignedInCompany,
  type SignedInCompany,
  submitTestApplication,
} from '../../test/applications.ts'
import { testDatabaseKind } from '../../test/database.ts'
import { injectAs } from '../../test/inject.ts'
import { setCompanyPlan } from '../../test/plans.ts'
import { addTeamMember } from '../../test/team.ts'
import { recordApplicationViewed } from './history.service.ts'

let ctx: TestContext

beforeAll(async () => {
  ctx = await createTestApp({ env: { PUBLIC_SUBMIT_RATE_MAX: '1000' } })
})
afterAll(async () => {
  await ctx.close()
})

function call(
  cookie: string,
  method: 'GET' | 'PATCH' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
) {
  return injectAs(ctx.app, { method, url, as: cookie, payload })
}

async function history(company: SignedInCompany, id: string, cookie = company.cookie) {
  const response = await call(cookie, 'GET', `/api/applications/${id}/history`)
  expect(response.statusCode, response.body).toBe(200)
  return (response.json() as ApplicationHistory).items
}

async function companyWithApplication(name = 'João da Silva') {
  const company = await createSignedInCompany(ctx, { fullName: 'Marta Reis' })
  const id = await submitTestApplication(ctx, company.slug, { answers: { nome_completo: name } })
  return { company, id }
}

describe(`application history on ${testDatabaseKind}`, () => {
  it('starts with "Candidatura recebida" from the public form, with no member as actor', async () => {
    const { company, id } = await companyWithApplication()
    const items = await history(company, id)
    // Then the receipt e-mailed to the candidate (issue 17).
    expect(items.map((item) => item.type)).toEqual(['received', 'email_queued'])
    expect(items[0]).toMatchObject({ type: 'received', applicationId: id, actorUserId: null, data: {} })
    expect(eventLabel('received')).toBe('Candidatura recebida')
  })

  it('records a view once per member per day, however often the member opens it', async () => {
    const { company, id } = await companyWithApplication()
    await setCompanyPlan(ctx.database.db, company.companyId, 'profissional')
    const bruno = await addTeamMember(ctx, company, { fullName: 'Bruno Lima' })
    for (let i = 0; i < 3; i++)
      expect((await call(company.cookie, 'GET', `/api/applications/${id}`)).statusCode).toBe(200)
    expect((await call(bruno.cookie, 'GET', `/api/applications/${id}`)).statusCode).toBe(200)
    const views = (await history(company, id)).filter((event) => event.type === 'viewed')
    expect(views.map((event) => event.actorName).sort()).toEqual(['Bruno Lima', 'Marta Reis'])
    expect(views.find((event) => event.actorName === 'Marta Reis')?.actorUserId).toBe(company.userId)

    // The next day (São Paulo's calendar) counts again.
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000)
    const caller = { companyId: company.companyId, role: 'admin' as const, userId: company.userId }
    await recordApplicationViewed(ctx.database.db, { caller, applicationId: id, now: tomorrow })
    await recordApplicationViewed(ctx.database.db, { caller, applicationId: id, now: tomorrow })
    expect((await history(company, id)).filter((event) => event.type === 'viewed')).toHaveLength(3)
  })

  it('records a status change with the status before and after, and nothing when it stays the same', async () => {
    const { company, id } = await companyWithApplication()
    expect(
      (await call(company.cookie, 'PATCH', `/api/applications/${id}/status`, { status: 'aprovado' }))
        .statusCode,
    ).toBe(200)
    expect(
      (await call(company.cookie, 'PATCH', `/api/applications/${id}/status`, { status: 'aprovado' }))
        .statusCode,
    ).toBe(200)
    expect(
      (await call(company.cookie, 'PATCH', `/api/applications/${id}/status`, { status: 'reprovado' }))
        .statusCode,
    ).toBe(200)
    const changes = (await history(company, id)).filter((event) => event.type === 'status_changed')
    expect(changes.map((event) => event.data)).toEqual([
      { from: 'novo', to: 'aprovado' },
      { from: 'aprovado', to: 'reprovado' },
    ])
    expect(changes[0]?.actorName).toBe('Marta Reis')
    expect(describeEvent('status_changed', changes[1]?.data)).toBe('De "Aprovado" para "Reprovado".')
  })

  it('lists events oldest first and records a PDF export', async () => {
    const { company, id } = await companyWithApplication()
    await setCompanyPlan(ctx.database.db, company.companyId, 'basico')
    expect((await call(company.cookie, 'GET', `/api/applications/${id}/pdf`)).statusCode).toBe(200)
    expect(
      (await call(company.cookie, 'PATCH', `/api/applications/${id}/status`, { status: 'pendente' }))
        .statusCode,
    ).toBe(200)
    expect((await history(company, id)).map((event) => event.type)).toEqual([
      'received',
      // "Candidatura recebida" e-mailed to the candidate (issue 17).
      'email_queued',
      'exported_pdf',
      'status_changed',
    ])
  })

  it('keeps a deletion in the company audit without the application or any personal data', async () => {
    const { company, id } = await companyWithApplication('Fulana Deletada de Souza')
    expect(
      (await call(company.cookie, 'PATCH', `/api/applications/${id}/status`, { status: 'aprovado' }))
        .statusCode,
    ).toBe(200)
    expect((await call(company.cookie, 'DELETE', `/api/applications/${id}`)).statusCode).toBe(204)
    const rows = await ctx.database.db
      .select()
      .from(applicationEvents)
      .where(eq(applicationEvents.companyId, company.companyId))
    expect(rows.map((row) => row.type).sort()).toEqual([
      'deleted',
      'email_queued',
      'received',
      'status_changed',
    ])
    expect(rows.every((row) => row.applicationId === null)).toBe(true)
    expect(rows.find((row) => row.type === 'deleted')?.data).toEqual({ applicationId: id })
    expect(JSON.stringify(rows)).not.toMatch(/Fulana|Deletada/)
    expect((await call(company.cookie, 'GET', `/api/applications/${id}/history`)).statusCode).toBe(404)
  })

  it('records a CSV export of the list as one company-wide event with the row count', async () => {
    const { company } = await companyWithApplication()
    await submitTestApplication(ctx, company.slug)
    const csv = await call(company.cookie, 'GET', '/api/applications/export.csv')
    expect(csv.statusCode).toBe(200)
    const [event] = await ctx.database.db
      .select()
      .from(applicationEvents)
      .where(
        and(eq(applicationEvents.type, 'exported_csv'), eq(applicationEvents.companyId, company.companyId)),
      )
    expect(event).toMatchObject({ applicationId: null, actorUserId: company.userId, data: { count: 2 } })
  })

  it("answers 404 for another company's application and never shows its events", async () => {
    const { id } = await companyWithApplication()
    const stranger = await createSignedInCompany(ctx)
    const response = await call(stranger.cookie, 'GET', `/api/applications/${id}/history`)
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Candidatura não encontrada.' } })
  })
})
