import { readFileSync } from 'node:fs'
import { expect, type Page, test } from '@playwright/test'
import { strFromU8, unzipSync } from 'fflate'
import { uniqueEmail } from '../support/accounts.ts'
import { submitApplication } from '../support/applications.ts'
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

async function signInToArea(page: Page, identifier: string, password: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Área do candidato' })).toBeVisible()
  await field(page, 'E-mail ou CPF').fill(identifier)
  await field(page, 'Senha').fill(password)
  await page.getByRole('button', { name: 'Entrar' }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Minhas candidaturas' })).toBeVisible()
}

test('a candidate applies, signs in to the area, updates data, downloads and deletes their data', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  await page.setViewportSize({ width: 1280, height: 900 })
  const company = await newCompanyForm(request)
  await page.goto(company.url)
  await expectStep(page, 1, 'Dados Obrigatórios')
  await fillStep1(page)
  await next(page)
  await fillStep2(page)
  await next(page)
  await expectStep(page, 3, 'Documentos')
  await field(page, 'RG').fill('12.345.678-9')
  await next(page)
  await fillStep4(page)
  await next(page)
  await fillStep5WithCep(page)
  await next(page)
  await expectStep(page, 6, 'Informações de Contato')
  await field(page, 'Celular').fill('81987654321')
  await next(page)
  await fillEducation(page)
  await next(page)
  await expectStep(page, 8, 'Experiência Profissional')
  await field(page, 'Li e aceito o aviso de privacidade.').check()
  await page.getByRole('button', { name: 'Enviar' }).click()
  await expect(page.getByRole('heading', { name: 'Formulário Enviado!' })).toBeVisible()

  await page.getByRole('link', { name: 'Ir para a Área do candidato' }).click()
  await expect(page).toHaveURL(`/c/${company.publicFormUrl}/minha-area`)
  await expect(page.getByRole('heading', { level: 1, name: 'Área do candidato' })).toBeVisible()
  await expect(page.getByText(company.companyName)).toBeVisible()
  await screenshot(page, 'sign-in')
  await expectNoAxeViolations(page)
  await field(page, 'E-mail ou CPF').fill('maria.santos@example.com')
  await field(page, 'Senha').fill('senha-errada-1')
  await page.getByRole('button', { name: 'Entrar' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'E-mail, CPF ou senha incorretos.' })).toBeVisible()
  await field(page, 'E-mail ou CPF').fill('529.982.247-25')
  await field(page, 'Senha').fill('minha-senha-123')
  await page.getByRole('button', { name: 'Entrar' }).click()

  const card = page.getByRole('article').filter({ hasText: 'Banco de talentos' })
  await expect(card).toBeVisible()
  await expect(card.getByText('Recebida')).toBeVisible()
  await screenshot(page, 'area')
  await expectNoAxeViolations(page)

  await card.getByRole('button', { name: 'Atualizar dados' }).click()
  const dialog = page.getByRole('dialog', { name: 'Atualizar dados' })
  await expect(field(dialog, 'Cargo Desejado')).toHaveValue('Auxiliar de Logística')
  await field(dialog, 'Cargo Desejado').fill('Analista de Logística')
  await screenshot(page, 'update-data')
  await expectNoAxeViolations(page)
  await dialog.getByRole('button', { name: 'Salvar' }).click()
  await expect(page.getByText('Dados atualizados', { exact: true })).toBeVisible()
  await expect(dialog).toHaveCount(0)

  const downloading = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Baixar meus dados' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe('meus-dados.zip')
  const entries = unzipSync(new Uint8Array(readFileSync(await download.path())))
  const data = JSON.parse(strFromU8(entries['meus-dados.json'] as Uint8Array))
  expect(data.candidaturas[0].respostas['Cargo Desejado']).toBe('Analista de Logística')
  expect(data.candidaturas[0].versoesAnteriores[0].respostas['Cargo Desejado']).toBe('Auxiliar de Logística')

  await page.getByRole('button', { name: 'Excluir meus dados' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Excluir todos os seus dados?' })
  await expect(confirm).toBeVisible()
  await confirm.getByRole('button', { name: 'Excluir meus dados' }).click()
  await expect(page.getByRole('heading', { name: 'Seus dados foram excluídos' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible()
  await field(page, 'E-mail ou CPF').fill('maria.santos@example.com')
  await field(page, 'Senha').fill('minha-senha-123')
  await page.getByRole('button', { name: 'Entrar' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'E-mail, CPF ou senha incorretos.' })).toBeVisible()
})

test('on a 375 px phone: "Esqueci minha senha", the card, withdrawing (axe clean)', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 375, height: 740 })
  const company = await newCompanyForm(request)
  const email = uniqueEmail('candidata')
  await submitApplication(request, company.publicFormUrl, { email, senha: 'senha-do-celular-1' })
  await page.goto(`/c/${company.publicFormUrl}`)
  await page.getByRole('link', { name: 'Acompanhe na Área do candidato' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Área do candidato' })).toBeVisible()
  await expect(page.getByText(company.companyName)).toBeVisible()
  await screenshot(page, 'sign-in')
  await page.getByRole('button', { name: 'Esqueci minha senha' }).click()
  await field(page, 'E-mail ou CPF').fill(email)
  await page.getByRole('button', { name: 'Enviar link' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Se houver uma candidatura' })).toBeVisible()
  await expectNoAxeViolations(page)
  const mail = await readEmail(email, { subject: /Nova senha/ })
  const link = mail.links.find((url) => url.includes('/minha-area/nova-senha')) as string
  await page.goto(new URL(link).pathname + new URL(link).search)
  await expect(page.getByRole('heading', { name: 'Criar nova senha' })).toBeVisible()
  await field(page, 'Nova senha').fill('senha-nova-celular-2')
  await field(page, 'Confirme a nova senha').fill('senha-nova-celular-2')
  await screenshot(page, 'new-password')
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Salvar nova senha' }).click()
  await expect(page).toHaveURL(`/c/${company.publicFormUrl}/minha-area`)
  await expect(page.getByRole('heading', { level: 2, name: 'Minhas candidaturas' })).toBeVisible()
  await page.getByRole('button', { name: 'Sair' }).click()
  await signInToArea(page, email, 'senha-nova-celular-2')
  const card = page.getByRole('article').filter({ hasText: 'Banco de talentos' })
  await expect(card.getByText('Recebida')).toBeVisible()
  await screenshot(page, 'area')
  await expectNoAxeViolations(page)
  await card.getByRole('button', { name: 'Retirar candidatura' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Retirar candidatura?' })
  await confirm.getByRole('button', { name: 'Retirar candidatura' }).click()
  await expect(card.getByText('Processo encerrado')).toBeVisible()
  await expect(card.getByRole('button', { name: 'Retirar candidatura' })).toHaveCount(0)
  await screenshot(page, 'withdrawn')
  await expectNoAxeViolations(page)
})
