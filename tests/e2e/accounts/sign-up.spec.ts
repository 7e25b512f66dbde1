import { createConfirmedCompany, newAccount, signUpByApi } from '../support/accounts.ts'
import { expect, test } from '../support/fixtures.ts'
import { confirmationLink, mailCount } from '../support/mail.ts'

test('the whole journey: sign up, refused login before confirming, confirm by e-mail, land on the dashboard', async ({
  page,
}) => {
  const account = newAccount()
  const started = Date.now()

  await page.goto('/cadastre-se')
  await expect(page.getByRole('heading', { name: 'Crie sua conta grátis' })).toBeVisible()
  await page.getByLabel('Nome Completo').fill(account.fullName)
  await page.getByLabel('Email profissional').fill(account.email)
  await page.getByLabel('Nome da empresa').fill(account.companyName)
  await page.getByLabel('Senha', { exact: true }).fill(account.password)
  await page.getByLabel('Confirme a senha').fill(account.password)
  await page.getByRole('button', { name: 'Criar conta' }).click()

  await expect(page).toHaveURL(/\/cadastro-sucesso$/)
  await expect(page.getByRole('heading', { name: 'Cadastro Realizado com Sucesso!' })).toBeVisible()
  await expect(page.getByText(`Olá, ${account.fullName}!`)).toBeVisible()
  await expect(page.getByText(account.email)).toBeVisible()
  // The sign-up page was replaced in the history: Back does not return to the filled form.
  await page.goBack()
  await expect(page).not.toHaveURL(/\/cadastre-se$/)

  await page.goto('/entrar')
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Senha', { exact: true }).fill(account.password)
  await page.getByRole('button', { name: 'Entrar' }).click()
  await expect(page.getByRole('alert')).toHaveText('Por favor, confirme seu email antes de fazer login.')

  await page.goto(await confirmationLink(account.email))
  await expect(page).toHaveURL(/\/auth\/callback$/)
  await expect(page.getByRole('heading', { name: 'Email confirmado!' })).toBeVisible()
  await expect(page.getByText('Redirecionando para o painel...')).toBeVisible()
  await expect(page.getByText('Email confirmado com sucesso!')).toBeVisible()
  await expect(page.getByText('Sua conta foi ativada e você já está logado.')).toBeVisible()

  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
  const summary = page.getByRole('region', { name: 'Resumo' })
  await expect(summary).toContainText('Total de Currículos0+0% em relação ao mês anterior')
  await expect(summary).toContainText('Formulários Ativos')
  await expect(summary).toContainText('Usuários1Administrador principal')
  const duration = Date.now() - started
  test.info().annotations.push({ type: 'journey duration', description: `${duration} ms` })
  console.log(`sign-up → confirmed → dashboard journey: ${duration} ms`)

  const sidebar = page.getByRole('complementary', { name: 'Barra lateral' })
  await expect(sidebar).toContainText(account.fullName)
  await expect(sidebar).toContainText(account.companyName)
  await expect(page.getByRole('link', { name: /\/f\/padaria-pao-quente/ })).toBeVisible()
})

test('shows each sign-up validation message under its field', async ({ page }) => {
  await page.goto('/cadastre-se')
  await page.getByRole('button', { name: 'Criar conta' }).click()

  await expect(page.getByLabel('Nome Completo')).toHaveAccessibleDescription(
    'Nome completo deve ter pelo menos 3 caracteres',
  )
  await expect(page.getByLabel('Email profissional')).toHaveAccessibleDescription('Digite um e-mail válido')
  await expect(page.getByLabel('Nome da empresa')).toHaveAccessibleDescription(
    'Nome da empresa deve ter pelo menos 3 caracteres',
  )
  await expect(page.getByLabel('Senha', { exact: true })).toHaveAccessibleDescription(
    'A senha deve ter pelo menos 8 caracteres',
  )
  await expect(page.getByLabel('Confirme a senha')).toHaveAccessibleDescription(
    'A senha deve ter pelo menos 8 caracteres',
  )

  await page.getByLabel('Senha', { exact: true }).fill('senha-forte-123')
  await page.getByLabel('Confirme a senha').fill('senha-forte-124')
  await page.getByRole('button', { name: 'Criar conta' }).click()
  await expect(page.getByLabel('Confirme a senha')).toHaveAccessibleDescription('As senhas não coincidem')
  await expect(page.getByLabel('Senha', { exact: true })).not.toHaveAttribute('aria-invalid', 'true')
  await expect(page).toHaveURL(/\/cadastre-se$/)
})

