import type { EventEmitter } from 'node:events'
import { createRequire } from 'node:module'
import type { FastifyBaseLogger } from 'fastify'
import PgBoss from 'pg-boss'
import { type Database, sqlExecutor, type Tx } from '../db/client.ts'
import type { Env } from '../env.ts'
import type { Mailer } from '../mail/mailer.ts'
import type { FileStorage } from '../storage/storage.ts'
import type { WorkerPool } from '../workers/pool.ts'

/**
 * The job queue (ARCHITECTURE.md "Background work"): pg-boss, in the app's own database — PostgreSQL,
 * or PGlite through the same SQL executor as Drizzle — so a job is as durable as the row that caused
 * it, and every process of a deployment shares one queue. A job is retried with backoff when its
 * handler throws, and may run again after a crash: handlers must be idempotent.
 *
 * A feature declares its jobs with `defineJob` and lists them in jobs/registry.ts; the web process
 * runs their workers unless WORKERS=false, and `npm run worker` runs them without HTTP
 * (src/server/jobs-main.ts). docs/decisions/015-job-queue-and-worker-pool.md says why pg-boss 10.
 */

/** What a job's handler may use: the app's dependencies, without HTTP. */
export type JobDeps = {
  env: Env
  database: Database
  mailer: Mailer
  storage: FileStorage
  pool: WorkerPool
  queue: JobQueue
  logger: FastifyBaseLogger
}

export type JobContext = {
  deps: JobDeps
  jobId: string
  /** 0 on the first attempt. */
  retryCount: number
  /** True on the last attempt the queue will make (a handler may record a final failure). */
  lastAttempt: boolean
}

/** How a queue retries and expires its jobs (pg-boss queue options). */
export type JobPolicy = Pick<
  PgBoss.Queue,
  'retryLimit' | 'retryDelay' | 'retryBackoff' | 'expireInSeconds' | 'retentionDays' | 'policy'
>

export type JobDefinition<T extends object> = {
  /** The queue's name: `feature.action`, e.g. `mail.send`. */
  name: string
  /** Retries and expiry; default: 5 retries with exponential backoff from 10 s, 15 min to finish. */
  policy?: JobPolicy
  /** Jobs of this queue one process runs at the same time (default 1). */
  concurrency?: number
  /** A cron expression (America/Sao_Paulo): the queue sends itself this job on schedule, once per deployment. */
  cron?: string
  handle(data: T, context: JobContext): Promise<unknown>
}

// biome-ignore lint/suspicious/noExplicitAny: a registry holds jobs of every payload type.
export type AnyJobDefinition = JobDefinition<any>

/** Declares a job; the handler's payload type follows `send`'s data. */
export function defineJob<T extends object>(definition: JobDefinition<T>): JobDefinition<T> {
  return definition
}

export type SendOptions = Pick<
  PgBoss.SendOptions,
  | 'startAfter'
  | 'singletonKey'
  | 'singletonSeconds'
  | 'priority'
  | 'id'
  | 'retryDelay'
  | 'retryLimit'
  | 'retryBackoff'
> & {
  /** Store the job in this transaction: it exists only if the transaction commits. */
  tx?: Tx
}

export type JobQueue = {
  /**
   * Creates the queues of `jobs`, starts their workers (unless the process runs without workers) and
   * their schedules (unless `schedules` is false). Called once, when the app is ready.
   */
  start(options: { jobs: readonly AnyJobDefinition[]; deps: JobDeps; schedules: boolean }): Promise<void>
  /** Queues a job; answers its id, or null when a singleton key already holds one. */
  send<T extends object>(job: JobDefinition<T>, data: T, options?: SendOptions): Promise<string | null>
  /** Tells this process's workers of `job` to look for work now (after a transaction that sent jobs commits). */
  wake(job: AnyJobDefinition): void
  /** A job's state (created, retry, active, completed, failed, cancelled) and output, or null. */
  find(job: AnyJobDefinition, id: string): Promise<PgBoss.JobWithMetadata | null>
  /** Resolves when no job of the started queues is waiting, running or due for a retry (tests). */
  idle(options?: { timeoutMs?: number }): Promise<void>
  /** Stops taking jobs, waits for running ones (up to `timeoutMs`) and closes. */
  stop(options?: { timeoutMs?: number }): Promise<void>
}

export type JobQueueOptions = {
  database: Database
  logger: FastifyBaseLogger
  /** Whether this process runs the workers (WORKERS=false: a web-only process). */
  workers: boolean
  /** How often an idle worker asks for jobs (seconds, ≥ 0.5; default 2). A job sent by this process wakes its workers at once. */
  pollingIntervalSeconds?: number
}

/** The PostgreSQL schema of the queue's tables (pg-boss creates and migrates it at start). */
export const JOB_QUEUE_SCHEMA = 'pgboss'

const DEFAULT_POLICY: JobPolicy = {
  retryLimit: 5,
  retryDelay: 10,
  retryBackoff: true,
  expireInSeconds: 15 * 60,
  retentionDays: 7,
}

