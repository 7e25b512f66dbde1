import { expect, test } from '@playwright/test'
import { baseURL } from '../../../playwright.config.ts'
import {
  formatSaoPauloDate,
  formatSaoPauloTime,
  saoPauloInstant,
} from '../../../src/shared/interviews/sao-paulo-time.ts'
import { createConfirmedCompany, signIn, uniqueEmail } from '../support/accounts.ts'
import { submitApplication } from '../support/applications.ts'
import { readEmail } from '../support/mail.ts'
import { expectNoAxeViolations, screenshot } from '../support/page-checks.ts'

/** "20261130T173000Z" → its ISO instant. */
function icsInstant(value: string): string {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value)
  if (!match) throw new Error(`not a UTC date-time: ${value}`)
  const [y, mo, d, h, mi, s] = match.slice(1).map(Number) as [number, number, number, number, number, number]
  return new Date(Date.UTC(y, mo - 1, d, h, mi, s)).toISOString()
}

test('staff schedule an interview, the candidate confirms from the e-mail, /agenda shows "Confirmada"', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000 * Number(process.env.E2E_TIMEOUT_FACTOR ?? 1))
  const company = await createConfirmedCompany(request, { companyName: 'Clínica Bem Viver' })
  const candidateEmail = uniqueEmail('candidata')
  await submitApplication(request, company.publicFormUrl, {
    nome_completo: 'Larissa Mendes Rocha',
    cpf: '529.982.247-25',
    email: candidateEmail,
  })
  await signIn(page, company)

  // From the application's detail: "Entrevistas" → "Agendar entrevista".
  await page.goto('/curriculos')
  const row = page.locator('tbody tr', { hasText: 'Larissa Mendes Rocha' })
  await row.getByRole('button', { name: 'Ações para Larissa Mendes Rocha' }).click()
  await page.getByRole('menuitem', { name: 'Visualizar' }).click()
  const detail = page.getByRole('dialog', { name: 'Detalhes da Candidatura' })
  await detail.getByRole('tab', { name: 'Entrevistas' }).click()
  await expect(detail.getByText('Nenhuma entrevista agendada.')).toBeVisible()
  await detail.getByRole('button', { name: 'Agendar entrevista' }).click()

  const form = page.getByRole('dialog', { name: 'Agendar entrevista' })
  await expect(form.getByLabel('Data')).toBeVisible()
  // Errors in Portuguese, under each field; a past day is refused.
  await form.getByRole('button', { name: 'Agendar e enviar convite' }).click()
  await expect(form.getByText('Data inválida. Use o formato dd/mm/aaaa.')).toBeVisible()
  await form.getByLabel('Data').fill(formatSaoPauloDate(new Date(Date.now() - 2 * 24 * 3600_000)))
  await form.getByLabel('Hora').fill('1000')
  await form.getByLabel('Endereço').fill('Rua Augusta, 500 — São Paulo/SP')
  await form.getByRole('button', { name: 'Agendar e enviar convite' }).click()
  await expect(form.getByText('Escolha uma data e hora futuras.')).toBeVisible()

  const date = formatSaoPauloDate(new Date(Date.now() + 3 * 24 * 3600_000))
  await form.getByLabel('Data').fill(date)
  await form.getByLabel('Hora').fill('14:30')
  await form.getByRole('radio', { name: 'Online' }).check()
  await form.getByLabel('Link da entrevista').fill('meet')
  await form.getByRole('button', { name: 'Agendar e enviar convite' }).click()
  await expect(form.getByText('Informe um link válido, começando com https://.')).toBeVisible()
  await form.getByLabel('Link da entrevista').fill('https://meet.example.com/bem-viver')
  await form.getByRole('checkbox', { name: company.fullName }).check()
  await form.getByLabel('Mensagem ao candidato (opcional)').fill('Esteja 5 minutos antes.')
  await expectNoAxeViolations(page)
  await screenshot(page, 'schedule-dialog')
  await form.getByRole('button', { name: 'Agendar e enviar convite' }).click()
  await expect(page.getByText('Entrevista agendada', { exact: true })).toBeVisible()
  await expect(form).toBeHidden()
  const item = detail.getByRole('article', { name: `Entrevista em ${date} 14:30` })
  await expect(item).toContainText('Aguardando resposta')
  await expect(item).toContainText(`Entrevistadores: ${company.fullName}`)

  // The candidate's e-mail: the .ics invitation and the answer links.
  const mail = await readEmail(candidateEmail, { subject: /^Convite para entrevista/ })
  expect(mail.text).toContain(`Data: ${date}`)
  expect(mail.text).toContain('Horário: 14:30 (horário de Brasília)')
  const ics = mail.attachments.find((file) => file.filename.endsWith('.ics'))
  expect(ics?.contentType).toBe('text/calendar')
  const lines = (ics?.content ?? '').replace(/\r?\n[ \t]/g, '').split(/\r?\n/)
  expect(lines).toContain('METHOD:REQUEST')
  expect(lines).toContain('SEQUENCE:0')
  const start = lines.find((line) => line.startsWith('DTSTART:'))?.slice('DTSTART:'.length) ?? ''
  expect(icsInstant(start)).toBe(saoPauloInstant(date, '14:30')?.toISOString())
  const confirmLink = mail.links.find((link) => link.includes('/entrevista/') && link.includes('confirmar'))
  expect(confirmLink).toBeTruthy()
  // The interviewer's copy carries the same event.
  const copy = await readEmail(company.email, { subject: /^Entrevista agendada/ })
  expect(copy.attachments.some((file) => file.filename.endsWith('.ics'))).toBe(true)

  // The candidate, on a phone, confirms.
  const phone = await browser.newContext({ viewport: { width: 375, height: 800 }, locale: 'pt-BR' })
  const candidate = await phone.newPage()
  await candidate.goto(new URL(confirmLink ?? '').pathname + new URL(confirmLink ?? '').search)
  await expect(candidate.getByRole('heading', { name: 'Convite para entrevista' })).toBeVisible()
  await expect(candidate.getByText(date)).toBeVisible()
  await expect(candidate.getByText('Esteja 5 minutos antes.')).toBeVisible()
  await expectNoAxeViolations(candidate)
  await screenshot(candidate, 'candidate-answer')
  await candidate.getByRole('button', { name: 'Confirmar presença' }).click()
  await expect(candidate.getByText('Presença confirmada. Até lá!')).toBeVisible()
  await screenshot(candidate, 'candidate-confirmed')
  await phone.close()

  // Staff see the answer in /agenda (sidebar "Agenda").
  await page.keyboard.press('Escape')
  await page.getByRole('link', { name: 'Agenda' }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible()
  const entry = page.getByRole('article', { name: `Entrevista com Larissa Mendes Rocha em ${date} 14:30` })
  await expect(entry).toContainText('Confirmada')
  await expect(entry).toContainText('Banco de talentos')
  await expect(entry).toContainText('Online: https://meet.example.com/bem-viver')
  await expectNoAxeViolations(page)
  await screenshot(page, 'agenda')
  await page.setViewportSize({ width: 375, height: 800 })
  await expect(entry).toContainText('Confirmada')
  await screenshot(page, 'agenda')
})

