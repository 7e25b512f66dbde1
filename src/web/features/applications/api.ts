import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type {
  ApplicationDetail,
  ApplicationList,
  DecisionStatus,
  ListSort,
  StatusFilter,
  StatusUpdateResult,
} from '@/shared/applications/api.ts'
import {
  type AdvancedFilters,
  advancedFiltersToParams,
  type FilterCounts,
} from '@/shared/applications/filters.ts'
import type { ApplicationHistory } from '@/shared/history/events.ts'
import type { JobList } from '@/shared/jobs/api.ts'
import { api } from '@/web/lib/api.ts'
import { dashboardKeys } from '@/web/lib/query-keys.ts'

/** What the list shows: the URL's search, status filter, order (while searching) and page. */
export type ApplicationsFilter = {
  q: string
  status: StatusFilter
  sort: ListSort
  page: number
  /** "todas", "banco" (talent pool) or a job's id (issue 14). */
  job: string
  /** A folder's id, or '' for every application (issue 16). */
  folder: string
  /** A tag's id, or '' (issue 16). */
  tag: string
  /** The chosen job's stage ("Etapa"), when a job is chosen. */
  stage?: string
  /** The advanced filters (issue 16; shared/applications/filters.ts). */
  filters?: AdvancedFilters
  /** "Avaliação mínima" (issue 16): the average rating at least this, or null for any. */
  minRating: number | null
  /** Only "sem retorno há mais de 15 dias" (the dashboard's link, issue 17). */
  semRetorno?: boolean
}

export const applicationKeys = {
  all: (companyId: string) => ['applications', companyId] as const,
  lists: (companyId: string) => ['applications', companyId, 'list'] as const,
  list: (companyId: string, filter: ApplicationsFilter) =>
    ['applications', companyId, 'list', filter] as const,
  detail: (companyId: string, id: string) => ['applications', companyId, 'detail', id] as const,
  history: (companyId: string, id: string) => ['applications', companyId, 'history', id] as const,
}

/**
 * The list's query parameters in one order, for the API and the page's URL alike (a saved view
 * keeps them without the page).
 */
export function listParams(filter: {
  q: string
  status: StatusFilter
  sort?: ListSort
  page?: number
  job?: string
  folder?: string
  tag?: string
  stage?: string
  filters?: AdvancedFilters
  minRating?: number | null
  semRetorno?: boolean
}): URLSearchParams {
  const params = new URLSearchParams()
  if (filter.q) params.set('q', filter.q)
  if (filter.status !== 'todos') params.set('status', filter.status)
  if (filter.job && filter.job !== 'todas') params.set('job', filter.job)
  if (filter.folder) params.set('folder', filter.folder)
  if (filter.tag) params.set('tag', filter.tag)
  if (filter.job && filter.job !== 'todas' && filter.job !== 'banco' && filter.stage)
    params.set('stage', filter.stage)
  if (filter.filters) advancedFiltersToParams(filter.filters, params)
  if (filter.minRating) params.set('minRating', String(filter.minRating))
  if (filter.semRetorno) params.set('semRetorno', '1')
  if (filter.q && filter.sort === 'recent') params.set('sort', filter.sort)
  if (filter.page && filter.page > 1) params.set('page', String(filter.page))
  return params
}

export function queryString(filter: Parameters<typeof listParams>[0]): string {
  const text = listParams(filter).toString()
  return text ? `?${text}` : ''
}

/**
 * GET /api/applications/filter-counts for the current list (without order or page): each facet's
 * options with how many results they would give. Only asked for while the panel is open.
 */
