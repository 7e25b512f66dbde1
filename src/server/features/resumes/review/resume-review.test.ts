import { Document, ExternalHyperlink, ImageRun, Packer, Paragraph, TextRun } from 'docx'
import { extractText, getDocumentProxy } from 'unpdf'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApplicationDetail, ApplicationList } from '../../../../shared/applications/api.ts'
import type { ApplicationHistory } from '../../../../shared/history/events.ts'
import { effectiveResume, type ResumeReviewInput } from '../../../../shared/resumes/resume-review.ts'
import { createTestApp, type TestContext } from '../../../test/app.ts'
import { createSignedInCompany, type SignedInCompany, setRole } from '../../../test/applications.ts'
import { testDatabaseKind } from '../../../test/database.ts'
import { injectAs } from '../../../test/inject.ts'
import { setCompanyPlan } from '../../../test/plans.ts'
import { PNG_1PX } from '../../public-form/test-support.ts'
import { SAMPLE_CV, sampleDocx, samplePdf } from '../test-support/files.ts'

let ctx: TestContext

beforeAll(async () => {
  ctx = await createTestApp()
})
afterAll(async () => {
  await ctx.close()
})

/** Imports one CV file for the company and answers its application's id. */
async function importCv(company: SignedInCompany, name: string, bytes: Uint8Array): Promise<string> {
  const batch = await injectAs(ctx.app, { method: 'POST', url: '/api/resume-imports', as: company })
  expect(batch.statusCode, batch.body).toBe(201)
  const batchId = (batch.json() as { id: string }).id
  const sent = await injectAs(ctx.app, {
    method: 'POST',
    url: `/api/resume-imports/${batchId}/files`,
    as: company,
    payload: Buffer.from(bytes),
    headers: { 'content-type': 'application/octet-stream', 'x-file-name': encodeURIComponent(name) },
  })
  expect(sent.statusCode, sent.body).toBe(200)
  await ctx.app.deps.queue.idle({ timeoutMs: 60_000 })
  const view = await injectAs(ctx.app, { url: `/api/resume-imports/${batchId}`, as: company })
  const id = (view.json() as { files: { applicationId: string | null }[] }).files[0]?.applicationId
  if (!id) throw new Error(`not imported: ${view.body}`)
  return id
}

async function detailOf(company: SignedInCompany, id: string): Promise<ApplicationDetail> {
  const response = await injectAs(ctx.app, { url: `/api/applications/${id}`, as: company })
  expect(response.statusCode, response.body).toBe(200)
  return response.json()
}

/** Every field of "Revisar dados" as the detail shows it now, with `changes` over it. */
async function reviewOf(
  company: SignedInCompany,
  id: string,
  changes: Partial<ResumeReviewInput>,
): Promise<ResumeReviewInput> {
  const resume = (await detailOf(company, id)).resume
  if (!resume) throw new Error('no resume')
  return { ...effectiveResume(resume.parsed, resume.corrections), ...changes }
}

function putReview(company: SignedInCompany, id: string, payload: ResumeReviewInput) {
  return injectAs(ctx.app, {
    method: 'PUT',
    url: `/api/applications/${id}/resume-data`,
    as: company,
    payload,
  })
}

