import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApplicationList } from '../../../shared/applications/api.ts'
import { FILTER_FACETS, type FilterCounts } from '../../../shared/applications/filters.ts'
import {
  AVAILABILITIES,
  DESIRED_AREAS,
  EDUCATION_TYPES,
  SCHOOLING_LEVELS,
  YES_NO,
} from '../../../shared/forms/enumerations.ts'
import { SUBMISSION_STATUSES } from '../../../shared/submission-status.ts'
import { formConfigurations } from '../../db/schema/forms.ts'
import { jobStages, jobs } from '../../db/schema/jobs.ts'
import { applicationCountChanges, candidateSubmissions } from '../../db/schema/submissions.ts'
import { createTestApp, type TestContext } from '../../test/app.ts'
import { createSignedInCompany, type SignedInCompany } from '../../test/applications.ts'
import { injectAs } from '../../test/inject.ts'
import { setCompanyPlan } from '../../test/plans.ts'
import { loadCompanyForm } from '../forms/form.service.ts'
import { forgetFacetCounts } from './facet-counts.ts'

/**
 * The in-memory counts (facet-counts.ts) against their definition: an option's count is the total
 * the list answers with that option chosen instead (and the other filters kept). Random applications
 * and random combinations of filters, with a search, a status and the company's own questions.
 */

const DAY = 24 * 60 * 60 * 1000
let ctx: TestContext
let acme: SignedInCompany
let other: SignedInCompany
let cnhFieldId = ''
let shiftFieldId = ''
let jobId = ''
let stageIds: string[] = []

/** A seeded random sequence (mulberry32): the same data on every run. */
function seeded(seed: number) {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let value = Math.imul(state ^ (state >>> 15), 1 | state)
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296
  }
}
const random = seeded(31)
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T

const CITIES = ['São Paulo', 'Campinas', 'Rio de Janeiro', 'Recife']
const UFS = ['SP', 'RJ', 'PE']

function randomRow(companyId: string, index: number) {
  const facts: Record<string, string[]> = {}
  const maybe = (key: string, value: string) => {
    if (random() < 0.85) facts[key] = [value]
  }
  maybe('escolaridade', pick(SCHOOLING_LEVELS))
  maybe('area', pick(DESIRED_AREAS.slice(0, 4)))
  maybe('disponibilidade', pick(AVAILABILITIES))
  maybe('uf', pick(UFS))
  maybe('cidade', pick(CITIES))
  maybe('primeiro_emprego', pick(YES_NO))
  maybe('trabalhou_na_empresa', pick(YES_NO))
  facts.curriculo = [random() < 0.4 ? 'Sim' : 'Não']
  // Several education types, or none.
  const education = EDUCATION_TYPES.filter(() => random() < 0.3)
  if (education.length > 0) facts.formacao = education
  if (random() < 0.5) facts[`campo.${cnhFieldId}`] = [pick(YES_NO)]
  if (random() < 0.6) facts[`campo.${shiftFieldId}`] = [pick(['Manhã', 'Tarde', 'Noite'])]
  const inJob = random() < 0.5
  return {
    companyId,
    status: pick(SUBMISSION_STATUSES),
    formData: {},
    searchText: `candidato ${index} ${random() < 0.3 ? 'motorista' : 'vendedor'}`,
    answersText: '',
    filterFacts: facts,
    experienceMonths: Math.floor(random() * 120),
    createdAt: new Date(Date.now() - Math.floor(random() * 400) * DAY - 3600_000),
    jobId: inJob ? jobId : null,
    stageId: inJob ? pick(stageIds) : null,
  }
}

async function counts(query: string): Promise<FilterCounts> {
  const response = await injectAs(ctx.app, { url: `/api/applications/filter-counts?${query}`, as: acme })
  expect(response.statusCode, response.body).toBe(200)
  return response.json()
}

async function total(query: string): Promise<number> {
  const response = await injectAs(ctx.app, { url: `/api/applications?${query}`, as: acme })
  expect(response.statusCode, response.body).toBe(200)
  return (response.json() as ApplicationList).total
}

