import { expect, test } from '@playwright/test'
import { createConfirmedCompany, setPlan, signIn } from '../support/accounts.ts'
import { submitApplication } from '../support/applications.ts'
import { expectNoAxeViolations, screenshot } from '../support/page-checks.ts'

test.describe('Advanced filters and saved views on /curriculos', () => {
  test('filters by experience ≥ 3 years and UF, saves the view and reopens it', async ({ page, request }) => {
    test.slow() // a long flow on a shared 2-core machine
    const company = await createConfirmedCompany(request, { companyName: 'Filtros Certos' })
    const job = (start: string, end: string) => [
      { empresa: 'Transportes', cargo: 'Motorista', data_inicio: start, data_fim: end },
    ]
    await submitApplication(request, company.publicFormUrl, {
      nome_completo: 'Ana Experiente',
      cpf: '529.982.247-25',
      email: 'ana@example.com',
      estado: 'SP',
      experiencia: job('01/01/2015', '01/01/2020'),
    })
    await submitApplication(request, company.publicFormUrl, {
      nome_completo: 'Bruno Carioca',
      cpf: '111.444.777-35',
      email: 'bruno@example.com',
      estado: 'RJ',
      cidade: 'Rio de Janeiro',
      experiencia: job('01/01/2015', '01/01/2020'),
    })
    await submitApplication(request, company.publicFormUrl, {
      nome_completo: 'Carla Iniciante',
      cpf: '390.533.447-05',
      email: 'carla@example.com',
      estado: 'SP',
      experiencia: job('01/01/2023', '01/06/2024'),
    })
    await signIn(page, company)
    await page.goto('/curriculos')
    const rows = page.getByRole('row').filter({ has: page.getByRole('button', { name: /^Ações para/ }) })
    await expect(rows).toHaveCount(3)

    // Gratuito: the panel is locked with the upgrade text.
    await page.getByRole('button', { name: 'Filtros' }).click()
    const panel = page.getByRole('dialog', { name: 'Filtros' })
    await expect(panel.getByText('Disponível a partir do plano Básico.')).toBeVisible()
    await expect(panel.getByRole('link', { name: 'Fazer upgrade' })).toBeVisible()
    await screenshot(page, 'filters-locked')
    await page.keyboard.press('Escape')

    await setPlan(page.request, 'basico')
    await page.reload()
    await expect(rows).toHaveCount(3)
    await page.getByRole('button', { name: 'Filtros' }).click()
    const experience = panel.getByRole('group', { name: 'Experiência mínima' })
    await expect(experience.getByRole('radio', { name: /^3 anos ou mais\s*2 resultados$/ })).toBeVisible()
    // Each choice goes to the URL and the panel follows it: click, then wait for what the user sees.
    await experience.getByRole('radio', { name: /^3 anos ou mais/ }).click()
    await expect(experience.getByRole('radio', { name: /^3 anos ou mais/ })).toBeChecked()
    const uf = panel.getByRole('group', { name: 'UF' })
    // Within 3+ years, SP gives 1 and RJ gives 1.
    await expect(uf.getByRole('checkbox', { name: /^SP\s*1 resultados$/ })).toBeVisible()
    await uf.getByRole('checkbox', { name: /^SP/ }).click()
    await expect(uf.getByRole('checkbox', { name: /^SP/ })).toBeChecked()
    await expect(page).toHaveURL(/experiencia=3/)
    await expect(page).toHaveURL(/uf=SP/)
    await expectNoAxeViolations(page)
    await screenshot(page, 'filters-panel')
    await panel.getByRole('button', { name: 'Ver resultados' }).click()

    await expect(rows).toHaveCount(1)
    await expect(rows.first()).toContainText('Ana Experiente')
    const chips = page.getByRole('list', { name: 'Filtros aplicados' })
    await expect(chips.getByText('UF: SP')).toBeVisible()
    await expect(chips.getByText('Experiência mínima: 3 anos ou mais')).toBeVisible()

    await page.getByRole('button', { name: 'Salvar filtro' }).click()
    const dialog = page.getByRole('dialog', { name: 'Salvar filtro' })
    await dialog.getByLabel('Nome').fill('SP com experiência')
    await dialog.getByLabel('Compartilhar com a equipe').click()
    await expect(dialog.getByLabel('Compartilhar com a equipe')).toBeChecked()
    await dialog.getByRole('button', { name: 'Salvar' }).click()
    const view = page.getByRole('button', { name: /^SP com experiência/ })
    await expect(view).toBeVisible()
    await expectNoAxeViolations(page)
    await screenshot(page, 'filters-applied')

    // Clear, then reopen the saved view.
    await chips.getByRole('button', { name: 'Limpar filtros' }).click()
    await expect(rows).toHaveCount(3)
    await expect(chips).toHaveCount(0)
    await view.click()
    await expect(rows).toHaveCount(1)
    await expect(rows.first()).toContainText('Ana Experiente')
    await expect(page).toHaveURL(/uf=SP/)
    await expect(view).toHaveAttribute('aria-current', 'true')

    // A chip removes one filter.
    await page.getByRole('button', { name: 'Remover filtro UF: SP' }).click()
    await expect(rows).toHaveCount(2)

    await page.setViewportSize({ width: 375, height: 800 })
    await view.click()
    await expect(rows).toHaveCount(1)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await screenshot(page, 'filters-applied')
    await page.getByRole('button', { name: /^Filtros/ }).click()
    await expect(panel.getByRole('group', { name: 'UF' })).toBeVisible()
    await screenshot(page, 'filters-panel')
  })
})
