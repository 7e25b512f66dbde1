/**
 * Dates and periods as Brazilian CVs write them: "03/2019 – atual", "jan/2021 – presente",
 * "Março de 2012 a Dezembro de 2022", "2015 - 2022", "2021 até hoje", "(set/2017 – atual)".
 * A period is normalised to "MM/AAAA – MM/AAAA", "AAAA – atual" or a single "AAAA".
 */

const MONTHS: Record<string, number> = {
  jan: 1,
  janeiro: 1,
  fev: 2,
  fevereiro: 2,
  mar: 3,
  marco: 3,
  abr: 4,
  abril: 4,
  mai: 5,
  maio: 5,
  jun: 6,
  junho: 6,
  jul: 7,
  julho: 7,
  ago: 8,
  agosto: 8,
  set: 9,
  setembro: 9,
  out: 10,
  outubro: 10,
  nov: 11,
  novembro: 11,
  dez: 12,
  dezembro: 12,
}

const MONTH_NAMES =
  'janeiro|fevereiro|mar[cç]o|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro|jan|fev|mar|abr|mai|jun|jul|ago|set|out|nov|dez'
const YEAR = '(?:19[5-9]\\d|20[0-4]\\d)'
const DATE = `(?:(?:${MONTH_NAMES})\\.?(?:\\s*\\/\\s*|\\s+de\\s+|\\s+)${YEAR}|\\d{1,2}\\s*\\/\\s*${YEAR}|${YEAR})`
const CURRENT =
  '(?:at[eé]\\s+o\\s+momento|at[eé]\\s+hoje|at[eé]\\s+a\\s+presente\\s+data|o\\s+momento|atualmente|atual|presente|hoje|em\\s+andamento|cursando|current|now)'
const SEPARATOR = '(?:–|—|-|\\bat[eé]\\b|\\ba\\b|\\bà\\b|\\bao\\b|\\bpara\\b)'

/** A range: DATE SEP (DATE | CURRENT), or DATE followed directly by "até o momento" / "até hoje". */
const RANGE = new RegExp(
  `(${DATE})\\s*(?:${SEPARATOR}\\s*(${DATE}|${CURRENT})|(at[eé]\\s+o\\s+momento|at[eé]\\s+hoje))`,
  'iu',
)
const SINGLE = new RegExp(`(?<![\\d/])(${DATE})(?![\\d/])`, 'iu')
const CURRENT_ONLY = new RegExp(`\\b${CURRENT}\\b`, 'iu')

function stripAccents(value: string): string {
  return value.normalize('NFD').replace(/\p{Diacritic}/gu, '')
}

/** "03/2019", "2015" from one date as written. */
function formatDate(raw: string): string {
  const text = stripAccents(raw.toLowerCase()).trim()
  const numeric = /^(\d{1,2})\s*\/\s*(\d{4})$/.exec(text)
  if (numeric) return `${numeric[1]?.padStart(2, '0')}/${numeric[2]}`
  const named = /^([a-z]+)\.?(?:\s*\/\s*|\s+de\s+|\s+)(\d{4})$/.exec(text)
  if (named) {
    const month = MONTHS[named[1] ?? '']
    if (month) return `${String(month).padStart(2, '0')}/${named[2]}`
  }
  return /\d{4}/.exec(text)?.[0] ?? raw
}

export type FoundPeriod = {
  /** "03/2019 – atual", "2015 – 2022", "2018". */
  period: string
  current: boolean
  /** The line without the period (and without words like "concluído em"). */
  rest: string
}

/** Trims separators, brackets and leftover date words from the ends of a piece of text. */
export function trimPunctuation(value: string): string {
  return value
    .replace(/\(\s*\)/g, ' ')
    .replace(/^[\s–—\-|•·,;:/()]+|[\s–—\-|•·,;:/(]+$/g, '')
    .replace(/\s{2,}/g, ' ')
    .trim()
}

const DANGLING =
  /\b(?:conclu[ií]d[oa]\s+em|conclus[aã]o\s*:?|previs[aã]o\s+de\s+conclus[aã]o\s*:?|per[ií]odo\s*:?|desde|de)\s*$/iu

/** The first period of a line (a range, or a single year/month), or null. */
export function findPeriod(line: string): FoundPeriod | null {
  const range = RANGE.exec(line)
  if (range) {
    const start = formatDate(range[1] ?? '')
    const endRaw = range[2] ?? range[3] ?? ''
    const current = CURRENT_ONLY.test(endRaw) && !/\d{4}/.test(endRaw)
    const end = current ? 'atual' : formatDate(endRaw)
    let rest = `${line.slice(0, range.index)} ${line.slice(range.index + range[0].length)}`
    rest = rest.replace(/\(\s*(?:em andamento|cursando|trancado)\s*\)/giu, ' ')
    const restTrimmed = trimPunctuation(rest).replace(DANGLING, '')
    return { period: `${start} – ${end}`, current, rest: trimPunctuation(restTrimmed) }
  }
  const single = SINGLE.exec(line)
  if (single) {
    const rest = `${line.slice(0, single.index).replace(DANGLING, '')} ${line.slice(single.index + single[0].length)}`
    return {
      period: formatDate(single[1] ?? ''),
      current: false,
      rest: trimPunctuation(rest.replace(/\(\s*\d+\s*horas?\s*\)/giu, ' ')),
    }
  }
  return null
}
