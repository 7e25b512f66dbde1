import {
  ChevronDownIcon,
  DownloadIcon,
  FolderIcon,
  LockIcon,
  MailIcon,
  Trash2Icon,
  XIcon,
} from 'lucide-react'
import { useState } from 'react'
import { DECISION_STATUSES, type DecisionStatus } from '@/shared/applications/api.ts'
import type { BulkOperation, BulkRequest, BulkSelection } from '@/shared/bulk/api.ts'
import { type PlanFeature, planRequiredMessage } from '@/shared/plans.ts'
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
import { Spinner } from '@/web/components/ui/spinner.tsx'
import { usePlanIncludes } from '@/web/lib/plan.ts'
import { useFolders, useTags } from '../organize/api.ts'
import { EmailComposeDialog } from '../send-email-dialog.tsx'
import { BulkDeleteDialog } from './bulk-delete-dialog.tsx'

const count = new Intl.NumberFormat('pt-BR')

/** The single status labels ("Aprovado"), from the filter's plural labels. */
const STATUS_ACTION_LABELS: Record<DecisionStatus, string> = {
  aprovado: 'Aprovado',
  pendente: 'Pendente',
  reprovado: 'Reprovado',
}

export type BulkPermissions = {
  canChangeStatus: boolean
  canExport: boolean
  canDelete: boolean
  /** Folders and tags (applications:organize). */
  canOrganize: boolean
  /** "Enviar e-mail" (emails:send; the plan's emailTemplates). */
  canSendEmail: boolean
}

/**
 * "Ações em massa" on /curriculos: shown while rows are checked. Says how many are selected, offers
 * "Selecionar todos os N resultados" of the current filter, and the actions the member's role and
 * the company's plan allow (locked exports say which plan has them).
 */
