import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApplicationDetail, ApplicationList } from '../../../shared/applications/api.ts'
import {
  type ApplicationPerson,
  cpfKey,
  emailKey,
  mobilePhoneKey,
  PERSON_MESSAGES,
} from '../../../shared/applications/persons.ts'
import type { ApplicationHistory } from '../../../shared/history/events.ts'
import type { ImportBatchView } from '../../../shared/resumes/imports.ts'
import { candidateSubmissions } from '../../db/schema/submissions.ts'
import { createTestApp, type TestContext } from '../../test/app.ts'
import {
  createSignedInCompany,
  type SignedInCompany,
  setRole,
  submitTestApplication,
} from '../../test/applications.ts'
import { createTestDatabase, testDatabaseKind } from '../../test/database.ts'
import { injectAs } from '../../test/inject.ts'

let ctx: TestContext

beforeAll(async () => {
  ctx = await createTestApp({ env: { PUBLIC_SUBMIT_RATE_MAX: '1000' } })
})
afterAll(async () => {
  await ctx.close()
})

/** A valid CPF from nine digits (its two check digits computed). */
function makeCpf(base: string): string {
  const digits = [...base].map(Number)
  for (const length of [9, 10]) {
    const sum = digits
      .slice(0, length)
      .reduce((total, digit, index) => total + digit * (length + 1 - index), 0)
    digits.push(((sum * 10) % 11) % 10)
  }
  const text = digits.join('')
  return `${text.slice(0, 3)}.${text.slice(3, 6)}.${text.slice(6, 9)}-${text.slice(9)}`
}

/** Valid CPFs, one per person of a case. */
const CPF = { a: '529.982.247-25', b: '111.444.777-35', c: '123.456.789-09', d: '935.411.347-80' }

let counter = 0
/** Answers of a person nobody else in the company shares, with overrides. */
function person(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  counter += 1
  const n = String(counter).padStart(4, '0')
  return {
    nome_completo: `Pessoa ${n}`,
    cpf: makeCpf(`3${n}${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`),
    email: `pessoa.${n}.${randomUUID().slice(0, 6)}@example.com`,
    celular: `(21)9${n}-${n}`,
    ...overrides,
  }
}

async function submit(company: SignedInCompany, answers: Record<string, unknown>, createdAt?: Date) {
  return submitTestApplication(ctx, company.slug, { answers, createdAt })
}

async function personOf(company: SignedInCompany, id: string): Promise<ApplicationPerson> {
  const response = await injectAs(ctx.app, { url: `/api/applications/${id}/person`, as: company })
  expect(response.statusCode, response.body).toBe(200)
  return response.json()
}

async function listOf(company: SignedInCompany): Promise<ApplicationList> {
  const response = await injectAs(ctx.app, { url: '/api/applications', as: company })
  expect(response.statusCode, response.body).toBe(200)
  return response.json()
}

async function merge(company: SignedInCompany, id: string, other: string) {
  return injectAs(ctx.app, {
    method: 'POST',
    url: `/api/applications/${id}/merge`,
    as: company,
    payload: { applicationId: other },
  })
}

const others = (found: ApplicationPerson) => found.others.map((item) => item.id).sort()

describe('person keys', () => {
  it('compares CPFs by digits, e-mails trimmed and case-insensitive, mobiles as DDD + 9 digits', () => {
    expect(cpfKey('529.982.247-25')).toBe('52998224725')
    expect(cpfKey('52998224725')).toBe('52998224725')
    expect(cpfKey('529.982.247-26')).toBeNull()
    expect(emailKey('  Joao.Silva@Example.COM ')).toBe('joao.silva@example.com')
    expect(emailKey('sem arroba')).toBeNull()
    expect(mobilePhoneKey('(11) 98765-4321')).toBe('11987654321')
    expect(mobilePhoneKey('+55 11 98765-4321')).toBe('11987654321')
    expect(mobilePhoneKey('011 98765-4321')).toBe('11987654321')
    // A landline is never a person key.
    expect(mobilePhoneKey('(11) 3456-7890')).toBeNull()
    expect(mobilePhoneKey(undefined)).toBeNull()
  })
})

