// `npm run bench:submit`: bursts of public-form applications against one real app process
// (src/server/main.ts, as deployed) on PostgreSQL, over HTTP. Prints, for the README:
// - CPU ms per submission of the app process (all its threads, from /proc), with the candidate's
//   password hash and without it (the hash measured alone, same scrypt code, and subtracted);
// - p50/p95 latency and accepted submissions/s at 20 and 50 concurrent candidates;
// - the machine load (uptime) before and after.
// Each submission is valid, with the step-1 password and a photo, on an Ilimitado company.
// Usage: npm run bench:submit [-- --levels=20,50 --per-client=4 --web-only]
// Database: BENCH_DATABASE_URL or TEST_DATABASE_URL (an admin URL; a throw-away database is created).
import { randomUUID } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { hashPassword } from 'better-auth/crypto'
import pg from 'pg'
import { openDatabase } from '../src/server/db/client.ts'
import {
  consent,
  createCompany,
  getForm,
  validAnswers,
} from '../src/server/features/public-form/test-support.ts'
import { httpApp, startAppProcess } from '../src/server/test/app-process.ts'

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

/** CPU time (user + system, ms) of a process and all its threads, from /proc (Linux). */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  const ticks = Number(fields[11]) + Number(fields[12]) // utime, stime
  return (ticks * 1000) / 100 // USER_HZ is 100 on Linux
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
  const submit = async () => {
    const started = performance.now()
    const response = await client.inject({
      method: 'POST',
      url: `/api/public/forms/${company.slug}/submissions`,
      payload: { id: randomUUID(), values: validAnswers(form), consent: consent() },
      headers: { origin: 'http://localhost:3000', 'user-agent': 'bench-submit' },
    })
    return { ms: performance.now() - started, ok: response.statusCode === 201, status: response.statusCode }
  }
  for (let index = 0; index < 10; index++) await submit() // warm-up: JIT, pools, connections

  // The scrypt hash alone, as the worker thread runs it (better-auth/crypto), in this process.
  const hashRuns = 10
  const hashStart = process.cpuUsage()
  for (let index = 0; index < hashRuns; index++) await hashPassword('segredo-forte-1')
  const hashUsage = process.cpuUsage(hashStart)
  const hashMs = (hashUsage.user + hashUsage.system) / 1000 / hashRuns

  const before = cpuMs(pid)
  for (let index = 0; index < SEQUENTIAL; index++) {
    const result = await submit()
    if (!result.ok) throw new Error(`submission answered ${result.status}`)
  }
  const withHash = (cpuMs(pid) - before) / SEQUENTIAL
  console.log(
    `CPU per submission (app process, ${SEQUENTIAL} sequential): ${withHash.toFixed(1)} ms with the hash; ` +
      `hash alone ${hashMs.toFixed(1)} ms; without the hash ${(withHash - hashMs).toFixed(1)} ms (budget 15 ms)`,
  )

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
