import { readFileSync } from 'node:fs'
import { expect, type Page, test } from '@playwright/test'
import { fakeExe } from '../../../src/server/features/resumes/test-support/files.ts'
import { renderPdf } from '../../../src/server/features/resumes/test-support/render-cv.ts'
import { signIn } from '../support/accounts.ts'
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

/** A CV with a word the form's answers never have ("almoxarifado"), to find the application by it. */
const CV = `= Maria Aparecida dos Santos
Recife/PE – (81) 98765-4321 – maria.santos@example.com
# Experiência Profissional
Auxiliar de Almoxarifado – Distribuidora Nordeste Ltda. – 03/2016 – atual
Responsável pelo almoxarifado, pelo inventário e pela conferência de notas fiscais.
# Formação Acadêmica
Técnico em Logística – SENAI Recife – 2014 – 2015`

async function reachStep4(page: Page, url: string) {
  await page.goto(url)
  await fillStep1(page)
  await next(page)
  await expectStep(page, 2, 'Informações Pessoais')
  await fillStep2(page)
  await next(page)
  await expectStep(page, 3, 'Documentos')
  await next(page)
  await expectStep(page, 4, 'Informações Complementares')
}

const cvField = (page: Page) => page.getByLabel(/^Currículo \(PDF ou Word\)/)
const cvAlert = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'Não foi possível enviar o currículo' })

test('a candidate attaches a CV in step 4 and staff find it by a word of the CV and download it', async ({
  page,
  request,
}) => {
  test.slow() // the whole form, then the staff side, on a shared 2-core machine
  const company = await newCompanyForm(request)
  const pdf = await renderPdf(CV)
  await reachStep4(page, company.url)
  await fillStep4(page)
  await expect(page.getByText('Opcional. PDF, Word (DOCX ou DOC), ODT, RTF ou TXT, até 5 MB.')).toBeVisible()

  // A program renamed .pdf is refused by its content, with the reason in Portuguese.
  await cvField(page).setInputFiles({ name: 'curriculo.pdf', mimeType: 'application/pdf', buffer: fakeExe() })
  await expect(cvAlert(page)).toHaveText(
    'Não foi possível enviar o currículo: formato não suportado (use PDF, Word, ODT, RTF ou TXT).',
  )

  // The upload is held until the progress shows, then completes.
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/api/public/forms/*/resume', async (route) => {
    await held
    await route.continue()
  })
  await cvField(page).setInputFiles({ name: 'maria-santos.pdf', mimeType: 'application/pdf', buffer: pdf })
  await expect(page.getByRole('progressbar', { name: 'Envio do currículo' })).toBeVisible()
  await expect(page.getByText(/^Enviando maria-santos\.pdf… \d+%$/)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Enviando arquivo...' })).toBeDisabled()
  await screenshot(page, 'resume-step-4-uploading')
  release()
  await expect(page.getByText('maria-santos.pdf', { exact: true })).toBeVisible()
  await expect(page.getByText(/^Enviado · \d/)).toBeVisible()
  await expect(cvAlert(page)).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Trocar arquivo' })).toBeVisible()
  await expectNoAxeViolations(page)
  await screenshot(page, 'resume-step-4')
  await next(page)

  await expectStep(page, 5, 'Endereço')
  await fillStep5WithCep(page)
  await next(page)
  await expectStep(page, 6, 'Informações de Contato')
  await field(page, 'Celular').fill('81987654321')
  await next(page)
  await expectStep(page, 7, 'Formação Acadêmica')
  await fillEducation(page)
  await next(page)
  await expectStep(page, 8, 'Experiência Profissional')
  await field(page, 'Li e aceito o aviso de privacidade.').check()
  await page.getByRole('button', { name: 'Enviar' }).click()
  await expect(page.getByRole('heading', { name: 'Formulário Enviado!' })).toBeVisible()

  // Staff: the CV's text is searchable once the job has read it (the list is read again until then).
  await signIn(page, company)
  await page.goto('/curriculos')
  const search = page.getByRole('searchbox', { name: 'Buscar candidaturas por nome, CPF ou e-mail' })
  const rows = page.getByRole('row').filter({ has: page.getByRole('button', { name: /^Ações para/ }) })
  await expect(rows).toHaveCount(1)
  await expect
    .poll(
      async () =>
        ((await (await page.request.get('/api/applications?q=almoxarifado')).json()) as { total: number })
          .total,
      { timeout: 30_000 },
    )
    .toBe(1)
  await search.fill('almoxarifado')
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText('Maria Aparecida dos Santos')
  await expect(rows.first().locator('mark').first()).toHaveText(/almoxarifado/i)

  await page.getByRole('button', { name: 'Maria Aparecida dos Santos', exact: true }).click()
  const detail = page.getByRole('dialog', { name: 'Detalhes da Candidatura' })
  await expect(detail.getByText('maria-santos.pdf (na aba Currículo)')).toBeVisible()
  await detail.getByRole('tab', { name: 'Currículo' }).click()
  await expect(detail.getByText('curriculo-maria-aparecida-dos-santos.pdf')).toBeVisible()
  const extracted = detail.getByRole('region', { name: 'Dados extraídos do currículo' })
  await expect(extracted).toContainText('(81) 98765-4321')
  await expect(extracted).toContainText('SENAI Recife')
  await detail.getByText('Texto extraído do currículo').click()
  await expect(detail.getByText(/Responsável pelo almoxarifado/)).toBeVisible()
  await expectNoAxeViolations(page)
  await screenshot(page, 'resume-staff-tab')

  const download = page.waitForEvent('download')
  await detail.getByRole('link', { name: 'Baixar currículo original' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe('curriculo-maria-aparecida-dos-santos.pdf')
  expect(readFileSync(await file.path()).equals(pdf)).toBe(true)
})

test('step 4 with the CV attached fits a 375 px phone', async ({ page, request }) => {
  test.slow()
  await page.setViewportSize({ width: 375, height: 740 })
  const company = await newCompanyForm(request)
  await reachStep4(page, company.url)
  await cvField(page).setInputFiles({
    name: 'curriculo-com-um-nome-de-arquivo-bem-comprido-de-verdade.pdf',
    mimeType: 'application/pdf',
    buffer: await renderPdf(CV),
  })
  await expect(page.getByText(/^Enviado · \d/)).toBeVisible()
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  await expectNoAxeViolations(page)
  await screenshot(page, 'resume-step-4')

  // A 0-byte file never leaves the phone: the reason shows at once.
  await cvField(page).setInputFiles({
    name: 'vazio.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(0),
  })
  await expect(cvAlert(page)).toHaveText('Não foi possível enviar o currículo: arquivo vazio.')
})
