// Bundles the server into dist/server/: main.js (the web process), worker.js (the worker threads'
// entry, src/server/workers/pool.ts), pglite-thread.js (the embedded database's thread,
// src/server/db/pglite-thread.ts) and jobs.js (the queue-only process of `npm run worker`).
// Dependencies are bundled with the code: start-up read ~2,200 files of node_modules (date-fns
// alone 314), ~0.5 s of a 1.8 s start (README "Performance"). The SQL migrations are copied beside
// them, where src/server/db/client.ts looks for them.
import { cpSync, rmSync } from 'node:fs'
import { build } from 'esbuild'

// DIST_DIR lets parallel checkouts of the browser tests build side by side (default: dist).
const dist = process.env.DIST_DIR ?? 'dist'

/**
 * Left in node_modules: packages that read files beside their own code (PGlite's WebAssembly and
 * data, sharp's native addon, piscina's and unpdf's worker scripts, pdfkit's fonts, swagger-ui's
 * pages, @fastify/swagger's package.json), pino (its transports are worker files), the AWS SDK
 * (loaded only with STORAGE=s3), pg's optional native and Cloudflare drivers (never installed), and
 * pg-boss with pg: src/server/jobs/queue.ts patches pg-boss's Manager class through require(), which
 * must be the very module pg-boss itself runs. Fastify's default schema compilers (Ajv and
 * fast-json-stringify, ~500 KB that V8 compiled at every start) are never loaded: every schema is zod
 * (src/server/app.ts passes its own compilers), so Fastify's require() of them never runs.
 */
const EXTERNAL = [
  '@electric-sql/pglite',
  'sharp',
  'piscina',
  'pino',
  'pdfkit',
  '@fastify/swagger',
  '@fastify/swagger-ui',
  'unpdf',
  '@aws-sdk/*',
  'pg',
  'pg-boss',
  'pg-native',
  'pg-cloudflare',
  '@fastify/ajv-compiler',
  '@fastify/fast-json-stringify-compiler',
]

rmSync(`${dist}/server`, { recursive: true, force: true })
await build({
  entryPoints: {
    main: 'src/server/main.ts',
    worker: 'src/server/workers/worker.ts',
    jobs: 'src/server/jobs-main.ts',
    'pglite-thread': 'src/server/db/pglite-thread-worker.ts',
  },
  outdir: `${dist}/server`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: EXTERNAL,
  banner: {
    // Bundled CommonJS dependencies call require() for Node's built-ins.
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  // Dynamic imports become chunks loaded on first use (the S3 adapter and its AWS SDK), not start-up cost.
  splitting: true,
  sourcemap: true,
  logLevel: 'warning',
})
cpSync('src/server/db/migrations', `${dist}/server/migrations`, { recursive: true })
