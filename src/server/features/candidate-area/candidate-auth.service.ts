import { createHash, createHmac, randomBytes } from 'node:crypto'
import { and, desc, eq, gt, isNotNull, isNull } from 'drizzle-orm'
import { CANDIDATE_AREA_MESSAGES } from '../../../shared/candidate-area/api.ts'
import { onlyDigits } from '../../../shared/validation/brazil.ts'
import { enforceRateLimits, type RateLimits } from '../../auth/rate-limit.ts'
import type { Db } from '../../db/client.ts'
import {
  candidatePasswordResets,
  candidateSessions,
  candidateSubmissions,
  companies,
} from '../../db/schema/index.ts'
import { tenantWhere } from '../../db/tenant.ts'
import { AppError } from '../../errors.ts'
import type { JobQueue } from '../../jobs/queue.ts'
import { sendMailJob } from '../../mail/mail-job.ts'
import { candidatePasswordResetEmail } from '../../mail/templates/candidate-area-emails.ts'
import type { WorkerPool } from '../../workers/pool.ts'

/**
 * Sign-in, sessions and "Esqueci minha senha" of the candidate area
 * (docs/decisions/026-candidate-area.md). Nothing here touches Better Auth: a candidate is not a
 * user, and a candidate session never reaches the admin API (its guard reads only Better Auth).
 */

export const CANDIDATE_SESSION_DAYS = 7
export const CANDIDATE_RESET_HOURS = 1

export type CandidateCompany = { id: string; name: string; slug: string }

