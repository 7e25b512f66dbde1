import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) }

/**
 * Every run shuffles the test files and the cases inside them, so no test can lean on what another
 * left behind. Vitest prints the seed at the start ("Running tests with seed …"); replay an order
 * with `VITEST_SEED=<seed>` (or `--sequence.seed=<seed>`). Without one, the seed is the current time.
 */
const seed = process.env.VITEST_SEED ? Number(process.env.VITEST_SEED) : undefined

export default defineConfig({
  test: {
    sequence: { shuffle: true, ...(seed === undefined ? {} : { seed }) },
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'server',
          environment: 'node',
          include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts'],
          setupFiles: ['src/server/test/setup.ts'],
          // One migrated template database per run; each test file copies it (template-database.ts).
          globalSetup: ['src/server/test/global-setup.ts'],
          // Generous limits: a passing test never waits for them, and a loaded 2-core machine must
          // not turn a slow case into a failure.
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          setupFiles: ['src/web/test/setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
