import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  createSavedViewSchema,
  savedViewIdParamsSchema,
  savedViewListSchema,
  savedViewSchema,
  updateSavedViewSchema,
} from '../../../shared/applications/saved-views.ts'
import { requireAuth } from '../../auth/guard.ts'
import { errorSchema } from '../../errors.ts'
import type { Caller } from '../applications/applications.service.ts'
import { createSavedView, deleteSavedView, listSavedViews, updateSavedView } from './saved-views.service.ts'

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema }

/** Saved views of /curriculos ("Salvar filtro", issue 16), every plan. */
export const savedViewsRoutes = (): FastifyPluginAsyncZod => async (app) => {
  const db = app.deps.database.db
  const tags = ['saved-views']
  const callerOf = (request: { auth: Caller }): Caller => ({
    companyId: request.auth.companyId,
    role: request.auth.role,
    userId: request.auth.userId,
  })

  app.get(
    '/api/saved-views',
    {
      preHandler: requireAuth,
      schema: {
        summary: 'The caller’s saved views of /curriculos and the ones shared with the team',
        tags,
        response: { 200: savedViewListSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return { items: await listSavedViews(db, { caller: callerOf(request) }) }
    },
  )

  app.post(
    '/api/saved-views',
    {
      preHandler: requireAuth,
      schema: {
        summary: 'Saves the current search and filters under a name ("Salvar filtro")',
        tags,
        body: createSavedViewSchema,
        response: { 201: savedViewSchema, ...errors },
      },
    },
    async (request, reply) => {
      const view = await createSavedView(db, { caller: callerOf(request), input: request.body })
      return reply.code(201).send(view)
    },
  )

  app.patch(
    '/api/saved-views/:id',
    {
      preHandler: requireAuth,
      schema: {
        summary: 'Renames a saved view or shares it with the team',
        tags,
        params: savedViewIdParamsSchema,
        body: updateSavedViewSchema,
        response: { 200: savedViewSchema, ...errors },
      },
    },
    async (request) =>
      updateSavedView(db, { caller: callerOf(request), id: request.params.id, input: request.body }),
  )

  app.delete(
    '/api/saved-views/:id',
    {
      preHandler: requireAuth,
      schema: {
        summary: 'Deletes a saved view',
        tags,
        params: savedViewIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteSavedView(db, { caller: callerOf(request), id: request.params.id })
      return reply.code(204).send(null)
    },
  )
}
