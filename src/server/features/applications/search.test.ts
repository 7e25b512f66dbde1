import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApplicationList, ApplicationSummary } from '../../../shared/applications/api.ts'
import { candidateSubmissions } from '../../db/schema/submissions.ts'
import { TEST_ORIGIN, uniqueIp } from '../../test/accounts.ts'
import { createTestApp, type TestContext } from '../../test/app.ts'
import {
  createSignedInCompany,
  type SignedInCompany,
  submitTestApplication,
} from '../../test/applications.ts'
import { testDatabaseKind } from '../../test/database.ts'
import { EXCERPT_PREFIX } from './search.ts'

const DAY = 24 * 60 * 60 * 1000

let ctx: TestContext
let acme: SignedInCompany
let other: SignedInCompany

/** The rows of one search of acme's list (or another company's), in the order the API gives them. */
async function search(q: string, extra = '', company = acme): Promise<ApplicationList> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/applications?q=${encodeURIComponent(q)}${extra}`,
    headers: { origin: TEST_ORIGIN, 'x-forwarded-for': uniqueIp(), cookie: company.cookie },
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json()
}

async function names(q: string, extra = ''): Promise<(string | null)[]> {
  return (await search(q, extra)).items.map((item) => item.name)
}

/** Stores CV text on an application the way the CV pipeline does (resume_text). */
async function setResumeText(id: string, text: string): Promise<void> {
  await ctx.database.db
    .update(candidateSubmissions)
    .set({ resumeText: text })
    .where(eq(candidateSubmissions.id, id))
}

function excerptText(item: ApplicationSummary | undefined): string {
  return (item?.excerpt ?? []).map((part) => (part.match ? `[${part.text}]` : part.text)).join('')
}

let carla: string
let pedro: string
let lucia: string
let rafael: string

beforeAll(async () => {
  ctx = await createTestApp({ env: { PUBLIC_SUBMIT_RATE_MAX: '1000' } })
  acme = await createSignedInCompany(ctx, { companyName: 'Acme Logística' })
  other = await createSignedInCompany(ctx, { companyName: 'Outra Empresa' })
  const now = Date.now()
  carla = await submitTestApplication(ctx, acme.slug, {
    answers: {
      nome_completo: 'Carla Mendes',
      cpf: '529.982.247-25',
      email: 'carla@example.com',
      cargo_desejado: 'Engenheira de Produção',
    },
    createdAt: new Date(now - 4 * DAY),
  })
  pedro = await submitTestApplication(ctx, acme.slug, {
    answers: {
      nome_completo: 'Pedro Araújo',
      cpf: '111.444.777-35',
      email: 'pedro@example.com',
      cargo_desejado: 'Vendedor',
    },
    createdAt: new Date(now - 3 * DAY),
  })
  lucia = await submitTestApplication(ctx, acme.slug, {
    answers: {
      nome_completo: 'Lúcia Ferreira',
      cpf: '123.456.789-09',
      email: 'lucia@example.com',
      cargo_desejado: 'Analista de RH',
    },
    createdAt: new Date(now - 2 * DAY),
  })
  rafael = await submitTestApplication(ctx, acme.slug, {
    answers: {
      nome_completo: 'Rafael Gonçalves',
      cpf: '935.411.347-80',
      email: 'rafael@example.com',
      cargo_desejado: 'Estagiário',
    },
    createdAt: new Date(now - 1 * DAY),
  })
  await setResumeText(
    pedro,
    'Experiência Profissional. Gerente comercial: responsável pela venda de equipamentos industriais, ' +
      'gestão de pessoas e metas. Engenheiro mecânico de formação.',
  )
  await setResumeText(
    lucia,
    'Objetivo: atuar em recursos humanos. Competências: recrutamento, gestão de pessoas, ' +
      'folha de pagamento. Estágio em departamento pessoal.',
  )
  await setResumeText(
    rafael,
    'Estágio em vendas internas na Loja Sol. Idiomas: inglês intermediário. Pessoas de gestão difícil.',
  )
  // Another company's CV with every word searched below: never found from acme.
  const bruno = await submitTestApplication(ctx, other.slug, {
    answers: { nome_completo: 'Bruno Costa', cpf: '529.982.247-25', email: 'bruno@example.com' },
  })
  await setResumeText(bruno, 'Engenheiro de vendas, gestão de pessoas, estágio, recrutamento.')
}, 180_000)

afterAll(async () => {
  await ctx?.close()
})

describe(`Portuguese full-text search on ${testDatabaseKind}`, () => {
  it('stems Portuguese: "engenheira" finds "engenheiro", "vendas" finds "venda" and "vendedor" is not "vendas"', async () => {
    expect(new Set(await names('engenheira'))).toEqual(new Set(['Carla Mendes', 'Pedro Araújo']))
    expect(new Set(await names('vendas'))).toEqual(new Set(['Pedro Araújo', 'Rafael Gonçalves']))
  })

  it('ignores accents and case in the CV text', async () => {
    expect(await names('GESTAO', '&sort=recent')).toEqual([
      'Rafael Gonçalves',
      'Lúcia Ferreira',
      'Pedro Araújo',
    ])
    expect(await names('estagio', '&sort=recent')).toEqual(['Rafael Gonçalves', 'Lúcia Ferreira'])
    expect(await names('ESTÁGIO', '&sort=recent')).toEqual(['Rafael Gonçalves', 'Lúcia Ferreira'])
  })

  it('finds a quoted phrase only with its words in that order', async () => {
    expect(new Set(await names('"gestão de pessoas"'))).toEqual(new Set(['Pedro Araújo', 'Lúcia Ferreira']))
    // Rafael's CV has "Pessoas de gestão": both words, not the phrase.
    expect(await names('gestão pessoas', '&sort=recent')).toEqual([
      'Rafael Gonçalves',
      'Lúcia Ferreira',
      'Pedro Araújo',
    ])
  })

  it('takes OR and -exclusion', async () => {
    expect(await names('recrutamento or mecânico', '&sort=recent')).toEqual([
      'Lúcia Ferreira',
      'Pedro Araújo',
    ])
    expect(await names('gestão -estágio')).toEqual(['Pedro Araújo'])
    expect(await names('"gestão de pessoas" -estágio')).toEqual(['Pedro Araújo'])
  })

  it('needs every word without OR', async () => {
    expect(await names('recrutamento mecânico')).toEqual([])
    expect(await names('inglês vendas')).toEqual(['Rafael Gonçalves'])
  })

  it('orders by relevance while searching unless "Mais recentes" is chosen', async () => {
    // Pedro: "vendedor" in his answers counts more than words in a CV; Rafael: only the CV.
    const relevance = await names('vendas')
    expect(new Set(relevance)).toEqual(new Set(['Pedro Araújo', 'Rafael Gonçalves']))
    // Carla's "Engenheira" is in her answers (weight A), Pedro's "Engenheiro" in his CV (weight B).
    expect(await names('engenheira', '&sort=recent')).toEqual(['Pedro Araújo', 'Carla Mendes'])
    expect(await names('engenheira', '&sort=relevance')).toEqual(['Carla Mendes', 'Pedro Araújo'])
  })

  it('gives each row a short excerpt with the matched words marked', async () => {
    const result = await search('"gestão de pessoas"', '&sort=recent')
    const lines = result.items.map(excerptText)
    expect(lines[0]).toContain('[gestão] de [pessoas]')
    expect(lines[0]).toContain('recrutamento')
    expect(lines[1]).toContain('[gestão] de [pessoas]')
    for (const line of lines) expect(line.length).toBeLessThan(400)
    const phrase = result.items[1]?.excerpt ?? []
    expect(phrase.filter((part) => part.match).map((part) => part.text)).toEqual(['gestão', 'pessoas'])
  })

  it('finds the excerpt of a match far into a long CV', async () => {
    const id = await submitTestApplication(ctx, other.slug, {
      answers: { nome_completo: 'Sofia Rezende', cpf: '390.533.447-05', email: 'sofia@example.com' },
    })
    const filler = 'Relatórios semanais e organização de documentos da área. '.repeat(80)
    expect(filler.length).toBeGreaterThan(EXCERPT_PREFIX)
    await setResumeText(id, `${filler}Cursos: paleontologia aplicada e museologia.`)
    const result = await search('paleontologia', '', other)
    expect(result.items.map((item) => item.id)).toEqual([id])
    expect(excerptText(result.items[0])).toContain('[paleontologia] aplicada')
  })

  it('gives no excerpt to a match by name, CPF or e-mail fragment, nor without a search', async () => {
    expect((await search('carla@exa')).items.map((item) => item.excerpt)).toEqual([null])
    expect((await search('935.411')).items.map((item) => item.name)).toEqual(['Rafael Gonçalves'])
    expect((await search('')).items.every((item) => item.excerpt === null)).toBe(true)
  })

  it('keeps the fragment search of names, CPF and e-mail', async () => {
    expect(await names('gonçal')).toEqual(['Rafael Gonçalves'])
    expect(await names('GONCALVES')).toEqual(['Rafael Gonçalves'])
    expect(await names('52998224725')).toEqual(['Carla Mendes'])
    expect(await names('lucia@')).toEqual(['Lúcia Ferreira'])
  })

  it('never finds another company’s CV and counts only what it finds', async () => {
    const result = await search('recrutamento')
    expect(result.items.map((item) => item.id)).toEqual([lucia])
    expect(result.total).toBe(1)
    const theirs = await search('lúcia', '', other)
    expect(theirs.total).toBe(0)
    expect(carla).toBeTruthy()
  })

  it('counts the searched rows once with the page, and still past the last page', async () => {
    const all = await search('a', '&pageSize=2')
    expect(all.items.length).toBeLessThanOrEqual(2)
    expect(all.total).toBeGreaterThan(2)
    const second = await search('a', '&pageSize=2&page=2')
    expect(second.total).toBe(all.total)
    expect(second.items.map((item) => item.id)).not.toContain(all.items[0]?.id)
    const past = await search('a', '&pageSize=2&page=999')
    expect(past.items).toEqual([])
    expect(past.total).toBe(all.total)
    expect((await search('nada-parecido-com-isto')).total).toBe(0)
    // Newest first, the page and the total come from two statements: the same total.
    expect((await search('a', '&pageSize=2&sort=recent')).total).toBe(all.total)
    expect((await search('a', '&pageSize=2&page=999&sort=recent')).total).toBe(all.total)
  })

  it('answers queries of stop words or symbols without an error (only the fragment search applies)', async () => {
    expect(await names('"')).toEqual([])
    expect(await names('a & b | !c')).toEqual([])
    expect(await names('!(')).toEqual([])
    for (const query of ['de', 'OR', 'o que']) {
      expect(
        (await search(query)).items.every((item) => item.excerpt === null),
        query,
      ).toBe(true)
    }
    expect((await search('-')).total).toBe(4)
  })

  it('refuses an unknown order with a Portuguese message', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/applications?q=vendas&sort=nome',
      headers: { origin: TEST_ORIGIN, 'x-forwarded-for': uniqueIp(), cookie: acme.cookie },
    })
    expect(response.statusCode).toBe(400)
    expect(Object.values(response.json().error.details.fields)).toContain(
      'Ordenação inválida. Use relevance ou recent.',
    )
  })
})
