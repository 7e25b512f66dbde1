// The pipeline board under load (issue 14): one company with 100,000 applications, 5,000 of them
// in one job spread over its stages; measures through the HTTP API (a real server on 127.0.0.1, a
// real session cookie) the board's first load (every column's first page and the counts) and one
// move of a card, p50/p95, on PostgreSQL (a fresh database, dropped afterwards) and on PGlite.
//
// Usage: npx tsx scripts/bench-board.ts [--db=postgres|pglite] [--company=100000] [--job=5000] [--runs=200] [--keep]
//        --keep leaves the PostgreSQL database in place (its name is printed) to inspect query plans.
//        BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres (admin URL; this is the default)

import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { subscriptions } from '../src/server/db/schema/companies.ts'
import { candidateSubmissions, type StoredAnswer } from '../src/server/db/schema/submissions.ts'
import { loadCompanyForm } from '../src/server/features/forms/form.service.ts'
import { createConfirmedAccount, TEST_ORIGIN } from '../src/server/test/accounts.ts'
import type { Board, Job } from '../src/shared/jobs/api.ts'
import { benchArgs, benchDatabases, measure, seededRandom, startBenchApp } from './bench-support.ts'

const args = benchArgs()
const COMPANY_SIZE = Number(args.company ?? 100_000)
const JOB_SIZE = Number(args.job ?? 5_000)
const RUNS = Number(args.runs ?? 200)
const WARMUP = 20
const DATABASES = benchDatabases(args)
const BUDGET_MS = { postgres: 50, pglite: 150 }

let random = seededRandom(7)
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T
const FIRST = ['João', 'Maria', 'Ana', 'José', 'Antônio', 'Francisca', 'Carlos', 'Juliana', 'Márcia', 'Lucas']
const LAST = ['Silva', 'Santos', 'Oliveira', 'Souza', 'Gonçalves', 'Pereira', 'Lima', 'Ferreira']
const CITIES = [
  ['São Paulo', 'SP'],
  ['Recife', 'PE'],
  ['Curitiba', 'PR'],
  ['Belo Horizonte', 'MG'],
] as const

type Result = { name: string; p50: number; p95: number }

async function benchDatabase(kind: 'postgres' | 'pglite'): Promise<Result[]> {
  random = seededRandom(7)
  const { app, database, dataDir, close } = await startBenchApp(kind, {
    prefix: 'talentos-bench-board',
    appUrl: TEST_ORIGIN,
    keep: args.keep === 'true',
  })
  try {
    const account = await createConfirmedAccount(app, dataDir, { companyName: 'Transportes Bandeirantes' })
    const headers = { cookie: account.cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' }
    const me = (await app.inject({ method: 'GET', url: '/api/me', headers })).json() as {
      company: { id: string }
    }
    const companyId = me.company.id
    await database.db
      .update(subscriptions)
      .set({ planType: 'ilimitado' })
      .where(sql`company_id = ${companyId}`)
    const created = await app.inject({
      method: 'POST',
      url: '/api/jobs',
      headers,
      payload: { title: 'Auxiliar de Logística', city: 'São Paulo', state: 'SP', publish: true },
    })
    const job = created.json() as Job
    const form = await loadCompanyForm(database.db, companyId)
    const idOf = (key: string) => form.fields.find((field) => field.key === key)?.id ?? key
    const started = performance.now()
    const now = Date.now()
    for (let start = 0; start < COMPANY_SIZE; start += 1000) {
      const rows = Array.from({ length: Math.min(1000, COMPANY_SIZE - start) }, (_, offset) => {
        const index = start + offset
        const inJob = index < JOB_SIZE
        // A realistic funnel: most in the first stages, a few hired, 10% rejected.
        const stageIndex = inJob
          ? Math.min(job.stages.length - 1, Math.floor(random() ** 2 * job.stages.length))
          : 0
        const [city, state] = pick(CITIES)
        const answer = (key: string, label: string, value: string): StoredAnswer => ({
          key,
          label,
          type: 'texto',
          step: 1,
          value,
        })
        const createdAt = new Date(now - Math.floor(random() * 365 * 24 * 3600 * 1000))
        return {
          id: randomUUID(),
          companyId,
          status: inJob && random() < 0.1 ? ('reprovado' as const) : ('novo' as const),
          formData: {
            [idOf('nome_completo')]: answer('nome_completo', 'Nome Completo', `${pick(FIRST)} ${pick(LAST)}`),
            [idOf('cidade')]: answer('cidade', 'Cidade', city),
            [idOf('estado')]: answer('estado', 'Estado', state),
          },
          createdAt,
          ...(inJob ? { jobId: job.id, stageId: job.stages[stageIndex]?.id, stageEnteredAt: createdAt } : {}),
        }
      })
      await database.db.insert(candidateSubmissions).values(rows)
    }
    await database.db.execute(sql`vacuum analyze candidate_submissions`)
    console.log(
      `${kind}: seeded ${COMPANY_SIZE} applications (${JOB_SIZE} in the job) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    )

    const address = await app.listen({ host: '127.0.0.1', port: 0 })
    const boardUrl = `${address}/api/jobs/${job.id}/board`
    const first = (await (await fetch(boardUrl, { headers })).json()) as Board
    console.log(
      `  columns: ${first.columns.map((column) => `${column.name} ${column.count}`).join(', ')}; rejected ${first.rejected}`,
    )
    const board = await measure(
      async () => {
        const response = await fetch(boardUrl, { headers })
        if (response.status !== 200) throw new Error(`board answered ${response.status}`)
        await response.arrayBuffer()
      },
      { warmup: WARMUP, runs: RUNS },
    )
    const card = first.columns[1]?.items[0] ?? first.columns[0]?.items[0]
    if (!card) throw new Error('no card to move')
    const targets = [job.stages[2]?.id, job.stages[1]?.id]
    const move = await measure(
      async (index) => {
        const response = await fetch(`${address}/api/applications/${card.id}/move`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ stageId: targets[index % 2] }),
        })
        if (response.status !== 200)
          throw new Error(`move answered ${response.status}: ${await response.text()}`)
        await response.arrayBuffer()
      },
      { warmup: WARMUP, runs: RUNS },
    )
    return [
      { name: `board first load (${first.columns.length} columns × 20 cards, counts)`, ...board },
      { name: 'one move (POST /api/applications/:id/move)', ...move },
    ]
  } finally {
    await close()
  }
}

const tables: string[] = []
for (const kind of DATABASES) {
  const results = await benchDatabase(kind)
  const budget = BUDGET_MS[kind]
  tables.push(
    [
      `#### ${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}: ${COMPANY_SIZE.toLocaleString('pt-BR')} applications in the company, ${JOB_SIZE.toLocaleString('pt-BR')} in the job; ${RUNS} requests each; budget p95 < ${budget} ms`,
      '',
      '| request | API p50 (ms) | API p95 (ms) | within budget |',
      '| --- | ---: | ---: | :---: |',
      ...results.map(
        (result) =>
          `| ${result.name} | ${result.p50.toFixed(1)} | ${result.p95.toFixed(1)} | ${result.p95 < budget ? 'yes' : 'NO'} |`,
      ),
    ].join('\n'),
  )
}
console.log(`\n${tables.join('\n\n')}\n`)
