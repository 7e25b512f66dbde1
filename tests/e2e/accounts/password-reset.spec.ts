import { createConfirmedCompany, uniqueEmail } from '../support/accounts.ts'
import { expect, test } from '../support/fixtures.ts'
import { resetLink } from '../support/mail.ts'

async function signInThroughForm(page: import('@playwright/test').Page, email: string, password: string) {
  await page.goto('/entrar')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Senha', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Entrar' }).click()
}

test('forgot password → e-mail → reset: the old password is refused, the new one accepted', async ({
  page,
  request,
}) => {
  const account = await createConfirmedCompany(request)
  const newPassword = 'nova-senha-456'

  await page.goto('/entrar')
  await page.getByRole('link', { name: 'Esqueceu sua senha?' }).click()
  await expect(page.getByRole('heading', { name: 'Esqueceu sua senha?' })).toBeVisible()
  await page.getByLabel('Email').fill(account.email)
  await page.getByRole('button', { name: 'Enviar Instruções' }).click()
  await expect(page.getByText('Instruções enviadas!')).toBeVisible()
  await expect(page.getByText('Enviamos instruções para redefinir sua senha para seu email.')).toBeVisible()
  await expect(page.getByLabel('Email')).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Enviar Instruções' })).toBeDisabled()
  await expect(page.getByRole('link', { name: 'Voltar para Login' })).toHaveAttribute('href', '/entrar')

  const link = await resetLink(account.email)
  await page.goto(link)
  await expect(page).toHaveURL(/\/redefinir-senha\?token=/)

  const fields = {
    password: page.getByLabel('Nova senha', { exact: true }),
    confirm: page.getByLabel('Confirme a nova senha'),
  }
  await fields.password.fill('curta')
  await page.getByRole('button', { name: 'Redefinir Senha' }).click()
  await expect(fields.password).toHaveAccessibleDescription('A senha deve ter pelo menos 8 caracteres.')
  await fields.password.fill(newPassword)
  await fields.confirm.fill('outra-senha-789')
  await page.getByRole('button', { name: 'Redefinir Senha' }).click()
  await expect(fields.confirm).toHaveAccessibleDescription('As senhas não coincidem.')

  await page.getByRole('button', { name: 'Mostrar senha' }).first().click()
  await expect(fields.password).toHaveAttribute('type', 'text')
  await fields.confirm.fill(newPassword)
  await page.getByRole('button', { name: 'Redefinir Senha' }).click()
  await expect(page.getByText('Senha redefinida com sucesso!').first()).toBeVisible()
  await expect(page.getByText('Você já pode fazer login com sua nova senha.')).toBeVisible()
  await expect(page).toHaveURL(/\/entrar$/)

  await signInThroughForm(page, account.email, account.password)
  await expect(page.getByRole('alert')).toHaveText('Email ou senha incorretos. Por favor, tente novamente.')
  await signInThroughForm(page, account.email, newPassword)
  await expect(page.getByText('Login bem-sucedido!')).toBeVisible()
  await expect(page).toHaveURL(/\/$/)

  // The link works once.
  await page.goto(link)
  await expect(page.getByText('Link de redefinição de senha inválido ou expirado.')).toBeVisible()
})

test('the reset page opened without a link says the link is invalid, at once', async ({ page }) => {
  await page.goto('/redefinir-senha')
  await expect(page.getByRole('alert')).toHaveText('Link de redefinição de senha inválido ou expirado.')
  await expect(page.getByLabel('Nova senha', { exact: true })).toHaveCount(0)
  await page.getByRole('link', { name: 'Solicitar novo link' }).click()
  await expect(page).toHaveURL(/\/esqueci-senha$/)
})

test('a reset token the server does not know is refused with the catalogue message', async ({ page }) => {
  await page.goto('/redefinir-senha?token=token-inexistente')
  await page.getByLabel('Nova senha', { exact: true }).fill('nova-senha-456')
  await page.getByLabel('Confirme a nova senha').fill('nova-senha-456')
  await page.getByRole('button', { name: 'Redefinir Senha' }).click()
  await expect(page.getByRole('alert')).toContainText(
    'O link de redefinição é inválido ou expirou. Solicite um novo link.',
  )
})

test('forgot password never tells whether the e-mail has an account', async ({ page }) => {
  await page.goto('/esqueci-senha')
  await page.getByRole('button', { name: 'Enviar Instruções' }).click()
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Digite um email válido.')
  await page.getByLabel('Email').fill('ninguem.aqui@empresa.com.br')
  await page.getByRole('button', { name: 'Enviar Instruções' }).click()
  await expect(page.getByText('Instruções enviadas!')).toBeVisible()
  await page.getByRole('link', { name: 'Faça login' }).click()
  await expect(page).toHaveURL(/\/entrar$/)
})

test('too many reset requests say when to try again, in the form and in a toast', async ({ page }) => {
  const sent = page.getByText('Instruções enviadas!')
  const tooMany = page.getByRole('alert').filter({ hasText: 'Muitas tentativas' })
  // The server limits reset requests per client address and per e-mail (this test has its own
  // address and e-mail); it accepts the first ones and refuses within ten.
  const email = uniqueEmail('muitas.vezes')
  let accepted = 0
  for (let attempt = 1; attempt <= 10; attempt++) {
    await page.goto('/esqueci-senha')
    await page.getByLabel('Email').fill(email)
    await page.getByRole('button', { name: 'Enviar Instruções' }).click()
    await expect(sent.or(tooMany)).toBeVisible()
    if (await tooMany.isVisible()) break
    accepted += 1
  }
  expect(accepted).toBeGreaterThan(0)
  await expect(tooMany).toHaveText(/^Muitas tentativas\. Tente novamente em \d+ (minutos?|segundos?)\.$/)
  await expect(page.getByText('Erro na recuperação de senha')).toBeVisible()
  await expect(page.getByLabel('Email')).toBeEnabled()
})
