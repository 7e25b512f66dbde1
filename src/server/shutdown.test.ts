import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from './db/client.ts'
import { loadEnv } from './env.ts'
import { createJobQueue, defineJob, type JobDeps, type JobQueue } from './jobs/queue.ts'
import { createMailer } from './mail/mailer.ts'
import { createStorage } from './storage/storage.ts'
import { createTestApp } from './test/app.ts'
import { createTestDatabase } from './test/database.ts'
import { createWorkerPool, type WorkerPool } from './workers/pool.ts'

/**
 * README "Implantação em produção", graceful shutdown: on SIGTERM main.ts closes the app
 * (bootstrap.ts onShutdown → app.close()). In-flight requests finish; running jobs finish within the
 * grace period or go back to the queue for another process.
 */

/** A promise and the function that resolves it. */
function gate() {
  let open = () => {}
  const opened = new Promise<void>((resolve) => {
    open = resolve
  })
  return { opened, open }
}

const settled = async (promise: Promise<unknown>, ms: number) =>
  Promise.race([
    promise.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms)),
  ])

describe('closing the app (SIGTERM)', () => {
  it('lets an in-flight request finish, takes no new connection meanwhile, and is not held open by the client keeping its connection', async () => {
    const started = gate()
    const release = gate()
    const ctx = await createTestApp({
      testRoutes: (app) =>
        app.get('/api/test/slow', async () => {
          started.open()
          await release.opened
          return { done: true }
        }),
    })
    await ctx.app.listen({ port: 0, host: '127.0.0.1' })
    const address = ctx.app.server.address()
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
    const inFlight = fetch(`${url}/api/test/slow`)
    await started.opened
    const closing = ctx.close()
    expect(await settled(closing, 500)).toBe(false)
    await expect(fetch(`${url}/api/health`)).rejects.toThrow()
    release.open()
    const answer = await inFlight
    expect([answer.status, await answer.json()]).toEqual([200, { done: true }])
    await closing
  })
})

describe('stopping the job queue', () => {
  const logger = pino({ level: 'silent' })
  let database: Database
  let pool: WorkerPool
  let deps: Omit<JobDeps, 'queue'>
  const gates = new Map<string, { started: ReturnType<typeof gate>; release: ReturnType<typeof gate> }>()
  const slowJob = defineJob<{ key: string }>({
    name: 'test.slow',
    policy: { retryLimit: 2, retryDelay: 60 },
    async handle(data) {
      const entry = gates.get(data.key)
      entry?.started.open()
      await entry?.release.opened
      return { finished: data.key }
    },
  })

  beforeAll(async () => {
    database = await createTestDatabase()
    const env = loadEnv({
      NODE_ENV: 'test',
      DATA_DIR: '/tmp/talentos-shutdown-test',
      AUTH_SECRET: 'x'.repeat(32),
    })
    pool = createWorkerPool({ maxThreads: 1 })
    deps = {
      env,
      database,
      logger,
      pool,
      storage: createStorage(env),
      mailer: createMailer({ from: env.mailFrom, dataDir: env.dataDir, logger }),
    }
  })
  afterAll(async () => {
    await pool.close()
    await database.close()
  })

  async function startQueue(): Promise<JobQueue> {
    const queue = createJobQueue({ database, logger, workers: true, pollingIntervalSeconds: 0.5 })
    await queue.start({ jobs: [slowJob], deps: { ...deps, queue }, schedules: false })
    return queue
  }

  async function runSlowJob(queue: JobQueue, key: string) {
    const entry = { started: gate(), release: gate() }
    gates.set(key, entry)
    const id = await queue.send(slowJob, { key })
    if (!id) throw new Error('job not sent')
    await entry.started.opened
    return { id, release: entry.release.open }
  }

  it('waits for a running job to finish', async () => {
    const queue = await startQueue()
    const job = await runSlowJob(queue, 'finishes')
    const stopping = queue.stop({ timeoutMs: 20_000 })
    expect(await settled(stopping, 1200)).toBe(false)
    job.release()
    await stopping
    const found = await queue.find(slowJob, job.id)
    expect([found?.state, found?.output]).toEqual(['completed', { finished: 'finishes' }])
  })

  it('gives a job still running at the end of the grace period back to the queue, for a retry', async () => {
    const queue = await startQueue()
    const job = await runSlowJob(queue, 'returned')
    const startedAt = Date.now()
    await queue.stop({ timeoutMs: 1000 })
    expect(Date.now() - startedAt).toBeLessThan(5000)
    const found = await queue.find(slowJob, job.id)
    expect(found?.state).toBe('retry')
    // The handler is left waiting: released, the stopped queue would still try to record its end,
    // possibly after afterAll closed the database (an unhandled "PGlite is closed").
  })
})
