import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type {
  AcceptInvitationInput,
  Invitation,
  InvitationPreview,
  InviteInput,
  Member,
  TeamResponse,
  UpdateMemberInput,
} from '@/shared/team/api.ts'
import { api } from '@/web/lib/api.ts'

export const teamKeys = {
  all: (companyId: string) => ['team', companyId] as const,
  list: (companyId: string, q: string) => ['team', companyId, q] as const,
  /** What an invitation link shows before the person signs in (no company yet). */
  invitation: (token: string) => ['invitation', token] as const,
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

/**
 * GET /api/invitations/:token: the company, name, e-mail and role of an invitation link. An unknown
 * or expired token answers an error at once (no retry); the link's answer does not change while the
 * page is open.
 */
export function useInvitationPreview(token: string) {
  return useQuery({
    queryKey: teamKeys.invitation(token),
    queryFn: ({ signal }) =>
      api<InvitationPreview>(`/api/invitations/${encodeURIComponent(token)}`, { signal }),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  })
}

/** "Aceitar convite e entrar": POST /api/invitations/accept, then signs in with the new password. */
export function useAcceptInvitation() {
  return useMutation({
    mutationFn: async ({ email, ...input }: AcceptInvitationInput & { email: string }) => {
      await api('/api/invitations/accept', { body: input })
      await api('/api/auth/sign-in/email', { body: { email, password: input.password } })
    },
  })
}
