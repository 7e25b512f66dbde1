import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApplicationDetail, ApplicationList } from '../../../shared/applications/api.ts'
import type { ApplicationHistory } from '../../../shared/history/events.ts'
import type { Board } from '../../../shared/jobs/api.ts'
import type { Folder, FolderList, Tag, TagList } from '../../../shared/organize/api.ts'
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
import type { Caller } from '../applications/applications.service.ts'
import { applyToJob, createJob } from '../jobs/test-support.ts'
import {
  addApplicationsToFolder,
  addTagToApplications,
  moveApplicationsToFolder,
  removeApplicationsFromFolder,
  removeTagFromApplications,
} from './organize.service.ts'

let ctx: TestContext

beforeAll(async () => {
  ctx = await createTestApp({ env: { PUBLIC_SUBMIT_RATE_MAX: '1000' } })
})
afterAll(async () => {
  await ctx.close()
})

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'
function call(as: SignedInCompany | string, method: Method, url: string, payload?: Record<string, unknown>) {
  return injectAs(ctx.app, { method, url, as, payload })
}

async function companyWith(count: number, plan?: 'basico' | 'profissional') {
  const company = await createSignedInCompany(ctx, { fullName: 'Marta Reis' })
  if (plan) await setCompanyPlan(ctx.database.db, company.companyId, plan)
  const ids: string[] = []
  for (let index = 0; index < count; index++)
    ids.push(
      await submitTestApplication(ctx, company.slug, { answers: { nome_completo: `Pessoa ${index + 1}` } }),
    )
  return { company, ids }
}

async function makeFolder(company: SignedInCompany, name: string): Promise<Folder> {
  const response = await call(company, 'POST', '/api/folders', { name })
  expect(response.statusCode, response.body).toBe(201)
  return response.json()
}

async function makeTag(company: SignedInCompany, name: string, color = 'verde'): Promise<Tag> {
  const response = await call(company, 'POST', '/api/tags', { name, color })
  expect(response.statusCode, response.body).toBe(201)
  return response.json()
}

async function list(company: SignedInCompany, query = ''): Promise<ApplicationList> {
  const response = await call(company, 'GET', `/api/applications${query}`)
  expect(response.statusCode, response.body).toBe(200)
  return response.json()
}

function callerOf(company: SignedInCompany): Caller {
  return { companyId: company.companyId, userId: company.userId, role: 'admin' }
}

