import { expect, test } from '@playwright/test'

/**
 * Issue 18: /f/{slug}, /formulario-enviado, /c/{slug} and job pages run on their own entry (public.html),
 * which knows only the public routes. A link to any other page of the app loads it from the server, and
 * Back returns to the public page (the history entry is replaced, never a page that leaves again).
 */
test('from the form-sent page, "Voltar à página inicial" opens the home page, and Back returns', async ({
  page,
}) => {
  await page.goto('/formulario-enviado')
  await expect(page.getByRole('heading', { name: 'Formulário Enviado!' })).toBeVisible()
  const entry = await page.evaluate(() =>
    [...document.querySelectorAll('script[type="module"][src]')].map((script) => script.getAttribute('src')),
  )
  expect(entry).toEqual([expect.stringMatching(/^\/assets\/public-.+\.js$/)])

  await page.getByRole('link', { name: 'Voltar à página inicial' }).click()
  await expect(page).toHaveURL('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Formulário Enviado!' })).toHaveCount(0)

  await page.goBack()
  await expect(page).toHaveURL('/formulario-enviado')
  await expect(page.getByRole('heading', { name: 'Formulário Enviado!' })).toBeVisible()
})
