import { useParams } from 'react-router'
import { can } from '@/shared/permissions.ts'
import { Spinner } from '@/web/components/ui/spinner.tsx'
import { ForbiddenPage } from '@/web/features/admin-shell/forbidden-page.tsx'
import { useJob } from '@/web/features/jobs/api.ts'
import { JobEditor } from '@/web/features/jobs/job-editor.tsx'
import { useSession } from '@/web/lib/session.tsx'
import { useDocumentTitle } from '@/web/lib/use-document-title.ts'

/** /vagas/{id}/editar: "Editar vaga" (admin and premium). */
export function Component() {
  const session = useSession()
  const { id = '' } = useParams()
  const companyId = session.status === 'signed-in' ? session.user.company.id : ''
  const job = useJob(companyId, companyId ? id : undefined)
  useDocumentTitle('Editar vaga | Talentos')
  if (session.status !== 'signed-in') return null
  if (!can(session.user.role, 'jobs:manage')) return <ForbiddenPage title="Editar vaga" />
  if (job.isPending) return <Spinner label="Carregando a vaga..." />
  if (!job.data) return <p className="text-center">Vaga não encontrada.</p>
  return <JobEditor key={job.data.id} companyId={companyId} job={job.data} />
}
