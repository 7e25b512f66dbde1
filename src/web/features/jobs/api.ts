import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ApplicationList } from '@/shared/applications/api.ts'
import type {
  Board,
  BoardCard,
  BulkResult,
  ColumnPage,
  Job,
  JobAction,
  JobInput,
  JobList,
  JobStatusFilter,
  RejectionReason,
  Stage,
} from '@/shared/jobs/api.ts'
import { ApiError, api, errorMessage } from '@/web/lib/api.ts'
import { toast } from '@/web/lib/toast.ts'

export type JobsFilter = { q: string; status: JobStatusFilter }

/** Query keys of the jobs feature; the applications of a job share the applications' prefix. */
export const jobKeys = {
  all: (companyId: string) => ['jobs', companyId] as const,
  lists: (companyId: string) => ['jobs', companyId, 'list'] as const,
  list: (companyId: string, filter: JobsFilter) => ['jobs', companyId, 'list', filter] as const,
  detail: (companyId: string, id: string) => ['jobs', companyId, 'detail', id] as const,
  board: (companyId: string, id: string) => ['jobs', companyId, 'board', id] as const,
  applications: (
    companyId: string,
    jobId: string,
    filter: { q: string; stage: string; status: string; page: number },
  ) => ['applications', companyId, 'list', 'job', jobId, filter] as const,
  stageTemplate: (companyId: string) => ['jobs', companyId, 'stage-template'] as const,
}

export function useJobs(companyId: string, filter: JobsFilter) {
  const params = new URLSearchParams()
  if (filter.q) params.set('q', filter.q)
  if (filter.status !== 'todas') params.set('status', filter.status)
  const query = params.toString()
  return useQuery({
    queryKey: jobKeys.list(companyId, filter),
    queryFn: ({ signal }) => api<JobList>(`/api/jobs${query ? `?${query}` : ''}`, { signal }),
    placeholderData: keepPreviousData,
  })
}

export function useJob(companyId: string, id: string | undefined) {
  return useQuery({
    queryKey: jobKeys.detail(companyId, id ?? ''),
    queryFn: ({ signal }) => api<Job>(`/api/jobs/${id}`, { signal }),
    enabled: Boolean(id),
  })
}

/** Everything that shows a job or its applications is read again after a change. */
function useRefreshJobs(companyId: string) {
  const client = useQueryClient()
  return () => {
    void client.invalidateQueries({ queryKey: jobKeys.all(companyId) })
    void client.invalidateQueries({ queryKey: ['applications', companyId] })
    void client.invalidateQueries({ queryKey: ['dashboard'] })
  }
}

export function useSaveJob(companyId: string) {
  const refresh = useRefreshJobs(companyId)
  return useMutation({
    mutationFn: (input: { id?: string; data: JobInput; publish?: boolean }) =>
      input.id
        ? api<Job>(`/api/jobs/${input.id}`, { method: 'PUT', body: input.data })
        : api<Job>('/api/jobs', { method: 'POST', body: { ...input.data, publish: input.publish ?? false } }),
    onSuccess: refresh,
  })
}

export function useJobAction(companyId: string) {
  const refresh = useRefreshJobs(companyId)
  return useMutation({
    mutationFn: (input: { id: string; action: JobAction }) =>
      api<Job>(`/api/jobs/${input.id}/status`, { method: 'POST', body: { action: input.action } }),
    onSuccess: refresh,
  })
}

export function useDuplicateJob(companyId: string) {
  const refresh = useRefreshJobs(companyId)
  return useMutation({
    mutationFn: (id: string) => api<Job>(`/api/jobs/${id}/duplicate`, { method: 'POST' }),
    onSuccess: refresh,
  })
}

