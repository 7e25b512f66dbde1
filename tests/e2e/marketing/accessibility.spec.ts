import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { openHome } from './home-page.ts'

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

// Reduced motion shows every fade-in section at once, so axe checks all of their content.
test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
})

test('the home page has no serious accessibility violations', async ({ page }) => {
  await openHome(page)
  expect(await seriousViolations(page)).toEqual([])
})

for (const [name, url] of [
  ['about', '/sobre-nos'],
  ['careers', '/carreiras'],
  ['not-found', '/nao-existe'],
] as const) {
  test(`the ${name} page has no serious accessibility violations`, async ({ page }) => {
    await page.goto(url)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('the open mobile menu has no serious accessibility violations', async ({ page }) => {
    await openHome(page)
    await page.getByRole('button', { name: 'Abrir menu' }).click()
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })
})

test('the first Tab reaches the skip link, which moves the focus to the main content', async ({ page }) => {
  await page.goto('/sobre-nos')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.keyboard.press('Tab')
  const skipLink = page.getByRole('link', { name: 'Pular para o conteúdo' })
  await expect(skipLink).toBeFocused()
  await expect(skipLink).toBeInViewport()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('main')).toBeFocused()
})
