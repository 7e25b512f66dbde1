import { ConfirmEmailChangePage } from '@/web/features/profile/confirm-email-change.tsx'

export function Component() {
  return <ConfirmEmailChangePage />
}
