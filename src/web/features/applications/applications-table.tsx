import { FolderIcon } from 'lucide-react'
import type { ApplicationSummary, ExcerptPart } from '@/shared/applications/api.ts'
import { REPEAT_DESCRIPTION, REPEAT_LABEL } from '@/shared/applications/persons.ts'
import { RatingAverage } from '@/web/components/rating-average.tsx'
import { TagChips } from '@/web/components/tag-chip.tsx'
import { Badge } from '@/web/components/ui/badge.tsx'
import { Checkbox } from '@/web/components/ui/checkbox.tsx'
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/web/components/ui/table.tsx'
import { Tooltip, TooltipContent, TooltipTrigger } from '@/web/components/ui/tooltip.tsx'
import { ApplicationRowMenu, type RowPermissions } from './application-row-menu.tsx'
import { SentTime } from './sent-time.tsx'
import { StatusBadge } from './status-badge.tsx'
import type { ApplicationActions } from './use-application-actions.ts'

const EMPTY = 'Nenhuma candidatura encontrada.'

/** Where the search matched, the matched words highlighted (text only, never HTML). */
function Excerpt({ parts }: { parts: ExcerptPart[] }) {
  return (
    <p className="mt-1 line-clamp-2 text-xs font-normal break-words text-muted-foreground">
      <span className="sr-only">Trecho encontrado: </span>
      {parts.map((part, index) =>
        part.match ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts never reorder
          <mark key={index} className="rounded-sm bg-yellow-100 px-0.5 text-foreground">
            {part.text}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts never reorder
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  )
}

/**
 * "Repetido": the person has other applications in the company (same CPF, e-mail or mobile phone,
 * or merged). The explanation is a tooltip on hover and on keyboard focus, and part of the name.
 */
export function RepeatBadge() {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: focusable so keyboard users get the tooltip too */}
        <span tabIndex={0} className="rounded-md focus-visible:outline-2 focus-visible:outline-ring">
          <Badge variant="warning">
            {REPEAT_LABEL}
            <span className="sr-only">: {REPEAT_DESCRIPTION}</span>
          </Badge>
        </span>
      </TooltipTrigger>
      <TooltipContent>{REPEAT_DESCRIPTION}</TooltipContent>
    </Tooltip>
  )
}

/** The rows' checkboxes for bulk actions (features/bulk). */
export type RowSelection = {
  isSelected: (id: string) => boolean
  toggle: (id: string, checked: boolean) => void
  /** Checks or unchecks every row of the page. */
  togglePage: (checked: boolean) => void
}

/** Nome, CPF, Email, Data de Envio, Status, Ações; on a phone, e-mail and CPF go under the name. */
export function ApplicationsTable({
  companyId,
  items,
  loading,
  actions,
  permissions,
  onView,
  onDelete,
  selection,
}: {
  companyId: string
  items: ApplicationSummary[] | undefined
  loading: boolean
  actions: ApplicationActions
  permissions: RowPermissions
  onView: (id: string) => void
  onDelete: (application: ApplicationSummary) => void
  selection?: RowSelection
}) {
  const pageIds = items?.map((item) => item.id) ?? []
  const checkedOnPage = selection ? pageIds.filter((id) => selection.isSelected(id)).length : 0
  const columns = selection ? 8 : 7
  return (
    <Table>
      <TableCaption className="sr-only">Candidaturas recebidas pelo formulário da empresa</TableCaption>
      <TableHeader>
        <TableRow>
          {selection ? (
            <TableHead className="w-10">
              <Checkbox
                aria-label="Selecionar todas as candidaturas desta página"
                disabled={pageIds.length === 0}
                checked={
                  checkedOnPage === 0 ? false : checkedOnPage === pageIds.length ? true : 'indeterminate'
                }
                onCheckedChange={(checked) => selection.togglePage(checked === true)}
              />
            </TableHead>
          ) : null}
          <TableHead>Nome</TableHead>
          <TableHead className="hidden 2xl:table-cell">CPF</TableHead>
          <TableHead className="hidden md:table-cell">Email</TableHead>
          <TableHead className="hidden xl:table-cell">Vaga</TableHead>
          <TableHead className="hidden sm:table-cell">Data de Envio</TableHead>
          <TableHead>Status</TableHead>
          <TableHead className="w-14 text-right">Ações</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items === undefined && loading ? (
          <TableRow>
            <TableCell colSpan={columns} className="h-24 text-center text-muted-foreground">
              Carregando candidaturas...
            </TableCell>
          </TableRow>
        ) : null}
        {items !== undefined && items.length === 0 ? (
          <TableRow>
            <TableCell colSpan={columns} className="h-24 text-center text-muted-foreground">
              {EMPTY}
            </TableCell>
          </TableRow>
        ) : null}
        {items?.map((application) => (
          <TableRow
            key={application.id}
            data-application-id={application.id}
            data-state={selection?.isSelected(application.id) ? 'selected' : undefined}
          >
            {selection ? (
              <TableCell>
                <Checkbox
                  aria-label={`Selecionar ${application.name ?? 'candidatura sem nome'}`}
                  checked={selection.isSelected(application.id)}
                  onCheckedChange={(checked) => selection.toggle(application.id, checked === true)}
                />
              </TableCell>
            ) : null}
            <TableCell className="max-w-80 min-w-40">
              <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <button
                  type="button"
                  onClick={() => onView(application.id)}
                  className="cursor-pointer text-left font-medium text-foreground hover:text-primary hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                >
                  {application.name ?? 'Sem nome'}
                </button>
                {application.isRepeat ? <RepeatBadge /> : null}
                <RatingAverage rating={application.rating} />
              </div>
              <TagChips tags={application.tags} className="mt-1" />
              {application.folders.length > 0 ? (
                <p className="mt-1 truncate text-xs text-muted-foreground">
                  <span className="sr-only">Pastas: </span>
                  <FolderIcon aria-hidden="true" className="mr-1 inline size-3 align-[-2px]" />
                  {application.folders.map((folder) => folder.name).join(', ')}
                </p>
              ) : null}
              {application.excerpt ? <Excerpt parts={application.excerpt} /> : null}
              <div className="mt-0.5 flex flex-col text-xs text-muted-foreground 2xl:hidden">
                <span className="truncate md:hidden">{application.email ?? 'N/A'}</span>
                <span className="tabular-nums">{application.cpf ?? 'N/A'}</span>
              </div>
            </TableCell>
            <TableCell className="hidden whitespace-nowrap tabular-nums 2xl:table-cell">
              {application.cpf ?? 'N/A'}
            </TableCell>
            <TableCell className="hidden max-w-64 truncate md:table-cell">
              {application.email ?? 'N/A'}
            </TableCell>
            <TableCell className="hidden max-w-56 xl:table-cell">
              {application.job ? (
                <span className="flex flex-col">
                  <span className="truncate">{application.job.title}</span>
                  {application.job.stageName ? (
                    <span className="text-xs text-muted-foreground">{application.job.stageName}</span>
                  ) : null}
                </span>
              ) : (
                <span className="whitespace-nowrap text-muted-foreground">Banco de talentos</span>
              )}
            </TableCell>
            <TableCell className="hidden whitespace-nowrap text-muted-foreground sm:table-cell">
              <SentTime date={application.createdAt} />
            </TableCell>
            <TableCell>
              <StatusBadge status={application.status} />
            </TableCell>
            <TableCell className="text-right">
              <ApplicationRowMenu
                companyId={companyId}
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
