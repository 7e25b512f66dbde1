import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { and, desc, eq, gt, like, ne, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { paths } from '../../../shared/paths.ts'
import { EMAIL_CHANGE_LINK_HOURS, profileMessages } from '../../../shared/profile/api.ts'
import type { Auth } from '../../auth/auth.ts'
import { enforceRateLimits, type RateRule } from '../../auth/rate-limit.ts'
import type { Db } from '../../db/client.ts'
import { account, user, verification } from '../../db/schema/auth.ts'
import { AppError } from '../../errors.ts'
import type { Mailer } from '../../mail/mailer.ts'
import { emailChangeConfirmationEmail, emailChangedNoticeEmail } from '../../mail/templates/profile-emails.ts'

/**
 * E-mail change with confirmation at the new address, on Better Auth's existing `verification`
 * table (no schema change). Better Auth's own changeEmail sends a stateless JWT that stays valid
 * until it expires and asks for no password, so this flow is ours, like the rest of /perfil:
 * - the row's identifier is "email-change:" + SHA-256 of a random 256-bit token (the link carries
 *   the token, the database only its hash), its value the user id and new address as JSON;
 * - the link is single-use (the row is deleted when it is used) and expires after 24 h;
 * - a new request replaces the member's earlier pending one.
 */
const IDENTIFIER_PREFIX = 'email-change:'

/** Change requests per member: each one sends an e-mail to an address of their choice. */
export const EMAIL_CHANGE_RATE_LIMIT: RateRule = { window: 60 * 60, max: 10 }

type EmailChangeContext = { db: Db; auth: Auth; mailer: Mailer; appUrl: string; logger: FastifyBaseLogger }

function identifierOf(token: string): string {
  return IDENTIFIER_PREFIX + createHash('sha256').update(token).digest('hex')
}

/** The member's pending requests (guarded by CASE: other identifiers' values need not be JSON). */
function pendingOf(userId: string) {
  return and(
    like(verification.identifier, `${IDENTIFIER_PREFIX}%`),
    sql`(case when ${verification.identifier} like ${`${IDENTIFIER_PREFIX}%`} then (${verification.value}::jsonb ->> 'userId') end) = ${userId}`,
  )
}

async function emailTaken(db: Pick<Db, 'select'>, email: string, userId: string): Promise<boolean> {
  const [other] = await db
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.email, email), ne(user.id, userId)))
    .limit(1)
  return other !== undefined
}

function conflict(): AppError {
  return new AppError('CONFLICT', profileMessages.emailTaken, {
    fields: { newEmail: profileMessages.emailTaken },
  })
}

/**
 * "Alterar e-mail": checks the current password and that no account uses the new address, then
 * e-mails the confirmation link to the new address. The account's e-mail does not change yet.
 */
export async function requestEmailChange(
  ctx: EmailChangeContext,
  options: { userId: string; newEmail: string; currentPassword: string },
): Promise<{ pendingEmail: string }> {
  const { db } = ctx
  await enforceRateLimits(db, [{ key: `email-change:user:${options.userId}`, rule: EMAIL_CHANGE_RATE_LIMIT }])
  const authContext = await ctx.auth.$context
  const [row] = await db
    .select({ email: user.email, name: user.name, password: account.password })
    .from(user)
    .leftJoin(account, and(eq(account.userId, user.id), eq(account.providerId, 'credential')))
    .where(eq(user.id, options.userId))
    .limit(1)
  const valid =
    row?.password != null &&
    (await authContext.password.verify({ hash: row.password, password: options.currentPassword }))
  if (!row || !valid)
    throw new AppError('UNPROCESSABLE', profileMessages.wrongPassword, {
      fields: { currentPassword: profileMessages.wrongPassword },
    })
  if (options.newEmail === row.email)
    throw new AppError('UNPROCESSABLE', profileMessages.sameEmail, {
      fields: { newEmail: profileMessages.sameEmail },
    })
  if (await emailTaken(db, options.newEmail, options.userId)) throw conflict()
  await sendNewLink(ctx, { userId: options.userId, name: row.name, newEmail: options.newEmail })
  return { pendingEmail: options.newEmail }
}

/**
 * Replaces the member's pending request with a new link (new token, 24 h from now) and e-mails it
 * to the new address. Only the token's hash is stored, so an earlier link cannot be sent again.
 */
async function sendNewLink(
  ctx: EmailChangeContext,
  options: { userId: string; name: string; newEmail: string },
): Promise<void> {
  const token = randomBytes(32).toString('base64url')
  await ctx.db.transaction(async (tx) => {
    await tx.delete(verification).where(pendingOf(options.userId))
    await tx.insert(verification).values({
      id: randomUUID(),
      identifier: identifierOf(token),
      value: JSON.stringify({ userId: options.userId, newEmail: options.newEmail }),
      expiresAt: new Date(Date.now() + EMAIL_CHANGE_LINK_HOURS * 60 * 60 * 1000),
    })
  })
  const url = `${ctx.appUrl}${paths.confirmEmailChange}?token=${encodeURIComponent(token)}`
  try {
    await ctx.mailer.send(
      emailChangeConfirmationEmail({
        to: options.newEmail,
        name: options.name,
        url,
        hours: EMAIL_CHANGE_LINK_HOURS,
      }),
    )
  } catch (error) {
    // Nobody received the link: no change is pending.
    ctx.logger.error({ err: error }, 'e-mail change confirmation not sent')
    await ctx.db.delete(verification).where(eq(verification.identifier, identifierOf(token)))
    throw new AppError('SERVICE_UNAVAILABLE', profileMessages.mailFailed)
  }
}

