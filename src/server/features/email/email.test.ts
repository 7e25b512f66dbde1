import { randomUUID } from 'node:crypto'
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import { simpleParser } from 'mailparser'
import pino from 'pino'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EmailMessageItem, EmailTemplateList, SendEmailResult } from '../../../shared/email/api.ts'
import { EMAIL_TEMPLATE_DEFAULTS, renderEmail, safeSubject } from '../../../shared/email/templates.ts'
import type { ApplicationHistory } from '../../../shared/history/events.ts'
import type { Stage } from '../../../shared/jobs/api.ts'
import { getPlan } from '../../../shared/plans.ts'
import { emailMessages } from '../../db/schema/email.ts'
import { createMailer } from '../../mail/mailer.ts'
import { uniqueEmail } from '../../test/accounts.ts'
import { createTestApp, type TestContext } from '../../test/app.ts'
import {
  createSignedInCompany,
  type SignedInCompany,
  setRole,
  submitTestApplication,
} from '../../test/applications.ts'
import { testDatabaseKind } from '../../test/database.ts'
import { injectAs } from '../../test/inject.ts'
import { lastMailTo, readOutbox } from '../../test/outbox.ts'
import { setCompanyPlan } from '../../test/plans.ts'
import { applyToJob, createJob } from '../jobs/test-support.ts'
import { deliverEmail } from './delivery-job.ts'

let ctx: TestContext

/** What the delivery job gets, from a test app (its logger silenced). */
function jobDeps(context: TestContext) {
  const { database, mailer, env } = context.app.deps
  return { database, mailer, env, logger: context.app.log }
}
beforeAll(async () => {
  ctx = await createTestApp({ env: { PUBLIC_SUBMIT_RATE_MAX: '1000' } })
})
afterAll(async () => {
  await ctx.close()
})

async function company(plan: 'gratuito' | 'basico' = 'basico', context = ctx): Promise<SignedInCompany> {
  const created = await createSignedInCompany(context, { companyName: `Empresa ${randomUUID().slice(0, 6)}` })
  if (plan !== 'gratuito') await setCompanyPlan(context.database.db, created.companyId, plan)
  return created
}

async function candidate(owner: SignedInCompany, name = 'Maria Souza', context = ctx) {
  const email = uniqueEmail('candidata')
  const id = await submitTestApplication(context, owner.slug, { answers: { nome_completo: name, email } })
  return { id, email }
}

async function messages(owner: SignedInCompany, applicationId: string, context = ctx) {
  const response = await injectAs(context.app, {
    url: `/api/applications/${applicationId}/emails`,
    as: owner,
  })
  expect(response.statusCode, response.body).toBe(200)
  return (response.json() as { items: EmailMessageItem[] }).items
}

const send = (owner: SignedInCompany, applicationId: string, body: Record<string, unknown>, context = ctx) =>
  injectAs(context.app, {
    method: 'POST',
    url: `/api/applications/${applicationId}/emails`,
    as: owner,
    payload: body,
  })

describe('rendering', () => {
  it('escapes variables in the HTML and keeps the subject on one line', () => {
    const rendered = renderEmail(
      { subject: 'Olá {{nome}} — {{vaga}}', body: 'Olá, {{nome}}!\n\nVeja {{link_area_candidato}}' },
      {
        nome: '<script>alert(1)</script>',
        vaga: 'Vaga\r\nBcc: vitima@exemplo.com',
        empresa: 'A&B',
        etapa: 'Triagem',
        link_area_candidato: 'http://localhost:3000/c/a-b/minha-area',
      },
    )
    expect(rendered.bodyHtml).not.toContain('<script>')
    expect(rendered.bodyHtml).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(rendered.bodyHtml).toContain('<a href="http://localhost:3000/c/a-b/minha-area"')
    expect(rendered.subject).not.toMatch(/[\r\n]/)
    expect(rendered.subject).toBe('Olá <script>alert(1)</script> — Vaga Bcc: vitima@exemplo.com')
    expect(rendered.text).toContain('Olá, <script>alert(1)</script>!')
    expect(safeSubject('a\u2028b\u0000c')).toBe('a b c')
  })
})

