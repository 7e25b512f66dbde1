import { existsSync } from 'node:fs'
import path from 'node:path'
import { eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { user, verification } from '../../db/schema/auth.ts'
import { profiles } from '../../db/schema/profiles.ts'
import { cookieHeader, postJson, uniqueEmail } from '../../test/accounts.ts'
import { createTestApp, type TestContext } from '../../test/app.ts'
import { createSignedInCompany, setRole } from '../../test/applications.ts'
import { testDatabaseKind } from '../../test/database.ts'
import { injectAs } from '../../test/inject.ts'
import { lastMailTo } from '../../test/outbox.ts'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestApp()
})
afterAll(async () => {
  await ctx.close()
})

function call(
  cookie: string,
  method: 'PATCH' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
) {
  return injectAs(ctx.app, { method, url, as: cookie, payload })
}

function me(cookie: string) {
  return ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })
}

describe(`profile on ${testDatabaseKind}`, () => {
  it('saves the name (any role) and refuses bad input with pt-BR messages', async () => {
    const company = await createSignedInCompany(ctx)
    await setRole(ctx.database.db, company.userId, 'padrao')
    const saved = await call(company.cookie, 'PATCH', '/api/profile', { fullName: '  Maria Souza Lima ' })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json()).toEqual({ fullName: 'Maria Souza Lima' })
    expect((await me(company.cookie)).json()).toMatchObject({ fullName: 'Maria Souza Lima' })

    for (const payload of [{ fullName: 'Ma' }, { fullName: 'x'.repeat(121) }, {}, { fullName: 42 }]) {
      const bad = await call(company.cookie, 'PATCH', '/api/profile', payload)
      expect(bad.statusCode).toBe(400)
    }
    const short = await call(company.cookie, 'PATCH', '/api/profile', { fullName: 'Ma' })
    expect(short.json().error.details.fields).toEqual({
      fullName: 'Nome completo deve ter pelo menos 3 caracteres',
    })
    expect((await call('', 'PATCH', '/api/profile', { fullName: 'Maria' })).statusCode).toBe(401)
  })

  it('changes the password after checking the current one and ends the other sessions', async () => {
    const company = await createSignedInCompany(ctx)
    const other = await postJson(ctx.app, '/api/auth/sign-in/email', {
      email: company.email,
      password: company.password,
    })
    const otherCookie = cookieHeader(other)
    expect((await me(otherCookie)).statusCode).toBe(200)

    const wrong = await call(company.cookie, 'POST', '/api/profile/password', {
      currentPassword: 'nao-e-a-senha',
      newPassword: 'nova-senha-forte-1',
      confirmPassword: 'nova-senha-forte-1',
    })
    expect(wrong.statusCode).toBe(422)
    expect(wrong.json().error.message).toBe('A senha atual está incorreta.')

    for (const [payload, field, message] of [
      [
        { currentPassword: company.password, newPassword: 'curta', confirmPassword: 'curta' },
        'newPassword',
        'A senha deve ter pelo menos 8 caracteres',
      ],
      [
        { currentPassword: company.password, newPassword: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) },
        'newPassword',
        'A senha deve ter no máximo 128 caracteres',
      ],
      [
        {
          currentPassword: company.password,
          newPassword: 'nova-senha-forte-1',
          confirmPassword: 'outra-senha-1',
        },
        'confirmPassword',
        'As senhas não coincidem',
      ],
      [
        { currentPassword: '', newPassword: 'nova-senha-forte-1', confirmPassword: 'nova-senha-forte-1' },
        'currentPassword',
        'Digite sua senha atual',
      ],
    ] as const) {
      const bad = await call(company.cookie, 'POST', '/api/profile/password', payload)
      expect(bad.statusCode).toBe(400)
      expect(bad.json().error.details.fields[field]).toBe(message)
    }
    const same = await call(company.cookie, 'POST', '/api/profile/password', {
      currentPassword: company.password,
      newPassword: company.password,
      confirmPassword: company.password,
    })
    expect(same.statusCode).toBe(422)

    const changed = await call(company.cookie, 'POST', '/api/profile/password', {
      currentPassword: company.password,
      newPassword: 'nova-senha-forte-1',
      confirmPassword: 'nova-senha-forte-1',
    })
    expect(changed.statusCode, changed.body).toBe(204)
    expect((await me(company.cookie)).statusCode).toBe(200)
    expect((await me(otherCookie)).statusCode).toBe(401)
    const oldPassword = await postJson(ctx.app, '/api/auth/sign-in/email', {
      email: company.email,
      password: company.password,
    })
    expect(oldPassword.statusCode).toBe(401)
    const newPassword = await postJson(ctx.app, '/api/auth/sign-in/email', {
      email: company.email,
      password: 'nova-senha-forte-1',
    })
    expect(newPassword.statusCode).toBe(200)
  })
})

