import type { ApplicationSummary } from '@/shared/applications/api.ts'
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/web/components/ui/table.tsx'
import { ApplicationRowMenu, type RowPermissions } from './application-row-menu.tsx'
import { SentTime } from './sent-time.tsx'
import { StatusBadge } from './status-badge.tsx'
import type { ApplicationActions } from './use-application-actions.ts'

const EMPTY = 'Nenhuma candidatura encontrada.'

/** Nome, CPF, Email, Data de Envio, Status, Ações; on a phone, e-mail and CPF go under the name. */
export function ApplicationsTable({
  items,
  loading,
  actions,
  permissions,
  onView,
  onDelete,
}: {
  items: ApplicationSummary[] | undefined
  loading: boolean
  actions: ApplicationActions
  permissions: RowPermissions
  onView: (id: string) => void
  onDelete: (application: ApplicationSummary) => void
}) {
  return (
    <Table>
      <TableCaption className="sr-only">Candidaturas recebidas pelo formulário da empresa</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>Nome</TableHead>
          <TableHead className="hidden lg:table-cell">CPF</TableHead>
          <TableHead className="hidden md:table-cell">Email</TableHead>
          <TableHead className="hidden sm:table-cell">Data de Envio</TableHead>
          <TableHead>Status</TableHead>
          <TableHead className="w-14 text-right">Ações</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items === undefined && loading ? (
          <TableRow>
            <TableCell colSpan={6} className="h-24 text-center text-muted-foreground">
              Carregando candidaturas...
            </TableCell>
          </TableRow>
        ) : null}
        {items !== undefined && items.length === 0 ? (
          <TableRow>
            <TableCell colSpan={6} className="h-24 text-center text-muted-foreground">
              {EMPTY}
            </TableCell>
          </TableRow>
        ) : null}
        {items?.map((application) => (
          <TableRow key={application.id} data-application-id={application.id}>
            <TableCell className="max-w-64">
              <button
                type="button"
                onClick={() => onView(application.id)}
                className="cursor-pointer text-left font-medium text-foreground hover:text-primary hover:underline focus-visible:outline-2 focus-visible:outline-ring"
              >
                {application.name ?? 'Sem nome'}
              </button>
              <div className="mt-0.5 flex flex-col text-xs text-muted-foreground lg:hidden">
                <span className="truncate md:hidden">{application.email ?? 'N/A'}</span>
                <span className="tabular-nums">{application.cpf ?? 'N/A'}</span>
              </div>
            </TableCell>
            <TableCell className="hidden whitespace-nowrap tabular-nums lg:table-cell">
              {application.cpf ?? 'N/A'}
            </TableCell>
            <TableCell className="hidden max-w-64 truncate md:table-cell">
              {application.email ?? 'N/A'}
            </TableCell>
            <TableCell className="hidden text-muted-foreground sm:table-cell">
              <SentTime date={application.createdAt} />
            </TableCell>
            <TableCell>
              <StatusBadge status={application.status} />
            </TableCell>
            <TableCell className="text-right">
              <ApplicationRowMenu
                application={application}
                actions={actions}
                permissions={permissions}
                onView={() => onView(application.id)}
                onDelete={() => onDelete(application)}
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
