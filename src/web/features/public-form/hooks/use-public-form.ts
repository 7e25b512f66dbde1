import { useCallback, useEffect, useState } from 'react'
import type { PublicForm } from '@/shared/forms/public-form-api.ts'
import { ApiError } from '@/web/lib/api.ts'
import { fetchPublicForm } from '../api.ts'

export type PublicFormState =
  | { status: 'loading' }
  | { status: 'ready'; form: PublicForm }
  | { status: 'not-found' }
  /** `server`: the server failed to read the form; `network`: no answer (offline, timeout). */
  | { status: 'error'; cause: 'server' | 'network'; retry: () => void }

/**
 * Loads the form of /f/{slug} (with ?vaga=, the job's) once; a network failure or a 5xx is retried once before the page
 * shows the error with "Tentar novamente".
 */
export function usePublicForm(slug: string, jobSlug?: string): PublicFormState {
  const [state, setState] = useState<PublicFormState>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  const retry = useCallback(() => setAttempt((value) => value + 1), [])

  useEffect(() => {
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
  }, [slug, jobSlug, attempt, retry])

  return state
}
