import { ForgotPasswordForm } from '@/web/features/auth/forgot-password-form.tsx'

export function Component() {
  return <ForgotPasswordForm />
}
