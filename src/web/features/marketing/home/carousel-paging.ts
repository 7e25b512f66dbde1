/** Paging of a carousel that shows `perPage` items at a time and wraps around at both ends. */

export function countPages(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, perPage)))
}

/** Brings any page number (past the end, below zero) back into 0..pageCount-1, wrapping around. */
export function wrapPage(page: number, pageCount: number): number {
  return ((page % pageCount) + pageCount) % pageCount
}

/** The page after (`step` 1) or before (`step` -1) `page`; the last page is followed by the first. */
export function stepPage(page: number, step: number, pageCount: number): number {
  return wrapPage(page + step, pageCount)
}

export function itemsOnPage<T>(items: readonly T[], page: number, perPage: number): T[] {
  const current = wrapPage(page, countPages(items.length, perPage))
  return items.slice(current * perPage, current * perPage + perPage)
}
