/**
 * The public-form slug derived from a company name: lower case, accents removed, every run of
 * other characters turned into one hyphen, no hyphen at either end ("Ação & Cia." -> "acao-cia").
 * The spec's custom-slug rule (only a-z, 0-9 and hyphens) holds for every result.
 */
export function slugify(value: string, maxLength = 60): string {
  const slug = value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return slug.slice(0, maxLength).replace(/-+$/g, '')
}

/** The n-th candidate for a slug: the base first, then "-2", "-3"… */
export function slugCandidate(base: string, attempt: number): string {
  return attempt <= 1 ? base : `${base}-${attempt}`
}