describe(`"Revisar dados" on ${testDatabaseKind}`, () => {
  it('keeps the parsed values and the corrections apart; corrected values win everywhere', async () => {
    const company = await createSignedInCompany(ctx)
    await setCompanyPlan(ctx.database.db, company.companyId, 'ilimitado')
    const id = await importCv(company, 'helena.pdf', await samplePdf())
    const before = await detailOf(company, id)
    expect(before.resume?.parsed).toMatchObject({
      name: 'Helena Prado Vasconcelos',
      email: 'helena.vasconcelos@example.com',
      phone: '(11) 98765-1234',
    })
    expect(before.resume?.corrections).toEqual({})

    const response = await putReview(
      company,
      id,
      await reviewOf(company, id, {
        email: 'Helena.Prado@Empresa.com.br',
        phone: '11 3456 7890',
        cpf: '52998224725',
        state: 'sp',
        skills: ['Negociação técnica', 'Torneamento'],
      }),
    )
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().corrections).toEqual({
      email: 'helena.prado@empresa.com.br',
      phone: '(11) 3456-7890',
      cpf: '529.982.247-25',
      skills: ['Negociação técnica', 'Torneamento'],
    })

    const after = await detailOf(company, id)
    // What was read stays as it was read; the detail's answers carry the corrections.
    expect(after.resume?.parsed?.email).toBe('helena.vasconcelos@example.com')
    expect(after).toMatchObject({ email: 'helena.prado@empresa.com.br', cpf: '529.982.247-25' })
    const answers = after.sections.flatMap((section) => section.answers)
    expect(answers.find((answer) => answer.label === 'Celular')?.display).toEqual({
      kind: 'text',
      text: '(11) 3456-7890',
    })

    // The list and the search.
    const list: ApplicationList = (await injectAs(ctx.app, { url: '/api/applications', as: company })).json()
    expect(list.items.find((item) => item.id === id)).toMatchObject({
      email: 'helena.prado@empresa.com.br',
      cpf: '529.982.247-25',
    })
    const search = async (q: string) =>
      (
        (
          await injectAs(ctx.app, { url: `/api/applications?q=${encodeURIComponent(q)}`, as: company })
        ).json() as ApplicationList
      ).items.map((item) => item.id)
    expect(await search('helena.prado@empresa')).toEqual([id])
    expect(await search('34567890')).toEqual([id])
    expect(await search('torneamento')).toEqual([id])
    expect(await search('helena.vasconcelos@example')).toEqual([])

    // The CSV and the PDF.
    const csv = await injectAs(ctx.app, { url: '/api/applications/export.csv', as: company })
    expect(csv.statusCode, csv.body).toBe(200)
    expect(csv.body).toContain('helena.prado@empresa.com.br')
    expect(csv.body).toContain('529.982.247-25')
    expect(csv.body).not.toContain('helena.vasconcelos@example.com')
    const pdf = await injectAs(ctx.app, { url: `/api/applications/${id}/pdf`, as: company })
    expect(pdf.statusCode, pdf.body).toBe(200)
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), {
      mergePages: true,
    })
    for (const expected of [
      'Dados extraídos do currículo',
      'helena.prado@empresa.com.br',
      '(11) 3456-7890',
      'Negociação técnica, Torneamento',
      'Máquinas Paulista Ltda.',
    ]) {
      expect(text).toContain(expected)
    }
    expect(text).not.toContain('98765-1234')

    // A history event names the fields, never their values.
    const history: ApplicationHistory = (
      await injectAs(ctx.app, { url: `/api/applications/${id}/history`, as: company })
    ).json()
    const reviewed = history.items.filter((event) => event.type === 'resume_reviewed')
    expect(reviewed.map((event) => event.data)).toEqual([{ fields: ['email', 'phone', 'cpf', 'skills'] }])
  })

  it('puts a field back to what was parsed (no correction left) and records nothing when nothing changed', async () => {
    const company = await createSignedInCompany(ctx)
    const id = await importCv(company, 'helena.pdf', await samplePdf())
    const corrected = await putReview(company, id, await reviewOf(company, id, { city: 'Campinas' }))
    expect(corrected.json().corrections).toEqual({ city: 'Campinas' })
    const parsedCity = (await detailOf(company, id)).resume?.parsed?.city ?? null
    const back = await putReview(company, id, await reviewOf(company, id, { city: parsedCity }))
    expect(back.json().corrections).toEqual({})
    const again = await putReview(company, id, await reviewOf(company, id, {}))
    expect(again.statusCode).toBe(200)
    const history: ApplicationHistory = (
      await injectAs(ctx.app, { url: `/api/applications/${id}/history`, as: company })
    ).json()
    expect(history.items.filter((event) => event.type === 'resume_reviewed')).toHaveLength(2)
  })

  it("calls an imported application by its file's name when the name is cleared", async () => {
    const company = await createSignedInCompany(ctx)
    const id = await importCv(company, 'cv-helena-2024.pdf', await samplePdf())
    const response = await putReview(company, id, await reviewOf(company, id, { name: '  ' }))
    expect(response.json().corrections).toEqual({ name: null })
    expect((await detailOf(company, id)).name).toBe('cv-helena-2024')
  })

  it('refuses a bad e-mail, phone, CPF, UF or CEP with pt-BR messages, field by field', async () => {
    const company = await createSignedInCompany(ctx)
    const id = await importCv(company, 'helena.pdf', await samplePdf())
    const response = await putReview(
      company,
      id,
      await reviewOf(company, id, {
        email: 'helena@',
        phone: '98765-1234',
        cpf: '529.982.247-26',
        state: 'XX',
        cep: '1301',
      }),
    )
    expect(response.statusCode).toBe(400)
    expect(response.json().error.details.fields).toEqual({
      email: 'Informe um e-mail válido.',
      phone: 'Informe o telefone no formato (00) 00000-0000.',
      cpf: 'CPF inválido: confira os dígitos.',
      state: 'Informe a UF com duas letras (ex.: SP).',
      cep: 'Informe o CEP no formato 00000-000.',
    })
    expect((await detailOf(company, id)).resume?.corrections).toEqual({})
  })

  it('is for admin and premium: padrao gets 403 and nothing changes', async () => {
    const company = await createSignedInCompany(ctx)
    const id = await importCv(company, 'helena.pdf', await samplePdf())
    const payload = await reviewOf(company, id, { city: 'Santos' })
    await setRole(ctx.database.db, company.userId, 'padrao')
    const refused = await putReview(company, id, payload)
    expect(refused.statusCode).toBe(403)
    await setRole(ctx.database.db, company.userId, 'premium')
    expect((await putReview(company, id, payload)).json().corrections).toEqual({ city: 'Santos' })
  })

  it("answers 404 for another company's application and leaves it as it was", async () => {
    const owner = await createSignedInCompany(ctx)
    const other = await createSignedInCompany(ctx)
    const id = await importCv(owner, 'helena.pdf', await samplePdf())
    const payload = await reviewOf(owner, id, { name: 'Outra Pessoa' })
    const response = await putReview(other, id, payload)
    expect(response.statusCode).toBe(404)
    expect(response.json().error.code).toBe('NOT_FOUND')
    expect((await detailOf(owner, id)).name).toBe('Helena Prado Vasconcelos')
  })
})

