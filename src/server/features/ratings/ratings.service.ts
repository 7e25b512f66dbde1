import { and, asc, avg, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import { APPLICATION_MESSAGES } from '../../../shared/applications/api.ts'
import { RATING_MESSAGES, type RatingList, type RatingSummary } from '../../../shared/ratings/api.ts'
import type { Db, DbExecutor } from '../../db/client.ts'
import { user } from '../../db/schema/auth.ts'
import { applicationRatings } from '../../db/schema/comments.ts'
import { profiles } from '../../db/schema/profiles.ts'
import { candidateSubmissions } from '../../db/schema/submissions.ts'
import { joinSameCompany, tenantWhere } from '../../db/tenant.ts'
import { AppError } from '../../errors.ts'
import { assertCan, type Caller } from '../applications/applications.service.ts'
import { recordApplicationEvent } from '../history/history.service.ts'
import { avatarUrl } from '../profile/avatar.service.ts'

const NO_RATINGS: RatingSummary = { average: null, count: 0 }

async function assertApplication(db: DbExecutor, caller: Caller, applicationId: string) {
  const [row] = await db
    .select({ id: candidateSubmissions.id })
    .from(candidateSubmissions)
    .where(tenantWhere(candidateSubmissions, caller.companyId, eq(candidateSubmissions.id, applicationId)))
  if (!row) throw new AppError('NOT_FOUND', APPLICATION_MESSAGES.notFound)
}

const roundAverage = (value: string | number | null) =>
  value === null ? null : Math.round(Number(value) * 10) / 10

/**
 * The average and number of ratings of each given application (list rows, board cards): one grouped
 * read of the (company_id, application_id, user_id) index for the page's ids only.
 */
export async function ratingSummaries(
  db: DbExecutor,
  companyId: string,
  applicationIds: readonly string[],
): Promise<Map<string, RatingSummary>> {
  const ids = [...new Set(applicationIds)]
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({
      applicationId: applicationRatings.applicationId,
      average: avg(applicationRatings.stars),
      count: count(),
    })
    .from(applicationRatings)
    .where(tenantWhere(applicationRatings, companyId, inArray(applicationRatings.applicationId, ids)))
    .groupBy(applicationRatings.applicationId)
  return new Map(
    rows.map((row) => [row.applicationId, { average: roundAverage(row.average), count: row.count }]),
  )
}

/** The summary of one application out of `ratingSummaries`' answer (none yet: null and 0). */
export function summaryOf(
  summaries: ReadonlyMap<string, RatingSummary>,
  applicationId: string,
): RatingSummary {
  return summaries.get(applicationId) ?? NO_RATINGS
}

/**
 * The ?minRating= condition of the list: the application's average is at least `minimum`
 * (applications without ratings are left out).
 */
export function minRatingCondition(
  db: DbExecutor,
  companyId: string,
  minimum: number | undefined,
): SQL | undefined {
  if (minimum === undefined) return undefined
  const rated = db
    .select({ id: applicationRatings.applicationId })
    .from(applicationRatings)
    .where(tenantWhere(applicationRatings, companyId))
    .groupBy(applicationRatings.applicationId)
    .having(sql`avg(${applicationRatings.stars}) >= ${minimum}`)
  return inArray(candidateSubmissions.id, rated)
}

/** GET /api/applications/:id/ratings: every member's rating (the caller's first) and the average. */
export async function listRatings(
  db: Db,
  options: { caller: Caller; applicationId: string },
): Promise<RatingList> {
  const { caller, applicationId } = options
  assertCan(caller, 'applications:view')
  await assertApplication(db, caller, applicationId)
  const rows = await db
    .select({
      userId: applicationRatings.userId,
      name: profiles.fullName,
      image: user.image,
      stars: applicationRatings.stars,
      note: applicationRatings.note,
      updatedAt: applicationRatings.updatedAt,
    })
    .from(applicationRatings)
    .innerJoin(
      profiles,
      joinSameCompany(profiles, applicationRatings, eq(profiles.id, applicationRatings.userId)),
    )
    .innerJoin(user, eq(user.id, applicationRatings.userId))
    .where(
      tenantWhere(applicationRatings, caller.companyId, eq(applicationRatings.applicationId, applicationId)),
    )
    .orderBy(desc(applicationRatings.updatedAt), asc(applicationRatings.userId))
  const items = rows
    .map((row) => ({
      userId: row.userId,
      name: row.name,
      avatarUrl: avatarUrl(row.userId, row.image),
      stars: row.stars,
      note: row.note,
      updatedAt: row.updatedAt.toISOString(),
      isMine: row.userId === caller.userId,
    }))
    .sort((a, b) => Number(b.isMine) - Number(a.isMine))
  const total = items.reduce((sum, item) => sum + item.stars, 0)
  return {
    average: items.length === 0 ? null : roundAverage(total / items.length),
    count: items.length,
    items,
  }
}

/** PUT /api/applications/:id/ratings/me: sets (or changes) the caller's own rating. */
export async function setRating(
  db: Db,
  options: { caller: Caller; applicationId: string; stars: number; note: string | null },
): Promise<RatingList> {
  const { caller, applicationId, stars, note } = options
  assertCan(caller, 'applications:rate')
  await db.transaction(async (tx) => {
    await assertApplication(tx, caller, applicationId)
    await tx
      .insert(applicationRatings)
      .values({ companyId: caller.companyId, applicationId, userId: caller.userId, stars, note })
      .onConflictDoUpdate({
        target: [applicationRatings.companyId, applicationRatings.applicationId, applicationRatings.userId],
        set: { stars, note, updatedAt: new Date() },
      })
    await recordApplicationEvent(tx, {
      companyId: caller.companyId,
      applicationId,
      actorUserId: caller.userId,
      type: 'rating_set',
      data: { stars },
    })
  })
  return listRatings(db, { caller, applicationId })
}

/** DELETE /api/applications/:id/ratings/me: removes the caller's own rating (none → 404). */
export async function removeRating(
  db: Db,
  options: { caller: Caller; applicationId: string },
): Promise<void> {
  const { caller, applicationId } = options
  assertCan(caller, 'applications:rate')
  await db.transaction(async (tx) => {
    await assertApplication(tx, caller, applicationId)
    const removed = await tx
      .delete(applicationRatings)
      .where(
        tenantWhere(
          applicationRatings,
          caller.companyId,
          and(
            eq(applicationRatings.applicationId, applicationId),
            eq(applicationRatings.userId, caller.userId),
          ),
        ),
      )
      .returning({ id: applicationRatings.id })
    if (removed.length === 0) throw new AppError('NOT_FOUND', RATING_MESSAGES.notFound)
    await recordApplicationEvent(tx, {
      companyId: caller.companyId,
      applicationId,
      actorUserId: caller.userId,
      type: 'rating_removed',
      data: {},
    })
  })
}
