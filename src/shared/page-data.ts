/**
 * The API answer the server puts into a public page's HTML (issue 18), so the page's first paint
 * needs no API round trip: the form of /f/{slug}, the careers page's jobs, a job page's job.
 * No imports: the candidate's first download stays small.
 */

/** The id of the `<script type="application/json">` element that carries it. */
export const PAGE_DATA_ELEMENT_ID = 'talentos-page-data'

export type PageData = {
  /** The API path (with its query) this is the answer of, e.g. /api/public/forms/acme. */
  url: string
  /** The page path (with its query) the server answered: the data is only for that page. */
  page: string
  /** 200 with the body, or 404 with the error shape's code and message. */
  status: 200 | 404
  body: unknown
}