/** A DOCX whose text and link try to smuggle active content into the viewer. */
function craftedDocx(): Promise<Buffer> {
  return Packer.toBuffer(
    new Document({
      sections: [
        {
          children: [
            new Paragraph({ children: [new TextRun({ text: 'Marina Costa Ribeiro', bold: true })] }),
            new Paragraph('<script>alert(1)</script><img src=x onerror=alert(2)>'),
            new Paragraph({
              children: [
                new ExternalHyperlink({
                  link: 'javascript:alert(3)',
                  children: [new TextRun('meu portfólio')],
                }),
                new TextRun(' e '),
                new ExternalHyperlink({
                  link: 'https://example.com/rastreio',
                  children: [new TextRun('meu site')],
                }),
              ],
            }),
            new Paragraph({
              children: [
                new ImageRun({
                  type: 'png',
                  data: Buffer.from(PNG_1PX, 'base64'),
                  transformation: { width: 10, height: 10 },
                }),
              ],
            }),
            new Paragraph('Experiência Profissional'),
            new Paragraph('Assistente administrativa – Papelaria Central – 2019 – atual'),
          ],
        },
      ],
    }),
  )
}

describe(`the CV viewer on ${testDatabaseKind}`, () => {
  it('shows a PDF inline as application/pdf, framed by the app only; the download is an attachment', async () => {
    const company = await createSignedInCompany(ctx)
    const id = await importCv(company, 'helena.pdf', await samplePdf())
    const detail = await detailOf(company, id)
    expect(detail.resume).toMatchObject({
      format: 'pdf',
      viewUrl: `/api/applications/${id}/resume/view`,
      htmlUrl: null,
    })
    const view = await injectAs(ctx.app, { url: `/api/applications/${id}/resume/view`, as: company })
    expect(view.statusCode).toBe(200)
    expect(view.headers['content-type']).toBe('application/pdf')
    expect(view.headers['content-disposition']).toBe(
      'inline; filename="curriculo-helena-prado-vasconcelos.pdf"',
    )
    expect(view.headers['x-frame-options']).toBe('SAMEORIGIN')
    expect(view.headers['content-security-policy']).toContain("frame-ancestors 'self'")
    expect(view.headers['x-content-type-options']).toBe('nosniff')
    expect(view.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')

    const download = await injectAs(ctx.app, { url: `/api/applications/${id}/resume`, as: company })
    expect(download.headers['content-disposition']).toBe(
      'attachment; filename="curriculo-helena-prado-vasconcelos.pdf"',
    )
    // A PDF has no HTML view.
    const html = await injectAs(ctx.app, { url: `/api/applications/${id}/resume/html`, as: company })
    expect(html.statusCode).toBe(404)
  })

  it('shows a DOCX as sanitised HTML in JSON, never the file inline', async () => {
    const company = await createSignedInCompany(ctx)
    const id = await importCv(company, 'helena.docx', await sampleDocx())
    expect((await detailOf(company, id)).resume).toMatchObject({
      format: 'docx',
      viewUrl: null,
      htmlUrl: `/api/applications/${id}/resume/html`,
    })
    const response = await injectAs(ctx.app, { url: `/api/applications/${id}/resume/html`, as: company })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['content-type']).toMatch(/^application\/json/)
    const { html } = response.json() as { html: string }
    expect(html).toContain('Helena Prado Vasconcelos')
    expect(html).toContain('Experiência Profissional')
    expect(html).toMatch(/<(p|h1|table)>/)
    // Only a PDF is ever served inline.
    const view = await injectAs(ctx.app, { url: `/api/applications/${id}/resume/view`, as: company })
    expect(view.statusCode).toBe(404)
    expect(view.headers['content-type']).toMatch(/^application\/json/)
    const download = await injectAs(ctx.app, { url: `/api/applications/${id}/resume`, as: company })
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="curriculo-.*\.docx"$/)
  })

  it('strips scripts, handlers, images and links from a crafted DOCX', async () => {
    const company = await createSignedInCompany(ctx)
    const id = await importCv(company, 'marina.docx', await craftedDocx())
    const response = await injectAs(ctx.app, { url: `/api/applications/${id}/resume/html`, as: company })
    expect(response.statusCode, response.body).toBe(200)
    const { html } = response.json() as { html: string }
    expect(html).toContain('Marina Costa Ribeiro')
    // The markup typed as text stays text (escaped), never elements or attributes.
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).not.toMatch(/<(script|img|a)[\s>]/i)
    expect(html).not.toMatch(/<[^>]*\s(href|src|style|on\w+)=/i)
    expect(html).toContain('meu portfólio')
    expect(html).toContain('meu site')
  })

  it("answers 404 to another company's CV, whatever the route", async () => {
    const owner = await createSignedInCompany(ctx)
    const other = await createSignedInCompany(ctx)
    const pdfId = await importCv(owner, 'helena.pdf', await samplePdf(SAMPLE_CV))
    const docxId = await importCv(owner, 'helena.docx', await sampleDocx())
    for (const url of [
      `/api/applications/${pdfId}/resume/view`,
      `/api/applications/${pdfId}/resume`,
      `/api/applications/${docxId}/resume/html`,
    ]) {
      const response = await injectAs(ctx.app, { url, as: other })
      expect(response.statusCode, url).toBe(404)
      expect(response.headers['content-type'], url).toMatch(/^application\/json/)
    }
  })
})
