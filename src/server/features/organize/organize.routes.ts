import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { applicationIdParamsSchema } from '../../../shared/applications/api.ts'
import {
  type FolderInput,
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
import type { Db } from '../../db/client.ts'
import { errorSchema } from '../../errors.ts'
import { requirePlanFeature } from '../../plans/plan-gate.ts'
import type { Caller } from '../applications/applications.service.ts'
import { FOLDERS, type OrganizeCollection, TAGS } from './collections.ts'
import {
  addApplicationsToFolder,
  addTagToApplications,
  assertOwnApplication,
  type ChangeApplications,
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
 * The routes one collection (collections.ts) has, all alike but for these: `path` (`/api/folders`,
 * `/api/tags`) and the OpenAPI tag, the schemas, the summaries and the service functions.
 *
 * GET path · POST path · PATCH path/:id · DELETE path/:id (manage: admin and premium)
 * PUT path/:id/applications/:applicationId · DELETE the same (applications:organize, every role)
 */
type CollectionRoutes<Create, Update> = {
  collection: OrganizeCollection
  path: string
  openApiTag: string
  schemas: {
    item: z.ZodType
    list: z.ZodType
    create: z.ZodType<Create>
    update: z.ZodType<Update>
    idParams: typeof folderIdParamsSchema
    applicationParams: typeof folderApplicationParamsSchema
  }
  summaries: { list: string; create: string; update: string; delete: string; add: string; remove: string }
  service: {
    list(db: Db, caller: Caller): Promise<unknown>
    create(db: Db, options: { caller: Caller; input: Create }): Promise<unknown>
    update(db: Db, options: { caller: Caller; id: string; input: Update }): Promise<unknown>
    delete(db: Db, options: { caller: Caller; id: string }): Promise<void>
    add: ChangeApplications
    remove: ChangeApplications
  }
}

const FOLDER_ROUTES: CollectionRoutes<FolderInput, FolderInput> = {
  collection: FOLDERS,
  path: '/api/folders',
  openApiTag: 'folders',
  schemas: {
    item: folderSchema,
    list: folderListSchema,
    create: folderInputSchema,
    update: folderInputSchema,
    idParams: folderIdParamsSchema,
    applicationParams: folderApplicationParamsSchema,
  },
  summaries: {
    list: 'The company’s folders, each with its number of applications',
    create: 'Creates a folder (admin and premium)',
    update: 'Renames a folder (admin and premium)',
    delete: 'Deletes a folder; its applications stay (admin and premium)',
    add: 'Puts one application in a folder ("Adicionar à pasta")',
    remove: 'Takes one application out of a folder',
  },
  service: {
    list: listFolders,
    create: createFolder,
    update: renameFolder,
    delete: deleteFolder,
    add: addApplicationsToFolder,
    remove: removeApplicationsFromFolder,
  },
}

const TAG_ROUTES: CollectionRoutes<z.output<typeof tagInputSchema>, z.output<typeof tagUpdateSchema>> = {
  collection: TAGS,
  path: '/api/tags',
  openApiTag: 'tags',
  schemas: {
    item: tagSchema,
    list: tagListSchema,
    create: tagInputSchema,
    update: tagUpdateSchema,
    idParams: tagIdParamsSchema,
    applicationParams: tagApplicationParamsSchema,
  },
  summaries: {
    list: 'The company’s tags, each with its number of applications (básico and up)',
    create: 'Creates a tag, also inline ("Criar etiqueta"); admin and premium, básico and up',
    update: 'Renames a tag or changes its colour (admin and premium)',
    delete: 'Deletes a tag from every application (admin and premium)',
    add: 'Tags one application',
    remove: 'Untags one application',
  },
  service: {
    list: listTags,
    create: createTag,
    update: updateTag,
    delete: deleteTag,
    add: addTagToApplications,
    remove: removeTagFromApplications,
  },
}

type OrganizeApp = Parameters<FastifyPluginAsyncZod>[0]

function callerOf(request: { auth: Caller }): Caller {
  return { companyId: request.auth.companyId, role: request.auth.role, userId: request.auth.userId }
}

/**
 * Registers a collection's routes. The role is checked before the plan: a padrao member is told
 * it is not theirs to do, not to upgrade.
 */
function registerCollectionRoutes<Create, Update>(
  app: OrganizeApp,
  { collection, path, openApiTag, schemas, summaries, service }: CollectionRoutes<Create, Update>,
) {
  const db = app.deps.database.db
  const tags = [openApiTag]
  const planGate = collection.planFeature ? [requirePlanFeature(collection.planFeature)] : []
  const manage = [requireAuth, requirePermission(collection.managePermission), ...planGate]
  const organize = [requireAuth, requirePermission('applications:organize'), ...planGate]

  app.get(
    path,
    {
      preHandler: [requireAuth, ...planGate],
      schema: { summary: summaries.list, tags, response: { 200: schemas.list, ...errors } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return service.list(db, callerOf(request))
    },
  )

  app.post(
    path,
    {
      preHandler: manage,
      schema: {
        summary: summaries.create,
        tags,
        body: schemas.create,
        response: { 201: schemas.item, ...errors },
      },
    },
    async (request, reply) => {
      // The body is what schemas.create parsed; fastify's types cannot resolve that for a generic.
      const input = request.body as Create
      return reply.code(201).send(await service.create(db, { caller: callerOf(request), input }))
    },
  )

  app.patch(
    `${path}/:id`,
    {
      preHandler: manage,
      schema: {
        summary: summaries.update,
        tags,
        params: schemas.idParams,
        body: schemas.update,
        response: { 200: schemas.item, ...errors },
      },
    },
    async (request) =>
      service.update(db, { caller: callerOf(request), id: request.params.id, input: request.body as Update }),
  )

  app.delete(
    `${path}/:id`,
    {
      preHandler: manage,
      schema: {
        summary: summaries.delete,
        tags,
        params: schemas.idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.delete(db, { caller: callerOf(request), id: request.params.id })
      return reply.code(204).send(null)
    },
  )

  for (const [method, change] of [
    ['PUT', 'add'],
    ['DELETE', 'remove'],
  ] as const)
    app.route({
      method,
      url: `${path}/:id/applications/:applicationId`,
      preHandler: organize,
      schema: {
        summary: summaries[change],
        tags,
        params: schemas.applicationParams,
        response: { 200: organizeResultSchema, ...errors },
      },
      handler: async (request) => {
        const caller = callerOf(request)
        const { id, applicationId } = request.params
        return db.transaction(async (tx) => {
          await assertOwnApplication(tx, caller, applicationId)
          return { changed: await service[change](tx, caller, id, [applicationId]) }
        })
      },
    })
}

/**
 * Folders ("Pastas", every plan) and tags ("Etiquetas", básico and up) of issue 16. Managing them
 * is folders:manage / tags:manage (admin, premium); putting applications in them is
 * applications:organize (every role).
 */
export const organizeRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db

  registerCollectionRoutes(app, FOLDER_ROUTES)

  app.put(
    '/api/applications/:id/folder',
    {
      preHandler: [requireAuth, requirePermission('applications:organize')],
      schema: {
        summary: '"Mover para pasta": the application ends up in this folder only',
        tags: [FOLDER_ROUTES.openApiTag],
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

  registerCollectionRoutes(app, TAG_ROUTES)
}
