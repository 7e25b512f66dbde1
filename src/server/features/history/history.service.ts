import { asc, eq, sql } from 'drizzle-orm'
import { APPLICATION_MESSAGES } from '../../../shared/applications/api.ts'
import type {
  ApplicationEvent,
  ApplicationEventData,
  ApplicationEventType,
  ApplicationHistory,
} from '../../../shared/history/events.ts'
import type { DbExecutor } from '../../db/client.ts'
import { applicationEvents } from '../../db/schema/history.ts'
import { profiles } from '../../db/schema/profiles.ts'
import { candidateSubmissions } from '../../db/schema/submissions.ts'
import { tenantWhere } from '../../db/tenant.ts'
import { AppError } from '../../errors.ts'
import { assertCan, type Caller } from '../applications/applications.service.ts'
import { formatBrazilDate } from '../applications/brazil-time.ts'

/** One event to record; `data` is typed by the event's type (src/shared/history/events.ts). */
export type ApplicationEventInput<Type extends ApplicationEventType = ApplicationEventType> = {
  /** The company the event belongs to (the caller's, or the public form's company). */
  companyId: string
  /** The application; null for a company-wide event (a CSV export of the list). */
  applicationId: string | null
  /** The member who acted; null for the candidate or the system. */
  actorUserId: string | null
  type: Type
  /** Ids, status values, counts: never the candidate's personal data. */
  data: ApplicationEventData[Type]
  /** Records the event at most once per key (a second call with the same key does nothing). */
  dedupeKey?: string
}

/**
 * Records one event. Pass the transaction of the change it describes, so the change and its
 * history commit (or roll back) together. The actor's name is copied from their profile in the
 * same statement, so the audit still names a member who is removed later.
 *
 * @example
 * await db.transaction(async (tx) => {
 *   await tx.update(candidateSubmissions)...
 *   await recordApplicationEvent(tx, { companyId, applicationId, actorUserId, type: 'status_changed',
 *     data: { from: 'novo', to: 'aprovado' } })
 * })
 */
export async function recordApplicationEvent<Type extends ApplicationEventType>(
  tx: DbExecutor,
  event: ApplicationEventInput<Type>,
): Promise<void> {
  await recordApplicationEvents(tx, [event])
}

/** Records several events in one statement (bulk actions); same rules as recordApplicationEvent. */
export async function recordApplicationEvents(
  tx: DbExecutor,
  events: readonly ApplicationEventInput[],
): Promise<void> {
  if (events.length === 0) return
  await tx
    .insert(applicationEvents)
    .values(
      events.map((event) => ({
        companyId: event.companyId,
        applicationId: event.applicationId,
        actorUserId: event.actorUserId,
        actorName: event.actorUserId
          ? sql`(select ${profiles.fullName} from ${profiles} where ${profiles.id} = ${event.actorUserId})`
          : null,
        type: event.type,
        data: event.data as Record<string, unknown>,
        dedupeKey: event.dedupeKey ?? null,
      })),
    )
    .onConflictDoNothing()
}

/**
 * "Candidatura visualizada": once per member per day (São Paulo's calendar day), however often
 * the member opens it that day.
 */
export async function recordApplicationViewed(
  db: DbExecutor,
  options: { caller: Caller & { userId: string }; applicationId: string; now?: Date },
): Promise<void> {
  const day = formatBrazilDate(options.now ?? new Date())
  await recordApplicationEvent(db, {
    companyId: options.caller.companyId,
    applicationId: options.applicationId,
    actorUserId: options.caller.userId,
    type: 'viewed',
    data: {},
    dedupeKey: `viewed:${options.applicationId}:${options.caller.userId}:${day}`,
  })
}

function toEvent(row: typeof applicationEvents.$inferSelect): ApplicationEvent {
  return {
    id: row.id,
    applicationId: row.applicationId,
    type: row.type,
    data: row.data,
    actorUserId: row.actorUserId,
    actorName: row.actorName,
    createdAt: row.createdAt.toISOString(),
  }
}

/**
 * GET /api/applications/:id/history: every event of one application, oldest first. Another
 * company's id: 404.
 */
export async function listApplicationHistory(
  db: DbExecutor,
  options: { caller: Caller; applicationId: string },
): Promise<ApplicationHistory> {
  assertCan(options.caller, 'applications:view')
  const [application] = await db
    .select({ id: candidateSubmissions.id })
    .from(candidateSubmissions)
    .where(
      tenantWhere(
        candidateSubmissions,
        options.caller.companyId,
        eq(candidateSubmissions.id, options.applicationId),
      ),
    )
  if (!application) throw new AppError('NOT_FOUND', APPLICATION_MESSAGES.notFound)
  const rows = await db
    .select()
    .from(applicationEvents)
    .where(
      tenantWhere(
        applicationEvents,
        options.caller.companyId,
        eq(applicationEvents.applicationId, options.applicationId),
      ),
    )
    .orderBy(asc(applicationEvents.createdAt), asc(applicationEvents.id))
  return { items: rows.map(toEvent) }
}
