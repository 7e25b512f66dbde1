import { AgendaPage } from '@/web/features/interviews/agenda-page.tsx'
import { useSession } from '@/web/lib/session.tsx'

export function Component() {
  const session = useSession()
  // The admin layout renders its pages only with a session.
  if (session.status !== 'signed-in') return null
  return <AgendaPage user={session.user} />
}
