import { useQuery } from '@tanstack/react-query'
import type { SubmissionStatus } from '@/shared/submission-status.ts'
import { api } from '@/web/lib/api.ts'

/** What GET /api/dashboard answers for the signed-in user's company. */
export type DashboardStats = {
  totalSubmissions: number
  currentMonthSubmissions: number
  previousMonthSubmissions: number
  /** Month-over-month change of submissions, in percent; null when there is nothing to compare. */
  monthChangePercent: number | null
  activeForms: number
  teamSize: number
  submissionsByStatus: Record<SubmissionStatus, number>
}

/** Keyed by company, so a different account signing in never sees the previous one's numbers. */
export function useDashboardStats(companyId: string) {
  return useQuery({
    queryKey: ['dashboard', companyId],
    queryFn: ({ signal }) => api<DashboardStats>('/api/dashboard', { signal }),
  })
}
