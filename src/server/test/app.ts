import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import pino from 'pino'
import { type AppDeps, buildApp } from '../app.ts'
import type { Database } from '../db/client.ts'
import { loadEnv } from '../env.ts'
import { createMailer, type Mailer } from '../mail/mailer.ts'
import { createServices } from '../services.ts'
import { createTestDatabase } from './database.ts'

export type TestContext = {
  app: FastifyInstance
  database: Database
  dataDir: string
  close(): Promise<void>
}

type TestAppOptions = {
  webRoot?: string
  env?: Record<string, string>
  mailer?: Mailer
  /** Smaller accounts rate limits for a test (defaults: src/server/auth/rate-limit.ts). */
  rateLimits?: AppDeps['rateLimits']
  /** The app's logger (default: none). */
  logger?: AppDeps['logger']
  /** Sees every route as it is registered (AppDeps.onRoute). */
  onRoute?: AppDeps['onRoute']
  /** Registers routes of the test itself (e.g. a slow one) before the app is ready. */
  testRoutes?: (app: FastifyInstance) => void
  /** Start the job queue once the app listens, as main.ts does (AppDeps.queueInBackground). */
  queueInBackground?: AppDeps['queueInBackground']
}

/** Builds the real app on a fresh database and a temporary DATA_DIR (outbox, uploads). */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestContext> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'talentos-test-'))
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    APP_URL: 'http://localhost:3000',
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    LOG_LEVEL: 'silent',
    // Tests give each client its own X-Forwarded-For (src/server/test/accounts.ts uniqueIp).
    TRUST_PROXY: 'true',
    ...options.env,
  })
  const database = await createTestDatabase()
  const logger = pino({ level: 'silent' })
  const mailer =
    options.mailer ?? createMailer({ from: env.mailFrom, smtpUrl: env.smtpUrl, dataDir: env.dataDir, logger })
  const app = await buildApp({
    env,
    database,
    mailer,
    // One thread and fast polling: tests wait for queued jobs (queue.idle()) without slowing down.
    ...createServices({ env, database, logger, poolThreads: 1, pollingIntervalSeconds: 0.5 }),
    webRoot: options.webRoot,
    logger: options.logger ?? false,
    rateLimits: options.rateLimits,
    onRoute: options.onRoute,
    queueInBackground: options.queueInBackground,
    backgroundJobs: false,
  })
  const { testRoutes } = options
  if (testRoutes) await app.register(async (instance) => testRoutes(instance))
  await app.ready()
  return {
    app,
    database,
    dataDir,
    async close() {
      await app.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
