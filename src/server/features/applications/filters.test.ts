import { readFileSync } from 'node:fs'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApplicationList } from '../../../shared/applications/api.ts'
import type { FilterCounts } from '../../../shared/applications/filters.ts'
import { formConfigurations } from '../../db/schema/forms.ts'
import { candidateSubmissions } from '../../db/schema/submissions.ts'
import { createTestApp, type TestContext } from '../../test/app.ts'
import {
  createSignedInCompany,
  type SignedInCompany,
  submitTestApplication,
} from '../../test/applications.ts'
import { injectAs } from '../../test/inject.ts'
import { setCompanyPlan } from '../../test/plans.ts'
import { loadCompanyForm } from '../forms/form.service.ts'

const DAY = 24 * 60 * 60 * 1000

let ctx: TestContext
let acme: SignedInCompany
let other: SignedInCompany
let free: SignedInCompany
/** acme's own question "Possui CNH?" (sim_nao) and "Turno preferido" (dropdown, sensitive-marked). */
let cnhFieldId: string
let sensitiveFieldId: string

const ids: Record<string, string> = {}

async function list(query: string, company = acme): Promise<ApplicationList> {
  const response = await injectAs(ctx.app, { url: `/api/applications?${query}`, as: company })
  expect(response.statusCode, response.body).toBe(200)
  return response.json()
}

async function names(query: string): Promise<string[]> {
  return (await list(query)).items.map((item) => item.name ?? '').sort()
}

async function counts(query: string, company = acme): Promise<FilterCounts> {
  const response = await injectAs(ctx.app, { url: `/api/applications/filter-counts?${query}`, as: company })
  expect(response.statusCode, response.body).toBe(200)
  return response.json()
}

function optionCount(result: FilterCounts, facet: string, value: string): number | undefined {
  return result.facets.find((item) => item.id === facet)?.options.find((option) => option.value === value)
    ?.count
}

const years = (start: string, end?: string) => [
  { empresa: 'Empresa', cargo: 'Cargo', data_inicio: start, ...(end ? { data_fim: end } : {}) },
]

beforeAll(async () => {
  ctx = await createTestApp({ env: { PUBLIC_SUBMIT_RATE_MAX: '1000' } })
  acme = await createSignedInCompany(ctx, { companyName: 'Acme Filtros' })
  other = await createSignedInCompany(ctx, { companyName: 'Outra Filtros' })
  free = await createSignedInCompany(ctx, { companyName: 'Gratuita Filtros' })
  await setCompanyPlan(ctx.database.db, acme.companyId, 'basico')
  await setCompanyPlan(ctx.database.db, other.companyId, 'basico')
  // acme's own questions (added before the first application reads the form).
  await loadCompanyForm(ctx.database.db, acme.companyId)
  const [cnh, shift] = await ctx.database.db
    .insert(formConfigurations)
    .values([
      {
        companyId: acme.companyId,
        stepNumber: 4,
        orderIndex: 50,
        fieldKey: 'possui_cnh',
        fieldLabel: 'Possui CNH?',
        fieldType: 'sim_nao',
      },
      {
        companyId: acme.companyId,
        stepNumber: 4,
        orderIndex: 51,
        fieldKey: 'religiao_declarada',
        fieldLabel: 'Religião',
        fieldType: 'dropdown',
        options: ['A', 'B'],
        isSensitive: true,
      },
    ])
    .returning({ id: formConfigurations.id })
  cnhFieldId = cnh?.id ?? ''
  sensitiveFieldId = shift?.id ?? ''
  const now = Date.now()
  ids.ana = await submitTestApplication(ctx, acme.slug, {
    answers: {
      nome_completo: 'Ana Motorista',
      escolaridade: 'Superior Completo',
      area_desejada: 'Logística',
      estado: 'SP',
      cidade: 'SÃO PAULO',
      experiencia: years('01/01/2015', '01/01/2020'),
      possui_cnh: true,
      formacao: [{ tipo: 'Graduação', instituicao: 'USP', curso: 'Adm', data_inicio: '01/02/2010' }],
    },
    createdAt: new Date(now - 2 * DAY),
  })
  ids.bruno = await submitTestApplication(ctx, acme.slug, {
    answers: {
      nome_completo: 'Bruno Motorista',
      escolaridade: 'Médio Completo',
      area_desejada: 'Logística',
      estado: 'RJ',
      cidade: 'Rio de Janeiro',
      experiencia: years('01/01/2022', '01/01/2023'),
      possui_cnh: false,
      primeiro_emprego: 'Sim',
    },
    createdAt: new Date(now - 20 * DAY),
  })
  ids.carla = await submitTestApplication(ctx, acme.slug, {
    answers: {
      nome_completo: 'Carla Vendedora',
      escolaridade: 'Fundamental Completo',
      area_desejada: 'Comercial',
      estado: 'SP',
      cidade: 'Campinas',
      disponibilidade: 'noite',
      // Two overlapping jobs: 2016-2021 counts once (5 years).
      experiencia: [
        { empresa: 'A', cargo: 'B', data_inicio: '01/01/2016', data_fim: '01/01/2020' },
        { empresa: 'C', cargo: 'D', data_inicio: '01/06/2018', data_fim: '01/01/2021' },
      ],
    },
    createdAt: new Date(now - 200 * DAY),
  })
  ids.other = await submitTestApplication(ctx, other.slug, {
    answers: { nome_completo: 'Ana Outra Empresa', estado: 'SP', escolaridade: 'Doutorado' },
  })
  ids.free = await submitTestApplication(ctx, free.slug, { answers: { nome_completo: 'Gratuito' } })
})

