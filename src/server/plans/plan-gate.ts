import type { preHandlerAsyncHookHandler } from 'fastify'
import {
  isPlanId,
  minimumPlanFor,
  type PlanFeature,
  type PlanId,
  planIncludes,
  planRequiredMessage,
} from '../../shared/plans.ts'
import type { Db } from '../db/client.ts'
import { subscriptions } from '../db/schema/index.ts'
import { tenantWhere } from '../db/tenant.ts'
import { AppError } from '../errors.ts'

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Plan features a route's service gates with `assertPlanFeature` (only some of its requests
     * need them). Routes gated as a whole use the `requirePlanFeature` preHandler instead. Both
     * are how the entitlements consistency test (plan-gate.test.ts) finds the server's gates.
     */
    planFeatures?: readonly PlanFeature[]
  }
}

/** The company's plan; a company without a subscription row is on gratuito. */
export async function companyPlan(db: Pick<Db, 'select'>, companyId: string): Promise<PlanId> {
  const [row] = await db
    .select({ planType: subscriptions.planType })
    .from(subscriptions)
    .where(tenantWhere(subscriptions, companyId))
  return row && isPlanId(row.planType) ? row.planType : 'gratuito'
}

type AssertPlanFeatureOptions = {
  /** The caller's company (from the session, never from the request). */
  companyId: string
  /** The feature the operation needs (src/shared/plans.ts). */
  feature: PlanFeature
}

/**
 * Refuses an operation the company's plan does not include: 403 PLAN_REQUIRED "Disponível a partir
 * do plano Básico." with details { feature, requiredPlan }. Pass a transaction to read the plan
 * under the same lock as the rest of the operation.
 */
export async function assertPlanFeature(
  db: Pick<Db, 'select'>,
  { companyId, feature }: AssertPlanFeatureOptions,
): Promise<void> {
  const plan = await companyPlan(db, companyId)
  if (planIncludes(plan, feature)) return
  throw new AppError('PLAN_REQUIRED', planRequiredMessage(feature), {
    feature,
    requiredPlan: minimumPlanFor(feature).id,
  })
}

/** A preHandler gate carries the feature it checks, so the consistency test can read it off the route. */
export type PlanGateHandler = preHandlerAsyncHookHandler & { planFeature: PlanFeature }

/**
 * A preHandler (after `requireAuth`) for a route that exists only on plans including `feature`:
 *
 *   app.get('/api/applications/:id/pdf', { preHandler: [requireAuth, requirePlanFeature('pdfExport')] }, …)
 */
export function requirePlanFeature(feature: PlanFeature): PlanGateHandler {
  const gate: preHandlerAsyncHookHandler = async function planGate(request) {
    await assertPlanFeature(this.deps.database.db, { companyId: request.auth.companyId, feature })
  }
  return Object.assign(gate, { planFeature: feature })
}

/** The features a route gates: its `requirePlanFeature` preHandlers and its `config.planFeatures`. */
export function routePlanFeatures(route: { preHandler?: unknown; config?: unknown }): string[] {
  const handlers = Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler]
  const fromHandlers = handlers
    .map((handler) => (handler as Partial<PlanGateHandler> | undefined)?.planFeature)
    .filter((feature): feature is PlanFeature => typeof feature === 'string')
  const declared = (route.config as { planFeatures?: unknown } | undefined)?.planFeatures
  return [...fromHandlers, ...(Array.isArray(declared) ? declared.map(String) : [])]
}
