import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  billingMessages,
  billingResponseSchema,
  cancelSchema,
  changePlanSchema,
  checkoutSchema,
  confirmCheckoutSchema,
  redirectResponseSchema,
} from '../../../shared/billing/api.ts'
import { requireAuth, requirePermission } from '../../auth/guard.ts'
import { AppError, errorSchema } from '../../errors.ts'
import { type BillingCaller, cancelPlan, changePlan, getBilling } from './billing.service.ts'
import { createStripeBilling, type StripeBilling } from './stripe.ts'
import {
  cancelStripePlan,
  changeStripePlan,
  confirmCheckout,
  handleStripeEvent,
  openPortal,
  startCheckout,
} from './stripe-billing.service.ts'

const errors = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
  422: errorSchema,
  502: errorSchema,
}

/**
 * Plans and cancellation (/pagamentos, /cancelamento): the admin's only (billing:manage). With
 * env STRIPE_* set, payments go through Stripe; otherwise the demonstration mode changes plans at once.
 */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db
  const { appUrl } = app.deps.env
  const stripe = app.deps.env.stripe ? await createStripeBilling(app.deps.env.stripe) : undefined
  const guard = [requireAuth, requirePermission('billing:manage')]
  const callerOf = (request: { auth: BillingCaller }): BillingCaller => ({
    companyId: request.auth.companyId,
    userId: request.auth.userId,
    email: request.auth.email,
  })
  const requireStripe = (): StripeBilling => {
    if (!stripe) throw new AppError('NOT_FOUND', billingMessages.stripeOff)
    return stripe
  }
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
      return getBilling(db, callerOf(request), stripe !== undefined)
    },
  )

  app.post(
    '/api/billing/plan',
    {
      preHandler: guard,
      schema: {
        summary:
          'Changes the plan (demonstration mode: at once; Stripe: a paid subscription to another paid plan)',
        tags,
        body: changePlanSchema,
        response: { 200: billingResponseSchema, ...errors },
      },
    },
    async (request) =>
      stripe
        ? changeStripePlan(db, stripe, callerOf(request), request.body.plan)
        : changePlan(db, callerOf(request), request.body.plan),
  )

  app.post(
    '/api/billing/checkout',
    {
      preHandler: guard,
      schema: {
        summary: 'Starts Stripe Checkout for a paid plan; answers the page to send the browser to',
        tags,
        body: checkoutSchema,
        response: { 200: redirectResponseSchema, ...errors },
      },
    },
    async (request) => startCheckout(db, requireStripe(), appUrl, callerOf(request), request.body.plan),
  )

  app.post(
    '/api/billing/checkout/confirm',
    {
      preHandler: guard,
      schema: {
        summary: 'Applies the subscription of a finished Checkout session (the return page)',
        tags,
        body: confirmCheckoutSchema,
        response: { 200: billingResponseSchema, ...errors },
      },
    },
    async (request) => confirmCheckout(db, requireStripe(), callerOf(request), request.body.sessionId),
  )

  app.post(
    '/api/billing/portal',
    {
      preHandler: guard,
      schema: {
        summary: 'Opens the Stripe Customer Portal (cards and invoices)',
        tags,
        response: { 200: redirectResponseSchema, ...errors },
      },
    },
    async (request) => openPortal(db, requireStripe(), appUrl, callerOf(request)),
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
    async (request) =>
      stripe
        ? cancelStripePlan(db, stripe, callerOf(request), request.body)
        : cancelPlan(db, callerOf(request), request.body),
  )

  await app.register(stripeWebhookRoute(stripe))
}

/**
 * POST /api/billing/webhook: Stripe's events, verified by signature over the exact bytes received
 * (its own scope keeps the JSON body raw). No session: the signature is the authentication.
 */
const stripeWebhookRoute =
  (stripe: StripeBilling | undefined): FastifyPluginAsyncZod =>
  async (app) => {
    const db = app.deps.database.db
    app.removeContentTypeParser(['application/json', 'text/plain'])
    app.addContentTypeParser(
      ['application/json', 'text/plain'],
      { parseAs: 'buffer' },
      (_request, body, done) => done(null, body),
    )
    app.post(
      '/api/billing/webhook',
      {
        schema: {
          summary: 'Stripe webhook (signed with STRIPE_WEBHOOK_SECRET)',
          tags: ['billing'],
          response: {
            200: z.object({
              received: z.literal(true),
              outcome: z.enum(['applied', 'duplicate', 'ignored']),
            }),
            400: errorSchema,
            404: errorSchema,
            502: errorSchema,
          },
        },
      },
      async (request) => {
        if (!stripe) throw new AppError('NOT_FOUND', billingMessages.stripeOff)
        const signature = request.headers['stripe-signature']
        if (!Buffer.isBuffer(request.body) || typeof signature !== 'string')
          throw new AppError('BAD_REQUEST', 'Assinatura do webhook ausente.')
        let event: ReturnType<typeof stripe.client.webhooks.constructEvent>
        try {
          event = stripe.client.webhooks.constructEvent(request.body, signature, stripe.webhookSecret)
        } catch {
          throw new AppError('BAD_REQUEST', 'Assinatura do webhook inválida.')
        }
        const outcome = await handleStripeEvent(db, stripe, event, (details, message) =>
          request.log.warn(details, message),
        )
        request.log.info({ stripeEvent: event.id, type: event.type, outcome }, 'stripe webhook')
        return { received: true as const, outcome }
      },
    )
  }
