import { and, eq, inArray } from 'drizzle-orm'
import {
  CUSTOM_FIELD_PARAM_PREFIX,
  FACET_FIELD_KEYS,
  FILTERABLE_FIELD_TYPES,
  SENSITIVE_FIELD_KEYS,
} from '../../../shared/applications/filters.ts'
import type { ParsedResume } from '../../../shared/resumes/parsed-resume.ts'
import { RESUME_FIELD_ID } from '../../../shared/resumes/resume-files.ts'
import { effectiveResume, type ResumeCorrections } from '../../../shared/resumes/resume-review.ts'
import type { DbExecutor } from '../../db/client.ts'
import { formConfigurations } from '../../db/schema/forms.ts'
import { candidateSubmissions, type StoredAnswer, submissionFiles } from '../../db/schema/submissions.ts'
import { tenantWhere } from '../../db/tenant.ts'

/**
 * The filter facts of an application (issue 16): what the advanced filters of /curriculos match
 * on, computed once when the application changes instead of out of form_data on every query.
 * Migration 0020 fills the same facts for older rows with the same rules (form answers only).
 */

/** A month as a number: year * 12 + month - 1. */
type MonthIndex = number

const monthIndex = (year: number, month: number): MonthIndex => year * 12 + month - 1

function currentMonth(now: Date): MonthIndex {
  return monthIndex(now.getUTCFullYear(), now.getUTCMonth() + 1)
}

/** "dd/MM/yyyy" (the form's dates) as a month, or null. */
function formDateMonth(value: unknown): MonthIndex | null {
  if (typeof value !== 'string') return null
  const match = /^\d{2}\/(\d{2})\/(\d{4})$/.exec(value.trim())
  if (!match) return null
  const month = Number(match[1])
  if (month < 1 || month > 12) return null
  return monthIndex(Number(match[2]), month)
}

const MONTH_NAMES: Record<string, number> = {
  jan: 1,
  fev: 2,
  mar: 3,
  abr: 4,
  mai: 5,
  jun: 6,
  jul: 7,
  ago: 8,
  set: 9,
  out: 10,
  nov: 11,
  dez: 12,
}

const CURRENT_WORDS = /atual|presente|o momento|hoje|atualmente|current|present/i

/**
 * A CV's period ("03/2019 – atual", "jan/2015 a dez/2018", "2014 – 2018") as months [start, end).
 * A year alone starts in January (start) or counts until January (end), never more than it says.
 */
export function periodMonths(
  period: string | null,
  current: boolean,
  now: Date = new Date(),
): [MonthIndex, MonthIndex] | null {
  if (!period) return null
  const text = period.toLowerCase()
  const points: MonthIndex[] = []
  const pattern = /(?:(\d{1,2})|([a-zç]{3})[a-zç]*)\s*[/.\-\s]\s*(\d{4})|(\d{4})/g
  for (const match of text.matchAll(pattern)) {
    const year = Number(match[3] ?? match[4])
    if (year < 1950 || year > 2100) continue
    let month = 1
    if (match[1]) month = Number(match[1])
    else if (match[2]) month = MONTH_NAMES[match[2]] ?? 1
    if (month < 1 || month > 12) month = 1
    points.push(monthIndex(year, month))
  }
  const start = points[0]
  if (start === undefined) return null
  const end = current || CURRENT_WORDS.test(text) ? currentMonth(now) : (points[1] ?? null)
  if (end === null || end <= start) return null
  return [start, Math.min(end, currentMonth(now))]
}

/** The months covered by the intervals, overlaps once. */
export function unionMonths(intervals: readonly [MonthIndex, MonthIndex][]): number {
  const sorted = [...intervals].sort((a, b) => a[0] - b[0])
  let total = 0
  let open: [MonthIndex, MonthIndex] | null = null
  for (const [start, end] of sorted) {
    if (open && start <= open[1]) {
      open[1] = Math.max(open[1], end)
      continue
    }
    if (open) total += open[1] - open[0]
    open = [start, end]
  }
  if (open) total += open[1] - open[0]
  return total
}

type GroupEntry = Record<string, unknown>

function groupEntries(formData: Record<string, StoredAnswer>, key: string): GroupEntry[] {
  const entries: GroupEntry[] = []
  for (const answer of Object.values(formData)) {
    if (answer.key !== key || !Array.isArray(answer.value)) continue
    for (const entry of answer.value)
      if (entry && typeof entry === 'object') entries.push(entry as GroupEntry)
  }
  return entries
}

/** Months of experience: the form's "Experiência Profissional" entries and the CV's, overlaps once. */
export function experienceMonths(
  formData: Record<string, StoredAnswer>,
  resume: ParsedResume | null,
  now: Date = new Date(),
): number {
  const intervals: [MonthIndex, MonthIndex][] = []
  for (const entry of groupEntries(formData, 'experiencia')) {
    const start = formDateMonth(entry.data_inicio)
    if (start === null) continue
    const end = formDateMonth(entry.data_fim) ?? currentMonth(now)
    if (end > start) intervals.push([start, end])
  }
  for (const entry of resume?.experience ?? []) {
    const months = periodMonths(entry.period, entry.current, now)
    if (months) intervals.push(months)
  }
  return unionMonths(intervals)
}

/** The kind of a CV's education entry, from its course's words ("Técnico em Logística"). */
export function educationTypeOfCourse(course: string | null): string | null {
  if (!course) return null
  const text = course.toLowerCase()
  if (/doutorado|ph\.?d/.test(text)) return 'Doutorado'
  if (/mestrado/.test(text)) return 'Mestrado'
  if (/mba|especializa|p[óo]s-gradua/.test(text)) return 'Especialização/MBA'
  if (/t[ée]cnico em|curso t[ée]cnico/.test(text)) return 'Curso Técnico'
  if (/bacharel|licenciatura|gradua[çc][ãa]o|tecn[óo]logo|superior/.test(text)) return 'Graduação'
  if (/ingl[êe]s|espanhol|franc[êe]s|alem[ãa]o|italiano|idioma/.test(text)) return 'Línguas'
  return null
}

