import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { createConfirmedCompany, setPlan, signIn } from '../support/accounts.ts'
import { submitApplication } from '../support/applications.ts'
import { expectNoAxeViolations, screenshot } from '../support/page-checks.ts'

test.describe('bulk actions and the audit log (issue 16)', () => {
  test('select 3 rows, change their status in bulk, export them, and see it all in Auditoria', async ({
    page,
    request,
  }) => {
    const company = await createConfirmedCompany(request, { companyName: 'Transportes Serra' })
    await setPlan(request, 'basico')
    for (const [name, cpf] of [
      ['Ana Paula Ribeiro', '529.982.247-25'],
      ['Bruno Tavares', '111.444.777-35'],
      ['Camila Nogueira', '390.533.447-05'],
      ['Diego Fernandes', '987.654.321-00'],
    ]) {
      await submitApplication(request, company.publicFormUrl, { nome_completo: name, cpf })
    }
    await signIn(page, company)
    await page.goto('/curriculos')
    const rows = page.locator('tbody tr')
    await expect(rows).toHaveCount(4)

    for (const name of ['Ana Paula Ribeiro', 'Bruno Tavares', 'Camila Nogueira']) {
      await page.getByRole('checkbox', { name: `Selecionar ${name}` }).check()
    }
    const bar = page.getByRole('region', { name: 'Ações em massa' })
    await expect(bar.getByText('3 selecionadas')).toBeVisible()
    await expect(
      page.getByRole('checkbox', { name: 'Selecionar todas as candidaturas desta página' }),
    ).toHaveAttribute('data-state', 'indeterminate')
    await expectNoAxeViolations(page)
    await screenshot(page, 'bulk-selected')

    await bar.getByRole('button', { name: 'Alterar status' }).click()
    await page.getByRole('menuitem', { name: 'Aprovado' }).click()
    await expect(page.getByText('Alterar status: 3 concluída(s).')).toBeVisible()
    for (const name of ['Ana Paula Ribeiro', 'Bruno Tavares', 'Camila Nogueira']) {
      await expect(rows.filter({ hasText: name }).getByText('Aprovado', { exact: true })).toBeVisible()
    }
    await expect(rows.filter({ hasText: 'Diego Fernandes' }).getByText('Novo', { exact: true })).toBeVisible()
    await expect(bar).toBeHidden()

    // Every row of the page, then export them as the básico plan's full export.
    await page.getByRole('checkbox', { name: 'Selecionar todas as candidaturas desta página' }).check()
    await expect(bar.getByText('4 selecionadas')).toBeVisible()
    const csvDownload = page.waitForEvent('download')
    await bar.getByRole('button', { name: 'Exportar' }).click()
    await page.getByRole('menuitem', { name: 'CSV (exportação básica)' }).click()
    const csv = readFileSync(await (await csvDownload).path(), 'utf8')
    expect(csv.startsWith('\uFEFFNome;CPF;E-mail;Status')).toBe(true)
    expect(csv).toContain('Diego Fernandes')
    expect(csv).toContain('Ana Paula Ribeiro')

    const zipDownload = page.waitForEvent('download')
    await bar.getByRole('button', { name: 'Exportar' }).click()
    await page.getByRole('menuitem', { name: 'Exportação completa (.zip)' }).click()
    const zip = await zipDownload
    expect(zip.suggestedFilename()).toMatch(/^exportacao-completa-\d{2}-\d{2}-\d{4}\.zip$/)
    expect(
      readFileSync(await zip.path())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK')

    // A deletion asks for the count typed out.
    await bar.getByRole('button', { name: 'Excluir' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Excluir 4 candidaturas?' })
    await expect(confirm.getByRole('button', { name: 'Excluir 4' })).toBeDisabled()
    await confirm.getByLabel('Para confirmar, digite 4 ou "excluir"').fill('4')
    await expect(confirm.getByRole('button', { name: 'Excluir 4' })).toBeEnabled()
    await confirm.getByRole('button', { name: 'Cancelar' }).click()

    await page.setViewportSize({ width: 375, height: 800 })
    await screenshot(page, 'bulk-selected')
    await page.setViewportSize({ width: 1280, height: 800 })

    await page.goto('/configuracoes?aba=auditoria')
    const audit = page.getByRole('tabpanel', { name: 'Auditoria' })
    await expect(audit.getByRole('heading', { name: 'Auditoria' })).toBeVisible()
    await expect(audit.getByText('Alterar status: 3 de 3 concluída(s).')).toBeVisible()
    await expect(audit.getByRole('table').getByText('Exportação completa', { exact: true })).toBeVisible()
    await expectNoAxeViolations(page)
    await screenshot(page, 'audit')

    await audit.getByLabel('Tipo de evento').click()
    await page.getByRole('option', { name: 'Status alterado' }).click()
    await audit.getByRole('button', { name: 'Filtrar' }).click()
    await expect(audit.getByText('3 eventos')).toBeVisible()
    await expect(audit.getByText('De "Novo" para "Aprovado".')).toHaveCount(3)
    const auditCsv = page.waitForEvent('download')
    await audit.getByRole('link', { name: 'Exportar CSV' }).click()
    const auditText = readFileSync(await (await auditCsv).path(), 'utf8')
    expect(auditText.split('\r\n').filter((line) => line.includes('Status alterado'))).toHaveLength(3)

    await page.setViewportSize({ width: 375, height: 800 })
    await screenshot(page, 'audit')
  })
})
