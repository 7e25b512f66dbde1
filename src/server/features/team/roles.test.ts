import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ROLES, type Role } from '../../../shared/roles.ts'
import { TEST_ORIGIN, uniqueIp } from '../../test/accounts.ts'
import { createTestApp, type TestContext } from '../../test/app.ts'
import { createSignedInCompany, setRole } from '../../test/applications.ts'
import { testDatabaseKind } from '../../test/database.ts'

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'
type RouteCase = { method: Method; url: string; payload?: Record<string, unknown>; allowed: readonly Role[] }

const ALL: readonly Role[] = ROLES
const REVIEWERS: readonly Role[] = ['admin', 'premium']
const ADMIN: readonly Role[] = ['admin']
const someId = randomUUID()

/**
 * Every admin API route and the roles that may call it (src/shared/permissions.ts). A route added
 * without a row here is a route whose role rule nobody checked: add it.
 */
const ROUTES: readonly RouteCase[] = [
  { method: 'GET', url: '/api/me', allowed: ALL },
  { method: 'GET', url: '/api/dashboard', allowed: ALL },
  { method: 'GET', url: '/api/applications', allowed: ALL },
  { method: 'GET', url: '/api/applications/stats', allowed: ALL },
  { method: 'GET', url: '/api/applications/export.csv', allowed: REVIEWERS },
  { method: 'GET', url: `/api/applications/${someId}`, allowed: ALL },
  { method: 'GET', url: `/api/applications/${someId}/pdf`, allowed: REVIEWERS },
  { method: 'GET', url: `/api/applications/${someId}/files/foto`, allowed: ALL },
  {
    method: 'PATCH',
    url: `/api/applications/${someId}/status`,
    payload: { status: 'aprovado' },
    allowed: ALL,
  },
  { method: 'DELETE', url: `/api/applications/${someId}`, allowed: REVIEWERS },
  { method: 'GET', url: '/api/forms', allowed: REVIEWERS },
  { method: 'GET', url: '/api/settings/company', allowed: ADMIN },
  { method: 'GET', url: '/api/settings/public-link', allowed: REVIEWERS },
  { method: 'GET', url: '/api/team', allowed: ADMIN },
  {
    method: 'POST',
    url: '/api/team/invitations',
    payload: { fullName: 'Ana Lima', email: 'ana.lima@empresa.com.br', role: 'padrao' },
    allowed: ADMIN,
  },
  { method: 'POST', url: `/api/team/invitations/${someId}/resend`, allowed: ADMIN },
  { method: 'DELETE', url: `/api/team/invitations/${someId}`, allowed: ADMIN },
  { method: 'PATCH', url: `/api/team/members/${someId}`, payload: { fullName: 'Ana Lima' }, allowed: ADMIN },
  { method: 'DELETE', url: `/api/team/members/${someId}`, allowed: ADMIN },
  { method: 'PATCH', url: '/api/profile', payload: { fullName: 'Nome Novo' }, allowed: ALL },
  {
    method: 'POST',
    url: '/api/profile/password',
    payload: { currentPassword: 'errada-123', newPassword: 'nova-senha-1', confirmPassword: 'nova-senha-1' },
    allowed: ALL,
  },
  { method: 'GET', url: '/api/billing', allowed: ADMIN },
  { method: 'POST', url: '/api/billing/plan', payload: { plan: 'basico' }, allowed: ADMIN },
  { method: 'POST', url: '/api/billing/cancel', payload: { reason: 'preco' }, allowed: ADMIN },
]

let ctx: TestContext
const cookies = new Map<Role, string>()

beforeAll(async () => {
  ctx = await createTestApp()
  for (const role of ROLES) {
    const company = await createSignedInCompany(ctx)
    await setRole(ctx.database.db, company.userId, role)
    cookies.set(role, company.cookie)
  }
})
afterAll(async () => {
  await ctx.close()
})

describe(`role × admin route on ${testDatabaseKind}`, () => {
  const cases = ROUTES.flatMap((route) => ROLES.map((role) => ({ ...route, role })))
  it.each(cases)('$role $method $url', async ({ role, method, url, payload, allowed }) => {
    const response = await ctx.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: { cookie: cookies.get(role) ?? '', origin: TEST_ORIGIN, 'x-forwarded-for': uniqueIp() },
    })
    if (allowed.includes(role)) {
      expect(response.statusCode, response.body).not.toBe(403)
      expect(response.statusCode, response.body).not.toBe(401)
      expect(response.statusCode, response.body).toBeLessThan(500)
    } else {
      expect(response.statusCode, response.body).toBe(403)
      expect(response.json()).toEqual({
        error: { code: 'FORBIDDEN', message: 'Você não tem permissão para realizar esta ação.' },
      })
    }
  })

  it('answers 401 to every admin route without a session', async () => {
    for (const route of ROUTES) {
      const response = await ctx.app.inject({
        method: route.method,
        url: route.url,
        ...(route.payload ? { payload: route.payload } : {}),
        headers: { origin: TEST_ORIGIN },
      })
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401)
    }
  })
})
