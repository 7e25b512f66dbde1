import { useCallback, useEffect, useState } from 'react'
import type { CareersPage, PublicJob } from '@/shared/jobs/api.ts'
import { ApiError, api } from '@/web/lib/api.ts'
import { embeddedAnswer } from '@/web/lib/page-data.ts'

/**
 * The careers page's requests. Like the public form, without TanStack Query: a candidate's phone
 * downloads only this page's code (see docs/decisions/017-jobs-stages-and-statuses.md).
 */
export const careersPageUrl = (slug: string) => `/api/public/careers/${encodeURIComponent(slug)}`

export const publicJobUrl = (slug: string, jobSlug: string) =>
  `/api/public/careers/${encodeURIComponent(slug)}/jobs/${encodeURIComponent(jobSlug)}`

export function fetchCareersPage(slug: string, signal?: AbortSignal): Promise<CareersPage> {
  return api<CareersPage>(careersPageUrl(slug), { signal })
}

export function fetchPublicJob(slug: string, jobSlug: string, signal?: AbortSignal): Promise<PublicJob> {
  return api<PublicJob>(publicJobUrl(slug, jobSlug), { signal })
}

export type Resource<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'not-found' }
  | { status: 'error'; retry: () => void }

/**
 * One public resource: the server's answer embedded in the page's HTML for the API path `url`
 * (issue 18: no round trip before the first paint), or else loaded once (retried once on a network
 * failure or 5xx).
 */
export function usePublicResource<T>(load: (signal: AbortSignal) => Promise<T>, url: string): Resource<T> {
  const [initial] = useState<Resource<T>>(() => {
    const answer = embeddedAnswer<T>(url)
    if (!answer) return { status: 'loading' }
    return answer.ok ? { status: 'ready', data: answer.data } : { status: 'not-found' }
  })
  const [state, setState] = useState<Resource<T>>(initial)
  const [attempt, setAttempt] = useState(0)
  const retry = useCallback(() => setAttempt((value) => value + 1), [])
  // biome-ignore lint/correctness/useExhaustiveDependencies: `url` names what `load` reads
  useEffect(() => {
    // The server's answer is already on screen; "Tentar novamente" (attempt > 0) always fetches.
    if (attempt === 0 && initial.status !== 'loading') return
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
  }, [url, attempt, retry, initial])
  return state
}
