import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SavedView, SavedViewList } from '../../../shared/applications/saved-views.ts'
import { createTestApp, type TestContext } from '../../test/app.ts'
import { createSignedInCompany, setRole } from '../../test/applications.ts'
import { injectAs } from '../../test/inject.ts'
import { setCompanyPlan } from '../../test/plans.ts'
import { addTeamMember } from '../../test/team.ts'

let ctx: TestContext

beforeAll(async () => {
  ctx = await createTestApp()
})
afterAll(async () => {
  await ctx.close()
})

type Caller = { cookie: string }

async function save(as: Caller, payload: Record<string, unknown>) {
  return injectAs(ctx.app, { method: 'POST', url: '/api/saved-views', as, payload })
}

async function views(as: Caller): Promise<SavedView[]> {
  const response = await injectAs(ctx.app, { url: '/api/saved-views', as })
  expect(response.statusCode, response.body).toBe(200)
  return (response.json() as SavedViewList).items
}

/** A company on Básico with an admin and a padrao member. */
async function team() {
  const admin = await createSignedInCompany(ctx)
  await setCompanyPlan(ctx.database.db, admin.companyId, 'basico')
  const member = await addTeamMember(ctx, admin, { fullName: 'Paula Recrutadora' })
  await setRole(ctx.database.db, member.userId, 'padrao')
  return { admin, member }
}

describe('Salvar filtro', () => {
  it('saves the search and filters under a name, without the page', async () => {
    const { member } = await team()
    const response = await save(member, {
      name: '  Motoristas SP  ',
      query: 'q=motorista&uf=SP&experiencia=3&page=4',
    })
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json()).toMatchObject({
      name: 'Motoristas SP',
      query: 'q=motorista&uf=SP&experiencia=3',
      shared: false,
      mine: true,
      canManage: true,
      ownerName: 'Paula Recrutadora',
    })
  })

  it('refuses a blank name, a sensitive filter and, on Gratuito, an advanced filter', async () => {
    const { admin } = await team()
    const blank = await save(admin, { name: '   ', query: 'status=novo' })
    expect(blank.statusCode).toBe(400)
    const sensitive = await save(admin, { name: 'Por etnia', query: 'etnia=Parda' })
    expect(sensitive.statusCode).toBe(400)
    expect(sensitive.json().error.message).toContain('Não é possível filtrar por etnia')
    const free = await createSignedInCompany(ctx)
    const locked = await save(free, { name: 'SP', query: 'uf=SP' })
    expect(locked.statusCode).toBe(403)
    expect(locked.json().error.code).toBe('PLAN_REQUIRED')
    // Search and status stay free: a Gratuito company saves those.
    expect((await save(free, { name: 'Novos', query: 'status=novo&q=caixa' })).statusCode).toBe(201)
  })
})

describe('personal and shared views', () => {
  it('shows a personal view to its owner only and a shared view to the whole team', async () => {
    const { admin, member } = await team()
    const personal = (await save(member, { name: 'Só minha', query: 'status=novo' })).json() as SavedView
    const shared = (
      await save(member, { name: 'Da equipe', query: 'uf=RJ', shared: true })
    ).json() as SavedView
    expect((await views(member)).map((view) => view.name).sort()).toEqual(['Da equipe', 'Só minha'])
    const adminViews = await views(admin)
    expect(adminViews.map((view) => view.name)).toEqual(['Da equipe'])
    expect(adminViews[0]).toMatchObject({ mine: false, canManage: true, ownerName: 'Paula Recrutadora' })
    // Someone else's personal view does not exist for the admin.
    const hidden = await injectAs(ctx.app, {
      method: 'PATCH',
      url: `/api/saved-views/${personal.id}`,
      as: admin,
      payload: { name: 'X' },
    })
    expect(hidden.statusCode).toBe(404)
    expect(shared.shared).toBe(true)
  })

  it('lets the owner rename and unshare, an admin rename or delete a shared view, not a padrao member', async () => {
    const { admin, member } = await team()
    const byAdmin = (
      await save(admin, { name: 'Técnicos', query: 'formacao=Curso%20T%C3%A9cnico', shared: true })
    ).json() as SavedView
    const memberSees = (await views(member)).find((view) => view.id === byAdmin.id)
    expect(memberSees).toMatchObject({ mine: false, canManage: false })
    const refused = await injectAs(ctx.app, {
      method: 'DELETE',
      url: `/api/saved-views/${byAdmin.id}`,
      as: member,
    })
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error.message).toBe(
      'Só quem criou a visualização (ou um administrador) pode alterá-la.',
    )

    const mine = (await save(member, { name: 'Minha', query: '', shared: true })).json() as SavedView
    const renamed = await injectAs(ctx.app, {
      method: 'PATCH',
      url: `/api/saved-views/${mine.id}`,
      as: admin,
      payload: { name: 'Renomeada pelo admin' },
    })
    expect(renamed.statusCode, renamed.body).toBe(200)
    expect(renamed.json()).toMatchObject({ name: 'Renomeada pelo admin', shared: true })
    const unshared = await injectAs(ctx.app, {
      method: 'PATCH',
      url: `/api/saved-views/${mine.id}`,
      as: member,
      payload: { shared: false },
    })
    expect(unshared.json()).toMatchObject({ shared: false })
    expect((await views(admin)).some((view) => view.id === mine.id)).toBe(false)

    const deleted = await injectAs(ctx.app, {
      method: 'DELETE',
      url: `/api/saved-views/${byAdmin.id}`,
      as: admin,
    })
    expect(deleted.statusCode).toBe(204)
    expect((await views(member)).some((view) => view.id === byAdmin.id)).toBe(false)
  })

  it('answers 404 to another company’s view', async () => {
    const { admin } = await team()
    const view = (await save(admin, { name: 'A', query: '', shared: true })).json() as SavedView
    const other = await createSignedInCompany(ctx)
    expect((await views(other)).map((item) => item.id)).not.toContain(view.id)
    for (const method of ['PATCH', 'DELETE'] as const) {
      const response = await injectAs(ctx.app, {
        method,
        url: `/api/saved-views/${view.id}`,
        as: other,
        ...(method === 'PATCH' ? { payload: { name: 'Invadida' } } : {}),
      })
      expect(response.statusCode).toBe(404)
      expect(response.json().error.message).toBe('Visualização não encontrada.')
    }
    expect((await views(admin)).find((item) => item.id === view.id)?.name).toBe('A')
  })
})
