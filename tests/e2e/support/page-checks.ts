import { mkdirSync } from 'node:fs'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'

/** The WCAG 2.1 A and AA rules only (the account pages' check), instead of every axe rule. */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/**
 * Runs axe-core on the page as the user sees it; any violation fails the test. Toasts are left out:
 * they fade in (axe reads the half-transparent text) and the shared Toaster has its own tests.
 * `include` limits the check to some elements: an open Radix menu hides the rest of the page
 * (aria-hidden while its controls stay focusable), so a check of the open menu looks at the menu.
 */
export async function expectNoAxeViolations(
  page: Page,
  options: { exclude?: string[]; include?: string[]; tags?: string[] } = {},
): Promise<void> {
  let builder = new AxeBuilder({ page }).exclude('[data-sonner-toaster]')
  if (options.tags) builder = builder.withTags(options.tags)
  for (const selector of options.include ?? []) builder = builder.include(selector)
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector)
  const results = await builder.analyze()
  expect(
    results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([])
}

/**
 * Full-page screenshot for a human to look at (never compared), under .tmp/screens/<spec folder>/
 * as <name>-<viewport width>.png.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  const folder = path.join('.tmp', 'screens', path.basename(path.dirname(test.info().file)))
  mkdirSync(folder, { recursive: true })
  const width = page.viewportSize()?.width ?? 0
  await page.screenshot({ path: path.join(folder, `${name}-${width}.png`), fullPage: true })
}