const SMALL_WORDS = new Set(['de', 'da', 'do', 'das', 'dos', 'e'])

/** A city as one option whatever its case: "SÃO PAULO", "são  paulo" -> "São Paulo" (as migration 0020). */
export function cityOption(value: string): string {
  return value
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase()
    .split(' ')
    .map((word, index) =>
      index > 0 && SMALL_WORDS.has(word)
        ? word
        : word.replace(
            /(^|[^\p{L}\p{N}])(\p{L})/gu,
            (_all, before: string, letter: string) => before + letter.toUpperCase(),
          ),
    )
    .join(' ')
}

/** Answers of the default form read into a facet, by the field's key. */
const FACET_OF_KEY: Record<string, string> = {
  escolaridade: 'escolaridade',
  area_desejada: 'area',
  disponibilidade: 'disponibilidade',
  estado: 'uf',
  cidade: 'cidade',
  primeiro_emprego: 'primeiro_emprego',
  trabalhou_na_empresa: 'trabalhou_na_empresa',
}

export type FilterFactsInput = {
  formData: Record<string, StoredAnswer>
  resumeData: ParsedResume | null
  resumeCorrections: ResumeCorrections | null
  hasResume: boolean
  /** Ids of the company's fields marked sensitive: never a fact. */
  sensitiveFieldIds: ReadonlySet<string>
}

/** The facts and the experience of one application. */
export function computeFilterFacts(
  input: FilterFactsInput,
  now: Date = new Date(),
): { filterFacts: Record<string, string[]>; experienceMonths: number } {
  const facts = new Map<string, Set<string>>()
  const add = (facet: string, value: unknown) => {
    if (typeof value === 'boolean') value = value ? 'Sim' : 'Não'
    if (typeof value !== 'string' || value.trim() === '') return
    const set = facts.get(facet) ?? new Set<string>()
    set.add(value.trim())
    facts.set(facet, set)
  }
  const resume =
    input.resumeData || input.resumeCorrections
      ? effectiveResume(input.resumeData, input.resumeCorrections)
      : null
  for (const [fieldId, answer] of Object.entries(input.formData)) {
    const facet = FACET_OF_KEY[answer.key]
    if (facet && typeof answer.value === 'string') {
      if (facet === 'cidade') add(facet, cityOption(answer.value))
      else if (facet === 'uf') add(facet, answer.value.trim().toUpperCase())
      else add(facet, answer.value)
      continue
    }
    if (
      FILTERABLE_FIELD_TYPES.includes(answer.type as never) &&
      !FACET_FIELD_KEYS.has(answer.key) &&
      !SENSITIVE_FIELD_KEYS[answer.key] &&
      !input.sensitiveFieldIds.has(fieldId)
    ) {
      add(`${CUSTOM_FIELD_PARAM_PREFIX}${fieldId}`, answer.value)
    }
  }
  for (const entry of groupEntries(input.formData, 'formacao')) add('formacao', entry.tipo)
  for (const entry of resume?.education ?? []) add('formacao', educationTypeOfCourse(entry.course))
  if (resume?.city && !facts.has('cidade')) add('cidade', cityOption(resume.city))
  if (resume?.state && !facts.has('uf')) add('uf', resume.state.toUpperCase())
  add('curriculo', input.hasResume ? 'Sim' : 'Não')
  return {
    filterFacts: Object.fromEntries([...facts].map(([facet, values]) => [facet, [...values].sort()])),
    experienceMonths: experienceMonths(input.formData, resume, now),
  }
}

/**
 * Recomputes and stores the facts of some of the company's applications: after they arrive, are
 * imported, their CV is read or its data is corrected. Run inside the change's transaction.
 */
export async function refreshFilterFacts(
  db: DbExecutor,
  { companyId, applicationIds }: { companyId: string; applicationIds: readonly string[] },
): Promise<void> {
  if (applicationIds.length === 0) return
  const table = candidateSubmissions
  const rows = await db
    .select({
      id: table.id,
      formData: table.formData,
      resumeData: table.resumeData,
      resumeCorrections: table.resumeCorrections,
    })
    .from(table)
    .where(tenantWhere(table, companyId, inArray(table.id, [...applicationIds])))
  if (rows.length === 0) return
  const withResume = await db
    .selectDistinct({ id: submissionFiles.submissionId })
    .from(submissionFiles)
    .where(
      tenantWhere(
        submissionFiles,
        companyId,
        and(
          inArray(
            submissionFiles.submissionId,
            rows.map((row) => row.id),
          ),
          eq(submissionFiles.fieldId, RESUME_FIELD_ID),
        ),
      ),
    )
  const sensitive = await db
    .select({ id: formConfigurations.id })
    .from(formConfigurations)
    .where(tenantWhere(formConfigurations, companyId, eq(formConfigurations.isSensitive, true)))
  const sensitiveFieldIds = new Set(sensitive.map((row) => row.id))
  const resumeIds = new Set(withResume.map((row) => row.id))
  for (const row of rows) {
    const computed = computeFilterFacts({
      ...row,
      hasResume: resumeIds.has(row.id),
      sensitiveFieldIds,
    })
    await db
      .update(table)
      .set(computed)
      .where(tenantWhere(table, companyId, eq(table.id, row.id)))
  }
}
