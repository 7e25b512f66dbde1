import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Job, JobList, Stage, StageTemplate } from '../../../shared/jobs/api.ts'
import { createTestApp, type TestContext } from '../../test/app.ts'
import { createSignedInCompany, setRole } from '../../test/applications.ts'
import { testDatabaseKind } from '../../test/database.ts'
import { brazilToday } from './job-rules.ts'
import { applyToJob, call, createJob, jobInput } from './test-support.ts'

let ctx: TestContext

beforeAll(async () => {
  ctx = await createTestApp({ env: { PUBLIC_SUBMIT_RATE_MAX: '1000' } })
})
afterAll(async () => {
  await ctx.close()
})

function dateInDays(days: number): string {
  const [year, month, day] = brazilToday().split('-').map(Number) as [number, number, number]
  const date = new Date(Date.UTC(year, month - 1, day + days))
  return `${String(date.getUTCDate()).padStart(2, '0')}/${String(date.getUTCMonth() + 1).padStart(2, '0')}/${date.getUTCFullYear()}`
}

describe(`jobs on ${testDatabaseKind}`, () => {
  it('creates a draft with the default stages, a slug from its title and dd/MM/yyyy dates', async () => {
    const company = await createSignedInCompany(ctx)
    const deadline = dateInDays(10)
    const response = await call(ctx, 'POST', '/api/jobs', company.cookie, {
      ...jobInput({ title: 'Analista de RH Júnior', deadline }),
      questions: [
        { label: 'Tem CNH?', type: 'sim_nao', isMandatory: false },
        { label: 'Turno', type: 'dropdown', isMandatory: true, options: ['Manhã', 'Tarde'] },
      ],
    })
    expect(response.statusCode, response.body).toBe(201)
    const job: Job = response.json()
    expect(job).toMatchObject({
      title: 'Analista de RH Júnior',
      slug: 'analista-de-rh-junior',
      status: 'rascunho',
      deadline,
      receiving: false,
      total: 0,
      salaryMinCents: 200000,
    })
    expect(job.stages.map((stage) => stage.name)).toEqual([
      'Inscritos',
      'Triagem',
      'Entrevista',
      'Proposta',
      'Contratados',
    ])
    expect(job.questions).toHaveLength(2)
    expect(job.questions[0]?.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(job.questions[1]?.options).toEqual(['Manhã', 'Tarde'])

    const again = await createJob(ctx, company.cookie, { title: 'Analista de RH Júnior' })
    expect(again.slug).toBe('analista-de-rh-junior-2')
    expect(again.status).toBe('publicada')
    expect(again.receiving).toBe(true)
  })

  it('refuses bad input with 400 and pt-BR messages under each field', async () => {
    const company = await createSignedInCompany(ctx)
    const response = await call(ctx, 'POST', '/api/jobs', company.cookie, {
      title: 'ab',
      area: 'Astronomia',
      state: 'XX',
      workModel: 'nuvem',
      contractType: 'cooperado',
      salaryMinCents: -5,
      openings: 0,
      deadline: '31/02/2030',
      questions: [{ label: '', type: 'upload' }],
    })
    expect(response.statusCode).toBe(400)
    const body = response.json()
    expect(body.error.code).toBe('BAD_REQUEST')
    expect(body.error.details.fields).toMatchObject({
      title: 'O título deve ter pelo menos 3 caracteres.',
      area: 'Selecione uma área da lista.',
      state: 'Selecione uma UF válida.',
      workModel: 'Selecione o modelo de trabalho.',
      contractType: 'Selecione o tipo de contratação.',
      salaryMinCents: 'Informe um valor em reais maior que zero.',
      openings: 'Informe um número de vagas entre 1 e 999.',
      deadline: 'Data inválida. Use o formato dd/mm/aaaa.',
      'questions.0.label': 'Informe o texto da pergunta (até 200 caracteres).',
      'questions.0.type': 'Tipo de pergunta inválido.',
    })

    const order = await call(ctx, 'POST', '/api/jobs', company.cookie, {
      ...jobInput({ salaryMinCents: 300000, salaryMaxCents: 100000 }),
    })
    expect(order.statusCode).toBe(400)
    expect(order.json().error.details.fields.salaryMaxCents).toBe(
      'O salário máximo deve ser maior ou igual ao mínimo.',
    )

    const long = await call(ctx, 'POST', '/api/jobs', company.cookie, jobInput({ title: 'x'.repeat(121) }))
    expect(long.json().error.details.fields.title).toBe('O título deve ter no máximo 120 caracteres.')

    const dropdown = await call(ctx, 'POST', '/api/jobs', company.cookie, {
      ...jobInput(),
      questions: [{ label: 'Turno', type: 'dropdown', isMandatory: true, options: [] }],
    })
    expect(dropdown.json().error.details.fields['questions.0.options']).toBe(
      'Informe pelo menos uma opção para a lista (até 50 opções).',
    )

    const past = await call(ctx, 'POST', '/api/jobs', company.cookie, jobInput({ deadline: dateInDays(-1) }))
    expect(past.statusCode).toBe(422)
    expect(past.json().error).toMatchObject({
      code: 'UNPROCESSABLE',
      message: 'A data limite não pode estar no passado.',
      details: { fields: { deadline: 'A data limite não pode estar no passado.' } },
    })

    const notJson = await call(ctx, 'PUT', '/api/jobs/not-a-uuid', company.cookie, jobInput())
    expect(notJson.statusCode).toBe(400)
    expect(notJson.json().error.message).toBeTypeOf('string')
  })

  it('edits every field, keeps question ids, and keeps a published job’s slug', async () => {
    const company = await createSignedInCompany(ctx)
    const job = await createJob(ctx, company.cookie, {
      questions: [{ label: 'Tem CNH?', type: 'sim_nao', isMandatory: false }],
    })
    const question = job.questions[0]
    const response = await call(ctx, 'PUT', `/api/jobs/${job.id}`, company.cookie, {
      ...jobInput({ title: 'Conferente', city: 'Jundiaí', workModel: 'hibrido', salaryHidden: true }),
      questions: [
        { ...question, label: 'Possui CNH categoria B?' },
        { label: 'Pretensão', type: 'numerico' },
      ],
    })
    expect(response.statusCode, response.body).toBe(200)
    const saved: Job = response.json()
    expect(saved).toMatchObject({
      title: 'Conferente',
      city: 'Jundiaí',
      workModel: 'hibrido',
      salaryHidden: true,
    })
    expect(saved.slug).toBe(job.slug)
    expect(saved.questions[0]).toMatchObject({ id: question?.id, label: 'Possui CNH categoria B?' })
    expect(saved.questions).toHaveLength(2)

    const draft = await createJob(ctx, company.cookie, { title: 'Rascunho antigo' }, false)
    const renamed = await call(
      ctx,
      'PUT',
      `/api/jobs/${draft.id}`,
      company.cookie,
      jobInput({ title: 'Rascunho novo' }),
    )
    expect(renamed.json().slug).toBe('rascunho-novo')
  })

  it('publishes, pauses, resumes and closes; refuses the other transitions with 409', async () => {
    const company = await createSignedInCompany(ctx)
    const job = await createJob(ctx, company.cookie, {}, false)
    const act = (action: string) =>
      call(ctx, 'POST', `/api/jobs/${job.id}/status`, company.cookie, { action })

    expect((await act('pausar')).statusCode).toBe(409)
    const published = await act('publicar')
    expect(published.json()).toMatchObject({ status: 'publicada', receiving: true })
    expect(published.json().publishedAt).not.toBeNull()
    expect((await act('publicar')).statusCode).toBe(409)
    expect((await act('pausar')).json()).toMatchObject({ status: 'pausada', receiving: false })
    expect((await act('retomar')).json()).toMatchObject({ status: 'publicada', receiving: true })
    expect((await act('encerrar')).json()).toMatchObject({ status: 'encerrada', receiving: false })
    const reopen = await act('retomar')
    expect(reopen.statusCode).toBe(409)
    expect(reopen.json().error.message).toBe(
      'Uma vaga encerrada não pode ser reaberta. Duplique-a para abrir uma nova.',
    )
    const bad = await act('arquivar')
    expect(bad.statusCode).toBe(400)
  })

  it('lists jobs newest first with counts, searches titles without accents and filters by status', async () => {
    const company = await createSignedInCompany(ctx)
    const first = await createJob(ctx, company.cookie, { title: 'Operador de Empilhadeira' })
    await createJob(ctx, company.cookie, { title: 'Gestão de Estoque' }, false)
    await applyToJob(ctx, company.slug, first.slug)

    const all: JobList = (await call(ctx, 'GET', '/api/jobs', company.cookie)).json()
    expect(all.items.map((item) => item.title)).toEqual(['Gestão de Estoque', 'Operador de Empilhadeira'])
    expect(all.items[1]).toMatchObject({ total: 1, newCount: 1, status: 'publicada' })

    const search: JobList = (await call(ctx, 'GET', '/api/jobs?q=gestao', company.cookie)).json()
    expect(search.items.map((item) => item.title)).toEqual(['Gestão de Estoque'])
    const drafts: JobList = (await call(ctx, 'GET', '/api/jobs?status=rascunho', company.cookie)).json()
    expect(drafts.items.map((item) => item.title)).toEqual(['Gestão de Estoque'])
    const bad = await call(ctx, 'GET', '/api/jobs?status=arquivada', company.cookie)
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.details.fields.status).toBe('Filtro de status inválido.')
  })

  it('duplicates a job as a draft with its stages and new question ids', async () => {
    const company = await createSignedInCompany(ctx)
    const job = await createJob(ctx, company.cookie, {
      questions: [{ label: 'Tem CNH?', type: 'sim_nao', isMandatory: false }],
    })
    await call(ctx, 'PATCH', `/api/jobs/${job.id}/stages/${job.stages[1]?.id}`, company.cookie, {
      name: 'Teste prático',
    })
    const response = await call(ctx, 'POST', `/api/jobs/${job.id}/duplicate`, company.cookie)
    expect(response.statusCode).toBe(201)
    const copy: Job = response.json()
    expect(copy).toMatchObject({ title: `${job.title} (cópia)`, status: 'rascunho', city: job.city })
    expect(copy.stages.map((stage) => stage.name)).toContain('Teste prático')
    expect(copy.questions[0]?.id).not.toBe(job.questions[0]?.id)
  })

  it('deletes only a draft without applications', async () => {
    const company = await createSignedInCompany(ctx)
    const draft = await createJob(ctx, company.cookie, {}, false)
    const published = await createJob(ctx, company.cookie)
    const refused = await call(ctx, 'DELETE', `/api/jobs/${published.id}`, company.cookie)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error.message).toMatch(/^Só é possível excluir uma vaga em rascunho/)
    expect((await call(ctx, 'DELETE', `/api/jobs/${draft.id}`, company.cookie)).statusCode).toBe(204)
    expect((await call(ctx, 'GET', `/api/jobs/${draft.id}`, company.cookie)).statusCode).toBe(404)
  })

  it('lets padrao view jobs but not create, edit or change them', async () => {
    const company = await createSignedInCompany(ctx)
    const job = await createJob(ctx, company.cookie)
    await setRole(ctx.database.db, company.userId, 'padrao')
    expect((await call(ctx, 'GET', `/api/jobs/${job.id}`, company.cookie)).statusCode).toBe(200)
    const refused = await call(ctx, 'POST', '/api/jobs', company.cookie, jobInput())
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error.message).toBe('Você não tem permissão para realizar esta ação.')
    expect(
      (await call(ctx, 'POST', `/api/jobs/${job.id}/status`, company.cookie, { action: 'pausar' }))
        .statusCode,
    ).toBe(403)
  })
})

