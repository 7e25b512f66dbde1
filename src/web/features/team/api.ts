import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Invitation, InviteInput, Member, TeamResponse, UpdateMemberInput } from '@/shared/team/api.ts'
import { api } from '@/web/lib/api.ts'

export const teamKeys = {
  all: (companyId: string) => ['team', companyId] as const,
  list: (companyId: string, q: string) => ['team', companyId, q] as const,
}

export function useTeam(companyId: string, q: string) {
  return useQuery({
    queryKey: teamKeys.list(companyId, q),
    queryFn: ({ signal }) =>
      api<TeamResponse>(`/api/team${q ? `?q=${encodeURIComponent(q)}` : ''}`, { signal }),
    placeholderData: keepPreviousData,
  })
}

/** Every team mutation refreshes the lists (and the usage numbers) afterwards. */
export function useTeamMutations(companyId: string) {
  const client = useQueryClient()
  const onSettled = () => client.invalidateQueries({ queryKey: teamKeys.all(companyId) })
  return {
    invite: useMutation({
      mutationFn: (input: InviteInput) => api<Invitation>('/api/team/invitations', { body: input }),
      onSettled,
    }),
    resend: useMutation({
      mutationFn: (id: string) => api<Invitation>(`/api/team/invitations/${id}/resend`, { method: 'POST' }),
      onSettled,
    }),
    cancel: useMutation({
      mutationFn: (id: string) => api<null>(`/api/team/invitations/${id}`, { method: 'DELETE' }),
      onSettled,
    }),
    update: useMutation({
      mutationFn: (input: { id: string; changes: UpdateMemberInput }) =>
        api<Member>(`/api/team/members/${input.id}`, { method: 'PATCH', body: input.changes }),
      onSettled,
    }),
    remove: useMutation({
      mutationFn: (id: string) => api<null>(`/api/team/members/${id}`, { method: 'DELETE' }),
      onSettled,
    }),
  }
}
