import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApplicationList } from '../../../shared/applications/api.ts'
import type { ApplicationHistory } from '../../../shared/history/events.ts'
import type { Board } from '../../../shared/jobs/api.ts'
import type { RatingList } from '../../../shared/ratings/api.ts'
import { createTestApp, type TestContext } from '../../test/app.ts'
import {
  createSignedInCompany,
  type SignedInCompany,
  submitTestApplication,
} from '../../test/applications.ts'
import { testDatabaseKind } from '../../test/database.ts'
import { injectAs } from '../../test/inject.ts'
import { setCompanyPlan } from '../../test/plans.ts'
import { addTeamMember, type TeamMember } from '../../test/team.ts'
import { applyToJob, createJob } from '../jobs/test-support.ts'

let ctx: TestContext

beforeAll(async () => {
  ctx = await createTestApp({ env: { PUBLIC_SUBMIT_RATE_MAX: '1000' } })
})
afterAll(async () => {
  await ctx.close()
})

function rate(as: SignedInCompany | TeamMember, applicationId: string, stars: unknown, note?: unknown) {
  return injectAs(ctx.app, {
    method: 'PUT',
    url: `/api/applications/${applicationId}/ratings/me`,
    as,
    payload: note === undefined ? { stars } : { stars, note },
  })
}

async function companyWithMember() {
  const company = await createSignedInCompany(ctx)
  await setCompanyPlan(ctx.database.db, company.companyId, 'profissional')
  const ana = await addTeamMember(ctx, company, { fullName: 'Ana Souza' })
  return { company, ana }
}

describe(`ratings on ${testDatabaseKind}`, () => {
  it('keeps one rating per member, averages them and lists who rated, the caller first', async () => {
    const { company, ana } = await companyWithMember()
    const applicationId = await submitTestApplication(ctx, company.slug)
    expect((await rate(company, applicationId, 5, 'Excelente comunicação.')).statusCode).toBe(200)
    expect((await rate(ana, applicationId, 2)).statusCode).toBe(200)
    // Changing one's rating replaces it.
    const changed = await rate(ana, applicationId, 4, '  ')
    expect(changed.statusCode, changed.body).toBe(200)
    const list = changed.json() as RatingList
    expect(list).toMatchObject({ average: 4.5, count: 2 })
    expect(list.items.map((item) => [item.name, item.stars, item.note, item.isMine])).toEqual([
      ['Ana Souza', 4, null, true],
      [company.fullName, 5, 'Excelente comunicação.', false],
    ])
  })

  it('refuses stars outside 1–5 and a long note with pt-BR messages', async () => {
    const company = await createSignedInCompany(ctx)
    const applicationId = await submitTestApplication(ctx, company.slug)
    for (const stars of [0, 6, 2.5, '3']) {
      const response = await rate(company, applicationId, stars)
      expect(response.statusCode).toBe(400)
      expect(response.body).toContain('Escolha de 1 a 5 estrelas.')
    }
    const long = await rate(company, applicationId, 3, 'a'.repeat(501))
    expect(long.statusCode).toBe(400)
    expect(long.body).toContain('A observação pode ter no máximo 500 caracteres.')
  })

  it('removes only the caller’s own rating and records both events without the note', async () => {
    const { company, ana } = await companyWithMember()
    const applicationId = await submitTestApplication(ctx, company.slug)
    await rate(company, applicationId, 3, 'Observação reservada')
    await rate(ana, applicationId, 5)
    const removed = await injectAs(ctx.app, {
      method: 'DELETE',
      url: `/api/applications/${applicationId}/ratings/me`,
      as: ana,
    })
    expect(removed.statusCode).toBe(204)
    const again = await injectAs(ctx.app, {
      method: 'DELETE',
      url: `/api/applications/${applicationId}/ratings/me`,
      as: ana,
    })
    expect(again.statusCode).toBe(404)
    expect(again.json().error.message).toBe('Você ainda não avaliou esta candidatura.')
    const list = (
      await injectAs(ctx.app, { url: `/api/applications/${applicationId}/ratings`, as: ana })
    ).json() as RatingList
    expect(list).toMatchObject({ average: 3, count: 1 })

    const history = (
      await injectAs(ctx.app, { url: `/api/applications/${applicationId}/history`, as: company })
    ).json() as ApplicationHistory
    const events = history.items.filter((event) => event.type.startsWith('rating_'))
    expect(events.map((event) => [event.type, event.data])).toEqual([
      ['rating_set', { stars: 3 }],
      ['rating_set', { stars: 5 }],
      ['rating_removed', {}],
    ])
    expect(JSON.stringify(history)).not.toContain('reservada')
  })

  it("answers 404 to another company's application and leaves its ratings intact", async () => {
    const company = await createSignedInCompany(ctx)
    const other = await createSignedInCompany(ctx)
    const applicationId = await submitTestApplication(ctx, company.slug)
    await rate(company, applicationId, 4)
    expect((await rate(other, applicationId, 1)).statusCode).toBe(404)
    for (const method of ['GET', 'DELETE'] as const) {
      const url = `/api/applications/${applicationId}/ratings${method === 'DELETE' ? '/me' : ''}`
      expect((await injectAs(ctx.app, { method, url, as: other })).statusCode).toBe(404)
    }
    const list = (
      await injectAs(ctx.app, { url: `/api/applications/${applicationId}/ratings`, as: company })
    ).json() as RatingList
    expect(list).toMatchObject({ average: 4, count: 1 })
  })

  it('shows the average and count on the list rows and filters by ?minRating=', async () => {
    const { company, ana } = await companyWithMember()
    const high = await submitTestApplication(ctx, company.slug)
    const middle = await submitTestApplication(ctx, company.slug)
    const unrated = await submitTestApplication(ctx, company.slug)
    await rate(company, high, 5)
    await rate(ana, high, 4)
    await rate(company, middle, 3)

    const all = (await injectAs(ctx.app, { url: '/api/applications', as: company })).json() as ApplicationList
    const ratingOf = (id: string) => all.items.find((item) => item.id === id)?.rating
    expect(ratingOf(high)).toEqual({ average: 4.5, count: 2 })
    expect(ratingOf(middle)).toEqual({ average: 3, count: 1 })
    expect(ratingOf(unrated)).toEqual({ average: null, count: 0 })

    const idsFor = async (minRating: string) => {
      const response = await injectAs(ctx.app, {
        url: `/api/applications?minRating=${minRating}`,
        as: company,
      })
      expect(response.statusCode, response.body).toBe(200)
      const list = response.json() as ApplicationList
      expect(list.total).toBe(list.items.length)
      return list.items.map((item) => item.id).sort()
    }
    expect(await idsFor('3')).toEqual([high, middle].sort())
    expect(await idsFor('4.5')).toEqual([high])
    expect(await idsFor('5')).toEqual([])

    const bad = await injectAs(ctx.app, { url: '/api/applications?minRating=9', as: company })
    expect(bad.statusCode).toBe(400)
    expect(bad.body).toContain('Avaliação mínima inválida: use um número de 1 a 5.')
  })

  it('carries the average and count on the board cards', async () => {
    const company = await createSignedInCompany(ctx)
    const job = await createJob(ctx, company.cookie, { title: 'Motorista' })
    const applicationId = await applyToJob(ctx, company.slug, job.slug)
    await rate(company, applicationId, 4)
    const board = (await injectAs(ctx.app, { url: `/api/jobs/${job.id}/board`, as: company })).json() as Board
    const card = board.columns.flatMap((column) => column.items).find((item) => item.id === applicationId)
    expect(card?.rating).toEqual({ average: 4, count: 1 })
  })
})
