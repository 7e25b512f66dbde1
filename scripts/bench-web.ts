/**
 * `npm run bench:web`: what a phone on Slow 4G gets from each public page of the built app (issue 18):
 * JS, CSS and font bytes, requests, LCP, CLS and the time to the page's first usable control, the
 * median of 5 cold loads per page.
 *
 * Conditions (Lighthouse's / DevTools' "Slow 4G" mobile): a 375 px wide viewport, 562.5 ms round
 * trip, 1.47 Mbit/s down and 675 kbit/s up, the CPU 4x slower, the cache disabled and a new browser
 * context (no cookies, no cache) for every load.
 *
 * The app is the build in DIST_DIR (default dist; run `npm run build` first) started with
 * NODE_ENV=production on a free port and a fresh PGlite DATA_DIR, seeded through the app's services:
 * the demo company (its default 8-step form, /f/{slug} and /c/{slug}) with one published job.
 *
 * Usage: npm run bench:web [-- --runs=5 --pages=/f,/entrar --json]
 *   --runs   loads per page (default 5); the table shows each metric's median
 *   --pages  only the pages whose label starts with one of these (comma separated)
 *   --json   prints the medians as JSON too (for README tables or comparisons)
 *   --list   prints every response of every load (type, path, bytes, when it finished) and every
 *            layout shift (its score, when, and the elements that moved)
 *
 * Bytes are what crossed the wire (compressed body plus headers; Chromium takes brotli), per
 * resource type as Chromium's DevTools protocol reports them, counted until the network has been
 * quiet for a second after the load. LCP and CLS come from the page's own PerformanceObserver; the
 * first usable control is the named element visible, enabled and (for a form control) handled by
 * React; a link is usable once visible. Times are from the navigation start.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { loadavg } from 'node:os'
import path from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import { type Browser, chromium } from '@playwright/test'
import { and, eq } from 'drizzle-orm'
import { profiles } from '../src/server/db/schema/profiles.ts'
import { createJob } from '../src/server/features/jobs/jobs.service.ts'
import { jobInputSchema } from '../src/shared/jobs/api.ts'
import { benchArgs, startBenchApp } from './bench-support.ts'
import { seedDemoCompany } from './seed-demo.ts'

const args = benchArgs()
const runs = Number(args.runs ?? 5)
const dist = process.env.DIST_DIR ?? 'dist'

/** The Slow 4G preset (bytes per second) and the CPU slowdown. */
const NETWORK = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
}
const CPU_SLOWDOWN = 4
const VIEWPORT = { width: 375, height: 812 }

type PageSpec = {
  label: string
  path: string
  /** The first control a visitor can use (CSS selector). */
  control: string
  /**
   * Prerendered HTML that React hydrates (the marketing and sign-in pages): the control is on screen
   * before its handlers, so it counts once React has attached its props. The public pages (Preact,
   * decision 029) render on the client: a control in the DOM was created with its handlers.
   */
  hydrated: boolean
}

type RunResult = {
  js: number
  css: number
  font: number
  requests: number
  lcp: number
  cls: number
  usable: number
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

/** The demo company (default form) with one published job, written into a fresh PGlite DATA_DIR. */
async function seed(appUrl: string): Promise<{ dataDir: string; slug: string; jobSlug: string }> {
  const bench = await startBenchApp('pglite', { prefix: 'bench-web', appUrl })
  const { app, database, dataDir } = bench
  await app.ready()
  const company = await seedDemoCompany(app, { applications: 0 })
  const [admin] = await database.db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.companyId, company.companyId), eq(profiles.role, 'admin')))
  if (!admin) throw new Error('the demo company has no admin')
  const job = await createJob(database.db, {
    caller: { companyId: company.companyId, userId: admin.id, role: 'admin' },
    publish: true,
    data: jobInputSchema.parse({
      title: 'Auxiliar de Logística',
      description:
        'Separação e conferência de **pedidos** no centro de distribuição.\n\n- Turno da manhã\n- Vale-transporte',
      requirements: 'Ensino médio completo.',
      benefits: 'Vale-refeição e plano de saúde.',
      area: 'Logística',
      city: 'Campinas',
      state: 'SP',
      workModel: 'presencial',
      contractType: 'clt',
      salaryMinCents: 200000,
      salaryMaxCents: 250000,
      salaryHidden: false,
      openings: 2,
      deadline: null,
      questions: [],
    }),
  })
  // Closes the database too: the server process opens the same PGlite directory next.
  await app.close()
  return { dataDir, slug: company.slug, jobSlug: job.slug }
}

