import { defineConfig, devices } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 3100)
export const baseURL = `http://localhost:${port}`
/** The e2e server's DATA_DIR: tests read e-mails from its outbox. */
export const e2eDataDir = process.env.E2E_DATA_DIR ?? '.tmp/e2e-data'
/** A fake ViaCEP/BrasilAPI (tests/e2e/support/fake-cep-server.mjs) for the public form's CEP auto-fill. */
const cepPort = Number(process.env.E2E_CEP_PORT ?? port + 1000)
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

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
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
      reuseExistingServer: !process.env.CI,
      env: { PORT: String(cepPort) },
    },
    {
      // The build must be a production one: with the server's NODE_ENV=test, Vite would bundle
      // React's development build (twice the size, slower), and size/speed checks would be wrong.
      command: 'NODE_ENV=production npm run build && node scripts/e2e-server.mjs',
      url: `${baseURL}/api/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
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
      reuseExistingServer: !process.env.CI,
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
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
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
