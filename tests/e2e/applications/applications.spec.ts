import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { baseURL } from '../../../playwright.config.ts'
import { createConfirmedCompany, setPlan, signIn, uniqueEmail } from '../support/accounts.ts'
import { submitApplication } from '../support/applications.ts'
import { readEmail } from '../support/mail.ts'
import { expectNoAxeViolations, screenshot } from '../support/page-checks.ts'

test.describe('applications review (/curriculos)', () => {
  test('a submitted application is found by name and CPF, approved, viewed and rejected', async ({
    page,
    request,
  }) => {
    const company = await createConfirmedCompany(request, { companyName: 'Logística Ágil' })
    await submitApplication(request, company.publicFormUrl, {
      nome_completo: 'Beatriz Gonçalves',
      cpf: '529.982.247-25',
      email: 'beatriz@example.com',
    })
    await submitApplication(request, company.publicFormUrl, {
      nome_completo: 'Carlos Eduardo Lima',
      cpf: '111.444.777-35',
      email: 'carlos.lima@example.com',
    })
    await signIn(page, company)
    await page.goto('/curriculos')

    await expect(page.getByRole('heading', { level: 1, name: 'Candidaturas' })).toBeVisible()
    const rows = page.getByRole('row').filter({ has: page.getByRole('button', { name: /^Ações para/ }) })
    await expect(rows).toHaveCount(2)
    await expect(page.getByText('Mostrando 1–2 de 2')).toBeVisible()
    await expect(rows.first().getByText('há menos de um minuto')).toBeVisible()
    await expectNoAxeViolations(page)
    await screenshot(page, 'list-1280')

    const search = page.getByRole('searchbox', { name: 'Buscar candidaturas por nome, CPF ou e-mail' })
    await search.fill('GONCALVES')
    await expect(page).toHaveURL(/\?q=GONCALVES$/)
    await expect(rows).toHaveCount(1)
    await expect(rows.first()).toContainText('Beatriz Gonçalves')

    await search.fill('11144477735')
    await expect(page).toHaveURL(/\?q=11144477735$/)
    await expect(rows).toHaveCount(1)
    const carlos = rows.filter({ hasText: 'Carlos Eduardo Lima' })
    await expect(carlos).toContainText('111.444.777-35')

    await carlos.getByRole('button', { name: 'Ações para Carlos Eduardo Lima' }).click()
    await page.getByRole('menuitem', { name: 'Aprovar' }).click()
    await expect(page.getByText('Status atualizado')).toBeVisible()
    // The toast names the status as the badge does.
    await expect(page.getByText('Candidatura marcada como "Aprovado".')).toBeVisible()
    await expect(carlos.getByText('Aprovado', { exact: true })).toBeVisible()

    await carlos.getByRole('button', { name: 'Ações para Carlos Eduardo Lima' }).click()
    await page.getByRole('menuitem', { name: 'Visualizar' }).click()
    const dialog = page.getByRole('dialog', { name: 'Detalhes da Candidatura' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByText('carlos.lima@example.com').first()).toBeVisible()
    await expect(dialog.getByText('Formação #1')).toBeVisible()
    await expect(dialog.getByRole('img', { name: 'Foto de Carlos Eduardo Lima' })).toBeVisible()
    await expect(dialog.getByText('Aprovado', { exact: true })).toBeVisible()
    await expectNoAxeViolations(page)
    await screenshot(page, 'detail-1280')

    await dialog.getByRole('button', { name: 'Reprovar' }).click()
    await expect(page.getByText('Candidatura marcada como "Reprovado".')).toBeVisible()
    await expect(dialog.getByText('Reprovado', { exact: true })).toBeVisible()
    // The row behind the modal dialog (hidden from the accessibility tree, so found by its text).
    const carlosRow = page.locator('tbody tr', { hasText: 'Carlos Eduardo Lima' })
    await expect(carlosRow.getByText('Reprovado', { exact: true })).toBeVisible()

    // Histórico: both status changes, with who made them.
    await dialog.getByRole('tab', { name: 'Histórico' }).click()
    const history = dialog.getByRole('list', { name: 'Histórico da candidatura' })
    await expect(history.getByText('De "Novo" para "Aprovado".')).toBeVisible()
    await expect(history.getByText('De "Aprovado" para "Reprovado".')).toBeVisible()
  })

  test('on Básico an application is exported as PDF and deleted; the list exports as CSV', async ({
    page,
    request,
  }) => {
    const company = await createConfirmedCompany(request, { companyName: 'Logística Ágil' })
    await submitApplication(request, company.publicFormUrl, {
      nome_completo: 'Beatriz Gonçalves',
      cpf: '529.982.247-25',
      email: 'beatriz@example.com',
    })
    await submitApplication(request, company.publicFormUrl, {
      nome_completo: 'Carlos Eduardo Lima',
      cpf: '111.444.777-35',
      email: 'carlos.lima@example.com',
    })
    await signIn(page, company)
    // PDF export is sold from Básico up (src/shared/plans.ts); Gratuito's locked state has its own test.
    await setPlan(page.request, 'basico')
    await page.goto('/curriculos?q=carlos')
    await page.getByRole('button', { name: 'Carlos Eduardo Lima', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Detalhes da Candidatura' })

    const pdfDownload = page.waitForEvent('download')
    await dialog.getByRole('button', { name: 'Exportar PDF' }).click()
    const pdf = await pdfDownload
    expect(pdf.suggestedFilename()).toBe('candidatura-carlos-eduardo-lima.pdf')
    expect(
      readFileSync(await pdf.path())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')

    // Histórico: received, viewed and the PDF export, with who did them.
    await dialog.getByRole('tab', { name: 'Histórico' }).click()
    const history = dialog.getByRole('list', { name: 'Histórico da candidatura' })
    await expect(history.getByText('PDF exportado')).toBeVisible()
    await expect(history.getByText('Candidatura recebida', { exact: true })).toBeVisible()
    await expect(history.getByText('Candidato, pelo formulário público')).toBeVisible()
    await expect(history.getByText('Candidatura visualizada')).toBeVisible()
    await expectNoAxeViolations(page)
    await screenshot(page, 'history-1280')
    await dialog.getByRole('tab', { name: 'Dados' }).click()

    await dialog.getByRole('button', { name: 'Excluir' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Excluir candidatura?' })
    await expect(confirm).toContainText('Carlos Eduardo Lima')
    await confirm.getByRole('button', { name: 'Excluir' }).click()
    await expect(page.getByText('Candidatura excluída')).toBeVisible()
    await expect(page.getByText('A candidatura foi excluída com sucesso.')).toBeVisible()
    await expect(dialog).toBeHidden()
    await expect(page.getByText('Nenhuma candidatura encontrada.')).toBeVisible()

    const search = page.getByRole('searchbox', { name: 'Buscar candidaturas por nome, CPF ou e-mail' })
    await search.fill('')
    await expect(page).toHaveURL(/\/curriculos$/)
    const rows = page.getByRole('row').filter({ has: page.getByRole('button', { name: /^Ações para/ }) })
    await expect(rows).toHaveCount(1)
    const csvDownload = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Exportar CSV' }).click()
    const csv = readFileSync(await (await csvDownload).path(), 'utf8')
    expect(csv.startsWith('\uFEFFNome;CPF;E-mail;Status;Data de Envio')).toBe(true)
    expect(csv).toContain('Beatriz Gonçalves;529.982.247-25;beatriz@example.com;Novo;')
    expect(csv).not.toContain('Carlos')
  })

  test('on Gratuito "Exportar PDF" is locked: it names the plan and leads to the upgrade', async ({
    page,
    request,
  }) => {
    const company = await createConfirmedCompany(request)
    await submitApplication(request, company.publicFormUrl, { nome_completo: 'Gustavo Ramos' })
    await signIn(page, company)
    await page.goto('/curriculos')
    await page.getByRole('button', { name: 'Gustavo Ramos', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Detalhes da Candidatura' })
    const exportPdf = dialog.getByRole('button', {
      name: 'Exportar PDF (Disponível a partir do plano Básico.)',
    })
    // The tags' lock in "Pastas e etiquetas" is always there on Gratuito; the PDF's appears on the click.
    const locked = dialog.getByText('Disponível a partir do plano Básico.')
    await expect(dialog.getByRole('region', { name: 'Pastas e etiquetas' })).toBeVisible()
    const before = await locked.count()
    await exportPdf.click()
    // Inside the dialog the locked state shows in place (a toast's button would sit behind the modal).
    await expect(locked).toHaveCount(before + 1)
    await dialog.getByRole('link', { name: 'Fazer upgrade' }).first().click()
    await expect(page).toHaveURL(/\/pagamentos$/)
  })

  test('the empty state, and filters kept in the URL with a working back button', async ({
    page,
    request,
  }) => {
    const company = await createConfirmedCompany(request)
    await signIn(page, company)
    await page.goto('/curriculos')
    await expect(page.getByText('Nenhuma candidatura encontrada.')).toBeVisible()

    await submitApplication(request, company.publicFormUrl, { nome_completo: 'Débora Nascimento' })
    await page.reload()
    await expect(page.getByRole('button', { name: 'Débora Nascimento', exact: true })).toBeVisible()

    await page.getByRole('combobox', { name: 'Filtrar por status' }).click()
    await page.getByRole('option', { name: 'Aprovados' }).click()
    await expect(page).toHaveURL(/\?status=aprovado$/)
    await expect(page.getByText('Nenhuma candidatura encontrada.')).toBeVisible()

    await page.goBack()
    await expect(page).toHaveURL(/\/curriculos$/)
    await expect(page.getByRole('combobox', { name: 'Filtrar por status' })).toHaveText('Todos os Status')
    await expect(page.getByRole('button', { name: 'Débora Nascimento', exact: true })).toBeVisible()

    await page.goto('/curriculos?q=nascimento&status=novo')
    await expect(page.getByRole('searchbox')).toHaveValue('nascimento')
    await expect(page.getByRole('combobox', { name: 'Filtrar por status' })).toHaveText('Novos')
    await expect(page.getByRole('button', { name: 'Débora Nascimento', exact: true })).toBeVisible()
    await page.goto('/curriculos?q=ninguem')
    await expect(page.getByText('Nenhuma candidatura encontrada.')).toBeVisible()
    await page.goBack()
    await expect(page.getByRole('searchbox')).toHaveValue('nascimento')
    await expect(page.getByRole('button', { name: 'Débora Nascimento', exact: true })).toBeVisible()
  })

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 } })

    test('the list and the detail fit a 375 px screen', async ({ page, request }) => {
      const company = await createConfirmedCompany(request)
      await submitApplication(request, company.publicFormUrl, {
        nome_completo: 'Fernanda Araújo',
        email: 'fernanda.araujo@example.com',
      })
      await signIn(page, company)
      await page.goto('/curriculos')
      const row = page.getByRole('row', { name: /Fernanda Araújo/ })
      await expect(row).toContainText('fernanda.araujo@example.com')
      await expect(row).toContainText('Novo')
      await expectNoAxeViolations(page)
      await screenshot(page, 'list-375')
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)

      await row.getByRole('button', { name: 'Fernanda Araújo', exact: true }).click()
      const dialog = page.getByRole('dialog', { name: 'Detalhes da Candidatura' })
      await expect(dialog.getByText('Formação #1')).toBeVisible()
      await screenshot(page, 'detail-375')
      await dialog.getByRole('tab', { name: 'Histórico' }).click()
      await expect(dialog.getByText('Candidatura visualizada')).toBeVisible()
      await screenshot(page, 'history-375')
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    })
  })
})

test.describe('applications review as padrao', () => {
  test('a padrao member views and changes status, but sees no delete or export', async ({
    request,
    browser,
  }) => {
    const company = await createConfirmedCompany(request)
    await submitApplication(request, company.publicFormUrl, {
      nome_completo: 'Daniela Prado',
      cpf: '529.982.247-25',
      email: 'daniela@example.com',
    })
    // The admin invites a padrao member on Básico (room for 2), who accepts from the e-mail.
    expect(
      (
        await request.post('/api/billing/plan', { data: { plan: 'basico' }, headers: { origin: baseURL } })
      ).status(),
    ).toBe(200)
    const email = uniqueEmail('padrao')
    const invited = await request.post('/api/team/invitations', {
      data: { fullName: 'Paula Padrão', email, role: 'padrao' },
      headers: { origin: baseURL },
    })
    expect(invited.status(), await invited.text()).toBe(201)
    const mail = await readEmail(email, { subject: /Convite/ })
    const token = new URL(mail.links.find((link) => link.includes('/convite?token=')) ?? '').searchParams.get(
      'token',
    )
    const password = 'senha-da-paula-1'
    const accepted = await request.post('/api/invitations/accept', {
      data: { token, password, confirmPassword: password },
      headers: { origin: baseURL },
    })
    expect(accepted.status(), await accepted.text()).toBe(201)

    const padrao = await browser.newContext({ baseURL, locale: 'pt-BR' })
    const colleague = await padrao.newPage()
    await signIn(colleague, { email, password })
    await colleague.goto('/curriculos')
    const row = colleague.getByRole('row', { name: /Daniela Prado/ })
    await expect(row).toBeVisible()
    await expect(colleague.getByRole('button', { name: 'Exportar CSV' })).toHaveCount(0)
    await row.getByRole('button', { name: 'Ações para Daniela Prado' }).click()
    await expect(colleague.getByRole('menuitem', { name: 'Aprovar' })).toBeVisible()
    await expect(colleague.getByRole('menuitem', { name: 'Excluir' })).toHaveCount(0)
    await expect(colleague.getByRole('menuitem', { name: 'Exportar PDF' })).toHaveCount(0)
    await colleague.getByRole('menuitem', { name: 'Aprovar' }).click()
    await expect(colleague.getByText('Status atualizado')).toBeVisible()
    await expect(row.getByText('Aprovado')).toBeVisible()
    await colleague.keyboard.press('Escape')
    await row.getByRole('button', { name: 'Ações para Daniela Prado' }).click()
    await colleague.getByRole('menuitem', { name: 'Visualizar' }).click()
    const dialog = colleague.getByRole('dialog', { name: 'Detalhes da Candidatura' })
    await expect(dialog.getByRole('button', { name: 'Pendente' })).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Excluir' })).toHaveCount(0)
    await expect(dialog.getByRole('button', { name: 'Exportar PDF' })).toHaveCount(0)
    await padrao.close()
  })
})
