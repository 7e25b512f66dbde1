import { mkdirSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { baseURL } from '../../../playwright.config.ts'

export const SCREENSHOT_DIR = '.tmp/screens-team'

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

/** Changes the signed-in company's plan through the billing API (demonstration mode: at once). */
export async function setPlan(request: APIRequestContext, plan: string) {
  const response = await request.post('/api/billing/plan', { data: { plan }, headers: { origin: baseURL } })
  expect(response.status(), await response.text()).toBe(200)
}
