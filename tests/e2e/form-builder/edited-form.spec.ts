import { expect, type Locator, test } from '@playwright/test'
import { baseURL } from '../../../playwright.config.ts'
import { createConfirmedCompany, randomClientIp, signIn } from '../support/accounts.ts'
import { expectNoAxeViolations, screenshot } from '../support/page-checks.ts'
import {
  expectStep,
  field,
  fillEducation,
  fillStep1,
  fillStep2,
  fillStep4,
  fillStep5WithCep,
  next,
} from '../support/public-form-page.ts'

/** The value shown next to a label in "Detalhes da Candidatura" (a <dt>/<dd> pair). */
function answer(scope: Locator, label: string): Locator {
  return scope
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]')
}

test.describe('an edited form, end to end', () => {
  // Sign-up, a whole-form save, eight steps in the browser and a hashed password: slow under load.
  test.describe.configure({ timeout: 120_000 })

  test('a new field and an edited group reach the candidate on /f/{slug} and the application detail', async ({
    page,
    browser,
    request,
  }) => {
    const company = await createConfirmedCompany(request, { companyName: 'Formulário Editado' })
    await signIn(page, company)
    await page.goto('/formularios')
    await expect(page.getByRole('heading', { level: 1, name: 'Formulários' })).toBeVisible()

    // Step 8's group: a new mandatory dropdown sub-field, "Cargo" renamed, at most 2 entries.
    await page.getByRole('tab', { name: /^Etapa 8/ }).click()
    await page.getByRole('button', { name: 'Editar Experiência Profissional' }).click()
    const dialog = page.getByRole('dialog', { name: 'Editar campo' })
    const subFields = dialog.getByRole('list', { name: 'Subcampos de Experiência Profissional' })
    await expect(subFields.getByRole('listitem')).toHaveCount(5)

    await dialog.getByRole('button', { name: 'Adicionar subcampo' }).click()
    const added = dialog.getByRole('group', { name: 'Novo subcampo' })
    await expect(added.getByLabel(/^Rótulo do subcampo/)).toBeFocused()
    await added.getByLabel(/^Rótulo do subcampo/).fill('Regime de contratação')
    await added.getByLabel('Tipo do subcampo').selectOption('dropdown')
    await added.getByLabel(/^Opções do subcampo/).fill('CLT\nPJ\nEstágio')
    await added.getByRole('checkbox', { name: 'Subcampo obrigatório' }).click()
    await expectNoAxeViolations(page)
    await screenshot(page, 'group-new-sub-field-1280')
    await added.getByRole('button', { name: 'Salvar subcampo' }).click()
    await expect(added).toBeHidden()
    await expect(subFields.getByRole('listitem')).toHaveCount(6)

    // Keyboard only: open "Cargo", rename it, give it a placeholder, Enter saves the sub-field.
    await dialog.getByRole('button', { name: 'Editar subcampo Cargo' }).focus()
    await page.keyboard.press('Enter')
    const edited = dialog.getByRole('group', { name: 'Editar subcampo Cargo' })
    await expect(edited.getByLabel(/^Rótulo do subcampo/)).toBeFocused()
    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.type('Função')
    await edited.getByLabel('Texto de exemplo').fill('Ex.: Auxiliar de Logística')
    await page.keyboard.press('Enter')
    await expect(edited).toBeHidden()
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Editar subcampo Função' })).toBeFocused()
    // The new sub-field goes right after "Função": three moves up from the end.
    for (let move = 0; move < 3; move++) {
      await dialog.getByRole('button', { name: 'Mover subcampo Regime de contratação para cima' }).click()
    }
    await expect(subFields.getByRole('listitem').nth(2)).toContainText('Regime de contratação')
    await dialog.getByLabel(/^Número máximo de itens/).fill('2')

    await page.setViewportSize({ width: 375, height: 800 })
    await screenshot(page, 'group-dialog-375')
    await page.setViewportSize({ width: 1280, height: 900 })
    await screenshot(page, 'group-dialog-1280')
    await dialog.getByRole('button', { name: 'Aplicar' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('list', { name: 'Campos da etapa 8' })).toContainText(
      'Entradas repetíveis · 6 subcampos',
    )

    // A new mandatory number on step 4.
    await page.getByRole('tab', { name: /^Etapa 4/ }).click()
    await page.getByRole('button', { name: 'Adicionar campo' }).click()
    const addDialog = page.getByRole('dialog', { name: 'Adicionar campo' })
    await addDialog.getByLabel(/^Rótulo/).fill('Pretensão salarial')
    await addDialog.getByLabel('Tipo').selectOption('numerico')
    await addDialog.getByRole('checkbox', { name: 'Obrigatório' }).click()
    await addDialog.getByRole('button', { name: 'Adicionar' }).click()
    await expect(addDialog).toBeHidden()
    await expect(page.getByRole('list', { name: 'Campos da etapa 4' })).toContainText('Pretensão salarial')

    await page.getByRole('button', { name: 'Salvar Alterações' }).click()
    await expect(page.getByText('Formulário salvo')).toBeVisible()
    await expect(page.getByText('Há alterações não salvas.')).toBeHidden()

    // The candidate: another browser, no account, all eight steps.
    const candidateContext = await browser.newContext({
      baseURL,
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
      extraHTTPHeaders: { 'x-forwarded-for': randomClientIp() },
    })
    const candidate = await candidateContext.newPage()
    await candidate.goto(`/f/${company.publicFormUrl}`)
    await expectStep(candidate, 1, 'Dados Obrigatórios')
    await fillStep1(candidate)
    await next(candidate)
    await expectStep(candidate, 2, 'Informações Pessoais')
    await fillStep2(candidate)
    await next(candidate)
    await expectStep(candidate, 3, 'Documentos')
    await next(candidate)

    await expectStep(candidate, 4, 'Informações Complementares')
    await fillStep4(candidate)
    // The new field is mandatory on the candidate's side too.
    await next(candidate)
    await expect(candidate.getByText('Por favor, preencha todos os campos obrigatórios.')).toBeVisible()
    await expect(field(candidate, 'Pretensão salarial')).toBeFocused()
    await field(candidate, 'Pretensão salarial').fill('3500')
    await next(candidate)

    await expectStep(candidate, 5, 'Endereço')
    await fillStep5WithCep(candidate)
    await next(candidate)
    await expectStep(candidate, 6, 'Informações de Contato')
    await field(candidate, 'Celular').fill('81987654321')
    await next(candidate)
    await expectStep(candidate, 7, 'Formação Acadêmica')
    await fillEducation(candidate)
    await next(candidate)

    await expectStep(candidate, 8, 'Experiência Profissional')
    await candidate.getByRole('button', { name: 'Adicionar experiência' }).click()
    const entry = candidate.getByRole('region', { name: 'Experiência #1' })
    await expect(field(entry, 'Função')).toHaveAttribute('placeholder', 'Ex.: Auxiliar de Logística')
    await field(entry, 'Empresa').fill('Transportes Recife')
    await field(entry, 'Função').fill('Conferente')
    await field(entry, 'Data de Início').fill('01/03/2016')
    await expect(field(entry, 'Descrição')).toHaveCount(1)
    // At most two entries now.
    await candidate.getByRole('button', { name: 'Adicionar experiência' }).click()
    await expect(candidate.getByRole('button', { name: 'Adicionar experiência' })).toBeDisabled()
    await candidate.getByRole('button', { name: 'Remover Experiência #2' }).click()
    await expect(candidate.getByRole('button', { name: 'Adicionar experiência' })).toBeEnabled()

    await field(candidate, 'Li e aceito o aviso de privacidade.').check()
    // The new sub-field is mandatory: sending without it points at it.
    await candidate.getByRole('button', { name: 'Enviar' }).click()
    await expect(entry.getByText('Campo obrigatório.')).toBeVisible()
    await expect(field(entry, 'Regime de contratação')).toHaveAttribute('aria-invalid', 'true')
    await expectStep(candidate, 8, 'Experiência Profissional')
    await field(entry, 'Regime de contratação').click()
    await candidate.getByRole('option', { name: 'PJ', exact: true }).click()
    await expect(field(entry, 'Regime de contratação')).toHaveText('PJ')
    await expect(entry.getByText('Campo obrigatório.')).toHaveCount(0)
    await expectNoAxeViolations(candidate)
    await candidate.setViewportSize({ width: 375, height: 800 })
    await screenshot(candidate, 'candidate-edited-group-375')
    await candidate.getByRole('button', { name: 'Enviar' }).click()
    await expect(candidate).toHaveURL(/\/formulario-enviado\?empresa=/)
    await expect(candidate.getByRole('heading', { name: 'Formulário Enviado!' })).toBeVisible()
    await candidateContext.close()

    // The company reads the new values in the application detail.
    await page.goto('/curriculos')
    await page.getByRole('button', { name: 'Ações para Maria Aparecida dos Santos' }).click()
    await page.getByRole('menuitem', { name: 'Visualizar' }).click()
    const detail = page.getByRole('dialog', { name: 'Detalhes da Candidatura' })
    await expect(answer(detail, 'Pretensão salarial')).toHaveText('3500')
    const experience = detail.getByRole('listitem').filter({ hasText: 'Experiência #1' })
    await expect(answer(experience, 'Empresa')).toHaveText('Transportes Recife')
    await expect(answer(experience, 'Função')).toHaveText('Conferente')
    await expect(answer(experience, 'Regime de contratação')).toHaveText('PJ')
    await expect(answer(experience, 'Data de Início')).toHaveText('01/03/2016')
    await expect(answer(experience, 'Descrição')).toHaveText('N/A')
    await expectNoAxeViolations(page)
    await experience.scrollIntoViewIfNeeded()
    await screenshot(page, 'edited-form-detail-1280')
  })
})
