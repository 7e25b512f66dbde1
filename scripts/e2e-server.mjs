// Starts the built server for the browser tests on a fresh DATA_DIR (database, uploads, outbox).
import { rmSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

rmSync(process.env.DATA_DIR ?? '.tmp/e2e-data', { recursive: true, force: true })
const dist = process.env.DIST_DIR ?? 'dist'
await import(pathToFileURL(path.resolve(dist, 'server/main.js')).href)
