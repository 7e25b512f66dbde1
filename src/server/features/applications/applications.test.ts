import { existsSync } from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { extractText, getDocumentProxy } from 'unpdf'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { ApplicationDetail, ApplicationList } from '../../../shared/applications/api.ts'
import { submissionFiles } from '../../db/schema/submissions.ts'
import { createTestApp, type TestContext } from '../../test/app.ts'
import {
  countSubmissions,
  createSignedInCompany,
  type SignedInCompany,
  setRole,
  submitTestApplication,
} from '../../test/applications.ts'
import { testDatabaseKind } from '../../test/database.ts'
import { injectAs } from '../../test/inject.ts'
import { setCompanyPlan } from '../../test/plans.ts'

const DAY = 24 * 60 * 60 * 1000

let ctx: TestContext
/**
 * The fixture (buildFixture): company A with three applications (João, Maria, Ana), B with one.
 * A suite whose cases only read it builds it once (beforeAll); a suite whose cases change it
 * builds a fresh one per case (beforeEach), so no case depends on another's writes or order.
 */
let acme: SignedInCompany
let other: SignedInCompany
let joao: string
let maria: string
let ana: string
let bruno: string

function request(
  method: 'GET' | 'PATCH' | 'DELETE',
  url: string,
  cookie: string | undefined,
  payload?: Record<string, unknown>,
) {
  return injectAs(ctx.app, { method, url, as: cookie, payload })
}

async function list(query: string, company = acme): Promise<ApplicationList> {
  const response = await request('GET', `/api/applications${query}`, company.cookie)
  expect(response.statusCode, response.body).toBe(200)
  return response.json()
}

async function names(query: string, company = acme): Promise<(string | null)[]> {
  return (await list(query, company)).items.map((item) => item.name)
}

beforeAll(async () => {
  ctx = await createTestApp({ env: { PUBLIC_SUBMIT_RATE_MAX: '1000' } })
})

async function buildFixture() {
  acme = await createSignedInCompany(ctx, { companyName: 'Acme Logística' })
  // PDF export is sold from Básico up (src/shared/plans.ts).
  await setCompanyPlan(ctx.database.db, acme.companyId, 'basico')
  other = await createSignedInCompany(ctx, { companyName: 'Outra Empresa' })
  const now = Date.now()
  joao = await submitTestApplication(ctx, acme.slug, {
    // Each with their own mobile: the form's default one would make them one person (decision 021).
    answers: {
      nome_completo: 'João da Silva',
      cpf: '529.982.247-25',
      email: 'joao@example.com',
      celular: '(11)98765-0001',
    },
    createdAt: new Date(now - 3 * DAY),
  })
  maria = await submitTestApplication(ctx, acme.slug, {
    answers: {
      nome_completo: 'Maria Conceição Souza',
      cpf: '111.444.777-35',
      email: 'maria.souza@empresa.com.br',
      celular: '(16)98765-0002',
      cidade: 'Ribeirão Preto',
      linkedin: 'https://www.linkedin.com/in/maria-souza',
    },
    createdAt: new Date(now - 2 * DAY),
  })
  ana = await submitTestApplication(ctx, acme.slug, {
    answers: {
      nome_completo: 'Ana Paula Lima',
      cpf: '123.456.789-09',
      email: 'ana.lima@example.com',
      celular: '(11)98765-0003',
      cargo_desejado: '=HYPERLINK("http://mal.example","clique")',
      bairro: '+55 Centro; "Sul"',
      linkedin: 'https://www.linkedin.com/in/ana-lima',
    },
    createdAt: new Date(now - 1 * DAY),
  })
  bruno = await submitTestApplication(ctx, other.slug, {
    answers: { nome_completo: 'João Bruno Costa', cpf: '935.411.347-80', email: 'bruno@example.com' },
  })
}

afterAll(async () => {
  await ctx?.close()
})

