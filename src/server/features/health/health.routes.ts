import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Database } from '../../db/client.ts'

const healthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ status: z.enum(['ok', 'error']), kind: z.enum(['pglite', 'postgres']) }),
})

export const healthRoutes =
  (database: Database): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/health',
      {
        schema: {
          summary: 'Service and database status',
          tags: ['health'],
          response: { 200: healthResponse, 503: healthResponse },
        },
      },
      async (_request, reply) => {
        const databaseOk = await database.ping()
        const body = {
          status: databaseOk ? ('ok' as const) : ('degraded' as const),
          database: { status: databaseOk ? ('ok' as const) : ('error' as const), kind: database.kind },
        }
        return reply.code(databaseOk ? 200 : 503).send(body)
      },
    )
  }
