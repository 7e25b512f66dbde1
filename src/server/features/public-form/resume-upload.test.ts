import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApplicationDetail, ApplicationList } from '../../../shared/applications/api.ts'
import { CANDIDATE_UPLOAD_MESSAGES, type CandidateUpload } from '../../../shared/resumes/candidate-upload.ts'
import { RESUME_FIELD_ID } from '../../../shared/resumes/resume-files.ts'
import { candidateResumeUploads, candidateSubmissions, submissionFiles } from '../../db/schema/index.ts'
import { tenantWhere } from '../../db/tenant.ts'
import { sweepOrphanFiles } from '../../jobs/orphan-files.ts'
import { TEST_ORIGIN, uniqueIp } from '../../test/accounts.ts'
import { createTestApp, type TestContext } from '../../test/app.ts'
import { createSignedInCompany, submitTestApplication } from '../../test/applications.ts'
import { injectAs } from '../../test/inject.ts'
import { fakeExe, sampleDocx, samplePdf, truncatedPdf } from '../resumes/test-support/files.ts'
import { renderPdf } from '../resumes/test-support/render-cv.ts'
import { consent, fieldId, getForm, validAnswers } from './test-support.ts'

let ctx: TestContext

beforeAll(async () => {
  ctx = await createTestApp()
})
afterAll(async () => {
  await ctx.close()
})

function upload(slug: string, name: string, bytes: Uint8Array, ip = uniqueIp()) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/public/forms/${slug}/resume`,
    payload: Buffer.from(bytes),
    headers: {
      origin: TEST_ORIGIN,
      'content-type': 'application/octet-stream',
      'x-file-name': encodeURIComponent(name),
      'x-forwarded-for': ip,
    },
  })
}

async function uploadOk(slug: string, name: string, bytes: Uint8Array): Promise<CandidateUpload> {
  const response = await upload(slug, name, bytes)
  expect(response.statusCode, response.body).toBe(201)
  return response.json()
}

function cv(word: string): string {
  return `= Beatriz Moraes Lacerda
