import { or, type SQL, sql } from 'drizzle-orm'
import type { ExcerptPart } from '../../../shared/applications/api.ts'
import { onlyDigits } from '../../../shared/validation/brazil.ts'
import { candidateSubmissions } from '../../db/schema/submissions.ts'
import { normalizeForSearch } from '../../search/normalize.ts'

/** LIKE's wildcards and its escape character, taken literally. */
function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`)
}

/** Something typed like a CPF or a phone: digits with dots, dashes, slashes, spaces or parentheses. */
const PUNCTUATED_DIGITS = /^[\d.\-/\s()]+$/

const table = candidateSubmissions

/**
 * The fragment search (spec, section 5): a case-insensitive substring of any text value of the
 * submission, here also accent-insensitive. search_text holds every text answer lower-cased without
 * accents (built when the application arrives), with the CPF both formatted and as bare digits; a
 * query is normalised the same way, so "JOAO" finds "João" and "529.982.247-25", "52998224725" and
 * "529982247-25" find the same CPF. The trigram GIN index on search_text serves these LIKEs.
 */
function fragmentCondition(normalized: string): SQL {
  const column = table.searchText
  const text = sql`${column} like ${`%${escapeLike(normalized)}%`}`
  if (!PUNCTUATED_DIGITS.test(normalized)) return text
  const digits = onlyDigits(normalized)
  if (digits.length < 3 || digits === normalized) return text
  return or(text, sql`${column} like ${`%${digits}%`}`) as SQL
}

/**
 * The query as PostgreSQL full-text search reads it (issue 15): websearch syntax — words are ANDed,
 * "quoted phrases", OR, and -exclusion — in the talentos_pt configuration (unaccent + portuguese
 * stemmer, migration 0008). A query of stop words only is empty and matches nothing by itself.
 */
function textQuery(query: string): SQL {
  return sql`websearch_to_tsquery('talentos_pt', ${query})`
}

/**
 * The search of /curriculos: the fragment search over names, CPF, e-mail, phone and answers, OR
 * the Portuguese full-text search over the answers and the CV text (GIN index on search_vector).
 * Undefined for a blank query (no condition).
 */
export function searchCondition(query: string): SQL | undefined {
  const normalized = normalizeForSearch(query)
  if (normalized === '') return undefined
  return or(fragmentCondition(normalized), sql`${table.searchVector} @@ ${textQuery(query)}`)
}

/**
 * How well a row matches, for "Ordenar por: Relevância": the full-text rank, where words in the
 * answers (weight A) count more than words in the CV (weight B). A row found only by a name, CPF
 * or e-mail fragment ranks 0 (then newest first).
 */
export function searchRank(query: string): SQL<number> {
  return sql<number>`ts_rank(${table.searchVector}, ${textQuery(query)})`
}

/** Marks around the matched words in ts_headline's answer; control characters never kept in the text. */
const START = '\u0002'
const STOP = '\u0003'
const HEADLINE_OPTIONS = `StartSel="${START}", StopSel="${STOP}", MaxWords=18, MinWords=8, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`
/** The control characters a text could hold that would read as marks, each replaced by a space. */
const CONTROL = '\u0001\u0002\u0003\u0004\u0005\u0006\u0007\u0008'
const SPACES = ' '.repeat(CONTROL.length)
/**
 * How much of a row's text (answers, then CV) the excerpt is first looked for in: ts_headline
 * parses all the text it is given, and most matches show within the first lines.
 */
export const EXCERPT_PREFIX = 2000

/**
 * A short excerpt of where the full-text query matches (ts_headline over the answers and the CV
 * text), or null for a row that matched only by fragment. Meant for the rows of one page. The
 * excerpt comes from the first EXCERPT_PREFIX characters when they hold a match, else from the
 * whole text. ("offset 0" keeps the prefix's ts_headline a subquery computed once: pulled up, it
 * would run twice, once per mention.)
 */
export function searchExcerpt(query: string): SQL<string | null> {
  const text = sql`(${table.answersText} || ' ' || ${table.resumeText})`
  const headline = (document: SQL) =>
    sql`ts_headline('talentos_pt', translate(${document}, ${CONTROL}, ${SPACES}), ${textQuery(query)}, ${HEADLINE_OPTIONS})`
  return sql<string | null>`case when ${table.searchVector} @@ ${textQuery(query)} then (
    select case when strpos(prefix.excerpt, ${START}) > 0 then prefix.excerpt else ${headline(text)} end
    from (select ${headline(sql`left(${text}, ${EXCERPT_PREFIX})`)} as excerpt offset 0) as prefix
  ) end`
}

/** ts_headline's marked text as parts the screen highlights (never as HTML). */
export function excerptParts(headline: string | null): ExcerptPart[] | null {
  if (!headline) return null
  const parts: ExcerptPart[] = []
  let rest = headline.replace(/\s+/g, ' ').trim()
  while (rest.length > 0) {
    const start = rest.indexOf(START)
    if (start === -1) {
      parts.push({ text: rest, match: false })
      break
    }
    if (start > 0) parts.push({ text: rest.slice(0, start), match: false })
    const stop = rest.indexOf(STOP, start + 1)
    const end = stop === -1 ? rest.length : stop
    const word = rest.slice(start + 1, end)
    if (word) parts.push({ text: word, match: true })
    rest = rest.slice(end + 1)
  }
  return parts.some((part) => part.match) ? parts : null
}
