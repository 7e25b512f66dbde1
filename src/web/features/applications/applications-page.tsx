import { ChevronLeftIcon, ChevronRightIcon, DownloadIcon, UploadIcon } from 'lucide-react'
import { useEffect, useMemo, useState } from 'react'
import { useSearchParams } from 'react-router'
import {
  LIST_SORT_LABELS,
  LIST_SORTS,
  type ListSort,
  STATUS_FILTER_LABELS,
  STATUS_FILTERS,
  type StatusFilter,
} from '@/shared/applications/api.ts'
import {
  type AdvancedFilters,
  CUSTOM_FIELD_PARAM_PREFIX,
  EMPTY_FILTERS,
  FILTER_FACETS,
  type FilterCounts,
} from '@/shared/applications/filters.ts'
import { viewQueryOf } from '@/shared/applications/saved-views.ts'
import { APPLICATION_DETAIL_PARAM } from '@/shared/paths.ts'
import { can } from '@/shared/permissions.ts'
import { RATING_STARS } from '@/shared/ratings/api.ts'
import { endSentence } from '@/shared/text.ts'
import { Alert, AlertDescription } from '@/web/components/ui/alert.tsx'
import { Button } from '@/web/components/ui/button.tsx'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/web/components/ui/select.tsx'
import { Spinner } from '@/web/components/ui/spinner.tsx'
import { TooltipProvider } from '@/web/components/ui/tooltip.tsx'
import { usePlanIncludes } from '@/web/lib/plan.ts'
import type { SessionUser } from '@/web/lib/session.tsx'
import { toast } from '@/web/lib/toast.ts'
import { useBulkAction } from '@/web/lib/use-bulk-action.ts'
import { useDocumentTitle } from '@/web/lib/use-document-title.ts'
import {
  downloadApplicationsCsv,
  listParams,
  queryObject,
  queryString,
  useApplications,
  useFilterCounts,
  useJobOptions,
} from './api.ts'
import { ApplicationDetailDialog } from './application-detail-dialog.tsx'
import type { RowPermissions } from './application-row-menu.tsx'
import { ApplicationsTable, type RowSelection } from './applications-table.tsx'
import { BulkBar } from './bulk/bulk-bar.tsx'
import { DeleteApplicationDialog } from './delete-application-dialog.tsx'
import { type FilterChip, FilterChips, FiltersPanel, withFacet } from './filters-panel.tsx'
import { ImportDialog } from './import/import-dialog.tsx'
import { useResumeImport } from './import/use-resume-import.ts'
import { APPLICATION_TOASTS } from './messages.ts'
import { OrganizeFilters } from './organize/organize-filters.tsx'
import { SavedViewsBar } from './saved-views.tsx'
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

/** The applied advanced filters as removable chips ("UF: SP", "Experiência mínima: 3 anos ou mais"). */
function filterChips(
  filters: AdvancedFilters,
  counts: FilterCounts | undefined,
  onFacet: (facetId: string, values: string[]) => void,
): FilterChip[] {
  const chips: FilterChip[] = []
  for (const facet of FILTER_FACETS) {
    const values = filters.facets[facet.id] ?? []
    for (const value of values) {
      const option = (facet.options as readonly { value: string; label: string }[] | null)?.find(
        (item) => item.value === value,
      )
      chips.push({
        key: `${facet.id}=${value}`,
        label: `${facet.label}: ${option?.label ?? value}`,
        onRemove: () =>
          onFacet(
            facet.id,
            values.filter((item) => item !== value),
          ),
      })
    }
  }
  for (const [fieldId, values] of Object.entries(filters.fields)) {
    const id = `${CUSTOM_FIELD_PARAM_PREFIX}${fieldId}`
    const label = counts?.facets.find((facet) => facet.id === id)?.label ?? 'Pergunta do formulário'
    for (const value of values) {
      chips.push({
        key: `${id}=${value}`,
        label: `${label}: ${value}`,
        onRemove: () =>
          onFacet(
            id,
            values.filter((item) => item !== value),
          ),
      })
    }
  }
  return chips
}

