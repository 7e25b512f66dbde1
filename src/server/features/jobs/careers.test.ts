import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApplicationDetail } from '../../../shared/applications/api.ts'
import type { CareersPage, JobInput, PublicJob } from '../../../shared/jobs/api.ts'
import { jobs } from '../../db/schema/jobs.ts'
import { candidateSubmissions } from '../../db/schema/submissions.ts'
import { TEST_ORIGIN, uniqueIp } from '../../test/accounts.ts'
import { createTestApp, type TestContext } from '../../test/app.ts'
import { createSignedInCompany, submitTestApplication } from '../../test/applications.ts'
import { testDatabaseKind } from '../../test/database.ts'
import { setCompanyPlan } from '../../test/plans.ts'
import { consent, validAnswers } from '../public-form/test-support.ts'
import { applyToJob, call, createJob, getPublicForm, sendJobApplication } from './test-support.ts'

let ctx: TestContext
let webRoot: string

const INDEX_HTML = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Talentos: organize currículos." />
    <title>Talentos — Recrutamento simples para sua empresa</title>
  </head>
  <body><div id="root"></div></body>
</html>`

beforeAll(async () => {
  webRoot = mkdtempSync(path.join(tmpdir(), 'talentos-web-'))
  writeFileSync(path.join(webRoot, 'index.html'), INDEX_HTML)
  ctx = await createTestApp({ webRoot, env: { PUBLIC_SUBMIT_RATE_MAX: '1000' } })
})
afterAll(async () => {
  await ctx.close()
  rmSync(webRoot, { recursive: true, force: true })
})

const QUESTIONS: NonNullable<JobInput['questions']> = [
  { label: 'Possui CNH categoria B?', type: 'sim_nao', isMandatory: false },
  { label: 'Turno preferido', type: 'dropdown', isMandatory: true, options: ['Manhã', 'Tarde'] },
  { label: 'Pretensão salarial', type: 'numerico', isMandatory: true },
]

async function setDeadline(jobId: string, isoDate: string) {
  await ctx.database.db.update(jobs).set({ deadline: isoDate }).where(eq(jobs.id, jobId))
}

describe(`careers page and applying to a job on ${testDatabaseKind}`, () => {
  it('lists only published jobs within their deadline, newest first', async () => {
    const company = await createSignedInCompany(ctx)
    const open = await createJob(ctx, company.cookie, { title: 'Motorista' })
    const second = await createJob(ctx, company.cookie, { title: 'Ajudante geral', workModel: 'remoto' })
    await createJob(ctx, company.cookie, { title: 'Rascunho' }, false)
    const paused = await createJob(ctx, company.cookie, { title: 'Pausada' })
    await call(ctx, 'POST', `/api/jobs/${paused.id}/status`, company.cookie, { action: 'pausar' })
    const expired = await createJob(ctx, company.cookie, { title: 'Vencida' })
    await setDeadline(expired.id, '2020-01-01')

    const response = await call(ctx, 'GET', `/api/public/careers/${company.slug}`, undefined)
    expect(response.statusCode).toBe(200)
    const page: CareersPage = response.json()
    expect(page).toMatchObject({ companyName: company.companyName, slug: company.slug, accepting: true })
    expect(page.jobs.map((job) => job.title)).toEqual(['Ajudante geral', 'Motorista'])
    expect(page.jobs[0]).toMatchObject({
      slug: second.slug,
      workModel: 'remoto',
      city: 'Campinas',
      state: 'SP',
    })
    expect(page.jobs[1]?.slug).toBe(open.slug)

    const unknown = await call(ctx, 'GET', '/api/public/careers/nao-existe-123', undefined)
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().error.message).toBe('Página não encontrada.')
  })

  it('shows a job page; drafts are not found; salary hidden when "Não divulgar"', async () => {
    const company = await createSignedInCompany(ctx)
    const job = await createJob(ctx, company.cookie, { salaryHidden: true })
    const draft = await createJob(ctx, company.cookie, { title: 'Rascunho' }, false)
    const page: PublicJob = (
      await call(ctx, 'GET', `/api/public/careers/${company.slug}/jobs/${job.slug}`, undefined)
    ).json()
    expect(page).toMatchObject({
      title: job.title,
      companyName: company.companyName,
      description: job.description,
      salaryMinCents: null,
      salaryMaxCents: null,
      receiving: true,
      notReceivingMessage: null,
    })
    const hidden = await call(ctx, 'GET', `/api/public/careers/${company.slug}/jobs/${draft.slug}`, undefined)
    expect(hidden.statusCode).toBe(404)
    expect(hidden.json().error.message).toBe('Vaga não encontrada.')
  })

  it('applies to a job with its questions (required ones enforced on the server)', async () => {
    const company = await createSignedInCompany(ctx)
    const job = await createJob(ctx, company.cookie, { questions: [...QUESTIONS] })
    const form = await getPublicForm(ctx, company.slug, job.slug)
    expect(form.job).toMatchObject({ slug: job.slug, title: job.title, receiving: true })
    expect(form.job?.questions.map((question) => question.label)).toEqual(
      QUESTIONS.map((question) => question.label),
    )
    expect(form.accepting).toBe(true)

    const missing = await sendJobApplication(ctx, {
      slug: company.slug,
      jobSlug: job.slug,
      jobAnswers: { 'Turno preferido': 'Manhã' },
    })
    expect(missing.statusCode).toBe(422)
    const pretensao = form.job?.questions.find((question) => question.label === 'Pretensão salarial')
    expect(Object.keys(missing.json().error.details.fields)).toEqual([pretensao?.id])

    const wrongOption = await sendJobApplication(ctx, {
      slug: company.slug,
      jobSlug: job.slug,
      jobAnswers: { 'Turno preferido': 'Madrugada', 'Pretensão salarial': 3000 },
    })
    expect(wrongOption.statusCode).toBe(422)

    const id = await applyToJob(ctx, company.slug, job.slug, {
      jobAnswers: { 'Turno preferido': 'Tarde', 'Pretensão salarial': 3200, 'Possui CNH categoria B?': true },
    })
    const detail: ApplicationDetail = (
      await call(ctx, 'GET', `/api/applications/${id}`, company.cookie)
    ).json()
    expect(detail.job).toMatchObject({ id: job.id, title: job.title, stageName: 'Inscritos' })
    const section = detail.sections.at(-1)
    expect(section?.title).toBe('Perguntas da vaga')
    expect(section?.answers.map((answer) => [answer.label, answer.display])).toEqual([
      ['Possui CNH categoria B?', { kind: 'text', text: 'Sim' }],
      ['Turno preferido', { kind: 'text', text: 'Tarde' }],
      ['Pretensão salarial', { kind: 'text', text: '3200' }],
    ])
  })

  it('refuses applications to paused, closed and past-deadline jobs with 409', async () => {
    const company = await createSignedInCompany(ctx)
    const paused = await createJob(ctx, company.cookie, { title: 'Pausada' })
    await call(ctx, 'POST', `/api/jobs/${paused.id}/status`, company.cookie, { action: 'pausar' })
    const closed = await createJob(ctx, company.cookie, { title: 'Encerrada' })
    await call(ctx, 'POST', `/api/jobs/${closed.id}/status`, company.cookie, { action: 'encerrar' })
    const expired = await createJob(ctx, company.cookie, { title: 'Vencida' })
    await setDeadline(expired.id, '2020-01-01')
    const draft = await createJob(ctx, company.cookie, { title: 'Rascunho' }, false)

    for (const job of [paused, closed, expired]) {
      const form = await getPublicForm(ctx, company.slug, job.slug)
      expect(form).toMatchObject({
        accepting: false,
        notAcceptingMessage: 'Esta vaga não está mais recebendo candidaturas.',
        job: { receiving: false },
      })
      const page: PublicJob = (
        await call(ctx, 'GET', `/api/public/careers/${company.slug}/jobs/${job.slug}`, undefined)
      ).json()
      expect(page).toMatchObject({
        receiving: false,
        notReceivingMessage: 'Esta vaga não está mais recebendo candidaturas.',
      })
      const response = await sendJobApplication(ctx, { slug: company.slug, jobSlug: job.slug })
      expect(response.statusCode, job.title).toBe(409)
      expect(response.json().error).toEqual({
        code: 'CONFLICT',
        message: 'Esta vaga não está mais recebendo candidaturas.',
      })
    }
    expect(
      (await call(ctx, 'GET', `/api/public/forms/${company.slug}?vaga=${draft.slug}`, undefined)).statusCode,
    ).toBe(404)
    const pool = await getPublicForm(ctx, company.slug)
    const toDraft = await ctx.app.inject({
      method: 'POST',
      url: `/api/public/forms/${company.slug}/submissions`,
      payload: { id: randomUUID(), values: validAnswers(pool), consent: consent(), jobSlug: draft.slug },
      headers: { origin: TEST_ORIGIN, 'x-forwarded-for': uniqueIp() },
    })
    expect(toDraft.statusCode).toBe(404)
    expect(toDraft.json().error.message).toBe('Vaga não encontrada.')
  })

  it('leaves the talent pool form unchanged and its applications outside any job', async () => {
    const company = await createSignedInCompany(ctx)
    await createJob(ctx, company.cookie, { questions: [...QUESTIONS] })
    const form = await getPublicForm(ctx, company.slug)
    expect(form.job).toBeNull()
    expect(form.steps).toHaveLength(8)
    const id = await submitTestApplication(ctx, company.slug)
    const detail: ApplicationDetail = (
      await call(ctx, 'GET', `/api/applications/${id}`, company.cookie)
    ).json()
    expect(detail.job).toBeNull()
    expect(detail.sections.map((section) => section.title)).not.toContain('Perguntas da vaga')
    const move = await call(ctx, 'POST', `/api/applications/${id}/move`, company.cookie, {
      stageId: '00000000-0000-4000-8000-000000000000',
    })
    expect(move.statusCode).toBe(422)
    expect(move.json().error.message).toBe('Esta candidatura não pertence a uma vaga.')
  })

  it('counts job applications against the plan limit: a full company refuses them', async () => {
    const company = await createSignedInCompany(ctx)
    const job = await createJob(ctx, company.cookie)
    await applyToJob(ctx, company.slug, job.slug)
    await setCompanyPlan(ctx.database.db, company.companyId, 'gratuito')
    await ctx.database.db
      .insert(candidateSubmissions)
      .values(Array.from({ length: 99 }, () => ({ companyId: company.companyId, formData: {} })))
    const page: CareersPage = (
      await call(ctx, 'GET', `/api/public/careers/${company.slug}`, undefined)
    ).json()
    expect(page.accepting).toBe(false)
    expect(page.notAcceptingMessage).toMatch(/limite de currículos/)
    const refused = await sendJobApplication(ctx, { slug: company.slug, jobSlug: job.slug })
    expect(refused.statusCode).toBe(403)
    expect((await getPublicForm(ctx, company.slug, job.slug)).accepting).toBe(false)
  })

  it('serves a job page with its title, description, Open Graph and JSON-LD in the HTML, escaped', async () => {
    const company = await createSignedInCompany(ctx)
    const job = await createJob(ctx, company.cookie, {
      title: 'Analista </script><script>alert(1)</script> & "Cia" $&',
      description: 'Vaga com **benefícios** <img src=x onerror=alert(1)>.',
      deadline: '31/12/2099',
    })
    const response = await ctx.app.inject({ method: 'GET', url: `/c/${company.slug}/vagas/${job.slug}` })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^text\/html/)
    const html = response.body
    expect(html).toContain(
      `<title>Analista &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Cia&quot; $&amp; — ${company.companyName}</title>`,
    )
    expect(html).toContain(
      '<meta name="description" content="Vaga com benefícios &lt;img src=x onerror=alert(1)&gt;." />',
    )
    expect(html).toContain('<meta property="og:title" content="Analista &lt;/script&gt;')
    expect(html).toContain(
      `<meta property="og:url" content="http://localhost:3000/c/${company.slug}/vagas/${job.slug}" />`,
    )
    expect(html).not.toContain('<script>alert(1)')
    expect(html).not.toContain('<img src=x')
    expect(html.match(/<title>/g)).toHaveLength(1)

    const block = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1]
    expect(block).toBeDefined()
    expect(block).not.toMatch(/[<>]/)
    const posting = JSON.parse(block ?? '{}')
    expect(posting).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: job.title,
      validThrough: '2099-12-31T23:59:59-03:00',
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: company.companyName },
      jobLocation: { address: { addressLocality: 'Campinas', addressRegion: 'SP', addressCountry: 'BR' } },
      baseSalary: { currency: 'BRL', value: { minValue: 2000, maxValue: 2500 } },
      directApply: true,
    })

    await call(ctx, 'POST', `/api/jobs/${job.id}/status`, company.cookie, { action: 'encerrar' })
    const closed = await ctx.app.inject({ method: 'GET', url: `/c/${company.slug}/vagas/${job.slug}` })
    expect(closed.statusCode).toBe(200)
    expect(closed.body).not.toContain('application/ld+json')

    const missing = await ctx.app.inject({ method: 'GET', url: `/c/${company.slug}/vagas/nao-existe` })
    expect(missing.statusCode).toBe(404)
    expect(missing.body).toContain('<title>Talentos — Recrutamento simples para sua empresa</title>')

    const careers = await ctx.app.inject({ method: 'GET', url: `/c/${company.slug}` })
    expect(careers.statusCode).toBe(200)
    expect(careers.body).toContain(`<title>Vagas abertas — ${company.companyName}</title>`)
  })
})
