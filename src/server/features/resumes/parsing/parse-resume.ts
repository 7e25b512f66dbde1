import { BRAZILIAN_STATES } from '../../../../shared/forms/enumerations.ts'
import type {
  EducationEntry,
  ExperienceEntry,
  LanguageEntry,
  ParsedResume,
} from '../../../../shared/resumes/parsed-resume.ts'
import { formatCpf, isValidCpf, onlyDigits } from '../../../../shared/validation/brazil.ts'
import {
  CAPITALS,
  COMPANY_WORDS,
  COURSE_WORDS,
  HEADINGS,
  LANGUAGE_LEVELS,
  LANGUAGES,
  plain,
  ROLE_WORDS,
  SCHOOL_WORDS,
  type Section,
} from './lexicon.ts'
import { findPeriod, trimPunctuation } from './periods.ts'

/**
 * Reads the fields of a Brazilian CV from its text (issue 15): contact data anywhere in the
 * text, the rest from the sections under Portuguese headings (Experiência Profissional, Formação
 * Acadêmica, Idiomas, Habilidades…). Pure and synchronous; it never throws on odd text, it leaves
 * out what it cannot read.
 */
export function parseResume(text: string): ParsedResume {
  const lines = toLines(text)
  const { header, sections } = splitSections(lines)
  const headerText = header.join('\n')
  const all = lines.join('\n')
  const location = findLocation(header)
  return {
    name: findName(header),
    email: findEmail(headerText) ?? findEmail(all),
    phone: findPhone(headerText) ?? findPhone(all),
    cpf: findCpf(all),
    linkedin: findLinkedin(all),
    city: location?.city ?? null,
    state: location?.state ?? null,
    cep: findCep(headerText) ?? findCep(all),
    experience: parseExperience(sections.get('experience') ?? []),
    education: parseEducation(sections.get('education') ?? []),
    languages: parseLanguages(sections.get('languages') ?? []),
    skills: parseSkills(sections.get('skills') ?? []),
  }
}

// ------------------------------------------------------------------ lines and sections

const BULLET = /^[\s•·▪●○◦■□►▸✓✔*-]+(?=\S)/u

function toLines(text: string): string[] {
  return text
    .split(/\n/)
    .map((line) => line.replace(BULLET, '').replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '')
}

/** The section a heading line opens, and any text after "Heading:" on the same line. */
function headingOf(line: string): { section: Section; rest: string } | null {
  const match = /^([^:]{3,60}?)\s*:\s*(.*)$/.exec(line)
  const candidates = match ? [[match[1] ?? '', match[2] ?? '']] : [[line, '']]
  for (const [title = '', rest = ''] of candidates) {
    const key = plain(title)
      .replace(/[^a-z ]/g, '')
      .trim()
    const section = HEADINGS[key]
    if (section) return { section, rest: rest.trim() }
  }
  return null
}

function splitSections(lines: string[]): { header: string[]; sections: Map<Section, string[]> } {
  const header: string[] = []
  const sections = new Map<Section, string[]>()
  let current: Section | null = null
  for (const line of lines) {
    const heading = headingOf(line)
    if (heading) {
      current = heading.section
      if (!sections.has(current)) sections.set(current, [])
      if (heading.rest) sections.get(current)?.push(heading.rest)
      continue
    }
    if (current === null) header.push(line)
    else sections.get(current)?.push(line)
  }
  // Contact data written under "Dados Pessoais" / "Contato" counts as header.
  header.push(...(sections.get('personal') ?? []))
  return { header, sections }
}

// ------------------------------------------------------------------ contact data

