import { expect, test } from '@playwright/test'
import { externalLinks } from '../../../src/shared/paths.ts'

test('the careers page tells the story, the benefits and what we look for', async ({ page }) => {
  await page.goto('/carreiras')
  await expect(page).toHaveTitle('Carreiras | Talentos')
  await expect(page.locator('#nossa-historia')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Nascemos dentro de um departamento de RH' })).toBeVisible()
  await expect(page.locator('#o-que-procuramos')).toBeVisible()
  await expect(page.locator('#o-que-procuramos h3')).toHaveCount(6)
  for (const benefit of [
    'Horário flexível',
    'Plano de carreira',
    'Ambiente colaborativo',
    'Incentivo à inovação',
    'Programa de reconhecimento',
    'Eventos de integração',
  ]) {
    await expect(page.getByRole('heading', { name: benefit, level: 3 })).toBeVisible()
  }
})

test('both "Envie Seu Currículo" buttons open the job application page in a new tab', async ({
  page,
  context,
}) => {
  await context.route(`${externalLinks.jobApplication}**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Vagas</title>' }),
  )
  await page.goto('/carreiras')
  const buttons = page.getByRole('link', { name: /Envie Seu Currículo/ })
  await expect(buttons).toHaveCount(2)
  for (const button of await buttons.all()) {
    await expect(button).toHaveAttribute('href', externalLinks.jobApplication)
    await expect(button).toHaveAttribute('target', '_blank')
    await expect(button).toHaveAttribute('rel', 'noopener noreferrer')
    const popupOpened = page.waitForEvent('popup')
    await button.click()
    const popup = await popupOpened
    await expect(popup).toHaveURL(externalLinks.jobApplication)
    await popup.close()
  }
  await expect(page).toHaveURL('/carreiras')
})
