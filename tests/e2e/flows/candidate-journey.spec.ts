import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { strFromU8, unzipSync } from 'fflate'
import { formatSaoPauloDate } from '../../../src/shared/interviews/sao-paulo-time.ts'
import { setPlan, signIn, uniqueEmail } from '../support/accounts.ts'
import { readEmail } from '../support/mail.ts'
import { expectNoAxeViolations, screenshot } from '../support/page-checks.ts'
import {
  expectStep,
  field,
  fillEducation,
  fillStep1,
  fillStep2,
  fillStep4,
  fillStep5WithCep,
  newCompanyForm,
  next,
} from '../support/public-form-page.ts'

/**
 * Issue 17's browser flow, end to end: the candidate applies on /f/{slug} and gets the receipt,
 * follows the application in the candidate area while staff schedule an interview (confirmed from
 * the area), reject and send the feedback template; the candidate then downloads and deletes
 * their data.
 */
test('a candidate applies, follows the process in the area, confirms the interview and leaves', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(240_000 * Number(process.env.E2E_TIMEOUT_FACTOR ?? 1))
  const company = await newCompanyForm(request)
  // E-mail templates ("Enviar e-mail") are sold from Básico up.
  await setPlan(request, 'basico')
  const candidateEmail = uniqueEmail('maria')
  const password = 'minha-senha-123'

  // 1. The candidate applies on the public form (her own browser).
  const candidateContext = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: 'pt-BR',
  })
  const candidate = await candidateContext.newPage()
  await candidate.goto(company.url)
  await expectStep(candidate, 1, 'Dados Obrigatórios')
  await fillStep1(candidate)
  await field(candidate, 'E-mail').fill(candidateEmail)
  await next(candidate)
  await fillStep2(candidate)
  await next(candidate)
  await expectStep(candidate, 3, 'Documentos')
  await field(candidate, 'RG').fill('12.345.678-9')
  await next(candidate)
  await fillStep4(candidate)
  await next(candidate)
  await fillStep5WithCep(candidate)
  await next(candidate)
  await expectStep(candidate, 6, 'Informações de Contato')
  await field(candidate, 'Celular').fill('81987654321')
  await next(candidate)
  await fillEducation(candidate)
  await next(candidate)
  await expectStep(candidate, 8, 'Experiência Profissional')
  await field(candidate, 'Li e aceito o aviso de privacidade.').check()
  await candidate.getByRole('button', { name: 'Enviar' }).click()
  await expect(candidate.getByRole('heading', { name: 'Formulário Enviado!' })).toBeVisible()
  await expectNoAxeViolations(candidate)

  // 2. The receipt reaches the outbox, with the link to the area.
  const receipt = await readEmail(candidateEmail, { subject: /Recebemos sua candidatura/ })
  expect(receipt.subject).toBe(`Recebemos sua candidatura — ${company.companyName}`)
  expect(receipt.text).toContain(`/c/${company.publicFormUrl}/minha-area`)

  // 3. She signs in to the area and sees "Recebida".
  await candidate.getByRole('link', { name: 'Ir para a Área do candidato' }).click()
  await expect(candidate).toHaveURL(`/c/${company.publicFormUrl}/minha-area`)
  await expect(candidate.getByRole('heading', { level: 1, name: 'Área do candidato' })).toBeVisible()
  await field(candidate, 'E-mail ou CPF').fill(candidateEmail)
  await field(candidate, 'Senha').fill(password)
  await candidate.getByRole('button', { name: 'Entrar' }).click()
  await expect(candidate.getByRole('heading', { level: 2, name: 'Minhas candidaturas' })).toBeVisible()
  const card = candidate.getByRole('article').filter({ hasText: 'Banco de talentos' })
  await expect(card.getByText('Recebida', { exact: true })).toBeVisible()
  await expectNoAxeViolations(candidate)

  // 4. Staff schedule an interview from the application's detail.
  await signIn(page, company)
  await page.goto('/curriculos')
  await page.getByRole('button', { name: 'Maria Aparecida dos Santos', exact: true }).click()
  const detail = page.getByRole('dialog', { name: 'Detalhes da Candidatura' })
  await detail.getByRole('tab', { name: 'Entrevistas' }).click()
  await expect(detail.getByText('Nenhuma entrevista agendada.')).toBeVisible()
  await detail.getByRole('button', { name: 'Agendar entrevista' }).click()
  const form = page.getByRole('dialog', { name: 'Agendar entrevista' })
  const date = formatSaoPauloDate(new Date(Date.now() + 3 * 24 * 3600_000))
  await form.getByLabel('Data').fill(date)
  await form.getByLabel('Hora').fill('10:00')
  await form.getByLabel('Endereço').fill('Rua Augusta, 500 — São Paulo/SP')
  await expectNoAxeViolations(page)
  await form.getByRole('button', { name: 'Agendar e enviar convite' }).click()
  await expect(page.getByText('Entrevista agendada', { exact: true })).toBeVisible()
  await expect(form).toBeHidden()
  const item = detail.getByRole('article', { name: `Entrevista em ${date} 10:00` })
  await expect(item).toContainText('Aguardando resposta')

  // 5. The candidate sees it in the area and confirms there.
  await candidate.reload()
  await expect(card.getByText('Entrevista agendada', { exact: true })).toBeVisible()
  const interview = card.getByRole('region', { name: 'Entrevistas' })
  await expect(interview).toContainText(`${date} 10:00`)
  await expect(interview).toContainText('Rua Augusta, 500 — São Paulo/SP')
  await expect(interview.getByText('Aguardando sua resposta')).toBeVisible()
  await expectNoAxeViolations(candidate)
  await screenshot(candidate, 'area-interview-pending')
  await interview.getByRole('button', { name: 'Confirmar presença' }).click()
  await expect(interview.getByText('Presença confirmada', { exact: true })).toBeVisible()
  await expect(interview.getByRole('button', { name: 'Confirmar presença' })).toHaveCount(0)
  // Staff see the answer in the detail (opened again after a reload: the list caches for 30 s).
  await page.reload()
  await page.getByRole('button', { name: 'Maria Aparecida dos Santos', exact: true }).click()
  await detail.getByRole('tab', { name: 'Entrevistas' }).click()
  await expect(item).toContainText('Confirmada')

  // 6. Staff reject and send the "Retorno sobre o processo" template.
  await detail.getByRole('button', { name: 'Reprovar' }).click()
  await expect(page.getByText('Candidatura marcada como "Reprovado".')).toBeVisible()
  // The row behind the modal dialog (hidden from the accessibility tree, so found by its text).
  const row = page.locator('tbody tr', { hasText: 'Maria Aparecida dos Santos' })
  await expect(row.getByText('Reprovado', { exact: true })).toBeVisible()
  await detail.getByRole('button', { name: 'Enviar e-mail' }).click()
  const compose = page.getByRole('dialog', { name: 'Enviar e-mail' })
  await compose.getByRole('combobox', { name: 'Modelo' }).click()
  await page.getByRole('option', { name: 'Retorno sobre o processo' }).click()
  await expect(compose.getByLabel('Assunto')).toHaveValue('Retorno sobre sua candidatura para {{vaga}}')
  await expectNoAxeViolations(page)
  await compose.getByRole('button', { name: 'Enviar' }).click()
  await expect(page.getByText('E-mail na fila de envio')).toBeVisible()
  const feedback = await readEmail(candidateEmail, { subject: /^Retorno sobre sua candidatura/ })
  expect(feedback.subject).toBe('Retorno sobre sua candidatura para Banco de talentos')

  // 7. The candidate sees "Processo encerrado" and the message under "Mensagens".
  const messages = card.getByRole('region', { name: 'Mensagens da empresa' })
  const feedbackMessage = messages.getByText('Retorno sobre sua candidatura para Banco de talentos')
  // The message is listed once the queue marked it sent (the outbox file comes first).
  await expect(async () => {
    await candidate.reload()
    await expect(feedbackMessage).toBeVisible({ timeout: 2_000 })
  }).toPass()
  await expect(card.getByText('Processo encerrado', { exact: true })).toBeVisible()
  // A closed process keeps no interview to attend.
  await expect(card.getByRole('region', { name: 'Entrevistas' })).toHaveCount(0)
  await feedbackMessage.click()
  await expect(messages).toContainText('Olá, Maria!')
  await expectNoAxeViolations(candidate)
  await screenshot(candidate, 'area-interview-messages')
  await candidate.setViewportSize({ width: 375, height: 800 })
  await expect(card).toBeVisible()
  expect(await candidate.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  await screenshot(candidate, 'area-interview-messages')
  await expectNoAxeViolations(candidate)

  // 8. She downloads her data (zip), then deletes it.
  const downloading = candidate.waitForEvent('download')
  await candidate.getByRole('link', { name: 'Baixar meus dados' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe('meus-dados.zip')
  const entries = unzipSync(new Uint8Array(readFileSync(await download.path())))
  const data = JSON.parse(strFromU8(entries['meus-dados.json'] as Uint8Array))
  expect(JSON.stringify(data)).toContain(candidateEmail)

  await candidate.getByRole('button', { name: 'Excluir meus dados' }).click()
  const confirm = candidate.getByRole('alertdialog', { name: 'Excluir todos os seus dados?' })
  await expect(confirm).toBeVisible()
  await expectNoAxeViolations(candidate)
  await confirm.getByRole('button', { name: 'Excluir meus dados' }).click()
  await expect(candidate.getByRole('heading', { name: 'Seus dados foram excluídos' })).toBeVisible()
  await candidate.reload()
  await field(candidate, 'E-mail ou CPF').fill(candidateEmail)
  await field(candidate, 'Senha').fill(password)
  await candidate.getByRole('button', { name: 'Entrar' }).click()
  await expect(
    candidate.getByRole('alert').filter({ hasText: 'E-mail, CPF ou senha incorretos.' }),
  ).toBeVisible()
  await candidateContext.close()

  // Staff no longer find her.
  await page.goto('/curriculos')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Maria Aparecida dos Santos', exact: true })).toHaveCount(0)
})
