import { randomUUID } from 'node:crypto'
import { verifyPassword } from 'better-auth/crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PUBLIC_FORM_MESSAGES } from '../../../shared/forms/public-form-api.ts'
import {
  candidateSubmissions,
  formConfigurations,
  submissionConsents,
  submissionFiles,
} from '../../db/schema/index.ts'
import { createTestApp, type TestContext } from '../../test/app.ts'
import { testDatabaseKind } from '../../test/database.ts'
import { refreshFilterFacts } from '../applications/filter-facts.ts'
import { consent, createCompany, fieldId, getForm, validAnswers } from './test-support.ts'

let ipCounter = 0
const nextIp = () => `172.16.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`

describe(`public form API on ${testDatabaseKind}`, () => {
  let ctx: TestContext

  beforeAll(async () => {
    ctx = await createTestApp({
      env: { PUBLIC_SUBMIT_RATE_MAX: '3', PUBLIC_SUBMIT_RATE_WINDOW_SECONDS: '600' },
    })
  })
  afterAll(async () => {
    await ctx.close()
  })

  function submit(slug: string, payload: Record<string, unknown>, ip = nextIp()) {
    return ctx.app.inject({
      method: 'POST',
      url: `/api/public/forms/${slug}/submissions`,
      payload,
      headers: { 'x-forwarded-for': ip, 'user-agent': 'vitest' },
    })
  }

  async function rows(companyId: string) {
    return ctx.database.db
      .select()
      .from(candidateSubmissions)
      .where(eq(candidateSubmissions.companyId, companyId))
  }

  it('answers the form of a slug: company, title, 8 steps and its fields', async () => {
    const company = await createCompany(ctx.database.db, { name: 'Acme Logística' })
    const form = await getForm(ctx.app, company.slug)
    expect(form.companyName).toBe('Acme Logística')
    expect(form.title).toBe('Formulário de Candidatura')
    expect(form.steps).toHaveLength(8)
    expect(form.steps[0]!.fields.map((field) => field.label)).toEqual([
      'CPF',
      'Nome Completo',
      'E-mail',
      'Senha',
    ])
    expect(form.accepting).toBe(true)
    expect(form.privacyNotice.text).toContain('Acme Logística é a controladora')
  })

  it('answers 404 in Portuguese for an unknown slug', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/public/forms/nao-existe' })
    expect(response.statusCode).toBe(404)
    expect(response.json().error.message).toBe('Formulário não encontrado.')
    const post = await submit('nao-existe', { id: randomUUID(), values: {}, consent: consent() })
    expect(post.statusCode).toBe(404)
  })

  it('stores a full valid submission: labels kept, password hashed, photo stored, consent recorded', async () => {
    const company = await createCompany(ctx.database.db)
    const form = await getForm(ctx.app, company.slug)
    const id = randomUUID()
    const response = await submit(
      company.slug,
      { id, values: validAnswers(form), consent: consent() },
      '203.0.113.7',
    )
    expect(response.statusCode).toBe(201)
    expect(response.json()).toMatchObject({ id, status: 'novo' })

    const [row] = await rows(company.id)
    expect(row!.status).toBe('novo')
    expect(row!.cpfDigits).toBe('52998224725')
    // The person keys (docs/decisions/021-person-model.md).
    expect(row!.emailKey).toBe('joao@example.com')
    expect(row!.phoneKey).toBe('11987654321')
    expect(row!.searchText).toContain('joao da silva 529.982.247-25 52998224725 joao@example.com')
    const data = row!.formData
    expect(data[fieldId(form, 'nome_completo')]).toMatchObject({
      label: 'Nome Completo',
      value: 'João da Silva',
    })
    expect(data[fieldId(form, 'numero')]).toMatchObject({ label: 'Número', value: 1000 })
    expect(data[fieldId(form, 'cpf_documento')]).toMatchObject({ label: 'CPF', value: '529.982.247-25' })
    expect(data[fieldId(form, 'etnia')]).toMatchObject({ value: 'Parda' })
    // A group keeps the sub-field labels the candidate saw, for a later rename in the form builder.
    expect(data[fieldId(form, 'experiencia')]?.subLabels).toMatchObject({ cargo: 'Cargo' })
    expect(data).not.toHaveProperty(fieldId(form, 'senha'))
    expect(JSON.stringify(data)).not.toContain('segredo-forte-1')
    expect(await verifyPassword({ hash: row!.passwordHash!, password: 'segredo-forte-1' })).toBe(true)

    const [file] = await ctx.database.db
      .select()
      .from(submissionFiles)
      .where(eq(submissionFiles.submissionId, id))
    // Stored once as the normalised JPEG (issue 12), under the name the candidate gave.
    expect(file).toMatchObject({ contentType: 'image/jpeg', originalName: 'eu.png' })
    expect(data[fieldId(form, 'foto')]?.value).toMatchObject({
      storageKey: file!.storageKey,
      type: 'image/jpeg',
      size: file!.sizeBytes,
    })
    const { createDiskStorage } = await import('../../storage/storage.ts')
    const stored = await createDiskStorage(`${ctx.dataDir}/uploads`).get(file!.storageKey)
    expect(stored?.length).toBe(file!.sizeBytes)
    expect(stored?.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]))

    const [record] = await ctx.database.db
      .select()
      .from(submissionConsents)
      .where(eq(submissionConsents.submissionId, id))
    expect(record).toMatchObject({
      ipAddress: '203.0.113.7',
      sensitiveDataAccepted: true,
      userAgent: 'vitest',
    })
    expect(record!.noticeText).toBe(form.privacyNotice.text)
  })

  it('writes the filter facts with the row, as a later refresh computes them (sensitive answers excluded)', async () => {
    const company = await createCompany(ctx.database.db)
    const form = await getForm(ctx.app, company.slug)
    const id = randomUUID()
    expect(
      (await submit(company.slug, { id, values: validAnswers(form), consent: consent() })).statusCode,
    ).toBe(201)
    const [row] = await rows(company.id)
    expect(row!.filterFacts).toMatchObject({ uf: ['SP'], escolaridade: ['Médio Completo'] })
    expect(row!.experienceMonths).toBe(36)
    expect(JSON.stringify(row!.filterFacts)).not.toContain('Parda')

    await refreshFilterFacts(ctx.database.db, { companyId: company.id, applicationIds: [id] })
    const [refreshed] = await rows(company.id)
    expect(refreshed!.filterFacts).toEqual(row!.filterFacts)
    expect(refreshed!.experienceMonths).toBe(row!.experienceMonths)
  })

  it('drops the sensitive answers when the candidate does not consent to them', async () => {
    const company = await createCompany(ctx.database.db)
    const form = await getForm(ctx.app, company.slug)
    const response = await submit(company.slug, {
      id: randomUUID(),
      values: validAnswers(form),
      consent: consent({ sensitiveDataAccepted: false }),
    })
    expect(response.statusCode).toBe(201)
    const [row] = await rows(company.id)
    for (const key of ['etnia', 'possui_necessidade_especial', 'tipo_deficiencia']) {
      expect(row!.formData).not.toHaveProperty(fieldId(form, key))
    }
    expect(row!.formData).toHaveProperty(fieldId(form, 'genero'))
  })

  it('does not require the sensitive questions without the consent, and requires them with it', async () => {
    const company = await createCompany(ctx.database.db)
    const form = await getForm(ctx.app, company.slug)
    const withoutSensitive = validAnswers(form)
    for (const key of ['etnia', 'possui_necessidade_especial', 'tipo_deficiencia'])
      delete withoutSensitive[fieldId(form, key)]
    const refused = await submit(company.slug, {
      id: randomUUID(),
      values: withoutSensitive,
      consent: consent({ sensitiveDataAccepted: true }),
    })
    expect(refused.statusCode).toBe(422)
    expect(refused.json().error.details.fields).toHaveProperty(fieldId(form, 'etnia'), 'Campo obrigatório.')

    const id = randomUUID()
    const accepted = await submit(company.slug, {
      id,
      values: withoutSensitive,
      consent: consent({ sensitiveDataAccepted: false }),
    })
    expect(accepted.statusCode).toBe(201)
    const [row] = await rows(company.id)
    expect(row!.id).toBe(id)
    expect(row!.formData).not.toHaveProperty(fieldId(form, 'etnia'))
  })

  it('refuses bad input with 422 and the field errors', async () => {
    const company = await createCompany(ctx.database.db)
    const form = await getForm(ctx.app, company.slug)
    const spoofed = Buffer.from('%PDF-1.7 this is not an image').toString('base64')
    const big = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.alloc(3 * 1024 * 1024),
    ]).toString('base64')
    const withoutStep5 = validAnswers(form)
    for (const key of ['cep', 'endereco', 'numero', 'bairro', 'cidade', 'estado'])
      delete withoutStep5[fieldId(form, key)]
    const cases: [string, Record<string, unknown>, Record<string, string>][] = [
      [
        'wrong CPF',
        validAnswers(form, { cpf: '529.982.247-26' }),
        { [fieldId(form, 'cpf')]: 'CPF inválido.' },
      ],
      [
        'missing mandatory',
        validAnswers(form, { nome_mae: '' }),
        { [fieldId(form, 'nome_mae')]: 'Campo obrigatório.' },
      ],
      [
        'wrong type',
        validAnswers(form, { numero: 'mil' }),
        { [fieldId(form, 'numero')]: 'Informe um número.' },
      ],
      [
        'spoofed image',
        validAnswers(form, { foto: { name: 'foto.png', type: 'image/png', size: 30, data: spoofed } }),
        { [fieldId(form, 'foto')]: 'A foto deve ser uma imagem JPG, PNG ou WebP.' },
      ],
      [
        '3 MB photo',
        validAnswers(form, { foto: { name: 'foto.jpg', type: 'image/jpeg', size: 3145732, data: big } }),
        { [fieldId(form, 'foto')]: 'A foto deve ter no máximo 2 MB.' },
      ],
      ['unknown field', { ...validAnswers(form), intruso: 'x' }, { intruso: 'Campo desconhecido.' }],
      [
        'step fields missing',
        withoutStep5,
        {
          [fieldId(form, 'cep')]: 'Campo obrigatório.',
          [fieldId(form, 'endereco')]: 'Campo obrigatório.',
          [fieldId(form, 'numero')]: 'Campo obrigatório.',
          [fieldId(form, 'bairro')]: 'Campo obrigatório.',
          [fieldId(form, 'cidade')]: 'Campo obrigatório.',
          [fieldId(form, 'estado')]: 'Campo obrigatório.',
        },
      ],
    ]
    for (const [name, values, fields] of cases) {
      const response = await submit(company.slug, { id: randomUUID(), values, consent: consent() })
      expect(response.statusCode, name).toBe(422)
      expect(response.json().error.message, name).toBe(PUBLIC_FORM_MESSAGES.invalidSubmission)
      expect(response.json().error.details.fields, name).toEqual(fields)
    }
    const noConsent = await submit(company.slug, {
      id: randomUUID(),
      values: validAnswers(form),
      consent: consent({ privacyAccepted: false }),
    })
    expect(noConsent.statusCode).toBe(422)
    expect(noConsent.json().error.details.fields).toEqual({
      'consent.privacyAccepted': 'Para enviar, é preciso aceitar o aviso de privacidade.',
    })
    const oldNotice = await submit(company.slug, {
      id: randomUUID(),
      values: validAnswers(form),
      consent: consent({ noticeVersion: '2020-01-01' }),
    })
    expect(oldNotice.statusCode).toBe(422)
    expect(oldNotice.json().error.message).toBe(PUBLIC_FORM_MESSAGES.noticeOutdated)
    const badId = await submit(company.slug, { id: 'abc', values: validAnswers(form), consent: consent() })
    expect(badId.statusCode).toBe(400)
    expect(await rows(company.id)).toHaveLength(0)
  })

  it('validates against the current configuration: a field made mandatory after the page loaded is required', async () => {
    const company = await createCompany(ctx.database.db)
    const form = await getForm(ctx.app, company.slug)
    await ctx.database.db
      .update(formConfigurations)
      .set({ isMandatory: true })
      .where(eq(formConfigurations.id, fieldId(form, 'nome_pai')))
    const response = await submit(company.slug, {
      id: randomUUID(),
      values: validAnswers(form),
      consent: consent(),
    })
    expect(response.statusCode).toBe(422)
    expect(response.json().error.details.fields).toEqual({
      [fieldId(form, 'nome_pai')]: 'Campo obrigatório.',
    })
  })

  it('makes exactly one row from twenty identical parallel submits, all answered alike', async () => {
    const company = await createCompany(ctx.database.db)
    const form = await getForm(ctx.app, company.slug)
    const payload = { id: randomUUID(), values: validAnswers(form), consent: consent() }
    const responses = await Promise.all(Array.from({ length: 20 }, () => submit(company.slug, payload)))
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(201))
    expect(new Set(responses.map((response) => response.body)).size).toBe(1)
    expect(await rows(company.id)).toHaveLength(1)
    const files = await ctx.database.db
      .select()
      .from(submissionFiles)
      .where(eq(submissionFiles.companyId, company.id))
    expect(files).toHaveLength(1)
  })

  it('refuses an id that belongs to another company with 409', async () => {
    const first = await createCompany(ctx.database.db)
    const second = await createCompany(ctx.database.db)
    const id = randomUUID()
    const firstForm = await getForm(ctx.app, first.slug)
    expect(
      (await submit(first.slug, { id, values: validAnswers(firstForm), consent: consent() })).statusCode,
    ).toBe(201)
    const secondForm = await getForm(ctx.app, second.slug)
    const response = await submit(second.slug, { id, values: validAnswers(secondForm), consent: consent() })
    expect(response.statusCode).toBe(409)
    expect(await rows(second.id)).toHaveLength(0)
  })

  it('accepts a repeated CPF as another application of the same person', async () => {
    const company = await createCompany(ctx.database.db)
    const form = await getForm(ctx.app, company.slug)
    for (let index = 0; index < 2; index++) {
      const response = await submit(company.slug, {
        id: randomUUID(),
        values: validAnswers(form),
        consent: consent(),
      })
      expect(response.statusCode).toBe(201)
    }
    const stored = await rows(company.id)
    expect(stored).toHaveLength(2)
    expect(stored[0]!.personId).toBe(stored[1]!.personId)
  })

  it('says the form is not accepting when the plan limit is reached, and refuses with 403', async () => {
    const company = await createCompany(ctx.database.db, { plan: 'gratuito' })
    await ctx.database.db
      .insert(candidateSubmissions)
      .values(Array.from({ length: 100 }, () => ({ companyId: company.id, formData: {} })))
    const form = await getForm(ctx.app, company.slug)
    expect(form.accepting).toBe(false)
    expect(form.notAcceptingMessage).toBe(PUBLIC_FORM_MESSAGES.notAccepting)
    const response = await submit(company.slug, {
      id: randomUUID(),
      values: validAnswers(form),
      consent: consent(),
    })
    expect(response.statusCode).toBe(403)
    expect(response.json().error.message).toBe(PUBLIC_FORM_MESSAGES.notAccepting)
    expect(await rows(company.id)).toHaveLength(100)
  })

  it('limits submissions per IP and answers retries of a stored one without counting them', async () => {
    const company = await createCompany(ctx.database.db)
    const form = await getForm(ctx.app, company.slug)
    const ip = '198.51.100.20'
    const first = { id: randomUUID(), values: validAnswers(form), consent: consent() }
    for (let index = 0; index < 3; index++) {
      const payload = index === 0 ? first : { ...first, id: randomUUID() }
      expect((await submit(company.slug, payload, ip)).statusCode).toBe(201)
    }
    const limited = await submit(company.slug, { ...first, id: randomUUID() }, ip)
    expect(limited.statusCode).toBe(429)
    expect(limited.json().error.message).toMatch(
      /^Muitos envios a partir desta conexão\. Tente novamente em \d+ minutos?\.$/,
    )
    expect(limited.headers['retry-after']).toBeDefined()
    expect((await submit(company.slug, first, ip)).statusCode).toBe(201)
    expect((await submit(company.slug, { ...first, id: randomUUID() }, nextIp())).statusCode).toBe(201)
  })

  it('stores nothing when the honeypot is filled but answers like a success', async () => {
    const company = await createCompany(ctx.database.db)
    const form = await getForm(ctx.app, company.slug)
    const response = await submit(company.slug, {
      id: randomUUID(),
      values: validAnswers(form),
      consent: consent(),
      website: 'http://spam.example',
    })
    expect(response.statusCode).toBe(201)
    expect(await rows(company.id)).toHaveLength(0)
  })

  it('refuses a body above the limit with 413 in Portuguese', async () => {
    const company = await createCompany(ctx.database.db)
    const response = await submit(company.slug, {
      id: randomUUID(),
      values: { x: 'a'.repeat(6 * 1024 * 1024) },
      consent: consent(),
    })
    expect(response.statusCode).toBe(413)
    expect(response.json().error.message).toBe('O conteúdo enviado é grande demais.')
  })
})
