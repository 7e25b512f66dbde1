import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import yauzl from 'yauzl'
import type { AuditList } from '../../../shared/audit/api.ts'
import type { BulkOperation } from '../../../shared/bulk/api.ts'
import type { PlanId } from '../../../shared/plans.ts'
import { bulkOperations } from '../../db/schema/bulk.ts'
import { subscriptions } from '../../db/schema/companies.ts'
import { candidateSubmissions } from '../../db/schema/submissions.ts'
import { createTestApp, type TestContext } from '../../test/app.ts'
import {
  countSubmissions,
  createSignedInCompany,
  type SignedInCompany,
  submitTestApplication,
} from '../../test/applications.ts'
import { testDatabaseKind } from '../../test/database.ts'
import { injectAs } from '../../test/inject.ts'
import { setCompanyPlan } from '../../test/plans.ts'
import { addTeamMember } from '../../test/team.ts'
import { sweepBulkResults } from './bulk.service.ts'

let ctx: TestContext

beforeAll(async () => {
  ctx = await createTestApp({ env: { PUBLIC_SUBMIT_RATE_MAX: '1000' } })
})
afterAll(async () => {
  await ctx.close()
})

function bulk(as: string | { cookie: string }, payload: Record<string, unknown>) {
  return injectAs(ctx.app, { method: 'POST', url: '/api/applications/bulk', as, payload })
}

/** A member of the company (the plan allows them for a moment: gratuito has one user). */
async function member(company: SignedInCompany, role: 'admin' | 'premium' | 'padrao', fullName?: string) {
  const [current] = await ctx.database.db
    .select({ planType: subscriptions.planType })
    .from(subscriptions)
    .where(eq(subscriptions.companyId, company.companyId))
  await setCompanyPlan(ctx.database.db, company.companyId, 'profissional')
  const added = await addTeamMember(ctx, company, { role, ...(fullName ? { fullName } : {}) })
  await setCompanyPlan(ctx.database.db, company.companyId, (current?.planType ?? 'gratuito') as PlanId)
  return added
}

async function companyWith(count: number, plan?: 'basico') {
  const company = await createSignedInCompany(ctx, { fullName: 'Marta Reis' })
  if (plan) await setCompanyPlan(ctx.database.db, company.companyId, plan)
  const ids: string[] = []
  for (let index = 0; index < count; index++) {
    ids.push(
      await submitTestApplication(ctx, company.slug, {
        answers: { nome_completo: `Candidata ${index + 1}` },
      }),
    )
  }
  return { company, ids }
}

/** Copies of one application (a batch above the inline limit without 200 public submissions). */
async function cloneApplications(companyId: string, sourceId: string, copies: number): Promise<void> {
  const [source] = await ctx.database.db
    .select()
    .from(candidateSubmissions)
    .where(eq(candidateSubmissions.id, sourceId))
  if (!source) throw new Error('no source application')
  const { id: _id, searchVector: _vector, ...row } = source
  await ctx.database.db
    .insert(candidateSubmissions)
    .values(Array.from({ length: copies }, () => ({ ...row, companyId })))
}

function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error)
      const files = new Map<string, Buffer>()
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError)
          const chunks: Buffer[] = []
          stream.on('data', (chunk: Buffer) => chunks.push(chunk))
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks))
            zip.readEntry()
          })
        })
      })
      zip.on('end', () => resolve(files))
      zip.on('error', reject)
      zip.readEntry()
    })
  })
}

async function download(company: { cookie: string }, operation: BulkOperation) {
  expect(operation.downloadUrl).not.toBeNull()
  const response = await injectAs(ctx.app, { url: operation.downloadUrl ?? '', as: company })
  expect(response.statusCode, response.body).toBe(200)
  return response
}

