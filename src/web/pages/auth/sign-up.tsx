import { SignUpForm } from '@/web/features/auth/sign-up-form.tsx'

export function Component() {
  return <SignUpForm />
}
