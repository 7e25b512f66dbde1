import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router'
import {
  type ListSort,
  SEARCH_MAX_LENGTH,
  STATUS_FILTERS,
  type StatusFilter,
} from '@/shared/applications/api.ts'
import {
  type AdvancedFilters,
  advancedFiltersFromParams,
  EMPTY_FILTERS,
} from '@/shared/applications/filters.ts'
import { type ApplicationsFilter, listParams } from './api.ts'

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

/** ?avaliacao=1..5: the minimum average rating ("Avaliação mínima"), or null for any. */
function parseMinRating(value: string | null): number | null {
  const stars = Number(value)
  return value && Number.isInteger(stars) && stars >= 1 && stars <= 5 ? stars : null
}

function parseJob(value: string | null): string {
  return value === 'banco' || (value !== null && UUID.test(value)) ? value : 'todas'
}

/** A folder's or tag's id (issue 16), or '' for every application. */
function parseId(value: string | null): string {
  return value !== null && UUID.test(value) ? value : ''
}

function parseStage(value: string | null): string | undefined {
  return value !== null && UUID.test(value) ? value : undefined
}

/**
 * The list's search, status, order, page and filters (job, stage, folder, tag, the panel's facets) live in the URL
 * (?q=&status=&sort=&page=&job=&folder=&tag=&uf=…): a link
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
      folder: parseId(params.get('folder')),
      tag: parseId(params.get('tag')),
      stage: parseStage(params.get('stage')),
      filters: advancedFiltersFromParams(params),
      minRating: parseMinRating(params.get('minRating')),
      semRetorno: params.get('semRetorno') === '1',
    }),
    [params],
  )

  const update = useCallback(
    (next: ApplicationsFilter) => setParams(listParams({ ...next, q: next.q.trim() })),
    [setParams],
  )

  return {
    filter,
    setSearch: (q: string) => update({ ...filter, q, page: 1 }),
    setStatus: (status: StatusFilter) => update({ ...filter, status, page: 1 }),
    setSort: (sort: ListSort) => update({ ...filter, sort, page: 1 }),
    setPage: (page: number) => update({ ...filter, page }),
    setFolder: (folder: string) => update({ ...filter, folder, page: 1 }),
    setTag: (tag: string) => update({ ...filter, tag, page: 1 }),
    setJob: (job: string) => update({ ...filter, job, stage: undefined, page: 1 }),
    setStage: (stage: string | undefined) => update({ ...filter, stage, page: 1 }),
    setFilters: (filters: AdvancedFilters) => update({ ...filter, filters, page: 1 }),
    /** Clears the advanced filters, the stage, folder, tag and rating; the search, status and job stay. */
    clearFilters: () =>
      update({
        ...filter,
        filters: EMPTY_FILTERS,
        stage: undefined,
        folder: '',
        tag: '',
        minRating: null,
        page: 1,
      }),
    /** Opens a saved view: its query string replaces the list's. */
    openQuery: (query: string) => setParams(new URLSearchParams(query)),
    setMinRating: (minRating: number | null) => update({ ...filter, minRating, page: 1 }),
    clearWithoutAnswer: () => update({ ...filter, semRetorno: false, page: 1 }),
  }
}
