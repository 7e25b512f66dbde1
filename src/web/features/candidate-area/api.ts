import type { CandidateArea } from '@/shared/candidate-area/api.ts'
import type { FormField, FormValues } from '@/shared/forms/form-fields.ts'
import { CANDIDATE_UPLOAD_NAME_HEADER } from '@/shared/resumes/candidate-upload.ts'
import { api } from '@/web/lib/api.ts'
import { uploadRawFile } from '@/web/lib/upload.ts'

/**
 * The candidate area's requests (/api/candidate/{slug}/…). Like the careers pages, without
 * TanStack Query: a candidate's phone downloads only this page's code.
 */
export const candidateApi = (slug: string) => `/api/candidate/${encodeURIComponent(slug.toLowerCase())}`

export function fetchArea(slug: string, signal?: AbortSignal): Promise<CandidateArea> {
  return api<CandidateArea>(`${candidateApi(slug)}/area`, { signal })
}

export function fetchCompanyName(slug: string, signal?: AbortSignal): Promise<{ companyName: string }> {
  return api(`${candidateApi(slug)}/company`, { signal })
}

export function signIn(slug: string, identifier: string, password: string): Promise<{ ok: true }> {
  return api(`${candidateApi(slug)}/session`, { method: 'POST', body: { identifier, password } })
}

export function signOut(slug: string): Promise<{ ok: true }> {
  return api(`${candidateApi(slug)}/session`, { method: 'DELETE' })
}

export function requestReset(slug: string, identifier: string): Promise<{ message: string }> {
  return api(`${candidateApi(slug)}/password-reset/request`, { method: 'POST', body: { identifier } })
}

export function resetPassword(slug: string, token: string, password: string): Promise<{ ok: true }> {
  return api(`${candidateApi(slug)}/password-reset`, { method: 'POST', body: { token, password } })
}

export function fetchApplicationForm(
  slug: string,
  id: string,
): Promise<{ fields: FormField[]; values: FormValues }> {
  return api(`${candidateApi(slug)}/applications/${encodeURIComponent(id)}/form`)
}

export function updateApplicationData(
  slug: string,
  id: string,
  values: FormValues,
): Promise<{ version: number }> {
  return api(`${candidateApi(slug)}/applications/${encodeURIComponent(id)}/data`, {
    method: 'PUT',
    body: { values },
  })
}

export function sendResume(
  slug: string,
  id: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<{ name: string }> {
  return uploadRawFile(`${candidateApi(slug)}/applications/${encodeURIComponent(id)}/resume`, file, {
    nameHeader: CANDIDATE_UPLOAD_NAME_HEADER,
    onProgress,
  })
}

export function withdraw(slug: string, id: string): Promise<{ ok: true }> {
  return api(`${candidateApi(slug)}/applications/${encodeURIComponent(id)}/withdraw`, { method: 'POST' })
}

export function revokeConsent(slug: string): Promise<{ erasedAnswers: number }> {
  return api(`${candidateApi(slug)}/consent/revoke`, { method: 'POST' })
}

export function deleteData(slug: string): Promise<{ applications: number; files: number }> {
  return api(`${candidateApi(slug)}/data`, { method: 'DELETE' })
}

export const exportUrl = (slug: string) => `${candidateApi(slug)}/export`

export function answerInterview(
  slug: string,
  applicationId: string,
  interviewId: string,
  response: 'confirmed' | 'reschedule_requested',
): Promise<unknown> {
  return api(
    `${candidateApi(slug)}/applications/${encodeURIComponent(applicationId)}/interviews/${encodeURIComponent(interviewId)}/response`,
    { method: 'POST', body: { response } },
  )
}
