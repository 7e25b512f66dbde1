import { Readable } from 'node:stream'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  applicationDetailSchema,
  applicationExportQuerySchema,
  applicationIdParamsSchema,
  applicationListQuerySchema,
  applicationListSchema,
  applicationStatsSchema,
  statusUpdateResultSchema,
  statusUpdateSchema,
} from '../../../shared/applications/api.ts'
import { filterCountsSchema } from '../../../shared/applications/filters.ts'
import {
  applicationPersonSchema,
  mergeApplicationsSchema,
  mergeResultSchema,
} from '../../../shared/applications/persons.ts'
import { applicationHistorySchema } from '../../../shared/history/events.ts'
import { requireAuth, requirePermission } from '../../auth/guard.ts'
import { errorSchema } from '../../errors.ts'
import { requirePlanFeature } from '../../plans/plan-gate.ts'
import { emailDeps } from '../email/email.service.ts'
import { listApplicationHistory } from '../history/history.service.ts'
import { createCsvWriter } from './applications.csv.ts'
import {
  type Caller,
  changeApplicationStatus,
  countApplicationFilters,
  countApplicationsByStatus,
  deleteApplication,
  exportApplications,
  exportForm,
  getApplication,
  getApplicationDocument,
  getApplicationFile,
  getApplicationResume,
  listApplications,
  recordListExport,
} from './applications.service.ts'
import { formatBrazilDate } from './brazil-time.ts'
import { rejectSensitiveFilters } from './filters.ts'
import { pdfFileName } from './pdf-file-name.ts'
import { getApplicationPerson, mergeApplications } from './persons.service.ts'

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema }

/**
 * The review of applications (/curriculos, issue 6). Every route needs a session; the service
 * scopes every query by the caller's company and checks the role's permissions.
 */
