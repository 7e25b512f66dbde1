import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { strFromU8, unzipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CANDIDATE_AREA_MESSAGES, type CandidateArea } from '../../../shared/candidate-area/api.ts'
import {
  applicationEvents,
  applicationFormVersions,
  candidateDataRequests,
  candidateSubmissions,
  submissionConsents,
  submissionFiles,
} from '../../db/schema/index.ts'
import { TEST_ORIGIN, uniqueEmail, uniqueIp } from '../../test/accounts.ts'
import { createTestApp, type TestContext } from '../../test/app.ts'
import {
  createSignedInCompany,
  type SignedInCompany,
  submitTestApplication,
} from '../../test/applications.ts'
import { injectAs } from '../../test/inject.ts'
import { lastMailTo } from '../../test/outbox.ts'
import { fieldId, getForm } from '../public-form/test-support.ts'
import { samplePdf } from '../resumes/test-support/files.ts'

let ctx: TestContext

beforeAll(async () => {
  ctx = await createTestApp({
    rateLimits: {
      candidateSignIn: { window: 60, max: 30 },
      candidateSignInPerAccount: { window: 60, max: 6 },
      candidateResetRequest: { window: 60, max: 30 },
      candidateResetRequestPerAccount: { window: 60, max: 3 },
    },
  })
})
afterAll(async () => {
  await ctx.close()
})

