import { ChevronLeftIcon, ChevronRightIcon, DownloadIcon, UploadIcon } from 'lucide-react'
import { useEffect, useState } from 'react'
import {
  LIST_SORT_LABELS,
  LIST_SORTS,
  type ListSort,
  STATUS_FILTER_LABELS,
  STATUS_FILTERS,
  type StatusFilter,
} from '@/shared/applications/api.ts'
import { can } from '@/shared/permissions.ts'
import { endSentence } from '@/shared/text.ts'
import { Alert, AlertDescription } from '@/web/components/ui/alert.tsx'
import { Button } from '@/web/components/ui/button.tsx'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/web/components/ui/select.tsx'
import { Spinner } from '@/web/components/ui/spinner.tsx'
import { TooltipProvider } from '@/web/components/ui/tooltip.tsx'
import type { SessionUser } from '@/web/lib/session.tsx'
import { toast } from '@/web/lib/toast.ts'
import { useDocumentTitle } from '@/web/lib/use-document-title.ts'
import { downloadApplicationsCsv, useApplications, useJobOptions } from './api.ts'
import { ApplicationDetailDialog } from './application-detail-dialog.tsx'
import type { RowPermissions } from './application-row-menu.tsx'
import { ApplicationsTable } from './applications-table.tsx'
import { DeleteApplicationDialog } from './delete-application-dialog.tsx'
import { ImportDialog } from './import/import-dialog.tsx'
import { useResumeImport } from './import/use-resume-import.ts'
import { APPLICATION_TOASTS } from './messages.ts'
import { SearchBox } from './search-box.tsx'
import { useApplicationActions } from './use-application-actions.ts'
import { useApplicationsUrl } from './use-applications-url.ts'

const count = new Intl.NumberFormat('pt-BR')

function Pagination({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number
  pageSize: number
  total: number
  onPage: (page: number) => void
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize))
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1
  const last = Math.min(total, page * pageSize)
  return (
    <nav aria-label="Paginação" className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-muted-foreground" aria-live="polite">
        {total === 0
          ? 'Nenhum resultado'
          : `Mostrando ${count.format(first)}–${count.format(last)} de ${count.format(total)}`}
      </p>
      <div className="flex items-center gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeftIcon aria-hidden="true" />
          Anterior
        </Button>
        <span className="px-1 tabular-nums">
          Página {count.format(Math.min(page, pages))} de {count.format(pages)}
        </span>
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Próxima
          <ChevronRightIcon aria-hidden="true" />
        </Button>
      </div>
    </nav>
  )
}

