import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { dashboardResponseSchema } from '../../../shared/dashboard/api.ts'
import { requireAuth } from '../../auth/guard.ts'
import { dashboardSummary } from './dashboard.service.ts'

/** GET /api/dashboard: the cards of /dashboard, counted for the caller's company only. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/dashboard',
    {
      preHandler: requireAuth,
      schema: {
        summary: 'Dashboard numbers of the caller’s company',
        tags: ['dashboard'],
        response: { 200: dashboardResponseSchema },
      },
    },
    async (request) => dashboardSummary(app.deps.database.db, { companyId: request.auth.companyId }),
  )
}