/** The member's pending change (new address, link expiry), or null; an expired link is not pending. */
export async function pendingEmailChange(
  db: Pick<Db, 'select'>,
  { userId }: { /** The signed-in member. */ userId: string },
): Promise<{ newEmail: string; expiresAt: Date } | null> {
  const [row] = await db
    .select({ value: verification.value, expiresAt: verification.expiresAt })
    .from(verification)
    .where(and(pendingOf(userId), gt(verification.expiresAt, new Date())))
    .orderBy(desc(verification.expiresAt))
    .limit(1)
  const request = row ? parseRequest(row.value) : null
  return row && request?.userId === userId ? { newEmail: request.newEmail, expiresAt: row.expiresAt } : null
}

/**
 * "Reenviar link": a new link for the pending change, to the same address (the old link stops
 * working). No password: it was checked when the change was asked, and a resend cannot change the
 * address. It counts against the same limit as new requests (10 per member per hour).
 */
export async function resendEmailChange(
  ctx: EmailChangeContext,
  { userId }: { /** The signed-in member. */ userId: string },
): Promise<{ pendingEmail: string }> {
  const { db } = ctx
  await enforceRateLimits(db, [{ key: `email-change:user:${userId}`, rule: EMAIL_CHANGE_RATE_LIMIT }])
  const pending = await pendingEmailChange(db, { userId })
  const [member] = await db
    .select({ email: user.email, name: user.name })
    .from(user)
    .where(eq(user.id, userId))
    .limit(1)
  if (!pending || !member || member.email === pending.newEmail)
    throw new AppError('NOT_FOUND', profileMessages.noPendingEmailChange)
  if (await emailTaken(db, pending.newEmail, userId)) throw conflict()
  await sendNewLink(ctx, { userId, name: member.name, newEmail: pending.newEmail })
  return { pendingEmail: pending.newEmail }
}

/** "Cancelar alteração": deletes the member's pending request, so its link stops working. */
export async function cancelEmailChange(
  db: Db,
  { userId }: { /** The signed-in member. */ userId: string },
): Promise<void> {
  await db.delete(verification).where(pendingOf(userId))
}

function parseRequest(value: string): { userId: string; newEmail: string } | null {
  try {
    const parsed = JSON.parse(value) as { userId?: unknown; newEmail?: unknown }
    return typeof parsed.userId === 'string' && typeof parsed.newEmail === 'string'
      ? { userId: parsed.userId, newEmail: parsed.newEmail }
      : null
  } catch {
    return null
  }
}

function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true
  }
  return false
}

/**
 * The link of the confirmation e-mail: uses the token up (single-use, valid 24 h), changes the
 * account's e-mail (confirmed: the link proves the address) and tells the old address. It needs no
 * session: the member may open the link on another device.
 */
export async function confirmEmailChange(
  ctx: EmailChangeContext,
  { token }: { /** The single-use token of the link sent to the new address. */ token: string },
): Promise<{ email: string }> {
  const invalid = new AppError('NOT_FOUND', profileMessages.emailChangeInvalid)
  let changed: { name: string; oldEmail: string; newEmail: string }
  try {
    changed = await ctx.db
      .transaction(async (tx) => {
        const [row] = await tx
          .delete(verification)
          .where(eq(verification.identifier, identifierOf(token)))
          .returning({ value: verification.value, expiresAt: verification.expiresAt })
        const request = row ? parseRequest(row.value) : null
        if (!row || !request) throw invalid
        if (row.expiresAt <= new Date()) return null
        const [member] = await tx
          .select({ email: user.email, name: user.name })
          .from(user)
          .where(eq(user.id, request.userId))
          .for('update')
        if (!member) return null
        if (await emailTaken(tx, request.newEmail, request.userId)) throw conflict()
        await tx
          .update(user)
          .set({ email: request.newEmail, emailVerified: true })
          .where(eq(user.id, request.userId))
        await tx.delete(verification).where(pendingOf(request.userId))
        return { name: member.name, oldEmail: member.email, newEmail: request.newEmail }
      })
      .then((result) => {
        // An expired link (or a removed member) is used up too: deleted above, answered as invalid.
        if (!result) throw invalid
        return result
      })
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict()
    throw error
  }
  // The change is done: a failed notice is logged, not answered as a failure of the change.
  await ctx.mailer
    .send(emailChangedNoticeEmail({ to: changed.oldEmail, name: changed.name, newEmail: changed.newEmail }))
    .catch((error: unknown) => ctx.logger.error({ err: error }, 'e-mail change notice not sent'))
  return { email: changed.newEmail }
}
