import { expect, test } from '@playwright/test'
import type { PublicForm } from '../../../src/shared/forms/public-form-api.ts'
import { expectStep, field, newCompanyForm, next, PHOTO_PNG } from '../support/public-form-page.ts'

/** Every answer of the default form but the password, as the browser keeps them (keyed by field id). */
function savedAnswers(form: PublicForm) {
  const byKey: Record<string, unknown> = {
    cpf: '529.982.247-25',
    nome_completo: 'Carlos Pereira',
    email: 'carlos@example.com',
    foto: { name: 'foto.png', type: 'image/png', size: PHOTO_PNG.length, data: PHOTO_PNG.toString('base64') },
    nome_mae: 'Rita Pereira',
    data_nascimento: '02/02/1990',
    nacionalidade: 'Brasileira',
    naturalidade: 'Salvador',
    estado_civil: 'Casado(a)',
    genero: 'Masculino',
    etnia: 'Preta',
    possui_necessidade_especial: 'Não',
    area_desejada: 'TI',
    cargo_desejado: 'Analista de Suporte',
    disponibilidade: 'todos',
    primeiro_emprego: 'Não',
    trabalhou_na_empresa: 'Não',
    escolaridade: 'Superior Completo',
    cep: '20040-020',
    endereco: 'Avenida Rio Branco',
    numero: 15,
    bairro: 'Centro',
    cidade: 'Rio de Janeiro',
    estado: 'RJ',
    celular: '(21)99876-5432',
  }
  const values: Record<string, unknown> = {}
  for (const candidate of form.steps.flatMap((step) => step.fields)) {
    if (candidate.key in byKey) values[candidate.id] = byKey[candidate.key]
  }
  return values
}

test('a reloaded application asks for the password again, survives a failed send and is sent once', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000)
  const company = await newCompanyForm(request)
  const form = (await (await request.get(`/api/public/forms/${company.publicFormUrl}`)).json()) as PublicForm
  const submissionId = crypto.randomUUID()
  await page.goto('/')
  await page.evaluate(([key, draft]) => localStorage.setItem(key, draft), [
    `talentos:candidatura:${company.publicFormUrl}`,
    JSON.stringify({
      submissionId,
      stepIndex: 7,
      values: savedAnswers(form),
      privacyAccepted: true,
      sensitiveDataAccepted: false,
    }),
  ] as const)
  await page.goto(company.url)
  await expectStep(page, 8, 'Experiência Profissional')
  await expect(page.getByLabel('Li e aceito o aviso de privacidade.')).toBeChecked()

  // The password is never kept: "Enviar" goes back to step 1 and points at it.
  await page.getByRole('button', { name: 'Enviar' }).click()
  await expect(page.getByText('Por favor, preencha todos os campos obrigatórios.')).toBeVisible()
  await expectStep(page, 1, 'Dados Obrigatórios')
  await expect(field(page, 'Senha')).toBeFocused()
  await expect(field(page, 'Nome Completo')).toHaveValue('Carlos Pereira')
  await field(page, 'Senha').fill('outra-senha-456')
  for (let step = 1; step < 7; step++) await next(page)
  await expectStep(page, 7, 'Formação Acadêmica')
  await page.getByRole('button', { name: 'Avançar sem adicionar' }).click()
  await expectStep(page, 8, 'Experiência Profissional')
  await expect(page.getByRole('button', { name: 'Avançar sem adicionar' })).toHaveCount(0)

  // The first send fails (server error): the form stays filled and says so.
  let attempts = 0
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/api/public/forms/*/submissions', async (route) => {
    attempts++
    if (attempts === 1) {
      await route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: '' } } })
      return
    }
    await held
    await route.continue()
  })
  await page.getByRole('button', { name: 'Enviar' }).click()
  await expect(
    page.getByText('Ocorreu um erro ao enviar o formulário. Por favor, tente novamente.'),
  ).toBeVisible()
  await expectStep(page, 8, 'Experiência Profissional')
  await expect(page.getByRole('button', { name: 'Enviar' })).toBeEnabled()

  await page.getByRole('button', { name: 'Enviar' }).click()
  // While sending: "Enviando..." with a spinner, both buttons disabled.
  await expect(page.getByRole('button', { name: 'Enviando...' })).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Voltar' })).toBeDisabled()
  release()
  await expect(page).toHaveURL(/\/formulario-enviado\?empresa=/)
  expect(attempts).toBe(2)

  // Same browser-generated id again: the server answers the stored application, no second row.
  const again = await request.post(`/api/public/forms/${company.publicFormUrl}/submissions`, {
    data: {
      id: submissionId,
      values: { ...savedAnswers(form), [form.steps[0]!.fields[3]!.id]: 'outra-senha-456' },
      consent: {
        noticeVersion: form.privacyNotice.version,
        privacyAccepted: true,
        sensitiveDataAccepted: false,
      },
    },
  })
  expect(again.status()).toBe(201)
  expect((await again.json()).id).toBe(submissionId)
})
