import { z } from 'zod'

/** The in-app notifications of a member (the bell in the admin header, issue 16). */
export const NOTIFICATION_TYPES = ['mention'] as const
export type NotificationType = (typeof NOTIFICATION_TYPES)[number]

export const NOTIFICATIONS_PAGE_SIZE = 20
export const NOTIFICATIONS_MAX_PAGE_SIZE = 50

export const NOTIFICATION_MESSAGES = {
  notFound: 'Notificação não encontrada.',
  invalidPage: 'Página inválida.',
} as const

export const notificationSchema = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  /** Who caused it ("Ana Souza"), by name when it happened. */
  actorName: z.string().nullable(),
  /** The application it is about (opens its detail); null once deleted. */
  applicationId: z.string().nullable(),
  /** The candidate's name, for the line "… mencionou você em Maria Silva". */
  candidateName: z.string().nullable(),
  commentId: z.string().nullable(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
})
export type Notification = z.infer<typeof notificationSchema>

export const notificationListQuerySchema = z.object({
  page: z.coerce
    .number(NOTIFICATION_MESSAGES.invalidPage)
    .int(NOTIFICATION_MESSAGES.invalidPage)
    .min(1, NOTIFICATION_MESSAGES.invalidPage)
    .max(10_000, NOTIFICATION_MESSAGES.invalidPage)
    .default(1),
  pageSize: z.coerce
    .number(NOTIFICATION_MESSAGES.invalidPage)
    .int(NOTIFICATION_MESSAGES.invalidPage)
    .min(1, NOTIFICATION_MESSAGES.invalidPage)
    .max(NOTIFICATIONS_MAX_PAGE_SIZE, NOTIFICATION_MESSAGES.invalidPage)
    .default(NOTIFICATIONS_PAGE_SIZE),
})

/** GET /api/notifications: latest first. */
export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  total: z.number().int(),
  unread: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
})
export type NotificationList = z.infer<typeof notificationListSchema>

export const unreadCountSchema = z.object({ unread: z.number().int() })
export type UnreadCount = z.infer<typeof unreadCountSchema>

export const notificationIdParamsSchema = z.object({ id: z.uuid(NOTIFICATION_MESSAGES.notFound) })

/** How a notification reads in the bell's list. */
export function notificationText(notification: Pick<Notification, 'type' | 'actorName' | 'candidateName'>) {
  const actor = notification.actorName ?? 'Alguém'
  const about = notification.candidateName ? ` na candidatura de ${notification.candidateName}` : ''
  return `${actor} mencionou você em um comentário${about}.`
}

/** The bell's accessible name: "Notificações, 3 não lidas". */
export function bellLabel(unread: number): string {
  if (unread === 0) return 'Notificações, nenhuma não lida'
  return unread === 1 ? 'Notificações, 1 não lida' : `Notificações, ${unread} não lidas`
}