async function fillSignUp(page: import('@playwright/test').Page, account: ReturnType<typeof newAccount>) {
  await page.goto('/cadastre-se')
  await page.getByLabel('Nome Completo').fill(account.fullName)
  await page.getByLabel('Email profissional').fill(account.email)
  await page.getByLabel('Nome da empresa').fill(account.companyName)
  await page.getByLabel('Senha', { exact: true }).fill(account.password)
  await page.getByLabel('Confirme a senha').fill(account.password)
  await page.getByRole('button', { name: 'Criar conta' }).click()
}

test('a confirmed e-mail opens "Email já cadastrado", whose "Redefinir senha" carries the e-mail', async ({
  page,
  request,
}) => {
  const account = await createConfirmedCompany(request)
  await fillSignUp(page, account)

  const dialog = page.getByRole('alertdialog', { name: 'Email já cadastrado' })
  await expect(dialog).toContainText('Deseja redefinir sua senha?')
  await dialog.getByRole('button', { name: 'Cancelar' }).click()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(/\/cadastre-se$/)

  await page.getByRole('button', { name: 'Criar conta' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Redefinir senha' }).click()
  await expect(page.getByRole('heading', { name: 'Esqueceu sua senha?' })).toBeVisible()
  await expect(page).toHaveURL(/\/esqueci-senha$/)
  await expect(page.getByLabel('Email')).toHaveValue(account.email)
})

test('an unconfirmed e-mail opens "Cadastro não confirmado", whose resend sends the e-mail again', async ({
  page,
  request,
}) => {
  const account = newAccount()
  await signUpByApi(request, account)
  await confirmationLink(account.email)
  const sentBefore = await mailCount(account.email)

  await fillSignUp(page, account)
  const dialog = page.getByRole('alertdialog', { name: 'Cadastro não confirmado' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Reenviar email de confirmação' }).click()

  await expect(page.getByText('Enviamos novamente o email de confirmação para você.')).toBeVisible()
  await expect(page).toHaveURL(/\/cadastro-sucesso$/)
  await expect(dialog).toBeHidden()
  await expect(page.getByText(account.email)).toBeVisible()
  await expect.poll(() => mailCount(account.email)).toBe(sentBefore + 1)
})

test('"Reenviar Email" on the sign-up done page sends the confirmation again and says so', async ({
  page,
}) => {
  const account = newAccount({ fullName: 'Bruno Lima' })
  await fillSignUp(page, account)
  await expect(page.getByRole('heading', { name: 'Cadastro Realizado com Sucesso!' })).toBeVisible()
  await confirmationLink(account.email)
  const sentBefore = await mailCount(account.email)

  const resendButtons = page.getByRole('button', { name: 'Reenviar Email' })
  await expect(resendButtons).toHaveCount(2)
  await resendButtons.first().click()
  await expect(page.getByText('Email reenviado! Confira sua caixa de entrada.')).toHaveCount(1)
  await expect.poll(() => mailCount(account.email)).toBe(sentBefore + 1)

  // The link in the newest e-mail confirms the account.
  await page.goto(await confirmationLink(account.email))
  await expect(page.getByRole('heading', { name: 'Email confirmado!' })).toBeVisible()
})

test('the sign-up done page without a sign-up goes back to the sign-up form', async ({ page }) => {
  await page.goto('/cadastro-sucesso')
  await expect(page).toHaveURL(/\/cadastre-se$/)
  await expect(page.getByRole('heading', { name: 'Crie sua conta grátis' })).toBeVisible()
})

test('a confirmation link that is invalid shows "Erro de confirmação" with a way back to sign-up', async ({
  page,
}) => {
  await page.goto('/api/auth/verify-email?token=not-a-token&callbackURL=%2Fauth%2Fcallback')
  await expect(page).toHaveURL(/\/auth\/callback\?error=/)
  await expect(page.getByRole('heading', { name: 'Erro de confirmação' })).toBeVisible()
  await expect(page.getByText('Link de confirmação inválido ou expirado.')).toBeVisible()
  await page.getByRole('link', { name: 'Voltar para o cadastro' }).click()
  await expect(page).toHaveURL(/\/cadastre-se$/)
})
