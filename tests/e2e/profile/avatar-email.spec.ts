import type { Page } from '@playwright/test'
import { createConfirmedCompany, signIn, uniqueEmail } from '../support/accounts.ts'
import { expect, test } from '../support/fixtures.ts'
import { readEmail } from '../support/mail.ts'
import { expectNoAxeViolations, screenshot } from '../support/page-checks.ts'
import { bigPng } from '../support/public-form-page.ts'

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
    // Stored as the JPEG the server made of the upload (issue 12).
    await expect(sidebarPhoto).toHaveAttribute('src', /^\/api\/avatars\/[^/]+\/[^/]+\.jpg$/)
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

  test('"Alterar foto" reduces a phone photo over 2 MB in the browser and uploads it', async ({ page }) => {
    const company = await createConfirmedCompany(page.request, { fullName: 'Ana Recrutadora' })
    await signIn(page, company)
    await page.goto('/perfil')
    await expect(page.getByRole('img', { name: 'Sem foto: suas iniciais' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Alterar foto' })).toHaveAccessibleDescription(
      'JPG, PNG ou WebP, até 2 MB. Fotos maiores são reduzidas automaticamente.',
    )
    // A phone-camera-sized photo: a 2000x1500 uncompressed PNG (about 9 MB).
    const big = { name: 'IMG_20261123.png', mimeType: 'image/png', buffer: bigPng(2000, 1500) }
    expect(big.buffer.length).toBeGreaterThan(4 * 1024 * 1024)
    const uploads: number[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/api/profile/avatar') && request.method() === 'PUT')
        uploads.push(request.postDataBuffer()?.length ?? 0)
    })
    await page.locator('input[type="file"]').setInputFiles(big)
    await expect(page.getByText('Foto atualizada')).toBeVisible()
    await expect(page.getByRole('alert')).toHaveCount(0)
    // One upload, of the reduced JPEG (base64 in JSON), far below the original.
    expect(uploads).toHaveLength(1)
    expect(uploads[0]).toBeLessThan(2 * 1024 * 1024)

    const photo = page.getByRole('img', { name: 'Sua foto' })
    await expect(photo).toHaveAttribute('src', /^\/api\/avatars\/[^/]+\/[^/]+\.jpg$/)
    const src = await photo.getAttribute('src')
    const served = await page.request.get(src ?? '')
    expect(served.status()).toBe(200)
    expect(served.headers()['content-type']).toBe('image/jpeg')
    expect((await served.body()).length).toBeLessThanOrEqual(2 * 1024 * 1024)
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight]))
      // The browser sends 1200 × 900; the server stores avatars at most 512 px wide (issue 12).
      .toEqual([512, 384])
  })
})

async function confirmationLink(to: string): Promise<string> {
  const mail = await readEmail(to, { subject: /Confirme seu novo e-mail/ })
  const link = mail.links.find((candidate) => candidate.includes('/confirmar-email?token='))
  if (!link) throw new Error(`No confirmation link in: ${mail.text}`)
  return link
}

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
    const notice = page.getByRole('status', { name: 'Confirmação pendente' })
    await expect(notice).toContainText(`Enviamos um link para ${newEmail} (válido até`)
    // Nothing changes before the link is opened; the pending change survives a reload.
    await page.reload()
    await expect(page.getByLabel('Email')).toHaveValue(company.email)
    await expect(notice).toContainText(`Enviamos um link para ${newEmail}`)

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
    await expect(page.getByRole('status', { name: 'Confirmação pendente' })).toBeHidden()
    const changedNotice = await readEmail(company.email, { subject: /foi alterado/ })
    expect(changedNotice.text).toContain(newEmail)

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

  test('a pending change shows after a reload with "Reenviar link" and "Cancelar alteração"; a cancelled link stops working', async ({
    page,
  }) => {
    const company = await createConfirmedCompany(page.request, { fullName: 'Ana Recrutadora' })
    await signIn(page, company)
    await page.goto('/perfil')
    const notice = page.getByRole('status', { name: 'Confirmação pendente' })
    await expect(page.getByLabel('Email')).toHaveValue(company.email)
    await expect(notice).toBeHidden()

    const newEmail = uniqueEmail('pendente')
    await page.getByRole('button', { name: 'Alterar e-mail' }).click()
    const dialog = page.getByRole('dialog', { name: 'Alterar e-mail' })
    await dialog.getByLabel('Novo e-mail').fill(newEmail)
    await dialog.getByLabel('Senha atual').fill(company.password)
    await dialog.getByRole('button', { name: 'Enviar link de confirmação' }).click()
    await expect(dialog).toBeHidden()
    const firstLink = await confirmationLink(newEmail)

    await page.reload()
    await expect(notice).toBeVisible()
    // The link is valid for 24 hours: "válido até dd/MM/yyyy HH:mm" in the browser's time zone.
    const text = (await notice.textContent()) ?? ''
    const until = text.match(/válido até (\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2})/)
    expect(until, text).not.toBeNull()
    // São Paulo is UTC−3 all year (no daylight saving time since 2019).
    const [, day, month, year, hour, minute] = (until ?? []).map(Number)
    const expiresAt = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 0, (hour ?? 0) + 3, minute ?? 0)
    const inADay = Date.now() + 24 * 60 * 60 * 1000
    expect(expiresAt).toBeGreaterThan(inADay - 5 * 60 * 1000)
    expect(expiresAt).toBeLessThanOrEqual(inADay)
    expect(text).toContain(`Enviamos um link para ${newEmail} (válido até`)
    await expectNoAxeViolations(page)
    await screenshot(page, 'email-pending-1280')
    await page.setViewportSize({ width: 375, height: 800 })
    await expect(notice.getByRole('button', { name: 'Reenviar link' })).toBeVisible()
    await screenshot(page, 'email-pending-375')
    await page.setViewportSize({ width: 1280, height: 800 })

    // "Reenviar link" (keyboard): a new link to the same address, no password; the old one stops working.
    await notice.getByRole('button', { name: 'Reenviar link' }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByText('Link reenviado')).toBeVisible()
    const secondLink = await confirmationLink(newEmail)
    expect(secondLink).not.toBe(firstLink)
    await expect(notice).toContainText(newEmail)

    // "Cancelar alteração": the notice goes away, also after a reload, and the link stops working.
    await notice.getByRole('button', { name: 'Cancelar alteração' }).click()
    await expect(page.getByText('Alteração de e-mail cancelada')).toBeVisible()
    await expect(notice).toBeHidden()
    await page.reload()
    await expect(page.getByLabel('Email')).toHaveValue(company.email)
    await expect(notice).toBeHidden()
    for (const link of [firstLink, secondLink]) {
      await page.goto(link)
      await expect(
        page.getByText(
          'Link de confirmação inválido, expirado ou já utilizado. Solicite a alteração novamente.',
        ),
      ).toBeVisible()
    }
    await page.goto('/perfil')
    await expect(page.getByLabel('Email')).toHaveValue(company.email)
  })
})
