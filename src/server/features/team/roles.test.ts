import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { RouteOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PlanId } from '../../../shared/plans.ts'
import { ROLES, type Role } from '../../../shared/roles.ts'
import { requireAuth } from '../../auth/guard.ts'
import { subscriptions } from '../../db/schema/companies.ts'
import { TEST_ORIGIN, uniqueIp } from '../../test/accounts.ts'
import { createTestApp, type TestContext } from '../../test/app.ts'
import { createSignedInCompany, setRole } from '../../test/applications.ts'
import { testDatabaseKind } from '../../test/database.ts'

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'
type RouteCase = {
  method: Method
  url: string
  payload?: Record<string, unknown>
  allowed: readonly Role[]
  /** The caller's company is put on this plan just before the call (for routes a plan gates). */
  plan?: PlanId
}

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
  { method: 'GET', url: `/api/applications/${someId}/history`, allowed: ALL },
  { method: 'GET', url: `/api/applications/${someId}/pdf`, allowed: REVIEWERS, plan: 'basico' },
  { method: 'GET', url: `/api/applications/${someId}/files/foto`, allowed: ALL },
  {
    method: 'PATCH',
    url: `/api/applications/${someId}/status`,
    payload: { status: 'aprovado' },
    allowed: ALL,
  },
  { method: 'DELETE', url: `/api/applications/${someId}`, allowed: REVIEWERS },
  { method: 'GET', url: '/api/forms', allowed: REVIEWERS },
  {
    // Valid for the schema; the service then refuses a form without steps (422), past the guard.
    method: 'PUT',
    url: '/api/forms',
    payload: { title: 'Formulário de Candidatura', steps: [], version: 1 },
    allowed: REVIEWERS,
  },
  { method: 'GET', url: '/api/settings/company', allowed: ADMIN },
  {
    method: 'PUT',
    url: '/api/settings/company',
    payload: { name: 'Empresa Renomeada', address: '', phone: '(11)98765-4321', customLink: '' },
    allowed: ADMIN,
  },
  { method: 'GET', url: '/api/settings/public-link', allowed: REVIEWERS },
  {
    // Choosing a slug is a Básico-and-up feature: on gratuito the plan, not the role, says 403.
    method: 'PUT',
    url: '/api/settings/public-link',
    payload: { slug: `empresa-${someId.slice(0, 8)}` },
    allowed: REVIEWERS,
    plan: 'basico',
  },
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
  { method: 'PUT', url: '/api/profile/avatar', payload: { data: 'AAAA' }, allowed: ALL },
  { method: 'DELETE', url: '/api/profile/avatar', allowed: ALL },
  { method: 'GET', url: `/api/avatars/${someId}/${someId}-0123456789abcdef.png`, allowed: ALL },
  {
    method: 'POST',
    url: '/api/profile/email',
    payload: { newEmail: 'novo.endereco@empresa.com.br', currentPassword: 'errada-123' },
    allowed: ALL,
  },
  { method: 'GET', url: '/api/profile/email', allowed: ALL },
  // Nothing pending: past the guard to the 404 "no pending change".
  { method: 'POST', url: '/api/profile/email/resend', allowed: ALL },
  { method: 'DELETE', url: '/api/profile/email', allowed: ALL },
  { method: 'GET', url: '/api/billing', allowed: ADMIN },
  { method: 'POST', url: '/api/billing/plan', payload: { plan: 'basico' }, allowed: ADMIN },
  { method: 'POST', url: '/api/billing/cancel', payload: { reason: 'preco' }, allowed: ADMIN },
  // This app runs in demonstration mode: the admin gets past the guard to the 404 "not configured".
  { method: 'POST', url: '/api/billing/checkout', payload: { plan: 'basico' }, allowed: ADMIN },
  {
    method: 'POST',
    url: '/api/billing/checkout/confirm',
    payload: { sessionId: 'cs_test_123' },
    allowed: ADMIN,
  },
  { method: 'POST', url: '/api/billing/portal', allowed: ADMIN },
]

/**
 * /api routes anyone may call without a session: health, Better Auth, sign-up, the public form and
 * accepting an invitation (the API docs under /api/docs are public too). Every other /api route
 * must use `requireAuth` and have a row in ROUTES.
 */
