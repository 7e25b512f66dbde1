import { readFileSync } from 'node:fs'
import { expect, type Page, test } from '@playwright/test'
import { baseURL } from '../../../playwright.config.ts'
import { zipOf } from '../../../src/server/features/resumes/test-support/files.ts'
import { renderDocx, renderPdf } from '../../../src/server/features/resumes/test-support/render-cv.ts'
import { createConfirmedCompany, signIn } from '../support/accounts.ts'
import { expectNoAxeViolations, screenshot } from '../support/page-checks.ts'

/**
 * A CV in the corpus markup (render-cv.ts): name, contacts, one job with a word to search for. Each
 * CV of a test has its own mobile: a shared one would make them one person ("Duplicado", decision 021).
 */
function cv(name: string, email: string, work: string, phone: string): string {
  return `= ${name}
Belo Horizonte/MG – ${phone} – ${email}
# Experiência Profissional
${work} – Comércio Mineiro Ltda. – 04/2017 – atual
Responsável pela ${work.toLowerCase()} da filial e pela gestão de pessoas.
# Formação Acadêmica
Administração – Universidade Federal de Minas Gerais – 2010 – 2014
# Idiomas
Inglês – intermediário`
}

const rows = (page: Page) => page.getByRole('list', { name: 'Arquivos da importação' }).getByRole('listitem')