describe(`duplicates on ${testDatabaseKind}`, () => {
  it('joins an application with the same CPF, e-mail or mobile phone to the earlier one', async () => {
    const company = await createSignedInCompany(ctx)
    const first = await submit(
      company,
      person({ cpf: CPF.a, email: 'ana@example.com', celular: '(11)98765-4321' }),
      new Date(Date.now() - 60_000),
    )
    const sameCpf = await submit(company, person({ cpf: '52998224725' }))
    const sameEmail = await submit(company, person({ cpf: CPF.b, email: '  ANA@Example.com ' }))
    const samePhone = await submit(company, person({ cpf: CPF.c, celular: '(11) 98765-4321' }))
    const stranger = await submit(company, person({ cpf: CPF.d }))

    expect(others(await personOf(company, first))).toEqual([sameCpf, sameEmail, samePhone].sort())
    expect(others(await personOf(company, samePhone))).toEqual([first, sameCpf, sameEmail].sort())
    expect((await personOf(company, stranger)).others).toEqual([])
    const detail = (await personOf(company, sameEmail)).others.find((item) => item.id === first)
    expect(detail).toMatchObject({
      name: expect.stringMatching(/^Pessoa/),
      status: 'novo',
      source: 'formulario',
    })
  })

  it('joins two persons an application bridges (its CPF is one’s, its e-mail the other’s)', async () => {
    const company = await createSignedInCompany(ctx)
    const byCpf = await submit(company, person({ cpf: CPF.a }))
    const byEmail = await submit(company, person({ cpf: CPF.b, email: 'ponte@example.com' }))
    expect((await personOf(company, byCpf)).others).toEqual([])
    const bridge = await submit(company, person({ cpf: CPF.a, email: 'ponte@example.com' }))
    expect(others(await personOf(company, byCpf))).toEqual([byEmail, bridge].sort())
  })

  it('never joins applications of different companies', async () => {
    const companyA = await createSignedInCompany(ctx)
    const companyB = await createSignedInCompany(ctx)
    const answers = person({ cpf: CPF.a, email: 'mesma@example.com', celular: '(11)91234-5678' })
    const inA = await submit(companyA, answers)
    const inB = await submit(companyB, answers)
    expect((await personOf(companyA, inA)).others).toEqual([])
    expect((await personOf(companyB, inB)).others).toEqual([])
    expect((await listOf(companyB)).items.map((item) => item.isRepeat)).toEqual([false])
  })

  it('marks every application of a person with others as "Repetido" in the list and the detail', async () => {
    const company = await createSignedInCompany(ctx)
    const first = await submit(company, person({ email: 'rep@example.com' }), new Date(Date.now() - 60_000))
    const second = await submit(company, person({ cpf: CPF.b, email: 'REP@example.com' }))
    const alone = await submit(company, person({ cpf: CPF.c }))
    const items = (await listOf(company)).items
    expect(Object.fromEntries(items.map((item) => [item.id, item.isRepeat]))).toEqual({
      [first]: true,
      [second]: true,
      [alone]: false,
    })
    const detail: ApplicationDetail = (
      await injectAs(ctx.app, { url: `/api/applications/${alone}`, as: company })
    ).json()
    expect(detail.isRepeat).toBe(false)
    // Once the other is deleted, the first is alone again.
    expect(
      (await injectAs(ctx.app, { method: 'DELETE', url: `/api/applications/${second}`, as: company }))
        .statusCode,
    ).toBe(204)
    const after = (await listOf(company)).items.find((item) => item.id === first)
    expect(after?.isRepeat).toBe(false)
  })

  it('answers 404 for another company’s application and 400 for a malformed id', async () => {
    const owner = await createSignedInCompany(ctx)
    const stranger = await createSignedInCompany(ctx)
    const id = await submit(owner, person())
    const response = await injectAs(ctx.app, { url: `/api/applications/${id}/person`, as: stranger })
    expect(response.statusCode).toBe(404)
    expect(response.json().error.message).toBe('Candidatura não encontrada.')
    expect(
      (await injectAs(ctx.app, { url: '/api/applications/nao-e-id/person', as: owner })).statusCode,
    ).toBe(400)
  })
})

