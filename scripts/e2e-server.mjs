// Starts the built server for the browser tests on a fresh DATA_DIR (database, uploads, outbox).
import { rmSync } from 'node:fs'

rmSync(process.env.DATA_DIR ?? '.tmp/e2e-data', { recursive: true, force: true })
await import('../dist/server/main.js')