async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, [path.resolve(dist, 'server/main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      AUTH_SECRET: 'bench-web-secret-bench-web-secret-0001',
      LOG_LEVEL: 'warn',
      WORKERS: 'false',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const deadline = Date.now() + 60_000
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`)
    const healthy = await fetch(`http://127.0.0.1:${port}/api/health`)
      .then((response) => response.ok)
      .catch(() => false)
    if (healthy) return server
    if (Date.now() > deadline) throw new Error('the server did not answer /api/health within 60 s')
    await delay(200)
  }
}

/**
 * Installed before any script of the page: LCP and CLS observers, and a watcher that records when
 * the named control first becomes usable. Plain JavaScript text: tsx would wrap a function's inner
 * functions in a helper the page does not have.
 */
const OBSERVE = `
(() => {
  const selector = __SELECTOR__
  const state = { lcp: 0, cls: 0, usable: Number.NaN, shifts: [] }
  window.__bench = state
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.lcp = entry.startTime
  }).observe({ type: 'largest-contentful-paint', buffered: true })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue
      state.cls += entry.value
      const sources = (entry.sources || []).map((source) => {
        const node = source.node
        if (!node) return '?'
        const text = (node.textContent || '').trim().slice(0, 30)
        return node.nodeName.toLowerCase() + (node.id ? '#' + node.id : '') + (text ? ' "' + text + '"' : '')
      })
      state.shifts.push(entry.value.toFixed(3) + ' at ' + Math.round(entry.startTime) + ' ms: ' + sources.join(', '))
    }
  }).observe({ type: 'layout-shift', buffered: true })
  const usable = () => {
    const element = document.querySelector(selector)
    if (!(element instanceof HTMLElement)) return false
    const box = element.getBoundingClientRect()
    if (box.width === 0 || box.height === 0) return false
    if (element instanceof HTMLAnchorElement) return true
    if (element.disabled) return false
    if (!__HYDRATED__) return true
    return Object.keys(element).some((key) => key.startsWith('__reactProps'))
  }
  let timer
  const observer = new MutationObserver(() => check())
  const check = () => {
    if (!Number.isNaN(state.usable) || !usable()) return
    state.usable = performance.now()
    observer.disconnect()
    clearInterval(timer)
  }
  observer.observe(document, { childList: true, subtree: true })
  // Hydration attaches handlers without changing the DOM: a slow poll catches it.
  timer = setInterval(check, 50)
})()
`

