import { and, eq, ne } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  changePasswordSchema,
  profileMessages,
  profileResponseSchema,
  updateProfileSchema,
} from '../../../shared/profile/api.ts'
import type { Auth } from '../../auth/auth.ts'
import { requireAuth } from '../../auth/guard.ts'
import { account, session, user } from '../../db/schema/auth.ts'
import { profiles } from '../../db/schema/profiles.ts'
import { AppError } from '../../errors.ts'

const errorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.record(z.string(), z.unknown()).optional(),
  }),
})
const errors = { 400: errorSchema, 401: errorSchema, 422: errorSchema }

/** The signed-in member's own profile (/perfil): every role may edit their name and password. */
export const profileRoutes =
  (options: { auth: Auth }): FastifyPluginAsyncZod =>
  async (app) => {
    const db = app.deps.database.db
    const tags = ['profile']

    app.patch(
      '/api/profile',
      {
        preHandler: requireAuth,
        schema: {
          summary: 'Saves the member’s name',
          tags,
          body: updateProfileSchema,
          response: { 200: profileResponseSchema, ...errors },
        },
      },
      async (request) => {
        const { fullName } = request.body
        await db.transaction(async (tx) => {
          await tx.update(profiles).set({ fullName }).where(eq(profiles.id, request.auth.userId))
          await tx.update(user).set({ name: fullName }).where(eq(user.id, request.auth.userId))
        })
        return { fullName }
      },
    )

    app.post(
      '/api/profile/password',
      {
        preHandler: requireAuth,
        schema: {
          summary: 'Changes the password (current one verified) and ends the member’s other sessions',
          tags,
          body: changePasswordSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        const { currentPassword, newPassword } = request.body
        const authContext = await options.auth.$context
        const [credential] = await db
          .select({ id: account.id, password: account.password })
          .from(account)
          .where(and(eq(account.userId, request.auth.userId), eq(account.providerId, 'credential')))
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
          await tx
            .delete(session)
            .where(and(eq(session.userId, request.auth.userId), ne(session.id, request.auth.sessionId)))
        })
        return reply.code(204).send(null)
      },
    )
  }