describe(`applications list on ${testDatabaseKind}`, () => {
  beforeAll(buildFixture)

  it('lists the company’s applications newest first, with name, CPF, e-mail, status and the total', async () => {
    const page = await list('')
    expect(page.total).toBe(3)
    expect(page.page).toBe(1)
    expect(page.pageSize).toBe(20)
    expect(page.items.map((item) => item.id)).toEqual([ana, maria, joao])
    expect(page.items[2]).toMatchObject({
      name: 'João da Silva',
      cpf: '529.982.247-25',
      email: 'joao@example.com',
      status: 'novo',
      isRepeat: false,
    })
    expect(new Date(page.items[2]!.createdAt).getTime()).toBeLessThan(Date.now() - 2.9 * DAY)
  })

  it('never shows another company’s applications', async () => {
    expect(await names('', other)).toEqual(['João Bruno Costa'])
    expect(await names('?q=bruno')).toEqual([])
  })

  it('finds by name ignoring case and accents', async () => {
    expect(await names('?q=joao')).toEqual(['João da Silva'])
    expect(await names('?q=JOÃO%20DA')).toEqual(['João da Silva'])
    expect(await names('?q=concei%C3%A7%C3%A3o')).toEqual(['Maria Conceição Souza'])
    expect(await names('?q=CONCEICAO')).toEqual(['Maria Conceição Souza'])
  })

  it('finds a CPF with or without punctuation, whole or in part', async () => {
    for (const cpf of ['529.982.247-25', '52998224725', '529982247-25', '529.982', '98224']) {
      expect(await names(`?q=${encodeURIComponent(cpf)}`), cpf).toEqual(['João da Silva'])
    }
  })

  it('finds by an e-mail fragment and by any other text answer', async () => {
    expect(await names('?q=maria.souza%40')).toEqual(['Maria Conceição Souza'])
    expect(await names('?q=ribeirao')).toEqual(['Maria Conceição Souza'])
    expect(await names('?q=Transportes%20XYZ')).toHaveLength(3)
  })

  it('takes LIKE wildcards literally and answers an empty page when nothing matches', async () => {
    expect(await list('?q=%25')).toMatchObject({ items: [], total: 0 })
    expect(await list('?q=_')).toMatchObject({ items: [], total: 0 })
    expect(await list('?q=ninguem-tem-isso')).toMatchObject({ items: [], total: 0 })
    expect(await names('?q=%20%20')).toHaveLength(3)
  })

  it('paginates with the total count of the filtered list', async () => {
    const first = await list('?pageSize=2')
    expect(first.items.map((item) => item.id)).toEqual([ana, maria])
    expect(first.total).toBe(3)
    const second = await list('?pageSize=2&page=2')
    expect(second.items.map((item) => item.id)).toEqual([joao])
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 })
    expect((await list('?page=9')).items).toEqual([])
  })

  it('answers 400 in Portuguese for bad query parameters', async () => {
    const cases: [string, string][] = [
      ['?status=arquivado', 'Filtro de status inválido.'],
      ['?page=0', 'Página inválida.'],
      ['?page=abc', 'Página inválida.'],
      ['?page=1.5', 'Página inválida.'],
      ['?pageSize=1000', 'Quantidade por página inválida (de 1 a 100).'],
      [`?q=${'a'.repeat(201)}`, 'A busca pode ter no máximo 200 caracteres.'],
    ]
    for (const [query, message] of cases) {
      const response = await request('GET', `/api/applications${query}`, acme.cookie)
      expect(response.statusCode, query).toBe(400)
      const body = response.json()
      expect(body.error.message).toBe('Dados inválidos. Verifique os campos e tente novamente.')
      expect(Object.values(body.error.details.fields)).toContain(message)
    }
  })

  it('needs a session', async () => {
    const response = await request('GET', '/api/applications', undefined)
    expect(response.statusCode).toBe(401)
    expect(response.json().error.message).toBe('Sua sessão expirou. Faça login novamente.')
  })
})

describe(`application status on ${testDatabaseKind}`, () => {
  beforeEach(buildFixture)

  async function setStatus(id: string, status: string, company = acme) {
    return request('PATCH', `/api/applications/${id}/status`, company.cookie, { status })
  }

  it('moves from any state to aprovado, pendente or reprovado, and the filter follows', async () => {
    const path: string[] = [
      'aprovado',
      'pendente',
      'reprovado',
      'aprovado',
      'aprovado',
      'reprovado',
      'pendente',
    ]
    for (const status of path) {
      const response = await setStatus(maria, status)
      expect(response.statusCode, status).toBe(200)
      expect(response.json()).toMatchObject({ id: maria, status })
      expect(await names(`?status=${status}`)).toEqual(['Maria Conceição Souza'])
    }
    expect(await names('?status=novo')).toEqual(['Ana Paula Lima', 'João da Silva'])
    expect(await names('?status=todos')).toHaveLength(3)
    expect(await names('?status=pendente&q=maria')).toEqual(['Maria Conceição Souza'])
    expect(await names('?status=pendente&q=joao')).toEqual([])
  })

  it('never goes back to novo, and refuses unknown statuses', async () => {
    for (const status of ['novo', 'arquivado', '']) {
      const response = await setStatus(joao, status)
      expect(response.statusCode, status).toBe(400)
      expect(response.json().error.details.fields.status).toBe(
        'Status inválido. Use aprovado, pendente ou reprovado.',
      )
    }
    expect((await list('?q=joao')).items[0]?.status).toBe('novo')
  })

  it('answers 404 for another company’s application and for an unknown id', async () => {
    const response = await setStatus(bruno, 'aprovado')
    expect(response.statusCode).toBe(404)
    expect(response.json().error.message).toBe('Candidatura não encontrada.')
    expect((await list('', other)).items[0]?.status).toBe('novo')
    expect((await setStatus('00000000-0000-4000-8000-000000000000', 'aprovado')).statusCode).toBe(404)
  })
})

