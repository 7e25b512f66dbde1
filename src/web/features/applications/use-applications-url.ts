import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router'
import {
  type ListSort,
  SEARCH_MAX_LENGTH,
  STATUS_FILTERS,
  type StatusFilter,
} from '@/shared/applications/api.ts'
import type { ApplicationsFilter } from './api.ts'

function parseStatus(value: string | null): StatusFilter {
  return STATUS_FILTERS.find((status) => status === value) ?? 'todos'
}

function parseSort(value: string | null): ListSort {
  return value === 'recent' ? 'recent' : 'relevance'
}

function parsePage(value: string | null): number {
  const page = Number(value)
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

function parseJob(value: string | null): string {
  return value === 'banco' || (value !== null && UUID.test(value)) ? value : 'todas'
}

/**
 * The list's search, status, order and page live in the URL (?q=&status=&sort=&page=): a link
 * shows the same list, and Back returns to the previous one. Each change is a history entry; a new
 * search, filter or order starts again on page 1. The order applies only while searching
 * (relevance by default, sort=recent for "Mais recentes").
 */
export function useApplicationsUrl() {
  const [params, setParams] = useSearchParams()
  const filter: ApplicationsFilter = useMemo(
    () => ({
      q: (params.get('q') ?? '').slice(0, SEARCH_MAX_LENGTH),
      status: parseStatus(params.get('status')),
      sort: parseSort(params.get('sort')),
      page: parsePage(params.get('page')),
      job: parseJob(params.get('job')),
      semRetorno: params.get('semRetorno') === '1',
    }),
    [params],
  )

  const update = useCallback(
    (next: ApplicationsFilter) => {
      const search = new URLSearchParams()
      if (next.q.trim()) search.set('q', next.q.trim())
      if (next.status !== 'todos') search.set('status', next.status)
      if (next.q.trim() && next.sort === 'recent') search.set('sort', next.sort)
      if (next.page > 1) search.set('page', String(next.page))
      if (next.job !== 'todas') search.set('job', next.job)
      if (next.semRetorno) search.set('semRetorno', '1')
      setParams(search)
    },
    [setParams],
  )

  return {
    filter,
    setSearch: (q: string) => update({ ...filter, q, page: 1 }),
    setStatus: (status: StatusFilter) => update({ ...filter, status, page: 1 }),
    setSort: (sort: ListSort) => update({ ...filter, sort, page: 1 }),
    setPage: (page: number) => update({ ...filter, page }),
    setJob: (job: string) => update({ ...filter, job, page: 1 }),
    clearWithoutAnswer: () => update({ ...filter, semRetorno: false, page: 1 }),
  }
}