test('"Agendar entrevista…" from a job board card; the dashboard lists today\'s interviews', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000 * Number(process.env.E2E_TIMEOUT_FACTOR ?? 1))
  const company = await createConfirmedCompany(request, { companyName: 'Oficina Boa Vista' })
  await signIn(page, company)
  const created = await page.request.post('/api/jobs', {
    data: { title: 'Mecânico de Manutenção', publish: true },
    headers: { origin: baseURL },
  })
  expect(created.status(), await created.text()).toBe(201)
  const job = (await created.json()) as { id: string; slug: string }
  await submitApplication(
    request,
    company.publicFormUrl,
    { nome_completo: 'Rafael Nunes Prado', cpf: '111.444.777-35', email: uniqueEmail('rafael') },
    job.slug,
  )

  await page.goto(`/vagas/${job.id}`)
  await page.getByRole('button', { name: 'Mover para… (Rafael Nunes Prado)' }).click()
  await page.getByRole('menuitem', { name: 'Agendar entrevista…' }).click()
  const form = page.getByRole('dialog', { name: 'Agendar entrevista' })
  await expect(form).toContainText('Rafael Nunes Prado')
  // The address starts as the company's (Configurações → Empresa); here it has none yet.
  const soon = new Date(Date.now() + 2 * 3600_000)
  const date = formatSaoPauloDate(soon)
  const time = formatSaoPauloTime(soon)
  await form.getByLabel('Data').fill(date)
  await form.getByLabel('Hora').fill(time)
  await form.getByLabel('Endereço').fill('Av. Brasil, 2000 — Rio de Janeiro/RJ')
  await form.getByRole('button', { name: 'Agendar e enviar convite' }).click()
  await expect(page.getByText('Entrevista agendada', { exact: true })).toBeVisible()
  await screenshot(page, 'board-scheduled')

  // Today's interviews on the dashboard (unless two hours from now is already tomorrow in São Paulo).
  await page.goto('/dashboard')
  const card = page.getByRole('region', { name: /Entrevistas de hoje/ })
  if (date === formatSaoPauloDate(new Date())) {
    await expect(card).toContainText('Rafael Nunes Prado')
    await expect(card).toContainText(`${time}`)
    await expect(card).toContainText('Mecânico de Manutenção · Presencial')
  } else {
    await expect(card).toContainText('Nenhuma entrevista hoje.')
  }
  await expectNoAxeViolations(page)
  await screenshot(page, 'dashboard')
})
