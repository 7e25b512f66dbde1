import { expect, test } from '@playwright/test'
import type { PublicForm } from '../../../src/shared/forms/public-form-api.ts'
import { createConfirmedCompany, signIn } from '../support/accounts.ts'
import { submitApplication } from '../support/applications.ts'
import { expectNoAxeViolations, screenshot } from '../support/page-checks.ts'

test.describe('form builder (/formularios)', () => {
  // Sign-up, a whole-form save and a submission with a hashed password: slower than the default 30 s under load.
  test.describe.configure({ timeout: 90_000 })

  test('adds a dropdown to step 2, reorders, saves; the public form has it and takes a value', async ({
    page,
    request,
  }) => {
    const company = await createConfirmedCompany(request, { companyName: 'Construtor de Formulários' })
    await signIn(page, company)
    await page.goto('/formularios')
    await expect(page.getByRole('heading', { level: 1, name: 'Formulários' })).toBeVisible()

    // Step 1's fixed fields cannot be removed.
    const step1 = page.getByRole('list', { name: 'Campos da etapa 1' })
    await expect(step1.getByRole('listitem')).toHaveCount(4)
    await expect(step1.getByRole('button', { name: /^Remover/ })).toHaveCount(0)
    await expectNoAxeViolations(page)
    await screenshot(page, 'builder-step1-1280')

    await page.getByRole('tab', { name: /^Etapa 2/ }).click()
    const step2 = page.getByRole('list', { name: 'Campos da etapa 2' })
    const before = await step2.getByRole('listitem').count()
    await page.getByRole('button', { name: 'Adicionar campo' }).click()
    const dialog = page.getByRole('dialog', { name: 'Adicionar campo' })
    await dialog.getByLabel('Rótulo').fill('Turno preferido')
    await dialog.getByLabel('Tipo').selectOption('dropdown')
    await dialog.getByLabel('Opções').fill('Manhã\nTarde\nNoite')
    await expectNoAxeViolations(page)
    await dialog.getByRole('button', { name: 'Adicionar' }).click()
    await expect(dialog).toBeHidden()
    await expect(step2.getByRole('listitem')).toHaveCount(before + 1)
    await expect(step2.getByRole('listitem').last()).toContainText('Turno preferido')
    await expect(page.getByText('Há alterações não salvas.')).toBeVisible()

    // Keyboard alternative of drag and drop: one step up.
    await page.getByRole('button', { name: 'Mover Turno preferido para cima' }).click()
    await expect(step2.getByRole('listitem').nth(before - 1)).toContainText('Turno preferido')

    // Leaving asks first; staying keeps the changes.
    page.once('dialog', (prompt) => void prompt.dismiss())
    await page.getByRole('link', { name: 'Dashboard' }).click()
    await expect(page).toHaveURL(/\/formularios$/)

    await page.getByRole('button', { name: 'Salvar Alterações' }).click()
    await expect(page.getByText('Formulário salvo')).toBeVisible()
    await expect(page.getByText('Há alterações não salvas.')).toBeHidden()
    await screenshot(page, 'builder-step2-1280')

    const response = await request.get(`/api/public/forms/${company.publicFormUrl}`)
    const form = (await response.json()) as PublicForm
    const labels = form.steps[1]?.fields.map((field) => field.label) ?? []
    expect(labels.at(-2)).toBe('Turno preferido')
    expect(form.steps[1]?.fields.at(-2)?.options).toEqual(['Manhã', 'Tarde', 'Noite'])

    const id = await submitApplication(request, company.publicFormUrl, { turno_preferido: 'Tarde' })
    const detail = await page.request.get(`/api/applications/${id}`)
    expect(detail.status()).toBe(200)
    const text = JSON.stringify(await detail.json())
    expect(text).toContain('Turno preferido')
    expect(text).toContain('Tarde')

    // The candidate's page shows the form with the new step count unchanged.
    await page.goto(`/f/${company.publicFormUrl}`)
    await expect(page.getByText('Etapa 1 de 8')).toBeVisible()
  })

  test('preview navigates the steps with the public form components', async ({ page, request }) => {
    const company = await createConfirmedCompany(request, { companyName: 'Prévia de Formulários' })
    await signIn(page, company)
    await page.goto('/formularios')
    await page.getByRole('tab', { name: /^Etapa 2/ }).click()
    await page.getByRole('button', { name: 'Pré-visualizar' }).click()
    const dialog = page.getByRole('dialog', { name: 'Pré-visualização do formulário' })
    await expect(dialog.getByText('Etapa 2 de 8: Informações Pessoais')).toBeVisible()
    await expect(dialog.getByLabel(/Nome da Mãe/)).toBeVisible()
    await expectNoAxeViolations(page)
    await screenshot(page, 'builder-preview-1280')
    await dialog.getByRole('button', { name: 'Etapa Anterior' }).click()
    await expect(dialog.getByText('Etapa 1 de 8: Dados Obrigatórios')).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Etapa Anterior' })).toHaveCount(0)
    for (let step = 2; step <= 8; step++) {
      await dialog.getByRole('button', { name: 'Próxima Etapa' }).click()
      await expect(dialog.getByText(new RegExp(`^Etapa ${step} de 8`))).toBeVisible()
    }
    await expect(dialog.getByRole('button', { name: 'Próxima Etapa' })).toHaveCount(0)
    await dialog.getByRole('button', { name: 'Finalizar Cadastro' }).click()
    await expect(dialog).toBeHidden()

    // "+ Nova Etapa" adds a step; saving it empty is refused with a clear message.
    await page.getByRole('tab', { name: 'Nova Etapa' }).click()
    await expect(page.getByRole('tab', { name: /^Etapa 9/ })).toHaveAttribute('aria-selected', 'true')
    await page.getByRole('button', { name: 'Salvar Alterações' }).click()
    await expect(
      page.getByText('A etapa 9 não tem campos. Adicione um campo ou remova a etapa.').first(),
    ).toBeVisible()

    await page.setViewportSize({ width: 375, height: 800 })
    await page.getByRole('tab', { name: 'Etapa 1 Obrigatória' }).click()
    await screenshot(page, 'builder-375')
  })
})
