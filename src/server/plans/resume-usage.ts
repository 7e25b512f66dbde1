import { count } from 'drizzle-orm'
import type { ResumeUsage } from '../../shared/dashboard/api.ts'
import { getPlan } from '../../shared/plans.ts'
import type { DbExecutor } from '../db/client.ts'
import { candidateSubmissions } from '../db/schema/index.ts'
import { tenantWhere } from '../db/tenant.ts'
import { companyPlan } from './plan-gate.ts'

export type { ResumeUsage }

type ResumeUsageOptions = {
  /** The company whose applications count (from the session, or the public form's slug). */
  companyId: string
}

/**
 * The company's applications against its plan's resume limit (src/shared/plans.ts). The public
 * form refuses new ones when `accepting` is false, and the dashboard shows the same numbers
 * (issue 7). Pass the submission's transaction to count under its lock.
 */
export async function resumeUsage(db: DbExecutor, { companyId }: ResumeUsageOptions): Promise<ResumeUsage> {
  const plan = await companyPlan(db, companyId)
  const limit = getPlan(plan).resumeLimit
  const used = await countApplications(db, companyId)
  return { plan, used, limit, accepting: limit === null || used < limit }
}

/**
 * Whether the company's plan takes one more application (the public form, the careers pages, CV
 * uploads and imports). A plan without a limit answers without counting the company's applications,
 * which a large company would pay on every submission. Pass the submission's transaction to count
 * under its lock.
 */
export async function acceptsApplications(db: DbExecutor, companyId: string): Promise<boolean> {
  const limit = getPlan(await companyPlan(db, companyId)).resumeLimit
  if (limit === null) return true
  return (await countApplications(db, companyId)) < limit
}

async function countApplications(db: DbExecutor, companyId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(candidateSubmissions)
    .where(tenantWhere(candidateSubmissions, companyId))
  return row?.total ?? 0
}
