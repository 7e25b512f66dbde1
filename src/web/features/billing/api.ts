import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { BillingResponse, CancelInput } from '@/shared/billing/api.ts'
import type { PlanId } from '@/shared/plans.ts'
import { api } from '@/web/lib/api.ts'

export const billingKeys = { all: (companyId: string) => ['billing', companyId] as const }

export function useBilling(companyId: string) {
  return useQuery({
    queryKey: billingKeys.all(companyId),
    queryFn: ({ signal }) => api<BillingResponse>('/api/billing', { signal }),
  })
}

export function useChangePlan(companyId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (plan: PlanId) => api<BillingResponse>('/api/billing/plan', { body: { plan } }),
    onSuccess: (data) => client.setQueryData(billingKeys.all(companyId), data),
  })
}

export function useCancelPlan(companyId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: CancelInput) => api<BillingResponse>('/api/billing/cancel', { body: input }),
    onSuccess: (data) => client.setQueryData(billingKeys.all(companyId), data),
  })
}
