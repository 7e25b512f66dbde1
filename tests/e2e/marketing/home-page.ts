import { expect, type Page } from '@playwright/test'

export function loadingOverlay(page: Page) {
  return page.getByRole('status').filter({ hasText: 'Carregando o Talentos' })
}

/** Opens a URL of the home page and waits until its 1-second loading overlay is gone. */
export async function openHome(page: Page, url = '/') {
  await page.goto(url)
  // The page renders under the overlay in the same commit, so once the heading exists the overlay has begun.
  await expect(page.getByRole('heading', { level: 1 })).toBeAttached()
  await expect(loadingOverlay(page)).toBeHidden()
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