export function useFilterCounts(companyId: string, filter: ApplicationsFilter, enabled: boolean) {
  const { page: _page, sort: _sort, ...rest } = filter
  return useQuery({
    queryKey: ['applications', companyId, 'filter-counts', rest] as const,
    queryFn: ({ signal }) =>
      api<FilterCounts>(`/api/applications/filter-counts${queryString(rest)}`, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
    enabled,
  })
}

/**
 * One page of the list. Each filter is its own query, so an answer that arrives late for an older
 * search lands in that search's cache entry and never replaces what the current one shows; while
 * the new page loads, the previous rows stay on screen.
 */
export function useApplications(companyId: string, filter: ApplicationsFilter) {
  return useQuery({
    queryKey: applicationKeys.list(companyId, filter),
    queryFn: ({ signal }) => api<ApplicationList>(`/api/applications${queryString(filter)}`, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  })
}

export function useApplication(companyId: string, id: string | null) {
  return useQuery({
    queryKey: applicationKeys.detail(companyId, id ?? ''),
    queryFn: ({ signal }) => api<ApplicationDetail>(`/api/applications/${id}`, { signal }),
    enabled: id !== null,
  })
}

/** The application's Histórico (GET /api/applications/:id/history), read again each time the tab opens. */
export function useApplicationHistory(companyId: string, id: string) {
  return useQuery({
    queryKey: applicationKeys.history(companyId, id),
    queryFn: ({ signal }) => api<ApplicationHistory>(`/api/applications/${id}/history`, { signal }),
    staleTime: 0,
  })
}

export function useChangeStatus(companyId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: { id: string; status: DecisionStatus }) =>
      api<StatusUpdateResult>(`/api/applications/${input.id}/status`, {
        method: 'PATCH',
        body: { status: input.status },
      }),
    onSuccess: (result) => {
      // The row and the open dialog change at once; lists are read again (a filter may drop the row).
      client.setQueriesData<ApplicationList>({ queryKey: applicationKeys.lists(companyId) }, (list) =>
        list
          ? {
              ...list,
              items: list.items.map((item) =>
                item.id === result.id ? { ...item, status: result.status } : item,
              ),
            }
          : list,
      )
      client.setQueryData<ApplicationDetail>(applicationKeys.detail(companyId, result.id), (detail) =>
        detail ? { ...detail, status: result.status, updatedAt: result.updatedAt } : detail,
      )
      void client.invalidateQueries({ queryKey: applicationKeys.lists(companyId) })
      void client.invalidateQueries({ queryKey: applicationKeys.history(companyId, result.id) })
      void client.invalidateQueries({ queryKey: dashboardKeys.stats(companyId) })
    },
  })
}

export function useDeleteApplication(companyId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => api<null>(`/api/applications/${id}`, { method: 'DELETE' }),
    onSuccess: (_result, id) => {
      client.setQueriesData<ApplicationList>({ queryKey: applicationKeys.lists(companyId) }, (list) =>
        list?.items.some((item) => item.id === id)
          ? {
              ...list,
              items: list.items.filter((item) => item.id !== id),
              total: Math.max(0, list.total - 1),
            }
          : list,
      )
      client.removeQueries({ queryKey: applicationKeys.detail(companyId, id) })
      void client.invalidateQueries({ queryKey: applicationKeys.lists(companyId) })
      void client.invalidateQueries({ queryKey: dashboardKeys.stats(companyId) })
    },
  })
}

/** The file name the server suggests in Content-Disposition. */
function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? ''
  return /filename="([^"]+)"/.exec(header)?.[1] ?? fallback
}

/** Downloads a server-made file (PDF, CSV) with the session's cookie; rejects on any failure. */
async function download(url: string, fallbackName: string): Promise<void> {
  const response = await fetch(url, { credentials: 'same-origin' })
  if (!response.ok) throw new Error(`download answered ${response.status}`)
  const blob = await response.blob()
  const href = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = href
  link.download = fileNameOf(response, fallbackName)
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(href), 10_000)
}

export function downloadApplicationPdf(id: string): Promise<void> {
  return download(`/api/applications/${id}/pdf`, 'candidatura.pdf')
}

export function downloadApplicationsCsv(filter: Parameters<typeof listParams>[0]): Promise<void> {
  return download(`/api/applications/export.csv${queryString(filter)}`, 'candidaturas.csv')
}

/** The company's jobs for the "Vaga" filter (id and title only). */
export function useJobOptions(companyId: string) {
  return useQuery({
    queryKey: ['jobs', companyId, 'list', { q: '', status: 'todas' }] as const,
    queryFn: ({ signal }) => api<JobList>('/api/jobs', { signal }),
    staleTime: 60_000,
    select: (list) => list.items.map((job) => ({ id: job.id, title: job.title })),
  })
}

/**
 * A query string as an object for a JSON body (the bulk selection's filter), a repeated parameter
 * (uf=SP&uf=RJ) as an array, as the server reads a URL's query.
 */
export function queryObject(query: string): Record<string, string | string[]> {
  const object: Record<string, string | string[]> = {}
  for (const [key, value] of new URLSearchParams(query)) {
    const previous = object[key]
    object[key] =
      previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value]
  }
  return object
}
