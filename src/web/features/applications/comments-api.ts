import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Comment, CommentInput, CommentList, MentionableMembers } from '@/shared/comments/api.ts'
import type { RatingInput, RatingList } from '@/shared/ratings/api.ts'
import { api } from '@/web/lib/api.ts'
import { applicationKeys } from './api.ts'

/** Query keys of an application's comments and ratings, and of the @ autocomplete's members. */
export const commentKeys = {
  comments: (companyId: string, id: string) => ['applications', companyId, 'comments', id] as const,
  ratings: (companyId: string, id: string) => ['applications', companyId, 'ratings', id] as const,
  members: (companyId: string) => ['members', companyId] as const,
}

export function useComments(companyId: string, applicationId: string) {
  return useQuery({
    queryKey: commentKeys.comments(companyId, applicationId),
    queryFn: ({ signal }) => api<CommentList>(`/api/applications/${applicationId}/comments`, { signal }),
    staleTime: 0,
  })
}

/** The company's members for the @ autocomplete (every role may read it). */
export function useMentionableMembers(companyId: string) {
  return useQuery({
    queryKey: commentKeys.members(companyId),
    queryFn: ({ signal }) => api<MentionableMembers>('/api/members', { signal }),
    staleTime: 5 * 60_000,
    select: (data) => data.items,
  })
}

function useRefreshAfterComment(companyId: string, applicationId: string) {
  const client = useQueryClient()
  return () => {
    void client.invalidateQueries({ queryKey: commentKeys.comments(companyId, applicationId) })
    void client.invalidateQueries({ queryKey: applicationKeys.history(companyId, applicationId) })
  }
}

export function useAddComment(companyId: string, applicationId: string) {
  const refresh = useRefreshAfterComment(companyId, applicationId)
  return useMutation({
    mutationFn: (input: CommentInput) =>
      api<Comment>(`/api/applications/${applicationId}/comments`, { method: 'POST', body: input }),
    onSuccess: refresh,
  })
}

export function useEditComment(companyId: string, applicationId: string) {
  const refresh = useRefreshAfterComment(companyId, applicationId)
  return useMutation({
    mutationFn: ({ id, ...input }: CommentInput & { id: string }) =>
      api<Comment>(`/api/comments/${id}`, { method: 'PATCH', body: input }),
    onSuccess: refresh,
  })
}

export function useDeleteComment(companyId: string, applicationId: string) {
  const refresh = useRefreshAfterComment(companyId, applicationId)
  return useMutation({
    mutationFn: (id: string) => api<null>(`/api/comments/${id}`, { method: 'DELETE' }),
    onSuccess: refresh,
  })
}

export function useRatings(companyId: string, applicationId: string) {
  return useQuery({
    queryKey: commentKeys.ratings(companyId, applicationId),
    queryFn: ({ signal }) => api<RatingList>(`/api/applications/${applicationId}/ratings`, { signal }),
    staleTime: 0,
  })
}

/** Sets or removes the caller's rating; the list's and board's averages are read again. */
export function useRateApplication(companyId: string, applicationId: string) {
  const client = useQueryClient()
  const refresh = () => {
    void client.invalidateQueries({ queryKey: commentKeys.ratings(companyId, applicationId) })
    void client.invalidateQueries({ queryKey: applicationKeys.lists(companyId) })
    void client.invalidateQueries({ queryKey: applicationKeys.history(companyId, applicationId) })
    void client.invalidateQueries({ queryKey: ['jobs', companyId] })
  }
  const set = useMutation({
    mutationFn: (input: RatingInput) =>
      api<RatingList>(`/api/applications/${applicationId}/ratings/me`, { method: 'PUT', body: input }),
    onSuccess: (list) => {
      client.setQueryData(commentKeys.ratings(companyId, applicationId), list)
      refresh()
    },
  })
  const remove = useMutation({
    mutationFn: () => api<null>(`/api/applications/${applicationId}/ratings/me`, { method: 'DELETE' }),
    onSuccess: refresh,
  })
  return { set, remove }
}
