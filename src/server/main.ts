import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildApp } from './app.ts'
import { bootstrap, onShutdown } from './bootstrap.ts'

/** The web process: the API and the built pages, and (unless WORKERS=false) the job queue's workers. */
async function main() {
  const { env, logger, ...deps } = await bootstrap()
  // dist/server/main.js serves dist/web; in development (tsx) Vite serves the pages instead.
  const webRoot = fileURLToPath(new URL('../web', import.meta.url))
  const app = await buildApp({
    env,
    ...deps,
    webRoot: existsSync(path.join(webRoot, 'index.html')) ? webRoot : undefined,
    logger: { level: env.logLevel },
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
