import { expect, test } from '@playwright/test'
import { createConfirmedCompany, setPlan, signIn } from '../support/accounts.ts'
import { expectNoAxeViolations, screenshot } from '../support/page-checks.ts'

test.describe('settings (/configuracoes)', () => {
  test('company data persist after reload; gratuito copies the link and sees the upgrade text', async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    const company = await createConfirmedCompany(request, { companyName: 'Configura Ltda' })
    await signIn(page, company)
    // The page's clock, so the 2-second "Copiado!" indicator is checked by time, not by luck.
    await page.clock.install()
    await page.goto('/configuracoes')
    await expect(page.getByRole('heading', { level: 1, name: 'Configurações' })).toBeVisible()

    const name = page.getByLabel('Nome da empresa')
    await expect(name).toHaveValue('Configura Ltda')
    await name.fill('Configura Recursos Humanos')
    await page.getByLabel('Telefone').pressSequentially('11987654321')
    await expect(page.getByLabel('Telefone')).toHaveValue('(11)98765-4321')
    await page.getByLabel('Endereço').fill('Av. Paulista, 1000 - São Paulo/SP')
    await page.getByLabel('Site da empresa').fill('https://configura.com.br')
    await expectNoAxeViolations(page)
    await screenshot(page, 'settings-empresa-1280')
    await page.getByRole('button', { name: 'Salvar Alterações' }).click()
    await expect(page.getByText('Dados salvos')).toBeVisible()
    await expect(page.getByText('Informações da empresa atualizadas com sucesso.')).toBeVisible()

    await page.reload()
    await expect(page.getByLabel('Nome da empresa')).toHaveValue('Configura Recursos Humanos')
    await expect(page.getByLabel('Telefone')).toHaveValue('(11)98765-4321')
    await expect(page.getByLabel('Endereço')).toHaveValue('Av. Paulista, 1000 - São Paulo/SP')
    await expect(page.getByLabel('Site da empresa')).toHaveValue('https://configura.com.br')

    // A bad phone is refused before anything is sent.
    await page.getByLabel('Telefone').fill('1198')
    await page.getByRole('button', { name: 'Salvar Alterações' }).click()
    await expect(
      page.getByText('Telefone inválido. Use o formato (00)00000-0000 ou (00)0000-0000.'),
    ).toBeVisible()

    await page.getByRole('tab', { name: 'Formulários' }).click()
    const url = `${baseURL}/f/${company.publicFormUrl}`
    await expect(page.getByLabel('Link do formulário')).toHaveValue(url)
    // Gratuito: the custom link is locked, with the plan that includes it and the way to upgrade.
    await expect(page.getByText('Disponível a partir do plano Básico.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Fazer upgrade' })).toHaveAttribute('href', '/pagamentos')
    await expect(page.getByRole('button', { name: 'Editar' })).toHaveCount(0)
    await page.clock.pauseAt(new Date(Date.now() + 60_000))
    await page.getByRole('button', { name: 'Copiar', exact: true }).click()
    await expect(page.getByRole('button', { name: 'Copiado!' })).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url)
    // The indicator goes back after 2 seconds, not before.
    await page.clock.runFor(1900)
    await expect(page.getByRole('button', { name: 'Copiado!' })).toBeVisible()
    await page.clock.runFor(200)
    await expect(page.getByRole('button', { name: 'Copiar', exact: true })).toBeVisible()
    await page.clock.resume()
    // The toast (its library loads on the first toast, on the page's own clock).
    await expect(page.getByText('URL copiado!')).toBeVisible()
    await expectNoAxeViolations(page)
    await screenshot(page, 'settings-formularios-1280')

    await page.getByRole('tab', { name: 'Notificações' }).click()
    await expect(
      page.getByText('As configurações de notificações estarão disponíveis em breve.'),
    ).toBeVisible()

    // The custom link is the company's site on its public form.
    await page.goto(`/f/${company.publicFormUrl}`)
    await expect(page.getByRole('link', { name: 'Site da empresa' })).toHaveAttribute(
      'href',
      'https://configura.com.br',
    )
    await page.goto('/configuracoes')
    await page.getByRole('tab', { name: 'Notificações' }).click()
    await expect(
      page.getByText('As configurações de notificações estarão disponíveis em breve.'),
    ).toBeVisible()

    await page.setViewportSize({ width: 375, height: 800 })
    await page.getByRole('tab', { name: 'Empresa' }).click()
    await expect(page.getByLabel('Nome da empresa')).toBeVisible()
    await screenshot(page, 'settings-empresa-375')
  })

  test('on Básico the slug changes, the new link works and the old one redirects', async ({
    page,
    request,
    baseURL,
  }) => {
    const company = await createConfirmedCompany(request, { companyName: 'Slug Básico' })
    await signIn(page, company)
    await setPlan(page.request, 'basico')
    await page.goto('/configuracoes')
    await page.getByRole('tab', { name: 'Formulários' }).click()
    const link = page.getByLabel('Link do formulário')
    await expect(link).toHaveValue(`${baseURL}/f/${company.publicFormUrl}`)

    await page.getByRole('button', { name: 'Editar' }).click()
    const input = page.getByLabel('Endereço personalizado')
    await expect(input).toHaveValue(company.publicFormUrl)
    await input.fill('')
    await expect(page.getByRole('button', { name: 'Salvar', exact: true })).toBeDisabled()
    await input.fill('Vagas Abertas')
    await page.getByRole('button', { name: 'Salvar', exact: true }).click()
    await expect(
      page.getByText('URL inválida. Use apenas letras minúsculas, números e hífens.'),
    ).toBeVisible()
    await page.getByRole('button', { name: 'Cancelar' }).click()
    await expect(link).toHaveValue(`${baseURL}/f/${company.publicFormUrl}`)

    const slug = `vagas-${company.publicFormUrl}`.slice(0, 60)
    await page.getByRole('button', { name: 'Editar' }).click()
    await expectNoAxeViolations(page)
    await screenshot(page, 'settings-slug-edit-1280')
    await page.getByLabel('Endereço personalizado').fill(slug)
    await page.getByRole('button', { name: 'Salvar', exact: true }).click()
    await expect(page.getByText('URL atualizado!')).toBeVisible()
    await expect(link).toHaveValue(`${baseURL}/f/${slug}`)

    await page.goto(`/f/${slug}`)
    await expect(page.getByText('Etapa 1 de 8')).toBeVisible()
    await page.goto(`/f/${company.publicFormUrl}`)
    await expect(page).toHaveURL(`${baseURL}/f/${slug}`)
    await expect(page.getByText('Etapa 1 de 8')).toBeVisible()
  })
})
