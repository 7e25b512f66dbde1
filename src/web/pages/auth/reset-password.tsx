import { ResetPasswordForm } from '@/web/features/auth/reset-password-form.tsx'

export function Component() {
  return <ResetPasswordForm />
}
