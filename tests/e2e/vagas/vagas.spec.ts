import { type Browser, expect, type Locator, type Page, test } from '@playwright/test'
import { baseURL } from '../../../playwright.config.ts'
import type { PublicForm } from '../../../src/shared/forms/public-form-api.ts'
import { createConfirmedCompany, signIn } from '../support/accounts.ts'
import { expectNoAxeViolations, screenshot } from '../support/page-checks.ts'
import { PHOTO_PNG } from '../support/public-form-page.ts'

/** Every answer of the default form but the password (the browser never keeps it), by field id. */
function savedAnswers(form: PublicForm, turnoId: string) {
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
    possui_necessidade_especial: 'Não',
    area_desejada: 'Logística',
    cargo_desejado: 'Conferente',
    disponibilidade: 'todos',
    primeiro_emprego: 'Não',
    trabalhou_na_empresa: 'Não',
    escolaridade: 'Médio Completo',
    cep: '20040-020',
    endereco: 'Avenida Rio Branco',
    numero: 15,
    bairro: 'Centro',
    cidade: 'Rio de Janeiro',
    estado: 'RJ',
    celular: '(21)99876-5432',
  }
  const values: Record<string, unknown> = { [turnoId]: 'Tarde' }
  for (const field of form.steps.flatMap((step) => step.fields)) {
    if (field.key in byKey) values[field.id] = byKey[field.key]
  }
  return values
}

function column(page: Page, name: string): Locator {
  return page.locator('li[data-stage-id]').filter({ has: page.getByRole('heading', { name, exact: false }) })
}

async function candidatePage(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 }, locale: 'pt-BR' })
  return context.newPage()
}

