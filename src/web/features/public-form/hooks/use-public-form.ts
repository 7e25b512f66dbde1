import { useCallback, useEffect, useState } from 'react'
import type { PublicForm } from '@/shared/forms/public-form-api.ts'
import { ApiError } from '@/web/lib/api.ts'
import { embeddedAnswer } from '@/web/lib/page-data.ts'
import { fetchPublicForm, publicFormUrl } from '../api.ts'

export type PublicFormState =
  | { status: 'loading' }
  | { status: 'ready'; form: PublicForm }
  | { status: 'not-found' }
  /** `server`: the server failed to read the form; `network`: no answer (offline, timeout). */
  | { status: 'error'; cause: 'server' | 'network'; retry: () => void }

/** The state the page starts in: the form (or not found) the server put into the HTML, if any. */
function initialState(slug: string, jobSlug?: string): PublicFormState {
  const answer = embeddedAnswer<PublicForm>(publicFormUrl(slug, jobSlug))
  if (!answer) return { status: 'loading' }
  return answer.ok ? { status: 'ready', form: answer.data } : { status: 'not-found' }
}

/**
 * The form of /f/{slug} (with ?vaga=, the job's): the one the server put into the page's HTML, so
 * the first step paints without an API round trip (issue 18), or else loaded once; a network
 * failure or a 5xx is retried once before the page shows the error with "Tentar novamente".
 */
export function usePublicForm(slug: string, jobSlug?: string): PublicFormState {
  const [initial] = useState(() => initialState(slug, jobSlug))
  const [state, setState] = useState<PublicFormState>(initial)
  const [attempt, setAttempt] = useState(0)
  const retry = useCallback(() => setAttempt((value) => value + 1), [])

  useEffect(() => {
    // The server's answer is already on screen; "Tentar novamente" (attempt > 0) always fetches.
    if (attempt === 0 && initial.status !== 'loading') return
    const controller = new AbortController()
    setState({ status: 'loading' })
    const load = async (triesLeft: number): Promise<void> => {
      try {
        const form = await fetchPublicForm(slug, controller.signal, jobSlug)
        setState({ status: 'ready', form })
      } catch (error) {
        if (controller.signal.aborted) return
        if (error instanceof ApiError && error.status === 404) setState({ status: 'not-found' })
        else if (triesLeft > 0 && !(error instanceof ApiError && error.status < 500 && error.status > 0)) {
          await load(triesLeft - 1)
        } else {
          const cause = error instanceof ApiError && error.status >= 500 ? 'server' : 'network'
          setState({ status: 'error', cause, retry })
        }
      }
    }
    void load(attempt === 0 ? 1 : 0)
    return () => controller.abort()
  }, [slug, jobSlug, attempt, retry, initial])

  return state
}
