import { request as playwrightRequest } from '@playwright/test'
import { baseURL } from '../../../playwright.config.ts'
import { createConfirmedCompany, randomClientIp, setPlan, signIn, uniqueEmail } from '../support/accounts.ts'
import { submitApplication } from '../support/applications.ts'
import { expect, test } from '../support/fixtures.ts'
import { readEmail } from '../support/mail.ts'
import { expectNoAxeViolations, screenshot } from '../support/page-checks.ts'

test.describe('Comments with @mentions, the notification bell and ratings', () => {
  test('mentions a colleague, who sees the bell and the notification, and both rate', async ({
    page,
    request,
    browser,
  }) => {
    test.slow() // two members and a long flow on a shared 2-core machine
    const company = await createConfirmedCompany(request, { fullName: 'Ana Recrutadora' })
    await setPlan(request, 'profissional')
    await submitApplication(request, company.publicFormUrl, { nome_completo: 'Marcos Vinícius Rocha' })

    // A second member, Bruno, invited and accepted through the API (his own request context).
    const brunoEmail = uniqueEmail('bruno')
    const invited = await request.post('/api/team/invitations', {
      data: { fullName: 'Bruno Avaliador', email: brunoEmail, role: 'padrao' },
      headers: { origin: baseURL, 'x-forwarded-for': randomClientIp() },
    })
    expect(invited.status(), await invited.text()).toBe(201)
    const invitation = await readEmail(brunoEmail, { subject: /Convite/ })
    const token = new URL(
      invitation.links.find((link) => link.includes('/convite?token=')) ?? '',
    ).searchParams.get('token')
    const brunoPassword = 'senha-do-bruno-1'
    const brunoApi = await playwrightRequest.newContext({ baseURL })
    const accepted = await brunoApi.post('/api/invitations/accept', {
      data: { token, password: brunoPassword, confirmPassword: brunoPassword },
      headers: { origin: baseURL, 'x-forwarded-for': randomClientIp() },
    })
    expect(accepted.status(), await accepted.text()).toBeLessThan(300)
    await brunoApi.dispose()

    // Ana comments on the application, mentioning Bruno through the @ autocomplete (keyboard only).
    await signIn(page, company)
    await page.goto('/curriculos')
    await page.getByRole('button', { name: 'Marcos Vinícius Rocha', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Detalhes da Candidatura' })
    await dialog.getByRole('tab', { name: 'Comentários' }).click()
    await expect(dialog.getByText('Nenhum comentário ainda.')).toBeVisible()
    const composer = dialog.getByRole('textbox', { name: 'Novo comentário' })
    await composer.pressSequentially('Ótimo perfil, @Bru')
    const options = dialog.getByRole('listbox', { name: 'Membros da equipe' })
    await expect(options.getByRole('option', { name: 'Bruno Avaliador' })).toBeVisible()
    await expect(composer).toHaveAttribute('aria-activedescendant', /.+/)
    await composer.press('Enter')
    await expect(composer).toHaveValue('Ótimo perfil, @Bruno Avaliador ')
    await composer.pressSequentially('pode entrevistar?')
    await dialog.getByRole('button', { name: 'Comentar' }).click()
    const list = dialog.getByRole('list', { name: 'Comentários' })
    await expect(list.getByRole('listitem')).toHaveCount(1)
    await expect(list).toContainText('Ótimo perfil, @Bruno Avaliador pode entrevistar?')
    await expect(list).toContainText('Ana Recrutadora')
    await expect(list.getByText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)).toBeVisible()
    await expect(composer).toHaveValue('')
    await expectNoAxeViolations(page)
    await screenshot(page, 'comments-tab')

    // Ana rates 4 stars with the keyboard (a radio group) and a note.
    await dialog.getByRole('tab', { name: 'Avaliação' }).click()
    await dialog.getByRole('radio', { name: '3 estrelas' }).focus()
    await page.keyboard.press('Space')
    await expect(dialog.getByRole('radio', { name: '3 estrelas' })).toBeChecked()
    await page.keyboard.press('ArrowRight')
    await expect(dialog.getByRole('radio', { name: '4 estrelas' })).toBeChecked()
    await dialog.getByLabel('Observação (opcional)').fill('Boa comunicação.')
    await dialog.getByRole('button', { name: 'Salvar avaliação' }).click()
    await expect(dialog.getByText('Média 4 de 5 (1 avaliação)').first()).toBeAttached()
    await expect(dialog.getByRole('list', { name: 'Avaliações da equipe' })).toContainText('Boa comunicação.')
    await expectNoAxeViolations(page)
    await screenshot(page, 'rating-tab')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    const row = page.getByRole('row').filter({ hasText: 'Marcos Vinícius Rocha' })
    await expect(row.getByText('Média 4 de 5 (1 avaliação)')).toBeAttached()

    // Bruno signs in: the bell counts one unread notification; it opens the application.
    const brunoContext = await browser.newContext({ baseURL, locale: 'pt-BR' })
    const bruno = await brunoContext.newPage()
    await signIn(bruno, { email: brunoEmail, password: brunoPassword })
    await bruno.goto('/dashboard')
    const bell = bruno.getByRole('button', { name: 'Notificações, 1 não lida' })
    await expect(bell).toBeVisible()
    await bell.click()
    const notifications = bruno.getByRole('list', { name: 'Notificações' })
    await expect(notifications).toContainText(
      'Ana Recrutadora mencionou você em um comentário na candidatura de Marcos Vinícius Rocha.',
    )
    await expectNoAxeViolations(bruno)
    await screenshot(bruno, 'bell-open')
    await notifications.getByRole('button', { name: /mencionou você/ }).click()
    await expect(bruno).toHaveURL(/\/curriculos$/)
    const brunoDialog = bruno.getByRole('dialog', { name: 'Detalhes da Candidatura' })
    await expect(brunoDialog.getByText('Marcos Vinícius Rocha').first()).toBeVisible()
    // Behind the modal dialog the header is hidden from the accessibility tree, hence includeHidden.
    await expect(
      bruno.getByRole('button', { name: 'Notificações, nenhuma não lida', includeHidden: true }),
    ).toBeAttached()

    // Bruno sees the comment (he may not edit it) and rates 2 stars: the average becomes 3 (2).
    await brunoDialog.getByRole('tab', { name: 'Comentários' }).click()
    await expect(brunoDialog.getByRole('list', { name: 'Comentários' })).toContainText('@Bruno Avaliador')
    await expect(brunoDialog.getByRole('button', { name: /^Editar comentário/ })).toHaveCount(0)
    await brunoDialog.getByRole('tab', { name: 'Avaliação' }).click()
    // A click on the drawn star (the radio's label) chooses it too.
    await brunoDialog.locator('label').filter({ hasText: '2 estrelas' }).click()
    await expect(brunoDialog.getByRole('radio', { name: '2 estrelas' })).toBeChecked()
    await brunoDialog.getByRole('button', { name: 'Salvar avaliação' }).click()
    await expect(brunoDialog.getByText('Média 3 de 5 (2 avaliações)').first()).toBeAttached()
    await bruno.keyboard.press('Escape')

    // On a phone: the list with the average, the bell in the header.
    await bruno.setViewportSize({ width: 375, height: 800 })
    await expect(
      bruno
        .getByRole('row')
        .filter({ hasText: 'Marcos Vinícius Rocha' })
        .getByText('Média 3 de 5 (2 avaliações)'),
    ).toBeAttached()
    await expectNoAxeViolations(bruno)
    await screenshot(bruno, 'list-with-rating')
    await bruno.getByRole('button', { name: 'Notificações, nenhuma não lida' }).click()
    await expect(bruno.getByRole('button', { name: 'Marcar todas como lidas' })).toBeDisabled()
    await screenshot(bruno, 'bell-open')
    await brunoContext.close()

    // Ana's phone: the comments tab.
    await page.setViewportSize({ width: 375, height: 800 })
    await page.getByRole('button', { name: 'Marcos Vinícius Rocha', exact: true }).click()
    await dialog.getByRole('tab', { name: 'Comentários' }).click()
    await expect(dialog.getByRole('list', { name: 'Comentários' })).toBeVisible()
    await screenshot(page, 'comments-tab')
  })
})