afterAll(async () => {
  await ctx.close()
})

describe('stored facts', () => {
  it('stores the facets and the months of experience when the application arrives', async () => {
    const [row] = await ctx.database.db
      .select({ facts: candidateSubmissions.filterFacts, months: candidateSubmissions.experienceMonths })
      .from(candidateSubmissions)
      .where(eq(candidateSubmissions.id, ids.carla ?? ''))
    expect(row?.months).toBe(60)
    expect(row?.facts).toMatchObject({
      uf: ['SP'],
      cidade: ['Campinas'],
      area: ['Comercial'],
      curriculo: ['Não'],
    })
    // Never a sensitive answer.
    expect(Object.keys(row?.facts ?? {}).join(' ')).not.toMatch(
      /genero|etnia|estado_civil|deficiencia|nascimento/,
    )
    expect(row?.facts).not.toHaveProperty(`campo.${sensitiveFieldId}`)
  })

  it('is backfilled by migration 0020 with the same facts as the app computes', async () => {
    const db = ctx.database.db
    const id = ids.ana ?? ''
    const read = async () =>
      (
        await db
          .select({ facts: candidateSubmissions.filterFacts, months: candidateSubmissions.experienceMonths })
          .from(candidateSubmissions)
          .where(eq(candidateSubmissions.id, id))
      )[0]
    const computed = await read()
    await db
      .update(candidateSubmissions)
      .set({ filterFacts: {}, experienceMonths: 0 })
      .where(eq(candidateSubmissions.id, id))
    const migration = readFileSync(
      new URL('../../db/migrations/0020_filters_saved_views.sql', import.meta.url),
      'utf8',
    )
    const updates = migration
      .split('--> statement-breakpoint')
      .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
      .filter((statement) => statement.startsWith('UPDATE'))
    expect(updates).toHaveLength(2)
    for (const statement of updates) await db.execute(sql.raw(statement))
    expect(await read()).toEqual(computed)
  })
})

describe('each facet alone and with the search', () => {
  it('filters by minimum schooling in the order of the spec’s list', async () => {
    expect(await names('escolaridade=M%C3%A9dio%20Completo')).toEqual(['Ana Motorista', 'Bruno Motorista'])
    expect(await names('escolaridade=Doutorado')).toEqual([])
  })

  it('filters by years of experience (overlaps counted once)', async () => {
    expect(await names('experiencia=3')).toEqual(['Ana Motorista', 'Carla Vendedora'])
    expect(await names('experiencia=5')).toEqual(['Ana Motorista', 'Carla Vendedora'])
    expect(await names('experiencia=10')).toEqual([])
  })

  it('filters by UF (any of several) and by city whatever its case', async () => {
    expect(await names('uf=SP')).toEqual(['Ana Motorista', 'Carla Vendedora'])
    expect(await names('uf=SP&uf=RJ')).toHaveLength(3)
    expect(await names(`cidade=${encodeURIComponent('São Paulo')}`)).toEqual(['Ana Motorista'])
  })

  it('filters by area, availability, first job, education type, CV and period', async () => {
    expect(await names('area=Comercial')).toEqual(['Carla Vendedora'])
    expect(await names('disponibilidade=noite')).toEqual(['Carla Vendedora'])
    expect(await names('primeiro_emprego=Sim')).toEqual(['Bruno Motorista'])
    expect(await names(`formacao=${encodeURIComponent('Graduação')}`)).toEqual(['Ana Motorista'])
    expect(await names(`curriculo=${encodeURIComponent('Não')}`)).toHaveLength(3)
    expect(await names('periodo=7')).toEqual(['Ana Motorista'])
    expect(await names('periodo=30')).toEqual(['Ana Motorista', 'Bruno Motorista'])
  })

  it('filters by a question the company added (sim_nao)', async () => {
    expect(await names(`campo.${cnhFieldId}=Sim`)).toEqual(['Ana Motorista'])
    // A switch left off is not sent: it reads as "Não".
    expect(await names(`campo.${cnhFieldId}=${encodeURIComponent('Não')}`)).toEqual([
      'Bruno Motorista',
      'Carla Vendedora',
    ])
  })

  it('combines three filters with the search box', async () => {
    expect(await names('q=motorista&uf=SP&experiencia=3&area=Log%C3%ADstica')).toEqual(['Ana Motorista'])
    expect(await names('q=vendedora&uf=SP&experiencia=3')).toEqual(['Carla Vendedora'])
    expect(await names('q=motorista&uf=SP&escolaridade=Doutorado')).toEqual([])
    const page = await list('q=motorista&uf=SP&uf=RJ&status=novo')
    expect(page.total).toBe(2)
  })

  it('never shows another company’s applications', async () => {
    expect(await names('escolaridade=Doutorado&uf=SP')).toEqual([])
  })
})