describe(`stages on ${testDatabaseKind}`, () => {
  it('copies the company template into new jobs; existing jobs keep theirs', async () => {
    const company = await createSignedInCompany(ctx)
    const before = await createJob(ctx, company.cookie)
    const template: StageTemplate = (await call(ctx, 'GET', '/api/settings/stages', company.cookie)).json()
    expect(template.stages).toEqual(['Inscritos', 'Triagem', 'Entrevista', 'Proposta', 'Contratados'])
    const saved = await call(ctx, 'PUT', '/api/settings/stages', company.cookie, {
      stages: ['Recebidos', 'Entrevista RH', 'Entrevista gestor', 'Contratados'],
    })
    expect(saved.statusCode, saved.body).toBe(200)
    const after = await createJob(ctx, company.cookie)
    expect(after.stages.map((stage) => stage.name)).toEqual([
      'Recebidos',
      'Entrevista RH',
      'Entrevista gestor',
      'Contratados',
    ])
    const unchanged: Job = (await call(ctx, 'GET', `/api/jobs/${before.id}`, company.cookie)).json()
    expect(unchanged.stages).toHaveLength(5)

    const bad = await call(ctx, 'PUT', '/api/settings/stages', company.cookie, { stages: ['Só uma'] })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.details.fields.stages).toBe('O processo precisa de pelo menos 2 etapas.')
    const dup = await call(ctx, 'PUT', '/api/settings/stages', company.cookie, { stages: ['A', 'a'] })
    expect(dup.json().error.details.fields.stages).toBe('Já existe uma etapa com este nome.')
    await setRole(ctx.database.db, company.userId, 'padrao')
    const padrao = await call(ctx, 'PUT', '/api/settings/stages', company.cookie, { stages: ['A', 'B'] })
    expect(padrao.statusCode).toBe(403)
  })

  it('adds (before the last), renames and reorders stages', async () => {
    const company = await createSignedInCompany(ctx)
    const job = await createJob(ctx, company.cookie)
    const added = await call(ctx, 'POST', `/api/jobs/${job.id}/stages`, company.cookie, {
      name: 'Teste prático',
    })
    expect(added.statusCode).toBe(201)
    const stages: Stage[] = added.json().items
    expect(stages.map((stage) => stage.name)).toEqual([
      'Inscritos',
      'Triagem',
      'Entrevista',
      'Proposta',
      'Teste prático',
      'Contratados',
    ])
    const taken = await call(ctx, 'POST', `/api/jobs/${job.id}/stages`, company.cookie, { name: 'triagem' })
    expect(taken.statusCode).toBe(422)
    expect(taken.json().error.message).toBe('Já existe uma etapa com este nome.')
    const empty = await call(ctx, 'POST', `/api/jobs/${job.id}/stages`, company.cookie, { name: '  ' })
    expect(empty.statusCode).toBe(400)

    const triagem = stages[1]?.id
    const renamed = await call(ctx, 'PATCH', `/api/jobs/${job.id}/stages/${triagem}`, company.cookie, {
      name: 'Análise de currículo',
    })
    expect(renamed.json().items[1].name).toBe('Análise de currículo')

    const reversed = stages.map((stage) => stage.id).reverse()
    const reordered = await call(ctx, 'PUT', `/api/jobs/${job.id}/stages/order`, company.cookie, {
      stageIds: reversed,
    })
    expect(reordered.statusCode).toBe(200)
    expect(reordered.json().items.map((stage: Stage) => stage.id)).toEqual(reversed)
    const partial = await call(ctx, 'PUT', `/api/jobs/${job.id}/stages/order`, company.cookie, {
      stageIds: reversed.slice(1),
    })
    expect(partial.statusCode).toBe(422)
    expect(partial.json().error.message).toBe('Envie todas as etapas da vaga, cada uma uma vez.')
  })

  it('deletes a stage with candidates only by choosing where they go, and records the moves', async () => {
    const company = await createSignedInCompany(ctx)
    const job = await createJob(ctx, company.cookie)
    const other = await createJob(ctx, company.cookie, { title: 'Outra vaga' })
    const application = await applyToJob(ctx, company.slug, job.slug)
    const [inscritos, triagem, entrevista] = job.stages as [Stage, Stage, Stage]
    await call(ctx, 'POST', `/api/applications/${application}/move`, company.cookie, { stageId: triagem.id })

    const noTarget = await call(ctx, 'DELETE', `/api/jobs/${job.id}/stages/${triagem.id}`, company.cookie)
    expect(noTarget.statusCode).toBe(422)
    expect(noTarget.json().error.message).toBe(
      'Escolha para qual etapa os candidatos desta etapa serão movidos.',
    )
    const same = await call(
      ctx,
      'DELETE',
      `/api/jobs/${job.id}/stages/${triagem.id}?moveTo=${triagem.id}`,
      company.cookie,
    )
    expect(same.statusCode).toBe(422)
    const otherJob = await call(
      ctx,
      'DELETE',
      `/api/jobs/${job.id}/stages/${triagem.id}?moveTo=${other.stages[0]?.id}`,
      company.cookie,
    )
    expect(otherJob.statusCode).toBe(422)
    expect(otherJob.json().error.message).toBe('Esta etapa pertence a outra vaga.')

    const deleted = await call(
      ctx,
      'DELETE',
      `/api/jobs/${job.id}/stages/${triagem.id}?moveTo=${entrevista.id}`,
      company.cookie,
    )
    expect(deleted.statusCode, deleted.body).toBe(200)
    const left: Stage[] = deleted.json().items
    expect(left.map((stage) => stage.name)).toEqual(['Inscritos', 'Entrevista', 'Proposta', 'Contratados'])
    expect(left.find((stage) => stage.id === entrevista.id)?.count).toBe(1)
    const history = (
      await call(ctx, 'GET', `/api/applications/${application}/history`, company.cookie)
    ).json()
    expect(
      history.items.filter((event: { type: string }) => event.type === 'stage_changed').at(-1).data,
    ).toMatchObject({
      fromStage: 'Triagem',
      toStage: 'Entrevista',
    })

    const empty = await call(ctx, 'DELETE', `/api/jobs/${job.id}/stages/${inscritos.id}`, company.cookie)
    expect(empty.statusCode).toBe(200)
    const stages = (await call(ctx, 'GET', `/api/jobs/${job.id}`, company.cookie)).json().stages as Stage[]
    const two = stages.slice(0, stages.length - 2)
    for (const stage of two) {
      await call(
        ctx,
        'DELETE',
        `/api/jobs/${job.id}/stages/${stage.id}?moveTo=${stages.at(-1)?.id}`,
        company.cookie,
      )
    }
    const last = (await call(ctx, 'GET', `/api/jobs/${job.id}`, company.cookie)).json().stages as Stage[]
    expect(last).toHaveLength(2)
    const tooFew = await call(ctx, 'DELETE', `/api/jobs/${job.id}/stages/${last[0]?.id}`, company.cookie)
    expect(tooFew.statusCode).toBe(422)
    expect(tooFew.json().error.message).toBe('O processo precisa de pelo menos 2 etapas.')
  })
})