export const applicationsRoutes = (): FastifyPluginAsyncZod => async (app) => {
  const { database, storage } = app.deps
  const db = database.db
  const tags = ['applications']

  const callerOf = (request: { auth: Caller }): Caller => ({
    companyId: request.auth.companyId,
    role: request.auth.role,
    userId: request.auth.userId,
  })

  app.get(
    '/api/applications',
    {
      preValidation: rejectSensitiveFilters,
      preHandler: requireAuth,
      // The advanced facets need Básico; status, search, job and stage are free (filters.ts).
      config: { planFeatures: ['advancedFilters'] },
      schema: {
        summary: 'One page of the company’s applications (search, status and advanced filters), newest first',
        tags,
        querystring: applicationListQuerySchema,
        response: { 200: applicationListSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return listApplications(db, { caller: callerOf(request), query: request.query })
    },
  )

  app.get(
    '/api/applications/filter-counts',
    {
      preValidation: rejectSensitiveFilters,
      preHandler: [requireAuth, requirePlanFeature('advancedFilters')],
      schema: {
        summary:
          'Per facet option of the advanced filters, how many applications it would give with the other filters',
        tags,
        querystring: applicationExportQuerySchema,
        response: { 200: filterCountsSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return countApplicationFilters(db, { caller: callerOf(request), filter: request.query })
    },
  )

  app.get(
    '/api/applications/stats',
    {
      preHandler: requireAuth,
      schema: {
        summary: 'The company’s applications in total and per status',
        tags,
        response: { 200: applicationStatsSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const byStatus = await countApplicationsByStatus(db, { caller: callerOf(request) })
      const total = Object.values(byStatus).reduce((sum, value) => sum + value, 0)
      return { total, byStatus }
    },
  )

  app.get(
    '/api/applications/export.csv',
    {
      preValidation: rejectSensitiveFilters,
      preHandler: requireAuth,
      schema: {
        summary: 'The filtered list as CSV (UTF-8 with BOM, ";" separated)',
        tags,
        querystring: applicationExportQuerySchema,
      },
    },
    async (request, reply) => {
      const caller = callerOf(request)
      const form = await exportForm(db, caller)
      const writer = createCsvWriter(form.fields)
      const batches = exportApplications(db, { caller, filter: request.query })
      async function* lines() {
        yield writer.header()
        let count = 0
        for await (const rows of batches) {
          count += rows.length
          yield writer.rows(rows)
        }
        await recordListExport(db, { caller, format: 'csv', count })
      }
      const date = formatBrazilDate(new Date()).split('/').reverse().join('-')
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="candidaturas-${date}.csv"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(lines()))
    },
  )

  app.get(
    '/api/applications/:id',
    {
      preHandler: requireAuth,
      schema: {
        summary: 'One application with every answer in form order',
        tags,
        params: applicationIdParamsSchema,
        response: { 200: applicationDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return getApplication(db, { caller: callerOf(request), id: request.params.id })
    },
  )

  app.get(
    '/api/applications/:id/history',
    {
      preHandler: requireAuth,
      schema: {
        summary: 'Every event of one application (Histórico), oldest first',
        tags,
        params: applicationIdParamsSchema,
        response: { 200: applicationHistorySchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return listApplicationHistory(db, { caller: callerOf(request), applicationId: request.params.id })
    },
  )

  app.get(
    '/api/applications/:id/pdf',
    {
      // The role check first: a padrao member is told it is not theirs to do, not to upgrade.
      preHandler: [requireAuth, requirePermission('applications:export'), requirePlanFeature('pdfExport')],
      schema: {
        summary: 'One application as a PDF',
        tags,
        params: applicationIdParamsSchema,
      },
    },
    async (request, reply) => {
      const document = await getApplicationDocument(db, storage, {
        caller: callerOf(request),
        id: request.params.id,
      })
      // pdfkit and the photo's decoding run in the worker pool: one export never stalls other requests.
      const pdf = Buffer.from(await app.deps.pool.run('renderApplicationPdf', { application: document }))
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${pdfFileName(document.name)}"`)
        .header('cache-control', 'no-store')
        .send(pdf)
    },
  )

  app.get(
    '/api/applications/:id/files/:fieldId',
    {
      preHandler: requireAuth,
      schema: {
        summary: 'A file answer of an application (the photo)',
        tags,
        params: applicationIdParamsSchema.extend({ fieldId: z.string().min(1).max(100) }),
      },
    },
    async (request, reply) => {
      const file = await getApplicationFile(db, storage, {
        caller: callerOf(request),
        id: request.params.id,
        fieldId: request.params.fieldId,
      })
      return reply
        .header('content-type', file.contentType)
        .header('cache-control', 'private, max-age=300')
        .header('x-content-type-options', 'nosniff')
        .header('content-length', file.size)
        .send(file.body)
    },
  )

  app.get(
    '/api/applications/:id/resume',
    {
      preHandler: requireAuth,
      schema: {
        summary: 'The application’s original CV file, as a download',
        tags,
        params: applicationIdParamsSchema,
      },
    },
    async (request, reply) => {
      const file = await getApplicationResume(db, storage, {
        caller: callerOf(request),
        id: request.params.id,
      })
      // Always a download, never shown inline (a CV is never rendered as a page of this site).
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.bytes)
    },
  )

  app.get(
    '/api/applications/:id/person',
    {
      preHandler: requireAuth,
      schema: {
        summary: 'The other applications of the same person and every CV version of the person',
        tags,
        params: applicationIdParamsSchema,
        response: { 200: applicationPersonSchema, ...errors },
      },
    },
    async (request) => getApplicationPerson(db, { caller: callerOf(request), id: request.params.id }),
  )

  app.post(
    '/api/applications/:id/merge',
    {
      preHandler: requireAuth,
      schema: {
        summary: 'Merges two applications as the same person ("Mesclar"; admin and premium)',
        tags,
        params: applicationIdParamsSchema,
        body: mergeApplicationsSchema,
        response: { 200: mergeResultSchema, 422: errorSchema, ...errors },
      },
    },
    async (request) =>
      mergeApplications(db, {
        caller: callerOf(request),
        id: request.params.id,
        otherId: request.body.applicationId,
      }),
  )

  app.patch(
    '/api/applications/:id/status',
    {
      preHandler: requireAuth,
      schema: {
        summary: 'Sets aprovado, pendente or reprovado',
        tags,
        params: applicationIdParamsSchema,
        body: statusUpdateSchema,
        response: { 200: statusUpdateResultSchema, ...errors },
      },
    },
    async (request) =>
      changeApplicationStatus(db, {
        caller: callerOf(request),
        id: request.params.id,
        status: request.body.status,
        emails: emailDeps(app.deps),
      }),
  )

  app.delete(
    '/api/applications/:id',
    {
      preHandler: requireAuth,
      schema: {
        summary: 'Deletes an application and its files',
        tags,
        params: applicationIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteApplication(db, storage, {
        caller: callerOf(request),
        id: request.params.id,
        onFileError: (key, error) => request.log.warn({ key, err: error }, 'submission file not removed'),
      })
      return reply.code(204).send(null)
    },
  )
}
