import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type {
  Interview,
  InterviewFormOptions,
  InterviewInput,
  InterviewList,
} from '@/shared/interviews/api.ts'
import { api } from './api.ts'

/**
 * Interviews (issue 17) are used by several features (the application detail, the job board, the
 * dashboard and /agenda), so their queries live here rather than in one feature.
 */
export const interviewKeys = {
  all: (companyId: string) => ['interviews', companyId] as const,
  ofApplication: (companyId: string, applicationId: string) =>
    ['interviews', companyId, 'application', applicationId] as const,
  list: (companyId: string, scope: 'upcoming' | 'today') => ['interviews', companyId, 'list', scope] as const,
  options: (companyId: string) => ['interviews', companyId, 'options'] as const,
}

export function useApplicationInterviews(companyId: string, applicationId: string) {
  return useQuery({
    queryKey: interviewKeys.ofApplication(companyId, applicationId),
    queryFn: ({ signal }) => api<InterviewList>(`/api/applications/${applicationId}/interviews`, { signal }),
  })
}

export function useInterviews(companyId: string, scope: 'upcoming' | 'today') {
  return useQuery({
    queryKey: interviewKeys.list(companyId, scope),
    queryFn: ({ signal }) => api<InterviewList>(`/api/interviews?scope=${scope}`, { signal }),
  })
}

export function useInterviewFormOptions(companyId: string, enabled: boolean) {
  return useQuery({
    queryKey: interviewKeys.options(companyId),
    queryFn: ({ signal }) => api<InterviewFormOptions>('/api/interviews/options', { signal }),
    enabled,
  })
}

function useRefresh(companyId: string) {
  const client = useQueryClient()
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: interviewKeys.all(companyId) }),
      // The application's Histórico records every change.
      client.invalidateQueries({ queryKey: ['applications', companyId] }),
    ])
}

/** "Agendar entrevista" (no id) or "Remarcar" (with the interview's id). */
export function useSaveInterview(companyId: string) {
  const refresh = useRefresh(companyId)
  return useMutation({
    mutationFn: (input: { applicationId: string; interviewId?: string; data: InterviewInput }) =>
      input.interviewId
        ? api<Interview>(`/api/interviews/${input.interviewId}`, { method: 'PUT', body: input.data })
        : api<Interview>(`/api/applications/${input.applicationId}/interviews`, {
            method: 'POST',
            body: input.data,
          }),
    onSuccess: refresh,
  })
}

export function useCancelInterview(companyId: string) {
  const refresh = useRefresh(companyId)
  return useMutation({
    mutationFn: (interviewId: string) =>
      api<Interview>(`/api/interviews/${interviewId}/cancel`, { method: 'POST' }),
    onSuccess: refresh,
  })
}
