import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cookieHeader, postJson, TEST_ORIGIN, uniqueIp } from '../../test/accounts.ts'
import { createTestApp, type TestContext } from '../../test/app.ts'
import { createSignedInCompany, setRole } from '../../test/applications.ts'
import { testDatabaseKind } from '../../test/database.ts'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestApp()
})
afterAll(async () => {
  await ctx.close()
})

function call(cookie: string, method: 'PATCH' | 'POST', url: string, payload: Record<string, unknown>) {
  return ctx.app.inject({
    method,
    url,
    payload,
    headers: { cookie, origin: TEST_ORIGIN, 'x-forwarded-for': uniqueIp() },
  })
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