describe(`merge on ${testDatabaseKind}`, () => {
  it('merges two different-looking applications, both ways, with one history event on each', async () => {
    const company = await createSignedInCompany(ctx)
    const ana = await submit(company, person({ cpf: CPF.a, nome_completo: 'Ana Paula Souza' }))
    const paula = await submit(company, person({ cpf: CPF.b, nome_completo: 'Paula S. Lima' }))
    const third = await submit(company, person({ cpf: CPF.b, nome_completo: 'Paula Lima' }))
    expect((await personOf(company, ana)).others).toEqual([])

    const response = await merge(company, ana, paula)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({ merged: true, message: PERSON_MESSAGES.merged })
    // The whole person of the other joins: its earlier duplicate too.
    expect(others(await personOf(company, ana))).toEqual([paula, third].sort())
    expect(others(await personOf(company, paula))).toEqual([ana, third].sort())
    expect((await listOf(company)).items.every((item) => item.isRepeat)).toBe(true)

    for (const [id, other] of [
      [ana, paula],
      [paula, ana],
    ] as const) {
      const history: ApplicationHistory = (
        await injectAs(ctx.app, { url: `/api/applications/${id}/history`, as: company })
      ).json()
      const merged = history.items.filter((event) => event.type === 'merged')
      expect(merged).toHaveLength(1)
      expect(merged[0]).toMatchObject({ data: { otherApplicationId: other }, actorUserId: company.userId })
    }
  })

  it('is idempotent: merging again (either way) changes and records nothing', async () => {
    const company = await createSignedInCompany(ctx)
    const one = await submit(company, person({ cpf: CPF.a }))
    const two = await submit(company, person({ cpf: CPF.b }))
    expect((await merge(company, one, two)).statusCode).toBe(200)
    for (const [id, other] of [
      [one, two],
      [two, one],
    ] as const) {
      const again = await merge(company, id, other)
      expect(again.statusCode).toBe(200)
      expect(again.json()).toEqual({ merged: false, message: PERSON_MESSAGES.alreadySame })
    }
    const { rows } = await ctx.database.db.execute<{ total: number }>(
      sql`select count(*)::int as total from application_events where type = 'merged' and application_id in (${one}, ${two})`,
    )
    expect(rows[0]?.total).toBe(2)
  })

  it('merges concurrently without losing anyone: four parallel merges end as one person', async () => {
    const company = await createSignedInCompany(ctx)
    const ids: string[] = []
    for (const cpf of [CPF.a, CPF.b, CPF.c, CPF.d]) ids.push(await submit(company, person({ cpf })))
    const [a, b, c, d] = ids as [string, string, string, string]
    const answers = await Promise.all([
      merge(company, a, b),
      merge(company, c, d),
      merge(company, b, c),
      merge(company, d, a),
    ])
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200])
    const persons = await ctx.database.db
      .selectDistinct({ personId: candidateSubmissions.personId })
      .from(candidateSubmissions)
      .where(eq(candidateSubmissions.companyId, company.companyId))
    expect(persons).toHaveLength(1)
  })

  it('answers 404 when either application is another company’s, and changes nothing', async () => {
    const companyA = await createSignedInCompany(ctx)
    const companyB = await createSignedInCompany(ctx)
    const inA = await submit(companyA, person({ cpf: CPF.a }))
    const inB = await submit(companyB, person({ cpf: CPF.b }))
    for (const [id, other] of [
      [inB, inA],
      [inA, inB],
      [inA, inA],
    ] as const) {
      const response = await merge(companyB, id, other)
      expect(response.statusCode).toBe(404)
      expect(response.json().error.message).toBe('Candidatura não encontrada.')
    }
    expect((await personOf(companyA, inA)).others).toEqual([])
    expect((await personOf(companyB, inB)).others).toEqual([])
  })

  it('refuses padrao with 403 and merging an application with itself with 422', async () => {
    const company = await createSignedInCompany(ctx)
    const one = await submit(company, person({ cpf: CPF.a }))
    const two = await submit(company, person({ cpf: CPF.b }))
    expect((await merge(company, one, one)).json()).toEqual({
      error: { code: 'UNPROCESSABLE', message: PERSON_MESSAGES.sameApplication },
    })
    await setRole(ctx.database.db, company.userId, 'padrao')
    const refused = await merge(company, one, two)
    expect(refused.statusCode).toBe(403)
    expect((await personOf(company, one)).others).toEqual([])
    const invalid = await injectAs(ctx.app, {
      method: 'POST',
      url: `/api/applications/${one}/merge`,
      as: company,
      payload: { applicationId: 'x' },
    })
    expect(invalid.statusCode).toBe(400)
  })
})

