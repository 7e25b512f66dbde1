import { expect, test } from '@playwright/test'
import { baseURL } from '../../../playwright.config.ts'
import { createConfirmedCompany, signIn } from '../support/accounts.ts'
import { expectNoAxeViolations, screenshot, submitApplication } from './support.ts'

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
