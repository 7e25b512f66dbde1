import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { applicationIdParamsSchema } from '../../../shared/applications/api.ts'
import {
  commentIdParamsSchema,
  commentInputSchema,
  commentListSchema,
  commentSchema,
  mentionableMembersSchema,
} from '../../../shared/comments/api.ts'
import { requireAuth } from '../../auth/guard.ts'
import { errorSchema } from '../../errors.ts'
import type { Caller } from '../applications/applications.service.ts'
import {
  addComment,
  type CommentContext,
  deleteComment,
  editComment,
  listComments,
  listMentionableMembers,
} from './comments.service.ts'

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema }

/**
 * Comments on an application with @menções (issue 16). Every role comments; authors edit and delete
 * their own, admins delete any. The service scopes everything by the caller's company.
 */
export const commentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db
  const ctx: CommentContext = { db, queue: app.deps.queue, appUrl: app.deps.env.appUrl }
  const tags = ['comments']
  const callerOf = (request: { auth: Caller }): Caller => ({
    companyId: request.auth.companyId,
    role: request.auth.role,
    userId: request.auth.userId,
  })

  app.get(
    '/api/members',
    {
      preHandler: requireAuth,
      schema: {
        summary: 'The company’s active members for the @ autocomplete (id, name, avatar)',
        tags,
        response: { 200: mentionableMembersSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return listMentionableMembers(db, callerOf(request))
    },
  )

  app.get(
    '/api/applications/:id/comments',
    {
      preHandler: requireAuth,
      schema: {
        summary: 'The comments of one application, oldest first',
        tags,
        params: applicationIdParamsSchema,
        response: { 200: commentListSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return listComments(db, { caller: callerOf(request), applicationId: request.params.id })
    },
  )

  app.post(
    '/api/applications/:id/comments',
    {
      preHandler: requireAuth,
      schema: {
        summary: 'Adds a comment; mentioned members get a notification and an e-mail',
        tags,
        params: applicationIdParamsSchema,
        body: commentInputSchema,
        response: { 201: commentSchema, 422: errorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const comment = await addComment(ctx, {
        caller: callerOf(request),
        applicationId: request.params.id,
        body: request.body.body,
        mentionUserIds: request.body.mentionUserIds,
      })
      return reply.code(201).send(comment)
    },
  )

  app.patch(
    '/api/comments/:id',
    {
      preHandler: requireAuth,
      schema: {
        summary: 'Edits one’s own comment',
        tags,
        params: commentIdParamsSchema,
        body: commentInputSchema,
        response: { 200: commentSchema, 422: errorSchema, ...errors },
      },
    },
    async (request) =>
      editComment(ctx, {
        caller: callerOf(request),
        id: request.params.id,
        body: request.body.body,
        mentionUserIds: request.body.mentionUserIds,
      }),
  )

  app.delete(
    '/api/comments/:id',
    {
      preHandler: requireAuth,
      schema: {
        summary: 'Deletes a comment (its author, or an admin)',
        tags,
        params: commentIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteComment(db, { caller: callerOf(request), id: request.params.id })
      return reply.code(204).send(null)
    },
  )
}