const PUBLIC_ROUTES: readonly string[] = [
  'GET /api/health',
  // The web app's session probe: 200 { session: null } for a visitor (me.routes.ts).
  'GET /api/session',
  'GET /api/auth/*',
  'POST /api/auth/*',
  'POST /api/accounts/sign-up',
  'POST /api/accounts/resend-confirmation',
  'GET /api/public/forms/:slug',
  'POST /api/public/forms/:slug/submissions',
  'GET /api/public/cep/:cep',
  'GET /api/invitations/:token',
  'POST /api/invitations/accept',
  // The e-mail change link may be opened on another device: its single-use token is the credential.
  'POST /api/profile/email/confirm',
  // Stripe's calls: the signature over the raw body is the credential (billing.routes.ts).
  'POST /api/billing/webhook',
]
const API_DOCS_PREFIX = '/api/docs'

type RegisteredRoute = { method: string; url: string; authenticated: boolean }
/** Every route the app registers (HEAD twins of GET routes left out), seen through its onRoute hook. */
const registered: RegisteredRoute[] = []

function recordRoute(route: RouteOptions) {
  const preHandlers = [route.preHandler ?? []].flat()
  for (const method of [route.method].flat()) {
    if (method === 'HEAD') continue
    registered.push({ method, url: route.url, authenticated: preHandlers.includes(requireAuth) })
  }
}

/** Whether a concrete URL of the table (`/api/team/members/<uuid>`) is an instance of a route pattern. */
function matchesPattern(pattern: string, url: string): boolean {
  const source = pattern
    .split('/')
    .map((segment) => {
      if (segment === '*') return '.*'
      if (segment.startsWith(':')) return '[^/]+'
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    })
    .join('/')
  return new RegExp(`^${source}$`).test(url.split('?')[0] ?? url)
}

const isApi = (route: RegisteredRoute) =>
  route.url.startsWith('/api/') && !route.url.startsWith(API_DOCS_PREFIX)
const label = (route: { method: string; url: string }) => `${route.method} ${route.url}`

let ctx: TestContext
const cookies = new Map<Role, string>()
const companyIds = new Map<Role, string>()

async function setPlan(companyId: string, planType: PlanId) {
  await ctx.database.db.update(subscriptions).set({ planType }).where(eq(subscriptions.companyId, companyId))
}

beforeAll(async () => {
  ctx = await createTestApp({ onRoute: recordRoute })
  for (const role of ROLES) {
    const company = await createSignedInCompany(ctx)
    await setRole(ctx.database.db, company.userId, role)
    cookies.set(role, company.cookie)
    companyIds.set(role, company.companyId)
  }
})
afterAll(async () => {
  await ctx.close()
})

describe(`role × admin route on ${testDatabaseKind}`, () => {
  const cases = ROUTES.flatMap((route) => ROLES.map((role) => ({ ...route, role })))
  it.each(cases)('$role $method $url', async ({ role, method, url, payload, allowed, plan }) => {
    if (plan) await setPlan(companyIds.get(role) ?? '', plan)
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

describe('the role table covers every /api route', () => {
  it('sees the routes the app registers', () => {
    expect(registered.filter(isApi).length).toBeGreaterThan(ROUTES.length)
  })

  it('has a row for every route behind requireAuth', () => {
    const missing = registered
      .filter((route) => isApi(route) && route.authenticated)
      .filter(
        (route) => !ROUTES.some((row) => row.method === route.method && matchesPattern(route.url, row.url)),
      )
      .map(label)
    expect(missing, 'add these routes to ROUTES with the roles that may call them').toEqual([])
  })

  it('lets no other /api route through without a session unless it is a listed public route', () => {
    const unlisted = registered
      .filter((route) => isApi(route) && !route.authenticated)
      .map(label)
      .filter((route) => !PUBLIC_ROUTES.includes(route))
    expect(
      unlisted,
      'guard these routes with requireAuth (and add them to ROUTES) or list them as public',
    ).toEqual([])
  })

  it('lists only routes that exist, with the guard the list says', () => {
    const stalePublic = PUBLIC_ROUTES.filter(
      (entry) => !registered.some((route) => !route.authenticated && label(route) === entry),
    )
    expect(stalePublic).toEqual([])
    const staleRows = ROUTES.filter(
      (row) =>
        !registered.some(
          (route) => route.authenticated && route.method === row.method && matchesPattern(route.url, row.url),
        ),
    ).map(label)
    expect(staleRows).toEqual([])
  })

  it('tells a route pattern from another', () => {
    expect(matchesPattern('/api/team/members/:id', `/api/team/members/${someId}`)).toBe(true)
    expect(matchesPattern('/api/team/members/:id', '/api/team/members')).toBe(false)
    expect(matchesPattern('/api/applications/:id', `/api/applications/${someId}/pdf`)).toBe(false)
    expect(matchesPattern('/api/applications/export.csv', '/api/applications/exportXcsv')).toBe(false)
    expect(matchesPattern('/api/auth/*', '/api/auth/sign-in/email')).toBe(true)
  })
})
