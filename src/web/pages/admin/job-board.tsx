import { useState } from 'react'
import { useParams } from 'react-router'
import { can } from '@/shared/permissions.ts'
import { TooltipProvider } from '@/web/components/ui/tooltip.tsx'
import { ApplicationDetailDialog } from '@/web/features/applications/application-detail-dialog.tsx'
import { DeleteApplicationDialog } from '@/web/features/applications/delete-application-dialog.tsx'
import { useApplicationActions } from '@/web/features/applications/use-application-actions.ts'
import { JobPipelinePage } from '@/web/features/jobs/job-pipeline-page.tsx'
import { type SessionUser, useSession } from '@/web/lib/session.tsx'

/** /vagas/{id}: the job's board; a card opens the same detail dialog as /curriculos. */
export function Component() {
  const session = useSession()
  if (session.status !== 'signed-in') return null
  return <JobBoardPage user={session.user} />
}

function JobBoardPage({ user }: { user: SessionUser }) {
  const { id = '' } = useParams()
  const actions = useApplicationActions(user.company.id)
  const permissions = {
    canDelete: can(user.role, 'applications:delete'),
    canExport: can(user.role, 'applications:export'),
    canOrganize: can(user.role, 'applications:organize'),
  }
  const [viewing, setViewing] = useState<string | null>(null)
  const [deleting, setDeleting] = useState<{ id: string; name: string | null } | null>(null)
  return (
    <TooltipProvider>
      <JobPipelinePage key={id} user={user} jobId={id} onOpen={setViewing} />
      <ApplicationDetailDialog
        user={user}
        id={viewing}
        onClose={() => setViewing(null)}
        onOpen={setViewing}
        actions={actions}
        permissions={permissions}
        onDelete={setDeleting}
      />
      <DeleteApplicationDialog
        target={deleting}
        onCancel={() => setDeleting(null)}
        onConfirm={async (target) => {
          const deleted = await actions.remove(target)
          if (deleted && viewing === target) setViewing(null)
          return deleted
        }}
      />
    </TooltipProvider>
  )
}
