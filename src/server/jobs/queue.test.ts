import { sql } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/client.ts'
import { loadEnv } from '../env.ts'
import { createMailer } from '../mail/mailer.ts'
import { createStorage } from '../storage/storage.ts'
import { createTestDatabase, testDatabaseKind } from '../test/database.ts'
import { createWorkerPool, type WorkerPool } from '../workers/pool.ts'
import { createJobQueue, defineJob, type JobDeps, type JobQueue } from './queue.ts'

const logger = pino({ level: 'silent' })
let database: Database
let queue: JobQueue
let pool: WorkerPool

/** What each job saw, by test. */
const seen = new Map<string, { attempts: number; data: unknown[] }>()
function record(key: string, data: unknown) {
  const entry = seen.get(key) ?? { attempts: 0, data: [] }
  entry.attempts += 1
  entry.data.push(data)
  seen.set(key, entry)
}

const echoJob = defineJob<{ key: string; value: number }>({
  name: 'test.echo',
  async handle(data) {
    record(data.key, data.value)
    return { doubled: data.value * 2 }
  },
})

/** Fails until its third attempt, then succeeds: the queue must retry it. */
const flakyJob = defineJob<{ key: string }>({
  name: 'test.flaky',
  policy: { retryLimit: 3, retryDelay: 1, retryBackoff: false },
  async handle(data, context) {
    record(data.key, context.retryCount)
    if (context.retryCount < 2) throw new Error('not yet')
  },
})

beforeAll(async () => {
  database = await createTestDatabase()
  const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: '/tmp/talentos-queue-test', AUTH_SECRET: 'x'.repeat(32) })
  pool = createWorkerPool({ maxThreads: 1 })
  queue = createJobQueue({ database, logger, workers: true, pollingIntervalSeconds: 0.5 })
  const deps: JobDeps = {
    env,
    database,
    logger,
    pool,
    queue,
    storage: createStorage(env),
    mailer: createMailer({ from: env.mailFrom, dataDir: env.dataDir, logger }),
  }
  await queue.start({ jobs: [echoJob, flakyJob], deps, schedules: false })
})
afterAll(async () => {
  await queue.stop()
  await pool.close()
  await database.close()
})

describe(`job queue on ${testDatabaseKind}`, () => {
  it('runs a sent job once and keeps its output', async () => {
    const id = await queue.send(echoJob, { key: 'once', value: 21 })
    expect(id).toBeTruthy()
    await queue.idle()
    expect(seen.get('once')).toEqual({ attempts: 1, data: [21] })
    const job = await queue.find(echoJob, id ?? '')
    expect(job?.state).toBe('completed')
    expect(job?.output).toEqual({ doubled: 42 })
  })

  it('retries a failing job until it succeeds', async () => {
    await queue.send(flakyJob, { key: 'flaky' })
    await queue.idle({ timeoutMs: 20_000 })
    expect(seen.get('flaky')?.data).toEqual([0, 1, 2])
  })

  it('keeps one job per singleton key', async () => {
    const first = await queue.send(
      echoJob,
      { key: 'single', value: 1 },
      { singletonKey: 'same', singletonSeconds: 60 },
    )
    const second = await queue.send(
      echoJob,
      { key: 'single', value: 2 },
      { singletonKey: 'same', singletonSeconds: 60 },
    )
    expect(first).toBeTruthy()
    expect(second).toBeNull()
    await queue.idle()
    expect(seen.get('single')?.data).toEqual([1])
  })

  it('stores a job sent in a transaction only if the transaction commits', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await queue.send(echoJob, { key: 'rolled-back', value: 1 }, { tx })
        throw new Error('rollback')
      }),
    ).rejects.toThrow('rollback')
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`)
      await queue.send(echoJob, { key: 'committed', value: 2 }, { tx })
    })
    await queue.idle()
    expect(seen.get('rolled-back')).toBeUndefined()
    expect(seen.get('committed')?.data).toEqual([2])
  })
})
