import { expect, test } from '@playwright/test'
import { createConfirmedCompany, setPlan, signIn } from '../support/accounts.ts'
import { submitApplication } from '../support/applications.ts'
import { expectNoAxeViolations, screenshot } from '../support/page-checks.ts'

test.describe('Folders and tags on /curriculos', () => {
  test('makes a folder, adds two applications, tags one and filters by the folder', async ({
    page,
    request,
  }) => {
    test.slow() // a long flow on a shared 2-core machine
    const company = await createConfirmedCompany(request, { companyName: 'Transportes Rápidos' })
    await submitApplication(request, company.publicFormUrl, {
      nome_completo: 'Ana Souza',
      cpf: '529.982.247-25',
      email: 'ana.souza@example.com',
    })
    await submitApplication(request, company.publicFormUrl, {
      nome_completo: 'Bruno Carvalho',
      cpf: '111.444.777-35',
      email: 'bruno.carvalho@example.com',
    })
    await submitApplication(request, company.publicFormUrl, {
      nome_completo: 'Célia Martins',
      cpf: '123.456.789-09',
      email: 'celia.martins@example.com',
    })
    await signIn(page, company)
    // Tags are sold from Básico up (src/shared/plans.ts).
    await setPlan(page.request, 'basico')
    await page.goto('/curriculos')
    const rows = page.getByRole('row').filter({ has: page.getByRole('button', { name: /^Ações para/ }) })
    await expect(rows).toHaveCount(3)
    const rowOf = (name: string) => rows.filter({ has: page.getByRole('button', { name, exact: true }) })

    // "Gerenciar pastas": create one.
    await page.getByRole('button', { name: 'Gerenciar pastas' }).click()
    const manage = page.getByRole('dialog', { name: 'Gerenciar pastas' })
    await manage.getByLabel('Nova pasta').fill('  Motoristas  ')
    await manage.getByRole('button', { name: 'Criar pasta' }).click()
    await expect(page.getByText('Pasta "Motoristas" criada.')).toBeVisible()
    await expect(manage.getByRole('list', { name: 'Pastas' })).toContainText('Motoristas0 candidaturas')
    // The same name again, in another case, is refused in pt-BR.
    await manage.getByLabel('Nova pasta').fill('MOTORISTAS')
    await manage.getByRole('button', { name: 'Criar pasta' }).click()
    await expect(manage.getByText('Já existe uma pasta com esse nome.')).toBeVisible()
    await expectNoAxeViolations(page)
    await screenshot(page, 'folders-manage')
    await page.keyboard.press('Escape')
    await expect(manage).toBeHidden()

    // The row menu: "Adicionar à pasta" → Motoristas.
    // The submenu by keyboard (ArrowRight opens it, Enter picks), as a keyboard user does.
    await page.getByRole('button', { name: 'Ações para Ana Souza' }).click()
    await page.getByRole('menuitem', { name: 'Adicionar à pasta' }).press('ArrowRight')
    await page.getByRole('menuitem', { name: 'Motoristas' }).press('Enter')
    await expect(page.getByText('Adicionada à pasta "Motoristas".')).toBeVisible()
    await expect(rowOf('Ana Souza')).toContainText('Motoristas')

    // The detail: add Bruno to the folder and create a tag inline.
    await rowOf('Bruno Carvalho').getByRole('button', { name: 'Bruno Carvalho', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Detalhes da Candidatura' })
    const section = dialog.getByRole('region', { name: 'Pastas e etiquetas' })
    await section.getByRole('button', { name: 'Adicionar à pasta' }).click()
    await page.getByRole('menuitem', { name: 'Motoristas' }).click()
    await expect(section.getByRole('button', { name: 'Remover da pasta Motoristas' })).toBeVisible()
    await section.getByRole('button', { name: 'Etiqueta' }).click()
    await page.getByRole('textbox', { name: 'Buscar ou criar etiqueta' }).fill('inglês fluente')
    await page.getByRole('button', { name: 'Criar etiqueta "inglês fluente"' }).click()
    await expect(section.getByRole('button', { name: 'Remover etiqueta inglês fluente' })).toBeVisible()
    await dialog.getByRole('tab', { name: 'Histórico' }).click()
    await expect(dialog.getByText('Etiqueta adicionada')).toBeVisible()
    await expect(dialog.getByText('Adicionada à pasta')).toBeVisible()
    await expectNoAxeViolations(page)
    await screenshot(page, 'folders-tags-detail')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(rowOf('Bruno Carvalho').getByText('inglês fluente')).toBeVisible()

    // Filter by the folder: two rows, the choice kept in the URL.
    await page.getByRole('combobox', { name: 'Filtrar por pasta' }).click()
    await page.getByRole('option', { name: 'Motoristas (2)' }).click()
    await expect(rows).toHaveCount(2)
    await expect(page).toHaveURL(/[?&]folder=[0-9a-f-]{36}/)
    await expect(rowOf('Célia Martins')).toHaveCount(0)
    await expectNoAxeViolations(page)
    await screenshot(page, 'folders-filter')
    await page.reload()
    await expect(rows).toHaveCount(2)
    await expect(page.getByRole('combobox', { name: 'Filtrar por pasta' })).toContainText('Motoristas (2)')

    await page.setViewportSize({ width: 375, height: 800 })
    await expect(rows.first()).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await screenshot(page, 'folders-filter')
    await rowOf('Bruno Carvalho').getByRole('button', { name: 'Bruno Carvalho', exact: true }).click()
    await expect(section.getByRole('button', { name: 'Remover etiqueta inglês fluente' })).toBeVisible()
    await screenshot(page, 'folders-tags-detail')
  })

  test('shows tags locked on gratuito with the upgrade link', async ({ page, request }) => {
    const company = await createConfirmedCompany(request, { companyName: 'Padaria Central' })
    await submitApplication(request, company.publicFormUrl, {
      nome_completo: 'Diego Ramos',
      cpf: '529.982.247-25',
      email: 'diego.ramos@example.com',
    })
    await signIn(page, company)
    await page.goto('/curriculos')
    await page.getByRole('button', { name: 'Diego Ramos', exact: true }).click()
    const section = page
      .getByRole('dialog', { name: 'Detalhes da Candidatura' })
      .getByRole('region', { name: 'Pastas e etiquetas' })
    await expect(section.getByText('Disponível a partir do plano Básico.')).toBeVisible()
    await expect(section.getByRole('link', { name: 'Fazer upgrade' })).toHaveAttribute('href', '/pagamentos')
    await expect(section.getByRole('button', { name: 'Adicionar à pasta' })).toBeVisible()
    await expectNoAxeViolations(page)
    await screenshot(page, 'tags-locked')
  })
})
