import type { PlanId } from '../../shared/plans.ts'
import type { Db } from '../db/client.ts'
import { subscriptions } from '../db/schema/index.ts'
import { tenantWhere } from '../db/tenant.ts'

/** Puts a company on a plan directly (the payments flow has its own tests). */
export async function setCompanyPlan(db: Db, companyId: string, plan: PlanId): Promise<void> {
  await db.update(subscriptions).set({ planType: plan }).where(tenantWhere(subscriptions, companyId))
}