test.describe('vagas: a job from its creation to a decision', () => {
  test('create and publish, apply on a phone, drag, move with the keyboard, reject with a reason, history', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(180_000 * Number(process.env.E2E_TIMEOUT_FACTOR ?? 1))
    const company = await createConfirmedCompany(request, { companyName: 'Transportes Horizonte' })
    await signIn(page, company)

    // /vagas, empty.
    await page.goto('/vagas')
    await expect(page.getByRole('heading', { level: 1, name: 'Vagas' })).toBeVisible()
    await expect(page.getByText('Nenhuma vaga cadastrada.')).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByRole('link', { name: 'Nova vaga' }).first().click()

    // The editor says what is wrong under each field, in Portuguese.
    await expect(page.getByRole('heading', { level: 1, name: 'Nova vaga' })).toBeVisible()
    await page.getByRole('button', { name: 'Publicar' }).click()
    await expect(page.getByText('O título deve ter pelo menos 3 caracteres.')).toBeVisible()
    await page.getByLabel('Título').fill('Conferente de Carga')
    await page.getByLabel('Área').selectOption('Logística')
    await page.getByLabel('Cidade').fill('Rio de Janeiro')
    await page.getByLabel('UF').selectOption('RJ')
    await page.getByLabel('Modelo de trabalho').selectOption('presencial')
    await page.getByLabel('Tipo de contratação').selectOption('clt')
    await page.getByLabel('Mínimo (R$)').fill('2.500,00')
    await page.getByLabel('Máximo (R$)').fill('2.000,00')
    await page
      .getByLabel('Descrição', { exact: true })
      .fill('Conferência de **cargas** no armazém.\n\n- Turnos de 8 horas\n- Uniforme fornecido')
    await page.getByRole('button', { name: 'Adicionar pergunta' }).click()
    await page.getByLabel('Pergunta', { exact: false }).first().fill('Turno preferido')
    await page.getByLabel('Tipo', { exact: true }).selectOption('dropdown')
    await page.getByLabel('Opções').fill('Manhã\nTarde')
    await page.getByLabel('Obrigatória').check()
    await screenshot(page, 'editor')
    await page.getByRole('button', { name: 'Publicar' }).click()
    await expect(page.getByText('O salário máximo deve ser maior ou igual ao mínimo.')).toBeVisible()
    await page.getByLabel('Máximo (R$)').fill('3.000,00')
    await page.getByRole('button', { name: 'Publicar' }).click()

    // The board of the new job.
    await expect(page.getByRole('heading', { level: 1, name: 'Conferente de Carga' })).toBeVisible()
    await expect(page.getByText('Publicada', { exact: true })).toBeVisible()
    const publicLink = page.getByRole('link', { name: /\/c\/.+\/vagas\/conferente-de-carga/ })
    await expect(publicLink).toBeVisible()
    const jobUrl = new URL((await publicLink.getAttribute('href')) ?? '')
    const boardUrl = page.url()
    for (const stage of ['Inscritos', 'Triagem', 'Entrevista', 'Proposta', 'Contratados']) {
      await expect(column(page, stage)).toBeVisible()
    }

    // A candidate on a phone: careers page, job page, the form of the job.
    const phone = await candidatePage(browser)
    await phone.goto(`/c/${company.publicFormUrl}`, { waitUntil: 'commit' })
    const card = phone.getByRole('link', { name: /Conferente de Carga/ })
    await expect(card).toBeVisible()
    // Time to the job list on a 375 px screen, from the navigation's start (reported, not asserted).
    const listShownAfter = await phone.evaluate(() => Math.round(performance.now()))
    console.log(`careers page at 375 px: job list shown ${listShownAfter} ms after navigation start`)
    await expect(phone.getByRole('heading', { level: 1, name: 'Vagas abertas' })).toBeVisible()
    await expect(card).toContainText('Rio de Janeiro/RJ')
    await expect(card).toContainText('Presencial · CLT · Logística')
    await expectNoAxeViolations(phone)
    await screenshot(phone, 'careers')
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await card.click()
    await expect(phone).toHaveURL(jobUrl.pathname)
    await expect(phone.getByRole('heading', { level: 1, name: 'Conferente de Carga' })).toBeVisible()
    await expect(phone.getByText('cargas', { exact: true })).toHaveJSProperty('tagName', 'STRONG')
    await expect(phone.getByRole('listitem').filter({ hasText: 'Uniforme fornecido' })).toBeVisible()
    await expect(phone.getByText('R$ 2.500,00 a R$ 3.000,00')).toBeVisible()
    await expectNoAxeViolations(phone)
    await screenshot(phone, 'job')
    await phone.getByRole('link', { name: 'Candidatar-se' }).first().click()
    await expect(phone.getByText('Candidatura para: Conferente de Carga')).toBeVisible()
    await expect(phone.getByText('Etapa 1 de 9')).toBeVisible()

    // The answers of steps 1 to 8 are restored from a draft (the public form's own tests fill them
    // in); the job's question is answered on its own last step.
    const jobSlug = jobUrl.pathname.split('/').at(-1) ?? ''
    const form = (await (
      await request.get(`/api/public/forms/${company.publicFormUrl}?vaga=${jobSlug}`)
    ).json()) as PublicForm
    const turno = form.job?.questions[0]
    expect(turno?.label).toBe('Turno preferido')
    await phone.evaluate(([key, draft]) => localStorage.setItem(key, draft), [
      `talentos:candidatura:${company.publicFormUrl}::vaga::${jobSlug}`,
      JSON.stringify({
        submissionId: crypto.randomUUID(),
        stepIndex: 8,
        values: savedAnswers(form, turno?.id ?? ''),
        privacyAccepted: true,
        sensitiveDataAccepted: false,
      }),
    ] as const)
    await phone.reload()
    await expect(phone.getByText('Etapa 9 de 9')).toBeVisible()
    await expect(phone.getByRole('heading', { name: 'Perguntas da vaga' })).toBeVisible()
    await screenshot(phone, 'job-questions')
    await phone.getByRole('button', { name: 'Enviar' }).click()
    // The password is never kept: back to step 1 for it, then on to the end.
    await expect(phone.getByText('Etapa 1 de 9')).toBeVisible()
    await phone.getByLabel(/^Senha/).fill('outra-senha-456')
    for (let step = 1; step < 7; step++) await phone.getByRole('button', { name: 'Próximo' }).click()
    await phone.getByRole('button', { name: 'Avançar sem adicionar' }).click()
    await expect(phone.getByText('Etapa 8 de 9')).toBeVisible()
    await phone.getByRole('button', { name: 'Avançar sem adicionar' }).click()
    await expect(phone.getByText('Etapa 9 de 9')).toBeVisible()
    await phone.getByRole('button', { name: 'Enviar' }).click()
    await expect(phone.getByRole('heading', { name: 'Formulário Enviado!' })).toBeVisible()
    await phone.context().close()

    // The card on the board, in Inscritos.
    await page.goto(boardUrl)
    const inscritos = column(page, 'Inscritos')
    await expect(inscritos.getByText('Carlos Pereira')).toBeVisible()
    await expect(inscritos.getByText('Rio de Janeiro/RJ')).toBeVisible()
    await expectNoAxeViolations(page)
    await screenshot(page, 'board')
    // The columns scroll inside the board; the page itself never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280)

    // Drag it with the mouse to Entrevista.
    const handle = page.getByRole('button', { name: 'Arrastar Carlos Pereira' })
    const from = await handle.boundingBox()
    const to = await column(page, 'Entrevista').boundingBox()
    if (!from || !to) throw new Error('board not laid out')
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
    await page.mouse.down()
    await page.mouse.move(from.x + 30, from.y + 10, { steps: 5 })
    await page.mouse.move(to.x + to.width / 2, to.y + 80, { steps: 15 })
    await page.mouse.up()
    await expect(column(page, 'Entrevista').getByText('Carlos Pereira')).toBeVisible()
    await expect(inscritos.getByText('Carlos Pereira')).toHaveCount(0)

    // Move it with the keyboard: Space picks it up, → goes to the next column, Space drops it.
    const keyboardHandle = page.getByRole('button', { name: 'Arrastar Carlos Pereira' })
    await keyboardHandle.focus()
    await page.keyboard.press('Space')
    await expect(keyboardHandle).toHaveAttribute('aria-pressed', 'true')
    await page.keyboard.press('ArrowRight')
    // Screen readers hear where the card is (the board's live region).
    await expect(page.getByText('Carlos Pereira sobre a etapa Proposta.')).toBeAttached()
    await page.keyboard.press('Space')
    await expect(column(page, 'Proposta').getByText('Carlos Pereira')).toBeVisible()

    // After a reload the server says the same.
    await page.reload()
    await expect(column(page, 'Proposta').getByText('Carlos Pereira')).toBeVisible()

    // Reject it with a reason.
    await page.getByRole('button', { name: 'Mover para… (Carlos Pereira)' }).click()
    await page.getByRole('menuitem', { name: 'Reprovar…' }).click()
    const reject = page.getByRole('dialog', { name: 'Reprovar candidato' })
    await reject.getByRole('button', { name: 'Reprovar' }).click()
    await expect(reject.getByText('Selecione o motivo da reprovação.')).toBeVisible()
    await reject.getByLabel('Motivo').selectOption('salario_incompativel')
    await reject.getByLabel('Observação (opcional)').fill('Pretensão acima da faixa.')
    await reject.getByRole('button', { name: 'Reprovar' }).click()
    await expect(page.getByText('1 candidato reprovado')).toBeVisible()
    await expect(column(page, 'Proposta').getByText('Carlos Pereira')).toHaveCount(0)

    // The history, from the list view.
    await page.getByRole('button', { name: 'Lista' }).click()
    await page.getByRole('button', { name: 'Carlos Pereira' }).click()
    const dialog = page.getByRole('dialog', { name: 'Detalhes da Candidatura' })
    await expect(dialog.getByText('Conferente de Carga')).toBeVisible()
    await expect(dialog.getByText('Salário incompatível — Pretensão acima da faixa.')).toBeVisible()
    await expect(dialog.getByText('Turno preferido')).toBeVisible()
    await dialog.getByRole('tab', { name: 'Histórico' }).click()
    const history = dialog.getByRole('list', { name: 'Histórico da candidatura' })
    await expect(history.getByText('Entrou em "Inscritos".')).toBeVisible()
    await expect(history.getByText('De "Inscritos" para "Entrevista".')).toBeVisible()
    await expect(history.getByText('De "Entrevista" para "Proposta".')).toBeVisible()
    await expect(history.getByText('Motivo: Salário incompatível (na etapa "Proposta").')).toBeVisible()
    await expect(history.getByText(`${company.fullName} ·`).first()).toBeVisible()
    await screenshot(page, 'history')
    await page.keyboard.press('Escape')

    // Screenshots of the admin pages at both widths.
    await page.goto('/vagas')
    await expect(page.getByRole('link', { name: 'Conferente de Carga' })).toBeVisible()
    await expect(page.getByText('Publicada', { exact: true })).toBeVisible()
    await expectNoAxeViolations(page)
    await screenshot(page, 'jobs')
    await page.setViewportSize({ width: 375, height: 800 })
    await screenshot(page, 'jobs')
    await page.goto(boardUrl)
    await expect(column(page, 'Inscritos')).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await screenshot(page, 'board')
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(`/c/${company.publicFormUrl}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Vagas abertas' })).toBeVisible()
    await screenshot(page, 'careers')
    await page.goto(jobUrl.pathname)
    await expect(page.getByRole('heading', { level: 1, name: 'Conferente de Carga' })).toBeVisible()
    await expectNoAxeViolations(page)
    await screenshot(page, 'job')
  })

  test('a closed job says it takes no applications and points to the talent pool', async ({
    page,
    request,
  }) => {
    const company = await createConfirmedCompany(request)
    await signIn(page, company)
    const created = await page.request.post('/api/jobs', {
      data: { title: 'Auxiliar Administrativo', city: 'Recife', state: 'PE', publish: true },
      headers: { origin: baseURL },
    })
    expect(created.status(), await created.text()).toBe(201)
    await page.goto('/vagas')
    await page.getByRole('button', { name: 'Ações da vaga Auxiliar Administrativo' }).click()
    await page.getByRole('menuitem', { name: 'Encerrar' }).click()
    await page.getByRole('button', { name: 'Encerrar' }).click()
    await expect(page.getByText('Encerrada', { exact: true })).toBeVisible()

    await page.goto(`/c/${company.publicFormUrl}`)
    await expect(page.getByText('Nenhuma vaga aberta no momento.')).toBeVisible()
    await expect(
      page.getByRole('link', { name: 'Cadastre seu currículo no nosso banco de talentos' }),
    ).toHaveAttribute('href', `/f/${company.publicFormUrl}`)
    await expectNoAxeViolations(page)
    await page.goto(`/c/${company.publicFormUrl}/vagas/auxiliar-administrativo`)
    await expect(page.getByText('Esta vaga não está mais recebendo candidaturas.').first()).toBeVisible()
    await expect(page.getByRole('link', { name: 'Candidatar-se' })).toHaveCount(0)
    await page.goto(`/f/${company.publicFormUrl}?vaga=auxiliar-administrativo`)
    await expect(page.getByText('Esta vaga não está mais recebendo candidaturas.')).toBeVisible()
    await expect(
      page.getByRole('link', { name: 'Cadastre seu currículo no nosso banco de talentos' }),
    ).toBeVisible()
  })
})
