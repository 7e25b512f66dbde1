import { expect, test } from '@playwright/test'
import { createConfirmedCompany, setPlan, signIn, uniqueEmail } from '../support/accounts.ts'
import { submitApplication } from '../support/applications.ts'
import { readEmail } from '../support/mail.ts'
import { expectNoAxeViolations, screenshot } from '../support/page-checks.ts'

test('a candidate applies and "Candidatura recebida" reaches the outbox', async ({ request }) => {
  const company = await createConfirmedCompany(request, { companyName: 'Recebimento Garantido' })
  const email = uniqueEmail('candidata')
  await submitApplication(request, company.publicFormUrl, { nome_completo: 'Luana Martins', email })
  const mail = await readEmail(email, { subject: /Recebemos sua candidatura/ })
  expect(mail.subject).toBe('Recebemos sua candidatura — Recebimento Garantido')
  expect(mail.text).toContain('Olá, Luana!')
  expect(mail.text).toContain(`/c/${company.publicFormUrl}/minha-area`)
})

test('staff send a template e-mail from the detail and see it in Histórico as Enviado', async ({
  page,
  request,
}) => {
  const company = await createConfirmedCompany(request, { companyName: 'Retorno Rápido' })
  const email = uniqueEmail('candidato')
  await submitApplication(request, company.publicFormUrl, { nome_completo: 'Rafael Costa', email })
  await signIn(page, company)
  await setPlan(page.request, 'basico')

  await page.goto('/curriculos')
  await page.getByRole('button', { name: 'Rafael Costa', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Detalhes da Candidatura' })
  await dialog.getByRole('button', { name: 'Enviar e-mail' }).click()
  const compose = page.getByRole('dialog', { name: 'Enviar e-mail' })
  await compose.getByRole('combobox', { name: 'Modelo' }).click()
  await page.getByRole('option', { name: 'Candidatura em análise' }).click()
  await expect(compose.getByLabel('Assunto')).toHaveValue('Sua candidatura para {{vaga}} está em análise')
  await expectNoAxeViolations(page)
  await screenshot(page, 'send-email-dialog')
  await page.setViewportSize({ width: 375, height: 800 })
  await screenshot(page, 'send-email-dialog')
  await page.setViewportSize({ width: 1280, height: 800 })
  await compose.getByRole('button', { name: 'Enviar' }).click()
  await expect(page.getByText('E-mail na fila de envio')).toBeVisible()

  const mail = await readEmail(email, { subject: /está em análise/ })
  expect(mail.subject).toBe('Sua candidatura para Banco de talentos está em análise')
  expect(mail.text).toContain('Olá, Rafael!')

  await dialog.getByRole('tab', { name: 'Histórico' }).click()
  const history = dialog.getByRole('list', { name: 'Histórico da candidatura' })
  await expect(history.getByText('Candidatura em análise — Enviado pela equipe.')).toBeVisible()
  const sent = history.locator('[data-email-state="enviado"]')
  await expect(sent).toHaveCount(2)
  await screenshot(page, 'history-email-sent')
  await page.setViewportSize({ width: 375, height: 800 })
  await screenshot(page, 'history-email-sent')
})

test('Configurações → E-mails: preview, save and restore a template, and the automatic sends', async ({
  page,
  request,
}) => {
  const company = await createConfirmedCompany(request, { companyName: 'Modelos & Cia' })
  await signIn(page, company)
  await page.goto('/configuracoes')
  await page.getByRole('tab', { name: 'E-mails' }).click()
  // Gratuito: locked.
  await expect(page.getByText('Disponível a partir do plano Básico.').first()).toBeVisible()
  await setPlan(page.request, 'basico')
  await page.reload()
  await page.getByRole('tab', { name: 'E-mails' }).click()

  await page.getByRole('combobox', { name: 'Modelo', exact: true }).click()
  await page.getByRole('option', { name: 'Retorno sobre o processo' }).click()
  await page.getByLabel('Assunto').fill('Obrigado, {{nome}} <3')
  const preview = page.getByTestId('email-preview')
  await expect(page.getByRole('region', { name: 'Pré-visualização' })).toContainText('Obrigado, Ana <3')
  await expect(preview).toContainText('Modelos & Cia')
  await page.getByRole('button', { name: 'Salvar modelo' }).click()
  await expect(page.getByText('Modelo salvo')).toBeVisible()
  await page.getByRole('button', { name: 'Restaurar padrão' }).click()
  await expect(page.getByLabel('Assunto')).toHaveValue('Retorno sobre sua candidatura para {{vaga}}')

  await page.getByRole('switch', { name: 'Enviar automaticamente em Status "Reprovado"' }).click()
  await page.getByRole('button', { name: 'Salvar envios automáticos' }).click()
  await expect(page.getByText('Envios automáticos salvos')).toBeVisible()
  await expectNoAxeViolations(page)
  await screenshot(page, 'settings-emails')
  await page.setViewportSize({ width: 375, height: 800 })
  await screenshot(page, 'settings-emails')

  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/dashboard')
  await expect(page.getByTestId('sem-retorno')).toContainText('Candidaturas sem retorno há mais de 15 dias')
  await screenshot(page, 'dashboard-sem-retorno')
})
