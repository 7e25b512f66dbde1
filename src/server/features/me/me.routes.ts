import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { meResponseSchema } from '../../../shared/accounts.ts'
import { requireAuth } from '../../auth/guard.ts'
import { AppError } from '../../errors.ts'
import { readMe } from './me.service.ts'

/**
 * GET /api/me: who is signed in and their company (401 without a session).
 * GET /api/session: the same for the web app's session probe, which must not turn a visitor who is
 * simply not signed in into an error: it answers 200 { session: null } then (issue 13).
 */
export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db

  app.get(
    '/api/me',
    {
      preHandler: requireAuth,
      schema: {
        summary: 'The signed-in user, profile and company',
        tags: ['accounts'],
        response: { 200: meResponseSchema },
      },
    },
    async (request) => readMe(db, { userId: request.auth.userId }),
  )

  app.get(
    '/api/session',
    {
      schema: {
        summary: 'The signed-in user, profile and company, or null for a visitor (never 401)',
        tags: ['accounts'],
        response: { 200: z.object({ session: meResponseSchema.nullable() }) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      try {
        await requireAuth.call(app, request, reply)
        return { session: await readMe(db, { userId: request.auth.userId }) }
      } catch (error) {
        if (error instanceof AppError && error.code === 'UNAUTHORIZED') return { session: null }
        throw error
      }
    },
  )
}
