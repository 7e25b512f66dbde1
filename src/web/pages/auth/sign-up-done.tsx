import { SignUpDone } from '@/web/features/auth/sign-up-done.tsx'

export function Component() {
  return <SignUpDone />
}
