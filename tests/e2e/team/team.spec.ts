import { expect, test } from '@playwright/test'
import { baseURL } from '../../../playwright.config.ts'
import { createConfirmedCompany, setPlan, signIn, uniqueEmail } from '../support/accounts.ts'
import { readEmail } from '../support/mail.ts'
import { expectNoAxeViolations, screenshot } from '../support/page-checks.ts'

test.describe('team (/usuarios)', () => {
  test('on gratuito, "Adicionar Usuário" opens the limit dialog that leads to /pagamentos', async ({
    page,
  }) => {
    const company = await createConfirmedCompany(page.request, { fullName: 'Ana Recrutadora' })
    await signIn(page, company)
    await page.goto('/usuarios')
    await expect(page.getByRole('heading', { level: 1, name: 'Gestão de Usuários' })).toBeVisible()
    const row = page.getByRole('row', { name: /Ana Recrutadora/ })
    await expect(row).toContainText(company.email)
    await expect(row.getByText('Administrador')).toBeVisible()
    await expect(row.getByText('Ativo')).toBeVisible()
    await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4}/)
    await expect(page.getByText('1 de 1 usuário (plano Gratuito)')).toBeVisible()
    await expect(page.getByRole('progressbar', { name: '1 de 1 usuário (plano Gratuito)' })).toHaveAttribute(
      'aria-valuenow',
      '1',
    )
    await screenshot(page, 'users-usage-1280')
    await page.setViewportSize({ width: 375, height: 800 })
    await expect(page.getByText('Convites pendentes contam como usuários.')).toBeVisible()
    await screenshot(page, 'users-usage-375')
    await page.setViewportSize({ width: 1280, height: 800 })

    await page.getByRole('button', { name: 'Adicionar Usuário' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Limite de usuários atingido' })
    await expect(dialog).toContainText('Seu plano atual (Gratuito) permite até 1 usuário')
    await expect(dialog).toContainText('Profissional — até 6 usuários')
    await expectNoAxeViolations(page)
    await screenshot(page, 'limit-dialog-1280')
    await dialog.getByRole('button', { name: 'Cancelar' }).click()
    await expect(dialog).toBeHidden()
    await page.getByRole('button', { name: 'Adicionar Usuário' }).click()
    await page.getByRole('button', { name: 'Fazer Upgrade' }).click()
    await expect(page).toHaveURL(/\/pagamentos$/)
  })

  test('an admin invites a colleague, who accepts from the e-mail and sees only what padrao may', async ({
    page,
    browser,
  }) => {
    test.slow() // two people, an e-mail and every page padrao may open: a long flow on a shared 2-core machine
    const company = await createConfirmedCompany(page.request, { fullName: 'Ana Recrutadora' })
    await setPlan(page.request, 'basico')
    await signIn(page, company)
    await page.goto('/usuarios')
    await expect(page.getByText('1 de 2 usuários (plano Básico)')).toBeVisible()

    const email = uniqueEmail('colega')
    await page.getByRole('button', { name: 'Adicionar Usuário' }).click()
    const dialog = page.getByRole('dialog', { name: 'Adicionar Usuário' })
    await dialog.getByRole('button', { name: 'Enviar convite' }).click()
    await expect(dialog.getByText('Nome completo deve ter pelo menos 3 caracteres')).toBeVisible()
    await expect(dialog.getByText('Digite um e-mail válido')).toBeVisible()
    await dialog.getByLabel('Nome').fill('Paulo Padrão')
    await dialog.getByLabel('E-mail').fill(email)
    await expect(dialog.getByRole('combobox', { name: 'Tipo de usuário' })).toHaveText('Padrão')
    await expectNoAxeViolations(page)
    await screenshot(page, 'invite-dialog-1280')
    await dialog.getByRole('button', { name: 'Enviar convite' }).click()
    await expect(page.getByText('Convite enviado')).toBeVisible()
    await expect(dialog).toBeHidden()
    const invitations = page.getByRole('table', { name: 'Convites pendentes' })
    await expect(invitations.getByRole('row', { name: /Paulo Padrão/ })).toContainText(email)
    // The pending invitation takes a seat, as the server counts it.
    await expect(page.getByText('2 de 2 usuários (plano Básico)')).toBeVisible()
    await expect(page.getByRole('progressbar', { name: '2 de 2 usuários (plano Básico)' })).toHaveAttribute(
      'aria-valuenow',
      '2',
    )
    await expectNoAxeViolations(page)
    await screenshot(page, 'users-1280')
    await page.setViewportSize({ width: 375, height: 800 })
    await screenshot(page, 'users-375')
    await page.setViewportSize({ width: 1280, height: 800 })

    // At the limit (the pending invitation counts) the dialog opens instead of the form.
    await page.getByRole('button', { name: 'Adicionar Usuário' }).click()
    await expect(page.getByRole('alertdialog', { name: 'Limite de usuários atingido' })).toContainText(
      '(Básico)',
    )
    await page.getByRole('button', { name: 'Cancelar' }).click()

    const mail = await readEmail(email, { subject: /Convite/ })
    const link = mail.links.find((candidate) => candidate.includes('/convite?token='))
    if (!link) throw new Error(`no invitation link in ${mail.text}`)

    const colleagueContext = await browser.newContext({
      baseURL,
      locale: 'pt-BR',
      viewport: { width: 375, height: 800 },
    })
    const colleague = await colleagueContext.newPage()
    await colleague.goto(link)
    await expect(colleague.getByRole('heading', { level: 1, name: 'Aceitar convite' })).toBeVisible()
    await expect(colleague.getByText(email)).toBeVisible()
    await expectNoAxeViolations(colleague)
    await screenshot(colleague, 'accept-375')
    await colleague.getByLabel('Senha', { exact: true }).fill('senha-do-paulo-1')
    await colleague.getByLabel('Confirme a senha').fill('senha-do-paulo-2')
    await colleague.getByRole('button', { name: 'Aceitar convite e entrar' }).click()
    await expect(colleague.getByText('As senhas não coincidem.')).toBeVisible()
    await colleague.getByLabel('Confirme a senha').fill('senha-do-paulo-1')
    await colleague.getByRole('button', { name: 'Aceitar convite e entrar' }).click()
    await expect(colleague).toHaveURL(/\/dashboard$/)

    await colleague.setViewportSize({ width: 1280, height: 800 })
    const menu = colleague.getByRole('navigation', { name: 'Menu do painel' })
    await expect(menu.getByRole('link')).toHaveText(['Dashboard', 'Perfil', 'Currículos', 'Vagas', 'Agenda'])
    // The dashboard's set-up steps point only to pages padrao may open.
    await expect(colleague.getByText('Um passo para receber os primeiros currículos.')).toBeVisible()
    await expect(colleague.getByRole('link', { name: /^Ir para / })).toHaveCount(0)
    await screenshot(colleague, 'dashboard-padrao-1280')
    await colleague.goto('/usuarios')
    await expect(colleague.getByText('Você está sem permissão para acessar esta página.')).toBeVisible()
    await expect(colleague.getByRole('heading', { level: 1, name: 'Gestão de Usuários' })).toBeVisible()
    await expect(colleague.getByRole('table')).toHaveCount(0)
    await expectNoAxeViolations(colleague)
    await screenshot(colleague, 'forbidden-1280')
    await colleague.goto('/pagamentos')
    await expect(colleague.getByText('Você está sem permissão para acessar esta página.')).toBeVisible()

    // Later, the colleague signs in again through the login page, as padrao.
    await colleague.getByRole('button', { name: 'Sair' }).click()
    await expect(colleague.getByText('Logout realizado')).toBeVisible()
    await colleague.goto('/entrar')
    await colleague.getByLabel('Email').fill(email)
    await colleague.getByLabel('Senha', { exact: true }).fill('senha-do-paulo-1')
    await colleague.getByRole('button', { name: 'Entrar' }).click()
    await expect(colleague.getByText('Login bem-sucedido!')).toBeVisible()
    await colleague.goto('/dashboard')
    await expect(menu.getByRole('link')).toHaveText(['Dashboard', 'Perfil', 'Currículos', 'Vagas', 'Agenda'])
    await colleagueContext.close()

    // The admin sees the new member, changes the role and deactivates them.
    await page.reload()
    const member = page
      .getByRole('table', { name: 'Usuários da empresa' })
      .getByRole('row', { name: /Paulo Padrão/ })
    await expect(member.getByText('Padrão', { exact: true })).toBeVisible()
    await member.getByRole('button', { name: 'Ações para Paulo Padrão' }).click()
    await page.getByRole('menuitem', { name: 'Alterar Permissões' }).click()
    const roleDialog = page.getByRole('dialog', { name: 'Alterar Permissões' })
    await roleDialog.getByRole('combobox', { name: 'Tipo de usuário' }).click()
    await page.getByRole('option', { name: 'Premium' }).click()
    await roleDialog.getByRole('button', { name: 'Salvar' }).click()
    await expect(page.getByText('Permissões atualizadas')).toBeVisible()
    await expect(member.getByText('Premium')).toBeVisible()

    await member.getByRole('button', { name: 'Ações para Paulo Padrão' }).click()
    await page.getByRole('menuitem', { name: 'Desativar' }).click()
    await expect(member.getByText('Inativo')).toBeVisible()

    await member.getByRole('button', { name: 'Ações para Paulo Padrão' }).click()
    await page.getByRole('menuitem', { name: 'Remover Usuário' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Remover usuário?' })
    await confirm.getByRole('button', { name: 'Remover Usuário' }).click()
    await expect(page.getByText('Usuário removido')).toBeVisible()
    await expect(member).toHaveCount(0)
  })
})
