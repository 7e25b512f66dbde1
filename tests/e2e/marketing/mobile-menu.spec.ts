import { expect, test } from '@playwright/test'
import { expectScrolledToSection, openHome } from './home-page.ts'

test.use({ viewport: { width: 375, height: 740 } })

test('below 768 px the nav collapses into a menu whose section links scroll and close it', async ({
  page,
}) => {
  await openHome(page)
  await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toBeHidden()
  const openMenu = page.getByRole('button', { name: 'Abrir menu' })
  await openMenu.click()
  const menu = page.getByRole('dialog', { name: 'Menu' })
  await expect(menu).toBeVisible()
  await expect(menu.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/entrar')
  await expect(menu.getByRole('link', { name: 'Cadastre-se Grátis' })).toHaveAttribute('href', '/cadastre-se')
  const official = menu.getByRole('link', { name: /Site oficial/ })
  await expect(official).toHaveAttribute('target', '_blank')
  await expect(official).toHaveAttribute('rel', 'noopener noreferrer')

  await menu.getByRole('link', { name: 'Preços' }).click()
  await expect(menu).toBeHidden()
  await expectScrolledToSection(page, 'pricing')

  await openMenu.click()
  await menu.getByRole('link', { name: 'Como Funciona' }).click()
  await expect(menu).toBeHidden()
  await expectScrolledToSection(page, 'how-it-works')
})

test('the menu closes with its close button and with Escape, returning focus to the menu button', async ({
  page,
}) => {
  await openHome(page)
  const openMenu = page.getByRole('button', { name: 'Abrir menu' })
  const menu = page.getByRole('dialog', { name: 'Menu' })
  await openMenu.click()
  await menu.getByRole('button', { name: 'Fechar' }).click()
  await expect(menu).toBeHidden()
  await expect(openMenu).toBeFocused()

  await openMenu.press('Enter')
  await expect(menu).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(openMenu).toBeFocused()
})

test('the menu leads to the about and careers pages', async ({ page }) => {
  await openHome(page)
  const openMenu = page.getByRole('button', { name: 'Abrir menu' })
  const menu = page.getByRole('dialog', { name: 'Menu' })
  await openMenu.click()
  await menu.getByRole('link', { name: 'Carreiras' }).click()
  await expect(page).toHaveURL('/carreiras')
  await expect(menu).toBeHidden()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Ajude a transformar a forma como o Brasil contrata',
  )

  await openMenu.click()
  await menu.getByRole('link', { name: 'Sobre nós' }).click()
  await expect(page).toHaveURL('/sobre-nos')
  // The about page's own title: until its chunk arrives the previous page (and its menu button) stays.
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Recrutar bem não deveria ser privilégio de empresa grande',
    }),
  ).toBeInViewport()

  // From another page, a section link goes back to that section of the home page.
  await openMenu.click()
  await menu.getByRole('link', { name: 'Depoimentos' }).click()
  await expect(page).toHaveURL('/#testimonials')
  await expectScrolledToSection(page, 'testimonials')
})
