import { expect, test } from '@playwright/test'

test('an unknown path answers 404, shows the not-found page and logs the path', async ({ page }) => {
  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text())
  })
  const response = await page.goto('/pagina-que-nao-existe')
  expect(response?.status()).toBe(404)
  await expect(page).toHaveTitle('Página não encontrada | Talentos')
  await expect(page.getByText('404', { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Ops! Página não encontrada' })).toBeVisible()
  await expect(page.getByRole('main')).toContainText('/pagina-que-nao-existe')
  await expect.poll(() => warnings.some((text) => text.includes('/pagina-que-nao-existe'))).toBe(true)

  await page.getByRole('link', { name: 'Voltar para o início' }).click()
  await expect(page).toHaveURL('/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Contrate as melhores pessoas sem se perder em currículos',
  )
})
