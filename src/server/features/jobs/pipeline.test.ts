import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApplicationDetail, ApplicationList } from '../../../shared/applications/api.ts'
import type { ApplicationHistory } from '../../../shared/history/events.ts'
import type { Board, BulkResult, ColumnPage, Job, Placement, Stage } from '../../../shared/jobs/api.ts'
import { createTestApp, type TestContext } from '../../test/app.ts'
import { createSignedInCompany, type SignedInCompany, setRole } from '../../test/applications.ts'
import { testDatabaseKind } from '../../test/database.ts'
import { statusAfterMove } from './job-rules.ts'
import { applyToJob, call, createJob } from './test-support.ts'

let ctx: TestContext

beforeAll(async () => {
  ctx = await createTestApp({ env: { PUBLIC_SUBMIT_RATE_MAX: '1000' } })
})
afterAll(async () => {
  await ctx.close()
})

/** A company with one published job and `count` applications to it (oldest first). */
async function jobWithApplications(count: number, company?: SignedInCompany) {
  const owner = company ?? (await createSignedInCompany(ctx))
  const job = await createJob(ctx, owner.cookie)
  const ids: string[] = []
  for (let index = 0; index < count; index++) {
    ids.push(await applyToJob(ctx, owner.slug, job.slug, { name: `Candidato ${index + 1}` }))
  }
  const stage = (name: string) => job.stages.find((item) => item.name === name) as Stage
  return { company: owner, job, ids, stage }
}

const move = (cookie: string, id: string, stageId: string) =>
  call(ctx, 'POST', `/api/applications/${id}/move`, cookie, { stageId })

async function detail(cookie: string, id: string): Promise<ApplicationDetail> {
  return (await call(ctx, 'GET', `/api/applications/${id}`, cookie)).json()
}

describe('status after a move (decision 017)', () => {
  it.each([
    ['novo', 0, 1, 'pendente'],
    ['novo', 0, 4, 'aprovado'],
    ['pendente', 1, 4, 'aprovado'],
    ['aprovado', 4, 2, 'pendente'],
    ['aprovado', 2, 3, 'aprovado'],
    ['reprovado', 2, 0, 'pendente'],
    ['pendente', 2, 0, 'pendente'],
  ] as const)('%s from stage %i to %i is %s', (status, fromIndex, toIndex, expected) => {
    expect(statusAfterMove({ status, fromIndex, toIndex, lastIndex: 4 })).toBe(expected)
  })
})

