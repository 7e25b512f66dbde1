import pino, { type Logger } from 'pino'
import type { AppDeps } from './app.ts'
import { openDatabase } from './db/client.ts'
import { databaseStartupMessage } from './db/connection-error.ts'
import { ConfigError, type Env, loadEnv } from './env.ts'
import { createMailer } from './mail/mailer.ts'
import { createServices } from './services.ts'

/**
 * What every process of the app starts with (the web process, main.ts; the worker process,
 * jobs-main.ts): the configuration, the migrated database, the mailer, storage, worker pool and job
 * queue. A configuration or database problem ends the process with one line that names it.
 */
export async function bootstrap(
  overrides: Partial<Pick<Env, 'workers'>> = {},
): Promise<Pick<AppDeps, 'env' | 'database' | 'mailer' | 'storage' | 'pool' | 'queue'> & { logger: Logger }> {
  let env: Env
  try {
    env = { ...loadEnv(), ...overrides }
  } catch (error) {
    if (error instanceof ConfigError) exit(error.message)
    throw error
  }
  const logger = pino({ level: env.logLevel })
  exitOnFatalErrors(logger)
  const database = await openDatabase({
    databaseUrl: env.databaseUrl,
    dataDir: env.dataDir,
    onConnectionError: (error) =>
      logger.warn({ err: error }, 'database connection lost; the pool reconnects'),
  })
  try {
    await database.migrate()
  } catch (error) {
    // A wrong DATABASE_URL gets one line naming it, not a driver stack (issue 13).
    const message = env.databaseUrl ? databaseStartupMessage(error, env.databaseUrl) : undefined
    if (!message) throw error
    exit(message)
  }
  const mailer = createMailer({ from: env.mailFrom, smtpUrl: env.smtpUrl, dataDir: env.dataDir, logger })
  return { env, logger, database, mailer, ...createServices({ env, database, logger }) }
}

/**
 * A failure nothing handled leaves the process in an unknown state: log it and exit non-zero, so the
 * supervisor (systemd's Restart=on-failure, see README "Running under a supervisor") starts a fresh
 * one. Expected failures (a lost database connection, bad input) are handled where they happen.
 */
function exitOnFatalErrors(logger: Logger) {
  const fatal = (kind: string) => (error: unknown) => {
    logger.fatal({ err: error }, `${kind}: exiting`)
    process.exit(1)
  }
  process.on('uncaughtException', fatal('uncaught exception'))
  process.on('unhandledRejection', fatal('unhandled promise rejection'))
}

function exit(message: string): never {
  console.error(message)
  process.exit(1)
}

/** Runs `close` on SIGTERM/SIGINT (once), then exits: 0 when it closed cleanly, 1 otherwise. */
export function onShutdown(logger: Logger, close: () => Promise<void>): void {
  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    logger.info({ signal }, 'shutting down')
    try {
      await close()
      process.exit(0)
    } catch (error) {
      logger.error({ err: error }, 'error during shutdown')
      process.exit(1)
    }
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  process.on('SIGINT', () => void shutdown('SIGINT'))
}
