import { expect, test } from '@playwright/test'
import { baseURL } from '../../../playwright.config.ts'
import { createConfirmedCompany, signIn } from '../support/accounts.ts'
import { submitApplication } from '../support/applications.ts'
import { expectNoAxeViolations, screenshot } from '../support/page-checks.ts'

test('the dashboard counts applications in total and per status, linking to the filtered list', async ({
  page,
  request,
}) => {
  const company = await createConfirmedCompany(request, { companyName: 'Painel Números' })
  const approved = await submitApplication(request, company.publicFormUrl, {
    nome_completo: 'Ana Paula Souza',
    cpf: '529.982.247-25',
    email: 'ana.souza@example.com',
  })
  await submitApplication(request, company.publicFormUrl, {
    nome_completo: 'Bruno Alves',
    cpf: '111.444.777-35',
    email: 'bruno.alves@example.com',
  })
  await signIn(page, company)
  const change = await page.request.patch(`/api/applications/${approved}/status`, {
    data: { status: 'aprovado' },
    headers: { origin: baseURL },
  })
  expect(change.status()).toBe(200)

  await page.goto('/dashboard')
  await expect(page.getByRole('region', { name: 'Resumo' })).toContainText('Total de Currículos2')
  await expect(page.getByTestId('status-count-novo')).toHaveText('1')
  await expect(page.getByTestId('status-count-aprovado')).toHaveText('1')
  await expect(page.getByTestId('status-count-pendente')).toHaveText('0')
  await expect(page.getByText('2 de 100')).toBeVisible()
  await expect(page.getByText('(plano Gratuito)')).toBeVisible()
  await expect(page.getByRole('progressbar', { name: 'Currículos recebidos' })).toHaveAttribute(
    'aria-valuenow',
    '2',
  )
  await expect(page.getByText('Ainda cabem 98 currículos no seu plano.')).toBeVisible()
  await expectNoAxeViolations(page)
  await screenshot(page, 'dashboard-1280')
  await page.setViewportSize({ width: 375, height: 800 })
  await expect(page.getByTestId('status-count-aprovado')).toBeVisible()
  await screenshot(page, 'dashboard-375')
  await page.setViewportSize({ width: 1280, height: 800 })

  await page.getByRole('link', { name: /Aprovado/ }).click()
  await expect(page).toHaveURL(/\/curriculos\?status=aprovado$/)
  await expect(page.locator('tbody tr')).toHaveCount(1)
  await expect(page.locator('tbody tr')).toContainText('Ana Paula Souza')
})

test('at the plan’s resume limit the dashboard says the public form is closed and leads the admin to /pagamentos', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const company = await createConfirmedCompany(request, { companyName: 'Painel Lotado' })
  // Gratuito takes 100 resumes: fill it through the real public endpoint.
  for (let batch = 0; batch < 10; batch++) {
    await Promise.all(Array.from({ length: 10 }, () => submitApplication(request, company.publicFormUrl, {})))
  }
  await signIn(page, company)
  await page.goto('/dashboard')
  await expect(page.getByText('100 de 100')).toBeVisible()
  await expect(page.getByRole('progressbar', { name: 'Currículos recebidos' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  )
  const warning = page.getByRole('status').filter({ hasText: 'Limite de currículos atingido' })
  await expect(warning).toContainText(
    'O formulário público não aceita novas candidaturas: o plano Gratuito permite até 100 currículos.',
  )
  await expectNoAxeViolations(page)
  await screenshot(page, 'dashboard-limit-1280')
  await page.setViewportSize({ width: 375, height: 800 })
  await expect(warning).toBeVisible()
  await screenshot(page, 'dashboard-limit-375')
  await page.setViewportSize({ width: 1280, height: 800 })

  await warning.getByRole('link', { name: 'Fazer upgrade do plano' }).click()
  await expect(page).toHaveURL(/\/pagamentos$/)

  const upgrade = await page.request.post('/api/billing/plan', {
    data: { plan: 'basico' },
    headers: { origin: baseURL },
  })
  expect(upgrade.status(), await upgrade.text()).toBe(200)
  await page.goto('/dashboard')
  await expect(page.getByText('100 de 1.000')).toBeVisible()
  await expect(page.getByText('(plano Básico)')).toBeVisible()
  await expect(page.getByText('Limite de currículos atingido')).toBeHidden()
})