describe(`application detail on ${testDatabaseKind}`, () => {
  beforeAll(buildFixture)

  it('says "Não autorizado pelo candidato" for the sensitive questions of a candidate who did not consent', async () => {
    const company = await createSignedInCompany(ctx, { companyName: 'Consentimento Ltda' })
    const id = await submitTestApplication(ctx, company.slug, { sensitiveDataAccepted: false })
    const detail: ApplicationDetail = (await request('GET', `/api/applications/${id}`, company.cookie)).json()
    const answers = detail.sections.flatMap((section) => section.answers)
    const textOf = (label: string) => {
      const display = answers.find((item) => item.label === label)?.display
      return display?.kind === 'text' ? display.text : undefined
    }
    expect(textOf('Raça/Etnia')).toBe('Não autorizado pelo candidato')
    expect(textOf('Possui Necessidade Especial?')).toBe('Não autorizado pelo candidato')
    expect(textOf('Gênero')).not.toBe('Não autorizado pelo candidato')
  })

  it('shows every field of the form in order, with N/A for the empty ones and no password', async () => {
    const response = await request('GET', `/api/applications/${joao}`, acme.cookie)
    expect(response.statusCode).toBe(200)
    const detail: ApplicationDetail = response.json()
    expect(detail).toMatchObject({ id: joao, name: 'João da Silva', cpf: '529.982.247-25', status: 'novo' })
    expect(detail.sections.map((section) => section.step)).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    expect(detail.sections[0]?.title).toBe('Dados Obrigatórios')
    const first = detail.sections[0]!.answers.map((answer) => answer.label)
    expect(first).toEqual(['CPF', 'Nome Completo', 'E-mail'])
    const text = (label: string) => {
      const answer = detail.sections
        .flatMap((section) => section.answers)
        .find((item) => item.label === label)
      return answer?.display.kind === 'text' ? answer.display.text : answer?.display
    }
    expect(text('Nome do Pai')).toBe('N/A')
    expect(text('Raça/Etnia')).toBe('Parda')
    expect(text('Data de Nascimento')).toBe('15/03/1995')
    expect(text('Número')).toBe('1000')
    expect(text('Naturalidade')).toBe('São Paulo')
    expect(JSON.stringify(detail)).not.toContain('segredo-forte-1')

    const photo = detail.sections[1]!.answers[0]!
    expect(photo.display).toMatchObject({ kind: 'photo', name: 'eu.png' })
    const education = detail.sections[6]!.answers[0]!
    expect(education.display).toEqual({
      kind: 'entries',
      entries: [
        {
          title: 'Formação #1',
          items: [
            { label: 'Tipo', text: 'Curso Técnico' },
            { label: 'Instituição', text: 'SENAI' },
            { label: 'Curso', text: 'Logística' },
            { label: 'Data de Início', text: '01/02/2014' },
            { label: 'Data de Conclusão', text: 'N/A' },
            { label: 'Descrição', text: 'N/A' },
          ],
        },
      ],
    })
  })

  it('serves the photo to the company only', async () => {
    const detail: ApplicationDetail = (await request('GET', `/api/applications/${joao}`, acme.cookie)).json()
    const photo = detail.sections[1]!.answers[0]!.display
    if (photo.kind !== 'photo') throw new Error('no photo')
    const mine = await request('GET', photo.url, acme.cookie)
    expect(mine.statusCode).toBe(200)
    // The JPEG made of the upload (issue 12), not the original PNG.
    expect(mine.headers['content-type']).toBe('image/jpeg')
    expect([...mine.rawPayload.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff])
    expect((await request('GET', photo.url, other.cookie)).statusCode).toBe(404)
  })

  it('answers 404 for another company’s application and 400 for a malformed id', async () => {
    const response = await request('GET', `/api/applications/${bruno}`, acme.cookie)
    expect(response.statusCode).toBe(404)
    expect(response.json().error.message).toBe('Candidatura não encontrada.')
    expect((await request('GET', '/api/applications/nao-e-um-id', acme.cookie)).statusCode).toBe(400)
  })
})