async function loadOnce(browser: Browser, url: string, spec: PageSpec): Promise<RunResult> {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'pt-BR',
  })
  try {
    const page = await context.newPage()
    await page.addInitScript({
      content: OBSERVE.replace('__SELECTOR__', JSON.stringify(spec.control)).replace(
        '__HYDRATED__',
        String(spec.hydrated),
      ),
    })
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
    await cdp.send('Network.emulateNetworkConditions', NETWORK)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })

    const types = new Map<string, string>()
    const bytes = { js: 0, css: 0, font: 0 }
    let requests = 0
    const inFlight = new Set<string>()
    let lastActivity = Date.now()
    let started = Date.now()
    cdp.on('Network.requestWillBeSent', (event) => {
      if (event.request.url.startsWith('data:')) return
      requests++
      inFlight.add(event.requestId)
      lastActivity = Date.now()
    })
    const urls = new Map<string, string>()
    cdp.on('Network.responseReceived', (event) => {
      types.set(event.requestId, event.type)
      urls.set(event.requestId, new URL(event.response.url).pathname)
    })
    const done = (requestId: string) => {
      inFlight.delete(requestId)
      lastActivity = Date.now()
    }
    cdp.on('Network.loadingFailed', (event) => done(event.requestId))
    cdp.on('Network.loadingFinished', (event) => {
      done(event.requestId)
      const type = types.get(event.requestId)
      if (args.list)
        console.log(
          `  ${type} ${urls.get(event.requestId)} ${(event.encodedDataLength / 1024).toFixed(1)} KB at ${(Date.now() - started) / 1000} s`,
        )
      if (type === 'Script') bytes.js += event.encodedDataLength
      else if (type === 'Stylesheet') bytes.css += event.encodedDataLength
      else if (type === 'Font') bytes.font += event.encodedDataLength
    })

    started = Date.now()
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 })
    await page.waitForFunction(
      () => !Number.isNaN((window as unknown as { __bench: { usable: number } }).__bench.usable),
      undefined,
      { timeout: 120_000 },
    )
    // Quiet network for a second: every request the load started (lazy chunks, fonts, data) is in.
    while (inFlight.size > 0 || Date.now() - lastActivity < 1000) await delay(100)
    const { shifts, ...measured } = await page.evaluate(
      () =>
        (window as unknown as { __bench: { lcp: number; cls: number; usable: number; shifts: string[] } })
          .__bench,
    )
    if (args.list) for (const shift of shifts) console.log(`  layout shift ${shift}`)
    return { ...bytes, requests, ...measured }
  } finally {
    await context.close()
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

async function main() {
  if (
    !existsSync(path.resolve(dist, 'server/main.js')) ||
    !existsSync(path.resolve(dist, 'web/index.html'))
  ) {
    throw new Error(
      `No build in ${dist}: run \`npm run build\` first (a production build: NODE_ENV unset or production).`,
    )
  }
  const port = await freePort()
  const origin = `http://localhost:${port}`
  const { dataDir, slug, jobSlug } = await seed(origin)
  let server: ChildProcess | undefined
  let browser: Browser | undefined
  try {
    server = await startServer(port, dataDir)
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
      ],
    })
    const pages: PageSpec[] = [
      // The first field of the form's first step (the honeypot is tabindex -1).
      {
        label: '/f/{slug}',
        path: `/f/${slug}`,
        control: 'main form input:not([tabindex="-1"])',
        hydrated: false,
      },
      {
        label: '/c/{slug}',
        path: `/c/${slug}`,
        control: `main a[href$="/vagas/${jobSlug}"]`,
        hydrated: false,
      },
      {
        label: '/c/{slug}/vagas/{job}',
        path: `/c/${slug}/vagas/${jobSlug}`,
        control: `main a[href^="/f/${slug}"]`,
        hydrated: false,
      },
      { label: '/', path: '/', control: 'main a[href="/cadastre-se"]', hydrated: true },
      { label: '/entrar', path: '/entrar', control: 'input[type="email"]', hydrated: true },
      { label: '/cadastre-se', path: '/cadastre-se', control: 'main form input', hydrated: true },
    ]
    const only = args.pages?.split(',')
    const chosen = only ? pages.filter((page) => only.some((prefix) => page.label.startsWith(prefix))) : pages
    const load = loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')
    console.log(
      `bench:web: ${runs} cold loads per page, 375 px, Slow 4G (562.5 ms RTT, 1.47 Mbit/s down, 675 kbit/s up), CPU ${CPU_SLOWDOWN}x; load average before: ${load}`,
    )
    const results: Record<string, RunResult> = {}
    for (const spec of chosen) {
      const samples: RunResult[] = []
      for (let index = 0; index < runs; index++)
        samples.push(await loadOnce(browser, `${origin}${spec.path}`, spec))
      const pick = (key: keyof RunResult) => median(samples.map((sample) => sample[key]))
      results[spec.label] = {
        js: pick('js'),
        css: pick('css'),
        font: pick('font'),
        requests: pick('requests'),
        lcp: pick('lcp'),
        cls: pick('cls'),
        usable: pick('usable'),
      }
    }
    const kb = (value: number) => `${(value / 1024).toFixed(1)} KB`
    const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`
    const header = ['page', 'JS', 'CSS', 'fonts', 'requests', 'LCP', 'CLS', 'first usable control']
    const rows = Object.entries(results).map(([label, r]) => [
      label,
      kb(r.js),
      kb(r.css),
      kb(r.font),
      String(r.requests),
      seconds(r.lcp),
      r.cls.toFixed(3),
      seconds(r.usable),
    ])
    const widths = header.map((title, column) =>
      Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
    )
    const line = (cells: string[]) =>
      `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join(' | ')} |`
    console.log(line(header))
    console.log(
      `|${widths.map((width, column) => (column === 0 ? `:${'-'.repeat(width + 1)}` : `${'-'.repeat(width + 1)}:`)).join('|')}|`,
    )
    for (const row of rows) console.log(line(row))
    console.log(
      `medians of ${runs}; load average after: ${loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')}`,
    )
    if (args.json) console.log(JSON.stringify(results, null, 2))
  } finally {
    await browser?.close()
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server?.once('exit', resolve))
      server.kill('SIGTERM')
      await Promise.race([exited, delay(10_000)])
    }
    rmSync(dataDir, { recursive: true, force: true })
  }
}

await main()
