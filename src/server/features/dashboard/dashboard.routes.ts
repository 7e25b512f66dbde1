import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requireAuth } from '../../auth/guard.ts'
import { dashboardSummary } from './dashboard.service.ts'

const dashboardResponse = z.object({
  totalSubmissions: z.number().int(),
  currentMonthSubmissions: z.number().int(),
  previousMonthSubmissions: z.number().int(),
  monthChangePercent: z.number().int(),
  activeForms: z.number().int(),
  teamSize: z.number().int(),
  submissionsByStatus: z.object({
    novo: z.number().int(),
    pendente: z.number().int(),
    aprovado: z.number().int(),
    reprovado: z.number().int(),
  }),
})
export type DashboardResponse = z.infer<typeof dashboardResponse>

/** GET /api/dashboard: the cards of /dashboard, counted for the caller's company only. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/dashboard',
    {
      preHandler: requireAuth,
      schema: {
        summary: 'Dashboard numbers of the caller’s company',
        tags: ['dashboard'],
        response: { 200: dashboardResponse },
      },
    },
    async (request) => dashboardSummary(app.deps.database.db, { companyId: request.auth.companyId }),
  )
}