describe(`application export on ${testDatabaseKind}`, () => {
  beforeEach(buildFixture)

  it('exports one application as a PDF with the company, answers in order, status and dates', async () => {
    await request('PATCH', `/api/applications/${joao}/status`, acme.cookie, { status: 'aprovado' })
    const response = await request('GET', `/api/applications/${joao}/pdf`, acme.cookie)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['content-type']).toBe('application/pdf')
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="candidatura-joao-da-silva.pdf"',
    )
    const pdf = await getDocumentProxy(new Uint8Array(response.rawPayload))
    const { text } = await extractText(pdf, { mergePages: true })
    for (const expected of [
      'ACME LOGÍSTICA',
      'João da Silva',
      'Detalhes da Candidatura',
      'Aprovado',
      'Dados Obrigatórios',
      'Nome da Mãe',
      'Maria da Silva',
      'São Paulo',
      'Formação #1',
      'Experiência #1',
      'Transportes XYZ',
      'Página 1 de',
    ]) {
      expect(text, expected).toContain(expected)
    }
    expect(text.indexOf('Dados Obrigatórios')).toBeLessThan(text.indexOf('Informações Pessoais'))
    expect(text.indexOf('Informações Pessoais')).toBeLessThan(text.indexOf('Experiência #1'))
    expect(text).not.toContain('segredo-forte-1')
  })

  it('exports the filtered list as CSV: BOM, ";" separator, accents, formulas neutralised', async () => {
    await request('PATCH', `/api/applications/${joao}/status`, acme.cookie, { status: 'aprovado' })
    const response = await request('GET', '/api/applications/export.csv?status=todos', acme.cookie)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="candidaturas-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    const body = response.rawPayload.toString('utf8')
    expect(body.startsWith('\uFEFF')).toBe(true)
    const lines = body.slice(1).split('\r\n').filter(Boolean)
    expect(lines).toHaveLength(4)
    const header = lines[0]!.split(';')
    expect(header.slice(0, 5)).toEqual(['Nome', 'CPF', 'E-mail', 'Status', 'Data de Envio'])
    expect(header).toContain('Cargo Desejado')
    expect(header).not.toContain('Senha')
    expect(lines[1]).toMatch(
      /^Ana Paula Lima;123\.456\.789-09;ana\.lima@example\.com;Novo;\d{2}\/\d{2}\/\d{4} \d{2}:\d{2};/,
    )
    expect(lines[1]).toContain(`;"'=HYPERLINK(""http://mal.example"",""clique"")";`)
    expect(lines[1]).toContain(`;"'+55 Centro; ""Sul""";`)
    expect(lines[2]).toContain('Maria Conceição Souza')
    expect(lines[2]).toContain('Ribeirão Preto')
    expect(body).not.toContain('João Bruno')

    const filtered = await request('GET', '/api/applications/export.csv?q=joao', acme.cookie)
    const filteredLines = filtered.rawPayload.toString('utf8').split('\r\n').filter(Boolean)
    expect(filteredLines).toHaveLength(2)
    expect(filteredLines[1]).toMatch(/^João da Silva;529\.982\.247-25;joao@example\.com;Aprovado;/)
  })

  it('refuses the PDF on Gratuito with 403 PLAN_REQUIRED; the CSV export stays on every plan', async () => {
    const free = await createSignedInCompany(ctx, { companyName: 'Gratuita Exportações' })
    const id = await submitTestApplication(ctx, free.slug)
    const response = await request('GET', `/api/applications/${id}/pdf`, free.cookie)
    expect(response.statusCode).toBe(403)
    expect(response.json().error).toEqual({
      code: 'PLAN_REQUIRED',
      message: 'Disponível a partir do plano Básico.',
      details: { feature: 'pdfExport', requiredPlan: 'basico' },
    })
    expect((await request('GET', '/api/applications/export.csv', free.cookie)).statusCode).toBe(200)
    await setCompanyPlan(ctx.database.db, free.companyId, 'basico')
    expect((await request('GET', `/api/applications/${id}/pdf`, free.cookie)).statusCode).toBe(200)
  })

  it('answers 404 for another company’s PDF and 400 for bad export parameters', async () => {
    expect((await request('GET', `/api/applications/${bruno}/pdf`, acme.cookie)).statusCode).toBe(404)
    const bad = await request('GET', '/api/applications/export.csv?status=xyz', acme.cookie)
    expect(bad.statusCode).toBe(400)
  })
})

