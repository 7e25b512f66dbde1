import { expect, type Page, test } from '@playwright/test'
import { renderDocx, renderPdf } from '../../../src/server/features/resumes/test-support/render-cv.ts'
import { createConfirmedCompany, signIn } from '../support/accounts.ts'
import { expectNoAxeViolations, screenshot } from '../support/page-checks.ts'

/** A CV in the corpus markup (render-cv.ts). */
function cv(name: string, email: string): string {
  return `= ${name}
Recife/PE – (81) 98765-4321 – ${email}
# Experiência Profissional
Analista de Compras – Distribuidora Nordeste Ltda. – 05/2018 – atual
Responsável pelas compras de insumos e pela negociação com fornecedores.
# Formação Acadêmica
Administração – Universidade Federal de Pernambuco – 2012 – 2016
# Idiomas
Espanhol – avançado`
}

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'

/** Imports the files through "Importar currículos" and closes the dialog once all are done. */
async function importFiles(page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  await page.goto('/curriculos')
  await page.getByRole('button', { name: 'Importar currículos' }).click()
  const dialog = page.getByRole('dialog', { name: 'Importar currículos' })
  await dialog.getByLabel('Arquivos de currículo').setInputFiles(files)
  await expect(dialog.getByText(`Concluído: ${files.length} de ${files.length}`)).toBeVisible({
    timeout: 60_000,
  })
  await dialog.getByRole('button', { name: 'Fechar' }).first().click()
  await expect(dialog).toBeHidden()
}

async function openResumeTab(page: Page, name: string) {
  await page.getByRole('button', { name, exact: true }).click()
  const detail = page.getByRole('dialog', { name: 'Detalhes da Candidatura' })
  await detail.getByRole('tab', { name: 'Currículo' }).click()
  return detail
}

test.describe('the CV in the application detail', () => {
  test('shows a PDF in the viewer and a DOCX as HTML; "Revisar dados" corrects the phone and e-mail', async ({
    page,
    request,
  }) => {
    test.slow() // a long flow on a shared 2-core machine
    const company = await createConfirmedCompany(request, { companyName: 'Revisa Bem' })
    await signIn(page, company)
    await importFiles(page, [
      {
        name: 'lucas.pdf',
        mimeType: 'application/pdf',
        buffer: await renderPdf(cv('Lucas Andrade Moreira', 'lucas.moreira@example.com')),
      },
      {
        name: 'beatriz.docx',
        mimeType: DOCX_TYPE,
        buffer: await renderDocx(cv('Beatriz Cunha Lopes', 'beatriz.lopes@example.com')),
      },
    ])

    // The PDF in the browser's own viewer, from a same-origin frame the server allows.
    const detail = await openResumeTab(page, 'Lucas Andrade Moreira')
    const frame = detail.locator('iframe[title="Currículo: curriculo-lucas-andrade-moreira.pdf"]')
    await expect(frame).toBeVisible()
    const viewUrl = await frame.getAttribute('src')
    expect(viewUrl).toMatch(/^\/api\/applications\/[0-9a-f-]+\/resume\/view$/)
    const viewed = await page.request.get(viewUrl ?? '')
    expect(viewed.headers()['content-type']).toBe('application/pdf')
    expect(viewed.headers()['content-disposition']).toMatch(/^inline; filename="curriculo-lucas/)
    await expect(detail.getByRole('link', { name: 'Baixar currículo original' })).toBeVisible()
    await expectNoAxeViolations(page)
    await screenshot(page, 'review-pdf-frame')

    // "Revisar dados": a wrong phone is refused in pt-BR; the corrected one wins everywhere.
    const extracted = detail.getByRole('region', { name: 'Dados extraídos do currículo' })
    await expect(extracted).toContainText('(81) 98765-4321')
    await extracted.getByRole('button', { name: 'Revisar dados' }).click()
    const form = extracted.getByRole('form', { name: 'Revisar dados' })
    await form.getByLabel('Telefone').fill('98765')
    await form.getByRole('button', { name: 'Salvar correções' }).click()
    await expect(form.getByText('Informe o telefone no formato (00) 00000-0000.')).toBeVisible()
    await expectNoAxeViolations(page)
    await screenshot(page, 'review-form')
    await form.getByLabel('Telefone').fill('81 99111-2233')
    await form.getByLabel('E-mail').fill('lucas.andrade@empresa.com.br')
    await form.getByRole('button', { name: 'Salvar correções' }).click()
    await expect(page.getByText('Dados do currículo atualizados.')).toBeVisible()
    await expect(form).toBeHidden()
    await expect(extracted).toContainText('(81) 99111-2233')
    await expect(extracted).toContainText('lucas.andrade@empresa.com.br')
    await expect(extracted.getByText('corrigido')).toHaveCount(2)
    await expectNoAxeViolations(page)
    await screenshot(page, 'review-pdf-viewer')

    await detail.getByRole('tab', { name: 'Histórico' }).click()
    await expect(detail.getByText('Dados do currículo revisados')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(detail).toBeHidden()

    // The list shows the corrected e-mail, and the new phone finds the application.
    const row = page.getByRole('row').filter({ hasText: 'Lucas Andrade Moreira' })
    await expect(row).toContainText('lucas.andrade@empresa.com.br')
    await expect(row).not.toContainText('lucas.moreira@example.com')
    await page
      .getByRole('searchbox', { name: 'Buscar candidaturas por nome, CPF ou e-mail' })
      .fill('99111-2233')
    const list = page.getByRole('row').filter({ has: page.getByRole('button', { name: /^Ações para/ }) })
    await expect(list).toHaveCount(1)
    await expect(list.first()).toContainText('Lucas Andrade Moreira')
    await page.getByRole('searchbox', { name: 'Buscar candidaturas por nome, CPF ou e-mail' }).fill('')
    await expect(list).toHaveCount(2)

    // The DOCX as the server's sanitised HTML.
    const docxDetail = await openResumeTab(page, 'Beatriz Cunha Lopes')
    const html = docxDetail.getByRole('article', { name: 'Currículo: curriculo-beatriz-cunha-lopes.docx' })
    await expect(html.getByRole('heading', { name: 'Experiência Profissional' })).toBeVisible()
    await expect(html).toContainText('Distribuidora Nordeste Ltda.')
    await expectNoAxeViolations(page)
    await screenshot(page, 'review-docx-viewer')
  })

  test('fits a 375 px phone: the viewer and "Revisar dados"', async ({ page, request }) => {
    test.slow()
    const company = await createConfirmedCompany(request)
    await page.setViewportSize({ width: 375, height: 800 })
    await signIn(page, company)
    await importFiles(page, [
      {
        name: 'beatriz.docx',
        mimeType: DOCX_TYPE,
        buffer: await renderDocx(cv('Beatriz Cunha Lopes', 'beatriz.lopes@example.com')),
      },
    ])
    const detail = await openResumeTab(page, 'Beatriz Cunha Lopes')
    await expect(detail.getByRole('article', { name: /^Currículo:/ })).toContainText('Beatriz Cunha Lopes')
    await detail.getByRole('button', { name: 'Revisar dados' }).click()
    await expect(detail.getByRole('form', { name: 'Revisar dados' })).toBeVisible()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await expectNoAxeViolations(page)
    await screenshot(page, 'review-form')
  })
})
