import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { profiles } from '../db/schema/index.ts'
import { TEST_ORIGIN, uniqueIp } from '../test/accounts.ts'
import { createTestApp, type TestContext } from '../test/app.ts'
import { createSignedInCompany, type SignedInCompany } from '../test/applications.ts'
import { testDatabaseKind } from '../test/database.ts'

let ctx: TestContext
let company: SignedInCompany
beforeAll(async () => {
  ctx = await createTestApp()
  company = await createSignedInCompany(ctx)
})
afterAll(async () => {
  await ctx.close()
})

const FOREIGN = 'https://malicioso.example'
const REFUSED = { error: { code: 'FORBIDDEN_ORIGIN', message: 'Origem não permitida.' } }

describe(`origin check bypass attempts (issue 12, ${testDatabaseKind})`, () => {
  const variants: [
    string,
    { method: 'PATCH' | 'POST' | 'PUT' | 'DELETE'; url: string; contentType?: string },
  ][] = [
    ['a percent-encoded /api prefix', { method: 'PATCH', url: '/%61pi/profile' }],
    ['an upper-case percent-encoded prefix', { method: 'PATCH', url: '/%61%50%49/profile' }],
    ['an absolute-form target', { method: 'PATCH', url: 'http://localhost:3000/api/profile' }],
    [
      'an absolute-form target on another host',
      { method: 'PATCH', url: 'http://malicioso.example/api/profile' },
    ],
    ['a doubled slash', { method: 'PATCH', url: '//api/profile' }],
    ['a dot segment', { method: 'PATCH', url: '/x/../api/profile' }],
    ['a text/plain body', { method: 'PATCH', url: '/api/profile', contentType: 'text/plain' }],
    [
      'a form-encoded body',
      { method: 'POST', url: '/api/auth/sign-out', contentType: 'application/x-www-form-urlencoded' },
    ],
    [
      'a multipart body',
      { method: 'PUT', url: '/api/profile/avatar', contentType: 'multipart/form-data; boundary=x' },
    ],
    ['a DELETE', { method: 'DELETE', url: '/api/profile/avatar' }],
    ['a path outside /api', { method: 'POST', url: '/f/qualquer' }],
  ]

  it.each(variants)(
    'refuses %s from a foreign origin with 403 and changes nothing',
    async (_name, request) => {
      const response = await ctx.app.inject({
        method: request.method,
        url: request.url,
        payload: request.contentType ? 'fullName=Invasor' : { fullName: 'Invasor' },
        headers: {
          origin: FOREIGN,
          cookie: company.cookie,
          'x-forwarded-for': uniqueIp(),
          ...(request.contentType ? { 'content-type': request.contentType } : {}),
        },
      })
      expect(response.statusCode).toBe(403)
      expect(response.json()).toEqual(REFUSED)
      const me = await ctx.app.inject({
        method: 'GET',
        url: '/api/profile',
        headers: { cookie: company.cookie },
      })
      expect(me.json().fullName).not.toBe('Invasor')
    },
  )

  it('refuses a foreign Referer without Origin on an encoded path too', async () => {
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: '/%61pi/profile',
      payload: { fullName: 'Invasor' },
      headers: { referer: `${FOREIGN}/pagina`, cookie: company.cookie, 'x-forwarded-for': uniqueIp() },
    })
    expect(response.statusCode).toBe(403)
    expect(response.json()).toEqual(REFUSED)
  })

  it('still lets the app’s own origin change the profile', async () => {
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      payload: { fullName: 'Maria Própria' },
      headers: { origin: TEST_ORIGIN, cookie: company.cookie, 'x-forwarded-for': uniqueIp() },
    })
    expect(response.statusCode, response.body).toBe(200)
    const [profile] = await ctx.database.db
      .select({ fullName: profiles.fullName })
      .from(profiles)
      .where(eq(profiles.id, company.userId))
    expect(profile?.fullName).toBe('Maria Própria')
  })
})
