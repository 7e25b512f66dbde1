import { ADMIN_ROUTES, createConfirmedCompany, signIn } from '../support/accounts.ts'
import { expect, test } from '../support/fixtures.ts'

for (const route of ADMIN_ROUTES) {
  test(`${route.path} without a session goes to /entrar and never shows the admin area`, async ({ page }) => {
    const adminRequests: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/dashboard') adminRequests.push(request.url())
    })
    await page.goto(route.path)
    await expect(page).toHaveURL(/\/entrar$/)
    await expect(page.getByRole('heading', { name: 'Entrar', level: 1 })).toBeVisible()
    await expect(page.getByRole('complementary', { name: 'Barra lateral' })).toHaveCount(0)
    expect(adminRequests).toEqual([])
  })
}

test('the sidebar lists the admin area, shows who is signed in, and each page opens inside it', async ({
  page,
  request,
}) => {
  const account = await createConfirmedCompany(request, { fullName: 'Carla Menezes' })
  await signIn(page, account)
  await page.goto('/dashboard')

  const sidebar = page.getByRole('complementary', { name: 'Barra lateral' })
  const menu = sidebar.getByRole('navigation', { name: 'Menu do painel' })
  await expect(menu.getByRole('link')).toHaveText(ADMIN_ROUTES.map((route) => route.label))
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page')
  await expect(sidebar).toContainText('Carla Menezes')
  await expect(sidebar).toContainText(account.companyName)
  await expect(sidebar.getByRole('button', { name: 'Sair' })).toBeVisible()

  // Each admin page (its own screen, or the "not available yet" card) opens inside the layout.
  for (const route of ADMIN_ROUTES.slice(1)) {
    await menu.getByRole('link', { name: route.label }).click()
    await expect(page).toHaveURL(new RegExp(`${route.path}$`))
    await expect(menu.getByRole('link', { name: route.label })).toHaveAttribute('aria-current', 'page')
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
    await expect(sidebar).toContainText('Carla Menezes')
  }
  await menu.getByRole('link', { name: 'Dashboard' }).click()
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
})

test('the dashboard links to the start steps and shows the company’s public link', async ({
  page,
  request,
}) => {
  const account = await createConfirmedCompany(request)
  await signIn(page, account)
  await page.goto('/dashboard')
  await expect(page.getByRole('link', { name: 'Ir para Formulários' })).toHaveAttribute(
    'href',
    '/formularios',
  )
  await expect(page.getByRole('link', { name: 'Ir para Configurações' })).toHaveAttribute(
    'href',
    '/configuracoes',
  )
  await expect(page.getByRole('link', { name: 'Ir para Gestão de Usuários' })).toHaveAttribute(
    'href',
    '/usuarios',
  )
  const publicLink = `${new URL(page.url()).origin}/f/${account.publicFormUrl}`
  await expect(page.getByRole('link', { name: publicLink })).toHaveAttribute('href', publicLink)
  const summary = page.getByRole('region', { name: 'Resumo' })
  await expect(summary).toContainText('Formulários Ativos')
  await expect(summary).toContainText('Usuários1Administrador principal')
})

test('Ctrl+B switches the sidebar to icons with tooltips, and the choice survives a reload', async ({
  page,
  request,
}) => {
  const account = await createConfirmedCompany(request)
  await signIn(page, account)
  await page.goto('/dashboard')
  const sidebar = page.getByRole('complementary', { name: 'Barra lateral' })
  await expect(sidebar).toHaveAttribute('data-state', 'expanded')
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(256)

  await page.keyboard.press('Control+b')
  await expect(sidebar).toHaveAttribute('data-state', 'collapsed')
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(48)
  await expect(page.getByRole('button', { name: 'Expandir menu lateral' })).toHaveAttribute(
    'aria-expanded',
    'false',
  )

  // In icon mode the label is the link's name and shows in a tooltip on focus.
  await sidebar.getByRole('link', { name: 'Currículos' }).focus()
  await expect(page.getByRole('tooltip', { name: 'Currículos' })).toBeVisible()

  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'sidebar_state')
  expect(cookie?.value).toBe('false')
  const sevenDays = 7 * 24 * 60 * 60
  expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + sevenDays - 60)
  expect(cookie?.expires ?? 0).toBeLessThan(Date.now() / 1000 + sevenDays + 60)

  await page.reload()
  await expect(sidebar).toHaveAttribute('data-state', 'collapsed')

  await page.getByRole('button', { name: 'Expandir menu lateral' }).click()
  await expect(sidebar).toHaveAttribute('data-state', 'expanded')
  await page.reload()
  await expect(sidebar).toHaveAttribute('data-state', 'expanded')
})

test('logout from the sidebar toasts, goes home, and the admin area is closed again', async ({
  page,
  request,
}) => {
  const account = await createConfirmedCompany(request)
  await signIn(page, account)
  await page.goto('/dashboard')
  await page
    .getByRole('complementary', { name: 'Barra lateral' })
    .getByRole('button', { name: 'Sair' })
    .click()
  await expect(page.getByText('Logout realizado')).toBeVisible()
  await expect(page.getByText('Você foi desconectado com sucesso.')).toBeVisible()
  await expect(page).toHaveURL(/\/$/)

  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/entrar$/)
})

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('the sidebar is an off-canvas sheet opened by the menu button', async ({ page, request }) => {
    const account = await createConfirmedCompany(request)
    await signIn(page, account)
    await page.goto('/dashboard')
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
    await expect(page.getByRole('complementary', { name: 'Barra lateral' })).toHaveCount(0)

    await page.getByRole('button', { name: 'Abrir menu' }).click()
    const sheet = page.getByRole('dialog', { name: 'Menu' })
    await expect(sheet).toBeVisible()
    await expect.poll(async () => (await sheet.boundingBox())?.width).toBe(288)
    await expect(sheet).toContainText(account.fullName)

    await sheet.getByRole('link', { name: 'Perfil' }).click()
    await expect(sheet).toBeHidden()
    await expect(page).toHaveURL(/\/perfil$/)
    await expect(page.getByRole('heading', { name: 'Perfil', level: 1 })).toBeVisible()

    await page.keyboard.press('Control+b')
    await expect(sheet).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(sheet).toBeHidden()
  })
})
