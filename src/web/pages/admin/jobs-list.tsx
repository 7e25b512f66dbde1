import { JobsPage } from '@/web/features/jobs/jobs-page.tsx'
import { useSession } from '@/web/lib/session.tsx'

/** /vagas: the list. */
export function Component() {
  const session = useSession()
  // The admin layout renders its pages only with a session.
  if (session.status !== 'signed-in') return null
  return <JobsPage user={session.user} />
}
