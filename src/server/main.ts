import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { bootstrap, onShutdown } from './bootstrap.ts'

/**
 * The web process: the API and the built pages, and (unless WORKERS=false) the job queue's workers.
 * Start-up is ordered for the first answer (README "Performance"): the database opens while the HTTP
 * app's modules load, the server listens before the job queue starts (readiness says 503 until it
 * runs) and the worker threads start after that.
 */
async function main() {
  // PGlite compiles its WebAssembly off the main thread: load the HTTP app's modules meanwhile.
  const [{ env, logger, ...deps }, { buildApp }] = await Promise.all([bootstrap(), import('./app.ts')])
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