describe('counts per option', () => {
  it('counts each option with the other filters applied', async () => {
    const result = await counts('uf=SP')
    // The UF facet ignores its own choice: it tells what each UF would give.
    expect(optionCount(result, 'uf', 'SP')).toBe(2)
    expect(optionCount(result, 'uf', 'RJ')).toBe(1)
    // Other facets are counted within SP.
    expect(optionCount(result, 'area', 'Logística')).toBe(1)
    expect(optionCount(result, 'area', 'Comercial')).toBe(1)
    expect(optionCount(result, 'experiencia', '3')).toBe(2)
    expect(optionCount(result, 'escolaridade', 'Médio Completo')).toBe(1)
    expect(optionCount(result, 'escolaridade', 'Fundamental Incompleto')).toBe(2)
    expect(optionCount(result, 'periodo', '30')).toBe(1)
    expect(optionCount(result, 'periodo', '365')).toBe(2)
    expect(optionCount(result, 'job', 'banco')).toBe(2)
    expect(optionCount(result, `campo.${cnhFieldId}`, 'Sim')).toBe(1)
    expect(result.facets.find((facet) => facet.id === `campo.${cnhFieldId}`)?.label).toBe('Possui CNH?')
  })

  it('counts with the search and several filters, and lists the cities found', async () => {
    const result = await counts('q=motorista&experiencia=3&uf=SP')
    expect(optionCount(result, 'uf', 'RJ')).toBe(0)
    expect(optionCount(result, 'uf', 'SP')).toBe(1)
    expect(optionCount(result, 'experiencia', '1')).toBe(1)
    expect(optionCount(result, 'cidade', 'São Paulo')).toBe(1)
  })

  it('never offers a sensitive field or a sensitive answer as a facet', async () => {
    const result = await counts('')
    const facetIds = result.facets.map((facet) => facet.id)
    expect(facetIds).not.toContain(`campo.${sensitiveFieldId}`)
    const labels = result.facets.map((facet) => facet.label.toLowerCase())
    for (const word of [
      'gênero',
      'raça/etnia',
      'estado civil',
      'data de nascimento',
      'foto 3x4',
      'nome da mãe',
    ])
      expect(labels).not.toContain(word)
    expect(labels.join(' ')).not.toMatch(/deficiência|necessidade especial|nacionalidade|naturalidade/)
  })
})

describe('sensitive data is never a filter', () => {
  for (const [param, word] of [
    ['etnia=Parda', 'etnia'],
    ['genero=Feminino', 'gênero'],
    ['deficiencia=Auditiva', 'deficiência'],
    ['estado_civil=Casado(a)', 'estado civil'],
    ['idade=30', 'idade'],
    ['foto=sim', 'foto'],
    ['nome_mae=Maria', 'nome da mãe'],
  ] as const) {
    it(`refuses ${param} with 400 and says why`, async () => {
      for (const url of [`/api/applications?${param}`, `/api/applications/filter-counts?${param}`]) {
        const response = await injectAs(ctx.app, { url, as: acme })
        expect(response.statusCode).toBe(400)
        expect(response.json().error.message).toContain(`Não é possível filtrar por ${word}`)
      }
    })
  }

  it('refuses a company field marked sensitive', async () => {
    const response = await injectAs(ctx.app, {
      url: `/api/applications?campo.${sensitiveFieldId}=A`,
      as: acme,
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.message).toContain('dados sensíveis')
  })

  it('refuses another company’s field as unknown', async () => {
    const response = await injectAs(ctx.app, { url: `/api/applications?campo.${cnhFieldId}=Sim`, as: other })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.message).toBe('Campo de filtro inválido.')
  })

  it('refuses an option that is not in the list', async () => {
    const response = await injectAs(ctx.app, { url: '/api/applications?uf=XX', as: acme })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.details.fields.uf).toBe('Opção inválida no filtro "UF".')
  })
})

describe('plan gate', () => {
  it('refuses an advanced facet on Gratuito with 403 and the upgrade text', async () => {
    const response = await injectAs(ctx.app, { url: '/api/applications?uf=SP', as: free })
    expect(response.statusCode).toBe(403)
    expect(response.json().error).toMatchObject({
      code: 'PLAN_REQUIRED',
      message: 'Disponível a partir do plano Básico.',
    })
    const countsResponse = await injectAs(ctx.app, { url: '/api/applications/filter-counts', as: free })
    expect(countsResponse.statusCode).toBe(403)
  })

  it('keeps status and search free on Gratuito', async () => {
    const page = await list('q=gratuito&status=novo', free)
    expect(page.items.map((item) => item.name)).toEqual(['Gratuito'])
  })
})
