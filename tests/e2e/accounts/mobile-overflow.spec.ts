import { expect, type Page, test } from '@playwright/test'
import { createConfirmedCompany, signIn } from '../support/accounts.ts'
import { submitApplication } from '../support/applications.ts'
import { screenshot } from '../support/page-checks.ts'

/** Long values a real company and candidate have: they must wrap, never push the page sideways. */
const LONG_COMPANY = 'Padaria e Confeitaria São João dos Campos Ltda.'
const LONG_EMAIL = 'maria.aparecida.dos.santos.oliveira@recrutamento-e-selecao-exemplo.com.br'
const LONG_LINKEDIN = 'https://www.linkedin.com/in/maria-aparecida-dos-santos-oliveira-recrutamento-2026'

async function expectNoSidewaysScroll(page: Page, what: string) {
  const { scrollWidth, viewport } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }))
  expect(
    scrollWidth,
    `${what}: the page is ${scrollWidth}px wide in a ${viewport}px screen`,
  ).toBeLessThanOrEqual(viewport)
}

/** Every element of the open dialog stays inside it (a dialog scrolls on its own, so the page check misses it). */
async function expectDialogContentFits(page: Page) {
  const overflowing = await page.getByRole('dialog').evaluate((dialog) => {
    const box = dialog.getBoundingClientRect()
    return [...dialog.querySelectorAll('*')]
      .filter((element) => {
        const rect = element.getBoundingClientRect()
        return rect.width > 0 && (rect.right > box.right + 0.5 || rect.left < box.left - 0.5)
      })
      .map((element) => `${element.tagName.toLowerCase()} "${element.textContent?.slice(0, 40)}"`)
  })
  expect(overflowing).toEqual([])
}

/** Each admin page and what shows once it has loaded. */
const ADMIN_PAGES: { path: string; ready: (page: Page) => ReturnType<Page['getByText']> }[] = [
  { path: '/dashboard', ready: (page) => page.getByText('Comece por aqui') },
  { path: '/perfil', ready: (page) => page.getByRole('button', { name: 'Salvar alterações' }) },
  { path: '/usuarios', ready: (page) => page.getByRole('button', { name: 'Adicionar Usuário' }) },
  { path: '/configuracoes', ready: (page) => page.getByRole('button', { name: 'Salvar Alterações' }) },
  { path: '/formularios', ready: (page) => page.getByRole('button', { name: 'Pré-visualizar' }) },
  { path: '/curriculos', ready: (page) => page.getByText('Mostrando 1–1 de 1') },
  { path: '/pagamentos', ready: (page) => page.getByRole('heading', { name: 'Planos' }) },
  { path: '/cancelamento', ready: (page) => page.getByRole('heading', { level: 1 }) },
]

for (const width of [375, 1280]) {
  test.describe(`the admin area at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 740 : 800 } })

    test(`every admin page fits the screen (${width} px)`, async ({ page, request }) => {
      const company = await createConfirmedCompany(request, { companyName: LONG_COMPANY })
      await submitApplication(request, company.publicFormUrl, { email: LONG_EMAIL, linkedin: LONG_LINKEDIN })
      await signIn(page, company)
      for (const { path, ready } of ADMIN_PAGES) {
        await page.goto(path)
        await expect(ready(page).first()).toBeVisible()
        await expectNoSidewaysScroll(page, path)
        await screenshot(page, path.slice(1))
      }
      await page.goto('/configuracoes')
      for (const tab of ['Formulários', 'Notificações']) {
        await page.getByRole('tab', { name: tab }).click()
        await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true')
        await expectNoSidewaysScroll(page, `/configuracoes → ${tab}`)
        await screenshot(page, `configuracoes-${tab.toLowerCase()}`)
      }
    })

    test(`the application detail wraps long e-mails and links (${width} px)`, async ({ page, request }) => {
      const company = await createConfirmedCompany(request, { companyName: LONG_COMPANY })
      await submitApplication(request, company.publicFormUrl, {
        nome_completo: 'Maria Aparecida dos Santos Oliveira',
        email: LONG_EMAIL,
        linkedin: LONG_LINKEDIN,
      })
      await signIn(page, company)
      await page.goto('/curriculos')
      await page.getByRole('button', { name: 'Maria Aparecida dos Santos Oliveira', exact: true }).click()
      const dialog = page.getByRole('dialog', { name: 'Detalhes da Candidatura' })
      await expect(dialog.getByText(LONG_LINKEDIN)).toBeVisible()
      await expectDialogContentFits(page)
      await expectNoSidewaysScroll(page, 'detail dialog')
      // Excluir is the last action (the icon-only "Fechar" aside), apart from the others.
      const actions = dialog.getByRole('button').filter({ hasText: /\S/ })
      await expect(actions.last()).toHaveText('Excluir')
      await screenshot(page, 'detail')
    })
  })
}