/**
 * pg-boss 10's workers record a job's end — `complete` or `fail` — without awaiting it
 * (node_modules/pg-boss/src/manager.js, `work`). When PostgreSQL restarts at that moment (or a test
 * closes the pool), that promise rejects with nobody to handle it, and the process's
 * unhandled-rejection policy ends the app. Here the rejection is handled: it is reported as the
 * queue's 'error' event (logged below), and the job stays active until it expires and is retried by
 * its policy — what a lost completion means. Patched once, on the class every instance shares.
 */
function handleUnawaitedJobEnds(): void {
  type Method = (this: EventEmitter, ...args: unknown[]) => Promise<unknown>
  const require = createRequire(import.meta.url)
  const Manager = require('pg-boss/src/manager.js') as {
    prototype: Record<string, Method> & { __talentosPatched?: boolean }
  }
  if (Manager.prototype.__talentosPatched) return
  for (const name of ['complete', 'fail']) {
    const original = Manager.prototype[name]
    if (!original) throw new Error(`pg-boss Manager.${name} not found: check handleUnawaitedJobEnds`)
    Manager.prototype[name] = function (this: EventEmitter, ...args: unknown[]) {
      const result = original.apply(this, args)
      result.catch((error: unknown) => {
        if (this.listenerCount('error') > 0) this.emit('error', error)
      })
      return result
    }
  }
  Manager.prototype.__talentosPatched = true
}

export function createJobQueue(options: JobQueueOptions): JobQueue {
  handleUnawaitedJobEnds()
  const boss = new PgBoss({
    db: sqlExecutor(options.database.db) as PgBoss.Db,
    schema: JOB_QUEUE_SCHEMA,
    // Keep finished jobs a week (visible for support), then delete them.
    archiveCompletedAfterSeconds: 24 * 3600,
    deleteAfterDays: 7,
  })
  boss.on('error', (error) => options.logger.error({ err: error }, 'job queue error'))
  const started: string[] = []
  const workerIds = new Map<string, string[]>()
  let running = false

  return {
    async start({ jobs, deps, schedules }) {
      await boss.start()
      running = true
      for (const job of jobs) {
        await createQueueRacing(boss, job.name, { name: job.name, ...DEFAULT_POLICY, ...job.policy })
        started.push(job.name)
        if (options.workers) {
          const ids: string[] = []
          for (let slot = 0; slot < (job.concurrency ?? 1); slot++) {
            ids.push(
              await boss.work<object>(
                job.name,
                {
                  includeMetadata: true,
                  pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
                },
                async ([item]) => {
                  if (!item) return
                  return job.handle(item.data, {
                    deps,
                    jobId: item.id,
                    retryCount: item.retryCount,
                    lastAttempt: item.retryCount >= item.retryLimit,
                  })
                },
              ),
            )
          }
          workerIds.set(job.name, ids)
        }
        if (schedules && job.cron) {
          await boss.schedule(job.name, job.cron, {}, { tz: 'America/Sao_Paulo' })
        }
      }
    },

    async send(job, data, sendOptions = {}) {
      const { tx, ...rest } = sendOptions
      const id = await boss.send(job.name, data, {
        ...rest,
        ...(tx ? { db: sqlExecutor(tx) as PgBoss.Db } : {}),
      })
      // This process's own workers need not wait for their next poll (a transaction's job, once committed).
      if (id && !tx) for (const workerId of workerIds.get(job.name) ?? []) boss.notifyWorker(workerId)
      return id
    },

    wake(job) {
      for (const workerId of workerIds.get(job.name) ?? []) boss.notifyWorker(workerId)
    },

    find: (job, id) => boss.getJobById(job.name, id, { includeArchive: true }),

    async idle({ timeoutMs = 30_000 } = {}) {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        let pending = 0
        for (const name of started) pending += await boss.getQueueSize(name, { before: 'completed' })
        if (pending === 0) return
        if (Date.now() > deadline)
          throw new Error(`job queue not idle after ${timeoutMs} ms (${pending} pending)`)
        for (const ids of workerIds.values()) for (const workerId of ids) boss.notifyWorker(workerId)
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    },

    async stop({ timeoutMs = 10_000 } = {}) {
      if (!running) return
      running = false
      // close: false — the database belongs to the app, which closes it after the queue.
      await boss.stop({ graceful: true, close: false, wait: true, timeout: timeoutMs })
    },
  }
}

/**
 * boss.createQueue, retried when another process creates the same queue at the same moment: N app
 * processes started together on a fresh database otherwise deadlock on pg-boss's queue table and one
 * of them exits (found by scale-out.test.ts). Creating an existing queue is a no-op, so a retry is safe.
 */
async function createQueueRacing(boss: PgBoss, name: string, options: PgBoss.Queue): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await boss.createQueue(name, options)
      return
    } catch (error) {
      const code = (error as { code?: string }).code
      // 40P01 deadlock, 23505 unique violation, 42P07 partition table created by the other process.
      if (attempt >= 5 || !['40P01', '23505', '42P07'].includes(code ?? '')) throw error
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200 * attempt))
    }
  }
}
