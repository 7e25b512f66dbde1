import { useQuery } from '@tanstack/react-query'
import type { DashboardStats } from '@/shared/dashboard/api.ts'
import { api } from '@/web/lib/api.ts'

/** Keyed by company, so a different account signing in never sees the previous one's numbers. */
export function useDashboardStats(companyId: string) {
  return useQuery({
    queryKey: ['dashboard', companyId],
    queryFn: ({ signal }) => api<DashboardStats>('/api/dashboard', { signal }),
  })
}
