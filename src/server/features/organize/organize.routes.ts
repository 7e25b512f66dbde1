import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { applicationIdParamsSchema } from '../../../shared/applications/api.ts'
import {
  folderApplicationParamsSchema,
  folderIdParamsSchema,
  folderInputSchema,
  folderListSchema,
  folderSchema,
  ORGANIZE_MESSAGES,
  organizeResultSchema,
  tagApplicationParamsSchema,
  tagIdParamsSchema,
  tagInputSchema,
  tagListSchema,
  tagSchema,
  tagUpdateSchema,
} from '../../../shared/organize/api.ts'
import { requireAuth, requirePermission } from '../../auth/guard.ts'
import { errorSchema } from '../../errors.ts'
import { requirePlanFeature } from '../../plans/plan-gate.ts'
import type { Caller } from '../applications/applications.service.ts'
import {
  addApplicationsToFolder,
  addTagToApplications,
  assertOwnApplication,
  createFolder,
  createTag,
  deleteFolder,
  deleteTag,
  listFolders,
  listTags,
  moveApplicationsToFolder,
  removeApplicationsFromFolder,
  removeTagFromApplications,
  renameFolder,
  updateTag,
} from './organize.service.ts'

const errors = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
  422: errorSchema,
}

/**
 * Folders ("Pastas", every plan) and tags ("Etiquetas", básico and up) of issue 16. Managing them
 * is folders:manage / tags:manage (admin, premium); putting applications in them is
 * applications:organize (every role). The role is checked before the plan: a padrao member is told
 * it is not theirs to do, not to upgrade.
 */
