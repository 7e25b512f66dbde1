// What the benchmark scripts share: their --key=value arguments, a seeded random source (the same data
// on every database and every run), p50/p95 timing, and a real app on a fresh PostgreSQL database
// (dropped afterwards unless kept) or a PGlite data directory.
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import pino from 'pino'
import { buildApp } from '../src/server/app.ts'
import { type Database, openDatabase } from '../src/server/db/client.ts'
import { loadEnv } from '../src/server/env.ts'
import { createMailer } from '../src/server/mail/mailer.ts'
import { createServices } from '../src/server/services.ts'

export type DatabaseKind = 'postgres' | 'pglite'

/** The command line's `--key=value` (and bare `--flag`, as 'true') arguments. */
export function benchArgs(argv: readonly string[] = process.argv.slice(2)): Record<string, string> {
  return Object.fromEntries(
    argv.map((arg) => {
      const [key, value] = arg.replace(/^--/, '').split('=')
      return [key, value ?? 'true']
    }),
  )
}

/** The databases named by `--db=postgres,pglite` (both by default). */
export function benchDatabases(args: Record<string, string>): DatabaseKind[] {
  return (args.db ?? 'postgres,pglite').split(',') as DatabaseKind[]
}

/** A deterministic random source in [0, 1) (mulberry32). */
export function seededRandom(seed: number): () => number {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** The p-th percentile of ascending durations (nearest rank). */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
}

/** p50 and p95 of `runs` calls after `warmup` untimed ones; each call gets its index. */
/** p50/p95 of `run`'s durations; a run that returns a number times itself (what it did before is not counted). */
export async function measure(
  run: (index: number) => Promise<unknown>,
  options: { warmup: number; runs: number },
): Promise<{ p50: number; p95: number }> {
  for (let index = 0; index < options.warmup; index++) await run(index)
  const durations: number[] = []
  for (let index = 0; index < options.runs; index++) {
    const started = performance.now()
    const timed = await run(index)
    durations.push(typeof timed === 'number' ? timed : performance.now() - started)
  }
  durations.sort((a, b) => a - b)
  return { p50: percentile(durations, 50), p95: percentile(durations, 95) }
}

export type BenchApp = {
  app: FastifyInstance
  database: Database
  dataDir: string
  /** Closes the app; drops the PostgreSQL database (unless kept) and removes the data directory. */
  close: () => Promise<void>
}

/**
 * The app on a migrated, empty database: a new PostgreSQL database on BENCH_DATABASE_URL's server
 * (admin URL, default postgres://postgres@127.0.0.1:5432/postgres) or PGlite in a temporary folder;
 * `reuse` names a PostgreSQL database an earlier run kept, used as it is (and kept again).
 */
export async function startBenchApp(
  kind: DatabaseKind,
  options: { prefix: string; appUrl: string; keep?: boolean; reuse?: string },
): Promise<BenchApp> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
  const dataDir = mkdtempSync(path.join(tmpdir(), `${options.prefix}-`))
  let dropDatabase: (() => Promise<void>) | undefined
  let databaseUrl: string | undefined
  if (kind === 'postgres' && options.reuse) {
    // A database kept by an earlier run (--keep): used as it is and kept.
    const url = new URL(adminUrl)
    url.pathname = `/${options.reuse}`
    databaseUrl = url.toString()
  } else if (kind === 'postgres') {
    const name = `talentos_bench_${randomBytes(4).toString('hex')}`
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(`create database ${name}`)
    await admin.end()
    const url = new URL(adminUrl)
    url.pathname = `/${name}`
    databaseUrl = url.toString()
    if (options.keep) console.log(`postgres: keeping database ${name} (--keep)`)
    else
      dropDatabase = async () => {
        const client = new pg.Client({ connectionString: adminUrl })
        await client.connect()
        await client.query(`drop database if exists ${name} with (force)`)
        await client.end()
      }
  }
  const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir })
  await database.migrate()
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    APP_URL: options.appUrl,
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01',
    LOG_LEVEL: 'silent',
  })
  const logger = pino({ level: 'silent' })
  const mailer = createMailer({ from: env.mailFrom, smtpUrl: undefined, dataDir, logger })
  const app = await buildApp({
    env,
    database,
    mailer,
    ...createServices({ env, database, logger }),
    logger: false,
  })
  return {
    app,
    database,
    dataDir,
    async close() {
      await app.close()
      await dropDatabase?.()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
