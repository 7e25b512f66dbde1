import { UnavailablePage } from '@/web/features/admin-shell/unavailable-page.tsx'

/** Admin routes whose screens arrive with their own issues (profile, users, settings, …). */
export function Component() {
  return <UnavailablePage />
}
