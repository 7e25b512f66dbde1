import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { billingResponseSchema, cancelSchema, changePlanSchema } from '../../../shared/billing/api.ts'
import { requireAuth, requirePermission } from '../../auth/guard.ts'
import { type BillingCaller, cancelPlan, changePlan, getBilling } from './billing.service.ts'

const errorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.record(z.string(), z.unknown()).optional(),
  }),
})
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 409: errorSchema, 422: errorSchema }

/** Plans and cancellation (/pagamentos, /cancelamento): the admin's only (billing:manage). */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db
  const guard = [requireAuth, requirePermission('billing:manage')]
  const callerOf = (request: { auth: BillingCaller }): BillingCaller => ({
    companyId: request.auth.companyId,
    userId: request.auth.userId,
  })
  const tags = ['billing']

  app.get(
    '/api/billing',
    {
      preHandler: guard,
      schema: {
        summary: 'The subscription (plan, status, next charge), usage and history',
        tags,
        response: { 200: billingResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return getBilling(db, callerOf(request))
    },
  )

  app.post(
    '/api/billing/plan',
    {
      preHandler: guard,
      schema: {
        summary: 'Changes the plan (demonstration mode: at once)',
        tags,
        body: changePlanSchema,
        response: { 200: billingResponseSchema, ...errors },
      },
    },
    async (request) => changePlan(db, callerOf(request), request.body.plan),
  )

  app.post(
    '/api/billing/cancel',
    {
      preHandler: guard,
      schema: {
        summary: 'Cancels the paid plan with a reason and optional feedback',
        tags,
        body: cancelSchema,
        response: { 200: billingResponseSchema, ...errors },
      },
    },
    async (request) => cancelPlan(db, callerOf(request), request.body),
  )
}
