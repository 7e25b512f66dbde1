import { randomInt } from 'node:crypto'
import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { baseURL } from '../../../playwright.config.ts'
import type { PlanId } from '../../../src/shared/plans.ts'
import { readEmail } from './mail.ts'

/**
 * A random client address for the server's per-IP rate limits (it trusts X-Forwarded-For), so the
 * accounts a test creates through these helpers never use up the limits the UI tests exercise.
 */
export function randomClientIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`
}

export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}.${Date.now().toString(36)}.${randomInt(1_000_000).toString(36)}@empresa.com.br`
}

export type CompanyAccount = {
  email: string
  password: string
  fullName: string
  companyName: string
  publicFormUrl: string
}

type CompanyOverrides = Partial<Omit<CompanyAccount, 'publicFormUrl'>>

/** Which e2e server a helper talks to (default: the main one; the Stripe-mode server has its own). */
export type E2eServer = { baseURL: string; dataDir?: string }

/**
 * Signs a new company up through POST /api/accounts/sign-up with unique data, reads the confirmation
 * e-mail from the outbox and follows its link (which confirms and signs in `request`). Answers the
 * credentials and the company's public-form slug.
 */
export async function createConfirmedCompany(
  request: APIRequestContext,
  overrides: CompanyOverrides = {},
  server: E2eServer = { baseURL },
): Promise<CompanyAccount> {
  const suffix = randomInt(1_000_000).toString(36)
  const data = {
    fullName: overrides.fullName ?? 'Ana Recrutadora',
    email: overrides.email ?? uniqueEmail(),
    companyName: overrides.companyName ?? `Empresa Teste ${suffix}`,
    password: overrides.password ?? 'senha-segura-123',
  }
  const ip = randomClientIp()
  const signUp = await request.post(`${server.baseURL}/api/accounts/sign-up`, {
    data: { ...data, confirmPassword: data.password },
    headers: { origin: server.baseURL, 'x-forwarded-for': ip },
  })
  expect(signUp.status(), await signUp.text()).toBe(201)

  const email = await readEmail(data.email, { subject: /Confirme/, dataDir: server.dataDir })
  const link = email.links.find((candidate) => candidate.includes('/api/auth/verify-email'))
  if (!link) throw new Error(`No confirmation link in: ${email.text}`)
  const confirm = await request.get(link, { maxRedirects: 0, headers: { 'x-forwarded-for': ip } })
  expect(confirm.status()).toBe(302)
  expect(confirm.headers().location).toBe('/auth/callback')

  const me = await request.get(`${server.baseURL}/api/me`)
  expect(me.status(), await me.text()).toBe(200)
  const body = (await me.json()) as { company: { publicFormUrl: string } }
  return { ...data, publicFormUrl: body.company.publicFormUrl }
}

/**
 * Signs in through the API in the page's browser context (its cookies), so only the login test
 * drives the login form. Navigate afterwards (e.g. `page.goto('/dashboard')`).
 */
export async function signIn(
  page: Page,
  credentials: { email: string; password: string },
  server: E2eServer = { baseURL },
): Promise<void> {
  const response = await page.request.post(`${server.baseURL}/api/auth/sign-in/email`, {
    data: credentials,
    headers: { origin: server.baseURL, 'x-forwarded-for': randomClientIp() },
  })
  expect(response.status(), await response.text()).toBe(200)
}

/** Sign-up data for a person who has no account yet (unique e-mail). */
export type Account = { fullName: string; email: string; companyName: string; password: string }

export function newAccount(overrides: Partial<Account> = {}): Account {
  return {
    fullName: 'Ana Souza',
    email: uniqueEmail('ana'),
    companyName: 'Padaria Pão Quente',
    password: 'senha-forte-123',
    ...overrides,
  }
}

/** Signs up through the API (not confirmed). */
export async function signUpByApi(request: APIRequestContext, account: Account): Promise<void> {
  const response = await request.post('/api/accounts/sign-up', {
    headers: { origin: baseURL },
    data: { ...account, confirmPassword: account.password },
  })
  expect(response.status(), await response.text()).toBe(201)
}

/** Puts the signed-in company of `request` on a plan through the billing API (demonstration mode: at once). */
export async function setPlan(request: APIRequestContext, plan: PlanId): Promise<void> {
  const response = await request.post('/api/billing/plan', {
    data: { plan },
    headers: { origin: baseURL, 'x-forwarded-for': randomClientIp() },
  })
  expect(response.status(), await response.text()).toBe(200)
}

/** The admin area's menu items, in order. */
export const ADMIN_ROUTES = [
  { path: '/dashboard', label: 'Dashboard' },
  { path: '/perfil', label: 'Perfil' },
  { path: '/usuarios', label: 'Gestão de Usuários' },
  { path: '/configuracoes', label: 'Configurações' },
  { path: '/formularios', label: 'Formulários' },
  { path: '/curriculos', label: 'Currículos' },
  { path: '/vagas', label: 'Vagas' },
  { path: '/agenda', label: 'Agenda' },
  { path: '/pagamentos', label: 'Pagamentos' },
  { path: '/cancelamento', label: 'Cancelamento de Plano' },
] as const