export async function findCandidateCompany(db: Db, slug: string): Promise<CandidateCompany> {
  const [company] = await db
    .select({ id: companies.id, name: companies.name, slug: companies.publicFormUrl })
    .from(companies)
    .where(eq(companies.publicFormUrl, slug.toLowerCase()))
  if (!company) throw new AppError('NOT_FOUND', 'Página não encontrada.')
  return company
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** What the candidate typed, as the person key it is: an e-mail, or a CPF's 11 digits. */
export function identifierKey(identifier: string): { emailKey: string } | { cpfDigits: string } | null {
  const trimmed = identifier.trim()
  if (trimmed.includes('@')) return { emailKey: trimmed.toLowerCase() }
  const digits = onlyDigits(trimmed)
  return digits.length === 11 ? { cpfDigits: digits } : null
}

/**
 * A keyed hash of a person's identifier in a company: rate-limit keys and the anonymised LGPD
 * record carry it instead of the e-mail or CPF (a plain SHA-256 of a CPF is easy to reverse).
 */
export function identifierHash(secret: string, companyId: string, identifier: string): string {
  return createHmac('sha256', secret).update(`${companyId}:${identifier.trim().toLowerCase()}`).digest('hex')
}

type PasswordOwner = { personId: string; passwordHash: string; email: string | null; name: string }

/**
 * The person the identifier names and the password that signs them in: the password of their
 * **latest** application that has one (decision 026). Null when no application matches.
 */
async function findPasswordOwner(
  db: Db,
  companyId: string,
  identifier: string,
): Promise<PasswordOwner | null> {
  const key = identifierKey(identifier)
  if (!key) return null
  const match =
    'emailKey' in key
      ? eq(candidateSubmissions.emailKey, key.emailKey)
      : eq(candidateSubmissions.cpfDigits, key.cpfDigits)
  const [matched] = await db
    .select({ personId: candidateSubmissions.personId })
    .from(candidateSubmissions)
    .where(tenantWhere(candidateSubmissions, companyId, match))
    .orderBy(desc(candidateSubmissions.createdAt))
    .limit(1)
  if (!matched) return null
  const [latest] = await db
    .select({
      passwordHash: candidateSubmissions.passwordHash,
      emailKey: candidateSubmissions.emailKey,
      formData: candidateSubmissions.formData,
    })
    .from(candidateSubmissions)
    .where(
      tenantWhere(
        candidateSubmissions,
        companyId,
        and(
          eq(candidateSubmissions.personId, matched.personId),
          isNotNull(candidateSubmissions.passwordHash),
        ),
      ),
    )
    .orderBy(desc(candidateSubmissions.createdAt))
    .limit(1)
  if (!latest?.passwordHash) return null
  const name = Object.values(latest.formData).find((answer) => answer.key === 'nome_completo')?.value
  return {
    personId: matched.personId,
    passwordHash: latest.passwordHash,
    email: latest.emailKey,
    name: typeof name === 'string' ? name : '',
  }
}

let dummyHash: Promise<string> | undefined
/** A hash no password matches: unknown accounts cost the same scrypt verification as known ones. */
function dummyPasswordHash(pool: WorkerPool): Promise<string> {
  dummyHash ??= pool.run('hashPassword', { password: randomBytes(24).toString('hex') })
  return dummyHash
}

export type CandidateAuthDeps = {
  db: Db
  pool: WorkerPool
  queue: JobQueue
  secret: string
  appUrl: string
  rateLimits: RateLimits
}

function rateLimitMessage(retryAfterSeconds: number) {
  return CANDIDATE_AREA_MESSAGES.tooManyAttempts(Math.ceil(retryAfterSeconds / 60))
}

/**
 * POST /api/candidate/:slug/session. Rate-limited per IP and per account (the identifier's hash,
 * whether or not it exists); an unknown identifier and a wrong password get the same answer after
 * the same scrypt work. Answers the new session's token (the route sets the cookie).
 */
export async function signInCandidate(
  deps: CandidateAuthDeps,
  input: { slug: string; identifier: string; password: string; ip: string },
): Promise<{ token: string; expiresAt: Date }> {
  const company = await findCandidateCompany(deps.db, input.slug)
  const account = identifierHash(deps.secret, company.id, input.identifier)
  await enforceRateLimits(
    deps.db,
    [
      { key: `candidate-sign-in:ip:${input.ip}`, rule: deps.rateLimits.candidateSignIn },
      { key: `candidate-sign-in:account:${account}`, rule: deps.rateLimits.candidateSignInPerAccount },
    ],
    { message: rateLimitMessage },
  )
  const owner = await findPasswordOwner(deps.db, company.id, input.identifier)
  const hash = owner?.passwordHash ?? (await dummyPasswordHash(deps.pool))
  const valid = await deps.pool.run('verifyPassword', { hash, password: input.password })
  if (!owner || !valid) throw new AppError('UNAUTHORIZED', CANDIDATE_AREA_MESSAGES.invalidCredentials)
  return createCandidateSession(deps.db, company.id, owner.personId)
}

export async function createCandidateSession(db: Db, companyId: string, personId: string) {
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(Date.now() + CANDIDATE_SESSION_DAYS * 24 * 60 * 60 * 1000)
  await db.insert(candidateSessions).values({ companyId, personId, tokenHash: hashToken(token), expiresAt })
  return { token, expiresAt }
}

export type CandidateCaller = { company: CandidateCompany; personId: string; sessionId: string }

/**
 * The signed-in candidate of a request to /api/candidate/:slug/…: no cookie, an unknown or expired
 * token (or a staff session, which is not a candidate session) → 401; a session of another company
 * → 404, like any of another company's records.
 */
export async function resolveCandidate(
  db: Db,
  slug: string,
  token: string | undefined,
): Promise<CandidateCaller> {
  const company = await findCandidateCompany(db, slug)
  if (!token) throw new AppError('UNAUTHORIZED', CANDIDATE_AREA_MESSAGES.signedOut)
  const [session] = await db
    .select({
      id: candidateSessions.id,
      companyId: candidateSessions.companyId,
      personId: candidateSessions.personId,
    })
    .from(candidateSessions)
    .where(
      and(eq(candidateSessions.tokenHash, hashToken(token)), gt(candidateSessions.expiresAt, new Date())),
    )
  if (!session) throw new AppError('UNAUTHORIZED', CANDIDATE_AREA_MESSAGES.signedOut)
  if (session.companyId !== company.id) throw new AppError('NOT_FOUND', 'Página não encontrada.')
  // A person whose applications are all gone (deleted by staff) has nothing to see.
  const [any] = await db
    .select({ id: candidateSubmissions.id })
    .from(candidateSubmissions)
    .where(tenantWhere(candidateSubmissions, company.id, eq(candidateSubmissions.personId, session.personId)))
    .limit(1)
  if (!any) {
    await db.delete(candidateSessions).where(eq(candidateSessions.id, session.id))
    throw new AppError('UNAUTHORIZED', CANDIDATE_AREA_MESSAGES.signedOut)
  }
  return { company, personId: session.personId, sessionId: session.id }
}

export async function signOutCandidate(db: Db, token: string | undefined): Promise<void> {
  if (!token) return
  await db.delete(candidateSessions).where(eq(candidateSessions.tokenHash, hashToken(token)))
}

/**
 * POST /api/candidate/:slug/password-reset/request. Always the same answer; when the identifier is
 * a person's with an e-mail, a one-use link is queued to that e-mail (sent after the answer, so
 * timing says nothing either). Rate-limited per IP and per account.
 */
export async function requestCandidatePasswordReset(
  deps: CandidateAuthDeps,
  input: { slug: string; identifier: string; ip: string },
): Promise<void> {
  const company = await findCandidateCompany(deps.db, input.slug)
  const account = identifierHash(deps.secret, company.id, input.identifier)
  await enforceRateLimits(
    deps.db,
    [
      { key: `candidate-reset:ip:${input.ip}`, rule: deps.rateLimits.candidateResetRequest },
      { key: `candidate-reset:account:${account}`, rule: deps.rateLimits.candidateResetRequestPerAccount },
    ],
    { message: rateLimitMessage },
  )
  const owner = await findPasswordOwner(deps.db, company.id, input.identifier)
  if (!owner?.email) return
  const token = randomBytes(32).toString('base64url')
  const url = `${deps.appUrl}/c/${company.slug}/minha-area/nova-senha?token=${encodeURIComponent(token)}`
  await deps.db.transaction(async (tx) => {
    await tx.insert(candidatePasswordResets).values({
      companyId: company.id,
      personId: owner.personId,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + CANDIDATE_RESET_HOURS * 60 * 60 * 1000),
    })
    await deps.queue.send(
      sendMailJob,
      candidatePasswordResetEmail({
        to: owner.email as string,
        name: owner.name,
        companyName: company.name,
        url,
        hours: CANDIDATE_RESET_HOURS,
      }),
      { tx },
    )
  })
}

