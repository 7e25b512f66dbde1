import { eq } from 'drizzle-orm'
import type { Role } from '../../shared/roles.ts'
import { user } from '../db/schema/auth.ts'
import { cookieHeader, postJson, uniqueEmail } from './accounts.ts'
import type { TestContext } from './app.ts'
import type { SignedInCompany } from './applications.ts'
import { injectAs } from './inject.ts'
import { lastMailTo } from './outbox.ts'

export type TeamMember = { userId: string; email: string; fullName: string; cookie: string }

/**
 * A second member of the company, through the real invitation: invited by the company's admin,
 * accepted, signed in. The company's plan must have a free seat (profissional has six).
 */
export async function addTeamMember(
  ctx: TestContext,
  company: SignedInCompany,
  options: { fullName?: string; role?: Role } = {},
): Promise<TeamMember> {
  const email = uniqueEmail('membro')
  const fullName = options.fullName ?? 'Bruno Lima'
  const invited = await injectAs(ctx.app, {
    method: 'POST',
    url: '/api/team/invitations',
    as: company,
    payload: { fullName, email, role: options.role ?? 'padrao' },
  })
  if (invited.statusCode !== 201)
    throw new Error(`invitation answered ${invited.statusCode}: ${invited.body}`)
  const mail = await lastMailTo(ctx.dataDir, email, { subject: /Convite/ })
  const link = mail.links.find((candidate) => candidate.includes('/convite?token='))
  const token = link ? new URL(link).searchParams.get('token') : null
  if (!token) throw new Error('no invitation link')
  const password = 'senha-do-convite-1'
  const accepted = await postJson(ctx.app, '/api/invitations/accept', {
    token,
    password,
    confirmPassword: password,
  })
  if (accepted.statusCode >= 300) throw new Error(`accept answered ${accepted.statusCode}: ${accepted.body}`)
  const signedIn = await postJson(ctx.app, '/api/auth/sign-in/email', { email, password })
  if (signedIn.statusCode !== 200) throw new Error(`sign-in answered ${signedIn.statusCode}`)
  const [row] = await ctx.database.db.select({ id: user.id }).from(user).where(eq(user.email, email))
  if (!row) throw new Error('member has no user')
  return { userId: row.id, email, fullName, cookie: cookieHeader(signedIn) }
}
