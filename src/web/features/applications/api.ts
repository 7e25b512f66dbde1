import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type {
  ApplicationDetail,
  ApplicationList,
  DecisionStatus,
  ListSort,
  StatusFilter,
  StatusUpdateResult,
} from '@/shared/applications/api.ts'
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

function queryString(filter: {
  q: string
  status: StatusFilter
  sort?: ListSort
  page?: number
  job?: string
  semRetorno?: boolean
}): string {
  const params = new URLSearchParams()
  if (filter.q) params.set('q', filter.q)
  if (filter.status !== 'todos') params.set('status', filter.status)
  if (filter.job && filter.job !== 'todas') params.set('job', filter.job)
  if (filter.semRetorno) params.set('semRetorno', '1')
  if (filter.q && filter.sort === 'recent') params.set('sort', filter.sort)
  if (filter.page && filter.page > 1) params.set('page', String(filter.page))
  const text = params.toString()
  return text ? `?${text}` : ''
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

export function downloadApplicationsCsv(filter: {
  q: string
  status: StatusFilter
  job: string
}): Promise<void> {
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
