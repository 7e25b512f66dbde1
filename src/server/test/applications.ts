import { randomUUID } from 'node:crypto'
import { count, eq } from 'drizzle-orm'
import type { PublicForm } from '../../shared/forms/public-form-api.ts'
import type { Role } from '../../shared/roles.ts'
import type { Db } from '../db/client.ts'
import { user } from '../db/schema/auth.ts'
import { profiles } from '../db/schema/profiles.ts'
import { candidateSubmissions } from '../db/schema/submissions.ts'
import { tenantWhere } from '../db/tenant.ts'
import { consent, getForm, validAnswers } from '../features/public-form/test-support.ts'
import { createConfirmedAccount, type SignUpData, TEST_ORIGIN, uniqueIp } from './accounts.ts'
import type { TestContext } from './app.ts'

/** A company signed up and confirmed through the API, with its admin's session cookie. */
export type SignedInCompany = SignUpData & {
  cookie: string
  userId: string
  companyId: string
  slug: string
}

export async function createSignedInCompany(
  ctx: TestContext,
  overrides: Partial<SignUpData> = {},
): Promise<SignedInCompany> {
  const account = await createConfirmedAccount(ctx.app, ctx.dataDir, overrides)
  const [row] = await ctx.database.db
    .select({ userId: user.id, companyId: profiles.companyId })
    .from(user)
    .innerJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.email, account.email))
  if (!row) throw new Error(`no profile for ${account.email}`)
  const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: account.cookie } })
  const slug = (me.json() as { company: { publicFormUrl: string } }).company.publicFormUrl
  return { ...account, ...row, slug }
}

/** Changes a staff member's role (the team screen that does it comes with its own issue). */
export async function setRole(db: Db, userId: string, role: Role): Promise<void> {
  await db.update(profiles).set({ role }).where(eq(profiles.id, userId))
}

const forms = new Map<string, PublicForm>()

/**
 * Sends an application through the real public endpoint (POST /api/public/forms/:slug/submissions),
 * so it is stored exactly as the pipeline stores it. `answers` override the default form's valid
 * answers by field key; `createdAt` back-dates the row afterwards (for ordering and dates).
 */
export async function submitTestApplication(
  ctx: TestContext,
  slug: string,
  options: { answers?: Record<string, unknown>; createdAt?: Date; sensitiveDataAccepted?: boolean } = {},
): Promise<string> {
  let form = forms.get(slug)
  if (!form) {
    form = await getForm(ctx.app, slug)
    forms.set(slug, form)
  }
  const id = randomUUID()
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/public/forms/${slug}/submissions`,
    payload: {
      id,
      values: validAnswers(form, options.answers),
      consent: consent({ sensitiveDataAccepted: options.sensitiveDataAccepted ?? true }),
    },
    headers: { origin: TEST_ORIGIN, 'x-forwarded-for': uniqueIp(), 'user-agent': 'vitest' },
  })
  if (response.statusCode !== 201)
    throw new Error(`submission answered ${response.statusCode}: ${response.body}`)
  if (options.createdAt) {
    await ctx.database.db
      .update(candidateSubmissions)
      .set({ createdAt: options.createdAt })
      .where(eq(candidateSubmissions.id, id))
  }
  return id
}

/** The number of rows of a company (a check that a delete really deleted). */
export async function countSubmissions(db: Db, companyId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(candidateSubmissions)
    .where(tenantWhere(candidateSubmissions, companyId))
  return row?.total ?? 0
}
