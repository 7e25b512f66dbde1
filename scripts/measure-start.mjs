// Measures `npm start`-equivalent start-up (node dist/server/main.js) to the first answer of /api/health,
// on a fresh DATA_DIR and then on the reused one (RUNS times, median), and the idle RSS of the server on
// PGlite 3 s after its first answer, and once more after one minute idle (the last reused start). Prints
// the machine load too: on a busy machine every number grows.
// Usage: node scripts/measure-start.mjs [runs]   (after `npm run build`; DIST_DIR=… for another build)
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'

const dist = process.env.DIST_DIR ?? 'dist'
const runs = Number(process.argv[2] ?? 5)
const port = 3190
const dataDir = mkdtempSync(path.join(tmpdir(), 'talentos-start-'))

const rssMb = (pid) => (Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]) * 4096) / 1024 / 1024

async function startOnce({ idleMinute = false } = {}) {
  const started = performance.now()
  const child = spawn(process.execPath, [path.join(dist, 'server/main.js')], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: 'ignore',
  })
  for (let attempt = 0; attempt < 2400; attempt++) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`)
      if (response.ok) break
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  const elapsed = performance.now() - started
  // CPU (user + system, all threads) spent until the first answer: what a busy machine does not distort.
  const stat = readFileSync(`/proc/${child.pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  const cpuMs = (Number(fields[11]) + Number(fields[12])) * 10
  await new Promise((resolve) => setTimeout(resolve, 3000))
  const rss = rssMb(child.pid)
  let rssAfterMinute
  if (idleMinute) {
    await new Promise((resolve) => setTimeout(resolve, 57_000))
    rssAfterMinute = rssMb(child.pid)
  }
  child.kill('SIGTERM')
  await new Promise((resolve) => child.on('exit', resolve))
  return { elapsed, cpuMs, rssMb: rss, rssAfterMinute }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ')
console.log(`${dist}: load ${load()}`)
const fresh = await startOnce()
const line = (label, elapsed, cpuMs, rssMb) =>
  `${label.padEnd(16)} first answer ${elapsed.toFixed(0).padStart(5)} ms   CPU ${String(cpuMs).padStart(5)} ms   idle RSS ${rssMb.toFixed(0)} MB`
console.log(line('fresh DATA_DIR', fresh.elapsed, fresh.cpuMs, fresh.rssMb))
const reused = []
for (let run = 0; run < runs; run++) reused.push(await startOnce({ idleMinute: run === runs - 1 }))
const pick = (key) => median(reused.map((result) => result[key]))
console.log(
  `${line('reused DATA_DIR', pick('elapsed'), pick('cpuMs'), pick('rssMb'))}   (median of ${runs}: ` +
    `${reused.map((result) => result.elapsed.toFixed(0)).join(', ')} ms)   load ${load()}`,
)
console.log(
  `idle RSS of the last reused start after one minute idle: ${reused.at(-1).rssAfterMinute.toFixed(0)} MB`,
)
rmSync(dataDir, { recursive: true, force: true })