describe(`import of a known person on ${testDatabaseKind}`, () => {
  async function importText(company: SignedInCompany, text: string): Promise<ImportBatchView> {
    const batch = await injectAs(ctx.app, { method: 'POST', url: '/api/resume-imports', as: company })
    expect(batch.statusCode, batch.body).toBe(201)
    const batchId = (batch.json() as { id: string }).id
    const uploaded = await injectAs(ctx.app, {
      method: 'POST',
      url: `/api/resume-imports/${batchId}/files`,
      as: company,
      payload: Buffer.from(text),
      headers: { 'content-type': 'application/octet-stream', 'x-file-name': 'cv.txt' },
    })
    expect(uploaded.statusCode, uploaded.body).toBe(200)
    await ctx.app.deps.queue.idle({ timeoutMs: 60_000 })
    return (await injectAs(ctx.app, { url: `/api/resume-imports/${batchId}`, as: company })).json()
  }

  const cvOf = (name: string, email: string, phone: string) =>
    `${name}\n${phone} – ${email}\nExperiência Profissional\nAssistente administrativa na Papelaria Central desde 2019.`

  it('still imports the CV, joined to the person, and names the earlier application', async () => {
    const company = await createSignedInCompany(ctx)
    const earlier = await submit(
      company,
      person({ nome_completo: 'Beatriz Andrade', email: 'bia.andrade@example.com' }),
    )
    const batch = await importText(company, cvOf('Beatriz A. Andrade', 'Bia.Andrade@example.com', ''))
    const [file] = batch.files
    expect(file).toMatchObject({
      state: 'imported',
      duplicateOfId: earlier,
      duplicateOfName: 'Beatriz Andrade',
    })
    const imported = file?.applicationId ?? ''
    expect(others(await personOf(company, earlier))).toEqual([imported])
    // Every CV version of the person is listed, downloadable through its application.
    const found = await personOf(company, earlier)
    expect(found.resumes).toHaveLength(1)
    expect(found.resumes[0]).toMatchObject({
      applicationId: imported,
      format: 'txt',
      downloadUrl: `/api/applications/${imported}/resume`,
    })
    const download = await injectAs(ctx.app, { url: found.resumes[0]!.downloadUrl, as: company })
    expect(download.statusCode).toBe(200)
    expect(download.body).toContain('Papelaria Central')

    // A second CV (same e-mail, now with a phone), then a third with that phone only: one person.
    const again = await importText(company, cvOf('Bia Andrade', 'bia.andrade@example.com', '(11) 99876-1234'))
    expect(again.files[0]).toMatchObject({ duplicateOfId: earlier, duplicateOfName: 'Beatriz Andrade' })
    const third = await importText(company, cvOf('Beatriz', 'terceira@example.com', '(11) 99876-1234'))
    expect(third.files[0]?.duplicateOfId).toBe(earlier)
    expect((await personOf(company, earlier)).resumes).toHaveLength(3)
  })

  it('imports a new person without the duplicate mark', async () => {
    const company = await createSignedInCompany(ctx)
    await submit(company, person({ email: 'alguem@example.com' }))
    const batch = await importText(company, cvOf('Carlos Mendes', 'carlos.mendes@example.com', ''))
    expect(batch.files[0]).toMatchObject({ state: 'imported', duplicateOfId: null, duplicateOfName: null })
  })
})

