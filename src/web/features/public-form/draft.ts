import type { FormField, FormValues } from '@/shared/forms/form-fields.ts'

/**
 * The candidate's answers stay in this browser until the application is sent, so a reload or a
 * lost connection loses nothing. Never the password. Cleared after a successful submit.
 */
export type Draft = {
  /** Generated once per application: resending after a failure is the same application. */
  submissionId: string
  stepIndex: number
  values: FormValues
  privacyAccepted: boolean
  sensitiveDataAccepted: boolean
}

const draftKey = (slug: string) => `talentos:candidatura:${slug}`

export function newSubmissionId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  // randomUUID needs a secure context; build a version 4 UUID by hand elsewhere.
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** Keeps only answers to fields that still exist, so an edited form never gets stale keys. */
export function keepKnownValues(values: FormValues, fields: readonly FormField[]): FormValues {
  const known = new Set(fields.map((field) => field.id))
  return Object.fromEntries(Object.entries(values).filter(([id]) => known.has(id)))
}

export function loadDraft(slug: string, fields: readonly FormField[]): Draft | null {
  try {
    const raw = localStorage.getItem(draftKey(slug))
    if (!raw) return null
    const draft = JSON.parse(raw) as Partial<Draft>
    if (typeof draft.submissionId !== 'string' || typeof draft.values !== 'object' || draft.values === null) {
      return null
    }
    return {
      submissionId: draft.submissionId,
      stepIndex: typeof draft.stepIndex === 'number' ? draft.stepIndex : 0,
      values: keepKnownValues(draft.values, fields),
      privacyAccepted: draft.privacyAccepted === true,
      sensitiveDataAccepted: draft.sensitiveDataAccepted === true,
    }
  } catch {
    return null
  }
}

export function saveDraft(slug: string, draft: Draft, fields: readonly FormField[]): void {
  const secret = new Set(fields.filter((field) => field.type === 'senha').map((field) => field.id))
  const values = Object.fromEntries(Object.entries(draft.values).filter(([id]) => !secret.has(id)))
  const write = (stored: FormValues) =>
    localStorage.setItem(draftKey(slug), JSON.stringify({ ...draft, values: stored }))
  try {
    write(values)
  } catch {
    // Storage full (a large photo): keep everything but the photos.
    const photos = new Set(fields.filter((field) => field.type === 'foto').map((field) => field.id))
    try {
      write(Object.fromEntries(Object.entries(values).filter(([id]) => !photos.has(id))))
    } catch {
      // Private mode or storage disabled: the form still works, only without the draft.
    }
  }
}

export function clearDraft(slug: string): void {
  try {
    localStorage.removeItem(draftKey(slug))
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
