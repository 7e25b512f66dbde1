// Health-check latency while an application's PDF is exported (issue 12). Starts the real server
// (`node --import tsx src/server/main.ts`, PGlite in a temporary DATA_DIR, 127.0.0.1 only), signs a
// company up through the API, puts it on Básico (PDF export), sends one application whose photo is a
// large but accepted picture (6000 × 6000 PNG), then exports that PDF several times while another
// client asks GET /api/health every 10 ms, and prints the health latencies during the exports.
//
// Usage: npx tsx scripts/bench-health-during-pdf.ts [--root=<checkout>] [--runs=5]
//   --root: the source tree whose server to start (default: this one). To measure "before", point it
//           at a checkout of an older commit that shares this node_modules.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { freePort } from '../src/server/test/private-postgres.ts'

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, '').split('=')
    return [key, value ?? 'true']
  }),
)
const ROOT = path.resolve(args.root ?? fileURLToPath(new URL('..', import.meta.url)))
const RUNS = Number(args.runs ?? 5)
const PHOTO_SIDE = Number(args.side ?? 6000)
const HEALTH_INTERVAL_MS = 10

const dataDir = mkdtempSync(path.join(tmpdir(), 'talentos-bench-pdf-'))
const port = await freePort()
const base = `http://127.0.0.1:${port}`
const origin = { origin: base }

function startServer(): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: base,
      DATA_DIR: dataDir,
      AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01',
      LOG_LEVEL: 'warn',
      PUBLIC_SUBMIT_RATE_MAX: '1000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
}

async function waitForHealth(): Promise<void> {
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error('server did not start')
}

async function json(method: string, url: string, body?: unknown, cookie?: string) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...origin,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(cookie ? { cookie } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: 'manual',
  })
  return response
}

/** The confirmation link of the only e-mail in the outbox (quoted-printable soft breaks undone). */
async function confirmationLink(): Promise<string> {
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    const folder = path.join(dataDir, 'outbox')
    const files = (() => {
      try {
        return readdirSync(folder)
      } catch {
        return []
      }
    })()
    for (const file of files) {
      const text = readFileSync(path.join(folder, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=')
      const match = text.match(/https?:\/\/[^\s"<>]*\/api\/auth\/verify-email[^\s"<>]*/)
      if (match) return match[0].replace(/&amp;/g, '&')
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error('no confirmation e-mail')
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}

const server = startServer()
try {
  await waitForHealth()
  const email = `bench.${Date.now()}@exemplo.com.br`
  const signUp = await json('POST', '/api/accounts/sign-up', {
    fullName: 'Bench Talentos',
    email,
    companyName: 'Bench Ltda',
    password: 'senha-do-bench-1',
    confirmPassword: 'senha-do-bench-1',
  })
  if (signUp.status !== 201) throw new Error(`sign-up ${signUp.status}: ${await signUp.text()}`)
  const link = new URL(await confirmationLink())
  const verified = await fetch(`${base}${link.pathname}${link.search}`, { redirect: 'manual' })
  const cookie = verified.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ')
  const plan = await json('POST', '/api/billing/plan', { plan: 'basico' }, cookie)
  if (!plan.ok) throw new Error(`plan ${plan.status}: ${await plan.text()}`)
  const me = (await (await json('GET', '/api/settings/public-link', undefined, cookie)).json()) as {
    slug: string
  }
  const form = (await (await fetch(`${base}/api/public/forms/${me.slug}`)).json()) as {
    steps: { fields: { id: string; key: string }[] }[]
  }

  // A large but accepted photo: a gradient, so it does not compress to nothing.
  const photo = await sharp({
    create: { width: PHOTO_SIDE, height: PHOTO_SIDE, channels: 3, background: '#4a7fb0' },
  })
    .png({ compressionLevel: 9 })
    .toBuffer()
  const { validAnswers, consent } = await import('../src/server/features/public-form/test-support.ts')
  const values = validAnswers(form as never, {
    foto: { name: 'grande.png', type: 'image/png', size: photo.length, data: photo.toString('base64') },
  })
  const id = crypto.randomUUID()
  const sent = await json('POST', `/api/public/forms/${me.slug}/submissions`, {
    id,
    values,
    consent: consent(),
  })
  if (sent.status !== 201) throw new Error(`submission ${sent.status}: ${await sent.text()}`)

  const health = async () => {
    const started = performance.now()
    await (await fetch(`${base}/api/health`)).arrayBuffer()
    return performance.now() - started
  }
  const idle: number[] = []
  for (let index = 0; index < 50; index++) idle.push(await health())

  const during: number[] = []
  const pdfTimes: number[] = []
  for (let run = 0; run < RUNS + 1; run++) {
    let exporting = true
    const started = performance.now()
    const pdf = json('GET', `/api/applications/${id}/pdf`, undefined, cookie).then(async (response) => {
      if (response.status !== 200) throw new Error(`pdf ${response.status}: ${await response.text()}`)
      await response.arrayBuffer()
      exporting = false
      return performance.now() - started
    })
    const samples: number[] = []
    while (exporting) {
      samples.push(await health())
      await new Promise((resolve) => setTimeout(resolve, HEALTH_INTERVAL_MS))
    }
    const elapsed = await pdf
    // The first export warms up (worker thread, fonts, sharp); it is not counted.
    if (run > 0) {
      pdfTimes.push(elapsed)
      during.push(...samples)
    }
  }
  console.log(`server: ${ROOT}`)
  console.log(
    `photo ${PHOTO_SIDE} × ${PHOTO_SIDE} PNG, ${(photo.length / 1024).toFixed(0)} KB; ${RUNS} exports`,
  )
  console.log('| | health p50 | health p95 | health max | PDF export p50 |')
  console.log('| --- | ---: | ---: | ---: | ---: |')
  const ms = (value: number) => `${value.toFixed(1)} ms`
  console.log(
    `| idle | ${ms(percentile(idle, 50))} | ${ms(percentile(idle, 95))} | ${ms(Math.max(...idle))} | |`,
  )
  console.log(
    `| during export (${during.length} checks) | ${ms(percentile(during, 50))} | ${ms(percentile(during, 95))} | ${ms(Math.max(...during))} | ${ms(percentile(pdfTimes, 50))} |`,
  )
} finally {
  server.kill('SIGTERM')
  await new Promise((resolve) => server.once('exit', resolve))
  rmSync(dataDir, { recursive: true, force: true })
}
