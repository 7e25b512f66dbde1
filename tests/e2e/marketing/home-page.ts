import { expect, type Page } from '@playwright/test'

/** Opens a URL of the home page and waits for the 1-second loading overlay to come and go. */
export async function openHome(page: Page, url = '/') {
  await page.goto(url)
  const overlay = page.getByRole('status').filter({ hasText: 'Carregando o Talentos' })
  await expect(overlay).toBeVisible()
  await expect(overlay).toBeHidden()
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
