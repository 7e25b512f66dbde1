import { OptOutPage } from '@/web/features/email-opt-out/opt-out-page.tsx'

export function Component() {
  return <OptOutPage />
}
