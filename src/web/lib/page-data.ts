import { PAGE_DATA_ELEMENT_ID, type PageData } from '@/shared/page-data.ts'
import { ApiError } from './api.ts'

/** The server's answer for `url` embedded in the page: the body, or the ApiError a fetch would throw. */
export type EmbeddedAnswer<T> = { ok: true; data: T } | { ok: false; error: ApiError }

let embedded: PageData | null | undefined

function readBlock(): PageData | null {
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID)
  if (!element?.textContent) return null
  try {
    return JSON.parse(element.textContent) as PageData
  } catch {
    return null
  }
}

/**
 * The API answer the server put into this page's HTML for `url` (issue 18: no round trip before the
 * first paint), or undefined when there is none: another URL, or the visitor has since moved to
 * another page inside the app (the data was for the page the server answered). Then the caller
 * fetches as usual.
 */
export function embeddedAnswer<T>(url: string): EmbeddedAnswer<T> | undefined {
  if (embedded === undefined) embedded = readBlock()
  if (!embedded) return undefined
  if (embedded.page !== `${window.location.pathname}${window.location.search}`) {
    // Navigated away inside the app: coming back later must read fresh data.
    embedded = null
    return undefined
  }
  if (embedded.url !== url) return undefined
  if (embedded.status === 200) return { ok: true, data: embedded.body as T }
  const error = (embedded.body as { error?: { code?: string; message?: string } }).error
  return { ok: false, error: new ApiError(404, error?.code ?? 'NOT_FOUND', error?.message ?? '') }
}

/** Forgets the embedded answer (tests). */
export function resetEmbeddedAnswer(): void {
  embedded = undefined
}
