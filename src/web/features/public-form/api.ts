import { useCallback, useEffect, useState } from 'react'
import type { CepAddress, PublicForm, SubmissionResult } from '@/shared/forms/public-form-api.ts'
import type { SubmissionPayload } from '@/shared/forms/submission-payload.ts'
import { ApiError, api } from '@/web/lib/api.ts'

export type PublicFormState =
  | { status: 'loading' }
  | { status: 'ready'; form: PublicForm }
  | { status: 'not-found' }
  /** `server`: the server failed to read the form; `network`: no answer (offline, timeout). */
  | { status: 'error'; cause: 'server' | 'network'; retry: () => void }

/**
 * Loads the form once. Deliberately without TanStack Query: the candidate's first screen has a
 * 120 KB gzip budget (issue 4) and this page reads exactly one resource once.
 */
export function usePublicForm(slug: string): PublicFormState {
  const [state, setState] = useState<PublicFormState>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  const retry = useCallback(() => setAttempt((value) => value + 1), [])

  useEffect(() => {
    const controller = new AbortController()
    setState({ status: 'loading' })
    const load = async (triesLeft: number): Promise<void> => {
      try {
        const form = await api<PublicForm>(`/api/public/forms/${encodeURIComponent(slug)}`, {
          signal: controller.signal,
        })
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
  }, [slug, attempt, retry])

  return state
}

export function sendSubmission(slug: string, payload: SubmissionPayload): Promise<SubmissionResult> {
  return api<SubmissionResult>(`/api/public/forms/${encodeURIComponent(slug)}/submissions`, {
    method: 'POST',
    body: payload,
  })
}

export function lookupCep(cep: string, signal?: AbortSignal): Promise<CepAddress> {
  return api<CepAddress>(`/api/public/cep/${encodeURIComponent(cep)}`, { signal })
}
