// `npm run bench:submit`: bursts of public-form applications against one real app process
// (src/server/main.ts, as deployed) on PostgreSQL, over HTTP. Prints, for the README:
// - CPU ms per submission of the app process (all its threads, from /proc, and by thread), with
//   the candidate's password hash and without it (a second company whose form has no password);
// - p50/p95 latency and accepted submissions/s at 20 and 50 concurrent candidates;
// - the machine load (uptime) before and after.
// Each submission is valid, with the step-1 password and a photo, on an Ilimitado company.
// Usage: npm run bench:submit [-- --levels=20,50 --per-client=4 --web-only]
// Database: BENCH_DATABASE_URL or TEST_DATABASE_URL (an admin URL; a throw-away database is created).
import { randomUUID } from 'node:crypto'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { and, eq } from 'drizzle-orm'
import pg from 'pg'
import { openDatabase } from '../src/server/db/client.ts'
import { formConfigurations } from '../src/server/db/schema/index.ts'
import {
  consent,
  createCompany,
  getForm,
  validAnswers,
} from '../src/server/features/public-form/test-support.ts'
import { httpApp, startAppProcess } from '../src/server/test/app-process.ts'
import type { PublicForm } from '../src/shared/forms/public-form-api.ts'

const { values: args } = parseArgs({
  options: {
    levels: { type: 'string' },
    'per-client': { type: 'string' },
    sequential: { type: 'string' },
    'web-only': { type: 'boolean' },
  },
})
const LEVELS = (args.levels ?? '20,50').split(',').map(Number)
const PER_CLIENT = Number(args['per-client'] ?? 4)
const SEQUENTIAL = Number(args.sequential ?? 60)
const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres'

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ')
const admin = async (query: string) => {
  const client = new pg.Client({ connectionString: ADMIN_URL })
  await client.connect()
  try {
    await client.query(query)
  } finally {
    await client.end()
  }
}

/** CPU time (user + system, ms) in a /proc stat line (USER_HZ is 100 on Linux). */
function statCpuMs(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100 // utime, stime
}

/** CPU time (ms) of a process and all its threads, from /proc (Linux). */
function cpuMs(pid: number): number {
  return statCpuMs(readFileSync(`/proc/${pid}/stat`, 'utf8'))
}