const TITLES = /^(?:eng[ªa°º]?\.?|enga\.?|dra?\.?|prof[ªa]?\.?|sra?\.?|me\.?|msc\.?|phd\.?)\s+/iu
const NAME_WORD = /^[\p{L}'’.-]+$/u
const PARTICLES = new Set(['da', 'de', 'do', 'das', 'dos', 'e', "d'"])
const NOT_NAMES = /curr[ií]culo|curriculum|vitae|resum[eé]|portf[oó]lio/iu

function titleCase(name: string): string {
  if (name !== name.toUpperCase()) return name
  return name
    .toLowerCase()
    .split(' ')
    .map((word, index) =>
      index > 0 && PARTICLES.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join(' ')
}

function looksLikeName(line: string): boolean {
  const words = line.split(' ')
  if (words.length < 2 || words.length > 7 || NOT_NAMES.test(line)) return false
  if (!words.every((word) => NAME_WORD.test(word))) return false
  if (headingOf(line)) return false
  const first = plain(words[0] ?? '')
  if (ROLE_WORDS.has(first)) return false
  // Every word but particles starts with a capital letter.
  return words.every((word) => PARTICLES.has(word.toLowerCase()) || /^\p{Lu}/u.test(word))
}

function findName(header: string[]): string | null {
  for (const line of header) {
    const labelled = /^nome(?:\s+completo)?\s*:\s*(.+)$/iu.exec(line)
    if (labelled?.[1]) return titleCase(labelled[1].trim())
  }
  for (const line of header.slice(0, 8)) {
    const candidate = line.replace(TITLES, '').trim()
    if (looksLikeName(candidate)) return titleCase(candidate)
  }
  return null
}

function findEmail(text: string): string | null {
  const match = /[\p{L}\d._%+-]+@[\p{L}\d-]+(?:\.[\p{L}\d-]+)*\.[a-z]{2,}/iu.exec(text)
  return match ? match[0].toLowerCase().replace(/\.$/, '') : null
}

function findLinkedin(text: string): string | null {
  const match = /linkedin\.com\/in\/([\p{L}\d_%.-]+)/iu.exec(text)
  if (!match?.[1]) return null
  return `https://www.linkedin.com/in/${match[1].replace(/[./]+$/, '')}`
}

function findCpf(text: string): string | null {
  const candidates: string[] = []
  for (const match of text.matchAll(/(?<![\d.-])(\d{3}\.\d{3}\.\d{3}-\d{2})(?![\d-])/g)) {
    candidates.push(match[1] ?? '')
  }
  // Eleven bare digits are a CPF only when labelled (they could be a phone number).
  for (const match of text.matchAll(
    /\bcpf\b\s*(?:n[ºo°.]*)?\s*:?\s*(\d{11}|\d{3}[.\s]?\d{3}[.\s]?\d{3}[-\s]?\d{2})\b/giu,
  )) {
    candidates.push(match[1] ?? '')
  }
  const valid = candidates.find((candidate) => isValidCpf(candidate.replace(/\s/g, '')))
  return valid ? formatCpf(valid) : null
}

function findCep(text: string): string | null {
  const labelled = /\bcep\b\s*:?\s*(\d{2}\.?\d{3})-?(\d{3})\b/iu.exec(text)
  if (labelled) return `${onlyDigits(labelled[1] ?? '')}-${labelled[2]}`
  const bare = /(?<![\d/().-])(\d{5})-(\d{3})(?![\d-])/u.exec(text)
  return bare ? `${bare[1]}-${bare[2]}` : null
}

const PHONE =
  /(?<![\d/.-])(?:\+?\s?55[\s.-]*)?\(?\s*0?([1-9][1-9])\s*\)?[\s.-]*(9[\s.]?\d{4}|[2-5]\d{3})[\s.-]?(\d{4})(?![\d-])/gu
const NOT_PHONE_LABEL = /\b(?:cpf|rg|cnpj|cep|crea|crm|coren|oab|pis|cnh|registro|lattes|mte)\b[^\n]{0,6}$/iu

/** Mobile numbers first; a number labelled "Recado" last. */
function findPhone(text: string): string | null {
  const found: { phone: string; score: number }[] = []
  for (const match of text.matchAll(PHONE)) {
    const before = text.slice(Math.max(0, match.index - 20), match.index)
    if (NOT_PHONE_LABEL.test(before)) continue
    const area = match[1] ?? ''
    const first = onlyDigits(match[2] ?? '')
    const last = match[3] ?? ''
    const mobile = first.length === 5
    const phone = `(${area}) ${first}-${last}`
    const lineStart = text.lastIndexOf('\n', match.index) + 1
    const label = plain(text.slice(lineStart, match.index))
    const score = (mobile ? 2 : 0) + (/recado/.test(label) ? -3 : 0)
    found.push({ phone, score })
  }
  found.sort((a, b) => b.score - a.score)
  return found[0]?.phone ?? null
}

const UF_CODES: Set<string> = new Set(BRAZILIAN_STATES.map((state) => state.code))
const STATE_BY_NAME = new Map<string, string>(
  BRAZILIAN_STATES.map((state) => [plain(state.name), state.code]),
)
const NOT_CITIES = new Set([
  'crea',
  'crm',
  'crc',
  'coren',
  'oab',
  'crp',
  'cra',
  'rg',
  'ssp',
  'cpf',
  'cnh',
  'mte',
])
const CITY_WORDS = "(?:\\p{Lu}[\\p{L}'’]*|d[aeo]s?)(?:\\s+(?:\\p{Lu}[\\p{L}'’]*|d[aeo]s?))*"
const CITY_UF = new RegExp(`(${CITY_WORDS})\\s*(?:\\/|–|—|-|,|\\()\\s*([A-Z]{2})\\)?(?![\\p{L}])`, 'gu')
const CITY_STATE = new RegExp(`(${CITY_WORDS})\\s*(?:\\/|–|—|-|,)\\s*(${CITY_WORDS})`, 'gu')

function findLocation(header: string[]): { city: string; state: string } | null {
  for (const line of header) {
    const labelled = /^cidade\s*:\s*(.+)$/iu.exec(line)
    if (labelled?.[1]) {
      const inner = findLocation([labelled[1]])
      if (inner) return inner
    }
    for (const match of line.matchAll(CITY_UF)) {
      const city = (match[1] ?? '').trim()
      const state = match[2] ?? ''
      if (!UF_CODES.has(state) || NOT_CITIES.has(plain(city)) || /^\p{Lu}{2,5}$/u.test(city)) continue
      if (/^(?:rua|av|avenida|travessa|alameda|bairro|jardim|vila)\b/iu.test(city)) continue
      return { city, state }
    }
    for (const match of line.matchAll(CITY_STATE)) {
      const state = STATE_BY_NAME.get(plain(match[2] ?? ''))
      if (state) return { city: (match[1] ?? '').trim(), state }
    }
  }
  for (const line of header) {
    for (const part of line.split(/\s*(?:\||•|–|—| - |,)\s*/)) {
      const state = CAPITALS[plain(part)]
      if (state) return { city: part.trim(), state }
    }
  }
  return null
}

// ------------------------------------------------------------------ experience and education

const LABEL =
  /^(empresa|cargo|fun[cç][aã]o|per[ií]odo|institui[cç][aã]o|escola|curso|conclus[aã]o|ano)\s*:\s*(.*)$/iu

/** A sentence describing duties, not a title line. */
function isDescription(line: string): boolean {
  const words = line.split(' ').length
  if (line.length > 90) return true
  const lastWord = line.split(' ').at(-1) ?? ''
  const abbreviation = /^(?:ltda|s\.?a|s\/a|jr|me|inc|cia)\.$/iu.test(lastWord)
  return /[.!;]$/.test(line) && !abbreviation && words >= 5
}

/** Splits "A | B", "A — B", "A – B", "A • B", and "A, B" when no other separator is there. */
function splitParts(text: string): string[] {
  const strong = text.split(/\s+[|—–•·]\s+|\s+-\s+/)
  const parts = strong.length > 1 ? strong : text.split(/,\s+(?=\p{Lu})/u)
  return parts.map(trimPunctuation).filter((part) => part !== '')
}

function firstWord(text: string): string {
  return plain(text).split(/[\s,(]/)[0] ?? ''
}

function hasWord(text: string, words: Set<string>): boolean {
  return plain(text)
    .split(/[\s,()]+/)
    .some((word) => words.has(word))
}

function roleScore(text: string): number {
  return (ROLE_WORDS.has(firstWord(text)) ? 2 : 0) - (hasWord(text, COMPANY_WORDS) ? 1 : 0)
}

/** "Vendedora na Loja X" / "Analista no Banco Y": a role, then its company. */
function splitRoleAtCompany(text: string): string[] {
  const match = /^(.+?)\s+(?:na|no|em|pela|pelo)\s+(\p{Lu}.+)$/u.exec(text)
  if (match && ROLE_WORDS.has(firstWord(match[1] ?? ''))) return [match[1] ?? '', match[2] ?? '']
  return [text]
}

type Draft = { parts: string[]; labels: Record<string, string>; period: string | null; current: boolean }

const emptyDraft = (): Draft => ({ parts: [], labels: {}, period: null, current: false })

/**
 * Groups a section's lines into entries: a new entry starts at a second period, at a labelled
 * field given twice, or at a title line after an entry that already has a title and a period.
 */
function draftEntries(
  lines: string[],
  titleLike: (line: string) => boolean,
  split: (text: string) => string[],
): Draft[] {
  const drafts: Draft[] = []
  let draft = emptyDraft()
  const complete = () => draft.period !== null && draft.parts.length + Object.keys(draft.labels).length > 0
  const push = () => {
    if (draft.parts.length > 0 || Object.keys(draft.labels).length > 0) drafts.push(draft)
    draft = emptyDraft()
  }
  for (const line of lines) {
    const labelled = LABEL.exec(line)
    if (labelled) {
      const key = plain(labelled[1] ?? '').replace(/[^a-z]/g, '')
      const value = (labelled[2] ?? '').trim()
      if (key === 'periodo' || key === 'conclusao' || key === 'ano') {
        const period = findPeriod(value)
        if (draft.period !== null) push()
        draft.period = period?.period ?? (value || null)
        draft.current = period?.current ?? false
        continue
      }
      if (draft.labels[key] !== undefined || (complete() && (key === 'empresa' || key === 'curso'))) push()
      draft.labels[key] = value
      continue
    }
    const period = findPeriod(line)
    if (period) {
      if (draft.period !== null) push()
      draft.period = period.period
      draft.current = period.current
      if (period.rest) draft.parts.push(...split(period.rest))
      continue
    }
    if (isDescription(line)) continue
    if (complete() || (titleLike(line) && draft.parts.some(titleLike))) push()
    draft.parts.push(...split(line))
  }
  push()
  return drafts
}

function parseExperience(lines: string[]): ExperienceEntry[] {
  const split = (text: string) => splitParts(text).flatMap(splitRoleAtCompany)
  return draftEntries(lines, () => false, split)
    .map((draft): ExperienceEntry => {
      let role = draft.labels.cargo ?? draft.labels.funcao ?? null
      let company = draft.labels.empresa ?? null
      const parts = [...draft.parts]
      if (!role && parts.length > 0) {
        const best = parts.reduce((top, part) => (roleScore(part) > roleScore(top) ? part : top))
        if (roleScore(best) > 0 || (company && parts.length === 1)) {
          role = best
          parts.splice(parts.indexOf(best), 1)
        }
      }
      if (!company && parts.length > 0) {
        const best = parts.find((part) => hasWord(part, COMPANY_WORDS)) ?? parts[0] ?? null
        company = best
        if (best) parts.splice(parts.indexOf(best), 1)
      }
      if (!role && parts.length > 0) role = parts[0] ?? null
      return { company, role, period: draft.period, current: draft.current }
    })
    .filter((entry) => entry.company !== null || entry.role !== null)
    .slice(0, 40)
}

function schoolScore(text: string): number {
  return (hasWord(text, SCHOOL_WORDS) ? 2 : 0) - (COURSE_WORDS.has(firstWord(text)) ? 1 : 0)
}

function isCourseLike(text: string): boolean {
  return COURSE_WORDS.has(firstWord(text)) && !hasWord(text, SCHOOL_WORDS)
}

function parseEducation(lines: string[]): EducationEntry[] {
  return draftEntries(lines, isCourseLike, splitParts)
    .map((draft): EducationEntry => {
      let institution = draft.labels.instituicao ?? draft.labels.escola ?? null
      let course = draft.labels.curso ?? null
      const parts = [...draft.parts]
      if (!institution && parts.length > 0) {
        const best = parts.reduce((top, part) => (schoolScore(part) > schoolScore(top) ? part : top))
        if (schoolScore(best) > 0 || parts.length > 1) {
          // Without a school word, the second part of "Course – School" is the school.
          institution = schoolScore(best) > 0 ? best : (parts[1] ?? null)
          if (institution) parts.splice(parts.indexOf(institution), 1)
        }
      }
      if (!course && parts.length > 0) course = parts[0] ?? null
      return { course, institution, period: draft.period }
    })
    .filter((entry) => entry.course !== null || entry.institution !== null)
    .slice(0, 30)
}

// ------------------------------------------------------------------ languages and skills

const LANGUAGE_INDEX = new Map(LANGUAGES.map((language) => [plain(language), language]))
const LEVEL_INDEX = new Map(LANGUAGE_LEVELS.map((level) => [plain(level), level]))

function parseLanguages(lines: string[]): LanguageEntry[] {
  const found: LanguageEntry[] = []
  for (const item of lines.flatMap((line) => line.split(/\s*[,;|•]\s*/))) {
    const words = plain(item)
      .split(/[^a-z-]+/)
      .filter(Boolean)
    const language = words.map((word) => LANGUAGE_INDEX.get(word)).find(Boolean)
    if (!language) continue
    const level = words.map((word) => LEVEL_INDEX.get(word)).find(Boolean) ?? null
    const name = language.charAt(0).toUpperCase() + language.slice(1)
    if (!found.some((entry) => entry.language === name)) found.push({ language: name, level })
  }
  return found.slice(0, 20)
}

function parseSkills(lines: string[]): string[] {
  const skills: string[] = []
  for (const item of lines.flatMap((line) => line.split(/\s*[,;|•·]\s*/))) {
    const skill = trimPunctuation(item.replace(/\.$/, ''))
    if (skill.length < 2 || skill.length > 60 || skill.split(' ').length > 8) continue
    if (!skills.some((known) => plain(known) === plain(skill))) skills.push(skill)
  }
  return skills.slice(0, 60)
}
