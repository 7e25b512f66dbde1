import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type {
  AvatarResponse,
  ChangeEmailInput,
  ChangePasswordInput,
  PendingEmailChangeResponse,
  UpdateProfileInput,
} from '@/shared/profile/api.ts'
import { api } from '@/web/lib/api.ts'

/** Per signed-in member: another member signing in on this browser must not see the previous one's. */
export const profileKeys = {
  all: (userId: string) => ['profile', userId] as const,
  pendingEmail: (userId: string) => ['profile', userId, 'pending-email'] as const,
}

/** GET /api/profile/email: the member's pending e-mail change, or null (survives a reload). */
export function usePendingEmailChange(userId: string) {
  return useQuery({
    queryKey: profileKeys.pendingEmail(userId),
    queryFn: ({ signal }) => api<PendingEmailChangeResponse>('/api/profile/email', { signal }),
    select: (data) => data.pending,
    // Opening the link in another tab or device ends the change: read again on return.
    refetchOnWindowFocus: true,
  })
}

/** Read the pending change again (after "Alterar e-mail", say). */
export function useRefreshPendingEmailChange(userId: string) {
  const client = useQueryClient()
  return () => client.invalidateQueries({ queryKey: profileKeys.pendingEmail(userId) })
}

/** PATCH /api/profile: the member's name. */
export function useUpdateProfile() {
  return useMutation({
    mutationFn: (input: UpdateProfileInput) => api('/api/profile', { method: 'PATCH', body: input }),
  })
}

/** POST /api/profile/password: ends the member's other sessions. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => api('/api/profile/password', { body: input }),
  })
}

/** PUT /api/profile/avatar with the prepared photo in base64. */
export function useUploadAvatar() {
  return useMutation({
    mutationFn: (data: string) =>
      api<AvatarResponse>('/api/profile/avatar', { method: 'PUT', body: { data } }),
  })
}

/** DELETE /api/profile/avatar: initials show instead. */
export function useRemoveAvatar() {
  return useMutation({ mutationFn: () => api('/api/profile/avatar', { method: 'DELETE' }) })
}

/** POST /api/profile/email: e-mails a confirmation link to the new address. */
export function useRequestEmailChange() {
  return useMutation({
    mutationFn: (input: ChangeEmailInput) =>
      api<{ pendingEmail: string }>('/api/profile/email', { body: input }),
  })
}

/** POST /api/profile/email/resend: a new link; the old one stops working. The notice is read again. */
export function useResendEmailChange(userId: string) {
  const refresh = useRefreshPendingEmailChange(userId)
  return useMutation({
    mutationFn: () => api<{ pendingEmail: string }>('/api/profile/email/resend', { method: 'POST' }),
    onSettled: () => void refresh(),
  })
}

/** DELETE /api/profile/email: the link stops working. The notice is read again. */
export function useCancelEmailChange(userId: string) {
  const refresh = useRefreshPendingEmailChange(userId)
  return useMutation({
    mutationFn: () => api<null>('/api/profile/email', { method: 'DELETE' }),
    onSettled: () => void refresh(),
  })
}

/**
 * POST /api/profile/email/confirm, the single-use link's token. A plain call, not a hook: the page
 * sends it once on load, signed in or not.
 */
export function confirmEmailChange(token: string) {
  return api<{ email: string }>('/api/profile/email/confirm', { body: { token } })
}
