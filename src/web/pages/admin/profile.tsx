import { ProfilePage } from '@/web/features/profile/profile-page.tsx'
import { useSession } from '@/web/lib/session.tsx'

export function Component() {
  const session = useSession()
  // The admin layout renders its pages only with a session.
  if (session.status !== 'signed-in') return null
  return <ProfilePage user={session.user} />
}