/** CPU ms per thread (/proc/<pid>/task/<tid>), to see where a submission's CPU goes. */
function cpuByThread(pid: number): Map<string, number> {
  const result = new Map<string, number>()
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      const comm = readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').trim()
      const name = tid === String(pid) ? 'main' : `${comm}#${tid}`
      result.set(name, statCpuMs(readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8')))
    } catch {
      // the thread ended between readdir and read
    }
  }
  return result
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN

const name = `talentos_bench_${randomUUID().slice(0, 8)}`
const url = new URL(ADMIN_URL)
url.pathname = `/${name}`
const dataDir = mkdtempSync(path.join(tmpdir(), 'talentos-bench-submit-'))
console.log(`bench:submit on PostgreSQL (${url.host}); load before: ${load()}`)
await admin(`create database ${name}`)
const app = await startAppProcess('bench', {
  NODE_ENV: 'production',
  DATABASE_URL: url.toString(),
  DATA_DIR: dataDir,
  APP_URL: 'http://localhost:3000',
  AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01',
  PUBLIC_SUBMIT_RATE_MAX: '1000000',
  // --web-only: the web process without the queue's workers (as deployed with `npm run worker`
  // beside it), so its CPU is the request path alone; the receipt e-mails stay queued.
  ...(args['web-only'] ? { WORKERS: 'false' } : {}),
})
const database = await openDatabase({ databaseUrl: url.toString() })
try {
  const pid = app.child.pid ?? 0
  const client = httpApp(app.url)
  const company = await createCompany(database.db, { plan: 'ilimitado' })
  const form = await getForm(client, company.slug)
  // The same form without its password question: the request path without the scrypt hash,
  // measured directly (subtracting a hash timed elsewhere was noisier than the rest).
  const noHash = await createCompany(database.db, { plan: 'ilimitado' })
  await getForm(client, noHash.slug)
  await database.db
    .delete(formConfigurations)
    .where(and(eq(formConfigurations.companyId, noHash.id), eq(formConfigurations.fieldType, 'senha')))
  const noHashForm = await getForm(client, noHash.slug)
  const submit = async (slug = company.slug, answers = form) => {
    const started = performance.now()
    const response = await client.inject({
      method: 'POST',
      url: `/api/public/forms/${slug}/submissions`,
      payload: { id: randomUUID(), values: validAnswers(answers), consent: consent() },
      headers: { origin: 'http://localhost:3000', 'user-agent': 'bench-submit' },
    })
    return { ms: performance.now() - started, ok: response.statusCode === 201, status: response.statusCode }
  }
  for (let index = 0; index < 10; index++) {
    await submit() // warm-up: JIT, pools, connections
    await submit(noHash.slug, noHashForm)
  }

  /** CPU ms per submission of SEQUENTIAL submissions, in total and by thread. */
  const sequentialCpu = async (slug: string, answers: PublicForm) => {
    const before = cpuMs(pid)
    const threadsBefore = cpuByThread(pid)
    for (let index = 0; index < SEQUENTIAL; index++) {
      const result = await submit(slug, answers)
      if (!result.ok) throw new Error(`submission answered ${result.status}`)
    }
    const threads = [...cpuByThread(pid)]
      .map(([thread, ms]) => [thread, (ms - (threadsBefore.get(thread) ?? 0)) / SEQUENTIAL] as const)
      .filter(([, ms]) => ms >= 0.5)
      .sort((a, b) => b[1] - a[1])
    return {
      total: (cpuMs(pid) - before) / SEQUENTIAL,
      threads: threads.map(([thread, ms]) => `${thread} ${ms.toFixed(1)}`).join(', '),
    }
  }
  const withHash = await sequentialCpu(company.slug, form)
  const withoutHash = await sequentialCpu(noHash.slug, noHashForm)
  console.log(
    `CPU per submission (app process, ${SEQUENTIAL} sequential): ${withHash.total.toFixed(1)} ms with the ` +
      `password hash; ${withoutHash.total.toFixed(1)} ms without it (same form minus its password question; budget 15 ms)`,
  )
  console.log(`  by thread, with the hash: ${withHash.threads}`)
  console.log(`  by thread, without it: ${withoutHash.threads}`)

  console.log(
    '| concurrent candidates | submissions | accepted | accepted/s | p50 | p95 | app CPU ms/submission |',
  )
  console.log('|---|---|---|---|---|---|---|')
  for (const level of LEVELS) {
    const latencies: number[] = []
    let accepted = 0
    const cpuBefore = cpuMs(pid)
    const started = performance.now()
    await Promise.all(
      Array.from({ length: level }, async () => {
        for (let index = 0; index < PER_CLIENT; index++) {
          const result = await submit()
          latencies.push(result.ms)
          if (result.ok) accepted++
        }
      }),
    )
    const seconds = (performance.now() - started) / 1000
    const cpu = (cpuMs(pid) - cpuBefore) / latencies.length
    latencies.sort((a, b) => a - b)
    console.log(
      `| ${level} | ${latencies.length} | ${accepted} | ${(accepted / seconds).toFixed(1)} | ` +
        `${percentile(latencies, 50).toFixed(0)} ms | ${percentile(latencies, 95).toFixed(0)} ms | ${cpu.toFixed(0)} |`,
    )
  }
  console.log(`load after: ${load()}; cores: ${(await import('node:os')).availableParallelism()}`)
} finally {
  await app.stop()
  await database.close()
  await admin(`drop database if exists ${name} with (force)`)
  rmSync(dataDir, { recursive: true, force: true })
}