Campinas/SP – (19) 99876-5432 – beatriz@example.com
# Experiência Profissional
Analista de ${word} – Indústrias Reunidas S.A. – 02/2018 – atual
Responsável por ${word} e pela gestão de pessoas do setor.
# Formação Acadêmica
Administração – Universidade Estadual de Campinas – 2012 – 2016`
}

describe('POST /api/public/forms/:slug/resume', () => {
  it('stores a PDF and a DOCX checked by content, under a generated key, and answers an upload id', async () => {
    const company = await createSignedInCompany(ctx)
    const pdf = await uploadOk(company.slug, '../../etc/passwd.pdf', await samplePdf())
    const docx = await uploadOk(company.slug, 'Meu Currículo.docx', await sampleDocx())
    expect(pdf.name).toBe('../../etc/passwd.pdf')
    const rows = await ctx.database.db
      .select()
      .from(candidateResumeUploads)
      .where(tenantWhere(candidateResumeUploads, company.companyId))
    const byId = new Map(rows.map((row) => [row.id, row]))
    expect(byId.get(pdf.uploadId)).toMatchObject({
      format: 'pdf',
      storageKey: `submissions/${company.companyId}/resumes/${pdf.uploadId}.pdf`,
    })
    expect(byId.get(docx.uploadId)).toMatchObject({ format: 'docx', originalName: 'Meu Currículo.docx' })
    expect(await ctx.app.deps.storage.get(byId.get(pdf.uploadId)?.storageKey ?? '')).not.toBeNull()
  })

  const refuse = (reason: string) => `Não foi possível enviar o currículo: ${reason}.`
  const badFiles: [string, string, () => Promise<Uint8Array> | Uint8Array, string][] = [
    ['a 0-byte file', 'vazio.pdf', () => new Uint8Array(), refuse('arquivo vazio')],
    [
      'a 6 MB file',
      'grande.pdf',
      () => new Uint8Array(6 * 1024 * 1024).fill(0x41),
      refuse('arquivo maior que 5 MB'),
    ],
    [
      'a program renamed .pdf',
      'curriculo.pdf',
      fakeExe,
      refuse('formato não suportado (use PDF, Word, ODT, RTF ou TXT)'),
    ],
    ['a truncated PDF', 'cortado.pdf', truncatedPdf, refuse('arquivo corrompido')],
    [
      'a password-protected PDF',
      'senha.pdf',
      () => renderPdf(cv('tesouraria'), { userPassword: 'segredo' }),
      refuse('protegido por senha'),
    ],
  ]
  for (const [what, name, make, message] of badFiles) {
    it(`refuses ${what} with a pt-BR 422 and stores nothing`, async () => {
      const company = await createSignedInCompany(ctx)
      const response = await upload(company.slug, name, await make())
      expect(response.statusCode, response.body).toBe(422)
      expect(response.json().error.message).toBe(message)
      const rows = await ctx.database.db
        .select()
        .from(candidateResumeUploads)
        .where(tenantWhere(candidateResumeUploads, company.companyId))
      expect(rows).toHaveLength(0)
      const stored = []
      for await (const file of ctx.app.deps.storage.list(`submissions/${company.companyId}/`))
        stored.push(file)
      expect(stored).toHaveLength(0)
    })
  }

  it('answers 404 for an unknown form', async () => {
    const response = await upload('nao-existe-formulario', 'cv.pdf', await samplePdf())
    expect(response.statusCode).toBe(404)
    expect(response.json().error.message).toBe('Formulário não encontrado.')
  })

  it('limits uploads per connection with a pt-BR 429', async () => {
    const company = await createSignedInCompany(ctx)
    const ip = uniqueIp()
    const exe = fakeExe()
    for (let index = 0; index < 20; index++) {
      expect((await upload(company.slug, 'x.pdf', exe, ip)).statusCode).toBe(422)
    }
    const response = await upload(company.slug, 'x.pdf', exe, ip)
    expect(response.statusCode).toBe(429)
    expect(response.json().error.message).toMatch(/^Muitos arquivos enviados a partir desta conexão/)
  })
})

describe('a submission with the CV', () => {
  it('keeps the file as the application CV, fills resume_text in the job, and staff download and find it', async () => {
    const company = await createSignedInCompany(ctx)
    const pdf = await samplePdf(cv('tesouraria'))
    const uploaded = await uploadOk(company.slug, 'beatriz.pdf', pdf)
    const id = await submitTestApplication(ctx, company.slug, { answers: { curriculo: uploaded } })

    const [file] = await ctx.database.db
      .select()
      .from(submissionFiles)
      .where(
        tenantWhere(
          submissionFiles,
          company.companyId,
          eq(submissionFiles.submissionId, id),
          eq(submissionFiles.fieldId, RESUME_FIELD_ID),
        ),
      )
    expect(file).toMatchObject({
      fieldId: RESUME_FIELD_ID,
      contentType: 'application/pdf',
      originalName: 'beatriz.pdf',
    })
    // One use: the upload row is gone.
    const left = await ctx.database.db
      .select()
      .from(candidateResumeUploads)
      .where(eq(candidateResumeUploads.id, uploaded.uploadId))
    expect(left).toHaveLength(0)

    await ctx.app.deps.queue.idle({ timeoutMs: 60_000 })
    const [row] = await ctx.database.db
      .select({ resumeText: candidateSubmissions.resumeText, source: candidateSubmissions.source })
      .from(candidateSubmissions)
      .where(eq(candidateSubmissions.id, id))
    expect(row?.resumeText).toContain('Analista de tesouraria')
    expect(row?.source).toBe('formulario')

    const download = await injectAs(ctx.app, { url: `/api/applications/${id}/resume`, as: company })
    expect(download.statusCode).toBe(200)
    expect(download.headers['content-type']).toBe('application/pdf')
    expect(Buffer.compare(download.rawPayload, pdf)).toBe(0)

    const detail = (
      await injectAs(ctx.app, { url: `/api/applications/${id}`, as: company })
    ).json() as ApplicationDetail
    expect(detail.resume).toMatchObject({ format: 'pdf', fileName: 'curriculo-joao-da-silva.pdf' })
    expect(detail.resume?.text).toContain('tesouraria')
    const answers = detail.sections.flatMap((section) => section.answers)
    expect(answers.find((answer) => answer.label === 'Currículo (PDF ou Word)')?.display).toEqual({
      kind: 'text',
      text: 'beatriz.pdf (na aba Currículo)',
    })
    expect(detail.resume?.parsed).toMatchObject({
      name: 'Beatriz Moraes Lacerda',
      email: 'beatriz@example.com',
    })

    // The Portuguese full-text search finds it by a word only the CV has; it is still one application.
    const found = (
      await injectAs(ctx.app, { url: '/api/applications?q=tesouraria', as: company })
    ).json() as ApplicationList
    expect(found.items.map((item) => item.id)).toEqual([id])
    const all = (await injectAs(ctx.app, { url: '/api/applications', as: company })).json() as ApplicationList
    expect(all.total).toBe(1)
  })

  it("refuses another company's upload id under the field, and keeps it usable by its own form", async () => {
    const companyA = await createSignedInCompany(ctx)
    const companyB = await createSignedInCompany(ctx)
    const uploaded = await uploadOk(companyA.slug, 'cv.docx', await sampleDocx())
    const formB = await getForm(ctx.app, companyB.slug)
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/public/forms/${companyB.slug}/submissions`,
      payload: { id: randomUUID(), values: validAnswers(formB, { curriculo: uploaded }), consent: consent() },
      headers: { origin: TEST_ORIGIN, 'x-forwarded-for': uniqueIp(), 'user-agent': 'vitest' },
    })
    expect(response.statusCode, response.body).toBe(422)
    expect(response.json().error.details.fields[fieldId(formB, 'curriculo')]).toBe(
      CANDIDATE_UPLOAD_MESSAGES.expired,
    )
    const rowsB = await ctx.database.db
      .select({ id: candidateSubmissions.id })
      .from(candidateSubmissions)
      .where(tenantWhere(candidateSubmissions, companyB.companyId))
    expect(rowsB).toHaveLength(0)
    // Company A's form still takes it (the failed attempt did not use it up).
    await submitTestApplication(ctx, companyA.slug, { answers: { curriculo: uploaded } })
  })

  it('refuses an upload id used twice or expired', async () => {
    const company = await createSignedInCompany(ctx)
    const uploaded = await uploadOk(company.slug, 'cv.pdf', await samplePdf())
    await submitTestApplication(ctx, company.slug, { answers: { curriculo: uploaded } })
    await expect(
      submitTestApplication(ctx, company.slug, { answers: { curriculo: uploaded } }),
    ).rejects.toThrow(/422/)
    const expired = await uploadOk(company.slug, 'cv.pdf', await samplePdf())
    await ctx.database.db
      .update(candidateResumeUploads)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(candidateResumeUploads.id, expired.uploadId))
    await expect(
      submitTestApplication(ctx, company.slug, { answers: { curriculo: expired } }),
    ).rejects.toThrow(/O currículo enviado expirou/)
  })

  it('a submission without the optional CV has no CV', async () => {
    const company = await createSignedInCompany(ctx)
    const id = await submitTestApplication(ctx, company.slug)
    const detail = (
      await injectAs(ctx.app, { url: `/api/applications/${id}`, as: company })
    ).json() as ApplicationDetail
    expect(detail.resume).toBeNull()
  })

  it('the orphan sweep deletes an expired upload and, past the grace period, its file', async () => {
    const company = await createSignedInCompany(ctx)
    const uploaded = await uploadOk(company.slug, 'cv.pdf', await samplePdf())
    const key = `submissions/${company.companyId}/resumes/${uploaded.uploadId}.pdf`
    // Not expired: kept even far in the future of its file.
    await sweepOrphanFiles(ctx.database, ctx.app.deps.storage, {
      graceMs: 0,
      now: new Date(Date.now() + 60_000),
    })
    expect(await ctx.app.deps.storage.get(key)).not.toBeNull()
    await ctx.database.db
      .update(candidateResumeUploads)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(candidateResumeUploads.id, uploaded.uploadId))
    await sweepOrphanFiles(ctx.database, ctx.app.deps.storage, {
      graceMs: 0,
      now: new Date(Date.now() + 60_000),
    })
    expect(await ctx.app.deps.storage.get(key)).toBeNull()
    const left = await ctx.database.db
      .select()
      .from(candidateResumeUploads)
      .where(eq(candidateResumeUploads.id, uploaded.uploadId))
    expect(left).toHaveLength(0)
  })
})
