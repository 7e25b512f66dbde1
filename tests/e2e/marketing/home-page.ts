import { expect, type Page } from '@playwright/test'

export function loadingOverlay(page: Page) {
  return page.getByRole('status').filter({ hasText: 'Carregando o Talentos' })
}

/**
 * Opens a URL of the home page and waits until its 1-second loading overlay is gone and the page's
 * code runs: CSS hides the prerendered overlay after its second, the code removes it once it has
 * taken the page over (hydration), so buttons answer from then on.
 */
export async function openHome(page: Page, url = '/') {
  await page.goto(url)
  await expect(page.getByRole('heading', { level: 1 })).toBeAttached()
  await expect(loadingOverlay(page)).toBeHidden()
  await expect(page.locator('.loading-overlay')).toHaveCount(0)
}

/** Scrolls the window instantly (the site scrolls smoothly by default). */
export async function scrollWindowTo(page: Page, top: number) {
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top)
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(top)
}

export function sectionHeading(page: Page, sectionId: string) {
  return page.locator(`#${sectionId}-title`)
}

/**
 * Waits until a section has been scrolled to: its top rests right below the fixed 64 px nav
 * (its scroll margin), with its heading in view.
 */
export async function expectScrolledToSection(page: Page, sectionId: string) {
  const section = page.locator(`#${sectionId}`)
  await expect
    .poll(() => section.evaluate((element) => Math.round(element.getBoundingClientRect().top)))
    .toBe(64)
  await expect(sectionHeading(page, sectionId)).toBeInViewport()
}