/** The query string with the facet's choice replaced by one option (a job's stage goes with it). */
function withOption(query: string, facet: string, value: string): string {
  const params = new URLSearchParams(query)
  params.delete(facet)
  if (facet === 'job') params.delete('stage')
  params.set(facet, value)
  return params.toString()
}

/** Every option of every facet: its count against the list's total with it. */
async function expectCountsMatchTheList(query: string) {
  const result = await counts(query)
  let checked = 0
  for (const facet of result.facets) {
    for (const option of facet.options) {
      const expected = await total(withOption(query, facet.id, option.value))
      expect(option.count, `${query} -> ${facet.id}=${option.value}`).toBe(expected)
      checked++
    }
  }
  expect(checked).toBeGreaterThan(40)
}

beforeAll(async () => {
  ctx = await createTestApp()
  acme = await createSignedInCompany(ctx, { companyName: 'Acme Contagens' })
  other = await createSignedInCompany(ctx, { companyName: 'Outra Contagens' })
  await setCompanyPlan(ctx.database.db, acme.companyId, 'basico')
  await setCompanyPlan(ctx.database.db, other.companyId, 'basico')
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
        fieldKey: 'turno',
        fieldLabel: 'Turno',
        fieldType: 'dropdown',
        options: ['Manhã', 'Tarde', 'Noite'],
      },
    ])
    .returning({ id: formConfigurations.id })
  cnhFieldId = cnh?.id ?? ''
  shiftFieldId = shift?.id ?? ''
  const [job] = await ctx.database.db
    .insert(jobs)
    .values({ companyId: acme.companyId, slug: 'motorista', title: 'Motorista' })
    .returning({ id: jobs.id })
  jobId = job?.id ?? ''
  const stages = await ctx.database.db
    .insert(jobStages)
    .values(
      ['Triagem', 'Entrevista', 'Proposta'].map((name, position) => ({
        companyId: acme.companyId,
        jobId,
        name,
        position,
      })),
    )
    .returning({ id: jobStages.id })
  stageIds = stages.map((stage) => stage.id)
  await ctx.database.db
    .insert(candidateSubmissions)
    .values(Array.from({ length: 240 }, (_, index) => randomRow(acme.companyId, index)))
  // Another company's rows, with the same facts: never counted for acme.
  await ctx.database.db.insert(candidateSubmissions).values(
    Array.from({ length: 60 }, (_, index) => ({
      ...randomRow(other.companyId, index),
      jobId: null,
      stageId: null,
    })),
  )
})

afterAll(async () => {
  await ctx.close()
})

