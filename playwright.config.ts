import { availableParallelism, loadavg } from 'node:os'
import { defineConfig, devices } from '@playwright/test'
import { findFreeBasePort } from './tests/e2e/support/free-ports.ts'

/**
 * Ports: the app on E2E_PORT, a second app in Stripe mode on E2E_PORT+2, a fake CEP service on
 * E2E_PORT+1000 and a fake Stripe API on E2E_PORT+1002. Without E2E_PORT, the run picks a base whose
 * four ports are all free, so it never collides with another program or another copy of the tests,
 * and writes it to E2E_PORT: Playwright's workers read this file again with the runner's environment.
 * With E2E_PORT given, servers already listening there are reused (your own, kept running).
 */
const PORT_OFFSETS = [0, 2, 1000, 1002] as const
const portGiven = process.env.E2E_PORT !== undefined
if (!portGiven) {
  process.env.E2E_PORT = String(await findFreeBasePort(PORT_OFFSETS))
  process.env.E2E_PORTS_PICKED = 'true'
}
const port = Number(process.env.E2E_PORT)
export const baseURL = `http://localhost:${port}`
/** The e2e server's DATA_DIR: tests read e-mails from its outbox (one per base port: runs stay apart). */
process.env.E2E_DATA_DIR ??= `.tmp/e2e-data-${port}`
export const e2eDataDir = process.env.E2E_DATA_DIR
/** A fake ViaCEP/BrasilAPI (tests/e2e/support/fake-cep-server.mjs) for the public form's CEP auto-fill. */
const cepPort = port + 1000
/** Only servers this user started on the ports they chose are reused; a picked port is always fresh. */
const reuseExistingServer = portGiven && !process.env.CI
/**
 * A second app server in Stripe mode (tests/e2e/billing), against a fake Stripe API
 * (tests/e2e/support/fake-stripe-server.ts); the main server stays in demonstration mode.
 */
const stripePort = port + 2
export const stripeServer = { baseURL: `http://localhost:${stripePort}`, dataDir: `${e2eDataDir}-stripe` }
const fakeStripePort = port + 1002
const stripeSettings = {
  STRIPE_SECRET_KEY: 'sk_test_e2e',
  STRIPE_WEBHOOK_SECRET: 'whsec_e2e',
}

/**
 * How much slower than usual this machine runs now: the load average per core, between 1 and 8 (or
 * E2E_TIMEOUT_FACTOR). Every time limit below is multiplied by it, so a run on a shared, busy machine
 * waits longer instead of failing, while on an idle machine a hung step still fails fast.
 */
const slowdown = Number(
  process.env.E2E_TIMEOUT_FACTOR ??
    Math.min(8, Math.max(1, (loadavg()[0] ?? 0) / availableParallelism())).toFixed(1),
)
process.env.E2E_TIMEOUT_FACTOR = String(slowdown)

export default defineConfig({
  testDir: 'tests/e2e',
  globalTeardown: './tests/e2e/support/global-teardown.ts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // Generous bases: a passing test never waits for them, and a shared 2-core machine whose load
  // rises after the run started (the factor is read once) must not turn a slow step into a failure.
  timeout: 45_000 * slowdown,
  expect: { timeout: 10_000 * slowdown },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: 'node tests/e2e/support/fake-cep-server.mjs',
      url: `http://127.0.0.1:${cepPort}/health`,
      reuseExistingServer,
      env: { PORT: String(cepPort) },
    },
    {
      // The build must be a production one: with the server's NODE_ENV=test, Vite would bundle
      // React's development build (twice the size, slower), and size/speed checks would be wrong.
      command: 'NODE_ENV=production npm run build && node scripts/e2e-server.mjs',
      url: `${baseURL}/api/health`,
      reuseExistingServer,
      timeout: 180_000 * slowdown,
      env: {
        PORT: String(port),
        APP_URL: baseURL,
        DATA_DIR: e2eDataDir,
        DIST_DIR: process.env.DIST_DIR ?? 'dist',
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        CEP_VIACEP_URL: `http://127.0.0.1:${cepPort}/viacep`,
        CEP_BRASILAPI_URL: `http://127.0.0.1:${cepPort}/brasilapi`,
        // Every browser test submits from 127.0.0.1.
        PUBLIC_SUBMIT_RATE_MAX: '1000',
        // Each test sends its own X-Forwarded-For (tests/e2e/support/fixtures.ts), so the per-IP
        // rate limits of one test do not spill into another.
        TRUST_PROXY: 'true',
      },
    },
    {
      command: 'npx tsx tests/e2e/support/fake-stripe-server.ts',
      url: `http://127.0.0.1:${fakeStripePort}/health`,
      reuseExistingServer,
      env: {
        ...stripeSettings,
        PORT: String(fakeStripePort),
        WEBHOOK_URL: `${stripeServer.baseURL}/api/billing/webhook`,
      },
    },
    {
      // Starts after the main server, whose command built DIST_DIR.
      command: 'node scripts/e2e-server.mjs',
      url: `${stripeServer.baseURL}/api/health`,
      reuseExistingServer,
      timeout: 120_000 * slowdown,
      env: {
        ...stripeSettings,
        PORT: String(stripePort),
        APP_URL: stripeServer.baseURL,
        DATA_DIR: stripeServer.dataDir,
        DIST_DIR: process.env.DIST_DIR ?? 'dist',
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        TRUST_PROXY: 'true',
        STRIPE_PRICE_BASICO: 'price_e2e_basico',
        STRIPE_PRICE_PROFISSIONAL: 'price_e2e_profissional',
        STRIPE_PRICE_ILIMITADO: 'price_e2e_ilimitado',
        STRIPE_API_URL: `http://127.0.0.1:${fakeStripePort}`,
      },
    },
  ],
})
