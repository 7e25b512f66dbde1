import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pino from 'pino'
import { buildApp } from './app.ts'
import { openDatabase } from './db/client.ts'
import { databaseStartupMessage } from './db/connection-error.ts'
import { ConfigError, loadEnv } from './env.ts'
import { createMailer } from './mail/mailer.ts'

async function main() {
  let env: ReturnType<typeof loadEnv>
  try {
    env = loadEnv()
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(1)
    }
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
    console.error(message)
    process.exit(1)
  }
  const mailer = createMailer({ from: env.mailFrom, smtpUrl: env.smtpUrl, dataDir: env.dataDir, logger })
  // dist/server/main.js serves dist/web; in development (tsx) Vite serves the pages instead.
  const webRoot = fileURLToPath(new URL('../web', import.meta.url))
  const app = await buildApp({
    env,
    database,
    mailer,
    webRoot: existsSync(path.join(webRoot, 'index.html')) ? webRoot : undefined,
    logger: { level: env.logLevel },
  })

  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down')
    try {
      await app.close()
      process.exit(0)
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown')
      process.exit(1)
    }
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  process.on('SIGINT', () => void shutdown('SIGINT'))

  await app.listen({ port: env.port, host: env.host })
  app.log.info({ url: env.appUrl, database: database.kind, dataDir: env.dataDir }, 'Talentos is running')
}

/**
 * A failure nothing handled leaves the process in an unknown state: log it and exit non-zero, so the
 * supervisor (systemd's Restart=on-failure, see README "Running in production") starts a fresh one.
 * Expected failures (a lost database connection, bad input) are handled where they happen.
 */
function exitOnFatalErrors(logger: pino.Logger) {
  const fatal = (kind: string) => (error: unknown) => {
    logger.fatal({ err: error }, `${kind}: exiting`)
    process.exit(1)
  }
  process.on('uncaughtException', fatal('uncaught exception'))
  process.on('unhandledRejection', fatal('unhandled promise rejection'))
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
