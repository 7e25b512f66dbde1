import { eq } from 'drizzle-orm'
import type { MeResponse } from '../../../shared/accounts.ts'
import { SESSION_EXPIRED_MESSAGE } from '../../auth/guard.ts'
import type { Db } from '../../db/client.ts'
import { user } from '../../db/schema/auth.ts'
import { companies } from '../../db/schema/companies.ts'
import { profiles } from '../../db/schema/profiles.ts'
import { joinCompany } from '../../db/tenant.ts'
import { AppError } from '../../errors.ts'
import { companyPlan } from '../../plans/plan-gate.ts'
import { avatarUrl } from '../profile/avatar.service.ts'

type ReadMeOptions = {
  /** The signed-in user (the session's, never the request's). */
  userId: string
}

/**
 * GET /api/me and /api/session: the signed-in user, their profile and company with its plan.
 * A user without a profile (deleted meanwhile) is a session that no longer holds: 401.
 */
export async function readMe(db: Db, { userId }: ReadMeOptions): Promise<MeResponse> {
  const [row] = await db
    .select({
      userId: user.id,
      email: user.email,
      image: user.image,
      fullName: profiles.fullName,
      role: profiles.role,
      companyId: companies.id,
      companyName: companies.name,
      publicFormUrl: companies.publicFormUrl,
    })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .innerJoin(companies, joinCompany(profiles))
    .where(eq(profiles.id, userId))
    .limit(1)
  if (!row) throw new AppError('UNAUTHORIZED', SESSION_EXPIRED_MESSAGE)
  return {
    user: { id: row.userId, email: row.email },
    fullName: row.fullName,
    avatarUrl: avatarUrl(row.userId, row.image),
    role: row.role,
    company: {
      id: row.companyId,
      name: row.companyName,
      publicFormUrl: row.publicFormUrl,
      plan: await companyPlan(db, row.companyId),
    },
  }
}