describe(`e-mails to candidates on ${testDatabaseKind}`, () => {
  it('sends "Candidatura recebida" on every plan, recorded in the Histórico as Enviado', async () => {
    const owner = await company('gratuito')
    const { id, email } = await candidate(owner, 'Joana Prado')
    await ctx.app.deps.queue.idle()
    const mail = await lastMailTo(ctx.dataDir, email)
    expect(mail.subject).toBe(`Recebemos sua candidatura — ${owner.companyName}`)
    expect(mail.text).toContain('Olá, Joana!')
    expect(mail.text).toContain(`http://localhost:3000/c/${owner.slug}/minha-area`)
    // Essential: no unsubscribe link.
    expect(mail.text).not.toContain('descadastrar')
    const [item] = await messages(owner, id)
    expect(item).toMatchObject({ templateKey: 'recebida', origin: 'receipt', state: 'enviado', attempts: 1 })
    const history: ApplicationHistory = (
      await injectAs(ctx.app, { url: `/api/applications/${id}/history`, as: owner })
    ).json()
    expect(history.items.find((event) => event.type === 'email_queued')?.data).toEqual({
      messageId: item?.id,
      templateKey: 'recebida',
      origin: 'receipt',
    })
  })

  it('lists, saves and restores templates (Básico and up; gratuito gets 403 PLAN_REQUIRED)', async () => {
    const free = await company('gratuito')
    const list: EmailTemplateList = (
      await injectAs(ctx.app, { url: '/api/email/templates', as: free })
    ).json()
    expect(list.items.map((item) => item.label)).toEqual([
      'Candidatura recebida',
      'Candidatura em análise',
      'Convite para entrevista',
      'Aprovação',
      'Retorno sobre o processo',
    ])
    expect(list.candidateAreaUrl).toBe(`http://localhost:3000/c/${free.slug}/minha-area`)
    const refused = await injectAs(ctx.app, {
      method: 'PUT',
      url: '/api/email/templates',
      as: free,
      payload: { key: 'retorno', subject: 'X', body: 'Y' },
    })
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error).toMatchObject({
      code: 'PLAN_REQUIRED',
      message: 'Disponível a partir do plano Básico.',
    })

    const paid = await company('basico')
    const saved = await injectAs(ctx.app, {
      method: 'PUT',
      url: '/api/email/templates',
      as: paid,
      payload: {
        key: 'retorno',
        subject: 'Obrigado, {{nome}}',
        body: 'Olá {{nome}}, obrigado por participar.',
      },
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json()).toMatchObject({ subject: 'Obrigado, {{nome}}', customized: true })
    const bad = await injectAs(ctx.app, {
      method: 'PUT',
      url: '/api/email/templates',
      as: paid,
      payload: { key: 'retorno', subject: '', body: 'x' },
    })
    expect(bad.statusCode).toBe(400)
    const restored = await injectAs(ctx.app, {
      method: 'POST',
      url: '/api/email/templates/reset',
      as: paid,
      payload: { key: 'retorno' },
    })
    expect(restored.json()).toMatchObject({
      subject: EMAIL_TEMPLATE_DEFAULTS.retorno.subject,
      customized: false,
    })
    // Another company's templates are its own.
    const other = await company('basico')
    await injectAs(ctx.app, {
      method: 'PUT',
      url: '/api/email/templates',
      as: other,
      payload: { key: 'aprovacao', subject: 'Só da outra', body: 'Texto' },
    })
    const mine: EmailTemplateList = (
      await injectAs(ctx.app, { url: '/api/email/templates', as: paid })
    ).json()
    expect(mine.items.find((item) => item.key === 'aprovacao')?.subject).toBe(
      EMAIL_TEMPLATE_DEFAULTS.aprovacao.subject,
    )
  })

  it('"Enviar e-mail" fills the variables, escapes them, names the company as sender with its Reply-To', async () => {
    const owner = await company('basico')
    const { id, email } = await candidate(owner, '<b>Ana</b>\r\nBcc: x@y.z Lima')
    await ctx.app.deps.queue.idle()
    const response = await send(owner, id, {
      templateKey: null,
      subject: 'Próximos passos, {{nome}}\r\nBcc: x@y.z',
      body: 'Olá, {{nome}}!\nSua vaga: {{vaga}}.\n\nAbraços, {{empresa}}',
    })
    expect(response.statusCode, response.body).toBe(201)
    const result: SendEmailResult = response.json()
    expect(result.queued).toBe(1)
    await ctx.app.deps.queue.idle()
    const mail = await lastMailTo(ctx.dataDir, email, { subject: /Próximos passos/ })
    expect(mail.subject).toBe('Próximos passos, <b>Ana</b> Bcc: x@y.z')
    expect(mail.to).toEqual([email])
    expect(mail.text).toContain('Sua vaga: Banco de talentos.')
    expect(mail.html).toContain('&lt;b&gt;Ana&lt;/b&gt;')
    expect(mail.html).not.toContain('<b>Ana</b>')
    // Non-essential: an unsubscribe link.
    expect(mail.links.some((link) => link.includes('/emails/descadastrar?token='))).toBe(true)
    const files = await readOutbox(ctx.dataDir)
    expect(files.filter((item) => item.to.includes('x@y.z'))).toEqual([])
    const [item] = (await messages(owner, id)).filter((message) => message.origin === 'manual')
    expect(item).toMatchObject({ state: 'enviado', attempts: 1 })
  })

  it('puts the company name in From and its contact in Reply-To', async () => {
    const owner = await company('basico')
    const saved = await injectAs(ctx.app, {
      method: 'PUT',
      url: '/api/email/automations',
      as: owner,
      payload: { rules: [], replyTo: 'RH@Empresa.com.br' },
    })
    expect(saved.json()).toMatchObject({ replyTo: 'rh@empresa.com.br', defaultReplyTo: owner.email })
    const { id, email } = await candidate(owner)
    await ctx.app.deps.queue.idle()
    const eml = (await readRawOutbox(email)).at(-1)
    expect(eml?.from?.value[0]).toMatchObject({ name: owner.companyName, address: 'nao-responda@localhost' })
    expect(eml?.replyTo?.value[0]?.address).toBe('rh@empresa.com.br')
    expect(id).toBeTruthy()
  })

  it('refuses "Enviar e-mail" on gratuito, to another company, and over the daily cap', async () => {
    const free = await company('gratuito')
    const { id: freeId } = await candidate(free)
    const refused = await send(free, freeId, { templateKey: null, subject: 'Oi', body: 'Oi' })
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error.code).toBe('PLAN_REQUIRED')

    const owner = await company('basico')
    const { id } = await candidate(owner)
    const other = await company('basico')
    const foreign = await send(other, id, { templateKey: null, subject: 'Oi', body: 'Oi' })
    expect(foreign.statusCode).toBe(404)
    expect((await injectAs(ctx.app, { url: `/api/applications/${id}/emails`, as: other })).statusCode).toBe(
      404,
    )

    const limit = getPlan('basico').emailDailyLimit ?? 0
    await ctx.database.db.insert(emailMessages).values(
      Array.from({ length: limit }, () => ({
        companyId: owner.companyId,
        applicationId: id,
        origin: 'manual' as const,
        toEmail: 'teste@example.com',
        subject: 'x',
        bodyText: 'x',
        bodyHtml: 'x',
        state: 'enviado' as const,
      })),
    )
    const capped = await send(owner, id, { templateKey: null, subject: 'Oi', body: 'Oi' })
    expect(capped.statusCode).toBe(429)
    expect(capped.json().error.message).toBe(
      'Limite diário de e-mails do plano Básico atingido (300 por dia). Os envios voltam amanhã; para enviar mais, mude de plano em Pagamentos.',
    )
  })

  it('sends automatically on a status and on a stage, only on Básico and up', async () => {
    const owner = await company('basico')
    const rules = await injectAs(ctx.app, {
      method: 'PUT',
      url: '/api/email/automations',
      as: owner,
      payload: {
        rules: [
          { trigger: 'status:aprovado', templateKey: 'aprovacao', enabled: true, delayMinutes: 0 },
          { trigger: 'stage:entrevista', templateKey: 'entrevista', enabled: true, delayMinutes: 0 },
          { trigger: 'status:pendente', templateKey: 'em_analise', enabled: false, delayMinutes: 0 },
        ],
        replyTo: null,
      },
    })
    expect(rules.statusCode, rules.body).toBe(200)
    const { id, email } = await candidate(owner, 'Carlos Lima')
    const changed = await injectAs(ctx.app, {
      method: 'PATCH',
      url: `/api/applications/${id}/status`,
      as: owner,
      payload: { status: 'aprovado' },
    })
    expect(changed.statusCode).toBe(200)
    await ctx.app.deps.queue.idle()
    const mail = await lastMailTo(ctx.dataDir, email, { subject: /Boas notícias/ })
    expect(mail.text).toContain('Olá, Carlos!')
    // A disabled rule sends nothing.
    await injectAs(ctx.app, {
      method: 'PATCH',
      url: `/api/applications/${id}/status`,
      as: owner,
      payload: { status: 'pendente' },
    })
    await ctx.app.deps.queue.idle()
    expect((await messages(owner, id)).map((item) => item.templateKey).sort()).toEqual([
      'aprovacao',
      'recebida',
    ])

    // Stage: the job's stage named "Entrevista com RH".
    const job = await createJob(ctx, owner.cookie)
    const stage = job.stages.find((item: Stage) => item.name === 'Entrevista')
    if (!stage) throw new Error(`no interview stage in ${job.stages.map((item: Stage) => item.name)}`)
    const applicant = await applyToJob(ctx, owner.slug, job.slug, { name: 'Paula Reis' })
    const moved = await injectAs(ctx.app, {
      method: 'POST',
      url: `/api/applications/${applicant}/move`,
      as: owner,
      payload: { stageId: stage.id },
    })
    expect(moved.statusCode, moved.body).toBe(200)
    await ctx.app.deps.queue.idle()
    const items = await messages(owner, applicant)
    expect(items.find((item) => item.templateKey === 'entrevista')).toMatchObject({
      origin: 'automatic',
      state: 'enviado',
    })

    // Gratuito: the same rule (left from a paid plan) sends nothing.
    await setCompanyPlan(ctx.database.db, owner.companyId, 'gratuito')
    const { id: later } = await candidate(owner)
    await injectAs(ctx.app, {
      method: 'PATCH',
      url: `/api/applications/${later}/status`,
      as: owner,
      payload: { status: 'aprovado' },
    })
    await ctx.app.deps.queue.idle()
    expect((await messages(owner, later)).map((item) => item.templateKey)).toEqual(['recebida'])
    const locked = await injectAs(ctx.app, {
      method: 'PUT',
      url: '/api/email/automations',
      as: owner,
      payload: { rules: [], replyTo: null },
    })
    expect(locked.statusCode).toBe(403)
  })

  it('honours an opt-out for non-essential e-mails, never for the receipt', async () => {
    const owner = await company('basico')
    const { id, email } = await candidate(owner)
    await send(owner, id, { templateKey: 'em_analise', subject: 'Em análise', body: 'Olá {{nome}}' })
    await ctx.app.deps.queue.idle()
    const mail = await lastMailTo(ctx.dataDir, email, { subject: /Em análise/ })
    const link = mail.links.find((item) => item.includes('/emails/descadastrar?token=')) ?? ''
    const token = new URL(link).searchParams.get('token') ?? ''
    const info = await injectAs(ctx.app, {
      url: `/api/public/email/opt-out?token=${encodeURIComponent(token)}`,
    })
    expect(info.json()).toMatchObject({ companyName: owner.companyName })
    expect(info.json().email).not.toBe(email)
    const forged = await injectAs(ctx.app, {
      method: 'POST',
      url: '/api/public/email/opt-out',
      payload: { token: `${token}x` },
    })
    expect(forged.statusCode).toBe(400)
    const confirmed = await injectAs(ctx.app, {
      method: 'POST',
      url: '/api/public/email/opt-out',
      payload: { token },
    })
    expect(confirmed.statusCode).toBe(200)
    const skipped: SendEmailResult = (
      await send(owner, id, { templateKey: 'retorno', subject: 'Retorno', body: 'Olá {{nome}}' })
    ).json()
    expect(skipped).toMatchObject({
      queued: 0,
      skipped: [{ id, reason: 'O candidato pediu para não receber mais e-mails desta empresa.' }],
    })
    // A second application of the same address still gets its receipt.
    const again = await submitTestApplication(ctx, owner.slug, { answers: { email } })
    await ctx.app.deps.queue.idle()
    expect((await messages(owner, again))[0]).toMatchObject({ templateKey: 'recebida', state: 'enviado' })
  })

  it('offers "Retorno sobre o processo" to every open candidate of a job', async () => {
    const owner = await company('basico')
    const job = await createJob(ctx, owner.cookie)
    const first = await applyToJob(ctx, owner.slug, job.slug, { name: 'Um' })
    const second = await applyToJob(ctx, owner.slug, job.slug, { name: 'Dois' })
    await injectAs(ctx.app, {
      method: 'PATCH',
      url: `/api/applications/${second}/status`,
      as: owner,
      payload: { status: 'aprovado' },
    })
    const count = await injectAs(ctx.app, { url: `/api/jobs/${job.id}/closing-feedback`, as: owner })
    expect(count.json()).toEqual({ open: 1 })
    const sent = await injectAs(ctx.app, {
      method: 'POST',
      url: `/api/jobs/${job.id}/closing-feedback`,
      as: owner,
    })
    expect(sent.json()).toEqual({ queued: 1, skipped: 0 })
    // Twice: nothing more (one per candidate and job).
    const again = await injectAs(ctx.app, {
      method: 'POST',
      url: `/api/jobs/${job.id}/closing-feedback`,
      as: owner,
    })
    expect(again.json()).toEqual({ queued: 0, skipped: 0 })
    await ctx.app.deps.queue.idle()
    expect((await messages(owner, first)).find((item) => item.origin === 'job_closed')).toMatchObject({
      templateKey: 'retorno',
      state: 'enviado',
    })
  })

  it('counts and lists "sem retorno": open, older than 15 days, no e-mail but the receipt since', async () => {
    const owner = await company('basico')
    const old = new Date(Date.now() - 20 * 24 * 3600_000)
    const silent = await submitTestApplication(ctx, owner.slug, { createdAt: old })
    const answered = await submitTestApplication(ctx, owner.slug, { createdAt: old })
    const decided = await submitTestApplication(ctx, owner.slug, { createdAt: old })
    await submitTestApplication(ctx, owner.slug)
    await send(owner, answered, { templateKey: 'em_analise', subject: 'Em análise', body: 'Olá' })
    await injectAs(ctx.app, {
      method: 'PATCH',
      url: `/api/applications/${decided}/status`,
      as: owner,
      payload: { status: 'aprovado' },
    })
    const dashboard = (await injectAs(ctx.app, { url: '/api/dashboard', as: owner })).json()
    expect(dashboard.withoutAnswer).toBe(1)
    const list = (await injectAs(ctx.app, { url: '/api/applications?semRetorno=1', as: owner })).json()
    expect(list.items.map((item: { id: string }) => item.id)).toEqual([silent])
    expect(list.total).toBe(1)
    await ctx.app.deps.queue.idle()
  })

  it('lets padrao send but not edit templates', async () => {
    const owner = await company('basico')
    await setRole(ctx.database.db, owner.userId, 'padrao')
    const { id } = await candidate(owner)
    expect((await send(owner, id, { templateKey: null, subject: 'Oi', body: 'Oi' })).statusCode).toBe(201)
    const edit = await injectAs(ctx.app, {
      method: 'PUT',
      url: '/api/email/templates',
      as: owner,
      payload: { key: 'retorno', subject: 'X', body: 'Y' },
    })
    expect(edit.statusCode).toBe(403)
  })

  async function readRawOutbox(to: string) {
    const folder = path.join(ctx.dataDir, 'outbox')
    const parsed = []
    for (const file of readdirSync(folder).sort()) {
      const mail = await simpleParser(readFileSync(path.join(folder, file)))
      if (mail.to && !Array.isArray(mail.to) && mail.to.value.some((entry) => entry.address === to))
        parsed.push(mail)
    }
    return parsed
  }
})

