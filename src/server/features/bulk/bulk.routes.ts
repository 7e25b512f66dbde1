import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  bulkOperationParamsSchema,
  bulkOperationSchema,
  bulkRequestSchema,
} from '../../../shared/bulk/api.ts'
import { requireAuth } from '../../auth/guard.ts'
import { errorSchema } from '../../errors.ts'
import type { Caller } from '../applications/applications.service.ts'
import { emailDeps } from '../email/email.service.ts'
import { getBulkOperation, getBulkResult, startBulkOperation } from './bulk.service.ts'
import { bulkOperationJob } from './bulk-job.ts'

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 422: errorSchema }

/** Bulk actions on applications (issue 16; docs/decisions/027-bulk-actions.md). */
export const bulkRoutes = (): FastifyPluginAsyncZod => async (app) => {
  const { database, storage, pool, queue } = app.deps
  const db = database.db
  const tags = ['applications']
  const callerOf = (request: { auth: Caller }): Caller => ({
    companyId: request.auth.companyId,
    role: request.auth.role,
    userId: request.auth.userId,
  })

  app.post(
    '/api/applications/bulk',
    {
      preHandler: requireAuth,
      // Each action of the registry gates its own plan feature (bulk-actions.ts); bulk actions
      // themselves and the basic CSV are on every plan.
      config: { planFeatures: ['pdfExport', 'fullExport'] },
      schema: {
        summary:
          'Applies one action to selected applications (ids, or every result of a filter); above 200 items it is queued',
        tags,
        body: bulkRequestSchema,
        response: { 200: bulkOperationSchema, 202: bulkOperationSchema, ...errors },
      },
    },
    async (request, reply) => {
      const operation = await startBulkOperation(
        { db, storage, pool, queue, emails: emailDeps(app.deps) },
        {
          caller: callerOf(request),
          request: request.body,
          enqueue: async (operationId) => {
            await queue.send(bulkOperationJob, { operationId })
          },
        },
      )
      reply.header('cache-control', 'no-store')
      return reply.code(operation.status === 'queued' ? 202 : 200).send(operation)
    },
  )

  app.get(
    '/api/bulk-operations/:id',
    {
      preHandler: requireAuth,
      schema: {
        summary: 'A bulk operation of the caller and its progress',
        tags,
        params: bulkOperationParamsSchema,
        response: { 200: bulkOperationSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return getBulkOperation(db, { caller: callerOf(request), id: request.params.id })
    },
  )

  app.get(
    '/api/bulk-operations/:id/download',
    {
      preHandler: requireAuth,
      schema: {
        summary: 'The result file of a bulk export (its requester only)',
        tags,
        params: bulkOperationParamsSchema,
      },
    },
    async (request, reply) => {
      const file = await getBulkResult(db, storage, { caller: callerOf(request), id: request.params.id })
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.name}"`)
        .header('content-length', file.size)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.body)
    },
  )
}
