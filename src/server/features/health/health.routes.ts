import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Database } from '../../db/client.ts'

const healthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ status: z.enum(['ok', 'error']), kind: z.enum(['pglite', 'postgres']) }),
})

const readyResponse = z.object({ status: z.enum(['ready', 'starting', 'stopping', 'degraded']) })

/**
 * Whether this process should get traffic: set by app.ts once the job queue started (the migrations
 * ran before the app was built; the worker pool starts its threads on demand), and cleared when the
 * process begins to close.
 */
export type Readiness = { state: 'starting' | 'ready' | 'stopping' }

export const healthRoutes =
  (database: Database, readiness: Readiness): FastifyPluginAsyncZod =>
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

    // Liveness (/api/health: restart me if this fails) vs readiness (this: send me requests or not).
    app.get(
      '/api/health/ready',
      {
        schema: {
          summary: 'Whether this process takes requests (load balancer check)',
          tags: ['health'],
          response: { 200: readyResponse, 503: readyResponse },
        },
      },
      async (_request, reply) => {
        if (readiness.state !== 'ready') return reply.code(503).send({ status: readiness.state })
        if (!(await database.ping())) return reply.code(503).send({ status: 'degraded' })
        return reply.code(200).send({ status: 'ready' })
      },
    )
  }
