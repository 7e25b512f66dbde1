import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  notificationIdParamsSchema,
  notificationListQuerySchema,
  notificationListSchema,
  unreadCountSchema,
} from '../../../shared/notifications/api.ts'
import { requireAuth } from '../../auth/guard.ts'
import { errorSchema } from '../../errors.ts'
import type { Caller } from '../applications/applications.service.ts'
import {
  countUnread,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from './notifications.service.ts'

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema }

/** The signed-in member's own notifications (the bell in the admin header, issue 16). */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db
  const tags = ['notifications']
  const callerOf = (request: { auth: Caller }): Caller => ({
    companyId: request.auth.companyId,
    role: request.auth.role,
    userId: request.auth.userId,
  })

  app.get(
    '/api/notifications',
    {
      preHandler: requireAuth,
      schema: {
        summary: 'The caller’s notifications, latest first',
        tags,
        querystring: notificationListQuerySchema,
        response: { 200: notificationListSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return listNotifications(db, { caller: callerOf(request), ...request.query })
    },
  )

  app.get(
    '/api/notifications/unread-count',
    {
      preHandler: requireAuth,
      schema: {
        summary: 'How many of the caller’s notifications are unread',
        tags,
        response: { 200: unreadCountSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return countUnread(db, callerOf(request))
    },
  )

  app.post(
    '/api/notifications/:id/read',
    {
      preHandler: requireAuth,
      schema: {
        summary: 'Marks one notification as read',
        tags,
        params: notificationIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await markNotificationRead(db, { caller: callerOf(request), id: request.params.id })
      return reply.code(204).send(null)
    },
  )

  app.post(
    '/api/notifications/read-all',
    {
      preHandler: requireAuth,
      schema: {
        summary: '"Marcar todas como lidas"',
        tags,
        response: { 200: z.object({ updated: z.number().int() }), ...errors },
      },
    },
    async (request) => markAllNotificationsRead(db, callerOf(request)),
  )
}
