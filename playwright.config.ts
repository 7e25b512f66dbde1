import { defineConfig, devices } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 3100)
export const baseURL = `http://localhost:${port}`
/** The e2e server's DATA_DIR: tests read e-mails from its outbox. */
export const e2eDataDir = process.env.E2E_DATA_DIR ?? '.tmp/e2e-data'
/** A fake ViaCEP/BrasilAPI (tests/e2e/support/fake-cep-server.mjs) for the public form's CEP auto-fill. */
const cepPort = Number(process.env.E2E_CEP_PORT ?? port + 1000)

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
  ],
})
