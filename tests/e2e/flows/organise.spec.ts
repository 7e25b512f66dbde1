import { readFileSync } from 'node:fs'
import { request as playwrightRequest } from '@playwright/test'
import { baseURL } from '../../../playwright.config.ts'
import { createConfirmedCompany, randomClientIp, setPlan, signIn, uniqueEmail } from '../support/accounts.ts'
import { submitApplication } from '../support/applications.ts'
import { expect, test } from '../support/fixtures.ts'
import { readEmail } from '../support/mail.ts'
import { expectNoAxeViolations, screenshot } from '../support/page-checks.ts'

const job = (start: string, end: string) => [
  { empresa: 'Transportes', cargo: 'Motorista', data_inicio: start, data_fim: end },
]
const FIVE_YEARS = job('01/01/2015', '01/01/2020')
const ONE_YEAR = job('01/01/2023', '01/06/2024')

/**
 * Issue 16's browser flow, end to end, for a company on Básico with a second member: folders,
 * tags, a comment mentioning the member (who sees the bell), ratings, advanced filters saved as a
 * view, a bulk move into a folder and the CSV export.
 */
test('organise: folder, tag, mention, bell, rating, filters, saved view, bulk move, export', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(240_000 * Number(process.env.E2E_TIMEOUT_FACTOR ?? 1))
  const company = await createConfirmedCompany(request, {
    fullName: 'Ana Recrutadora',
    companyName: 'Transportes Organizados',
  })
  await setPlan(request, 'basico')
  for (const [name, cpf, estado, experiencia] of [
    ['Ana Paula Ribeiro', '529.982.247-25', 'SP', FIVE_YEARS],
    ['Bruno Tavares', '111.444.777-35', 'SP', FIVE_YEARS],
    ['Camila Nogueira', '390.533.447-05', 'SP', FIVE_YEARS],
    ['Diego Fernandes', '987.654.321-00', 'RJ', FIVE_YEARS],
    ['Elisa Iniciante', '123.456.789-09', 'SP', ONE_YEAR],
  ] as const) {
    await submitApplication(request, company.publicFormUrl, {
      nome_completo: name,
      cpf,
      email: uniqueEmail('candidato'),
      estado,
      ...(estado === 'RJ' ? { cidade: 'Rio de Janeiro' } : {}),
      experiencia,
    })
  }

  // The second member, Bruno Avaliador, invited and accepted through the API.
  const memberEmail = uniqueEmail('bruno')
  const invited = await request.post('/api/team/invitations', {
    data: { fullName: 'Bruno Avaliador', email: memberEmail, role: 'padrao' },
    headers: { origin: baseURL, 'x-forwarded-for': randomClientIp() },
  })
  expect(invited.status(), await invited.text()).toBe(201)
  const invitation = await readEmail(memberEmail, { subject: /Convite/ })
  const token = new URL(
    invitation.links.find((link) => link.includes('/convite?token=')) ?? '',
  ).searchParams.get('token')
  const memberPassword = 'senha-do-bruno-1'
  const memberApi = await playwrightRequest.newContext({ baseURL })
  const accepted = await memberApi.post('/api/invitations/accept', {
    data: { token, password: memberPassword, confirmPassword: memberPassword },
    headers: { origin: baseURL, 'x-forwarded-for': randomClientIp() },
  })
  expect(accepted.status(), await accepted.text()).toBeLessThan(300)
  await memberApi.dispose()

  await signIn(page, company)
  await page.goto('/curriculos')
  const rows = page.getByRole('row').filter({ has: page.getByRole('button', { name: /^Ações para/ }) })
  await expect(rows).toHaveCount(5)
  const rowOf = (name: string) => rows.filter({ has: page.getByRole('button', { name, exact: true }) })

  // 1. Make two folders: "Triagem" and "Finalistas".
  await page.getByRole('button', { name: 'Gerenciar pastas' }).click()
  const manage = page.getByRole('dialog', { name: 'Gerenciar pastas' })
  const folderList = manage.getByRole('list', { name: 'Pastas' })
  for (const name of ['Triagem', 'Finalistas']) {
    await manage.getByLabel('Nova pasta').fill(name)
    await manage.getByRole('button', { name: 'Criar pasta' }).click()
    await expect(page.getByText(`Pasta "${name}" criada.`)).toBeVisible()
    await expect(folderList).toContainText(`${name}0 candidaturas`)
  }
  await expectNoAxeViolations(page)
  await page.keyboard.press('Escape')
  await expect(manage).toBeHidden()

  // 2. Add two applications to "Triagem": one from the row menu, one from the detail.
  await page.getByRole('button', { name: 'Ações para Ana Paula Ribeiro' }).click()
  await page.getByRole('menuitem', { name: 'Adicionar à pasta' }).press('ArrowRight')
  await page.getByRole('menuitem', { name: 'Triagem' }).press('Enter')
  await expect(page.getByText('Adicionada à pasta "Triagem".')).toBeVisible()
  await expect(rowOf('Ana Paula Ribeiro')).toContainText('Triagem')

  await rowOf('Bruno Tavares').getByRole('button', { name: 'Bruno Tavares', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Detalhes da Candidatura' })
  const section = dialog.getByRole('region', { name: 'Pastas e etiquetas' })
  await section.getByRole('button', { name: 'Adicionar à pasta' }).click()
  await page.getByRole('menuitem', { name: 'Triagem' }).click()
  await expect(section.getByRole('button', { name: 'Remover da pasta Triagem' })).toBeVisible()

  // 3. Tag it.
  await section.getByRole('button', { name: 'Etiqueta' }).click()
  await page.getByRole('textbox', { name: 'Buscar ou criar etiqueta' }).fill('CNH categoria D')
  await page.getByRole('button', { name: 'Criar etiqueta "CNH categoria D"' }).click()
  await expect(section.getByRole('button', { name: 'Remover etiqueta CNH categoria D' })).toBeVisible()

  // 4. Comment mentioning the member, through the @ autocomplete.
  await dialog.getByRole('tab', { name: 'Comentários' }).click()
  const composer = dialog.getByRole('textbox', { name: 'Novo comentário' })
  await composer.pressSequentially('Experiência sólida, @Bru')
  await dialog
    .getByRole('listbox', { name: 'Membros da equipe' })
    .getByRole('option', { name: 'Bruno Avaliador' })
    .click()
  await expect(composer).toHaveValue('Experiência sólida, @Bruno Avaliador ')
  await composer.pressSequentially('pode avaliar?')
  await dialog.getByRole('button', { name: 'Comentar' }).click()
  const comments = dialog.getByRole('list', { name: 'Comentários' })
  await expect(comments).toContainText('Experiência sólida, @Bruno Avaliador pode avaliar?')
  await expectNoAxeViolations(page)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(rowOf('Bruno Tavares').getByText('CNH categoria D')).toBeVisible()
  await expect(rowOf('Bruno Tavares')).toContainText('Triagem')

  // 5. The member signs in: the bell counts the mention; it opens the application, where he rates.
  const memberContext = await browser.newContext({ baseURL, locale: 'pt-BR' })
  const member = await memberContext.newPage()
  await signIn(member, { email: memberEmail, password: memberPassword })
  await member.goto('/dashboard')
  const bell = member.getByRole('button', { name: 'Notificações, 1 não lida' })
  await expect(bell).toBeVisible()
  await bell.click()
  const notifications = member.getByRole('list', { name: 'Notificações' })
  await expect(notifications).toContainText(
    'Ana Recrutadora mencionou você em um comentário na candidatura de Bruno Tavares.',
  )
  await expectNoAxeViolations(member)
  await notifications.getByRole('button', { name: /mencionou você/ }).click()
  const memberDialog = member.getByRole('dialog', { name: 'Detalhes da Candidatura' })
  await expect(memberDialog.getByText('Bruno Tavares').first()).toBeVisible()
  await memberDialog.getByRole('tab', { name: 'Avaliação' }).click()
  await memberDialog.locator('label').filter({ hasText: '4 estrelas' }).click()
  await expect(memberDialog.getByRole('radio', { name: '4 estrelas' })).toBeChecked()
  await memberDialog.getByLabel('Observação (opcional)').fill('Boa experiência com rotas longas.')
  await memberDialog.getByRole('button', { name: 'Salvar avaliação' }).click()
  await expect(memberDialog.getByText('Média 4 de 5 (1 avaliação)').first()).toBeAttached()
  await expectNoAxeViolations(member)
  await memberContext.close()

  // 6. Filter by experience ≥ 3 years and UF SP; save the view.
  await page.reload()
  await expect(rowOf('Bruno Tavares').getByText('Média 4 de 5 (1 avaliação)')).toBeAttached()
  await page.getByRole('button', { name: 'Filtros' }).click()
  const panel = page.getByRole('dialog', { name: 'Filtros' })
  const experience = panel.getByRole('group', { name: 'Experiência mínima' })
  await experience.getByRole('radio', { name: /^3 anos ou mais/ }).click()
  await expect(experience.getByRole('radio', { name: /^3 anos ou mais/ })).toBeChecked()
  const uf = panel.getByRole('group', { name: 'UF' })
  await expect(uf.getByRole('checkbox', { name: /^SP\s*3 resultados$/ })).toBeVisible()
  await uf.getByRole('checkbox', { name: /^SP/ }).click()
  await expect(uf.getByRole('checkbox', { name: /^SP/ })).toBeChecked()
  await expect(page).toHaveURL(/experiencia=3/)
  await expect(page).toHaveURL(/uf=SP/)
  await expectNoAxeViolations(page)
  await panel.getByRole('button', { name: 'Ver resultados' }).click()
  await expect(rows).toHaveCount(3)
  for (const name of ['Ana Paula Ribeiro', 'Bruno Tavares', 'Camila Nogueira']) {
    await expect(rowOf(name)).toHaveCount(1)
  }

  await page.getByRole('button', { name: 'Salvar filtro' }).click()
  const save = page.getByRole('dialog', { name: 'Salvar filtro' })
  await save.getByLabel('Nome').fill('Motoristas SP experientes')
  await save.getByRole('button', { name: 'Salvar' }).click()
  const view = page.getByRole('button', { name: /^Motoristas SP experientes/ })
  await expect(view).toBeVisible()
  await expectNoAxeViolations(page)

  // 7. Bulk-move the 3 filtered rows to "Finalistas" (Organizar → Mover para pasta).
  await page.getByRole('checkbox', { name: 'Selecionar todas as candidaturas desta página' }).check()
  const bar = page.getByRole('region', { name: 'Ações em massa' })
  await expect(bar.getByText('3 selecionadas')).toBeVisible()
  // The selected rows (one with the rating's average) and the bar.
  await expectNoAxeViolations(page)
  await bar.getByRole('button', { name: 'Organizar' }).click()
  await page.getByRole('menuitem', { name: 'Mover para pasta' }).click()
  await expect(page.getByRole('menuitem', { name: 'Finalistas' })).toBeVisible()
  await expectNoAxeViolations(page, { include: ['[role="menu"]'] })
  await screenshot(page, 'bulk-organizar-menu')
  await page.getByRole('menuitem', { name: 'Finalistas' }).click()
  await expect(page.getByText(/^Mover para pasta: 3 concluída\(s\)/)).toBeVisible()
  await expect(bar).toBeHidden()
  for (const name of ['Ana Paula Ribeiro', 'Bruno Tavares', 'Camila Nogueira']) {
    await expect(rowOf(name)).toContainText('Finalistas')
    await expect(rowOf(name)).not.toContainText('Triagem')
  }
  await page.getByRole('button', { name: 'Gerenciar pastas' }).click()
  await expect(folderList).toContainText('Finalistas3 candidaturas')
  await expect(folderList).toContainText('Triagem0 candidaturas')
  await page.keyboard.press('Escape')
  await expect(manage).toBeHidden()

  // 8. Export the filtered list as CSV.
  const csvDownload = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Exportar CSV' }).click()
  const csv = readFileSync(await (await csvDownload).path(), 'utf8')
  expect(csv.startsWith('\uFEFFNome;CPF;E-mail;Status')).toBe(true)
  for (const name of ['Ana Paula Ribeiro', 'Bruno Tavares', 'Camila Nogueira']) expect(csv).toContain(name)
  expect(csv).not.toContain('Diego Fernandes')
  expect(csv).not.toContain('Elisa Iniciante')

  // The saved view reopens the same rows after the filters are cleared.
  await page
    .getByRole('list', { name: 'Filtros aplicados' })
    .getByRole('button', { name: 'Limpar filtros' })
    .click()
  await expect(rows).toHaveCount(5)
  await view.click()
  await expect(rows).toHaveCount(3)
  await expect(view).toHaveAttribute('aria-current', 'true')
})
