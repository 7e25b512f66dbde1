import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { applicationIdParamsSchema } from '../../../shared/applications/api.ts'
import {
  boardQuerySchema,
  boardSchema,
  bulkMoveSchema,
  bulkRejectSchema,
  bulkResultSchema,
  careersPageSchema,
  columnPageSchema,
  columnQuerySchema,
  createJobSchema,
  jobActionSchema,
  jobIdParamsSchema,
  jobInputSchema,
  jobListQuerySchema,
  jobListSchema,
  jobSchema,
  moveSchema,
  placementSchema,
  publicJobParamsSchema,
  publicJobSchema,
  rejectSchema,
  stageDeleteQuerySchema,
  stageNameSchema,
  stageOrderSchema,
  stageParamsSchema,
  stageSchema,
  stageTemplateSchema,
} from '../../../shared/jobs/api.ts'
import { requireAuth } from '../../auth/guard.ts'
import { errorSchema } from '../../errors.ts'
import type { Caller } from '../applications/applications.service.ts'
import { emailDeps } from '../email/email.service.ts'
import { getCareersPage, getPublicJob } from './careers.service.ts'
import {
  changeJobStatus,
  createJob,
  deleteJob,
  duplicateJob,
  getJob,
  listJobs,
  updateJob,
} from './jobs.service.ts'
import {
  bulkMove,
  bulkReject,
  getBoard,
  getColumnPage,
  moveApplication,
  rejectApplication,
} from './pipeline.service.ts'
import {
  addStage,
  deleteStage,
  getStageTemplate,
  renameStage,
  reorderStages,
  saveStageTemplate,
} from './stages.service.ts'

const errors = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
  422: errorSchema,
}
const stagesSchema = z.object({ items: z.array(stageSchema) })

/**
 * Jobs, their stages and the pipeline board (/vagas, issue 14). Every route needs a session; the
 * services scope every query by the caller's company and check the role's permissions.
 */