describe(`roles on ${testDatabaseKind}`, () => {
  it('lets padrao view and decide, but not delete or export; premium may do both', async () => {
    const team = await createSignedInCompany(ctx, { companyName: 'Equipe Papéis' })
    await setCompanyPlan(ctx.database.db, team.companyId, 'basico')
    const id = await submitTestApplication(ctx, team.slug)
    await setRole(ctx.database.db, team.userId, 'padrao')
    expect((await request('GET', '/api/applications', team.cookie)).statusCode).toBe(200)
    expect((await request('GET', `/api/applications/${id}`, team.cookie)).statusCode).toBe(200)
    expect(
      (await request('PATCH', `/api/applications/${id}/status`, team.cookie, { status: 'aprovado' }))
        .statusCode,
    ).toBe(200)
    for (const [method, url] of [
      ['DELETE', `/api/applications/${id}`],
      ['GET', `/api/applications/${id}/pdf`],
      ['GET', '/api/applications/export.csv'],
    ] as const) {
      const response = await request(method, url, team.cookie)
      expect(response.statusCode, url).toBe(403)
      expect(response.json().error.message).toBe('Você não tem permissão para realizar esta ação.')
    }
    expect(await countSubmissions(ctx.database.db, team.companyId)).toBe(1)

    await setRole(ctx.database.db, team.userId, 'premium')
    expect((await request('GET', `/api/applications/${id}/pdf`, team.cookie)).statusCode).toBe(200)
    expect((await request('GET', '/api/applications/export.csv', team.cookie)).statusCode).toBe(200)
    expect((await request('DELETE', `/api/applications/${id}`, team.cookie)).statusCode).toBe(204)
  })
})

describe(`application stats on ${testDatabaseKind}`, () => {
  it('counts the company’s applications in total and per status, and no other company’s', async () => {
    const team = await createSignedInCompany(ctx, { companyName: 'Contagem Ltda' })
    const ids = [
      await submitTestApplication(ctx, team.slug, { answers: { cpf: '529.982.247-25' } }),
      await submitTestApplication(ctx, team.slug, { answers: { cpf: '111.444.777-35' } }),
      await submitTestApplication(ctx, team.slug, { answers: { cpf: '123.456.789-09' } }),
    ]
    await request('PATCH', `/api/applications/${ids[0]}/status`, team.cookie, { status: 'aprovado' })
    await request('PATCH', `/api/applications/${ids[1]}/status`, team.cookie, { status: 'reprovado' })
    const response = await request('GET', '/api/applications/stats', team.cookie)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      total: 3,
      byStatus: { novo: 1, pendente: 0, aprovado: 1, reprovado: 1 },
    })
    expect((await request('GET', '/api/applications/stats', undefined)).statusCode).toBe(401)
  })
})

describe(`application delete on ${testDatabaseKind}`, () => {
  beforeEach(buildFixture)

  it('answers 404 for another company’s application and leaves it alone', async () => {
    const response = await request('DELETE', `/api/applications/${bruno}`, acme.cookie)
    expect(response.statusCode).toBe(404)
    expect(await countSubmissions(ctx.database.db, other.companyId)).toBe(1)
  })

  it('removes the row, its file rows and its stored photo', async () => {
    const [file] = await ctx.database.db
      .select({ storageKey: submissionFiles.storageKey })
      .from(submissionFiles)
      .where(eq(submissionFiles.submissionId, ana))
    const stored = path.join(ctx.dataDir, 'uploads', ...file!.storageKey.split('/'))
    expect(existsSync(stored)).toBe(true)

    const response = await request('DELETE', `/api/applications/${ana}`, acme.cookie)
    expect(response.statusCode).toBe(204)
    expect(existsSync(stored)).toBe(false)
    expect(
      await ctx.database.db.select().from(submissionFiles).where(eq(submissionFiles.submissionId, ana)),
    ).toEqual([])
    expect((await request('GET', `/api/applications/${ana}`, acme.cookie)).statusCode).toBe(404)
    expect((await request('DELETE', `/api/applications/${ana}`, acme.cookie)).statusCode).toBe(404)
    expect((await list('')).total).toBe(2)
  })
})
