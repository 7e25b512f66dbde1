import { CancellationPage } from '@/web/features/billing/cancellation-page.tsx'
import { useSession } from '@/web/lib/session.tsx'

export function Component() {
  const session = useSession()
  // The admin layout renders its pages only with a session (and the role check).
  if (session.status !== 'signed-in') return null
  return <CancellationPage user={session.user} />
}
