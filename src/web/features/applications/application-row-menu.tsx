import {
  CheckIcon,
  ClockIcon,
  EllipsisIcon,
  EyeIcon,
  FileDownIcon,
  LockIcon,
  Trash2Icon,
  XIcon,
} from 'lucide-react'
import type { ApplicationSummary } from '@/shared/applications/api.ts'
import { planRequiredMessage } from '@/shared/plans.ts'
import { Button } from '@/web/components/ui/button.tsx'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/web/components/ui/dropdown-menu.tsx'
import type { ApplicationActions } from './use-application-actions.ts'

export type RowPermissions = { canDelete: boolean; canExport: boolean }

/** Visualizar, Exportar PDF, Aprovar, Marcar como Pendente, Reprovar, Excluir. */
export function ApplicationRowMenu({
  application,
  actions,
  permissions,
  onView,
  onDelete,
}: {
  application: ApplicationSummary
  actions: ApplicationActions
  permissions: RowPermissions
  onView: () => void
  onDelete: () => void
}) {
  const name = application.name ?? 'candidato sem nome'
  const busy = actions.pendingStatus?.id === application.id || actions.exporting === application.id
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Ações para ${name}`} loading={busy}>
          {busy ? null : <EllipsisIcon aria-hidden="true" />}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={onView}>
          <EyeIcon aria-hidden="true" />
          Visualizar
        </DropdownMenuItem>
        {permissions.canExport ? (
          <DropdownMenuItem
            aria-label={actions.pdfLocked ? `Exportar PDF (${planRequiredMessage('pdfExport')})` : undefined}
            onSelect={() => void actions.exportPdf(application.id)}
          >
            {actions.pdfLocked ? <LockIcon aria-hidden="true" /> : <FileDownIcon aria-hidden="true" />}
            Exportar PDF
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem
          disabled={application.status === 'aprovado'}
          onSelect={() => actions.setStatus(application.id, 'aprovado')}
        >
          <CheckIcon aria-hidden="true" />
          Aprovar
        </DropdownMenuItem>
        <DropdownMenuItem
          disabled={application.status === 'pendente'}
          onSelect={() => actions.setStatus(application.id, 'pendente')}
        >
          <ClockIcon aria-hidden="true" />
          Marcar como Pendente
        </DropdownMenuItem>
        <DropdownMenuItem
          disabled={application.status === 'reprovado'}
          onSelect={() => actions.setStatus(application.id, 'reprovado')}
        >
          <XIcon aria-hidden="true" />
          Reprovar
        </DropdownMenuItem>
        {permissions.canDelete ? (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem variant="destructive" onSelect={onDelete}>
              <Trash2Icon aria-hidden="true" />
              Excluir
            </DropdownMenuItem>
          </>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