let cpfCounter = 0
/** A valid CPF not used by another test of this file. */
function newCpf(): string {
  cpfCounter++
  const base =
    `${(Date.now() % 1e6).toString().padStart(6, '0')}${cpfCounter.toString().padStart(3, '0')}`.slice(-9)
  const digits = base.split('').map(Number)
  for (const length of [9, 10]) {
    const sum = digits
      .slice(0, length)
      .reduce((total, digit, index) => total + digit * (length + 1 - index), 0)
    const rest = (sum * 10) % 11
    digits.push(rest === 10 ? 0 : rest)
  }
  const d = digits.join('')
  return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`
}

type Candidate = {
  email: string
  cpf: string
  password: string
  applicationId: string
  name: string
  phone?: string
}

let phoneCounter = 0
function newPhone(): string {
  phoneCounter++
  const digits = `${(Date.now() % 1e4).toString().padStart(4, '0')}${phoneCounter.toString().padStart(4, '0')}`
  return `(11)9${digits.slice(0, 4)}-${digits.slice(4)}`
}

async function apply(
  company: SignedInCompany,
  overrides: Partial<Candidate> = {},
  options: { sensitiveDataAccepted?: boolean } = {},
): Promise<Candidate> {
  const candidate = {
    email: overrides.email ?? uniqueEmail('candidata'),
    cpf: overrides.cpf ?? newCpf(),
    password: overrides.password ?? 'senha-da-candidata-1',
    name: overrides.name ?? 'Beatriz Moraes Lacerda',
  }
  const applicationId = await submitTestApplication(ctx, company.slug, {
    answers: {
      email: candidate.email,
      cpf: candidate.cpf,
      senha: candidate.password,
      nome_completo: candidate.name,
      // A mobile of their own: the same mobile would make every test candidate one person.
      celular: overrides.phone ?? newPhone(),
    },
    sensitiveDataAccepted: options.sensitiveDataAccepted,
  })
  return { ...candidate, applicationId }
}

function cookieOf(response: LightMyRequestResponse): string {
  const header = response.headers['set-cookie']
  const line = (Array.isArray(header) ? header : [header ?? '']).find((item) =>
    item.startsWith('talentos_candidato='),
  )
  if (!line) throw new Error(`no candidate cookie: ${response.statusCode} ${response.body}`)
  return line.split(';')[0] as string
}

function signIn(slug: string, identifier: string, password: string, ip = uniqueIp()) {
  return injectAs(ctx.app, {
    method: 'POST',
    url: `/api/candidate/${slug}/session`,
    payload: { identifier, password },
    headers: { 'x-forwarded-for': ip },
  })
}

async function signedIn(slug: string, candidate: Candidate): Promise<string> {
  const response = await signIn(slug, candidate.email, candidate.password)
  expect(response.statusCode, response.body).toBe(200)
  return cookieOf(response)
}

async function area(slug: string, cookie: string): Promise<CandidateArea> {
  const response = await injectAs(ctx.app, { url: `/api/candidate/${slug}/area`, as: cookie })
  expect(response.statusCode, response.body).toBe(200)
  return response.json()
}

describe('sign-in', () => {
  it('signs in with the e-mail or the CPF and shows the application as "Recebida"', async () => {
    const company = await createSignedInCompany(ctx)
    const candidate = await apply(company)
    const byEmail = await signIn(company.slug, candidate.email.toUpperCase(), candidate.password)
    expect(byEmail.statusCode, byEmail.body).toBe(200)
    const setCookie = String(byEmail.headers['set-cookie'])
    expect(setCookie).toContain(`Path=/api/candidate/${company.slug}`)
    expect(setCookie).toContain('HttpOnly')
    const byCpf = await signIn(company.slug, candidate.cpf.replace(/\D/g, ''), candidate.password)
    expect(byCpf.statusCode, byCpf.body).toBe(200)
    const shown = await area(company.slug, cookieOf(byCpf))
    expect(shown.name).toBe(candidate.name)
    expect(shown.applications).toEqual([
      expect.objectContaining({
        id: candidate.applicationId,
        jobTitle: null,
        status: 'recebida',
        withdrawn: false,
        open: true,
      }),
    ])
  })

  it('answers the same to a wrong password and an unknown account, after similar work', async () => {
    const company = await createSignedInCompany(ctx)
    const candidate = await apply(company)
    const timed = async (identifier: string) => {
      const started = performance.now()
      const response = await signIn(company.slug, identifier, 'senha-errada-123')
      return { response, ms: performance.now() - started }
    }
    // Warm the dummy hash once.
    await timed('ninguem@example.com')
    const known: number[] = []
    const unknown: number[] = []
    for (let round = 0; round < 3; round++) {
      const wrong = await timed(candidate.email)
      const missing = await timed(`${randomUUID()}@example.com`)
      for (const { response } of [wrong, missing]) {
        expect(response.statusCode).toBe(401)
        expect(response.json().error.message).toBe(CANDIDATE_AREA_MESSAGES.invalidCredentials)
      }
      known.push(wrong.ms)
      unknown.push(missing.ms)
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[1] as number
    // Both verify a scrypt hash: an unknown account is not answered noticeably faster.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.4)
  })

  it('uses the password of the latest application of a person who applied twice', async () => {
    const company = await createSignedInCompany(ctx)
    const first = await apply(company, { password: 'primeira-senha-1' })
    await apply(company, { email: first.email, cpf: first.cpf, password: 'segunda-senha-2' })
    expect((await signIn(company.slug, first.email, 'primeira-senha-1')).statusCode).toBe(401)
    const second = await signIn(company.slug, first.cpf, 'segunda-senha-2')
    expect(second.statusCode).toBe(200)
    expect((await area(company.slug, cookieOf(second))).applications).toHaveLength(2)
  })

  it('limits attempts per account from any address and per IP', async () => {
    const company = await createSignedInCompany(ctx)
    const candidate = await apply(company)
    const answers: number[] = []
    for (let attempt = 0; attempt < 7; attempt++) {
      answers.push((await signIn(company.slug, candidate.email, 'errada-errada')).statusCode)
    }
    expect(answers.slice(0, 6)).toEqual([401, 401, 401, 401, 401, 401])
    expect(answers[6]).toBe(429)
    // An unknown account is limited the same way (the limit says nothing about existence).
    const ghost = `${randomUUID()}@example.com`
    const ghostAnswers: number[] = []
    for (let attempt = 0; attempt < 7; attempt++) {
      ghostAnswers.push((await signIn(company.slug, ghost, 'errada-errada')).statusCode)
    }
    expect(ghostAnswers[6]).toBe(429)
    const ip = uniqueIp()
    const perIp: number[] = []
    for (let attempt = 0; attempt < 31; attempt++) {
      perIp.push((await signIn(company.slug, `${randomUUID()}@example.com`, 'errada', ip)).statusCode)
    }
    expect(perIp.at(-1)).toBe(429)
  })

  it('resets the password through a one-use e-mailed link, without telling who exists', async () => {
    const company = await createSignedInCompany(ctx)
    const candidate = await apply(company)
    const request = (identifier: string) =>
      injectAs(ctx.app, {
        method: 'POST',
        url: `/api/candidate/${company.slug}/password-reset/request`,
        payload: { identifier },
      })
    const unknown = await request(newCpf())
    const known = await request(candidate.cpf)
    expect(unknown.statusCode).toBe(200)
    expect(known.statusCode).toBe(200)
    expect(known.json()).toEqual(unknown.json())
    const mail = await lastMailTo(ctx.dataDir, candidate.email, { subject: /Nova senha/, timeoutMs: 10_000 })
    const link = mail.links.find((url) => url.includes('/minha-area/nova-senha'))
    expect(link).toBeDefined()
    const token = new URL(link as string).searchParams.get('token') as string
    const reset = (password: string) =>
      injectAs(ctx.app, {
        method: 'POST',
        url: `/api/candidate/${company.slug}/password-reset`,
        payload: { token, password },
      })
    const done = await reset('nova-senha-forte-9')
    expect(done.statusCode, done.body).toBe(200)
    expect((await area(company.slug, cookieOf(done))).applications).toHaveLength(1)
    expect((await reset('outra-senha-forte-9')).statusCode).toBe(422)
    expect((await signIn(company.slug, candidate.email, candidate.password)).statusCode).toBe(401)
    expect((await signIn(company.slug, candidate.email, 'nova-senha-forte-9')).statusCode).toBe(200)
    // Per account: the fourth request in the window is refused, for a known or unknown account.
    await request(candidate.cpf)
    await request(candidate.cpf)
    expect((await request(candidate.cpf)).statusCode).toBe(429)
  })
})

describe('sessions and tenancy', () => {
  it('keeps candidate and staff sessions apart, and scopes a session to its company and person', async () => {
    const company = await createSignedInCompany(ctx)
    const other = await createSignedInCompany(ctx)
    const candidate = await apply(company)
    const stranger = await apply(company)
    const elsewhere = await apply(other)
    const cookie = await signedIn(company.slug, candidate)

    for (const url of ['/api/applications', `/api/applications/${candidate.applicationId}`, '/api/me']) {
      expect((await injectAs(ctx.app, { url, as: cookie })).statusCode).toBe(401)
    }
    expect(
      (await injectAs(ctx.app, { url: `/api/candidate/${company.slug}/area`, as: company.cookie }))
        .statusCode,
    ).toBe(401)
    expect((await injectAs(ctx.app, { url: `/api/candidate/${company.slug}/area` })).statusCode).toBe(401)
    // The company's own session on another company's area: 404.
    expect(
      (await injectAs(ctx.app, { url: `/api/candidate/${other.slug}/area`, as: cookie })).statusCode,
    ).toBe(404)
    for (const id of [stranger.applicationId, elsewhere.applicationId]) {
      const form = await injectAs(ctx.app, {
        url: `/api/candidate/${company.slug}/applications/${id}/form`,
        as: cookie,
      })
      expect(form.statusCode).toBe(404)
      const withdraw = await injectAs(ctx.app, {
        method: 'POST',
        url: `/api/candidate/${company.slug}/applications/${id}/withdraw`,
        as: cookie,
      })
      expect(withdraw.statusCode).toBe(404)
    }
    const named = await injectAs(ctx.app, { url: `/api/candidate/${company.slug}/company` })
    expect(named.json()).toEqual({ companyName: company.companyName })
    expect(
      (await injectAs(ctx.app, { url: '/api/candidate/empresa-que-nao-existe/company' })).statusCode,
    ).toBe(404)
    const signOut = await injectAs(ctx.app, {
      method: 'DELETE',
      url: `/api/candidate/${company.slug}/session`,
      as: cookie,
    })
    expect(signOut.statusCode).toBe(200)
    expect(
      (await injectAs(ctx.app, { url: `/api/candidate/${company.slug}/area`, as: cookie })).statusCode,
    ).toBe(401)
  })
})

describe('actions', () => {
  it('updates the answers, keeping the previous version and a history event', async () => {
    const company = await createSignedInCompany(ctx)
    const candidate = await apply(company)
    const cookie = await signedIn(company.slug, candidate)
    const form = await injectAs(ctx.app, {
      url: `/api/candidate/${company.slug}/applications/${candidate.applicationId}/form`,
      as: cookie,
    })
    expect(form.statusCode, form.body).toBe(200)
    const { fields, values } = form.json() as {
      fields: { id: string; key: string; type: string }[]
      values: Record<string, unknown>
    }
    expect(fields.some((field) => ['senha', 'cpf', 'email', 'foto'].includes(field.type))).toBe(false)
    const cargo = fields.find((field) => field.key === 'cargo_desejado')
    expect(values[cargo?.id as string]).toBe('Auxiliar de Logística')
    const update = await injectAs(ctx.app, {
      method: 'PUT',
      url: `/api/candidate/${company.slug}/applications/${candidate.applicationId}/data`,
      as: cookie,
      payload: { values: { ...values, [cargo?.id as string]: 'Analista de Logística' } },
    })
    expect(update.statusCode, update.body).toBe(200)
    expect(update.json()).toEqual({ version: 1 })
    const [row] = await ctx.database.db
      .select({ formData: candidateSubmissions.formData, searchText: candidateSubmissions.searchText })
      .from(candidateSubmissions)
      .where(eq(candidateSubmissions.id, candidate.applicationId))
    expect(row?.formData[cargo?.id as string]?.value).toBe('Analista de Logística')
    expect(row?.searchText).toContain('analista de logistica')
    const versions = await ctx.database.db
      .select()
      .from(applicationFormVersions)
      .where(eq(applicationFormVersions.applicationId, candidate.applicationId))
    expect(versions).toHaveLength(1)
    expect(versions[0]?.formData[cargo?.id as string]?.value).toBe('Auxiliar de Logística')
    const history = await injectAs(ctx.app, {
      url: `/api/applications/${candidate.applicationId}/history`,
      as: company.cookie,
    })
    expect(history.json().items.map((item: { type: string }) => item.type)).toContain('candidate_updated')
    // A required answer left empty is refused under its field.
    const nome = fields.find((field) => field.key === 'nome_completo')
    const invalid = await injectAs(ctx.app, {
      method: 'PUT',
      url: `/api/candidate/${company.slug}/applications/${candidate.applicationId}/data`,
      as: cookie,
      payload: { values: { ...values, [nome?.id as string]: '' } },
    })
    expect(invalid.statusCode).toBe(422)
    expect(invalid.json().error.details.fields[nome?.id as string]).toBeDefined()
  })

  it('takes a new CV through the candidate upload path and queues its reading', async () => {
    const company = await createSignedInCompany(ctx)
    const candidate = await apply(company)
    const cookie = await signedIn(company.slug, candidate)
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/candidate/${company.slug}/applications/${candidate.applicationId}/resume`,
      payload: Buffer.from(await samplePdf()),
      headers: {
        cookie,
        origin: TEST_ORIGIN,
        'content-type': 'application/octet-stream',
        'x-file-name': encodeURIComponent('curriculo-novo.pdf'),
        'x-forwarded-for': uniqueIp(),
      },
    })
    expect(response.statusCode, response.body).toBe(201)
    const files = await ctx.database.db
      .select()
      .from(submissionFiles)
      .where(eq(submissionFiles.submissionId, candidate.applicationId))
    expect(files.map((file) => file.originalName)).toContain('curriculo-novo.pdf')
    expect((await area(company.slug, cookie)).applications[0]?.resumeName).toBe('curriculo-novo.pdf')
    const events = await ctx.database.db
      .select({ type: applicationEvents.type })
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, candidate.applicationId))
    expect(events.map((event) => event.type)).toContain('candidate_resume_sent')
  })

  it('withdraws an application: closed for the candidate, rejected by withdrawal for the team', async () => {
    const company = await createSignedInCompany(ctx)
    const candidate = await apply(company)
    const cookie = await signedIn(company.slug, candidate)
    const url = `/api/candidate/${company.slug}/applications/${candidate.applicationId}/withdraw`
    const response = await injectAs(ctx.app, { method: 'POST', url, as: cookie })
    expect(response.statusCode, response.body).toBe(200)
    const shown = (await area(company.slug, cookie)).applications[0]
    expect(shown).toMatchObject({ status: 'encerrado', withdrawn: true, open: false })
    const [row] = await ctx.database.db
      .select({ status: candidateSubmissions.status, reason: candidateSubmissions.rejectionReason })
      .from(candidateSubmissions)
      .where(eq(candidateSubmissions.id, candidate.applicationId))
    expect(row).toEqual({ status: 'reprovado', reason: 'desistencia' })
    const history = await injectAs(ctx.app, {
      url: `/api/applications/${candidate.applicationId}/history`,
      as: company.cookie,
    })
    expect(history.json().items.map((item: { type: string }) => item.type)).toEqual(
      expect.arrayContaining(['withdrawn', 'status_changed']),
    )
    expect((await injectAs(ctx.app, { method: 'POST', url, as: cookie })).statusCode).toBe(409)
  })

  it('revokes the sensitive-data consent and erases those answers', async () => {
    const company = await createSignedInCompany(ctx)
    const candidate = await apply(company, {}, { sensitiveDataAccepted: true })
    const form = await getForm(ctx.app, company.slug)
    const etnia = fieldId(form, 'etnia')
    const before = await ctx.database.db
      .select({ formData: candidateSubmissions.formData })
      .from(candidateSubmissions)
      .where(eq(candidateSubmissions.id, candidate.applicationId))
    expect(before[0]?.formData[etnia]).toBeDefined()
    const cookie = await signedIn(company.slug, candidate)
    expect((await area(company.slug, cookie)).sensitiveConsent).toBe(true)
    // An update first: the sensitive answer is then also in the kept version.
    const editable = await injectAs(ctx.app, {
      url: `/api/candidate/${company.slug}/applications/${candidate.applicationId}/form`,
      as: cookie,
    })
    const updated = await injectAs(ctx.app, {
      method: 'PUT',
      url: `/api/candidate/${company.slug}/applications/${candidate.applicationId}/data`,
      as: cookie,
      payload: { values: editable.json().values },
    })
    expect(updated.statusCode, updated.body).toBe(200)
    const response = await injectAs(ctx.app, {
      method: 'POST',
      url: `/api/candidate/${company.slug}/consent/revoke`,
      as: cookie,
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().erasedAnswers).toBeGreaterThan(0)
    const [after] = await ctx.database.db
      .select({ formData: candidateSubmissions.formData })
      .from(candidateSubmissions)
      .where(eq(candidateSubmissions.id, candidate.applicationId))
    expect(after?.formData[etnia]).toBeUndefined()
    const versions = await ctx.database.db
      .select({ formData: applicationFormVersions.formData })
      .from(applicationFormVersions)
      .where(eq(applicationFormVersions.applicationId, candidate.applicationId))
    expect(versions).toHaveLength(1)
    expect(versions[0]?.formData[etnia]).toBeUndefined()
    const [consentRow] = await ctx.database.db
      .select({ sensitive: submissionConsents.sensitiveDataAccepted })
      .from(submissionConsents)
      .where(eq(submissionConsents.submissionId, candidate.applicationId))
    expect(consentRow?.sensitive).toBe(false)
    expect((await area(company.slug, cookie)).sensitiveConsent).toBe(false)
  })

  it('exports everything as one zip: the JSON and the files, without the team', async () => {
    const company = await createSignedInCompany(ctx)
    const candidate = await apply(company)
    // A member opens it: their name must not reach the candidate's export.
    await injectAs(ctx.app, { url: `/api/applications/${candidate.applicationId}`, as: company.cookie })
    const cookie = await signedIn(company.slug, candidate)
    const response = await injectAs(ctx.app, { url: `/api/candidate/${company.slug}/export`, as: cookie })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/zip')
    expect(response.headers['content-disposition']).toContain('meus-dados.zip')
    const entries = unzipSync(new Uint8Array(response.rawPayload))
    const names = Object.keys(entries)
    expect(names).toContain('meus-dados.json')
    const photo = names.find((name) => name.startsWith('arquivos/') && name.endsWith('eu.png'))
    expect(photo).toBeDefined()
    expect(entries[photo as string]?.length).toBeGreaterThan(0)
    const json = strFromU8(entries['meus-dados.json'] as Uint8Array)
    const document = JSON.parse(json)
    expect(document.candidaturas).toHaveLength(1)
    expect(document.candidaturas[0]).toMatchObject({ vaga: 'Banco de talentos', situacao: 'Recebida' })
    expect(document.candidaturas[0].respostas['Nome Completo']).toBe(candidate.name)
    expect(document.candidaturas[0].consentimento.versaoDoAviso).toBeTruthy()
    expect(json).not.toContain(company.fullName)
    const requests = await ctx.database.db
      .select()
      .from(candidateDataRequests)
      .where(eq(candidateDataRequests.companyId, company.companyId))
    expect(requests.map((request) => request.kind)).toEqual(['exportacao'])
  })
})

