import { expect, test } from '@playwright/test'
import { renderPdf } from '../../../src/server/features/resumes/test-support/render-cv.ts'
import { createConfirmedCompany, signIn } from '../support/accounts.ts'
import { submitApplication } from '../support/applications.ts'
import { expectNoAxeViolations, screenshot } from '../support/page-checks.ts'

test.describe('Duplicates and "Mesclar" on /curriculos', () => {
  test('marks two applications with the same e-mail as "Repetido", links them, and merges two others', async ({
    page,
    request,
  }) => {
    test.slow() // a long flow on a shared 2-core machine
    const company = await createConfirmedCompany(request, { companyName: 'Pessoas Certas' })
    // Same e-mail (typed differently), different CPF and mobile: one person.
    await submitApplication(request, company.publicFormUrl, {
      nome_completo: 'Renata Alves',
      cpf: '529.982.247-25',
      email: 'renata.alves@example.com',
      celular: '(11)98111-0001',
    })
    await submitApplication(request, company.publicFormUrl, {
      nome_completo: 'Renata A. Alves',
      cpf: '111.444.777-35',
      email: ' Renata.Alves@Example.com',
      celular: '(11)98111-0002',
    })
    // Two different-looking records staff know are one person.
    await submitApplication(request, company.publicFormUrl, {
      nome_completo: 'Carlos Eduardo Pinto',
      cpf: '123.456.789-09',
      email: 'carlos.pinto@example.com',
      celular: '(21)98222-0003',
    })
    await submitApplication(request, company.publicFormUrl, {
      nome_completo: 'Cadu Pinto',
      cpf: '935.411.347-80',
      email: 'cadu@example.com',
      celular: '(21)98222-0004',
    })

    await signIn(page, company)
    await page.goto('/curriculos')
    const rows = page.getByRole('row').filter({ has: page.getByRole('button', { name: /^Ações para/ }) })
    await expect(rows).toHaveCount(4)
    const rowOf = (name: string) => rows.filter({ has: page.getByRole('button', { name, exact: true }) })
    const repeat = /Repetido: Esta pessoa tem outras candidaturas/
    await expect(rowOf('Renata Alves').getByText(repeat)).toBeVisible()
    await expect(rowOf('Renata A. Alves').getByText(repeat)).toBeVisible()
    await expect(rowOf('Carlos Eduardo Pinto').getByText(repeat)).toHaveCount(0)
    await expect(rowOf('Cadu Pinto').getByText(repeat)).toHaveCount(0)
    // The marker explains itself on keyboard focus too.
    // In view first: focusing a marker below the fold scrolls the page, and a scroll closes Radix's tooltip.
    const marker = rowOf('Renata Alves').locator('[tabindex="0"]').filter({ hasText: 'Repetido' })
    await marker.scrollIntoViewIfNeeded()
    await marker.focus()
    await expect(page.getByRole('tooltip')).toContainText('mesmo CPF, e-mail ou celular')
    await screenshot(page, 'duplicates-tooltip')
    await page.keyboard.press('Escape')
    await expect(page.getByRole('tooltip')).toHaveCount(0)
    await expectNoAxeViolations(page)
    await screenshot(page, 'duplicates-list')

    // The detail shows the other application, and its link opens it.
    await rowOf('Renata A. Alves').getByRole('button', { name: 'Renata A. Alves', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Detalhes da Candidatura' })
    await dialog.getByRole('tab', { name: 'Pessoa' }).click()
    const others = dialog.getByRole('region', { name: 'Outras candidaturas desta pessoa' })
    await expect(others.getByRole('button', { name: 'Renata Alves', exact: true })).toBeVisible()
    await expect(dialog.getByText('Nenhum currículo anexado a esta pessoa.')).toBeVisible()
    await expectNoAxeViolations(page)
    await screenshot(page, 'duplicates-detail')
    await others.getByRole('button', { name: 'Renata Alves', exact: true }).click()
    await expect(dialog.getByText('Renata Alves', { exact: true }).first()).toBeVisible()
    await dialog.getByRole('tab', { name: 'Pessoa' }).click()
    await expect(
      dialog
        .getByRole('region', { name: 'Outras candidaturas desta pessoa' })
        .getByRole('button', { name: 'Renata A. Alves', exact: true }),
    ).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()

    // "Mesclar": Carlos with Cadu, found by name, then confirmed.
    await rowOf('Carlos Eduardo Pinto')
      .getByRole('button', { name: 'Carlos Eduardo Pinto', exact: true })
      .click()
    await dialog.getByRole('tab', { name: 'Pessoa' }).click()
    await expect(dialog.getByText('Nenhuma outra candidatura desta pessoa.')).toBeVisible()
    await dialog.getByRole('button', { name: 'Mesclar com outra candidatura' }).click()
    await dialog.getByRole('searchbox', { name: 'Buscar candidatura por nome' }).fill('cadu')
    await dialog.getByRole('button', { name: 'Escolher Cadu Pinto' }).click()
    await expect(dialog.getByText(/As duas candidaturas passam a ser da mesma pessoa/)).toBeVisible()
    await expectNoAxeViolations(page)
    await screenshot(page, 'duplicates-merge-confirm')
    await dialog.getByRole('button', { name: 'Confirmar mesclagem' }).click()
    await expect(page.getByText('Candidaturas mescladas: agora são da mesma pessoa.')).toBeVisible()
    await expect(
      dialog
        .getByRole('region', { name: 'Outras candidaturas desta pessoa' })
        .getByRole('button', { name: 'Cadu Pinto', exact: true }),
    ).toBeVisible()
    await dialog.getByRole('tab', { name: 'Histórico' }).click()
    await expect(dialog.getByText('Candidaturas mescladas')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(rowOf('Cadu Pinto').getByText(repeat)).toBeVisible()
    await expect(rowOf('Carlos Eduardo Pinto').getByText(repeat)).toBeVisible()

    // The other side shows Carlos too.
    await rowOf('Cadu Pinto').getByRole('button', { name: 'Cadu Pinto', exact: true }).click()
    await dialog.getByRole('tab', { name: 'Pessoa' }).click()
    await expect(
      dialog
        .getByRole('region', { name: 'Outras candidaturas desta pessoa' })
        .getByRole('button', { name: 'Carlos Eduardo Pinto', exact: true }),
    ).toBeVisible()

    await page.setViewportSize({ width: 375, height: 800 })
    await expect(dialog.getByRole('tab', { name: 'Pessoa' })).toBeVisible()
    await screenshot(page, 'duplicates-detail')
    await page.keyboard.press('Escape')
    await expect(rows.first()).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await screenshot(page, 'duplicates-list')
  })

  test('an imported CV of a known person reads "Duplicado — anexado a {nome}" and is a CV version of that person', async ({
    page,
    request,
  }) => {
    test.slow() // a long flow on a shared 2-core machine
    const company = await createConfirmedCompany(request, { companyName: 'Currículos Repetidos' })
    await submitApplication(request, company.publicFormUrl, {
      nome_completo: 'Marina Duarte',
      cpf: '529.982.247-25',
      email: 'marina.duarte@example.com',
      celular: '(11)98333-0005',
    })
    const pdf = await renderPdf(`= Marina D. Duarte
São Paulo/SP – marina.duarte@example.com
# Experiência Profissional
Assistente de Compras – Atacado Paulista Ltda. – 03/2019 – atual
Responsável pelas cotações e pelo cadastro de fornecedores.`)

    await signIn(page, company)
    await page.goto('/curriculos')
    await page.getByRole('button', { name: 'Importar currículos' }).click()
    const importDialog = page.getByRole('dialog', { name: 'Importar currículos' })
    await importDialog
      .getByLabel('Arquivos de currículo')
      .setInputFiles([{ name: 'marina.pdf', mimeType: 'application/pdf', buffer: pdf }])
    // Reading the PDF is a queue job: on a busy machine it takes longer (playwright.config.ts's factor).
    await expect(importDialog.getByText('Concluído: 1 de 1')).toBeVisible({
      timeout: 60_000 * Number(process.env.E2E_TIMEOUT_FACTOR ?? 1),
    })
    await expect(
      importDialog.getByRole('list', { name: 'Arquivos da importação' }).getByRole('listitem'),
    ).toContainText('Duplicado — anexado a Marina Duarte')
    await expectNoAxeViolations(page)
    await screenshot(page, 'duplicates-import')
    await page.keyboard.press('Escape')
    await expect(importDialog).toBeHidden()

    const rows = page.getByRole('row').filter({ has: page.getByRole('button', { name: /^Ações para/ }) })
    await expect(rows).toHaveCount(2)
    await page.getByRole('button', { name: 'Marina Duarte', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Detalhes da Candidatura' })
    await dialog.getByRole('tab', { name: 'Pessoa' }).click()
    const versions = dialog.getByRole('region', { name: 'Versões do currículo' })
    await expect(versions.getByRole('link', { name: /^Baixar/ })).toHaveCount(1)
    const download = page.waitForEvent('download')
    await versions.getByRole('link', { name: /^Baixar/ }).click()
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/)
  })
})
