import type { ComponentType } from 'react'
import type { ApplicationDetail } from '@/shared/applications/api.ts'
import type { SessionUser } from '@/web/lib/session.tsx'

/** What every tab of "Detalhes da Candidatura" receives. */
export type DetailTabProps = {
  companyId: string
  detail: ApplicationDetail
  /** The signed-in member (role, id: for permissions and "my" rating or comments). */
  user: SessionUser
  /** Opens another application in the dialog (a link to the person's other applications). */
  onOpenApplication?: (id: string) => void
}

/** One tab of the detail dialog: its id (unique), its label and its content. */
export type DetailTab = {
  id: string
  label: string
  Component: ComponentType<DetailTabProps>
  /** Hides the tab for members who may not use it, or applications without it (default: shown). */
  visible?: (user: SessionUser, detail: ApplicationDetail) => boolean
}
