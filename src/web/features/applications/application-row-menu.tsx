import {
  CheckIcon,
  ClockIcon,
  EllipsisIcon,
  EyeIcon,
  FileDownIcon,
  FolderInputIcon,
  FolderPlusIcon,
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
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from '@/web/components/ui/dropdown-menu.tsx'
import { errorMessage } from '@/web/lib/api.ts'
import { toast } from '@/web/lib/toast.ts'
import { useFolderMembership, useFolders } from './organize/api.ts'
import type { ApplicationActions } from './use-application-actions.ts'

export type RowPermissions = { canDelete: boolean; canExport: boolean; canOrganize: boolean }

/**
 * "Adicionar à pasta" (keeps its other folders) and "Mover para pasta" (this folder only), each a
 * submenu of the company's folders (issue 16).
 */
function FolderMenus({ companyId, application }: { companyId: string; application: ApplicationSummary }) {
  const folders = useFolders(companyId)
  const membership = useFolderMembership(companyId)
  const items = folders.data?.items ?? []
  const inFolder = (id: string) => application.folders.some((folder) => folder.id === id)

  function run(folderId: string, name: string, action: 'add' | 'move') {
    // mutateAsync: the menu (and this component) closes at once, so per-call callbacks would be lost.
    membership.mutateAsync({ applicationId: application.id, folderId, action }).then(
      () =>
        toast.success(action === 'add' ? `Adicionada à pasta "${name}".` : `Movida para a pasta "${name}".`),
      (error: unknown) => toast.error('Não foi possível salvar.', { description: errorMessage(error) }),
    )
  }

  const menus = [
    { action: 'add' as const, label: 'Adicionar à pasta', Icon: FolderPlusIcon },
    { action: 'move' as const, label: 'Mover para pasta', Icon: FolderInputIcon },
  ]
  return menus.map(({ action, label, Icon }) => (
    <DropdownMenuSub key={action}>
      <DropdownMenuSubTrigger>
        <Icon aria-hidden="true" />
        {label}
      </DropdownMenuSubTrigger>
      <DropdownMenuSubContent>
        {items.length === 0 ? <DropdownMenuLabel>Nenhuma pasta criada.</DropdownMenuLabel> : null}
        {items.map((folder) => (
          <DropdownMenuItem
            key={folder.id}
            disabled={
              action === 'add' ? inFolder(folder.id) : inFolder(folder.id) && application.folders.length === 1
            }
            onSelect={() => run(folder.id, folder.name, action)}
          >
            {folder.name}
          </DropdownMenuItem>
        ))}
      </DropdownMenuSubContent>
    </DropdownMenuSub>
  ))
}

/** Visualizar, Exportar PDF, Adicionar à pasta, Mover para pasta, Aprovar, Marcar como Pendente, Reprovar, Excluir. */
export function ApplicationRowMenu({
  companyId,
  application,
  actions,
  permissions,
  onView,
  onDelete,
}: {
  companyId: string
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
        {permissions.canOrganize ? (
          <>
            <DropdownMenuSeparator />
            <FolderMenus companyId={companyId} application={application} />
          </>
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
