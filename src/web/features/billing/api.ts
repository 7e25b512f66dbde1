import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { BillingResponse, CancelInput, RedirectResponse } from '@/shared/billing/api.ts'
import type { PlanId } from '@/shared/plans.ts'
import { api } from '@/web/lib/api.ts'
import { useSessionActions } from '@/web/lib/session.tsx'

export const billingKeys = { all: (companyId: string) => ['billing', companyId] as const }

export function useBilling(companyId: string) {
  return useQuery({
    queryKey: billingKeys.all(companyId),
    queryFn: ({ signal }) => api<BillingResponse>('/api/billing', { signal }),
  })
}

export function useChangePlan(companyId: string) {
  const client = useQueryClient()
  const { refresh } = useSessionActions()
  return useMutation({
    mutationFn: (plan: PlanId) => api<BillingResponse>('/api/billing/plan', { body: { plan } }),
    onSuccess: (data) => {
      client.setQueryData(billingKeys.all(companyId), data)
      // The plan is part of the session: the locked states (PlanLocked) follow it at once.
      void refresh()
    },
  })
}

export function useCancelPlan(companyId: string) {
  const client = useQueryClient()
  const { refresh } = useSessionActions()
  return useMutation({
    mutationFn: (input: CancelInput) => api<BillingResponse>('/api/billing/cancel', { body: input }),
    onSuccess: (data) => {
      client.setQueryData(billingKeys.all(companyId), data)
      // The plan is part of the session: the locked states (PlanLocked) follow it at once.
      void refresh()
    },
  })
}

/** Stripe mode: the Checkout page for a paid plan (the browser goes there). */
export function useStartCheckout() {
  return useMutation({
    mutationFn: (plan: Exclude<PlanId, 'gratuito'>) =>
      api<RedirectResponse>('/api/billing/checkout', { body: { plan } }),
  })
}

/** Stripe mode: back from Checkout, applies the paid subscription without waiting for the webhook. */
export function useConfirmCheckout(companyId: string) {
  const client = useQueryClient()
  const { refresh } = useSessionActions()
  return useMutation({
    mutationFn: (sessionId: string) =>
      api<BillingResponse>('/api/billing/checkout/confirm', { body: { sessionId } }),
    onSuccess: (data) => {
      client.setQueryData(billingKeys.all(companyId), data)
      // The plan is part of the session: the locked states (PlanLocked) follow it at once.
      void refresh()
    },
  })
}

/** Stripe mode: the Customer Portal (cards and invoices). */
export function useOpenPortal() {
  return useMutation({
    mutationFn: () => api<RedirectResponse>('/api/billing/portal', { method: 'POST' }),
  })
}
