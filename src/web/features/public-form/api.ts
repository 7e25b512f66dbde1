import type { CepAddress, PublicForm, SubmissionResult } from '@/shared/forms/public-form-api.ts'
import type { SubmissionPayload } from '@/shared/forms/submission-payload.ts'
import { api } from '@/web/lib/api.ts'

/**
 * The public form's requests. Deliberately without TanStack Query: the candidate's first screen has
 * a tight JS budget and the page reads exactly one resource once (see hooks/use-public-form.ts).
 */
export function publicFormUrl(slug: string, jobSlug?: string): string {
  const query = jobSlug ? `?vaga=${encodeURIComponent(jobSlug)}` : ''
  return `/api/public/forms/${encodeURIComponent(slug)}${query}`
}

export function fetchPublicForm(slug: string, signal?: AbortSignal, jobSlug?: string): Promise<PublicForm> {
  return api<PublicForm>(publicFormUrl(slug, jobSlug), { signal })
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