describe('filter counts in memory (issue 16)', () => {
  it('match the list for no filter, and for each facet chosen alone', async () => {
    await expectCountsMatchTheList('')
    await expectCountsMatchTheList(`escolaridade=${encodeURIComponent('Médio Completo')}`)
    await expectCountsMatchTheList(`formacao=${encodeURIComponent(EDUCATION_TYPES[0] ?? '')}`)
    await expectCountsMatchTheList('experiencia=3')
    await expectCountsMatchTheList('periodo=90')
    await expectCountsMatchTheList(`campo.${cnhFieldId}=N%C3%A3o`)
  })

  it('match the list for combined filters, with a search, a status, a job and its stage', async () => {
    const uf = 'uf=SP&uf=RJ'
    await expectCountsMatchTheList(`${uf}&experiencia=2&area=${encodeURIComponent(DESIRED_AREAS[0] ?? '')}`)
    await expectCountsMatchTheList(`q=motorista&${uf}&escolaridade=${encodeURIComponent('Médio Completo')}`)
    await expectCountsMatchTheList(`status=novo&cidade=Campinas&primeiro_emprego=Sim&periodo=365`)
    await expectCountsMatchTheList(`job=${jobId}&stage=${stageIds[1]}&experiencia=1`)
    await expectCountsMatchTheList(`job=banco&campo.${shiftFieldId}=Tarde&curriculo=Sim`)
  })

  it('follow every change: new, changed, moved and deleted applications', async () => {
    const query = 'uf=SP&experiencia=2'
    // Two areas no random row has.
    const [kept, moved] = DESIRED_AREAS.slice(-2) as [string, string]
    const before = await counts(query)
    const optionCount = (result: FilterCounts, facet: string, value: string) =>
      result.facets.find((item) => item.id === facet)?.options.find((option) => option.value === value)
        ?.count ?? 0
    // A new application (the copy reads the rows changed since it was made).
    const [added] = await ctx.database.db
      .insert(candidateSubmissions)
      .values({
        ...randomRow(acme.companyId, 999),
        status: 'novo',
        filterFacts: { uf: ['SP'], area: [kept], curriculo: ['Não'] },
        experienceMonths: 60,
      })
      .returning({ id: candidateSubmissions.id })
    const afterInsert = await counts(query)
    expect(optionCount(afterInsert, 'area', kept)).toBe(1)
    // Its facts change: it moves to the other area.
    await ctx.database.db
      .update(candidateSubmissions)
      .set({ filterFacts: { uf: ['SP'], area: [moved], curriculo: ['Não'] } })
      .where(eq(candidateSubmissions.id, added?.id ?? ''))
    const afterUpdate = await counts(query)
    expect(optionCount(afterUpdate, 'area', kept)).toBe(0)
    expect(optionCount(afterUpdate, 'area', moved)).toBe(1)
    // Its status changes: out of the "novo" list, into the "aprovado" one.
    await ctx.database.db
      .update(candidateSubmissions)
      .set({ status: 'aprovado' })
      .where(eq(candidateSubmissions.id, added?.id ?? ''))
    expect(optionCount(await counts(`${query}&status=novo`), 'area', moved)).toBe(0)
    expect(optionCount(await counts(`${query}&status=aprovado`), 'area', moved)).toBe(1)
    // Deleted: the counts are those from before it arrived.
    await ctx.database.db.delete(candidateSubmissions).where(eq(candidateSubmissions.id, added?.id ?? ''))
    expect(await counts(query)).toEqual(before)
    await expectCountsMatchTheList(query)
  })

  it('stay right after many changes (the change rows of a company are compacted)', async () => {
    const query = 'status=aprovado&uf=RJ'
    await counts(query)
    const [row] = await ctx.database.db
      .select({ id: candidateSubmissions.id })
      .from(candidateSubmissions)
      .where(eq(candidateSubmissions.companyId, acme.companyId))
      .limit(1)
    for (let change = 0; change < 205; change++) {
      await ctx.database.db
        .update(candidateSubmissions)
        .set({ status: change % 2 === 0 ? 'aprovado' : 'pendente' })
        .where(eq(candidateSubmissions.id, row?.id ?? ''))
    }
    await counts(query)
    const [kept] = await ctx.database.db
      .select({ rows: count() })
      .from(applicationCountChanges)
      .where(eq(applicationCountChanges.companyId, acme.companyId))
    expect(kept?.rows).toBe(1)
    await expectCountsMatchTheList(query)
  })

  it('are read again whole after the copy is dropped, with the same result', async () => {
    const query = `q=vendedor&escolaridade=${encodeURIComponent('Médio Completo')}`
    const held = await counts(query)
    forgetFacetCounts(ctx.database.db)
    expect(await counts(query)).toEqual(held)
  })

  it('never count another company’s applications', async () => {
    const response = await injectAs(ctx.app, { url: '/api/applications/filter-counts', as: other })
    expect(response.statusCode, response.body).toBe(200)
    const result = response.json() as FilterCounts
    const pool = result.facets.find((facet) => facet.id === 'job')?.options.find((o) => o.value === 'banco')
    expect(pool?.count).toBe(60)
    const uf = result.facets.find((facet) => facet.id === 'uf')
    expect(uf?.options.reduce((sum, option) => sum + option.count, 0)).toBeLessThanOrEqual(60)
  })

  it('cover every facet of the panel', async () => {
    const result = await counts('')
    for (const facet of FILTER_FACETS) expect(result.facets.map((item) => item.id)).toContain(facet.id)
  })
})
