// Measures `npm start`-equivalent start-up (node dist/server/main.js) to the first answer of /api/health,
// on a fresh DATA_DIR and on a reused one, and the idle RSS of the server on PGlite.
// Usage: node scripts/measure-start.mjs   (after `npm run build`)
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const dist = process.env.DIST_DIR ?? 'dist'
const port = 3190
const dataDir = mkdtempSync(path.join(tmpdir(), 'talentos-start-'))

async function startOnce(label) {
  const started = performance.now()
  const child = spawn(process.execPath, [path.join(dist, 'server/main.js')], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: 'ignore',
  })
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`)
      if (response.ok) break
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  const elapsed = performance.now() - started
  await new Promise((resolve) => setTimeout(resolve, 3000))
  const rss = Number(readFileSync(`/proc/${child.pid}/statm`, 'utf8').split(' ')[1]) * 4096
  console.log(
    `${label.padEnd(16)} first answer ${elapsed.toFixed(0).padStart(5)} ms   idle RSS ${(rss / 1024 / 1024).toFixed(0)} MB`,
  )
  child.kill('SIGTERM')
  await new Promise((resolve) => child.on('exit', resolve))
}

await startOnce('fresh DATA_DIR')
await startOnce('reused DATA_DIR')
rmSync(dataDir, { recursive: true, force: true })
