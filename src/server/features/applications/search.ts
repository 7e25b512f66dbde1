import { or, type SQL, sql } from 'drizzle-orm'
import { onlyDigits } from '../../../shared/validation/brazil.ts'
import { candidateSubmissions } from '../../db/schema/submissions.ts'
import { normalizeForSearch } from '../public-form/public-form.service.ts'

/** LIKE's wildcards and its escape character, taken literally. */
function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`)
}

/** Something typed like a CPF or a phone: digits with dots, dashes, slashes, spaces or parentheses. */
const PUNCTUATED_DIGITS = /^[\d.\-/\s()]+$/

/**
 * The spec's search rule (section 5): a case-insensitive substring of any text value of the
 * submission, here also accent-insensitive. search_text holds every text answer lower-cased without
 * accents (built when the application arrives), with the CPF both formatted and as bare digits; a
 * query is normalised the same way, so "JOAO" finds "João" and "529.982.247-25", "52998224725" and
 * "529982247-25" find the same CPF. The trigram GIN index on search_text serves these LIKEs.
 * Answers undefined for a blank query (no condition).
 */
export function searchCondition(query: string): SQL | undefined {
  const normalized = normalizeForSearch(query)
  if (normalized === '') return undefined
  const column = candidateSubmissions.searchText
  const text = sql`${column} like ${`%${escapeLike(normalized)}%`}`
  if (!PUNCTUATED_DIGITS.test(normalized)) return text
  const digits = onlyDigits(normalized)
  if (digits.length < 3 || digits === normalized) return text
  return or(text, sql`${column} like ${`%${digits}%`}`)
}
