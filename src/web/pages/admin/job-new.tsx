import { can } from '@/shared/permissions.ts'
import { ForbiddenPage } from '@/web/features/admin-shell/forbidden-page.tsx'
import { JobEditor } from '@/web/features/jobs/job-editor.tsx'
import { useSession } from '@/web/lib/session.tsx'
import { useDocumentTitle } from '@/web/lib/use-document-title.ts'

/** /vagas/nova: "Nova vaga" (admin and premium). */
export function Component() {
  const session = useSession()
  useDocumentTitle('Nova vaga | Talentos')
  if (session.status !== 'signed-in') return null
  if (!can(session.user.role, 'jobs:manage')) return <ForbiddenPage title="Nova vaga" />
  return <JobEditor companyId={session.user.company.id} />
}