export function BulkBar({
  companyId,
  selected,
  pageCount,
  total,
  allResults,
  selection,
  permissions,
  progress,
  onSelectAllResults,
  onClear,
  run,
}: {
  companyId: string
  /** Checked rows (when not every result). */
  selected: number
  /** Rows on this page. */
  pageCount: number
  /** Results of the current filter. */
  total: number
  allResults: boolean
  selection: BulkSelection
  permissions: BulkPermissions
  progress: BulkOperation | null
  onSelectAllResults: () => void
  onClear: () => void
  run: (request: BulkRequest) => Promise<BulkOperation | null>
}) {
  const [deleting, setDeleting] = useState(false)
  const [emailing, setEmailing] = useState(false)
  const folders = useFolders(companyId)
  const tags = useTags(companyId)
  const tagsIncluded = usePlanIncludes('tags')
  const emailIncluded = usePlanIncludes('emailTemplates')
  const pdf = usePlanIncludes('pdfExport')
  const full = usePlanIncludes('fullExport')
  const size = allResults ? total : selected
  const busy = progress !== null

  async function act(action: string, params: Record<string, unknown> = {}) {
    const done = await run({ selection, action, params })
    // A change of the rows (status, deletion) clears the selection; an export keeps it.
    if (done && ['status', 'delete', 'folder_move'].includes(action)) onClear()
    return done
  }

  const exportItem = (action: string, label: string, feature: PlanFeature, included: boolean | undefined) =>
    included === false ? (
      <DropdownMenuItem disabled key={action}>
        <LockIcon aria-hidden="true" />
        <span className="flex flex-col">
          <span>{label}</span>
          <span className="text-xs text-muted-foreground">{planRequiredMessage(feature)}</span>
        </span>
      </DropdownMenuItem>
    ) : (
      <DropdownMenuItem key={action} onSelect={() => void act(action)}>
        {label}
      </DropdownMenuItem>
    )

  return (
    <section
      aria-label="Ações em massa"
      className="flex flex-col gap-3 rounded-lg border border-primary/40 bg-brand-50 p-3 sm:flex-row sm:flex-wrap sm:items-center"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <p className="font-semibold text-foreground" aria-live="polite">
          {allResults
            ? `Todos os ${count.format(total)} resultados selecionados`
            : `${count.format(selected)} ${selected === 1 ? 'selecionada' : 'selecionadas'}`}
        </p>
        {!allResults && selected === pageCount && total > pageCount ? (
          <Button variant="link" size="sm" className="h-auto px-0" onClick={onSelectAllResults}>
            Selecionar todos os {count.format(total)} resultados
          </Button>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-2 sm:ml-auto">
        {progress ? (
          <span className="flex items-center gap-2 text-sm text-muted-foreground" aria-live="polite">
            <Spinner className="size-4" aria-hidden="true" />
            {progress.label}: {count.format(progress.done + progress.skipped + progress.failed)} de{' '}
            {count.format(progress.total)}
          </span>
        ) : null}
        {permissions.canChangeStatus ? (
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button size="sm" variant="outline" disabled={busy}>
                Alterar status
                <ChevronDownIcon aria-hidden="true" />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              <DropdownMenuLabel>Marcar {count.format(size)} como</DropdownMenuLabel>
              {DECISION_STATUSES.map((status) => (
                <DropdownMenuItem key={status} onSelect={() => void act('status', { status })}>
                  {STATUS_ACTION_LABELS[status]}
                </DropdownMenuItem>
              ))}
            </DropdownMenuContent>
          </DropdownMenu>
        ) : null}
        {permissions.canOrganize ? (
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button size="sm" variant="outline" disabled={busy}>
                <FolderIcon aria-hidden="true" />
                Organizar
                <ChevronDownIcon aria-hidden="true" />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              {(
                [
                  ['folder_add', 'Adicionar à pasta'],
                  ['folder_move', 'Mover para pasta'],
                ] as const
              ).map(([action, label]) => (
                <DropdownMenuSub key={action}>
                  <DropdownMenuSubTrigger>{label}</DropdownMenuSubTrigger>
                  <DropdownMenuSubContent>
                    {folders.data?.items.length ? (
                      folders.data.items.map((folder) => (
                        <DropdownMenuItem
                          key={folder.id}
                          onSelect={() => void act(action, { folderId: folder.id })}
                        >
                          {folder.name}
                        </DropdownMenuItem>
                      ))
                    ) : (
                      <DropdownMenuItem disabled>Nenhuma pasta criada</DropdownMenuItem>
                    )}
                  </DropdownMenuSubContent>
                </DropdownMenuSub>
              ))}
              <DropdownMenuSeparator />
              {tagsIncluded === false ? (
                <DropdownMenuItem disabled>
                  <LockIcon aria-hidden="true" />
                  <span className="flex flex-col">
                    <span>Etiquetas</span>
                    <span className="text-xs text-muted-foreground">{planRequiredMessage('tags')}</span>
                  </span>
                </DropdownMenuItem>
              ) : (
                (
                  [
                    ['tag_add', 'Adicionar etiqueta'],
                    ['tag_remove', 'Remover etiqueta'],
                  ] as const
                ).map(([action, label]) => (
                  <DropdownMenuSub key={action}>
                    <DropdownMenuSubTrigger>{label}</DropdownMenuSubTrigger>
                    <DropdownMenuSubContent>
                      {tags.data?.items.length ? (
                        tags.data.items.map((tag) => (
                          <DropdownMenuItem key={tag.id} onSelect={() => void act(action, { tagId: tag.id })}>
                            {tag.name}
                          </DropdownMenuItem>
                        ))
                      ) : (
                        <DropdownMenuItem disabled>Nenhuma etiqueta criada</DropdownMenuItem>
                      )}
                    </DropdownMenuSubContent>
                  </DropdownMenuSub>
                ))
              )}
            </DropdownMenuContent>
          </DropdownMenu>
        ) : null}
        {permissions.canSendEmail ? (
          emailIncluded === false ? (
            <Button size="sm" variant="outline" disabled title={planRequiredMessage('emailTemplates')}>
              <LockIcon aria-hidden="true" />
              Enviar e-mail
              <span className="sr-only">{planRequiredMessage('emailTemplates')}</span>
            </Button>
          ) : (
            <Button size="sm" variant="outline" disabled={busy} onClick={() => setEmailing(true)}>
              <MailIcon aria-hidden="true" />
              Enviar e-mail
            </Button>
          )
        ) : null}
        {permissions.canExport ? (
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button size="sm" variant="outline" disabled={busy}>
                <DownloadIcon aria-hidden="true" />
                Exportar
                <ChevronDownIcon aria-hidden="true" />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              <DropdownMenuItem onSelect={() => void act('export_csv')}>
                CSV (exportação básica)
              </DropdownMenuItem>
              <DropdownMenuSeparator />
              {exportItem('export_pdf', 'PDFs em um .zip', 'pdfExport', pdf)}
              {exportItem('export_full', 'Exportação completa (.zip)', 'fullExport', full)}
            </DropdownMenuContent>
          </DropdownMenu>
        ) : null}
        {permissions.canDelete ? (
          <Button size="sm" variant="destructive" disabled={busy} onClick={() => setDeleting(true)}>
            <Trash2Icon aria-hidden="true" />
            Excluir
          </Button>
        ) : null}
        <Button size="sm" variant="ghost" onClick={onClear} disabled={busy}>
          <XIcon aria-hidden="true" />
          Limpar seleção
        </Button>
      </div>
      <EmailComposeDialog
        companyId={companyId}
        open={emailing}
        onOpenChange={setEmailing}
        description={`Para ${count.format(size)} ${size === 1 ? 'candidatura' : 'candidaturas'}. As variáveis são preenchidas com os dados de cada uma; quem pediu para não receber e-mails ou não tem e-mail válido fica de fora.`}
        pending={false}
        onSend={async (message) => {
          await act('email', message)
          return null
        }}
      />
      <BulkDeleteDialog
        total={size}
        open={deleting}
        onCancel={() => setDeleting(false)}
        onConfirm={async (confirmation) => {
          setDeleting(false)
          await act('delete', { confirmation })
        }}
      />
    </section>
  )
}
