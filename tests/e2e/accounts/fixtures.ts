import { mkdirSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test'
import { simpleParser } from 'mailparser'
import { baseURL } from '../../../playwright.config.ts'
import { createConfirmedCompany, signIn } from '../support/accounts.ts'
import { outboxDir, readEmail } from '../support/mail.ts'

/**
 * Shared pieces of the account specs. Every test gets its own client address (the server trusts
 * X-Forwarded-For, and its rate limits count per address), so tests never share a rate-limit bucket,
 * except the one that wants to reach the limit.
 */
let sequence = 0
function uniqueSuffix(): string {
  sequence += 1
  return `${Date.now().toString(36)}${process.pid.toString(36)}${sequence}`
}

export function uniqueEmail(prefix = 'pessoa'): string {
  return `${prefix}.${uniqueSuffix()}@empresa.com.br`
}

function uniqueIp(): string {
  const n = Math.floor(Math.random() * 0xfffffe) + 1
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
}

export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': uniqueIp() })
  },
})
export { createConfirmedCompany, expect, signIn }

export type Account = {
  fullName: string
  email: string
  companyName: string
  password: string
}

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

async function linkInEmail(email: string, subject: RegExp, linkPart: string): Promise<string> {
  const mail = await readEmail(email, { subject })
  const link = mail.links.find((candidate) => candidate.includes(linkPart))
  if (!link) throw new Error(`no link with ${linkPart} in "${mail.subject}"`)
  return link
}

export const confirmationLink = (email: string) =>
  linkInEmail(email, /Confirme seu cadastro/, '/api/auth/verify-email')
export const resetLink = (email: string) =>
  linkInEmail(email, /Redefina sua senha/, '/api/auth/reset-password')

/** How many e-mails the outbox holds for `email` (to check that a resend really sent one). */
export async function mailCount(email: string): Promise<number> {
  const files = (await readdir(outboxDir()).catch(() => [] as string[])).filter((file) =>
    file.endsWith('.eml'),
  )
  let count = 0
  for (const file of files) {
    const parsed = await simpleParser(await readFile(path.join(outboxDir(), file)))
    const to = Array.isArray(parsed.to) ? parsed.to : parsed.to ? [parsed.to] : []
    if (to.some((item) => item.value.some((entry) => entry.address?.toLowerCase() === email.toLowerCase()))) {
      count += 1
    }
  }
  return count
}

/** Runs axe-core on the page as the user sees it; any violation fails the test. */
export async function expectNoAxeViolations(page: Page, options: { exclude?: string[] } = {}): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector)
  const results = await builder.analyze()
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target).join(', ')})`,
  )
  expect(summary).toEqual([])
}

/** Full-page screenshot under .tmp/screens for a human to look at (not compared). */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync('.tmp/screens', { recursive: true })
  const width = page.viewportSize()?.width ?? 0
  await page.screenshot({ path: `.tmp/screens/${name}-${width}.png`, fullPage: true })
}

/** The admin area's menu items, in order. */
export const ADMIN_ROUTES = [
  { path: '/dashboard', label: 'Dashboard' },
  { path: '/perfil', label: 'Perfil' },
  { path: '/usuarios', label: 'Gestão de Usuários' },
  { path: '/configuracoes', label: 'Configurações' },
  { path: '/formularios', label: 'Formulários' },
  { path: '/curriculos', label: 'Currículos' },
  { path: '/pagamentos', label: 'Pagamentos' },
  { path: '/cancelamento', label: 'Cancelamento de Plano' },
] as const