describe(`the migration's backfill (0014) on ${testDatabaseKind}`, () => {
  /** The migration's backfill statements (temporary table, propagation, update), run again on rows made without keys. */
  function backfillStatements(): string[] {
    const text = readFileSync(new URL('../../db/migrations/0014_persons.sql', import.meta.url), 'utf8')
    return text
      .split('--> statement-breakpoint')
      .map((statement) => statement.replace(/^(\s*--.*\n)+/, '').trim())
      .filter((statement) => /^(CREATE TEMP TABLE|DO|UPDATE|DROP TABLE)\b/.test(statement))
  }

  it('fills the keys from the answers and joins rows sharing any key, per company', async () => {
    const database = await createTestDatabase()
    try {
      const db = database.db
      const companyIds: string[] = []
      for (const slug of ['empresa-a', 'empresa-b']) {
        const { rows } = await db.execute<{ id: string }>(
          sql`insert into companies (name, public_form_url) values (${slug}, ${`${slug}-${randomUUID().slice(0, 6)}`}) returning id`,
        )
        companyIds.push(rows[0]!.id)
      }
      const [a, b] = companyIds as [string, string]
      const answer = (key: string, type: string, value: string) => ({ key, label: key, type, step: 1, value })
      const rows = [
        // Company A: 1-2 share a CPF, 2-3 an e-mail (other case), 3-4 a mobile (other format); 5 alone
        // (its landline matches 6's), 7 in company B shares everything with 1.
        { company: a, cpf: '52998224725', email: 'x1@example.com', phone: '(11)98765-0001' },
        { company: a, cpf: '52998224725', email: 'ponte@example.com', phone: '' },
        { company: a, cpf: '11144477735', email: ' PONTE@example.com', phone: '+55 21 99999-0002' },
        { company: a, cpf: '12345678909', email: 'x4@example.com', phone: '(21) 99999-0002' },
        { company: a, cpf: '93541134780', email: 'x5@example.com', phone: '(11) 3456-7890' },
        { company: a, cpf: '', email: 'x6@example.com', phone: '(11) 3456-7890' },
        { company: b, cpf: '52998224725', email: 'x1@example.com', phone: '(11)98765-0001' },
      ]
      const ids: string[] = []
      for (const row of rows) {
        const formData = {
          f1: answer('cpf', 'cpf', row.cpf),
          f2: answer('email', 'email', row.email),
          f3: answer('celular', 'telefone', row.phone),
        }
        const [inserted] = await db
          .insert(candidateSubmissions)
          .values({ companyId: row.company, formData, cpfDigits: row.cpf || null })
          .returning({ id: candidateSubmissions.id })
        ids.push(inserted!.id)
      }
      for (const statement of backfillStatements()) await db.execute(sql.raw(statement))
      const stored = await db
        .select({
          id: candidateSubmissions.id,
          personId: candidateSubmissions.personId,
          emailKey: candidateSubmissions.emailKey,
          phoneKey: candidateSubmissions.phoneKey,
        })
        .from(candidateSubmissions)
      const byId = new Map(stored.map((row) => [row.id, row]))
      const personOfRow = (index: number) => byId.get(ids[index]!)?.personId
      expect(byId.get(ids[2]!)).toMatchObject({ emailKey: 'ponte@example.com', phoneKey: '21999990002' })
      expect(byId.get(ids[4]!)?.phoneKey).toBeNull()
      expect(new Set([0, 1, 2, 3].map(personOfRow)).size).toBe(1)
      expect(new Set([0, 4, 5, 6].map(personOfRow)).size).toBe(4)
    } finally {
      await database.close()
    }
  })
})
