import type { Page } from '@playwright/test'
import { createConfirmedCompany, signIn, uniqueEmail } from '../support/accounts.ts'
import { expect, test } from '../support/fixtures.ts'
import { readEmail } from '../support/mail.ts'
import { expectNoAxeViolations, screenshot } from '../team/support.ts'

/** A real 160x160 PNG drawn by the browser (a gradient with a circle), as a file to upload. */
async function pngFile(page: Page): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas')
    canvas.width = 160
    canvas.height = 160
    const context = canvas.getContext('2d')
    if (!context) throw new Error('no 2d context')
    const gradient = context.createLinearGradient(0, 0, 160, 160)
    gradient.addColorStop(0, '#4338ca')
    gradient.addColorStop(1, '#f59e0b')
    context.fillStyle = gradient
    context.fillRect(0, 0, 160, 160)
    context.fillStyle = '#ffffff'
    context.beginPath()
    context.arc(80, 64, 30, 0, Math.PI * 2)
    context.fill()
    return canvas.toDataURL('image/png').replace(/^data:[^,]*,/, '')
  })
  return { name: 'minha-foto.png', mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') }
}

test.describe('profile photo (/perfil)', () => {
  test('"Alterar foto" uploads a photo that shows in the sidebar after a reload; "Remover foto" brings the initials back', async ({
    page,
  }) => {
    const company = await createConfirmedCompany(page.request, { fullName: 'Ana Recrutadora' })
    await signIn(page, company)
    await page.goto('/perfil')
    const sidebar = page.getByRole('complementary')
    await expect(sidebar.getByText('AR', { exact: true })).toBeVisible()
    await expect(page.getByRole('img', { name: 'Sem foto: suas iniciais' })).toBeVisible()

    // A PDF named .jpg is refused by its content.
    const fileInput = page.locator('input[type="file"]')
    await fileInput.setInputFiles({
      name: 'foto.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'),
    })
    await expect(
      page.getByRole('alert').filter({ hasText: 'A foto deve ser JPG, PNG ou WebP.' }),
    ).toBeVisible()

    await fileInput.setInputFiles(await pngFile(page))
    await expect(page.getByText('Foto atualizada')).toBeVisible()
    await expect(page.getByRole('img', { name: 'Sua foto' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Remover foto' })).toBeVisible()

    await page.reload()
    const sidebarPhoto = sidebar.locator('img')
    await expect(sidebarPhoto).toHaveAttribute('src', /^\/api\/avatars\/[^/]+\/[^/]+\.png$/)
    expect(await sidebarPhoto.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(160)
    await expect(sidebar.getByText('AR', { exact: true })).toBeHidden()
    await expect(page.getByRole('img', { name: 'Sua foto' })).toBeVisible()
    await expectNoAxeViolations(page)
    await screenshot(page, 'profile-avatar-1280')
    await page.setViewportSize({ width: 375, height: 800 })
    await screenshot(page, 'profile-avatar-375')
    await page.setViewportSize({ width: 1280, height: 800 })

    await page.getByRole('button', { name: 'Remover foto' }).click()
    await expect(page.getByText('Foto removida')).toBeVisible()
    await expect(sidebar.getByText('AR', { exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Remover foto' })).toBeHidden()
    await page.reload()
    await expect(sidebar.getByText('AR', { exact: true })).toBeVisible()
    await expect(sidebar.locator('img')).toHaveCount(0)
  })
})

test.describe('e-mail change (/perfil → link at the new address)', () => {
  test('the e-mail changes when the link is opened; then the member signs in with the new one', async ({
    page,
    request,
  }) => {
    const company = await createConfirmedCompany(page.request, { fullName: 'Ana Recrutadora' })
    const other = await createConfirmedCompany(request)
    await signIn(page, company)
    await page.goto('/perfil')
    await expect(page.getByLabel('Email')).toHaveValue(company.email)

    await page.getByRole('button', { name: 'Alterar e-mail' }).click()
    const dialog = page.getByRole('dialog', { name: 'Alterar e-mail' })
    await expect(dialog).toBeVisible()
    await expectNoAxeViolations(page)
    await dialog.getByLabel('Novo e-mail').fill(other.email)
    await dialog.getByLabel('Senha atual').fill(company.password)
    await dialog.getByRole('button', { name: 'Enviar link de confirmação' }).click()
    await expect(dialog.getByText('Este e-mail já está em uso por outra conta.')).toBeVisible()
    await screenshot(page, 'email-dialog-1280')

    const newEmail = uniqueEmail('novo')
    await dialog.getByLabel('Novo e-mail').fill(newEmail)
    await dialog.getByLabel('Senha atual').fill('senha-errada-1')
    await dialog.getByRole('button', { name: 'Enviar link de confirmação' }).click()
    await expect(dialog.getByText('A senha atual está incorreta.')).toBeVisible()

    await dialog.getByLabel('Senha atual').fill(company.password)
    await dialog.getByRole('button', { name: 'Enviar link de confirmação' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByText('Confirme o novo e-mail')).toBeVisible()
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription(
      `Enviamos um link de confirmação para ${newEmail}. O e-mail só muda depois que você abrir o link.`,
    )
    // Nothing changes before the link is opened.
    await page.reload()
    await expect(page.getByLabel('Email')).toHaveValue(company.email)

    const mail = await readEmail(newEmail, { subject: /Confirme seu novo e-mail/ })
    const link = mail.links.find((candidate) => candidate.includes('/confirmar-email?token='))
    if (!link) throw new Error(`No confirmation link in: ${mail.text}`)
    await page.goto(link)
    await expect(page.getByRole('heading', { level: 1, name: 'E-mail alterado com sucesso' })).toBeVisible()
    await expect(page.getByText(newEmail).first()).toBeVisible()
    await expectNoAxeViolations(page)
    await screenshot(page, 'email-changed-1280')
    await page.setViewportSize({ width: 375, height: 800 })
    await screenshot(page, 'email-changed-375')
    await page.setViewportSize({ width: 1280, height: 800 })

    await page.getByRole('link', { name: 'Ir para o perfil' }).click()
    await expect(page.getByLabel('Email')).toHaveValue(newEmail)
    const notice = await readEmail(company.email, { subject: /foi alterado/ })
    expect(notice.text).toContain(newEmail)

    // The link is single-use.
    await page.goto(link)
    await expect(
      page.getByText(
        'Link de confirmação inválido, expirado ou já utilizado. Solicite a alteração novamente.',
      ),
    ).toBeVisible()

    // Sign out, then in with the new address through the login form.
    await page.goto('/perfil')
    await page.getByRole('complementary').getByRole('button', { name: 'Sair' }).click()
    await expect(page.getByText('Logout realizado')).toBeVisible()
    await page.goto('/entrar')
    await page.getByLabel('Email').fill(newEmail)
    await page.getByLabel('Senha', { exact: true }).fill(company.password)
    await page.getByRole('button', { name: 'Entrar' }).click()
    await expect(page.getByText('Login bem-sucedido!')).toBeVisible()
    await page.goto('/perfil')
    await expect(page.getByLabel('Email')).toHaveValue(newEmail)
  })
})
