import { expect, test } from '@playwright/test'
import { createConfirmedCompany, signIn } from '../support/accounts.ts'
import { submitApplication } from '../support/applications.ts'
import { expectNoAxeViolations, screenshot } from '../support/page-checks.ts'

test.describe('Portuguese full-text search on /curriculos', () => {
  test('finds by a stemmed word, highlights the excerpt, orders by relevance or newest', async ({
    page,
    request,
  }) => {
    test.slow() // a long flow on a shared 2-core machine
    const company = await createConfirmedCompany(request, { companyName: 'Busca Certa' })
    await submitApplication(request, company.publicFormUrl, {
      nome_completo: 'Helena Prado',
      cpf: '529.982.247-25',
      email: 'helena@example.com',
      cargo_desejado: 'Engenheira de Vendas',
      experiencia: [{ empresa: 'Vale Verde', cargo: 'Engenheira Comercial', data_inicio: '01/02/2015' }],
    })
    await submitApplication(request, company.publicFormUrl, {
      nome_completo: 'Otávio Nunes',
      cpf: '111.444.777-35',
      email: 'otavio@example.com',
      experiencia: [
        {
          empresa: 'Máquinas Sul',
          cargo: 'Supervisor',
          data_inicio: '01/03/2016',
          descricao: 'Liderei a equipe de engenheiros e a gestão de pessoas do setor.',
        },
      ],
    })
    await signIn(page, company)
    await page.goto('/curriculos')
    const rows = page.getByRole('row').filter({ has: page.getByRole('button', { name: /^Ações para/ }) })
    await expect(rows).toHaveCount(2)
    await expect(page.getByText('Ordenar por:')).toHaveCount(0)

    const search = page.getByRole('searchbox', { name: 'Buscar candidaturas por nome, CPF ou e-mail' })
    await search.fill('engenheiro')
    await expect(page).toHaveURL(/\?q=engenheiro$/)
    await expect(page.getByText('Ordenar por:')).toBeVisible()
    await expect(rows).toHaveCount(2)
    // Helena, sent first, has the word twice; Otávio once: relevance puts her first.
    await expect(rows.nth(0)).toContainText('Helena Prado')
    await expect(rows.nth(0).locator('mark')).toHaveText(['Engenheira', 'Engenheira'])
    await expect(rows.nth(1).locator('mark')).toHaveText(['engenheiros'])
    await expectNoAxeViolations(page)
    await screenshot(page, 'search-1280')

    await page.getByRole('combobox', { name: 'Ordenar por:' }).click()
    await page.getByRole('option', { name: 'Mais recentes' }).click()
    await expect(page).toHaveURL(/\?q=engenheiro&sort=recent$/)
    await expect(rows.nth(0)).toContainText('Otávio Nunes')

    await search.fill('"gestão de pessoas" -vendas')
    await expect(rows).toHaveCount(1)
    await expect(rows.first()).toContainText('Otávio Nunes')
    await expect(rows.first().locator('mark')).toHaveText(['gestão', 'pessoas'])

    await page.setViewportSize({ width: 375, height: 800 })
    await expect(rows.first()).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await screenshot(page, 'search-375')
  })
})
