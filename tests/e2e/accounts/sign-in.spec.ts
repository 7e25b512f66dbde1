import { createConfirmedCompany } from '../support/accounts.ts'
import { expect, test } from '../support/fixtures.ts'

test('a wrong password shows the red alert; the right one signs in, toasts and goes home', async ({
  page,
  request,
}) => {
  const account = await createConfirmedCompany(request)
  await page.goto('/entrar')

  const password = page.getByLabel('Senha', { exact: true })
  await page.getByLabel('Email').fill(account.email)
  await password.fill('senha-errada-000')
  await expect(password).toHaveAttribute('type', 'password')
  await page.getByRole('button', { name: 'Mostrar senha' }).click()
  await expect(password).toHaveAttribute('type', 'text')
  await page.getByRole('button', { name: 'Ocultar senha' }).click()
  await expect(password).toHaveAttribute('type', 'password')

  await page.getByRole('button', { name: 'Entrar' }).click()
  await expect(page.getByRole('alert')).toHaveText('Email ou senha incorretos. Por favor, tente novamente.')
  await expect(page).toHaveURL(/\/entrar$/)

  await password.fill(account.password)
  await page.getByRole('button', { name: 'Entrar' }).click()
  await expect(page.getByText('Login bem-sucedido!')).toBeVisible()
  await expect(page.getByText('Você está sendo redirecionado para seu painel.')).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
  const nav = page.getByRole('banner')
  await expect(nav.getByRole('button', { name: 'Sair' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Meu Painel' })).toHaveAttribute('href', '/dashboard')
})

test('the login form checks its fields before calling the server', async ({ page }) => {
  await page.goto('/entrar')
  await page.getByRole('button', { name: 'Entrar' }).click()
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Digite um e-mail válido')
  await expect(page.getByLabel('Senha', { exact: true })).toHaveAccessibleDescription('Digite sua senha')
})

test('logout from the home nav toasts and shows the signed-out nav, in this tab and in another one', async ({
  page,
  context,
  request,
}) => {
  const account = await createConfirmedCompany(request)
  await page.goto('/entrar')
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Senha', { exact: true }).fill(account.password)
  await page.getByRole('button', { name: 'Entrar' }).click()
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sair' })).toBeVisible()

  const otherTab = await context.newPage()
  await otherTab.goto('/')
  await expect(otherTab.getByRole('banner').getByRole('link', { name: 'Meu Painel' })).toBeVisible()

  await page.bringToFront()
  await page.getByRole('banner').getByRole('button', { name: 'Sair' }).click()
  await expect(page.getByText('Logout realizado')).toBeVisible()
  await expect(page.getByText('Você foi desconectado com sucesso.')).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('banner').getByRole('link', { name: 'Entrar' })).toBeVisible()

  // The other tab follows the session change without a reload.
  await expect(otherTab.getByRole('banner').getByRole('link', { name: 'Entrar' })).toBeVisible()
  await expect(otherTab.getByRole('banner').getByRole('link', { name: 'Meu Painel' })).toBeHidden()
})

test('signing in in one tab updates the home nav of another tab', async ({ page, context, request }) => {
  const account = await createConfirmedCompany(request)
  await page.goto('/')
  await expect(page.getByRole('banner').getByRole('link', { name: 'Entrar' })).toBeVisible()

  const loginTab = await context.newPage()
  await loginTab.goto('/entrar')
  await loginTab.getByLabel('Email').fill(account.email)
  await loginTab.getByLabel('Senha', { exact: true }).fill(account.password)
  await loginTab.getByRole('button', { name: 'Entrar' }).click()
  await expect(loginTab).toHaveURL(/\/$/)

  await expect(page.getByRole('banner').getByRole('link', { name: 'Meu Painel' })).toBeVisible()
})

test('too many login attempts say when to try again, in Portuguese', async ({ page }) => {
  await page.goto('/entrar')
  await page.getByLabel('Email').fill('ninguem@empresa.com.br')
  await page.getByLabel('Senha', { exact: true }).fill('senha-errada-000')
  const alert = page.getByRole('alert')
  // The sign-in limit is 10 per minute per client address; this test has its own address.
  for (let attempt = 1; attempt <= 10; attempt++) {
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/auth/sign-in/email'))
    await page.getByRole('button', { name: 'Entrar' }).click()
    expect((await answered).status()).toBe(401)
    await expect(alert).toHaveText('Email ou senha incorretos. Por favor, tente novamente.')
  }
  await page.getByRole('button', { name: 'Entrar' }).click()
  await expect(alert).toHaveText(/^Muitas tentativas\. Tente novamente em \d+ (segundos?|minutos?)\.$/)
})