describe(`folders on ${testDatabaseKind}`, () => {
  it('creates, lists with counts, renames and deletes folders; names are trimmed plain text', async () => {
    const { company, ids } = await companyWith(2)
    const folder = await makeFolder(company, '  Motoristas   para   dezembro ')
    expect(folder).toMatchObject({ name: 'Motoristas para dezembro', applicationCount: 0 })
    await makeFolder(company, 'Auxiliares')

    for (const id of ids) {
      const put = await call(company, 'PUT', `/api/folders/${folder.id}/applications/${id}`)
      expect(put.json()).toEqual({ changed: 1 })
    }
    const again = await call(company, 'PUT', `/api/folders/${folder.id}/applications/${ids[0]}`)
    expect(again.json()).toEqual({ changed: 0 })

    const folders: FolderList = (await call(company, 'GET', '/api/folders')).json()
    expect(folders.items.map((item) => [item.name, item.applicationCount])).toEqual([
      ['Auxiliares', 0],
      ['Motoristas para dezembro', 2],
    ])

    const renamed = await call(company, 'PATCH', `/api/folders/${folder.id}`, { name: 'Motoristas' })
    expect(renamed.json()).toMatchObject({ name: 'Motoristas', applicationCount: 2 })

    const deleted = await call(company, 'DELETE', `/api/folders/${folder.id}`)
    expect(deleted.statusCode).toBe(204)
    expect((await list(company)).total).toBe(2)
    expect((await call(company, 'GET', `/api/folders/${folder.id}`)).statusCode).toBe(404)
  })

  it('refuses a duplicate name in any case (409), empty, too long or markup names (400) in pt-BR', async () => {
    const { company } = await companyWith(0)
    await makeFolder(company, 'Banco de talentos')
    const duplicate = await call(company, 'POST', '/api/folders', { name: 'BANCO DE TALENTOS' })
    expect(duplicate.statusCode).toBe(409)
    expect(duplicate.json().error.message).toBe('Já existe uma pasta com esse nome.')
    const empty = await call(company, 'POST', '/api/folders', { name: '   ' })
    expect(empty.statusCode).toBe(400)
    expect(empty.body).toContain('Informe o nome da pasta (até 60 caracteres).')
    expect((await call(company, 'POST', '/api/folders', { name: 'x'.repeat(61) })).statusCode).toBe(400)
    const markup = await call(company, 'POST', '/api/folders', { name: '<b>Pasta</b>' })
    expect(markup.statusCode).toBe(400)
    expect(markup.body).toContain('Use apenas texto, sem os caracteres < e >.')
    // Another company may use the same name.
    const other = await companyWith(0)
    await makeFolder(other.company, 'Banco de talentos')
  })

  it('lets padrao put applications in folders but not manage folders', async () => {
    const { company, ids } = await companyWith(1, 'basico')
    const folder = await makeFolder(company, 'Revisar')
    const padrao = await addTeamMember(ctx, company, { fullName: 'Paulo Dias', role: 'padrao' })
    expect((await call(padrao.cookie, 'POST', '/api/folders', { name: 'Minha' })).statusCode).toBe(403)
    expect((await call(padrao.cookie, 'PATCH', `/api/folders/${folder.id}`, { name: 'X' })).statusCode).toBe(
      403,
    )
    expect((await call(padrao.cookie, 'DELETE', `/api/folders/${folder.id}`)).statusCode).toBe(403)
    const put = await call(padrao.cookie, 'PUT', `/api/folders/${folder.id}/applications/${ids[0]}`)
    expect(put.statusCode, put.body).toBe(200)
    expect((await call(padrao.cookie, 'GET', '/api/folders')).json().items[0].applicationCount).toBe(1)
  })

  it('filters the list by folder and shows each row’s folders; another company’s folder → 404', async () => {
    const { company, ids } = await companyWith(3)
    const folder = await makeFolder(company, 'Finalistas')
    await call(company, 'PUT', `/api/folders/${folder.id}/applications/${ids[0]}`)
    await call(company, 'PUT', `/api/folders/${folder.id}/applications/${ids[2]}`)
    const filtered = await list(company, `?folder=${folder.id}`)
    expect(filtered.total).toBe(2)
    expect(filtered.items.map((item) => item.id).sort()).toEqual([ids[0], ids[2]].sort())
    expect(filtered.items[0]?.folders).toEqual([{ id: folder.id, name: 'Finalistas' }])
    const combined = await list(company, `?folder=${folder.id}&q=Pessoa%203`)
    expect(combined.items.map((item) => item.id)).toEqual([ids[2]])
    const detail: ApplicationDetail = (await call(company, 'GET', `/api/applications/${ids[0]}`)).json()
    expect(detail.folders).toEqual([{ id: folder.id, name: 'Finalistas' }])

    const other = await companyWith(1)
    const foreign = await call(other.company, 'GET', `/api/applications?folder=${folder.id}`)
    expect(foreign.statusCode).toBe(404)
    expect(foreign.json().error.message).toBe('Pasta não encontrada.')
    expect((await call(company, 'GET', '/api/applications?folder=abc')).statusCode).toBe(400)
  })

  it('keeps tenancy: another company’s folder or application → 404 and nothing changes', async () => {
    const a = await companyWith(1)
    const b = await companyWith(1)
    const folderA = await makeFolder(a.company, 'Pasta A')
    const folderB = await makeFolder(b.company, 'Pasta B')
    expect((await call(b.company, 'PATCH', `/api/folders/${folderA.id}`, { name: 'X' })).statusCode).toBe(404)
    expect((await call(b.company, 'DELETE', `/api/folders/${folderA.id}`)).statusCode).toBe(404)
    // B's folder with A's application, and A's folder with B's application.
    expect(
      (await call(b.company, 'PUT', `/api/folders/${folderB.id}/applications/${a.ids[0]}`)).statusCode,
    ).toBe(404)
    expect(
      (await call(b.company, 'PUT', `/api/folders/${folderA.id}/applications/${b.ids[0]}`)).statusCode,
    ).toBe(404)
    // The bulk function skips A's application and counts only B's own.
    const changed = await ctx.database.db.transaction((tx) =>
      addApplicationsToFolder(tx, callerOf(b.company), folderB.id, [a.ids[0] ?? '', b.ids[0] ?? '']),
    )
    expect(changed).toBe(1)
    await expect(
      ctx.database.db.transaction((tx) =>
        addApplicationsToFolder(tx, callerOf(b.company), folderA.id, [b.ids[0] ?? '']),
      ),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' })
    expect((await call(a.company, 'GET', '/api/folders')).json().items).toEqual([
      expect.objectContaining({ name: 'Pasta A', applicationCount: 0 }),
    ])
  })

  it('adds, moves and removes many applications at once and records who did it in the history', async () => {
    const { company, ids } = await companyWith(3)
    const first = await makeFolder(company, 'Primeira')
    const second = await makeFolder(company, 'Segunda')
    const caller = callerOf(company)
    const db = ctx.database.db
    expect(await db.transaction((tx) => addApplicationsToFolder(tx, caller, first.id, ids))).toBe(3)
    expect(await db.transaction((tx) => addApplicationsToFolder(tx, caller, first.id, ids))).toBe(0)
    expect(
      await db.transaction((tx) =>
        moveApplicationsToFolder(tx, caller, second.id, [ids[0] ?? '', ids[1] ?? '']),
      ),
    ).toBe(2)
    expect(await db.transaction((tx) => removeApplicationsFromFolder(tx, caller, first.id, ids))).toBe(1)
    const counts: FolderList = (await call(company, 'GET', '/api/folders')).json()
    expect(counts.items.map((item) => [item.name, item.applicationCount])).toEqual([
      ['Primeira', 0],
      ['Segunda', 2],
    ])
    const moved = await call(company, 'PUT', `/api/applications/${ids[2]}/folder`, { folderId: second.id })
    expect(moved.json()).toEqual({ changed: 1 })

    const history: ApplicationHistory = (
      await call(company, 'GET', `/api/applications/${ids[0]}/history`)
    ).json()
    const events = history.items.filter((event) => event.type.startsWith('folder_'))
    expect(events.map((event) => [event.type, event.data.folder, event.actorName])).toEqual([
      ['folder_added', 'Primeira', 'Marta Reis'],
      ['folder_removed', 'Primeira', 'Marta Reis'],
      ['folder_added', 'Segunda', 'Marta Reis'],
    ])
  })
})

describe(`tags on ${testDatabaseKind}`, () => {
  it('are locked on gratuito: 403 PLAN_REQUIRED with the upgrade text', async () => {
    const { company, ids } = await companyWith(1)
    for (const [method, url, payload] of [
      ['GET', '/api/tags', undefined],
      ['POST', '/api/tags', { name: 'Inglês fluente' }],
      ['PUT', `/api/tags/${ids[0]}/applications/${ids[0]}`, undefined],
      ['GET', `/api/applications?tag=${ids[0]}`, undefined],
    ] as const) {
      const response = await call(company, method, url, payload)
      expect(response.statusCode, url).toBe(403)
      expect(response.json().error).toMatchObject({
        code: 'PLAN_REQUIRED',
        message: 'Disponível a partir do plano Básico.',
      })
    }
  })

  it('creates, tags, counts, filters, recolours and deletes tags on básico', async () => {
    const { company, ids } = await companyWith(2, 'basico')
    const tag = await makeTag(company, 'inglês fluente', 'azul')
    expect(tag).toMatchObject({ name: 'inglês fluente', color: 'azul', applicationCount: 0 })
    const defaultColor = await call(company, 'POST', '/api/tags', { name: 'CNH D' })
    expect(defaultColor.json()).toMatchObject({ color: 'azul' })
    expect((await call(company, 'POST', '/api/tags', { name: 'Inglês Fluente' })).statusCode).toBe(409)
    const badColor = await call(company, 'POST', '/api/tags', { name: 'Outra', color: '#ff0000' })
    expect(badColor.statusCode).toBe(400)
    expect(badColor.body).toContain('Cor inválida. Escolha uma cor da lista.')

    const put = await call(company, 'PUT', `/api/tags/${tag.id}/applications/${ids[1]}`)
    expect(put.json()).toEqual({ changed: 1 })
    const tags: TagList = (await call(company, 'GET', '/api/tags')).json()
    expect(tags.items.map((item) => [item.name, item.applicationCount])).toEqual([
      ['CNH D', 0],
      ['inglês fluente', 1],
    ])
    const filtered = await list(company, `?tag=${tag.id}`)
    expect(filtered.items.map((item) => item.id)).toEqual([ids[1]])
    expect(filtered.items[0]?.tags).toEqual([{ id: tag.id, name: 'inglês fluente', color: 'azul' }])

    const recoloured = await call(company, 'PATCH', `/api/tags/${tag.id}`, { color: 'roxo' })
    expect(recoloured.json()).toMatchObject({ name: 'inglês fluente', color: 'roxo', applicationCount: 1 })
    const history: ApplicationHistory = (
      await call(company, 'GET', `/api/applications/${ids[1]}/history`)
    ).json()
    expect(history.items.find((event) => event.type === 'tag_added')?.data).toEqual({
      tagId: tag.id,
      tag: 'inglês fluente',
    })
    const removed = await call(company, 'DELETE', `/api/tags/${tag.id}/applications/${ids[1]}`)
    expect(removed.json()).toEqual({ changed: 1 })
    expect((await call(company, 'DELETE', `/api/tags/${tag.id}`)).statusCode).toBe(204)
    expect((await list(company)).items.every((item) => item.tags.length === 0)).toBe(true)
  })

  it('tags many applications at once, skipping another company’s, and shows tags on board cards', async () => {
    const a = await companyWith(2, 'basico')
    const b = await companyWith(1, 'basico')
    const tag = await makeTag(a.company, 'Destaque', 'amarelo')
    const caller = callerOf(a.company)
    const db = ctx.database.db
    expect(
      await db.transaction((tx) => addTagToApplications(tx, caller, tag.id, [...a.ids, b.ids[0] ?? ''])),
    ).toBe(2)
    expect(
      await db.transaction((tx) => removeTagFromApplications(tx, caller, tag.id, [a.ids[0] ?? ''])),
    ).toBe(1)
    await expect(
      db.transaction((tx) => addTagToApplications(tx, callerOf(b.company), tag.id, b.ids)),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' })
    expect((await call(b.company, 'GET', `/api/applications?tag=${tag.id}`)).statusCode).toBe(404)

    const job = await createJob(ctx, a.company.cookie, { title: 'Motorista' })
    const applied = await applyToJob(ctx, a.company.slug, job.slug, { name: 'Rita Alves' })
    await db.transaction((tx) => addTagToApplications(tx, caller, tag.id, [applied]))
    const board: Board = (await call(a.company, 'GET', `/api/jobs/${job.id}/board`)).json()
    const card = board.columns.flatMap((column) => column.items).find((item) => item.id === applied)
    expect(card?.tags).toEqual([{ id: tag.id, name: 'Destaque', color: 'amarelo' }])
  })

  it('lets padrao tag but not create tags (inline creation needs tags:manage)', async () => {
    const { company, ids } = await companyWith(1, 'profissional')
    const tag = await makeTag(company, 'Urgente', 'vermelho')
    const padrao = await addTeamMember(ctx, company, { fullName: 'Paulo Dias', role: 'padrao' })
    expect((await call(padrao.cookie, 'POST', '/api/tags', { name: 'Nova' })).statusCode).toBe(403)
    expect((await call(padrao.cookie, 'DELETE', `/api/tags/${tag.id}`)).statusCode).toBe(403)
    const put = await call(padrao.cookie, 'PUT', `/api/tags/${tag.id}/applications/${ids[0]}`)
    expect(put.json()).toEqual({ changed: 1 })
    expect((await call(padrao.cookie, 'GET', '/api/tags')).json().items[0].applicationCount).toBe(1)
  })
})