describe(`pipeline on ${testDatabaseKind}`, () => {
  it('puts a new application in the first stage as "novo", and the board shows it', async () => {
    const { company, job, ids } = await jobWithApplications(2)
    const board: Board = (await call(ctx, 'GET', `/api/jobs/${job.id}/board`, company.cookie)).json()
    expect(board.columns.map((column) => column.count)).toEqual([2, 0, 0, 0, 0])
    const cards = board.columns[0]?.items ?? []
    expect(cards.map((card) => card.id)).toEqual([ids[1], ids[0]])
    expect(cards[0]).toMatchObject({ name: 'Candidato 2', city: 'São Paulo', state: 'SP', status: 'novo' })
    expect(cards[0]?.photoUrl).toMatch(new RegExp(`^/api/applications/${ids[1]}/files/`))
    const photo = await call(ctx, 'GET', cards[0]?.photoUrl ?? '', company.cookie)
    expect(photo.statusCode).toBe(200)
  })

  it('reconciles the status: out of Inscritos "pendente", Contratados "aprovado", back "pendente"', async () => {
    const { company, ids, stage } = await jobWithApplications(1)
    const [id] = ids as [string]
    const toTriagem = await move(company.cookie, id, stage('Triagem').id)
    expect(toTriagem.statusCode, toTriagem.body).toBe(200)
    expect(toTriagem.json()).toMatchObject({ stageId: stage('Triagem').id, status: 'pendente' })
    expect((await move(company.cookie, id, stage('Contratados').id)).json().status).toBe('aprovado')
    expect((await move(company.cookie, id, stage('Proposta').id)).json().status).toBe('pendente')
    expect((await move(company.cookie, id, stage('Inscritos').id)).json().status).toBe('pendente')

    const history: ApplicationHistory = (
      await call(ctx, 'GET', `/api/applications/${id}/history`, company.cookie)
    ).json()
    const moves = history.items.filter((event) => event.type === 'stage_changed')
    expect(moves.map((event) => [event.data.fromStage, event.data.toStage])).toEqual([
      [null, 'Inscritos'],
      ['Inscritos', 'Triagem'],
      ['Triagem', 'Contratados'],
      ['Contratados', 'Proposta'],
      ['Proposta', 'Inscritos'],
    ])
    expect(moves[1]?.actorName).toBe(company.fullName)
    expect(
      history.items.filter((event) => event.type === 'status_changed').map((event) => event.data.to),
    ).toEqual(['pendente', 'aprovado', 'pendente'])
  })

  it('rejects with a reason (status "reprovado"), hides the card and brings it back on a move', async () => {
    const { company, job, ids, stage } = await jobWithApplications(1)
    const [id] = ids as [string]
    const noReason = await call(ctx, 'POST', `/api/applications/${id}/reject`, company.cookie, {})
    expect(noReason.statusCode).toBe(400)
    expect(noReason.json().error.details.fields.reason).toBe('Selecione o motivo da reprovação.')
    const rejected = await call(ctx, 'POST', `/api/applications/${id}/reject`, company.cookie, {
      reason: 'salario_incompativel',
      note: 'Pretensão acima da faixa.',
    })
    expect(rejected.statusCode, rejected.body).toBe(200)
    expect(rejected.json()).toMatchObject({ status: 'reprovado', rejectionReason: 'salario_incompativel' })
    const shown = await detail(company.cookie, id)
    expect(shown.status).toBe('reprovado')
    expect(shown.job).toMatchObject({
      id: job.id,
      title: job.title,
      stageName: 'Inscritos',
      rejectionReason: 'salario_incompativel',
      rejectionNote: 'Pretensão acima da faixa.',
    })
    const board: Board = (await call(ctx, 'GET', `/api/jobs/${job.id}/board`, company.cookie)).json()
    expect(board.columns[0]?.count).toBe(0)
    expect(board.rejected).toBe(1)
    const history: ApplicationHistory = (
      await call(ctx, 'GET', `/api/applications/${id}/history`, company.cookie)
    ).json()
    expect(history.items.find((event) => event.type === 'rejected')?.data).toMatchObject({
      reason: 'salario_incompativel',
      stage: 'Inscritos',
    })

    const back: Placement = (await move(company.cookie, id, stage('Entrevista').id)).json()
    expect(back).toMatchObject({ status: 'pendente', rejectionReason: null })
  })

  it('keeps /curriculos status changes working on job applications', async () => {
    const { company, ids, stage } = await jobWithApplications(1)
    const [id] = ids as [string]
    await call(ctx, 'POST', `/api/applications/${id}/reject`, company.cookie, { reason: 'outro' })
    const pending = await call(ctx, 'PATCH', `/api/applications/${id}/status`, company.cookie, {
      status: 'pendente',
    })
    expect(pending.statusCode).toBe(200)
    const shown = await detail(company.cookie, id)
    expect(shown.status).toBe('pendente')
    expect(shown.job).toMatchObject({ stageName: 'Inscritos', rejectionReason: null })
    await call(ctx, 'PATCH', `/api/applications/${id}/status`, company.cookie, { status: 'aprovado' })
    // An approval on /curriculos does not move the card; a later move keeps it (not from the last stage).
    expect((await move(company.cookie, id, stage('Triagem').id)).json().status).toBe('aprovado')
  })

  it('moves and rejects several cards at once, reporting the ones not in the job', async () => {
    const { company, job, ids, stage } = await jobWithApplications(3)
    const elsewhere = await jobWithApplications(1, company)
    const moved = await call(ctx, 'POST', `/api/jobs/${job.id}/moves`, company.cookie, {
      applicationIds: [...ids, elsewhere.ids[0]],
      stageId: stage('Entrevista').id,
    })
    expect(moved.statusCode, moved.body).toBe(200)
    const result: BulkResult = moved.json()
    expect(result.items.map((item) => item.status)).toEqual(['pendente', 'pendente', 'pendente'])
    expect(result.missing).toEqual([elsewhere.ids[0]])

    const rejected = await call(ctx, 'POST', `/api/jobs/${job.id}/rejections`, company.cookie, {
      applicationIds: ids.slice(0, 2),
      reason: 'perfil_nao_aderente',
    })
    expect(rejected.json().items.map((item: Placement) => item.status)).toEqual(['reprovado', 'reprovado'])
    const board: Board = (await call(ctx, 'GET', `/api/jobs/${job.id}/board`, company.cookie)).json()
    expect(board.columns.map((column) => column.count)).toEqual([0, 0, 1, 0, 0])
    expect(board.rejected).toBe(2)

    const empty = await call(ctx, 'POST', `/api/jobs/${job.id}/moves`, company.cookie, {
      applicationIds: [],
      stageId: stage('Triagem').id,
    })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().error.details.fields.applicationIds).toBe('Selecione de 1 a 500 candidaturas.')
    const wrongStage = await call(ctx, 'POST', `/api/jobs/${job.id}/moves`, company.cookie, {
      applicationIds: ids,
      stageId: elsewhere.job.stages[0]?.id,
    })
    expect(wrongStage.statusCode).toBe(422)
  })

  it('refuses a move to another job’s stage (422), of a talent-pool application (422), of a deleted one (404)', async () => {
    const { company, ids } = await jobWithApplications(1)
    const other: Job = await createJob(ctx, company.cookie, { title: 'Outra vaga' })
    const [id] = ids as [string]
    const wrong = await move(company.cookie, id, other.stages[1]?.id ?? '')
    expect(wrong.statusCode).toBe(422)
    expect(wrong.json().error).toEqual({
      code: 'UNPROCESSABLE',
      message: 'Esta etapa pertence a outra vaga.',
    })

    const pool = await call(ctx, 'GET', '/api/applications?job=banco', company.cookie)
    expect((pool.json() as ApplicationList).items).toEqual([])

    expect((await call(ctx, 'DELETE', `/api/applications/${id}`, company.cookie)).statusCode).toBe(204)
    const gone = await move(company.cookie, id, other.stages[1]?.id ?? '')
    expect(gone.statusCode).toBe(404)
    expect(gone.json().error.message).toBe('Candidatura não encontrada.')
  })

  it('records both of two concurrent moves of one card; the last one wins', async () => {
    const { company, ids, stage } = await jobWithApplications(1)
    const [id] = ids as [string]
    const [first, second] = await Promise.all([
      move(company.cookie, id, stage('Triagem').id),
      move(company.cookie, id, stage('Entrevista').id),
    ])
    expect(first.statusCode).toBe(200)
    expect(second.statusCode).toBe(200)
    const history: ApplicationHistory = (
      await call(ctx, 'GET', `/api/applications/${id}/history`, company.cookie)
    ).json()
    const moves = history.items.filter((event) => event.type === 'stage_changed').slice(1)
    expect(moves).toHaveLength(2)
    const lastTo = moves[1]?.data.toStageId
    expect(moves[1]?.data.fromStageId).toBe(moves[0]?.data.toStageId)
    expect((await detail(company.cookie, id)).job?.stageId).toBe(lastTo)
  })

  it('pages a column newest first with a cursor', async () => {
    const { company, job, ids } = await jobWithApplications(5)
    const board: Board = (
      await call(ctx, 'GET', `/api/jobs/${job.id}/board?pageSize=2`, company.cookie)
    ).json()
    const first = board.columns[0]
    expect(first?.items.map((card) => card.id)).toEqual([ids[4], ids[3]])
    const seen = [...(first?.items ?? [])]
    let cursor = first?.nextCursor
    while (cursor) {
      const page: ColumnPage = (
        await call(
          ctx,
          'GET',
          `/api/jobs/${job.id}/stages/${first?.id}/applications?pageSize=2&cursor=${cursor}`,
          company.cookie,
        )
      ).json()
      seen.push(...page.items)
      cursor = page.nextCursor
    }
    expect(seen.map((card) => card.id)).toEqual([...ids].reverse())
    const bad = await call(ctx, 'GET', `/api/jobs/${job.id}/board?pageSize=1000`, company.cookie)
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.details.fields.pageSize).toBe('Quantidade por página inválida (de 1 a 100).')
  })

  it('lets padrao move and reject candidates', async () => {
    const { company, ids, stage } = await jobWithApplications(1)
    await setRole(ctx.database.db, company.userId, 'padrao')
    const [id] = ids as [string]
    expect((await move(company.cookie, id, stage('Triagem').id)).statusCode).toBe(200)
    const rejected = await call(ctx, 'POST', `/api/applications/${id}/reject`, company.cookie, {
      reason: 'desistencia',
    })
    expect(rejected.statusCode).toBe(200)
  })

  it('filters /curriculos by job and stage, and lists each application’s job', async () => {
    const { company, job, ids, stage } = await jobWithApplications(2)
    await move(company.cookie, ids[0] ?? '', stage('Triagem').id)
    const list = async (query: string): Promise<ApplicationList> =>
      (await call(ctx, 'GET', `/api/applications${query}`, company.cookie)).json()
    const byJob = await list(`?job=${job.id}`)
    expect(byJob.total).toBe(2)
    expect(byJob.items[0]?.job).toMatchObject({ id: job.id, title: job.title, stageName: 'Inscritos' })
    expect((await list(`?job=${job.id}&stage=${stage('Triagem').id}`)).items.map((item) => item.id)).toEqual([
      ids[0],
    ])
    expect((await list('?job=banco')).total).toBe(0)
    const bad = await call(ctx, 'GET', '/api/applications?job=qualquer', company.cookie)
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.details.fields.job).toBe('Filtro de vaga inválido.')

    const csv = await call(ctx, 'GET', `/api/applications/export.csv?job=${job.id}`, company.cookie)
    expect(csv.statusCode).toBe(200)
    const [header, ...rows] = csv.body.replace('\uFEFF', '').trim().split('\r\n')
    expect(header?.split(';').slice(0, 7)).toEqual([
      'Nome',
      'CPF',
      'E-mail',
      'Status',
      'Data de Envio',
      'Vaga',
      'Etapa',
    ])
    expect(rows.map((row) => row.split(';').slice(5, 7))).toEqual([
      [job.title, 'Inscritos'],
      [job.title, 'Triagem'],
    ])
  })
})