export function useDeleteJob(companyId: string) {
  const refresh = useRefreshJobs(companyId)
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/jobs/${id}`, { method: 'DELETE' }),
    onSuccess: refresh,
  })
}

/** Stage editing of one job: add, rename, reorder, remove (moving its candidates). */
export function useStageActions(companyId: string, jobId: string) {
  const refresh = useRefreshJobs(companyId)
  const run = (request: () => Promise<{ items: Stage[] }>) => request()
  return useMutation({
    mutationFn: (
      input:
        | { kind: 'add'; name: string }
        | { kind: 'rename'; stageId: string; name: string }
        | { kind: 'order'; stageIds: string[] }
        | { kind: 'delete'; stageId: string; moveTo?: string },
    ) =>
      run(() => {
        const base = `/api/jobs/${jobId}/stages`
        switch (input.kind) {
          case 'add':
            return api(base, { method: 'POST', body: { name: input.name } })
          case 'rename':
            return api(`${base}/${input.stageId}`, { method: 'PATCH', body: { name: input.name } })
          case 'order':
            return api(`${base}/order`, { method: 'PUT', body: { stageIds: input.stageIds } })
          case 'delete':
            return api(`${base}/${input.stageId}${input.moveTo ? `?moveTo=${input.moveTo}` : ''}`, {
              method: 'DELETE',
            })
        }
      }),
    onSettled: refresh,
  })
}

export function useBoard(companyId: string, jobId: string) {
  return useQuery({
    queryKey: jobKeys.board(companyId, jobId),
    queryFn: ({ signal }) => api<Board>(`/api/jobs/${jobId}/board`, { signal }),
  })
}

/** "Carregar mais": the column's next page, appended to the board's cache. */
export function useLoadMore(companyId: string, jobId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: { stageId: string; cursor: string }) =>
      api<ColumnPage>(`/api/jobs/${jobId}/stages/${input.stageId}/applications?cursor=${input.cursor}`),
    onSuccess: (page, input) => {
      client.setQueryData<Board>(jobKeys.board(companyId, jobId), (board) =>
        board
          ? {
              ...board,
              columns: board.columns.map((column) =>
                column.id === input.stageId
                  ? {
                      ...column,
                      items: [
                        ...column.items,
                        ...page.items.filter((card) => !column.items.some((item) => item.id === card.id)),
                      ],
                      nextCursor: page.nextCursor,
                    }
                  : column,
              ),
            }
          : board,
      )
    },
    onError: (error) => toast.error('Erro', { description: errorMessage(error) }),
  })
}

/** The board with the given cards taken out of their columns (and put on top of `toStageId`). */
export function moveInBoard(board: Board, ids: readonly string[], toStageId: string | null): Board {
  const moving = new Set(ids)
  const taken: BoardCard[] = []
  const columns = board.columns.map((column) => {
    const kept = column.items.filter((card) => {
      if (!moving.has(card.id)) return true
      taken.push(card)
      return false
    })
    const removed = column.items.length - kept.length
    return { ...column, items: kept, count: Math.max(0, column.count - removed) }
  })
  if (toStageId === null) return { ...board, columns, rejected: board.rejected + taken.length }
  const now = new Date().toISOString()
  return {
    ...board,
    columns: columns.map((column) =>
      column.id === toStageId
        ? {
            ...column,
            items: [
              ...taken.map((card) => ({ ...card, stageId: toStageId, stageEnteredAt: now })),
              ...column.items,
            ],
            count: column.count + taken.length,
          }
        : column,
    ),
  }
}

type PipelineChange =
  | { kind: 'move'; ids: string[]; stageId: string }
  | { kind: 'reject'; ids: string[]; reason: RejectionReason; note?: string }

/**
 * Moves and rejections on the board: the cards change place at once (optimistic); when the server
 * refuses, the board goes back to what it was with a toast, and is read again.
 */
export function usePipelineChange(companyId: string, jobId: string) {
  const client = useQueryClient()
  const refresh = useRefreshJobs(companyId)
  const key = jobKeys.board(companyId, jobId)
  return useMutation({
    mutationFn: async (change: PipelineChange): Promise<BulkResult | unknown> => {
      const [single] = change.ids
      if (change.kind === 'move') {
        if (change.ids.length === 1 && single) {
          return api(`/api/applications/${single}/move`, {
            method: 'POST',
            body: { stageId: change.stageId },
          })
        }
        return api<BulkResult>(`/api/jobs/${jobId}/moves`, {
          method: 'POST',
          body: { applicationIds: change.ids, stageId: change.stageId },
        })
      }
      const body = { reason: change.reason, ...(change.note ? { note: change.note } : {}) }
      if (change.ids.length === 1 && single) {
        return api(`/api/applications/${single}/reject`, { method: 'POST', body })
      }
      return api<BulkResult>(`/api/jobs/${jobId}/rejections`, {
        method: 'POST',
        body: { applicationIds: change.ids, ...body },
      })
    },
    onMutate: async (change) => {
      await client.cancelQueries({ queryKey: key })
      const before = client.getQueryData<Board>(key)
      if (before) {
        client.setQueryData<Board>(
          key,
          moveInBoard(before, change.ids, change.kind === 'move' ? change.stageId : null),
        )
      }
      return { before }
    },
    onError: (error, _change, context) => {
      if (context?.before) client.setQueryData(key, context.before)
      const gone = error instanceof ApiError && error.status === 404
      toast.error(gone ? 'Candidatura não encontrada' : 'Não foi possível mover', {
        description: gone
          ? 'Esta candidatura não existe mais. O quadro foi atualizado.'
          : errorMessage(error),
      })
    },
    onSuccess: (result, change) => {
      const missing = (result as BulkResult | undefined)?.missing ?? []
      if (missing.length > 0) {
        toast.error('Algumas candidaturas não foram encontradas', {
          description: `${missing.length} de ${change.ids.length} não existem mais. O quadro foi atualizado.`,
        })
      }
    },
    onSettled: refresh,
  })
}

/** The list view of a job: its applications through /api/applications?job=&stage=&q=. */
export function useJobApplications(
  companyId: string,
  jobId: string,
  filter: { q: string; stage: string; status: string; page: number },
) {
  const params = new URLSearchParams({ job: jobId })
  if (filter.status !== 'todos') params.set('status', filter.status)
  if (filter.q) params.set('q', filter.q)
  if (filter.stage) params.set('stage', filter.stage)
  if (filter.page > 1) params.set('page', String(filter.page))
  return useQuery({
    queryKey: jobKeys.applications(companyId, jobId, filter),
    queryFn: ({ signal }) => api<ApplicationList>(`/api/applications?${params}`, { signal }),
    placeholderData: keepPreviousData,
  })
}
