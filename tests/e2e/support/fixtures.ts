import { test as base } from '@playwright/test'
import { randomClientIp } from './accounts.ts'

/**
 * `test` whose browser context sends one random X-Forwarded-For for the whole test. The server's
 * rate limits are per client address (it trusts X-Forwarded-For), so a test that drives the login
 * or sign-up forms gets its own buckets and never runs into another test's 429s, while repeated
 * attempts inside the test still add up (a test of the 429 message works as in production).
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': randomClientIp() })
  },
})

export { expect } from '@playwright/test'
