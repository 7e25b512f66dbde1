import { and, eq, ne } from 'drizzle-orm'
import { profileMessages } from '../../../shared/profile/api.ts'
import type { Auth } from '../../auth/auth.ts'
import { enforceRateLimits, type RateRule } from '../../auth/rate-limit.ts'
import type { Db } from '../../db/client.ts'
import { account, session, user } from '../../db/schema/auth.ts'
import { profiles } from '../../db/schema/profiles.ts'
import { AppError } from '../../errors.ts'

/** Password changes per member: checking the current password must not become a guessing oracle. */
export const PASSWORD_CHANGE_RATE_LIMIT: RateRule = { window: 15 * 60, max: 10 }

type UpdateProfileNameOptions = {
  /** The signed-in member (the session's user). */
  userId: string
  /** The new name, already validated by updateProfileSchema (src/shared/profile/api.ts). */
  fullName: string
}

/** PATCH /api/profile: the member's name, on the profile and on the account (one transaction). */
export async function updateProfileName(
  db: Db,
  { userId, fullName }: UpdateProfileNameOptions,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(profiles).set({ fullName }).where(eq(profiles.id, userId))
    await tx.update(user).set({ name: fullName }).where(eq(user.id, userId))
  })
}

type ChangePasswordDeps = { db: Db; auth: Auth }

type ChangePasswordOptions = {
  /** The signed-in member (the session's user). */
  userId: string
  /** The session making the change: it stays signed in, every other session of the member ends. */
  sessionId: string
  /** Checked against the stored hash first (422 on the field when wrong). */
  currentPassword: string
  /** Must differ from the current one (422 on the field when equal). */
  newPassword: string
}

/**
 * POST /api/profile/password: verifies the current password (at most PASSWORD_CHANGE_RATE_LIMIT
 * tries per member), stores the new hash and ends the member's other sessions in one transaction.
 */
export async function changePassword(
  { db, auth }: ChangePasswordDeps,
  { userId, sessionId, currentPassword, newPassword }: ChangePasswordOptions,
): Promise<void> {
  await enforceRateLimits(db, [{ key: `password-change:user:${userId}`, rule: PASSWORD_CHANGE_RATE_LIMIT }])
  const authContext = await auth.$context
  const [credential] = await db
    .select({ id: account.id, password: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')))
  const valid =
    credential?.password != null &&
    (await authContext.password.verify({ hash: credential.password, password: currentPassword }))
  if (!credential || !valid)
    throw new AppError('UNPROCESSABLE', profileMessages.wrongPassword, {
      fields: { currentPassword: profileMessages.wrongPassword },
    })
  if (currentPassword === newPassword)
    throw new AppError('UNPROCESSABLE', profileMessages.samePassword, {
      fields: { newPassword: profileMessages.samePassword },
    })
  const hash = await authContext.password.hash(newPassword)
  await db.transaction(async (tx) => {
    await tx.update(account).set({ password: hash }).where(eq(account.id, credential.id))
    await tx.delete(session).where(and(eq(session.userId, userId), ne(session.id, sessionId)))
  })
}
