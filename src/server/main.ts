import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { openPgliteThread } from './db/pglite-thread.ts'
import { loadEnvOrExit } from './env.ts'

/**
 * The web process: the API and the built pages, and (unless WORKERS=false) the job queue's workers.
 * Start-up is ordered for the first answer (README "Performance"): the database opens and migrates
 * (the embedded one on its own thread) while the HTTP app's modules load and its routes are built,
 * the server listens before the job queue starts (readiness says 503 until it runs) and the worker
 * threads start after that.
 */
async function main() {
  const config = loadEnvOrExit()
  // The embedded database starts first, on its own thread (~1 s of WebAssembly): this thread loads
  // and builds the HTTP app meanwhile.
  const pgliteThread = config.databaseUrl ? undefined : openPgliteThread(config.dataDir)
  const [{ bootstrap, onShutdown }, { buildApp }] = await Promise.all([
    import('./bootstrap.ts'),
    import('./app.ts'),
  ])
  const { env, logger, migrated, ...deps } = await bootstrap({ env: config, pgliteThread })
  // dist/server/main.js serves dist/web; in development (tsx) Vite serves the pages instead.
  const webRoot = fileURLToPath(new URL('../web', import.meta.url))
  const app = await buildApp({
    env,
    ...deps,
    webRoot: existsSync(path.join(webRoot, 'index.html')) ? webRoot : undefined,
    logger: { level: env.logLevel },
    queueInBackground: {
      onFailure(error) {
        logger.fatal({ err: error }, 'the job queue did not start: exiting')
        process.exit(1)
      },
    },
  })
  onShutdown(logger, () => app.close())
  await migrated
  await app.listen({ port: env.port, host: env.host })
  // Deferred past the first answer: the worker threads load pdfkit, sharp and scrypt (~0.3 s of CPU).
  deps.pool.warm()
  app.log.info(
    { url: env.appUrl, database: deps.database.kind, dataDir: env.dataDir, workers: env.workers },
    'Talentos is running',
  )
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
