import { mkdirSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import { baseURL } from '../../../playwright.config.ts'
import type { PlanId } from '../../../src/shared/plans.ts'
import { randomClientIp } from '../support/accounts.ts'

export const SCREENSHOT_DIR = '.tmp/screens-builder'

/** Puts the signed-in company of `page` on a plan through the payments API (demonstration mode). */
export async function setPlan(page: Page, plan: PlanId) {
  const response = await page.request.post('/api/billing/plan', {
    data: { plan },
    headers: { origin: baseURL, 'x-forwarded-for': randomClientIp() },
  })
  expect(response.status(), await response.text()).toBe(200)
}

/** Toasts are left out: they fade in (axe reads the half-transparent text) and have their own tests. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze()
  expect(
    results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([])
}

export async function screenshot(page: Page, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true })
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png`, fullPage: true })
}
