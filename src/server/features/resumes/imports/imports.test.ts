import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApplicationDetail, ApplicationList } from '../../../../shared/applications/api.ts'
import { getPlan } from '../../../../shared/plans.ts'
import type { ImportBatchView, ImportFile, ImportUploadResult } from '../../../../shared/resumes/imports.ts'
import { candidateSubmissions, resumeImportFiles } from '../../../db/schema/index.ts'
import { tenantWhere } from '../../../db/tenant.ts'
import { createTestApp, type TestContext } from '../../../test/app.ts'
import {
  countSubmissions,
  createSignedInCompany,
  type SignedInCompany,
  setRole,
  submitTestApplication,
} from '../../../test/applications.ts'
import { testDatabaseKind } from '../../../test/database.ts'
import { injectAs } from '../../../test/inject.ts'
import { createJob } from '../../jobs/test-support.ts'
import {
  fakeExe,
  lyingZipBomb,
  sampleDocx,
  samplePdf,
  truncatedPdf,
  zipBomb,
  zipOf,
} from '../test-support/files.ts'
import { renderPdf } from '../test-support/render-cv.ts'

let ctx: TestContext

beforeAll(async () => {
  ctx = await createTestApp()
})
afterAll(async () => {
  await ctx.close()
})

async function startBatch(company: SignedInCompany): Promise<string> {
  const response = await injectAs(ctx.app, { method: 'POST', url: '/api/resume-imports', as: company })
  expect(response.statusCode, response.body).toBe(201)
  return (response.json() as { id: string }).id
}

async function upload(company: SignedInCompany, batchId: string, name: string, bytes: Uint8Array) {
  return injectAs(ctx.app, {
    method: 'POST',
    url: `/api/resume-imports/${batchId}/files`,
    as: company,
    payload: Buffer.from(bytes),
    headers: { 'content-type': 'application/octet-stream', 'x-file-name': encodeURIComponent(name) },
  })
}

async function uploadOk(company: SignedInCompany, batchId: string, name: string, bytes: Uint8Array) {
  const response = await upload(company, batchId, name, bytes)
  expect(response.statusCode, response.body).toBe(200)
  return (response.json() as ImportUploadResult).files
}

/** The batch once the queue has nothing left to do. */
async function finished(company: SignedInCompany, batchId: string): Promise<ImportBatchView> {
  await ctx.app.deps.queue.idle({ timeoutMs: 60_000 })
  const response = await injectAs(ctx.app, { url: `/api/resume-imports/${batchId}`, as: company })
  expect(response.statusCode, response.body).toBe(200)
  return response.json()
}

const byName = (files: ImportFile[]) => Object.fromEntries(files.map((file) => [file.name, file]))

function cv(name: string, word: string): string {
  return `= ${name}
Campinas/SP – (19) 99876-5432 – ${name.split(' ')[0]?.toLowerCase()}@example.com
# Experiência Profissional
Analista de ${word} – Indústrias Reunidas S.A. – 02/2018 – atual
Responsável por ${word} e pela gestão de pessoas do setor.
# Formação Acadêmica
Administração – Universidade Estadual de Campinas – 2012 – 2016`
}