test.describe('CV import on /curriculos', () => {
  test('imports two CVs and a zip, finds one by a word of its text, opens it and downloads the original', async ({
    page,
    request,
  }) => {
    test.slow() // a long flow on a shared 2-core machine
    const company = await createConfirmedCompany(request, { companyName: 'Importa Fácil' })
    const pdf = await renderPdf(
      cv(
        'Juliana Martins Costa',
        'juliana.costa@example.com',
        'Coordenação de Almoxarifado',
        '(31) 98765-4321',
      ),
    )
    const docx = await renderDocx(
      cv('Rodrigo Almeida Pinto', 'rodrigo.pinto@example.com', 'Supervisão de Tesouraria', '(31) 98765-4322'),
    )
    const zip = zipOf({
      'lote/fernanda.pdf': await renderPdf(
        cv(
          'Fernanda Ribeiro Souza',
          'fernanda.souza@example.com',
          'Gerência de Contabilidade',
          '(31) 98765-4323',
        ),
      ),
      'lote/programa.pdf': Buffer.from('MZ this program cannot be run in DOS mode'),
    })

    await signIn(page, company)
    await page.goto('/curriculos')
    await page.getByRole('button', { name: 'Importar currículos' }).click()
    const dialog = page.getByRole('dialog', { name: 'Importar currículos' })
    await expect(dialog).toBeVisible()
    await expectNoAxeViolations(page)

    await dialog.getByLabel('Arquivos de currículo').setInputFiles([
      { name: 'juliana.pdf', mimeType: 'application/pdf', buffer: pdf },
      {
        name: 'rodrigo.docx',
        mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        buffer: docx,
      },
      { name: 'lote.zip', mimeType: 'application/zip', buffer: zip },
    ])
    await expect(dialog.getByText('Concluído: 4 de 4')).toBeVisible({ timeout: 60_000 })
    await expect(rows(page).filter({ hasText: 'juliana.pdf' })).toContainText(
      'Importado — Juliana Martins Costa',
    )
    await expect(rows(page).filter({ hasText: 'rodrigo.docx' })).toContainText(
      'Importado — Rodrigo Almeida Pinto',
    )
    await expect(rows(page).filter({ hasText: 'lote/fernanda.pdf' })).toContainText('Importado')
    await expect(rows(page).filter({ hasText: 'lote/programa.pdf' })).toContainText(
      'Falhou: formato não suportado',
    )
    await expectNoAxeViolations(page)
    await screenshot(page, 'import-dialog')

    await dialog.getByRole('button', { name: 'Fechar' }).first().click()
    await expect(dialog).toBeHidden()
    const list = page.getByRole('row').filter({ has: page.getByRole('button', { name: /^Ações para/ }) })
    await expect(list).toHaveCount(3)

    // A word that is only in Rodrigo's CV text, stemmed: "tesourarias" finds "Tesouraria".
    await page
      .getByRole('searchbox', { name: 'Buscar candidaturas por nome, CPF ou e-mail' })
      .fill('tesourarias')
    await expect(list).toHaveCount(1)
    await expect(list.first()).toContainText('Rodrigo Almeida Pinto')
    await expect(list.first().locator('mark').first()).toHaveText('Tesouraria')
    await screenshot(page, 'import-search')

    // The detail: where it came from, what was read from the CV, and the original file.
    await page.getByRole('button', { name: 'Rodrigo Almeida Pinto', exact: true }).click()
    const detail = page.getByRole('dialog', { name: 'Detalhes da Candidatura' })
    await expect(detail.getByText('Importado', { exact: true })).toBeVisible()
    await detail.getByRole('tab', { name: 'Currículo' }).click()
    const extracted = detail.getByRole('region', { name: 'Dados extraídos do currículo' })
    await expect(extracted).toContainText('rodrigo.pinto@example.com')
    await expect(extracted).toContainText('(31) 98765-4322')
    await expect(extracted).toContainText('Universidade Federal de Minas Gerais')
    await expectNoAxeViolations(page)
    await screenshot(page, 'import-detail')

    const download = page.waitForEvent('download')
    await detail.getByRole('link', { name: 'Baixar currículo original' }).click()
    const file = await download
    expect(file.suggestedFilename()).toBe('curriculo-rodrigo-almeida-pinto.docx')
    expect(readFileSync(await file.path()).equals(docx)).toBe(true)
  })

  test('imports into a chosen job and status: the application is in the job with that status', async ({
    page,
    request,
  }) => {
    test.slow() // a queue job on a shared 2-core machine
    const company = await createConfirmedCompany(request, { companyName: 'Importa na Vaga' })
    await signIn(page, company)
    const created = await page.request.post('/api/jobs', {
      data: { title: 'Comprador Pleno', city: 'Contagem', state: 'MG', publish: true },
      headers: { origin: baseURL },
    })
    expect(created.status(), await created.text()).toBe(201)
    const pdf = await renderPdf(
      cv('Patrícia Lopes Andrade', 'patricia.andrade@example.com', 'Compras Técnicas', '(31) 98765-4330'),
    )

    await page.goto('/curriculos')
    await page.getByRole('button', { name: 'Importar currículos' }).click()
    const dialog = page.getByRole('dialog', { name: 'Importar currículos' })
    await dialog.getByRole('combobox', { name: 'Vaga' }).click()
    await page.getByRole('option', { name: 'Comprador Pleno' }).click()
    await dialog.getByRole('combobox', { name: 'Status inicial' }).click()
    await page.getByRole('option', { name: 'Pendente' }).click()
    await expect(dialog.getByRole('combobox', { name: 'Vaga' })).toHaveText('Comprador Pleno')
    await expectNoAxeViolations(page)

    await dialog
      .getByLabel('Arquivos de currículo')
      .setInputFiles([{ name: 'patricia.pdf', mimeType: 'application/pdf', buffer: pdf }])
    await expect(dialog.getByText('Concluído: 1 de 1')).toBeVisible({ timeout: 60_000 })
    await expect(rows(page).first()).toContainText('Importado — Patrícia Lopes Andrade')
    // The choice holds for the whole batch: a different one needs a new import.
    await expect(dialog.getByRole('combobox', { name: 'Vaga' })).toBeDisabled()
    await screenshot(page, 'import-into-job')
    await dialog.getByRole('button', { name: 'Fechar' }).first().click()

    await page.getByRole('combobox', { name: 'Filtrar por vaga' }).click()
    await page.getByRole('option', { name: 'Comprador Pleno' }).click()
    const list = page.getByRole('row').filter({ has: page.getByRole('button', { name: /^Ações para/ }) })
    await expect(list).toHaveCount(1)
    await expect(list.first()).toContainText('Patrícia Lopes Andrade')
    await expect(list.first()).toContainText('Pendente')
  })

  test('fits a 375 px phone', async ({ page, request }) => {
    const company = await createConfirmedCompany(request)
    await page.setViewportSize({ width: 375, height: 800 })
    await signIn(page, company)
    await page.goto('/curriculos')
    await page.getByRole('button', { name: 'Importar currículos' }).click()
    const dialog = page.getByRole('dialog', { name: 'Importar currículos' })
    await dialog.getByLabel('Arquivos de currículo').setInputFiles([
      {
        name: 'curriculo-com-um-nome-bem-comprido-de-verdade.pdf',
        mimeType: 'application/pdf',
        buffer: await renderPdf(
          cv('Patrícia Gomes', 'patricia@example.com', 'Gestão de Compras', '(31) 98765-4324'),
        ),
      },
      { name: 'vazio.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(0) },
    ])
    await expect(dialog.getByText('Concluído: 2 de 2')).toBeVisible({ timeout: 60_000 })
    await expect(rows(page).filter({ hasText: 'vazio.pdf' })).toContainText('Falhou: arquivo vazio')
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await expectNoAxeViolations(page)
    await screenshot(page, 'import-dialog')
  })
})
