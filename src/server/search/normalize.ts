/**
 * Lower case without accents, so "joão" finds "João" and "JOAO": how search_text is stored when an
 * application arrives (public-form.service.ts) and how a query is read (applications/search.ts).
 */
export function normalizeForSearch(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
}