/**
 * POST /api/candidate/:slug/password-reset. Uses the token once: the new password is written to
 * every application of the person (so "the latest application's password" is the new one whatever
 * they sign in with), their other sessions end, and a new session starts.
 */
export async function resetCandidatePassword(
  deps: CandidateAuthDeps,
  input: { slug: string; token: string; password: string; ip: string },
): Promise<{ token: string; expiresAt: Date }> {
  const company = await findCandidateCompany(deps.db, input.slug)
  await enforceRateLimits(
    deps.db,
    [{ key: `candidate-reset-confirm:ip:${input.ip}`, rule: deps.rateLimits.resetPassword }],
    { message: rateLimitMessage },
  )
  const passwordHash = await deps.pool.run('hashPassword', { password: input.password })
  const personId = await deps.db.transaction(async (tx) => {
    const [reset] = await tx
      .update(candidatePasswordResets)
      .set({ usedAt: new Date() })
      .where(
        tenantWhere(
          candidatePasswordResets,
          company.id,
          and(
            eq(candidatePasswordResets.tokenHash, hashToken(input.token)),
            isNull(candidatePasswordResets.usedAt),
            gt(candidatePasswordResets.expiresAt, new Date()),
          ),
        ),
      )
      .returning({ personId: candidatePasswordResets.personId })
    if (!reset) throw new AppError('UNPROCESSABLE', CANDIDATE_AREA_MESSAGES.resetInvalid)
    const updated = await tx
      .update(candidateSubmissions)
      .set({ passwordHash })
      .where(tenantWhere(candidateSubmissions, company.id, eq(candidateSubmissions.personId, reset.personId)))
      .returning({ id: candidateSubmissions.id })
    if (updated.length === 0) throw new AppError('UNPROCESSABLE', CANDIDATE_AREA_MESSAGES.resetInvalid)
    await tx
      .delete(candidateSessions)
      .where(tenantWhere(candidateSessions, company.id, eq(candidateSessions.personId, reset.personId)))
    // Any other link sent before stops working too.
    await tx
      .delete(candidatePasswordResets)
      .where(
        tenantWhere(
          candidatePasswordResets,
          company.id,
          and(eq(candidatePasswordResets.personId, reset.personId), isNull(candidatePasswordResets.usedAt)),
        ),
      )
    return reset.personId
  })
  return createCandidateSession(deps.db, company.id, personId)
}