/** /curriculos ("Candidaturas"): search, filter, review and decide on the company's applications. */
export function ApplicationsPage({ user }: { user: SessionUser }) {
  useDocumentTitle('Candidaturas | Talentos')
  const companyId = user.company.id
  const {
    filter,
    setFolder,
    setTag,
    setMinRating,
    clearWithoutAnswer,
    setSearch,
    setStatus,
    setSort,
    setPage,
    setJob,
    setStage,
    setFilters,
    clearFilters,
    openQuery,
  } = useApplicationsUrl()
  const advanced = filter.filters ?? EMPTY_FILTERS
  const hasCustomFields = Object.keys(advanced.fields).length > 0
  const advancedIncluded = usePlanIncludes('advancedFilters') === true
  // Custom questions' labels come with the counts: read them when such a chip shows.
  const counts = useFilterCounts(companyId, filter, advancedIncluded && hasCustomFields)
  const onFacet = (facetId: string, values: string[]) => {
    if (facetId === 'job') setJob(values[0] ?? 'todas')
    else if (facetId === 'stage') setStage(values[0])
    else setFilters(withFacet(advanced, facetId, values))
  }
  const chips = filterChips(advanced, counts.data, onFacet)
  if (filter.stage) {
    const stage = counts.data?.facets
      .find((facet) => facet.id === 'stage')
      ?.options.find((option) => option.value === filter.stage)
    chips.push({
      key: 'stage',
      label: `Etapa: ${stage?.label ?? 'selecionada'}`,
      onRemove: () => setStage(undefined),
    })
  }
  const viewQuery = viewQueryOf(listParams(filter))
  const list = useApplications(companyId, filter)
  const jobs = useJobOptions(companyId)
  const actions = useApplicationActions(companyId)
  const permissions: RowPermissions = {
    canDelete: can(user.role, 'applications:delete'),
    canExport: can(user.role, 'applications:export'),
    canOrganize: can(user.role, 'applications:organize'),
  }
  const [viewing, setViewing] = useState<string | null>(null)
  // ?candidatura=<id> (a notification, a mention e-mail) opens that application's detail once.
  const [params, setParams] = useSearchParams()
  const linked = params.get(APPLICATION_DETAIL_PARAM)
  useEffect(() => {
    if (!linked) return
    setViewing(linked)
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        next.delete(APPLICATION_DETAIL_PARAM)
        return next
      },
      { replace: true },
    )
  }, [linked, setParams])
  const [deleting, setDeleting] = useState<{ id: string; name: string | null } | null>(null)
  const [exportingCsv, setExportingCsv] = useState(false)
  const canImport = can(user.role, 'applications:import')
  const importer = useResumeImport(companyId)
  const [importing, setImporting] = useState(false)
  const bulk = useBulkAction(companyId)
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set())
  const [allResults, setAllResults] = useState(false)
  // The list's query without its page: "every result" is the same filter the list runs (any filter
  // added to the URL's query applies to bulk actions too).
  const { page: _page, ...filterKey } = filter
  const listQuery = queryString({ ...filterKey, page: 1 })
  // A new search or filter starts a new selection.
  // biome-ignore lint/correctness/useExhaustiveDependencies: listQuery is the dependency
  useEffect(() => {
    setChecked(new Set())
    setAllResults(false)
  }, [listQuery])

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
  const pageIds = useMemo(() => data?.items.map((item) => item.id) ?? [], [data])
  const rowSelection: RowSelection = {
    isSelected: (id) => allResults || checked.has(id),
    toggle: (id, on) => {
      const next = new Set(allResults ? pageIds : checked)
      if (on) next.add(id)
      else next.delete(id)
      setAllResults(false)
      setChecked(next)
    },
    togglePage: (on) => {
      const next = new Set(allResults ? [] : checked)
      for (const id of pageIds) {
        if (on) next.add(id)
        else next.delete(id)
      }
      setAllResults(false)
      setChecked(next)
    },
  }
  const clearSelection = () => {
    setChecked(new Set())
    setAllResults(false)
  }
  const bulkPermissions = {
    canChangeStatus: can(user.role, 'applications:changeStatus'),
    canExport: permissions.canExport,
    canDelete: permissions.canDelete,
    canOrganize: permissions.canOrganize,
    canSendEmail: can(user.role, 'emails:send'),
  }
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

        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
          <SearchBox value={filter.q} onSearch={setSearch} describedBy="dica-de-busca" />
          {/* Two per row on a phone; at sm and up they join the row (display: contents). */}
          <div className="grid grid-cols-2 gap-3 sm:contents">
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
            <Select
              value={filter.minRating === null ? 'todas' : String(filter.minRating)}
              onValueChange={(value) => setMinRating(value === 'todas' ? null : Number(value))}
            >
              <SelectTrigger aria-label="Avaliação mínima" className="sm:w-48">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="todas">Qualquer avaliação</SelectItem>
                {RATING_STARS.map((stars) => (
                  <SelectItem key={stars} value={String(stars)}>
                    {stars === 5 ? '5 estrelas' : `${stars} ou mais estrelas`}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <FiltersPanel
              companyId={companyId}
              filter={filter}
              applied={chips.length}
              onFacet={onFacet}
              onClear={clearFilters}
            />
          </div>
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
        <div className="flex flex-wrap gap-3 sm:items-center">
          <OrganizeFilters
            companyId={companyId}
            folder={filter.folder}
            tag={filter.tag}
            onFolder={setFolder}
            onTag={setTag}
            canManageFolders={can(user.role, 'folders:manage')}
            canManageTags={can(user.role, 'tags:manage')}
          />
        </div>

        <FilterChips chips={chips} onClear={clearFilters} />
        <SavedViewsBar companyId={companyId} currentQuery={viewQuery} onOpen={openQuery} />

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

        {(checked.size > 0 || allResults) && data ? (
          <BulkBar
            companyId={companyId}
            selected={checked.size}
            pageCount={pageIds.length}
            total={data.total}
            allResults={allResults}
            selection={
              allResults
                ? { kind: 'filter', filter: queryObject(listQuery) }
                : { kind: 'ids', ids: [...checked] }
            }
            permissions={bulkPermissions}
            progress={bulk.progress}
            onSelectAllResults={() => setAllResults(true)}
            onClear={clearSelection}
            run={bulk.run}
          />
        ) : null}

        <div
          className="overflow-hidden rounded-lg border border-border bg-white shadow-sm"
          aria-busy={list.isFetching}
        >
          <ApplicationsTable
            companyId={companyId}
            items={list.isError && !data ? [] : data?.items}
            loading={list.isPending}
            actions={actions}
            permissions={permissions}
            onView={setViewing}
            onDelete={(application) => setDeleting({ id: application.id, name: application.name })}
            selection={rowSelection}
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
