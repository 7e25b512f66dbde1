import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { applicationIdParamsSchema } from '../../../shared/applications/api.ts'
import { ratingInputSchema, ratingListSchema } from '../../../shared/ratings/api.ts'
import { requireAuth } from '../../auth/guard.ts'
import { errorSchema } from '../../errors.ts'
import type { Caller } from '../applications/applications.service.ts'
import { listRatings, removeRating, setRating } from './ratings.service.ts'

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema }

/** Each member's 1–5 star rating of an application ("Avaliação", issue 16; every role). */
export const ratingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db
  const tags = ['ratings']
  const callerOf = (request: { auth: Caller }): Caller => ({
    companyId: request.auth.companyId,
    role: request.auth.role,
    userId: request.auth.userId,
  })

  app.get(
    '/api/applications/:id/ratings',
    {
      preHandler: requireAuth,
      schema: {
        summary: 'Every member’s rating of one application, with the average',
        tags,
        params: applicationIdParamsSchema,
        response: { 200: ratingListSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return listRatings(db, { caller: callerOf(request), applicationId: request.params.id })
    },
  )

  app.put(
    '/api/applications/:id/ratings/me',
    {
      preHandler: requireAuth,
      schema: {
        summary: 'Sets the caller’s own rating (1–5 stars and an optional note)',
        tags,
        params: applicationIdParamsSchema,
        body: ratingInputSchema,
        response: { 200: ratingListSchema, ...errors },
      },
    },
    async (request) =>
      setRating(db, {
        caller: callerOf(request),
        applicationId: request.params.id,
        stars: request.body.stars,
        note: request.body.note,
      }),
  )

  app.delete(
    '/api/applications/:id/ratings/me',
    {
      preHandler: requireAuth,
      schema: {
        summary: 'Removes the caller’s own rating',
        tags,
        params: applicationIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeRating(db, { caller: callerOf(request), applicationId: request.params.id })
      return reply.code(204).send(null)
    },
  )
}
