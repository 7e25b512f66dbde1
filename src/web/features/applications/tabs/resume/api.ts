import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ApplicationDetail } from '@/shared/applications/api.ts'
import type { ResumeCorrections, ResumeHtml, ResumeReview } from '@/shared/resumes/resume-review.ts'
import { api } from '@/web/lib/api.ts'
import { applicationKeys } from '../../api.ts'

/** A DOCX CV as sanitised HTML (GET …/resume/html), read once per application. */
export function useResumeHtml(companyId: string, applicationId: string, url: string | null) {
  return useQuery({
    queryKey: [...applicationKeys.detail(companyId, applicationId), 'resume-html'] as const,
    queryFn: ({ signal }) => api<ResumeHtml>(url ?? '', { signal }),
    enabled: url !== null,
    staleTime: Number.POSITIVE_INFINITY,
  })
}

/**
 * "Revisar dados" (PUT …/resume-data): the detail shows the corrections at once; the lists, the
 * detail's answers and the history are read again (an imported application's answers change).
 */
export function useReviewResume(companyId: string, applicationId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (review: ResumeReview) =>
      api<{ corrections: ResumeCorrections }>(`/api/applications/${applicationId}/resume-data`, {
        method: 'PUT',
        body: review,
      }),
    onSuccess: ({ corrections }) => {
      client.setQueryData<ApplicationDetail>(applicationKeys.detail(companyId, applicationId), (detail) =>
        detail?.resume ? { ...detail, resume: { ...detail.resume, corrections } } : detail,
      )
      void client.invalidateQueries({
        queryKey: applicationKeys.detail(companyId, applicationId),
        exact: true,
      })
      void client.invalidateQueries({ queryKey: applicationKeys.lists(companyId) })
      void client.invalidateQueries({ queryKey: applicationKeys.history(companyId, applicationId) })
    },
  })
}
