import { expect, type Page, test } from '@playwright/test'
import { createConfirmedCompany } from '../support/accounts.ts'

/** What a page did that a visitor should never cause: session reads, 401s, console errors. */
function watch(page: Page) {
  const seen = { sessionReads: 0, unauthorized: [] as string[], consoleErrors: [] as string[] }
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (pathname === '/api/session' || pathname === '/api/me') seen.sessionReads += 1
  })
  page.on('response', (response) => {
    if (response.status() === 401) seen.unauthorized.push(new URL(response.url()).pathname)
  })
  page.on('console', (message) => {
    if (message.type() === 'error') seen.consoleErrors.push(message.text())
  })
  page.on('pageerror', (error) => seen.consoleErrors.push(error.message))
  return seen
}

test.describe('a visitor who is not signed in', () => {
  test('the public form, the form-sent page and the account pages never ask for the session', async ({
    page,
    request,
  }) => {
    const company = await createConfirmedCompany(request, { companyName: 'Visitante Ltda.' })
    const seen = watch(page)
    await page.clock.install()
    const pages: [string, string][] = [
      [`/f/${company.publicFormUrl}`, 'Etapa 1 de'],
      ['/formulario-enviado', 'Formulário Enviado!'],
      ['/entrar', 'Entrar'],
      ['/cadastre-se', 'Crie sua conta grátis'],
      ['/esqueci-senha', 'Enviar Instruções'],
    ]
    for (const [path, text] of pages) {
      await page.goto(path)
      await expect(page.getByText(text).first()).toBeVisible()
      // Coming back to the tab and two minutes later: still nothing asked (no polling).
      await page.evaluate(() => window.dispatchEvent(new Event('focus')))
      await page.clock.fastForward('02:00')
    }
    expect(seen.sessionReads).toBe(0)
    expect(seen.unauthorized).toEqual([])
    expect(seen.consoleErrors).toEqual([])
  })

  test('the marketing nav asks once, gets a signed-out answer that is not an error, and does not poll', async ({
    page,
  }) => {
    const seen = watch(page)
    await page.clock.install()
    for (const path of ['/', '/sobre-nos', '/carreiras']) {
      const before = seen.sessionReads
      await page.goto(path)
      await expect(page.getByRole('link', { name: 'Entrar' }).first()).toBeVisible()
      await expect.poll(() => seen.sessionReads).toBe(before + 1)
      await page.evaluate(() => window.dispatchEvent(new Event('focus')))
      await page.clock.fastForward('02:00')
      expect(seen.sessionReads).toBe(before + 1)
    }
    expect(seen.unauthorized).toEqual([])
    expect(seen.consoleErrors).toEqual([])
  })
})
