import { SignInForm } from '@/web/features/auth/sign-in-form.tsx'

export function Component() {
  return <SignInForm />
}
