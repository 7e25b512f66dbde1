import { useQuery } from '@tanstack/react-query'
import type { DashboardStats } from '@/shared/dashboard/api.ts'
import type { JobList } from '@/shared/jobs/api.ts'
import { api } from '@/web/lib/api.ts'
import { dashboardKeys } from '@/web/lib/query-keys.ts'

/** GET /api/dashboard: the company's numbers (applications invalidate them, lib/query-keys.ts). */
export function useDashboardStats(companyId: string) {
  return useQuery({
    queryKey: dashboardKeys.stats(companyId),
    queryFn: ({ signal }) => api<DashboardStats>('/api/dashboard', { signal }),
  })
}

/** "Vagas abertas": the published jobs with their applications (total and new). */
export function useOpenJobs(companyId: string) {
  return useQuery({
    queryKey: ['jobs', companyId, 'list', { q: '', status: 'publicada' }],
    queryFn: ({ signal }) => api<JobList>('/api/jobs?status=publicada', { signal }),
  })
}