describe(`bulk actions on ${testDatabaseKind}`, () => {
  it('changes the status of the checked applications and records each change and the bulk action', async () => {
    const { company, ids } = await companyWith(3)
    const response = await bulk(company, {
      selection: { kind: 'ids', ids },
      action: 'status',
      params: { status: 'aprovado' },
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toMatchObject({ status: 'done', total: 3, done: 3, skipped: 0, failed: 0 })
    const statuses = await ctx.database.db
      .select({ status: candidateSubmissions.status })
      .from(candidateSubmissions)
      .where(eq(candidateSubmissions.companyId, company.companyId))
    expect(statuses.map((row) => row.status)).toEqual(['aprovado', 'aprovado', 'aprovado'])
    const audit = await injectAs(ctx.app, { url: '/api/audit?tipo=bulk_action', as: company })
    expect((audit.json() as AuditList).items[0]).toMatchObject({
      label: 'Ação em massa',
      description: 'Alterar status: 3 de 3 concluída(s).',
      actor: 'Marta Reis',
    })
    const changes = await injectAs(ctx.app, { url: '/api/audit?tipo=status_changed', as: company })
    expect((changes.json() as AuditList).total).toBe(3)
  })

  it('selects every result of the list filter with the list own where (status and search)', async () => {
    const { company, ids } = await companyWith(3)
    await injectAs(ctx.app, {
      method: 'PATCH',
      url: `/api/applications/${ids[0]}/status`,
      as: company,
      payload: { status: 'reprovado' },
    })
    const response = await bulk(company, {
      selection: { kind: 'filter', filter: { status: 'novo' } },
      action: 'status',
      params: { status: 'pendente' },
    })
    expect(response.json()).toMatchObject({ total: 2, done: 2 })
    const [first] = await ctx.database.db
      .select({ status: candidateSubmissions.status })
      .from(candidateSubmissions)
      .where(eq(candidateSubmissions.id, ids[0] ?? ''))
    expect(first?.status).toBe('reprovado')
  })

  it('skips another company’s ids without touching them, and says nothing about them', async () => {
    const mine = await companyWith(1)
    const theirs = await companyWith(1)
    const response = await bulk(mine.company, {
      selection: { kind: 'ids', ids: [...mine.ids, ...theirs.ids] },
      action: 'status',
      params: { status: 'aprovado' },
    })
    expect(response.json()).toMatchObject({ total: 2, done: 1, skipped: 1 })
    const [other] = await ctx.database.db
      .select({ status: candidateSubmissions.status })
      .from(candidateSubmissions)
      .where(eq(candidateSubmissions.id, theirs.ids[0] ?? ''))
    expect(other?.status).toBe('novo')
  })

  it('deletes only with the typed confirmation, and a padrao member may not delete at all', async () => {
    const { company, ids } = await companyWith(2)
    const padrao = await member(company, 'padrao', 'Paulo Souza')
    const refused = await bulk(padrao, {
      selection: { kind: 'ids', ids },
      action: 'delete',
      params: { confirmation: '2' },
    })
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error.code).toBe('FORBIDDEN')
    const unconfirmed = await bulk(company, {
      selection: { kind: 'ids', ids },
      action: 'delete',
      params: { confirmation: '3' },
    })
    expect(unconfirmed.statusCode).toBe(422)
    expect(unconfirmed.json().error.message).toContain('digite a quantidade')
    expect(await countSubmissions(ctx.database.db, company.companyId)).toBe(2)
    const done = await bulk(company, {
      selection: { kind: 'ids', ids },
      action: 'delete',
      params: { confirmation: '2' },
    })
    expect(done.json()).toMatchObject({ status: 'done', done: 2 })
    expect(await countSubmissions(ctx.database.db, company.companyId)).toBe(0)
    // A padrao member still changes statuses in bulk (applications:changeStatus).
    const other = await companyWith(1)
    const padraoMember = await member(other.company, 'padrao')
    const status = await bulk(padraoMember, {
      selection: { kind: 'ids', ids: other.ids },
      action: 'status',
      params: { status: 'aprovado' },
    })
    expect(status.json()).toMatchObject({ done: 1 })
  })

  it('refuses an unknown action and bad params with pt-BR messages', async () => {
    const { company, ids } = await companyWith(1)
    const unknown = await bulk(company, { selection: { kind: 'ids', ids }, action: 'teleportar' })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().error.message).toBe('Ação em massa desconhecida.')
    const badStatus = await bulk(company, {
      selection: { kind: 'ids', ids },
      action: 'status',
      params: { status: 'novo' },
    })
    expect(badStatus.statusCode).toBe(400)
    const empty = await bulk(company, { selection: { kind: 'ids', ids: [] }, action: 'status' })
    expect(empty.statusCode).toBe(400)
  })

  it('runs a batch over 200 in the job queue, with its progress stored and polled', async () => {
    const { company, ids } = await companyWith(1)
    await cloneApplications(company.companyId, ids[0] ?? '', 204)
    const response = await bulk(company, {
      selection: { kind: 'filter', filter: {} },
      action: 'status',
      params: { status: 'aprovado' },
    })
    expect(response.statusCode, response.body).toBe(202)
    const queued = response.json() as BulkOperation
    expect(queued).toMatchObject({ status: 'queued', total: 205, done: 0 })
    await ctx.app.deps.queue.idle({ timeoutMs: 120_000 })
    const polled = await injectAs(ctx.app, { url: `/api/bulk-operations/${queued.id}`, as: company })
    expect(polled.json()).toMatchObject({ status: 'done', total: 205, done: 205, failed: 0 })
    // Only its requester follows it: another member of the same company gets 404.
    const colleague = await member(company, 'admin')
    const hidden = await injectAs(ctx.app, { url: `/api/bulk-operations/${queued.id}`, as: colleague })
    expect(hidden.statusCode).toBe(404)
  }, 180_000)

  it('exports the basic CSV on gratuito and refuses PDFs and the full export with the upgrade text', async () => {
    const { company, ids } = await companyWith(2)
    const csv = await bulk(company, { selection: { kind: 'ids', ids }, action: 'export_csv' })
    expect(csv.json()).toMatchObject({ status: 'done', done: 2 })
    const file = await download(company, csv.json() as BulkOperation)
    expect(file.headers['content-type']).toContain('text/csv')
    expect(file.body).toContain('Candidata 1')
    expect(file.body).toContain('Candidata 2')
    for (const action of ['export_pdf', 'export_full']) {
      const refused = await bulk(company, { selection: { kind: 'ids', ids }, action })
      expect(refused.statusCode).toBe(403)
      expect(refused.json().error).toMatchObject({
        code: 'PLAN_REQUIRED',
        message: 'Disponível a partir do plano Básico.',
      })
    }
    // The result file is its requester's only.
    const colleague = await member(company, 'admin')
    const other = await injectAs(ctx.app, {
      url: (csv.json() as BulkOperation).downloadUrl ?? '',
      as: colleague,
    })
    expect(other.statusCode).toBe(404)
  })

  it('on básico, exports a full .zip (CSV with CV columns, photos) and a .zip of PDFs', async () => {
    const { company, ids } = await companyWith(2, 'basico')
    const full = await bulk(company, { selection: { kind: 'ids', ids }, action: 'export_full' })
    expect(full.json(), full.body).toMatchObject({ status: 'done', done: 2 })
    const files = await unzip((await download(company, full.json() as BulkOperation)).rawPayload)
    const csv = files.get('candidaturas.csv')?.toString('utf8') ?? ''
    expect(csv).toContain('Currículo: Habilidades')
    expect(csv).toContain('Candidata 2')
    const photos = [...files.keys()].filter((name) => name.startsWith('fotos/'))
    expect(photos).toHaveLength(2)
    expect(files.get(photos[0] ?? '')?.length).toBeGreaterThan(0)

    const pdfs = await bulk(company, { selection: { kind: 'ids', ids }, action: 'export_pdf' })
    expect(pdfs.json(), pdfs.body).toMatchObject({ status: 'done', done: 2 })
    const pdfFiles = await unzip((await download(company, pdfs.json() as BulkOperation)).rawPayload)
    expect([...pdfFiles.keys()].sort()).toEqual([
      'candidatura-candidata-1.pdf',
      'candidatura-candidata-2.pdf',
    ])
    for (const bytes of pdfFiles.values()) expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
    const audit = await injectAs(ctx.app, { url: '/api/audit?tipo=exported_full', as: company })
    expect((audit.json() as AuditList).items[0]).toMatchObject({ description: '2 candidaturas exportadas.' })
  }, 60_000)

  it('sweeps result files after a day', async () => {
    const { company, ids } = await companyWith(1)
    const csv = (
      await bulk(company, { selection: { kind: 'ids', ids }, action: 'export_csv' })
    ).json() as BulkOperation
    await sweepBulkResults(ctx.database.db, ctx.app.deps.storage, new Date(Date.now() + 25 * 3600 * 1000))
    const [row] = await ctx.database.db.select().from(bulkOperations).where(eq(bulkOperations.id, csv.id))
    expect(row?.resultKey).toBeNull()
    const gone = await injectAs(ctx.app, { url: csv.downloadUrl ?? '', as: company })
    expect(gone.statusCode).toBe(404)
  })
})

