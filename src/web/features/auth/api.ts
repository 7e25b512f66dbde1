import { useMutation } from '@tanstack/react-query'
import { paths } from '@/shared/paths.ts'
import { api } from '@/web/lib/api.ts'

/**
 * The account calls. Sign-up and resend are our own routes; sign-in and password recovery are
 * Better Auth's endpoints, called with plain fetch so its client library stays out of the bundle.
 * Inputs are the shared zod schemas' parsed output (trimmed, lower-cased e-mail).
 */
export type SignUpRequest = {
  fullName: string
  email: string
  companyName: string
  password: string
  confirmPassword: string
}
export type SignUpResponse = { email: string; fullName: string }

export function useSignUp() {
  return useMutation({
    mutationFn: (input: SignUpRequest) => api<SignUpResponse>('/api/accounts/sign-up', { body: input }),
  })
}

export function useResendConfirmation() {
  return useMutation({
    mutationFn: (email: string) =>
      api<{ ok: true }>('/api/accounts/resend-confirmation', { body: { email } }),
  })
}

export function useSignIn() {
  return useMutation({
    mutationFn: (input: { email: string; password: string }) =>
      api<unknown>('/api/auth/sign-in/email', { body: input }),
  })
}

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) =>
      api<unknown>('/api/auth/request-password-reset', { body: { email, redirectTo: paths.resetPassword } }),
  })
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: { token: string; newPassword: string }) =>
      api<unknown>('/api/auth/reset-password', { body: input }),
  })
}