describe(`CV import on ${testDatabaseKind}`, () => {
  it('imports a PDF and a DOCX as applications the search finds by a word of the CV', async () => {
    const company = await createSignedInCompany(ctx)
    const batch = await startBatch(company)
    const pdf = await uploadOk(
      company,
      batch,
      'Renata Siqueira.pdf',
      await renderPdf(cv('Renata Siqueira', 'logística reversa')),
    )
    expect(pdf).toMatchObject([{ name: 'Renata Siqueira.pdf', format: 'pdf', state: 'processing' }])
    await uploadOk(company, batch, 'marcos.docx', await sampleDocx(cv('Marcos Tavares', 'tesouraria')))

    const view = await finished(company, batch)
    const files = byName(view.files)
    expect(files['Renata Siqueira.pdf']).toMatchObject({
      state: 'imported',
      applicationName: 'Renata Siqueira',
    })
    expect(files['marcos.docx']).toMatchObject({
      state: 'imported',
      format: 'docx',
      applicationName: 'Marcos Tavares',
    })

    const found = await injectAs(ctx.app, { url: '/api/applications?q=tesouraria', as: company })
    const list: ApplicationList = found.json()
    expect(list.items.map((item) => item.name)).toEqual(['Marcos Tavares'])
    expect(list.items[0]?.email).toBe('marcos@example.com')
    // Stemmed, accent-insensitive: "logistica reversas" finds "logística reversa".
    const stemmed: ApplicationList = (
      await injectAs(ctx.app, { url: '/api/applications?q=logistica%20reversas', as: company })
    ).json()
    expect(stemmed.items.map((item) => item.name)).toEqual(['Renata Siqueira'])

    const [row] = await ctx.database.db
      .select({ source: candidateSubmissions.source, resumeText: candidateSubmissions.resumeText })
      .from(candidateSubmissions)
      .where(
        tenantWhere(
          candidateSubmissions,
          company.companyId,
          eq(candidateSubmissions.id, files['marcos.docx']?.applicationId ?? ''),
        ),
      )
    expect(row?.source).toBe('importacao')
    expect(row?.resumeText).toContain('tesouraria')
  })

  it('puts a batch chosen with a job and a status into that job’s first stage with that status', async () => {
    const company = await createSignedInCompany(ctx)
    const job = await createJob(ctx, company.cookie, { title: 'Analista de Compras' })
    const started = await injectAs(ctx.app, {
      method: 'POST',
      url: '/api/resume-imports',
      as: company,
      payload: { jobId: job.id, status: 'pendente' },
    })
    expect(started.statusCode, started.body).toBe(201)
    const batch = (started.json() as { id: string }).id
    await uploadOk(company, batch, 'joana.pdf', await renderPdf(cv('Joana Prado', 'compras')))
    const [file] = (await finished(company, batch)).files
    expect(file?.state).toBe('imported')

    const detail: ApplicationDetail = (
      await injectAs(ctx.app, { url: `/api/applications/${file?.applicationId}`, as: company })
    ).json()
    expect(detail.status).toBe('pendente')
    expect(detail.job).toMatchObject({ id: job.id, title: 'Analista de Compras', stageName: 'Inscritos' })

    // Another company's job is not found, and a status outside the list is refused.
    const other = await createSignedInCompany(ctx)
    const foreign = await injectAs(ctx.app, {
      method: 'POST',
      url: '/api/resume-imports',
      as: other,
      payload: { jobId: job.id },
    })
    expect([foreign.statusCode, foreign.json().error.message]).toEqual([404, 'Vaga não encontrada.'])
    const invalid = await injectAs(ctx.app, {
      method: 'POST',
      url: '/api/resume-imports',
      as: company,
      payload: { status: 'contratado' },
    })
    expect(invalid.statusCode).toBe(400)
  })

  it('imports the CVs of a zip, refusing archives inside it and skipping macOS metadata', async () => {
    const company = await createSignedInCompany(ctx)
    const batch = await startBatch(company)
    const zip = zipOf({
      'cvs/ana.pdf': await renderPdf(cv('Ana Beatriz Lopes', 'compras')),
      'cvs/bruno.docx': await sampleDocx(cv('Bruno Farias', 'almoxarifado')),
      'cvs/mais.zip': zipOf({ 'x.pdf': await samplePdf() }),
      '__MACOSX/cvs/._ana.pdf': new Uint8Array([0, 5, 22, 7]),
    })
    const added = await uploadOk(company, batch, 'curriculos.zip', zip)
    expect(added.map((file) => file.name)).toEqual(['cvs/ana.pdf', 'cvs/bruno.docx', 'cvs/mais.zip'])
    const files = byName((await finished(company, batch)).files)
    expect(files['cvs/ana.pdf']?.state).toBe('imported')
    expect(files['cvs/bruno.docx']?.state).toBe('imported')
    expect(files['cvs/mais.zip']).toMatchObject({ state: 'failed', failure: 'nested_archive' })
    expect(await countSubmissions(ctx.database.db, company.companyId)).toBe(2)
  })

  it('gives every bad file a clear reason and goes on with the rest of the batch', async () => {
    const company = await createSignedInCompany(ctx)
    const batch = await startBatch(company)
    const bad: [string, Uint8Array][] = [
      ['cortado.pdf', await truncatedPdf()],
      ['senha.pdf', await samplePdf(undefined, { userPassword: 'segredo' })],
      ['programa.pdf', fakeExe()],
      ['bomba.zip', zipBomb(60 * 1024 * 1024)],
      ['bomba-mentirosa.zip', lyingZipBomb(60 * 1024 * 1024)],
      ['vazio.pdf', new Uint8Array()],
      ['grande.pdf', new Uint8Array(6 * 1024 * 1024).fill(0x25)],
    ]
    for (const [name, bytes] of bad) {
      const response = await upload(company, batch, name, bytes)
      expect(response.statusCode, `${name}: ${response.body}`).toBe(200)
    }
    await uploadOk(company, batch, 'bom.pdf', await renderPdf(cv('Carlos Eduardo Neves', 'manutenção')))
    const files = byName((await finished(company, batch)).files)
    expect(
      Object.fromEntries(Object.entries(files).map(([name, file]) => [name, file.failure ?? file.state])),
    ).toEqual({
      'cortado.pdf': 'corrupt',
      'senha.pdf': 'encrypted',
      'programa.pdf': 'unsupported',
      'bomba.zip': 'zip_too_large',
      'bomba-mentirosa.zip': 'zip_too_large',
      'vazio.pdf': 'empty',
      'grande.pdf': 'too_large',
      'bom.pdf': 'imported',
    })
    // Files refused by content were never stored; the truncated PDF was (it failed only when read) and stays.
    const [stored] = await ctx.database.db
      .select({ key: resumeImportFiles.storageKey })
      .from(resumeImportFiles)
      .where(
        tenantWhere(
          resumeImportFiles,
          company.companyId,
          eq(resumeImportFiles.id, files['cortado.pdf']?.id ?? ''),
        ),
      )
    expect(stored?.key).toMatch(/^resumes\/[0-9a-f-]+\/[0-9a-f-]+\.pdf$/)
    expect(await ctx.app.deps.storage.get(stored?.key ?? '')).not.toBeNull()
    expect(files['programa.pdf']?.format).toBeNull()
  })

  it('stops at the plan limit under the submissions lock, even with two batches in parallel', async () => {
    const company = await createSignedInCompany(ctx)
    const limit = getPlan('gratuito').resumeLimit ?? 0
    // Fill the plan up to one free place.
    await ctx.database.db
      .insert(candidateSubmissions)
      .values(Array.from({ length: limit - 1 }, () => ({ companyId: company.companyId, formData: {} })))
    const [first, second] = [await startBatch(company), await startBatch(company)]
    const pdf = await renderPdf(cv('Daniela Rocha', 'faturamento'))
    await Promise.all([
      uploadOk(company, first, 'a.pdf', pdf),
      uploadOk(company, first, 'b.pdf', pdf),
      uploadOk(company, second, 'c.pdf', pdf),
      uploadOk(company, second, 'd.pdf', pdf),
    ])
    const files = [...(await finished(company, first)).files, ...(await finished(company, second)).files]
    expect(files.filter((file) => file.state === 'imported')).toHaveLength(1)
    expect(files.filter((file) => file.failure === 'plan_limit')).toHaveLength(3)
    expect(await countSubmissions(ctx.database.db, company.companyId)).toBe(limit)
  })

  it('runs a file’s job again without a second application', async () => {
    const company = await createSignedInCompany(ctx)
    const batch = await startBatch(company)
    const [file] = await uploadOk(
      company,
      batch,
      'elisa.pdf',
      await renderPdf(cv('Elisa Moura', 'auditoria')),
    )
    await finished(company, batch)
    const { processImportFile } = await import('./imports.service.ts')
    const again = await processImportFile(
      { db: ctx.database.db, storage: ctx.app.deps.storage, pool: ctx.app.deps.pool },
      { companyId: company.companyId, fileId: file?.id ?? '', lastAttempt: false },
    )
    expect(again).toEqual({ state: 'imported' })
    expect(await countSubmissions(ctx.database.db, company.companyId)).toBe(1)
  })

  it('answers 404 to another company’s batch and 403 to a padrao member', async () => {
    const owner = await createSignedInCompany(ctx)
    const other = await createSignedInCompany(ctx)
    const batch = await startBatch(owner)
    const read = await injectAs(ctx.app, { url: `/api/resume-imports/${batch}`, as: other })
    expect(read.statusCode).toBe(404)
    expect(read.json().error.message).toBe('Importação não encontrada.')
    const write = await upload(other, batch, 'x.pdf', await samplePdf())
    expect(write.statusCode).toBe(404)
    expect((await finished(owner, batch)).files).toEqual([])
    expect(
      (await injectAs(ctx.app, { url: `/api/resume-imports/${randomUUID()}`, as: owner })).statusCode,
    ).toBe(404)

    const padrao = await createSignedInCompany(ctx)
    await setRole(ctx.database.db, padrao.userId, 'padrao')
    const refused = await injectAs(ctx.app, { method: 'POST', url: '/api/resume-imports', as: padrao })
    expect(refused.statusCode).toBe(403)
  })

  it('shows an imported application with what was read from the CV and serves the original file', async () => {
    const company = await createSignedInCompany(ctx)
    const other = await createSignedInCompany(ctx)
    const batch = await startBatch(company)
    const pdf = await renderPdf(cv('Fábio Nogueira', 'orçamentos'))
    const [file] = await uploadOk(company, batch, 'f.pdf', pdf)
    const applicationId = byName((await finished(company, batch)).files)['f.pdf']?.applicationId
    expect(file?.id).toBeTruthy()
    const detail = await injectAs(ctx.app, { url: `/api/applications/${applicationId}`, as: company })
    expect(detail.statusCode, detail.body).toBe(200)
    const body: ApplicationDetail = detail.json()
    expect(body).toMatchObject({ name: 'Fábio Nogueira', email: 'fábio@example.com', source: 'importacao' })
    expect(body.sections.map((section) => section.title)).toEqual(['Dados do currículo'])
    expect(body.resume).toMatchObject({
      fileName: 'curriculo-fabio-nogueira.pdf',
      format: 'pdf',
      downloadUrl: `/api/applications/${applicationId}/resume`,
      parsed: { name: 'Fábio Nogueira', phone: '(19) 99876-5432', city: 'Campinas', state: 'SP' },
    })
    expect(body.resume?.text).toContain('orçamentos')

    const download = await injectAs(ctx.app, {
      url: `/api/applications/${applicationId}/resume`,
      as: company,
    })
    expect(download.statusCode).toBe(200)
    expect(download.headers['content-type']).toBe('application/pdf')
    expect(download.headers['content-disposition']).toBe(
      'attachment; filename="curriculo-fabio-nogueira.pdf"',
    )
    expect(download.headers['x-content-type-options']).toBe('nosniff')
    expect(download.rawPayload.equals(pdf)).toBe(true)

    const foreign = await injectAs(ctx.app, { url: `/api/applications/${applicationId}/resume`, as: other })
    expect(foreign.statusCode).toBe(404)
    expect((await injectAs(ctx.app, { url: `/api/applications/${applicationId}/resume` })).statusCode).toBe(
      401,
    )
  })

  it('gives a form application no CV and its download a 404', async () => {
    const company = await createSignedInCompany(ctx)
    const id = await submitTestApplication(ctx, company.slug)
    const body: ApplicationDetail = (
      await injectAs(ctx.app, { url: `/api/applications/${id}`, as: company })
    ).json()
    expect(body).toMatchObject({ source: 'formulario', resume: null })
    const download = await injectAs(ctx.app, { url: `/api/applications/${id}/resume`, as: company })
    expect(download.statusCode).toBe(404)
    expect(download.json().error.message).toBe('Esta candidatura não tem currículo anexado.')
  })
})
