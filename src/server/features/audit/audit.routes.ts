import { Readable } from 'node:stream'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { auditFilterSchema, auditListSchema, auditQuerySchema } from '../../../shared/audit/api.ts'
import { requireAuth, requirePermission } from '../../auth/guard.ts'
import { errorSchema } from '../../errors.ts'
import type { Caller } from '../applications/applications.service.ts'
import { formatBrazilDate } from '../applications/brazil-time.ts'
import { exportAudit, listAudit } from './audit.service.ts'

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema }

/** The audit log (Configurações → Auditoria): admin only. */
export const auditRoutes = (): FastifyPluginAsyncZod => async (app) => {
  const db = app.deps.database.db
  const tags = ['audit']
  const callerOf = (request: { auth: Caller }): Caller => ({
    companyId: request.auth.companyId,
    role: request.auth.role,
    userId: request.auth.userId,
  })

  app.get(
    '/api/audit',
    {
      preHandler: [requireAuth, requirePermission('audit:view')],
      schema: {
        summary: 'One page of the company’s audit log (filters: tipo, membro, de, ate)',
        tags,
        querystring: auditQuerySchema,
        response: { 200: auditListSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const { page, ...filter } = request.query
      return listAudit(db, { caller: callerOf(request), filter, page })
    },
  )

  app.get(
    '/api/audit/export.csv',
    {
      preHandler: [requireAuth, requirePermission('audit:view')],
      schema: { summary: 'The filtered audit log as CSV', tags, querystring: auditFilterSchema },
    },
    async (request, reply) => {
      const date = formatBrazilDate(new Date()).split('/').reverse().join('-')
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="auditoria-${date}.csv"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(exportAudit(db, { caller: callerOf(request), filter: request.query })))
    },
  )
}
