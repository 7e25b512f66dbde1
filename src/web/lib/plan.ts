import { type PlanFeature, type PlanId, planIncludes } from '@/shared/plans.ts'
import { useSession } from './session.tsx'

/** The signed-in member's company plan (from the session), or undefined while it is not known. */
export function useCompanyPlan(): PlanId | undefined {
  const session = useSession()
  return session.status === 'signed-in' ? session.user.company.plan : undefined
}

/**
 * Whether the company's plan includes `feature`: true/false, or undefined while the plan is not
 * known. The UI only mirrors the table; the server gates on its own (PLAN_REQUIRED).
 *
 *   const tags = usePlanIncludes('tags')
 *   if (tags === false) return <PlanLocked feature="tags" />
 */
export function usePlanIncludes(feature: PlanFeature): boolean | undefined {
  const plan = useCompanyPlan()
  return plan === undefined ? undefined : planIncludes(plan, feature)
}
