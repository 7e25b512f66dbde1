import { count, desc, eq, isNull } from 'drizzle-orm'
import { CORE_FIELD_KEYS } from '../../../shared/forms/default-form.ts'
import {
  NOTIFICATION_MESSAGES,
  type NotificationList,
  type NotificationType,
  type UnreadCount,
} from '../../../shared/notifications/api.ts'
import type { Db } from '../../db/client.ts'
import { notifications } from '../../db/schema/comments.ts'
import { candidateSubmissions } from '../../db/schema/submissions.ts'
import { joinSameCompany, tenantWhere } from '../../db/tenant.ts'
import { AppError } from '../../errors.ts'
import { answerByKey, type Caller } from '../applications/applications.service.ts'

/** Every member has their own notifications: always the caller's company and the caller's user. */
const mine = (caller: Caller, ...more: Parameters<typeof tenantWhere>[2][]) =>
  tenantWhere(notifications, caller.companyId, eq(notifications.userId, caller.userId), ...more)

/** GET /api/notifications: the caller's notifications, latest first, one page. */
export async function listNotifications(
  db: Db,
  options: { caller: Caller; page: number; pageSize: number },
): Promise<NotificationList> {
  const { caller, page, pageSize } = options
  const [rows, totals, unread] = await Promise.all([
    db
      .select({
        id: notifications.id,
        type: notifications.type,
        actorName: notifications.actorName,
        applicationId: notifications.applicationId,
        candidateName: answerByKey(CORE_FIELD_KEYS.fullName),
        commentId: notifications.commentId,
        readAt: notifications.readAt,
        createdAt: notifications.createdAt,
      })
      .from(notifications)
      .leftJoin(
        candidateSubmissions,
        joinSameCompany(
          candidateSubmissions,
          notifications,
          eq(candidateSubmissions.id, notifications.applicationId),
        ),
      )
      .where(mine(caller))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(notifications).where(mine(caller)),
    countUnread(db, caller),
  ])
  return {
    items: rows.map((row) => ({
      ...row,
      type: row.type as NotificationType,
      readAt: row.readAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    })),
    total: totals[0]?.total ?? 0,
    unread: unread.unread,
    page,
    pageSize,
  }
}

/** GET /api/notifications/unread-count: what the bell shows (one probe of the partial index). */
export async function countUnread(db: Db, caller: Caller): Promise<UnreadCount> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(mine(caller, isNull(notifications.readAt)))
  return { unread: row?.unread ?? 0 }
}

/** POST /api/notifications/:id/read: another member's or company's notification → 404. */
export async function markNotificationRead(db: Db, options: { caller: Caller; id: string }): Promise<void> {
  const found = await db
    .select({ id: notifications.id, readAt: notifications.readAt })
    .from(notifications)
    .where(mine(options.caller, eq(notifications.id, options.id)))
  if (found.length === 0) throw new AppError('NOT_FOUND', NOTIFICATION_MESSAGES.notFound)
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(mine(options.caller, eq(notifications.id, options.id), isNull(notifications.readAt)))
}

/** POST /api/notifications/read-all ("Marcar todas como lidas"): how many were unread. */
export async function markAllNotificationsRead(db: Db, caller: Caller): Promise<{ updated: number }> {
  const updated = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(mine(caller, isNull(notifications.readAt)))
    .returning({ id: notifications.id })
  return { updated: updated.length }
}