/** /curriculos ("Candidaturas"): search, filter, review and decide on the company's applications. */
export function ApplicationsPage({ user }: { user: SessionUser }) {
  useDocumentTitle('Candidaturas | Talentos')
  const companyId = user.company.id
  const { filter, setSearch, setStatus, setSort, setPage, setJob, clearWithoutAnswer } = useApplicationsUrl()
  const list = useApplications(companyId, filter)
  const jobs = useJobOptions(companyId)
  const actions = useApplicationActions(companyId)
  const permissions: RowPermissions = {
    canDelete: can(user.role, 'applications:delete'),
    canExport: can(user.role, 'applications:export'),
  }
  const [viewing, setViewing] = useState<string | null>(null)
  const [deleting, setDeleting] = useState<{ id: string; name: string | null } | null>(null)
  const [exportingCsv, setExportingCsv] = useState(false)
  const canImport = can(user.role, 'applications:import')
  const importer = useResumeImport(companyId)
  const [importing, setImporting] = useState(false)

  // The catalogue's toast, once per failure (the alert below stays with a retry button).
  const failedAt = list.isError ? list.errorUpdatedAt : 0
  useEffect(() => {
    if (failedAt) toast.error(APPLICATION_TOASTS.error, { description: APPLICATION_TOASTS.listFailed })
  }, [failedAt])

  async function exportCsv() {
    setExportingCsv(true)
    try {
      await downloadApplicationsCsv(filter)
    } catch {
      toast.error(APPLICATION_TOASTS.error, { description: APPLICATION_TOASTS.csvFailed })
    } finally {
      setExportingCsv(false)
    }
  }

  const data = list.data
  return (
    <TooltipProvider>
      <div className="mx-auto flex max-w-6xl flex-col gap-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="flex flex-col gap-1">
            <h1 className="text-2xl font-bold text-brand-950 md:text-3xl">Candidaturas</h1>
            <p className="text-muted-foreground">
              {endSentence(`Currículos recebidos pelo formulário da ${user.company.name}`)}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            {canImport ? (
              <Button onClick={() => setImporting(true)}>
                <UploadIcon aria-hidden="true" />
                Importar currículos
              </Button>
            ) : null}
            {permissions.canExport ? (
              <Button variant="outline" loading={exportingCsv} onClick={() => void exportCsv()}>
                {exportingCsv ? null : <DownloadIcon aria-hidden="true" />}
                Exportar CSV
              </Button>
            ) : null}
          </div>
        </div>

        {canImport && !importing && importer.processing ? (
          <Alert>
            <AlertDescription className="flex flex-wrap items-center gap-3">
              <Spinner className="size-4" aria-hidden="true" />
              <span aria-live="polite">
                Processando currículos importados: {importer.done} de {importer.total} concluídos.
              </span>
              <Button size="sm" variant="outline" onClick={() => setImporting(true)}>
                Ver importação
              </Button>
            </AlertDescription>
          </Alert>
        ) : null}

        {filter.semRetorno ? (
          <Alert>
            <AlertDescription className="flex flex-wrap items-center gap-3">
              Mostrando candidaturas sem retorno há mais de 15 dias: em aberto e sem nenhum e-mail além da
              confirmação de recebimento.
              <Button size="sm" variant="outline" onClick={clearWithoutAnswer}>
                Ver todas
              </Button>
            </AlertDescription>
          </Alert>
        ) : null}

        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <SearchBox value={filter.q} onSearch={setSearch} describedBy="dica-de-busca" />
          <Select value={filter.status} onValueChange={(value) => setStatus(value as StatusFilter)}>
            <SelectTrigger aria-label="Filtrar por status" className="sm:w-52">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {STATUS_FILTERS.map((status) => (
                <SelectItem key={status} value={status}>
                  {STATUS_FILTER_LABELS[status]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <Select value={filter.job} onValueChange={setJob}>
            <SelectTrigger aria-label="Filtrar por vaga" className="sm:w-56">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="todas">Todas as vagas</SelectItem>
              <SelectItem value="banco">Banco de talentos</SelectItem>
              {(jobs.data ?? []).map((job) => (
                <SelectItem key={job.id} value={job.id}>
                  {job.title}
                </SelectItem>
              ))}
              {filter.job !== 'todas' &&
              filter.job !== 'banco' &&
              !jobs.data?.some((job) => job.id === filter.job) ? (
                <SelectItem value={filter.job}>Vaga selecionada</SelectItem>
              ) : null}
            </SelectContent>
          </Select>
          {filter.q ? (
            <div className="flex items-center gap-2">
              <span id="ordenar-por" className="shrink-0 text-sm text-muted-foreground">
                Ordenar por:
              </span>
              <Select value={filter.sort} onValueChange={(value) => setSort(value as ListSort)}>
                <SelectTrigger aria-labelledby="ordenar-por" className="sm:w-44">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {LIST_SORTS.map((sort) => (
                    <SelectItem key={sort} value={sort}>
                      {LIST_SORT_LABELS[sort]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
          ) : null}
          {list.isFetching && data ? <Spinner className="size-4" label="Atualizando a lista..." /> : null}
        </div>
        <p id="dica-de-busca" className="-mt-3 text-xs text-muted-foreground">
          A busca cobre as respostas do formulário e o texto dos currículos. Use aspas para uma frase (
          <span className="whitespace-nowrap">"gestão de pessoas"</span>), OR para alternativas e um hífen
          para excluir (<span className="whitespace-nowrap">-estágio</span>).
        </p>

        {list.isError ? (
          <Alert variant="destructive">
            <AlertDescription className="flex flex-wrap items-center gap-3">
              {APPLICATION_TOASTS.listFailed}
              <Button size="sm" variant="outline" onClick={() => void list.refetch()}>
                Tentar novamente
              </Button>
            </AlertDescription>
          </Alert>
        ) : null}

        <div
          className="overflow-hidden rounded-lg border border-border bg-white shadow-sm"
          aria-busy={list.isFetching}
        >
          <ApplicationsTable
            items={list.isError && !data ? [] : data?.items}
            loading={list.isPending}
            actions={actions}
            permissions={permissions}
            onView={setViewing}
            onDelete={(application) => setDeleting({ id: application.id, name: application.name })}
          />
        </div>

        {data ? (
          <Pagination page={filter.page} pageSize={data.pageSize} total={data.total} onPage={setPage} />
        ) : null}
      </div>

      <ApplicationDetailDialog
        user={user}
        id={viewing}
        onClose={() => setViewing(null)}
        onOpen={setViewing}
        actions={actions}
        permissions={permissions}
        onDelete={setDeleting}
      />
      {canImport ? (
        <ImportDialog
          open={importing}
          onOpenChange={setImporting}
          importer={importer}
          jobs={jobs.data ?? []}
        />
      ) : null}
      <DeleteApplicationDialog
        target={deleting}
        onCancel={() => setDeleting(null)}
        onConfirm={async (id) => {
          const deleted = await actions.remove(id)
          if (deleted && viewing === id) setViewing(null)
          return deleted
        }}
      />
    </TooltipProvider>
  )
}