/** A real 1x1 PNG, and bytes that only start like a JPEG (the server checks the content, not names). */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='
/** A real 4 × 4 JPEG: uploads are decoded and re-encoded, so magic bytes alone are refused. */
const JPEG_BASE64 =
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAEAAQDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABAb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCYAIon/9k='
const PDF_BASE64 = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n').toString('base64')

function get(cookie: string, url: string) {
  return ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })
}

async function storedImage(userId: string): Promise<string | null> {
  const [row] = await ctx.database.db.select({ image: user.image }).from(user).where(eq(user.id, userId))
  return row?.image ?? null
}

function storedFile(key: string): string {
  return path.join(ctx.dataDir, 'uploads', ...key.split('/'))
}

describe(`profile photo on ${testDatabaseKind}`, () => {
  it('stores the photo, serves it to the company only, replaces and removes it', async () => {
    const company = await createSignedInCompany(ctx)
    await setRole(ctx.database.db, company.userId, 'padrao')
    const saved = await call(company.cookie, 'PUT', '/api/profile/avatar', { data: PNG_BASE64 })
    expect(saved.statusCode, saved.body).toBe(200)
    const { avatarUrl } = saved.json() as { avatarUrl: string }
    expect(avatarUrl).toMatch(
      new RegExp(`^/api/avatars/${company.userId}/${company.userId}-[0-9a-f]{16}\\.jpg$`),
    )
    const key = await storedImage(company.userId)
    // Stored as the JPEG the worker pool made of the upload (issue 12), never the original bytes.
    expect(key).toMatch(new RegExp(`^avatars/${company.companyId}/${company.userId}-[0-9a-f]{16}\\.jpg$`))
    expect(existsSync(storedFile(key!))).toBe(true)
    expect((await me(company.cookie)).json()).toMatchObject({ avatarUrl })

    const served = await get(company.cookie, avatarUrl)
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/jpeg')
    expect(served.headers['x-content-type-options']).toBe('nosniff')
    expect(served.headers['cache-control']).toBe('private, max-age=31536000, immutable')
    expect(served.rawPayload.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(true)

    // Another company's member gets 404; without a session, 401.
    const other = await createSignedInCompany(ctx)
    const foreign = await get(other.cookie, avatarUrl)
    expect(foreign.statusCode).toBe(404)
    expect(foreign.json().error.message).toBe('Foto não encontrada.')
    expect((await get('', avatarUrl)).statusCode).toBe(401)

    // A member of the same company sees it.
    await ctx.database.db
      .update(profiles)
      .set({ companyId: company.companyId })
      .where(eq(profiles.id, other.userId))
    expect((await get(other.cookie, avatarUrl)).statusCode).toBe(200)

    // Replacing it deletes the old file; the old URL stops working.
    const replaced = await call(company.cookie, 'PUT', '/api/profile/avatar', { data: JPEG_BASE64 })
    expect(replaced.statusCode, replaced.body).toBe(200)
    const newUrl = (replaced.json() as { avatarUrl: string }).avatarUrl
    expect(newUrl).toMatch(/\.jpg$/)
    expect(existsSync(storedFile(key!))).toBe(false)
    expect((await get(company.cookie, avatarUrl)).statusCode).toBe(404)
    const jpeg = await get(company.cookie, newUrl)
    expect(jpeg.statusCode).toBe(200)
    expect(jpeg.headers['content-type']).toBe('image/jpeg')

    const newKey = await storedImage(company.userId)
    const removed = await call(company.cookie, 'DELETE', '/api/profile/avatar')
    expect(removed.statusCode, removed.body).toBe(204)
    expect(await storedImage(company.userId)).toBeNull()
    expect(existsSync(storedFile(newKey!))).toBe(false)
    expect((await me(company.cookie)).json()).toMatchObject({ avatarUrl: null })
    expect((await get(company.cookie, newUrl)).statusCode).toBe(404)
    // Removing again is fine.
    expect((await call(company.cookie, 'DELETE', '/api/profile/avatar')).statusCode).toBe(204)
  })

  it('deletes the photo file when an admin removes the member', async () => {
    const admin = await createSignedInCompany(ctx)
    const member = await createSignedInCompany(ctx)
    await ctx.database.db
      .update(profiles)
      .set({ companyId: admin.companyId, role: 'padrao' })
      .where(eq(profiles.id, member.userId))
    const saved = await call(member.cookie, 'PUT', '/api/profile/avatar', { data: PNG_BASE64 })
    expect(saved.statusCode, saved.body).toBe(200)
    const key = await storedImage(member.userId)
    expect(existsSync(storedFile(key!))).toBe(true)
    const removed = await call(admin.cookie, 'DELETE', `/api/team/members/${member.userId}`)
    expect(removed.statusCode, removed.body).toBe(204)
    expect(existsSync(storedFile(key!))).toBe(false)
  })

  it('refuses a file that is not JPG, PNG or WebP by its content, even named .jpg', async () => {
    const company = await createSignedInCompany(ctx)
    for (const payload of [
      { data: PDF_BASE64, name: 'foto.jpg', type: 'image/jpeg' },
      { data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64'), name: 'foto.jpg' },
      { data: 'não é base64!' },
    ]) {
      const bad = await call(company.cookie, 'PUT', '/api/profile/avatar', payload)
      expect(bad.statusCode, bad.body).toBe(422)
      expect(bad.json().error.message).toBe('A foto deve ser JPG, PNG ou WebP.')
    }
    for (const payload of [{}, { data: '' }, { data: 42 }]) {
      const bad = await call(company.cookie, 'PUT', '/api/profile/avatar', payload)
      expect(bad.statusCode, bad.body).toBe(400)
    }
    expect(await storedImage(company.userId)).toBeNull()
  })

  it('refuses a photo over 2 MB, keeping the current one', async () => {
    const company = await createSignedInCompany(ctx)
    await call(company.cookie, 'PUT', '/api/profile/avatar', { data: PNG_BASE64 })
    const before = await storedImage(company.userId)
    const big = Buffer.alloc(2 * 1024 * 1024 + 1)
    big.set([0xff, 0xd8, 0xff, 0xe0])
    const tooBig = await call(company.cookie, 'PUT', '/api/profile/avatar', { data: big.toString('base64') })
    expect(tooBig.statusCode, tooBig.body).toBe(422)
    expect(tooBig.json().error.message).toBe('A foto deve ter no máximo 2 MB.')
    const huge = await call(company.cookie, 'PUT', '/api/profile/avatar', {
      data: Buffer.alloc(4 * 1024 * 1024).toString('base64'),
    })
    expect(huge.statusCode).toBe(413)
    expect(huge.json().error.message).toBe('O conteúdo enviado é grande demais.')
    expect(await storedImage(company.userId)).toBe(before)
    expect(existsSync(storedFile(before!))).toBe(true)
  })

  it('answers 401 without a session', async () => {
    expect((await call('', 'PUT', '/api/profile/avatar', { data: PNG_BASE64 })).statusCode).toBe(401)
    expect((await call('', 'DELETE', '/api/profile/avatar')).statusCode).toBe(401)
  })
})

function confirmationToken(link: string): string {
  const token = new URL(link).searchParams.get('token')
  if (!token) throw new Error(`no token in ${link}`)
  return token
}

async function confirmationLink(to: string): Promise<string> {
  const mail = await lastMailTo(ctx.dataDir, to, { subject: /Confirme seu novo e-mail/ })
  const link = mail.links.find((candidate) => candidate.includes('/confirmar-email?token='))
  if (!link) throw new Error(`no confirmation link in ${mail.text}`)
  return link
}

function confirm(token: unknown) {
  return postJson(ctx.app, '/api/profile/email/confirm', { token })
}

async function signInStatus(email: string, password: string): Promise<number> {
  return (await postJson(ctx.app, '/api/auth/sign-in/email', { email, password })).statusCode
}

describe(`e-mail change on ${testDatabaseKind}`, () => {
  it('changes the e-mail only when the link sent to the new address is opened, once', async () => {
    const company = await createSignedInCompany(ctx)
    await setRole(ctx.database.db, company.userId, 'premium')
    const newEmail = uniqueEmail('novo')
    const requested = await call(company.cookie, 'POST', '/api/profile/email', {
      newEmail: `  ${newEmail.toUpperCase()} `,
      currentPassword: company.password,
    })
    expect(requested.statusCode, requested.body).toBe(202)
    expect(requested.json()).toEqual({ pendingEmail: newEmail })
    const link = await confirmationLink(newEmail)
    expect(link.startsWith('http://localhost:3000/confirmar-email?token=')).toBe(true)
    const mail = await lastMailTo(ctx.dataDir, newEmail)
    expect(mail.text).toContain('O link vale por 24 horas')
    // Nothing changed yet; only the token's hash is stored.
    expect((await me(company.cookie)).json().user.email).toBe(company.email)
    const token = confirmationToken(link)
    const rows = await ctx.database.db
      .select({ identifier: verification.identifier, value: verification.value })
      .from(verification)
      .where(like(verification.identifier, 'email-change:%'))
    expect(rows.some((row) => row.identifier.includes(token) || row.value.includes(token))).toBe(false)

    // The link works without a session (another device).
    const confirmed = await confirm(token)
    expect(confirmed.statusCode, confirmed.body).toBe(200)
    expect(confirmed.json()).toEqual({ email: newEmail })
    expect((await me(company.cookie)).json().user.email).toBe(newEmail)
    const [row] = await ctx.database.db
      .select({ emailVerified: user.emailVerified })
      .from(user)
      .where(eq(user.id, company.userId))
    expect(row?.emailVerified).toBe(true)

    const notice = await lastMailTo(ctx.dataDir, company.email, { subject: /foi alterado/ })
    expect(notice.text).toContain(newEmail)
    expect(await signInStatus(newEmail, company.password)).toBe(200)
    expect(await signInStatus(company.email, company.password)).toBe(401)

    const replayed = await confirm(token)
    expect(replayed.statusCode).toBe(404)
    expect(replayed.json().error.message).toBe(
      'Link de confirmação inválido, expirado ou já utilizado. Solicite a alteração novamente.',
    )
  })

  it('refuses a wrong password, the same address and one any account uses', async () => {
    const company = await createSignedInCompany(ctx)
    const other = await createSignedInCompany(ctx)
    const wrong = await call(company.cookie, 'POST', '/api/profile/email', {
      newEmail: uniqueEmail(),
      currentPassword: 'nao-e-a-senha',
    })
    expect(wrong.statusCode).toBe(422)
    expect(wrong.json().error.details.fields).toEqual({ currentPassword: 'A senha atual está incorreta.' })

    const same = await call(company.cookie, 'POST', '/api/profile/email', {
      newEmail: company.email,
      currentPassword: company.password,
    })
    expect(same.statusCode).toBe(422)
    expect(same.json().error.message).toBe('O novo e-mail deve ser diferente do atual.')

    for (const newEmail of [other.email, other.email.toUpperCase()]) {
      const taken = await call(company.cookie, 'POST', '/api/profile/email', {
        newEmail,
        currentPassword: company.password,
      })
      expect(taken.statusCode).toBe(409)
      expect(taken.json().error.message).toBe('Este e-mail já está em uso por outra conta.')
      expect(taken.json().error.details.fields).toEqual({
        newEmail: 'Este e-mail já está em uso por outra conta.',
      })
    }

    for (const [payload, field, message] of [
      [{ newEmail: 'nao-e-email', currentPassword: company.password }, 'newEmail', 'Digite um e-mail válido'],
      [{ newEmail: uniqueEmail(), currentPassword: '' }, 'currentPassword', 'Digite sua senha atual'],
      [{ currentPassword: company.password }, 'newEmail', 'Digite um e-mail válido'],
    ] as const) {
      const bad = await call(company.cookie, 'POST', '/api/profile/email', payload)
      expect(bad.statusCode).toBe(400)
      expect(bad.json().error.details.fields[field]).toBe(message)
    }
    expect(
      (await call('', 'POST', '/api/profile/email', { newEmail: uniqueEmail(), currentPassword: 'x' }))
        .statusCode,
    ).toBe(401)
    expect((await me(company.cookie)).json().user.email).toBe(company.email)
  })

  it('refuses an expired link, a replaced one and an address taken meanwhile', async () => {
    const company = await createSignedInCompany(ctx)
    const request = async (newEmail: string) => {
      const response = await call(company.cookie, 'POST', '/api/profile/email', {
        newEmail,
        currentPassword: company.password,
      })
      expect(response.statusCode, response.body).toBe(202)
      return confirmationToken(await confirmationLink(newEmail))
    }

    // Expired (24 h passed).
    const expiredEmail = uniqueEmail('expirado')
    const expired = await request(expiredEmail)
    await ctx.database.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(like(verification.identifier, 'email-change:%'))
    expect((await confirm(expired)).statusCode).toBe(404)

    // A newer request replaces the older one.
    const first = await request(uniqueEmail('primeiro'))
    const secondEmail = uniqueEmail('segundo')
    const second = await request(secondEmail)
    expect((await confirm(first)).statusCode).toBe(404)

    // The address was taken by an account created after the request.
    const taker = await createSignedInCompany(ctx, { email: secondEmail })
    const taken = await confirm(second)
    expect(taken.statusCode).toBe(409)
    expect(taken.json().error.message).toBe('Este e-mail já está em uso por outra conta.')
    expect(taker.email).toBe(secondEmail)
    expect((await me(company.cookie)).json().user.email).toBe(company.email)

    for (const token of ['', 'x'.repeat(201), 42, undefined]) {
      expect((await confirm(token)).statusCode).toBe(400)
    }
    expect((await confirm('token-inventado')).statusCode).toBe(404)
  })
})

type PendingAnswer = { pending: { newEmail: string; expiresAt: string } | null }

async function pending(cookie: string): Promise<PendingAnswer> {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/profile/email', headers: { cookie } })
  expect(response.statusCode, response.body).toBe(200)
  expect(response.headers['cache-control']).toBe('no-store')
  return response.json() as PendingAnswer
}

describe(`pending e-mail change on ${testDatabaseKind}`, () => {
  const invalidLink =
    'Link de confirmação inválido, expirado ou já utilizado. Solicite a alteração novamente.'
  const nothingPending = 'Não há alteração de e-mail pendente. Solicite a alteração novamente.'

  async function requestChange(company: { cookie: string; password: string }, newEmail: string) {
    const response = await call(company.cookie, 'POST', '/api/profile/email', {
      newEmail,
      currentPassword: company.password,
    })
    expect(response.statusCode, response.body).toBe(202)
    return confirmationLink(newEmail)
  }

  it('reports the pending address and expiry to its member only; another member cannot cancel it', async () => {
    const company = await createSignedInCompany(ctx)
    // A colleague in the same company, and a member of another company.
    const colleague = await createSignedInCompany(ctx)
    await ctx.database.db
      .update(profiles)
      .set({ companyId: company.companyId, role: 'admin' })
      .where(eq(profiles.id, colleague.userId))
    const stranger = await createSignedInCompany(ctx)
    expect(await pending(company.cookie)).toEqual({ pending: null })

    const newEmail = uniqueEmail('pendente')
    const before = Date.now()
    const link = await requestChange(company, newEmail)
    const answer = await pending(company.cookie)
    expect(answer.pending?.newEmail).toBe(newEmail)
    const expiresAt = new Date(answer.pending?.expiresAt ?? '').getTime()
    expect(expiresAt).toBeGreaterThanOrEqual(before + 24 * 60 * 60 * 1000 - 1000)
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 24 * 60 * 60 * 1000 + 1000)

    for (const other of [colleague, stranger]) {
      expect(await pending(other.cookie)).toEqual({ pending: null })
      expect((await call(other.cookie, 'DELETE', '/api/profile/email')).statusCode).toBe(204)
      const resent = await call(other.cookie, 'POST', '/api/profile/email/resend')
      expect(resent.statusCode).toBe(404)
      expect(resent.json().error.message).toBe(nothingPending)
    }
    // Still pending, and the link still works.
    expect((await pending(company.cookie)).pending?.newEmail).toBe(newEmail)
    const confirmed = await confirm(confirmationToken(link))
    expect(confirmed.statusCode, confirmed.body).toBe(200)
    expect(await pending(company.cookie)).toEqual({ pending: null })

    expect((await ctx.app.inject({ method: 'GET', url: '/api/profile/email' })).statusCode).toBe(401)
    expect((await call('', 'DELETE', '/api/profile/email')).statusCode).toBe(401)
    expect((await call('', 'POST', '/api/profile/email/resend')).statusCode).toBe(401)
  })

  it('"Cancelar alteração" deletes the pending change: its link answers the invalid-link message', async () => {
    const company = await createSignedInCompany(ctx)
    const newEmail = uniqueEmail('cancelado')
    const link = await requestChange(company, newEmail)
    const cancelled = await call(company.cookie, 'DELETE', '/api/profile/email')
    expect(cancelled.statusCode, cancelled.body).toBe(204)
    expect(await pending(company.cookie)).toEqual({ pending: null })
    const used = await confirm(confirmationToken(link))
    expect(used.statusCode).toBe(404)
    expect(used.json().error.message).toBe(invalidLink)
    expect((await me(company.cookie)).json().user.email).toBe(company.email)
    // Cancelling with nothing pending is fine; resending is not.
    expect((await call(company.cookie, 'DELETE', '/api/profile/email')).statusCode).toBe(204)
    const resent = await call(company.cookie, 'POST', '/api/profile/email/resend')
    expect(resent.statusCode).toBe(404)
    expect(resent.json().error.message).toBe(nothingPending)
  })

  it('"Reenviar link" sends a new link to the same address without the password; the old one stops working', async () => {
    const company = await createSignedInCompany(ctx)
    const newEmail = uniqueEmail('reenvio')
    const oldLink = await requestChange(company, newEmail)
    const firstExpiry = (await pending(company.cookie)).pending?.expiresAt
    const resent = await call(company.cookie, 'POST', '/api/profile/email/resend', {
      newEmail: uniqueEmail(),
    })
    expect(resent.statusCode, resent.body).toBe(202)
    // The body is ignored: the address stays the pending one.
    expect(resent.json()).toEqual({ pendingEmail: newEmail })
    const newLink = await confirmationLink(newEmail)
    expect(newLink).not.toBe(oldLink)
    const answer = await pending(company.cookie)
    expect(answer.pending?.newEmail).toBe(newEmail)
    expect(new Date(answer.pending?.expiresAt ?? '').getTime()).toBeGreaterThanOrEqual(
      new Date(firstExpiry ?? '').getTime(),
    )
    const rows = await ctx.database.db
      .select({ value: verification.value })
      .from(verification)
      .where(like(verification.identifier, 'email-change:%'))
    expect(rows.filter((row) => row.value.includes(company.userId))).toHaveLength(1)

    const old = await confirm(confirmationToken(oldLink))
    expect(old.statusCode).toBe(404)
    expect(old.json().error.message).toBe(invalidLink)
    const confirmed = await confirm(confirmationToken(newLink))
    expect(confirmed.statusCode, confirmed.body).toBe(200)
    expect((await me(company.cookie)).json().user.email).toBe(newEmail)
  })

  it('refuses a resend for an expired change or an address taken meanwhile, and past the hourly limit', async () => {
    const company = await createSignedInCompany(ctx)
    const expiredEmail = uniqueEmail('expirou')
    await requestChange(company, expiredEmail)
    await ctx.database.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(like(verification.value, `%${company.userId}%`))
    expect(await pending(company.cookie)).toEqual({ pending: null })
    const expired = await call(company.cookie, 'POST', '/api/profile/email/resend')
    expect(expired.statusCode).toBe(404)
    expect(expired.json().error.message).toBe(nothingPending)

    const takenEmail = uniqueEmail('tomado')
    await requestChange(company, takenEmail)
    await createSignedInCompany(ctx, { email: takenEmail })
    const taken = await call(company.cookie, 'POST', '/api/profile/email/resend')
    expect(taken.statusCode).toBe(409)
    expect(taken.json().error.message).toBe('Este e-mail já está em uso por outra conta.')

    // Requests and resends share one limit: 10 per member per hour.
    const limited = await createSignedInCompany(ctx)
    await requestChange(limited, uniqueEmail('limite'))
    for (let index = 0; index < 9; index += 1) {
      const response = await call(limited.cookie, 'POST', '/api/profile/email/resend')
      expect(response.statusCode, response.body).toBe(202)
    }
    const tooMany = await call(limited.cookie, 'POST', '/api/profile/email/resend')
    expect(tooMany.statusCode).toBe(429)
    expect(tooMany.json().error.message).toMatch(/^Muitas tentativas\. Tente novamente em \d+ minutos?\.$/)
  })
})

describe(`password change attempts on ${testDatabaseKind}`, () => {
  it('limits the current-password checks per member', async () => {
    const company = await createSignedInCompany(ctx)
    const wrong = () =>
      call(company.cookie, 'POST', '/api/profile/password', {
        currentPassword: 'chute-errado-1',
        newPassword: 'nova-senha-forte-1',
        confirmPassword: 'nova-senha-forte-1',
      })
    for (let index = 0; index < 10; index++) expect((await wrong()).statusCode).toBe(422)
    const limited = await wrong()
    expect(limited.statusCode).toBe(429)
    expect(limited.json().error.message).toMatch(/^Muitas tentativas\. Tente novamente em \d+ minutos?\.$/)
  })
})