describe(`audit log on ${testDatabaseKind}`, () => {
  async function auditOf(company: SignedInCompany, query = '') {
    const response = await injectAs(ctx.app, { url: `/api/audit${query}`, as: company })
    expect(response.statusCode, response.body).toBe(200)
    return response.json() as AuditList
  }

  it('lists the company’s events, filtered by type, member and period, and exports them as CSV', async () => {
    const { company, ids } = await companyWith(1)
    const bruno = await member(company, 'premium', 'Bruno Lima')
    await injectAs(ctx.app, { url: `/api/applications/${ids[0]}`, as: bruno })
    await injectAs(ctx.app, { url: `/api/applications/${ids[0]}`, as: bruno })
    const all = await auditOf(company)
    // The receipt e-mail to the candidate (issue 17) is an event of the application too.
    expect(all.items.map((item) => item.type).sort()).toEqual(['email_queued', 'received', 'viewed'])
    const viewed = all.items.find((item) => item.type === 'viewed')
    expect(viewed).toMatchObject({
      label: 'Candidatura visualizada',
      actor: 'Bruno Lima',
      applicationName: 'Candidata 1',
    })
    expect(all.members.map((member) => member.name)).toEqual(['Bruno Lima', 'Marta Reis'])

    expect((await auditOf(company, `?membro=${bruno.userId}`)).total).toBe(1)
    expect((await auditOf(company, '?tipo=received')).total).toBe(1)
    const today = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date())
    expect((await auditOf(company, `?de=${today}&ate=${today}`)).total).toBe(3)
    expect((await auditOf(company, '?de=01/01/2020&ate=31/12/2020')).total).toBe(0)
    const bad = await injectAs(ctx.app, { url: '/api/audit?de=31/02/2026', as: company })
    expect(bad.statusCode).toBe(400)
    expect(bad.body).toContain('Data inválida. Use o formato dd/mm/aaaa.')

    const csv = await injectAs(ctx.app, { url: '/api/audit/export.csv?tipo=viewed', as: company })
    expect(csv.statusCode).toBe(200)
    expect(csv.body.split('\r\n')[0]).toBe('\uFEFFData;Evento;Detalhes;Membro;Candidatura')
    expect(csv.body).toContain('Candidatura visualizada;;Bruno Lima;Candidata 1')

    // Another company never sees these events; premium and padrao have no audit log.
    const other = await createSignedInCompany(ctx)
    expect((await auditOf(other)).total).toBe(0)
    expect((await injectAs(ctx.app, { url: '/api/audit', as: bruno })).statusCode).toBe(403)
  })
})
