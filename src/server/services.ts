import type { FastifyBaseLogger } from 'fastify'
import type { Database } from './db/client.ts'
import type { Env } from './env.ts'
import { createJobQueue, type JobQueue } from './jobs/queue.ts'
import { createStorage, type FileStorage } from './storage/storage.ts'
import { createWorkerPool, type WorkerPool } from './workers/pool.ts'

export type Services = { storage: FileStorage; pool: WorkerPool; queue: JobQueue }

/**
 * The storage, worker pool and job queue of one process, built once from the configuration (the web
 * process in main.ts, the worker process in jobs-main.ts, the test app) and passed in AppDeps.
 */
export function createServices(options: {
  env: Env
  database: Database
  logger: FastifyBaseLogger
  /** Overrides for tests: fewer threads, faster polling. */
  poolThreads?: number
  pollingIntervalSeconds?: number
}): Services {
  return {
    storage: createStorage(options.env),
    pool: createWorkerPool(options.poolThreads ? { maxThreads: options.poolThreads } : {}),
    queue: createJobQueue({
      database: options.database,
      logger: options.logger,
      workers: options.env.workers,
      pollingIntervalSeconds: options.pollingIntervalSeconds,
    }),
  }
}
