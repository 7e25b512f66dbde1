import { expect, test } from '@playwright/test'
import { expectScrolledToSection } from './home-page.ts'

test('the about page has its sections, timeline and impact', async ({ page }) => {
  await page.goto('/sobre-nos')
  await expect(page).toHaveTitle('Sobre nós | Talentos')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const ids = await page.locator('main section[id]').evaluateAll((sections) => sections.map((s) => s.id))
  expect(ids).toEqual(['challenge', 'journey', 'mission-values', 'impact', 'cta'])

  const timeline = page.locator('#journey ol > li')
  await expect(timeline).toHaveCount(5)
  await expect(timeline.first()).toContainText('2019')
  await expect(timeline.last()).toContainText('2023')

  await expect(page.locator('#impact dd')).toHaveText(['50%', '93%', '78%'])
  await expect(page.locator('#impact blockquote')).toHaveCount(1)
})

test('sections fade in as they scroll into view', async ({ page }) => {
  await page.goto('/sobre-nos')
  const impact = page.locator('#impact [data-visible]')
  await expect(impact).toHaveAttribute('data-visible', 'false')
  await expect(impact).toHaveCSS('opacity', '0')
  await page.locator('#impact').scrollIntoViewIfNeeded()
  await expect(impact).toHaveAttribute('data-visible', 'true')
  await expect(impact).toHaveCSS('opacity', '1')
})

test('with reduced motion every section is shown at once', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/sobre-nos')
  await expect(page.locator('main [data-visible]')).toHaveCount(5)
  for (const section of await page.locator('main [data-visible]').all()) {
    await expect(section).toHaveAttribute('data-visible', 'true')
  }
})

test('the call to action signs up or scrolls to the mission and values', async ({ page }) => {
  await page.goto('/sobre-nos')
  const cta = page.locator('#cta')
  await cta.scrollIntoViewIfNeeded()
  await expect(cta.getByRole('link', { name: 'Cadastre-se Grátis' })).toHaveAttribute('href', '/cadastre-se')
  await cta.getByRole('button', { name: 'Conheça nossos valores' }).click()
  await expectScrolledToSection(page, 'mission-values')
  await expect(page.locator('#mission-values')).toBeFocused()
})

test('a footer link leads back to a section of the home page', async ({ page }) => {
  await page.goto('/sobre-nos')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Preços' }).click()
  await expect(page).toHaveURL('/#pricing')
  await expectScrolledToSection(page, 'pricing')
})