describe(`delayed automatic sends on ${testDatabaseKind}`, () => {
  // Its own app: delayed jobs stay in the queue, which would keep the other tests' queue from idling.
  let delayed: TestContext
  beforeAll(async () => {
    delayed = await createTestApp({ env: { PUBLIC_SUBMIT_RATE_MAX: '1000' } })
  })
  afterAll(async () => {
    await delayed.close()
  })

  it('waits for the delay and is cancelled when the decision changes before it', async () => {
    const owner = await company('basico', delayed)
    await injectAs(delayed.app, {
      method: 'PUT',
      url: '/api/email/automations',
      as: owner,
      payload: {
        rules: [{ trigger: 'status:reprovado', templateKey: 'retorno', enabled: true, delayMinutes: 1440 }],
        replyTo: null,
      },
    })
    const { id } = await candidate(owner, 'Rita', delayed)
    const before = Date.now()
    await injectAs(delayed.app, {
      method: 'PATCH',
      url: `/api/applications/${id}/status`,
      as: owner,
      payload: { status: 'reprovado' },
    })
    const [queued] = (await messages(owner, id, delayed)).filter((item) => item.origin === 'automatic')
    expect(queued).toMatchObject({ templateKey: 'retorno', state: 'na_fila', attempts: 0 })
    const wait = new Date(queued?.scheduledFor ?? 0).getTime() - before
    expect(wait).toBeGreaterThan(24 * 3600_000 - 60_000)
    // Delivering it early sends nothing.
    expect(
      await deliverEmail(jobDeps(delayed), {
        companyId: owner.companyId,
        messageId: queued?.id ?? '',
        lastAttempt: false,
      }),
    ).toBe('skipped')

    await injectAs(delayed.app, {
      method: 'PATCH',
      url: `/api/applications/${id}/status`,
      as: owner,
      payload: { status: 'aprovado' },
    })
    const [cancelled] = (await messages(owner, id, delayed)).filter((item) => item.origin === 'automatic')
    expect(cancelled).toMatchObject({
      state: 'cancelado',
      error: 'Cancelado: a decisão mudou antes do envio.',
    })
    // Even when due, a cancelled message is not sent.
    await delayed.database.db
      .update(emailMessages)
      .set({ scheduledFor: new Date(Date.now() - 1000) })
      .where(and(eq(emailMessages.id, cancelled?.id ?? ''), eq(emailMessages.companyId, owner.companyId)))
    expect(
      await deliverEmail(jobDeps(delayed), {
        companyId: owner.companyId,
        messageId: cancelled?.id ?? '',
        lastAttempt: false,
      }),
    ).toBe('skipped')
  })
})

