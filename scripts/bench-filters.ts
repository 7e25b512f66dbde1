// Advanced filters under load (issue 16, "Measure and report"): seeds one company with 100,000
// applications (city/UF, schooling, area, availability, experience and education entries, the
// filter facts the app stores) and 5 other companies with 10,000 each on PostgreSQL, then measures
// p50/p95 of the list with 3 combined filters plus a search, and of the per-option counts, through
// the HTTP API (real server on 127.0.0.1, real session) and as SQL (the service's statements run
// directly). Budget: p95 < 80 ms for list + counts together (both requests at once, as the page does).
//
// Usage: npm run bench:filters
//        npm run bench:filters -- --main=100000 --others=5 --other-size=10000 --runs=100 --explain [--print-sql]
//        npm run bench:filters -- --keep    (keeps the database; --reuse=<name> measures it again without
//                                            seeding: its largest company's applications go to a new company)

import { loadavg } from 'node:os'
import { sql } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import type { Database } from '../src/server/db/client.ts'
import { companies, subscriptions } from '../src/server/db/schema/companies.ts'
import { candidateSubmissions, type StoredAnswer } from '../src/server/db/schema/submissions.ts'
import { pageAndTotal } from '../src/server/features/applications/applications.service.ts'
import { forgetFacetCounts } from '../src/server/features/applications/facet-counts.ts'
import { computeFilterFacts } from '../src/server/features/applications/filter-facts.ts'
import {
  countFilterOptions,
  filtersWhere,
  resolveFilters,
} from '../src/server/features/applications/filters.ts'
import { loadCompanyForm } from '../src/server/features/forms/form.service.ts'
import { normalizeForSearch } from '../src/server/search/normalize.ts'
import { createConfirmedAccount } from '../src/server/test/accounts.ts'
import { applicationListQuerySchema } from '../src/shared/applications/api.ts'
import { CORE_FIELD_KEYS } from '../src/shared/forms/default-form.ts'
import {
  AVAILABILITIES,
  DESIRED_AREAS,
  EDUCATION_TYPES,
  SCHOOLING_LEVELS,
  YES_NO,
} from '../src/shared/forms/enumerations.ts'
import { benchArgs, measure, seededRandom, startBenchApp } from './bench-support.ts'

const args = benchArgs()
const MAIN_SIZE = Number(args.main ?? 100_000)
const OTHER_COMPANIES = Number(args.others ?? 5)
const OTHER_SIZE = Number(args['other-size'] ?? 10_000)
const RUNS = Number(args.runs ?? 100)
const WARMUP = 10
const BUDGET_MS = 80

let random = seededRandom(16)
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T

const FIRST = ['João', 'Maria', 'Ana', 'José', 'Carlos', 'Juliana', 'Pedro', 'Fernanda', 'Lucas', 'Camila']
const LAST = ['Silva', 'Santos', 'Oliveira', 'Souza', 'Lima', 'Gomes', 'Costa', 'Ribeiro', 'Alves', 'Pereira']
const CITIES: [string, string][] = [
  ['São Paulo', 'SP'],
  ['Campinas', 'SP'],
  ['Ribeirão Preto', 'SP'],
  ['Rio de Janeiro', 'RJ'],
  ['Belo Horizonte', 'MG'],
  ['Curitiba', 'PR'],
  ['Porto Alegre', 'RS'],
  ['Salvador', 'BA'],
  ['Recife', 'PE'],
  ['Fortaleza', 'CE'],
  ['Goiânia', 'GO'],
  ['Manaus', 'AM'],
]
const POSITIONS = [
  'Motorista',
  'Auxiliar de Logística',
  'Operador de Empilhadeira',
  'Vendedor Interno',
  'Analista de RH',
  'Conferente',
  'Almoxarife',
  'Mecânico de Manutenção',
  'Auxiliar de Limpeza',
  'Assistente Financeiro',
  'Operador de Produção',
  'Desenvolvedor de Software',
]
const STATUSES = ['novo', 'novo', 'pendente', 'aprovado', 'reprovado'] as const

