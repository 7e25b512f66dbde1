import { useCallback, useEffect, useState } from 'react'
import type { CareersPage, PublicJob } from '@/shared/jobs/api.ts'
import { ApiError, api } from '@/web/lib/api.ts'

/**
 * The careers page's requests. Like the public form, without TanStack Query: a candidate's phone
 * downloads only this page's code (see docs/decisions/017-jobs-stages-and-statuses.md).
 */
export function fetchCareersPage(slug: string, signal?: AbortSignal): Promise<CareersPage> {
  return api<CareersPage>(`/api/public/careers/${encodeURIComponent(slug)}`, { signal })
}

export function fetchPublicJob(slug: string, jobSlug: string, signal?: AbortSignal): Promise<PublicJob> {
  return api<PublicJob>(
    `/api/public/careers/${encodeURIComponent(slug)}/jobs/${encodeURIComponent(jobSlug)}`,
    { signal },
  )
}

export type Resource<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'not-found' }
  | { status: 'error'; retry: () => void }

/** Loads one public resource once (retried once on a network failure or 5xx). */
export function usePublicResource<T>(load: (signal: AbortSignal) => Promise<T>, key: string): Resource<T> {
  const [state, setState] = useState<Resource<T>>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  const retry = useCallback(() => setAttempt((value) => value + 1), [])
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what `load` reads
  useEffect(() => {
    const controller = new AbortController()
    setState({ status: 'loading' })
    const run = async (triesLeft: number): Promise<void> => {
      try {
        setState({ status: 'ready', data: await load(controller.signal) })
      } catch (error) {
        if (controller.signal.aborted) return
        if (error instanceof ApiError && error.status === 404) setState({ status: 'not-found' })
        else if (triesLeft > 0 && !(error instanceof ApiError && error.status > 0 && error.status < 500)) {
          await run(triesLeft - 1)
        } else setState({ status: 'error', retry })
      }
    }
    void run(attempt === 0 ? 1 : 0)
    return () => controller.abort()
  }, [key, attempt, retry])
  return state
}