export const organizeRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db
  const callerOf = (request: { auth: Caller }): Caller => ({
    companyId: request.auth.companyId,
    role: request.auth.role,
    userId: request.auth.userId,
  })

  // Folders -------------------------------------------------------------------------------------
  const folderTags = ['folders']

  app.get(
    '/api/folders',
    {
      preHandler: requireAuth,
      schema: {
        summary: 'The company’s folders, each with its number of applications',
        tags: folderTags,
        response: { 200: folderListSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return listFolders(db, callerOf(request))
    },
  )

  app.post(
    '/api/folders',
    {
      preHandler: [requireAuth, requirePermission('folders:manage')],
      schema: {
        summary: 'Creates a folder (admin and premium)',
        tags: folderTags,
        body: folderInputSchema,
        response: { 201: folderSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createFolder(db, { caller: callerOf(request), input: request.body })),
  )

  app.patch(
    '/api/folders/:id',
    {
      preHandler: [requireAuth, requirePermission('folders:manage')],
      schema: {
        summary: 'Renames a folder (admin and premium)',
        tags: folderTags,
        params: folderIdParamsSchema,
        body: folderInputSchema,
        response: { 200: folderSchema, ...errors },
      },
    },
    async (request) =>
      renameFolder(db, { caller: callerOf(request), id: request.params.id, input: request.body }),
  )

  app.delete(
    '/api/folders/:id',
    {
      preHandler: [requireAuth, requirePermission('folders:manage')],
      schema: {
        summary: 'Deletes a folder; its applications stay (admin and premium)',
        tags: folderTags,
        params: folderIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteFolder(db, { caller: callerOf(request), id: request.params.id })
      return reply.code(204).send(null)
    },
  )

  app.put(
    '/api/folders/:id/applications/:applicationId',
    {
      preHandler: [requireAuth, requirePermission('applications:organize')],
      schema: {
        summary: 'Puts one application in a folder ("Adicionar à pasta")',
        tags: folderTags,
        params: folderApplicationParamsSchema,
        response: { 200: organizeResultSchema, ...errors },
      },
    },
    async (request) => {
      const caller = callerOf(request)
      const { id, applicationId } = request.params
      return db.transaction(async (tx) => {
        await assertOwnApplication(tx, caller, applicationId)
        return { changed: await addApplicationsToFolder(tx, caller, id, [applicationId]) }
      })
    },
  )

  app.delete(
    '/api/folders/:id/applications/:applicationId',
    {
      preHandler: [requireAuth, requirePermission('applications:organize')],
      schema: {
        summary: 'Takes one application out of a folder',
        tags: folderTags,
        params: folderApplicationParamsSchema,
        response: { 200: organizeResultSchema, ...errors },
      },
    },
    async (request) => {
      const caller = callerOf(request)
      const { id, applicationId } = request.params
      return db.transaction(async (tx) => {
        await assertOwnApplication(tx, caller, applicationId)
        return { changed: await removeApplicationsFromFolder(tx, caller, id, [applicationId]) }
      })
    },
  )

  app.put(
    '/api/applications/:id/folder',
    {
      preHandler: [requireAuth, requirePermission('applications:organize')],
      schema: {
        summary: '"Mover para pasta": the application ends up in this folder only',
        tags: folderTags,
        params: applicationIdParamsSchema,
        body: z.object({ folderId: z.uuid({ error: ORGANIZE_MESSAGES.folderNotFound }) }),
        response: { 200: organizeResultSchema, ...errors },
      },
    },
    async (request) => {
      const caller = callerOf(request)
      return db.transaction(async (tx) => {
        await assertOwnApplication(tx, caller, request.params.id)
        return {
          changed: await moveApplicationsToFolder(tx, caller, request.body.folderId, [request.params.id]),
        }
      })
    },
  )

  // Tags ----------------------------------------------------------------------------------------
  const tagTags = ['tags']

  app.get(
    '/api/tags',
    {
      preHandler: [requireAuth, requirePlanFeature('tags')],
      schema: {
        summary: 'The company’s tags, each with its number of applications (básico and up)',
        tags: tagTags,
        response: { 200: tagListSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return listTags(db, callerOf(request))
    },
  )

  app.post(
    '/api/tags',
    {
      preHandler: [requireAuth, requirePermission('tags:manage'), requirePlanFeature('tags')],
      schema: {
        summary: 'Creates a tag, also inline ("Criar etiqueta"); admin and premium, básico and up',
        tags: tagTags,
        body: tagInputSchema,
        response: { 201: tagSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createTag(db, { caller: callerOf(request), input: request.body })),
  )

  app.patch(
    '/api/tags/:id',
    {
      preHandler: [requireAuth, requirePermission('tags:manage'), requirePlanFeature('tags')],
      schema: {
        summary: 'Renames a tag or changes its colour (admin and premium)',
        tags: tagTags,
        params: tagIdParamsSchema,
        body: tagUpdateSchema,
        response: { 200: tagSchema, ...errors },
      },
    },
    async (request) =>
      updateTag(db, { caller: callerOf(request), id: request.params.id, input: request.body }),
  )

  app.delete(
    '/api/tags/:id',
    {
      preHandler: [requireAuth, requirePermission('tags:manage'), requirePlanFeature('tags')],
      schema: {
        summary: 'Deletes a tag from every application (admin and premium)',
        tags: tagTags,
        params: tagIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteTag(db, { caller: callerOf(request), id: request.params.id })
      return reply.code(204).send(null)
    },
  )

  app.put(
    '/api/tags/:id/applications/:applicationId',
    {
      preHandler: [requireAuth, requirePermission('applications:organize'), requirePlanFeature('tags')],
      schema: {
        summary: 'Tags one application',
        tags: tagTags,
        params: tagApplicationParamsSchema,
        response: { 200: organizeResultSchema, ...errors },
      },
    },
    async (request) => {
      const caller = callerOf(request)
      const { id, applicationId } = request.params
      return db.transaction(async (tx) => {
        await assertOwnApplication(tx, caller, applicationId)
        return { changed: await addTagToApplications(tx, caller, id, [applicationId]) }
      })
    },
  )

  app.delete(
    '/api/tags/:id/applications/:applicationId',
    {
      preHandler: [requireAuth, requirePermission('applications:organize'), requirePlanFeature('tags')],
      schema: {
        summary: 'Untags one application',
        tags: tagTags,
        params: tagApplicationParamsSchema,
        response: { 200: organizeResultSchema, ...errors },
      },
    },
    async (request) => {
      const caller = callerOf(request)
      const { id, applicationId } = request.params
      return db.transaction(async (tx) => {
        await assertOwnApplication(tx, caller, applicationId)
        return { changed: await removeTagFromApplications(tx, caller, id, [applicationId]) }
      })
    },
  )
}