type Keys = Record<string, string>
type Row = typeof candidateSubmissions.$inferInsert

const pad = (value: number) => String(value).padStart(2, '0')

function application(companyId: string, ids: Keys, index: number, now: number): Row {
  const name = `${pick(FIRST)} ${pick(LAST)} ${pick(LAST)}`
  const [city, state] = pick(CITIES)
  const position = pick(POSITIONS)
  const answer = (key: string, label: string, type: string, step: number, value: unknown): StoredAnswer => ({
    key,
    label,
    type,
    step,
    value,
  })
  const jobs = Array.from({ length: Math.floor(random() * 4) }, () => {
    const startYear = 2005 + Math.floor(random() * 18)
    const years = 1 + Math.floor(random() * 5)
    return {
      empresa: `Empresa ${Math.floor(random() * 500)}`,
      cargo: position,
      data_inicio: `01/${pad(1 + Math.floor(random() * 12))}/${startYear}`,
      data_fim: `01/${pad(1 + Math.floor(random() * 12))}/${Math.min(2025, startYear + years)}`,
    }
  })
  const education = [
    { tipo: pick(EDUCATION_TYPES), instituicao: 'SENAI', curso: 'Curso', data_inicio: '01/02/2010' },
  ]
  const formData: Record<string, StoredAnswer> = {
    [ids.cpf ?? 'cpf']: answer(CORE_FIELD_KEYS.cpf, 'CPF', 'cpf', 1, `000.000.000-${pad(index % 100)}`),
    [ids.nome_completo ?? 'nome']: answer(CORE_FIELD_KEYS.fullName, 'Nome Completo', 'texto', 1, name),
    [ids.email ?? 'email']: answer(CORE_FIELD_KEYS.email, 'E-mail', 'email', 1, `c${index}@example.com`),
    [ids.cargo_desejado ?? 'cargo']: answer('cargo_desejado', 'Cargo Desejado', 'texto', 4, position),
    [ids.area_desejada ?? 'area']: answer(
      'area_desejada',
      'Área Desejada',
      'dropdown',
      4,
      pick(DESIRED_AREAS),
    ),
    [ids.disponibilidade ?? 'disp']: answer(
      'disponibilidade',
      'Disponibilidade',
      'dropdown',
      4,
      pick(AVAILABILITIES),
    ),
    [ids.primeiro_emprego ?? 'pe']: answer(
      'primeiro_emprego',
      'Primeiro Emprego?',
      'dropdown',
      4,
      pick(YES_NO),
    ),
    [ids.trabalhou_na_empresa ?? 'tr']: answer(
      'trabalhou_na_empresa',
      'Já trabalhou na empresa?',
      'dropdown',
      4,
      pick(YES_NO),
    ),
    [ids.escolaridade ?? 'esc']: answer(
      'escolaridade',
      'Escolaridade',
      'dropdown',
      4,
      pick(SCHOOLING_LEVELS),
    ),
    [ids.cidade ?? 'cidade']: answer('cidade', 'Cidade', 'texto', 5, city),
    [ids.estado ?? 'estado']: answer('estado', 'Estado', 'dropdown', 5, state),
    [ids.formacao ?? 'formacao']: answer('formacao', 'Formação Acadêmica', 'grupo', 7, education),
    [ids.experiencia ?? 'exp']: answer('experiencia', 'Experiência Profissional', 'grupo', 8, jobs),
  }
  const texts = [name, position, city, state, ...jobs.map((job) => job.empresa)]
  const facts = computeFilterFacts(
    {
      formData,
      resumeData: null,
      resumeCorrections: null,
      hasResume: random() < 0.4,
      sensitiveFieldIds: new Set(),
    },
    new Date(now),
  )
  return {
    companyId,
    status: pick(STATUSES),
    formData,
    searchText: normalizeForSearch(texts.join(' ')),
    answersText: texts.join(' '),
    ...facts,
    createdAt: new Date(now - Math.floor(random() * 730 * 24 * 3600 * 1000)),
  }
}