describe(`SMTP down on ${testDatabaseKind}`, () => {
  let smtp: SMTPServer
  let smtpCtx: TestContext
  const received: string[] = []
  let refusals = 2

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        const chunks: Buffer[] = []
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('end', () => {
          if (refusals > 0) {
            refusals--
            const error = Object.assign(new Error('Serviço indisponível, tente mais tarde'), {
              responseCode: 451,
            })
            callback(error)
            return
          }
          received.push(Buffer.concat(chunks).toString('utf8'))
          callback()
        })
      },
    })
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
    const port = (smtp.server.address() as AddressInfo).port
    // Staff e-mails (the sign-up confirmation) go to the outbox; candidate e-mails (sent with the
    // company as sender name) go to the flaky SMTP server.
    const dataDir = mkdtempSync(path.join(tmpdir(), 'talentos-email-'))
    const logger = pino({ level: 'silent' })
    const from = 'Talentos <nao-responda@localhost>'
    const outbox = createMailer({ from, dataDir, logger })
    const viaSmtp = createMailer({ from, smtpUrl: `smtp://127.0.0.1:${port}`, dataDir, logger })
    smtpCtx = await createTestApp({
      env: { EMAIL_RETRY_DELAY_SECONDS: '1', PUBLIC_SUBMIT_RATE_MAX: '1000' },
      mailer: {
        send: (message) => (message.fromName ? viaSmtp.send(message) : outbox.send(message)),
        close() {
          outbox.close()
          viaSmtp.close()
        },
      },
    })
    smtpCtx.dataDir = dataDir
  })
  afterAll(async () => {
    await smtpCtx.close()
    await new Promise<void>((resolve) => smtp.close(() => resolve()))
  })

  it('retries until the server accepts, shows the attempts, and delivers exactly once', async () => {
    const owner = await company('basico', smtpCtx)
    received.length = 0
    // The server refuses every message until the test has seen the failed attempt.
    refusals = Number.POSITIVE_INFINITY
    const { id, email } = await candidate(owner, 'Beatriz Nunes', smtpCtx)
    // The attempts fail and the message stays visible as "Na fila" with its reason.
    await expect
      .poll(async () => (await messages(owner, id, smtpCtx))[0], { timeout: 30_000, interval: 100 })
      .toMatchObject({ state: 'na_fila', error: expect.stringContaining('O servidor de e-mail recusou') })
    refusals = 0
    await smtpCtx.app.deps.queue.idle({ timeoutMs: 60_000 })
    const [item] = await messages(owner, id, smtpCtx)
    expect(item).toMatchObject({ state: 'enviado', error: null })
    expect(item?.attempts).toBeGreaterThanOrEqual(2)
    expect(received).toHaveLength(1)
    const parsed = await simpleParser(received[0] ?? '')
    expect(parsed.subject).toBe(`Recebemos sua candidatura — ${owner.companyName}`)
    expect((parsed.to as { value: { address: string }[] }).value[0]?.address).toBe(email)

    // A second delivery of the same message (a duplicate job, a retry after a lost answer) sends nothing.
    const deps = jobDeps(smtpCtx)
    const outcomes = await Promise.all([
      deliverEmail(deps, { companyId: owner.companyId, messageId: item?.id ?? '', lastAttempt: false }),
      deliverEmail(deps, { companyId: owner.companyId, messageId: item?.id ?? '', lastAttempt: false }),
    ])
    expect(outcomes).toEqual(['skipped', 'skipped'])
    expect(received).toHaveLength(1)
  })

  it('marks the message Falhou with its reason after the last attempt', async () => {
    const owner = await company('basico', smtpCtx)
    refusals = 0
    const { id } = await candidate(owner, 'Rui', smtpCtx)
    await smtpCtx.app.deps.queue.idle({ timeoutMs: 30_000 })
    const [message] = await smtpCtx.database.db
      .insert(emailMessages)
      .values({
        companyId: owner.companyId,
        applicationId: id,
        origin: 'manual',
        toEmail: 'rui@example.com',
        subject: 'Teste',
        bodyText: 'Teste',
        bodyHtml: '<p>Teste</p>',
      })
      .returning()
    refusals = 1
    const outcome = await deliverEmail(jobDeps(smtpCtx), {
      companyId: owner.companyId,
      messageId: message?.id ?? '',
      lastAttempt: true,
    })
    expect(outcome).toBe('failed')
    const item = (await messages(owner, id, smtpCtx)).find((row) => row.id === message?.id)
    expect(item).toMatchObject({ state: 'falhou', attempts: 1 })
    expect(item?.error).toContain('O servidor de e-mail recusou ou não respondeu.')
  })
})
