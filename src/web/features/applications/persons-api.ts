import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ApplicationList } from '@/shared/applications/api.ts'
import type { ApplicationPerson, MergeResult } from '@/shared/applications/persons.ts'
import { api } from '@/web/lib/api.ts'
import { applicationKeys } from './api.ts'

/** The person behind applications (issue 15): other applications, CV versions, "Mesclar". */
export const personKeys = {
  all: (companyId: string) => ['applications', companyId, 'person'] as const,
  of: (companyId: string, id: string) => ['applications', companyId, 'person', id] as const,
  candidates: (companyId: string, q: string) => ['applications', companyId, 'merge-candidates', q] as const,
}

/** GET /api/applications/:id/person */
export function useApplicationPerson(companyId: string, id: string) {
  return useQuery({
    queryKey: personKeys.of(companyId, id),
    queryFn: ({ signal }) => api<ApplicationPerson>(`/api/applications/${id}/person`, { signal }),
  })
}

/** The company's applications matching a name, for "Mesclar" (the list's own search, first 10). */
export function useMergeCandidates(companyId: string, q: string) {
  const query = q.trim()
  return useQuery({
    queryKey: personKeys.candidates(companyId, query),
    queryFn: ({ signal }) =>
      api<ApplicationList>(`/api/applications?q=${encodeURIComponent(query)}&sort=recent&pageSize=10`, {
        signal,
      }),
    enabled: query.length >= 2,
    staleTime: 10_000,
  })
}

/** POST /api/applications/:id/merge; afterwards both applications show each other. */
export function useMergeApplications(companyId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: { id: string; otherId: string }) =>
      api<MergeResult>(`/api/applications/${input.id}/merge`, {
        method: 'POST',
        body: { applicationId: input.otherId },
      }),
    onSuccess: (_result, input) => {
      void client.invalidateQueries({ queryKey: personKeys.all(companyId) })
      void client.invalidateQueries({ queryKey: applicationKeys.lists(companyId) })
      for (const id of [input.id, input.otherId]) {
        void client.invalidateQueries({ queryKey: applicationKeys.detail(companyId, id) })
        void client.invalidateQueries({ queryKey: applicationKeys.history(companyId, id) })
      }
    },
  })
}
