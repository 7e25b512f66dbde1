import { expect, test } from '@playwright/test'
import { expectNoAxeViolations, screenshot } from '../support/page-checks.ts'
import {
  bigPng,
  choose,
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

for (const viewport of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'mobile', width: 375, height: 740 },
]) {
  test(`a candidate completes the 8 steps and sends the application (${viewport.name})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000)
    await page.setViewportSize({ width: viewport.width, height: viewport.height })
    const company = await newCompanyForm(request)
    await page.goto(company.url)

    await expect(
      page.getByRole('heading', { level: 1, name: `Formulário de Candidatura - ${company.companyName}` }),
    ).toBeVisible()
    await expectStep(page, 1, 'Dados Obrigatórios')
    await expect(page.getByRole('button', { name: 'Voltar' })).toBeDisabled()
    await fillStep1(page)
    await screenshot(page, `${viewport.name}-step-1`)
    await next(page)

    await expectStep(page, 2, 'Informações Pessoais')
    await fillStep2(page)
    await expect(field(page, 'Tipo de Deficiência')).toHaveCount(0)
    await choose(page, 'Possui Necessidade Especial?', 'Sim')
    await expect(field(page, 'Tipo de Deficiência')).toBeVisible()
    await choose(page, 'Tipo de Deficiência', 'Auditiva')
    await screenshot(page, `${viewport.name}-step-2`)
    await next(page)

    await expectStep(page, 3, 'Documentos')
    await expect(field(page, 'CPF')).toHaveValue('529.982.247-25')
    await expect(field(page, 'CPF')).toHaveAttribute('readonly', '')
    await field(page, 'RG').fill('12.345.678-9')
    await choose(page, 'Categoria da CNH', 'AB')
    await screenshot(page, `${viewport.name}-step-3`)
    await next(page)

    await expectStep(page, 4, 'Informações Complementares')
    await fillStep4(page)
    await screenshot(page, `${viewport.name}-step-4`)
    await next(page)

    await expectStep(page, 5, 'Endereço')
    await fillStep5WithCep(page)
    await screenshot(page, `${viewport.name}-step-5`)
    await next(page)

    await expectStep(page, 6, 'Informações de Contato')
    await expect(field(page, 'E-mail')).toHaveValue('maria.santos@example.com')
    await field(page, 'Celular').fill('81987654321')
    await expect(field(page, 'Celular')).toHaveValue('(81)98765-4321')
    await field(page, 'LinkedIn').fill('https://www.linkedin.com/in/maria-santos')
    await screenshot(page, `${viewport.name}-step-6`)
    await next(page)

    await expectStep(page, 7, 'Formação Acadêmica')
    await fillEducation(page)
    await screenshot(page, `${viewport.name}-step-7`)
    await next(page)

    await expectStep(page, 8, 'Experiência Profissional')
    await expect(page.getByRole('button', { name: 'Enviar' })).toBeVisible()
    await expect(page.getByText('é a controladora dos dados pessoais')).toBeVisible()
    await field(page, 'Li e aceito o aviso de privacidade.').check()
    await screenshot(page, `${viewport.name}-step-8`)
    await page.getByRole('button', { name: 'Enviar' }).click()

    await expect(page).toHaveURL(/\/formulario-enviado\?empresa=/)
    await expect(page.getByRole('heading', { name: 'Formulário Enviado!' })).toBeVisible()
    await screenshot(page, `${viewport.name}-confirmation`)
    const draft = await page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.startsWith('talentos:')),
    )
    expect(draft).toEqual([])
    await page.getByRole('link', { name: 'Voltar à página inicial' }).click()
    await expect(page).toHaveURL('/')
  })
}

test('Próximo with empty mandatory fields shows the toast, inline messages and focuses the first', async ({
  page,
  request,
}) => {
  const company = await newCompanyForm(request)
  await page.goto(company.url)
  await expectStep(page, 1, 'Dados Obrigatórios')
  await next(page)
  await expect(page.getByText('Campos obrigatórios', { exact: true })).toBeVisible()
  await expect(page.getByText('Por favor, preencha todos os campos obrigatórios.')).toBeVisible()
  await expect(page.getByText('Campo obrigatório.')).toHaveCount(4)
  await expect(field(page, 'CPF')).toBeFocused()
  await expect(field(page, 'CPF')).toHaveAttribute('aria-invalid', 'true')
  await screenshot(page, 'mandatory-toast')

  await field(page, 'CPF').fill('52998224726')
  await field(page, 'Nome Completo').fill('Maria')
  await field(page, 'E-mail').fill('maria@example.com')
  await field(page, 'Senha').fill('minha-senha-123')
  await next(page)
  await expect(page.getByText('CPF inválido.')).toBeVisible()
  await expectStep(page, 1, 'Dados Obrigatórios')
})

test('Voltar goes back one step and keeps the answers', async ({ page, request }) => {
  const company = await newCompanyForm(request)
  await page.goto(company.url)
  await fillStep1(page)
  await next(page)
  await expectStep(page, 2, 'Informações Pessoais')
  await field(page, 'Nome da Mãe').fill('Joana dos Santos')
  await page.getByRole('button', { name: 'Voltar' }).click()
  await expectStep(page, 1, 'Dados Obrigatórios')
  await expect(field(page, 'Nome Completo')).toHaveValue('Maria Aparecida dos Santos')
  await expect(page.getByRole('button', { name: 'Voltar' })).toBeDisabled()
  await next(page)
  await expect(field(page, 'Nome da Mãe')).toHaveValue('Joana dos Santos')
})

test('a reload keeps the answers and the step, but never the password', async ({ page, request }) => {
  const company = await newCompanyForm(request)
  await page.goto(company.url)
  await fillStep1(page)
  await next(page)
  await field(page, 'Nome da Mãe').fill('Joana dos Santos')
  await expect.poll(() => page.evaluate(() => JSON.stringify(localStorage))).toContain('Joana dos Santos')
  expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain('minha-senha-123')

  await page.reload()
  await expectStep(page, 2, 'Informações Pessoais')
  await expect(field(page, 'Nome da Mãe')).toHaveValue('Joana dos Santos')
  await page.getByRole('button', { name: 'Voltar' }).click()
  await expect(field(page, 'CPF')).toHaveValue('529.982.247-25')
  await expect(field(page, 'Senha')).toHaveValue('')
})

test('an unknown slug shows "Formulário não encontrado"', async ({ page }) => {
  await page.goto('/f/empresa-que-nao-existe')
  await expect(page.getByRole('heading', { name: 'Formulário não encontrado' })).toBeVisible()
  await expect(page.getByText('O formulário que você está procurando não existe.')).toBeVisible()
  await screenshot(page, 'not-found')
  await expectNoAxeViolations(page)
})

test('the form pages pass axe-core', async ({ page, request }) => {
  const company = await newCompanyForm(request)
  await page.goto(company.url)
  await expectStep(page, 1, 'Dados Obrigatórios')
  await expectNoAxeViolations(page)
  await next(page)
  await expect(page.getByText('Campo obrigatório.').first()).toBeVisible()
  await expectNoAxeViolations(page)
  await fillStep1(page)
  await next(page)
  await expectStep(page, 2, 'Informações Pessoais')
  await expect(field(page, 'Estado Civil')).toBeVisible()
  await expectNoAxeViolations(page)
  await page.goto('/formulario-enviado')
  await expect(page.getByRole('heading', { name: 'Formulário Enviado!' })).toBeVisible()
  await expectNoAxeViolations(page)
})

test('a phone-camera photo over 2 MB is reduced in the browser; a non-image is refused', async ({
  page,
  request,
}) => {
  const company = await newCompanyForm(request)
  await page.goto(company.url)
  await fillStep1(page)
  await next(page)
  await expectStep(page, 2, 'Informações Pessoais')
  const photoInput = page.getByLabel(/^Foto 3x4/)

  await photoInput.setInputFiles({
    name: 'documento.png',
    mimeType: 'image/png',
    buffer: Buffer.from('%PDF-1.7'),
  })
  await expect(page.getByText('A foto deve ser uma imagem JPG, PNG ou WebP.')).toBeVisible()

  const camera = bigPng(1600, 1200)
  expect(camera.length).toBeGreaterThan(2 * 1024 * 1024)
  await photoInput.setInputFiles({ name: 'camera.png', mimeType: 'image/png', buffer: camera })
  await expect(page.getByRole('img', { name: 'Pré-visualização da foto' })).toBeVisible()
  await expect(page.getByText('camera.jpg')).toBeVisible()
  await expect(page.getByText('A foto deve ser uma imagem JPG, PNG ou WebP.')).toHaveCount(0)
  const stored = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((candidate) => candidate.startsWith('talentos:candidatura:'))
    const draft = JSON.parse(localStorage.getItem(key ?? '') ?? '{}') as { values: Record<string, unknown> }
    return Object.values(draft.values).find(
      (value): value is { type: string; size: number } =>
        typeof value === 'object' && value !== null && 'data' in value,
    )
  })
  expect(stored?.type).toBe('image/jpeg')
  expect(stored?.size).toBeLessThan(2 * 1024 * 1024)
})
