import { AdminLayout } from '@/web/features/admin-shell/admin-layout.tsx'

/** The guarded layout of every admin route: no session, no admin screen. */
export function Component() {
  return <AdminLayout />
}