async function seedCompany(database: Database, companyId: string, ids: Keys, size: number) {
  const now = Date.now()
  for (let start = 0; start < size; start += 1000) {
    const rows = Array.from({ length: Math.min(1000, size - start) }, (_, offset) =>
      application(companyId, ids, start + offset, now),
    )
    await database.db.insert(candidateSubmissions).values(rows)
  }
}

const CASES = [
  {
    name: '3 filters + search: q=motorista, UF=SP, experiência ≥ 3 anos, escolaridade ≥ Médio Completo',
    query: `q=motorista&uf=SP&experiencia=3&escolaridade=${encodeURIComponent('Médio Completo')}`,
  },
  {
    name: '3 filters, no search: UF=SP, experiência ≥ 3 anos, área = Logística',
    query: `uf=SP&experiencia=3&area=${encodeURIComponent('Logística')}`,
  },
]

type Timing = { p50: number; p95: number }

async function main() {
  random = seededRandom(16)
  const { app, database, dataDir, close } = await startBenchApp('postgres', {
    prefix: 'talentos-bench-filters',
    appUrl: 'http://localhost:3000',
    keep: Boolean(args.keep),
    ...(args.reuse ? { reuse: args.reuse } : {}),
  })
  try {
    const account = await createConfirmedAccount(app, dataDir, { companyName: 'Transportes Filtrados' })
    const cookie = account.cookie
    const me = (await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json() as {
      company: { id: string }
    }
    const mainId = me.company.id
    await database.db.update(subscriptions).set({ planType: 'basico' }).where(sql`company_id = ${mainId}`)
    const form = await loadCompanyForm(database.db, mainId)
    const ids = Object.fromEntries(form.fields.map((field) => [field.key, field.id]))
    const started = performance.now()
    if (args.reuse) {
      await database.db.execute(sql`update candidate_submissions set company_id = ${mainId}
        where company_id = (select company_id from candidate_submissions group by company_id order by count(*) desc limit 1)`)
    } else await seedCompany(database, mainId, ids, MAIN_SIZE)
    for (let index = 0; index < (args.reuse ? 0 : OTHER_COMPANIES); index++) {
      const [company] = await database.db
        .insert(companies)
        .values({ name: `Vizinha ${index + 1}`, publicFormUrl: `vizinha-filtros-${index + 1}` })
        .returning({ id: companies.id })
      if (!company) throw new Error('company not created')
      await seedCompany(database, company.id, {}, OTHER_SIZE)
    }
    await database.db.execute(sql`vacuum analyze candidate_submissions`)
    console.log(
      `postgres: ${args.reuse ? 'reused the kept database' : `seeded ${MAIN_SIZE + OTHER_COMPANIES * OTHER_SIZE} applications`} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    )

    const address = await app.listen({ host: '127.0.0.1', port: 0 })
    const get = async (path: string) => {
      const response = await fetch(`${address}${path}`, { headers: { cookie } })
      if (response.status !== 200)
        throw new Error(`${path} answered ${response.status}: ${await response.text()}`)
      return response.json() as Promise<unknown>
    }
    const lines: string[] = []
    for (const benchCase of CASES) {
      const list = (await get(`/api/applications?${benchCase.query}`)) as { total: number }
      const parsed = applicationListQuerySchema.parse(
        Object.fromEntries(new URLSearchParams(benchCase.query)),
      )
      const filters = await resolveFilters(database.db, mainId, parsed, { loadCustomFields: true })
      const where = filtersWhere(filters)
      // The service's own page-and-total statements (one while sorted by relevance, two otherwise).
      const listSql = () => pageAndTotal(database.db, where, parsed)
      if (args.explain) {
        for (const statement of [
          sql`select id from candidate_submissions where ${where} order by created_at desc, id desc limit 20`,
          sql`select count(*) from candidate_submissions where ${where}`,
        ]) {
          const plan = await database.db.execute(sql`explain (analyze, buffers) ${statement}`)
          console.log(plan.rows.map((row) => Object.values(row)[0]).join('\n'), '\n')
          if (args['print-sql']) console.log(JSON.stringify(new PgDialect().sqlToQuery(statement)), '\n')
        }
      }
      // The counts' first request reads the company's rows into memory (facet-counts.ts).
      forgetFacetCounts(database.db)
      global.gc?.()
      const heapBefore = process.memoryUsage().heapUsed
      const firstStarted = performance.now()
      await countFilterOptions(database.db, filters)
      const first = performance.now() - firstStarted
      global.gc?.()
      // The company's copy in memory (npm run bench:filters runs Node with --expose-gc).
      const heldMb = global.gc ? (process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024 : undefined
      // After a change, the next count reads the changed rows again (here one status change per run).
      const [sample] = await database.db
        .select({ id: candidateSubmissions.id })
        .from(candidateSubmissions)
        .where(sql`company_id = ${mainId}`)
        .limit(1)
      let flip = false
      const results: Record<string, Timing> = {
        'list (API)': await measure(() => get(`/api/applications?${benchCase.query}`).then(() => {}), {
          warmup: WARMUP,
          runs: RUNS,
        }),
        'counts (API)': await measure(
          () => get(`/api/applications/filter-counts?${benchCase.query}`).then(() => {}),
          { warmup: WARMUP, runs: RUNS },
        ),
        'list + counts at once (API)': await measure(
          () =>
            Promise.all([
              get(`/api/applications?${benchCase.query}`),
              get(`/api/applications/filter-counts?${benchCase.query}`),
            ]).then(() => {}),
          { warmup: WARMUP, runs: RUNS },
        ),
        'list (SQL: page and total)': await measure(() => listSql().then(() => {}), {
          warmup: WARMUP,
          runs: RUNS,
        }),
        'counts after a status change (API)': await measure(
          async () => {
            flip = !flip
            await database.db.execute(
              sql`update candidate_submissions set status = ${flip ? 'pendente' : 'novo'} where id = ${sample?.id ?? null}`,
            )
            const started = performance.now()
            await get(`/api/applications/filter-counts?${benchCase.query}`)
            return performance.now() - started
          },
          { warmup: WARMUP, runs: RUNS },
        ),
        'counts (service, in process)': await measure(
          () => countFilterOptions(database.db, filters).then(() => {}),
          { warmup: WARMUP, runs: RUNS },
        ),
        'list (SQL) + counts (service) at once': await measure(
          () => Promise.all([listSql(), countFilterOptions(database.db, filters)]).then(() => {}),
          { warmup: WARMUP, runs: RUNS },
        ),
      }
      lines.push(
        `#### ${benchCase.name} (${list.total.toLocaleString('pt-BR')} found)`,
        '',
        '| measure | p50 (ms) | p95 (ms) |',
        '| --- | ---: | ---: |',
        ...Object.entries(results).map(
          ([name, timing]) => `| ${name} | ${timing.p50.toFixed(1)} | ${timing.p95.toFixed(1)} |`,
        ),
        '',
        `counts, first request after a start (reads the company's ${MAIN_SIZE.toLocaleString('pt-BR')} rows): ${first.toFixed(0)} ms${heldMb === undefined ? '' : `; the copy holds ${heldMb.toFixed(1)} MB of heap`}`,
        '',
        `list + counts p95 within ${BUDGET_MS} ms: API ${(results['list + counts at once (API)']?.p95 ?? 0) < BUDGET_MS ? 'yes' : 'NO'}, SQL and service ${(results['list (SQL) + counts (service) at once']?.p95 ?? 0) < BUDGET_MS ? 'yes' : 'NO'}`,
        '',
      )
      console.log(`  done: ${benchCase.name}`)
    }
    const load = loadavg().map((value) => value.toFixed(2))
    console.log(
      `\n### PostgreSQL: ${MAIN_SIZE.toLocaleString('pt-BR')} applications in the measured company + ${OTHER_COMPANIES} × ${OTHER_SIZE.toLocaleString('pt-BR')}; ${RUNS} runs each; load average ${load.join(' / ')}\n\n${lines.join('\n')}`,
    )
  } finally {
    await close()
  }
}

await main()
