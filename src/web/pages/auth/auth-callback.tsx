import { AuthCallback } from '@/web/features/auth/auth-callback.tsx'

export function Component() {
  return <AuthCallback />
}
