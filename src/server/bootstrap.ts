import pino, { type Logger } from 'pino'
import type { AppDeps } from './app.ts'
import { openDatabase } from './db/client.ts'
import { databaseStartupMessage } from './db/connection-error.ts'
import type { PgliteThreadClient } from './db/pglite-thread.ts'
import { type Env, loadEnvOrExit } from './env.ts'
import { createMailer } from './mail/mailer.ts'
import { createServices } from './services.ts'

/**
 * What every process of the app starts with (the web process, main.ts; the worker process,
 * jobs-main.ts): the configuration, the database, the mailer, storage, worker pool and job queue.
 * It returns before the database is open and migrated: `migrated` settles then, and the caller
 * builds what needs no query meanwhile (main.ts builds the HTTP app while the embedded database
 * opens on its own thread). A configuration or database problem ends the process with one line that
 * names it.
 */
export async function bootstrap(
  options: {
    workers?: boolean
    /** Loaded already by the caller (main.ts, to start the embedded database first). */
    env?: Env
    /** The embedded database's thread, started already by the caller. */
    pgliteThread?: PgliteThreadClient
  } = {},
): Promise<
  Pick<AppDeps, 'env' | 'database' | 'mailer' | 'storage' | 'pool' | 'queue'> & {
    logger: Logger
    migrated: Promise<void>
  }
> {
  const workers = options.workers === undefined ? {} : { workers: options.workers }
  const env: Env = { ...(options.env ?? loadEnvOrExit()), ...workers }
  const logger = pino({ level: env.logLevel })
  exitOnFatalErrors(logger)
  const database = await openDatabase({
    databaseUrl: env.databaseUrl,
    dataDir: env.dataDir,
    pgliteThread: options.pgliteThread,
    onConnectionError: (error) =>
      logger.warn({ err: error }, 'database connection lost; the pool reconnects'),
  })
  const migrated = database.migrate().catch((error: unknown) => {
    // A wrong DATABASE_URL gets one line naming it, not a driver stack (issue 13).
    const message = env.databaseUrl ? databaseStartupMessage(error, env.databaseUrl) : undefined
    if (!message) throw error
    exit(message)
  })
  // Awaited by the caller once it built what needs no query; not an unhandled rejection meanwhile.
  migrated.catch(() => {})
  const mailer = createMailer({ from: env.mailFrom, smtpUrl: env.smtpUrl, dataDir: env.dataDir, logger })
  return { env, logger, migrated, database, mailer, ...createServices({ env, database, logger }) }
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
