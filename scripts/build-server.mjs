// Bundles the server into dist/server/: main.js (the web process), worker.js (the worker threads'
// entry, src/server/workers/pool.ts) and jobs.js (the queue-only process of `npm run worker`).
// Dependencies stay in node_modules. The SQL migrations are copied beside them, where
// src/server/db/client.ts looks for them.
import { cpSync, rmSync } from 'node:fs'
import { build } from 'esbuild'

// DIST_DIR lets parallel checkouts of the browser tests build side by side (default: dist).
const dist = process.env.DIST_DIR ?? 'dist'

rmSync(`${dist}/server`, { recursive: true, force: true })
await build({
  entryPoints: {
    main: 'src/server/main.ts',
    worker: 'src/server/workers/worker.ts',
    jobs: 'src/server/jobs-main.ts',
  },
  outdir: `${dist}/server`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  // Dynamic imports become chunks loaded on first use (the S3 adapter and its AWS SDK), not start-up cost.
  splitting: true,
  sourcemap: true,
  logLevel: 'warning',
})
cpSync('src/server/db/migrations', `${dist}/server/migrations`, { recursive: true })