export const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db
  const tags = ['jobs']
  const callerOf = (request: { auth: Caller }): Caller => ({
    companyId: request.auth.companyId,
    role: request.auth.role,
    userId: request.auth.userId,
  })

  app.get(
    '/api/jobs',
    {
      preHandler: requireAuth,
      schema: {
        summary: 'The company’s jobs (search by title, status filter)',
        tags,
        querystring: jobListQuerySchema,
        response: { 200: jobListSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return listJobs(db, { caller: callerOf(request), query: request.query })
    },
  )

  app.post(
    '/api/jobs',
    {
      preHandler: requireAuth,
      schema: {
        summary: 'Creates a job (draft, or published with publish: true)',
        tags,
        body: createJobSchema,
        response: { 201: jobSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { publish, ...data } = request.body
      const job = await createJob(db, { caller: callerOf(request), data, publish })
      return reply.code(201).send(job)
    },
  )

  app.get(
    '/api/jobs/:id',
    {
      preHandler: requireAuth,
      schema: {
        summary: 'One job with its stages and counts',
        tags,
        params: jobIdParamsSchema,
        response: { 200: jobSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return getJob(db, { caller: callerOf(request), id: request.params.id })
    },
  )

  app.put(
    '/api/jobs/:id',
    {
      preHandler: requireAuth,
      schema: {
        summary: 'Saves every field of a job',
        tags,
        params: jobIdParamsSchema,
        body: jobInputSchema,
        response: { 200: jobSchema, ...errors },
      },
    },
    async (request) =>
      updateJob(db, { caller: callerOf(request), id: request.params.id, data: request.body }),
  )

  app.post(
    '/api/jobs/:id/status',
    {
      preHandler: requireAuth,
      schema: {
        summary: 'Publishes, pauses, resumes or closes a job',
        tags,
        params: jobIdParamsSchema,
        body: jobActionSchema,
        response: { 200: jobSchema, ...errors },
      },
    },
    async (request) =>
      changeJobStatus(db, { caller: callerOf(request), id: request.params.id, action: request.body.action }),
  )

  app.post(
    '/api/jobs/:id/duplicate',
    {
      preHandler: requireAuth,
      schema: {
        summary: 'A new draft copied from a job',
        tags,
        params: jobIdParamsSchema,
        response: { 201: jobSchema, ...errors },
      },
    },
    async (request, reply) => {
      const job = await duplicateJob(db, { caller: callerOf(request), id: request.params.id })
      return reply.code(201).send(job)
    },
  )

  app.delete(
    '/api/jobs/:id',
    {
      preHandler: requireAuth,
      schema: {
        summary: 'Deletes a draft without applications',
        tags,
        params: jobIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteJob(db, { caller: callerOf(request), id: request.params.id })
      return reply.code(204).send(null)
    },
  )

  app.post(
    '/api/jobs/:id/stages',
    {
      preHandler: requireAuth,
      schema: {
        summary: 'Adds a stage (before the last one)',
        tags,
        params: jobIdParamsSchema,
        body: stageNameSchema,
        response: { 201: stagesSchema, ...errors },
      },
    },
    async (request, reply) => {
      const items = await addStage(db, {
        caller: callerOf(request),
        jobId: request.params.id,
        name: request.body.name,
      })
      return reply.code(201).send({ items })
    },
  )

  app.put(
    '/api/jobs/:id/stages/order',
    {
      preHandler: requireAuth,
      schema: {
        summary: 'Reorders the job’s stages',
        tags,
        params: jobIdParamsSchema,
        body: stageOrderSchema,
        response: { 200: stagesSchema, ...errors },
      },
    },
    async (request) => ({
      items: await reorderStages(db, {
        caller: callerOf(request),
        jobId: request.params.id,
        stageIds: request.body.stageIds,
      }),
    }),
  )

  app.patch(
    '/api/jobs/:id/stages/:stageId',
    {
      preHandler: requireAuth,
      schema: {
        summary: 'Renames a stage',
        tags,
        params: stageParamsSchema,
        body: stageNameSchema,
        response: { 200: stagesSchema, ...errors },
      },
    },
    async (request) => ({
      items: await renameStage(db, {
        caller: callerOf(request),
        jobId: request.params.id,
        stageId: request.params.stageId,
        name: request.body.name,
      }),
    }),
  )

  app.delete(
    '/api/jobs/:id/stages/:stageId',
    {
      preHandler: requireAuth,
      schema: {
        summary: 'Removes a stage; its candidates go to ?moveTo=',
        tags,
        params: stageParamsSchema,
        querystring: stageDeleteQuerySchema,
        response: { 200: stagesSchema, ...errors },
      },
    },
    async (request) => ({
      items: await deleteStage(db, {
        caller: callerOf(request),
        jobId: request.params.id,
        stageId: request.params.stageId,
        moveTo: request.query.moveTo,
      }),
    }),
  )

  app.get(
    '/api/jobs/:id/board',
    {
      preHandler: requireAuth,
      schema: {
        summary: 'The board: every column’s first page',
        tags,
        params: jobIdParamsSchema,
        querystring: boardQuerySchema,
        response: { 200: boardSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return getBoard(db, {
        caller: callerOf(request),
        jobId: request.params.id,
        pageSize: request.query.pageSize,
      })
    },
  )

  app.get(
    '/api/jobs/:id/stages/:stageId/applications',
    {
      preHandler: requireAuth,
      schema: {
        summary: 'A column’s next page (?cursor= the last card’s id)',
        tags,
        params: stageParamsSchema,
        querystring: columnQuerySchema,
        response: { 200: columnPageSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return getColumnPage(db, {
        caller: callerOf(request),
        jobId: request.params.id,
        stageId: request.params.stageId,
        pageSize: request.query.pageSize,
        cursor: request.query.cursor,
      })
    },
  )

  app.post(
    '/api/jobs/:id/moves',
    {
      preHandler: requireAuth,
      schema: {
        summary: 'Moves several applications of the job to one stage',
        tags,
        params: jobIdParamsSchema,
        body: bulkMoveSchema,
        response: { 200: bulkResultSchema, ...errors },
      },
    },
    async (request) =>
      bulkMove(db, {
        caller: callerOf(request),
        emails: emailDeps(app.deps),
        jobId: request.params.id,
        stageId: request.body.stageId,
        applicationIds: request.body.applicationIds,
      }),
  )

  app.post(
    '/api/jobs/:id/rejections',
    {
      preHandler: requireAuth,
      schema: {
        summary: 'Rejects several applications of the job',
        tags,
        params: jobIdParamsSchema,
        body: bulkRejectSchema,
        response: { 200: bulkResultSchema, ...errors },
      },
    },
    async (request) =>
      bulkReject(db, {
        caller: callerOf(request),
        emails: emailDeps(app.deps),
        jobId: request.params.id,
        applicationIds: request.body.applicationIds,
        reason: request.body.reason,
        note: request.body.note,
      }),
  )

  app.post(
    '/api/applications/:id/move',
    {
      preHandler: requireAuth,
      schema: {
        summary: 'Moves an application to another stage of its job',
        tags,
        params: applicationIdParamsSchema,
        body: moveSchema,
        response: { 200: placementSchema, ...errors },
      },
    },
    async (request) =>
      moveApplication(db, {
        caller: callerOf(request),
        emails: emailDeps(app.deps),
        id: request.params.id,
        stageId: request.body.stageId,
      }),
  )

  app.post(
    '/api/applications/:id/reject',
    {
      preHandler: requireAuth,
      schema: {
        summary: 'Rejects an application of a job, with a reason',
        tags,
        params: applicationIdParamsSchema,
        body: rejectSchema,
        response: { 200: placementSchema, ...errors },
      },
    },
    async (request) =>
      rejectApplication(db, {
        caller: callerOf(request),
        emails: emailDeps(app.deps),
        id: request.params.id,
        reason: request.body.reason,
        note: request.body.note,
      }),
  )

  app.get(
    '/api/settings/stages',
    {
      preHandler: requireAuth,
      schema: {
        summary: 'The stage template new jobs start from',
        tags,
        response: { 200: stageTemplateSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return getStageTemplate(db, callerOf(request))
    },
  )

  app.put(
    '/api/settings/stages',
    {
      preHandler: requireAuth,
      schema: {
        summary: 'Saves the stage template',
        tags,
        body: stageTemplateSchema,
        response: { 200: stageTemplateSchema, ...errors },
      },
    },
    async (request) => saveStageTemplate(db, { caller: callerOf(request), data: request.body }),
  )
}

/** The public careers page (/c/{slug}) and job page API. No session: scoped by the slug's company. */
export const careersRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db
  const tags = ['careers']
  app.get(
    '/api/public/careers/:slug',
    {
      schema: {
        summary: 'The company’s open jobs',
        tags,
        params: z.object({ slug: z.string().min(1).max(100) }),
        response: { 200: careersPageSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return getCareersPage(db, request.params.slug)
    },
  )
  app.get(
    '/api/public/careers/:slug/jobs/:jobSlug',
    {
      schema: {
        summary: 'One job of the careers page',
        tags,
        params: publicJobParamsSchema,
        response: { 200: publicJobSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return getPublicJob(db, request.params.slug, request.params.jobSlug)
    },
  )
}
