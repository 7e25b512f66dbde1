import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { AppError } from '../../errors.ts'
import { createTestApp, type TestContext } from '../../test/app.ts'
import { createSignedInCompany, submitTestApplication } from '../../test/applications.ts'
import { testDatabaseKind } from '../../test/database.ts'
import { injectAs } from '../../test/inject.ts'
import { BULK_ACTIONS, defineBulkAction, perItem } from './bulk-actions.ts'

let ctx: TestContext

beforeAll(async () => {
  ctx = await createTestApp({ env: { PUBLIC_SUBMIT_RATE_MAX: '1000' } })
})
afterAll(async () => {
  delete BULK_ACTIONS.test_tag
  await ctx.close()
})

describe(`adding an action to the bulk registry on ${testDatabaseKind}`, () => {
  it('runs a registered action per item with its params; a 404 of one item is skipped, an error failed', async () => {
    const company = await createSignedInCompany(ctx)
    const ids = [
      await submitTestApplication(ctx, company.slug),
      await submitTestApplication(ctx, company.slug),
      await submitTestApplication(ctx, company.slug),
    ]
    const seen: string[] = []
    // What an integrating feature writes (e.g. "Adicionar etiqueta" over its tags service).
    BULK_ACTIONS.test_tag = defineBulkAction({
      type: 'test_tag',
      permission: 'applications:changeStatus',
      params: z.object({ tag: z.string().min(1, 'Escolha uma etiqueta.') }),
      apply: perItem(async ({ caller }, params, id) => {
        if (id === ids[1]) throw new AppError('NOT_FOUND', 'Candidatura não encontrada.')
        if (id === ids[2]) throw new Error('boom')
        seen.push(`${caller.companyId}:${params.tag}:${id}`)
        return 'done'
      }),
    })
    const refused = await injectAs(ctx.app, {
      method: 'POST',
      url: '/api/applications/bulk',
      as: company,
      payload: { selection: { kind: 'ids', ids }, action: 'test_tag', params: { tag: '' } },
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().error.message).toBe('Escolha uma etiqueta.')
    const response = await injectAs(ctx.app, {
      method: 'POST',
      url: '/api/applications/bulk',
      as: company,
      payload: { selection: { kind: 'ids', ids }, action: 'test_tag', params: { tag: 'inglês' } },
    })
    expect(response.json()).toMatchObject({ status: 'done', total: 3, done: 1, skipped: 1, failed: 1 })
    expect(seen).toEqual([`${company.companyId}:inglês:${ids[0]}`])
  })
})