describe('deletion', () => {
  it('erases the person from every table and the storage, keeps an anonymous record and tells the admins', async () => {
    const company = await createSignedInCompany(ctx)
    const candidate = await apply(company)
    const second = await apply(company, {
      email: candidate.email,
      cpf: candidate.cpf,
      password: candidate.password,
    })
    const bystander = await apply(company)
    const cookie = await signedIn(company.slug, candidate)
    await injectAs(ctx.app, {
      method: 'POST',
      url: `/api/candidate/${company.slug}/applications/${second.applicationId}/withdraw`,
      as: cookie,
    })
    const keys = (
      await ctx.database.db
        .select({ key: submissionFiles.storageKey })
        .from(submissionFiles)
        .where(sql`${submissionFiles.submissionId} in (${candidate.applicationId}, ${second.applicationId})`)
    ).map((row) => row.key)
    expect(keys.length).toBeGreaterThan(0)
    for (const key of keys) expect(await ctx.app.deps.storage.get(key)).not.toBeNull()
    const [person] = await ctx.database.db
      .select({ personId: candidateSubmissions.personId })
      .from(candidateSubmissions)
      .where(eq(candidateSubmissions.id, candidate.applicationId))

    const response = await injectAs(ctx.app, {
      method: 'DELETE',
      url: `/api/candidate/${company.slug}/data`,
      as: cookie,
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({ applications: 2, files: keys.length })

    for (const key of keys) expect(await ctx.app.deps.storage.get(key)).toBeNull()
    // Every table of the schema, read as text: no id, CPF, e-mail or name of the person is left.
    const needles = [
      candidate.applicationId,
      second.applicationId,
      person?.personId as string,
      candidate.email,
      candidate.cpf.replace(/\D/g, ''),
      candidate.cpf,
    ]
    const tables = await ctx.database.db.execute<{ name: string }>(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    )
    const leftovers: string[] = []
    for (const { name } of tables.rows) {
      for (const needle of needles) {
        const found = await ctx.database.db.execute<{ count: number }>(
          sql`select count(*)::int as count from ${sql.identifier(name)} t where t::text ilike ${`%${needle}%`}`,
        )
        if (Number(found.rows[0]?.count) > 0) leftovers.push(`${name}: ${needle}`)
      }
    }
    expect(leftovers).toEqual([])
    // The other candidate is untouched.
    const [kept] = await ctx.database.db
      .select({ id: candidateSubmissions.id })
      .from(candidateSubmissions)
      .where(eq(candidateSubmissions.id, bystander.applicationId))
    expect(kept).toBeDefined()
    const requests = await ctx.database.db
      .select()
      .from(candidateDataRequests)
      .where(eq(candidateDataRequests.companyId, company.companyId))
    expect(requests).toEqual([
      expect.objectContaining({ kind: 'exclusao', counts: { applications: 2, files: keys.length } }),
    ])
    expect(requests[0]?.identifierHash).toMatch(/^[0-9a-f]{64}$/)
    const notice = await lastMailTo(ctx.dataDir, company.email, {
      subject: /excluiu seus dados/,
      timeoutMs: 10_000,
    })
    expect(notice.text).not.toContain(candidate.name)
    // The session ended with the person.
    expect(
      (await injectAs(ctx.app, { url: `/api/candidate/${company.slug}/area`, as: cookie })).statusCode,
    ).toBe(401)
    expect((await signIn(company.slug, candidate.email, candidate.password)).statusCode).toBe(401)
  })
})
