import { AcceptInvitationPage } from '@/web/features/team/accept-invitation.tsx'

export function Component() {
  return <AcceptInvitationPage />
}
