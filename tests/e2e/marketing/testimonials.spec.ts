import { expect, type Page, test } from '@playwright/test'
import { TESTIMONIALS } from '../../../src/web/features/marketing/home/testimonials.ts'
import { openHome } from './home-page.ts'

const firstPage = TESTIMONIALS.slice(0, 3).map((testimonial) => testimonial.author)
const secondPage = TESTIMONIALS.slice(3, 6).map((testimonial) => testimonial.author)

async function expectAuthors(page: Page, authors: string[]) {
  const slides = page.locator('#testimonials-slides').getByRole('group')
  await expect(slides).toHaveCount(3)
  for (const [index, author] of authors.entries()) await expect(slides.nth(index)).toContainText(author)
}

test.beforeEach(async ({ page }) => {
  await openHome(page)
  await page.locator('#testimonials').scrollIntoViewIfNeeded()
})

test('shows 6 testimonials 3 at a time, with next wrapping from the last page to the first', async ({
  page,
}) => {
  const carousel = page.getByRole('region', { name: 'Depoimentos de clientes' })
  await expect(carousel.getByRole('button', { name: /^Página \d de 2$/ })).toHaveCount(2)
  await expectAuthors(page, firstPage)
  await expect(carousel.getByRole('group').first()).toHaveAccessibleName('1 de 6')

  await carousel.getByRole('button', { name: 'Próximos depoimentos' }).click()
  await expectAuthors(page, secondPage)
  await expect(carousel.getByRole('button', { name: 'Página 2 de 2' })).toHaveAttribute(
    'aria-current',
    'true',
  )
  await expect(carousel.getByRole('button', { name: 'Página 1 de 2' })).not.toHaveAttribute('aria-current')

  await carousel.getByRole('button', { name: 'Próximos depoimentos' }).click()
  await expectAuthors(page, firstPage)
  await expect(carousel.getByRole('button', { name: 'Página 1 de 2' })).toHaveAttribute(
    'aria-current',
    'true',
  )
})

test('previous wraps from the first page to the last and back', async ({ page }) => {
  const carousel = page.getByRole('region', { name: 'Depoimentos de clientes' })
  await carousel.getByRole('button', { name: 'Depoimentos anteriores' }).click()
  await expectAuthors(page, secondPage)
  await expect(carousel.getByRole('group').first()).toHaveAccessibleName('4 de 6')
  await carousel.getByRole('button', { name: 'Depoimentos anteriores' }).click()
  await expectAuthors(page, firstPage)
})

test('the page dots jump to their page', async ({ page }) => {
  const carousel = page.getByRole('region', { name: 'Depoimentos de clientes' })
  await carousel.getByRole('button', { name: 'Página 2 de 2' }).click()
  await expectAuthors(page, secondPage)
  await carousel.getByRole('button', { name: 'Página 1 de 2' }).click()
  await expectAuthors(page, firstPage)
})

test('each testimonial shows its rating, author, role and company', async ({ page }) => {
  const first = TESTIMONIALS[0]!
  const slide = page.locator('#testimonials-slides').getByRole('group').first()
  await expect(slide.getByRole('img', { name: `Avaliação: ${first.rating} de 5 estrelas` })).toBeVisible()
  await expect(slide).toContainText(first.content)
  await expect(slide).toContainText(`${first.role}, ${first.company}`)
})
