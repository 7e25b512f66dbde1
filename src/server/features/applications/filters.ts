import { and, eq, isNull, type SQL, sql } from 'drizzle-orm'
import {
  type AdvancedFilters,
  CUSTOM_FIELD_PARAM_PREFIX,
  FACET_FIELD_KEYS,
  type FacetOptionCount,
  FILTER_FACETS,
  FILTER_MESSAGES,
  FILTERABLE_FIELD_TYPES,
  type FilterCounts,
  type FilterFacetId,
  SENSITIVE_FIELD_KEYS,
  SENSITIVE_FILTER_PARAMS,
  SENT_WITHIN_DAYS,
} from '../../../shared/applications/filters.ts'
import { YES_NO } from '../../../shared/forms/enumerations.ts'
import type { FormField } from '../../../shared/forms/form-fields.ts'
import type { SubmissionStatus } from '../../../shared/submission-status.ts'
import type { Db } from '../../db/client.ts'
import { jobStages, jobs } from '../../db/schema/jobs.ts'
import { candidateSubmissions } from '../../db/schema/submissions.ts'
import { tenantWhere } from '../../db/tenant.ts'
import { AppError } from '../../errors.ts'
import { assertPlanFeature } from '../../plans/plan-gate.ts'
import { loadCompanyForm } from '../forms/form.service.ts'
import { countFacetOptions } from './facet-counts.ts'
import { searchCondition } from './search.ts'

/**
 * The advanced filters of /curriculos (issue 16, item 6) on the server: one registry entry per
 * facet (shared/applications/filters.ts holds its label, parameter and options) with
 *  - `where`: the SQL condition for the chosen options (the list);
 *  - `memory`: the same rule, and the row's option, on the rows the counts hold in memory
 *    (facet-counts.ts; facet-counts.test.ts checks every facet's two forms agree);
 *  - `optionCounts`: the options with their counts (cumulated for minimums).
 *
 * To add a facet: one entry in FILTER_FACETS (shared) and one here, with both forms. A filter whose
 * values live in another table (folder, tag, rating) stays outside the registry, in `extra`: the
 * counts then narrow their rows in SQL (applications.service.ts resolveListFilters).
 */

const t = candidateSubmissions

/** A facet as the server runs it. */
export type ServerFacet = {
  id: string
  /**
   * Requires the advancedFilters plan feature (Básico). false for a facet every plan has (job, stage;
   * "pasta" when the folders land, sold on Gratuito).
   */
  advanced: boolean
  /** Other facets left out too when this one is counted (a stage belongs to the chosen job). */
  countsIgnore?: readonly string[]
  where: (values: readonly string[]) => SQL
  /** The same rule as `where`, and the row's options, on a company's rows in memory (facet-counts.ts). */
  memory: MemoryFacet
  optionCounts: (
    raw: ReadonlyMap<string, number>,
    context: CountContext,
  ) => Promise<FacetOptionCount[]> | FacetOptionCount[]
}

type CountContext = { db: Db; companyId: string; filters: ResolvedFilters }

/** One application as the in-memory counts read it (facet-counts.ts moves it from row to row). */
export type MemoryRow = {
  createdAt: number
  jobId: string | null
  stageId: string | null
  experienceMonths: number
  /** Whether the row's facts hold this option (filter_facts @> {key: [value]}). */
  hasFact(key: string, value: string): boolean
}

/**
 * A facet in memory. `fact`: the options are the row's facts under `key`; a row matches when any of
 * them is accepted (as anyFact). `row`: one option read off the row (null: none), and a row test.
 */
export type MemoryFacet =
  | { kind: 'fact'; key: string; accepts: (values: readonly string[]) => (value: string) => boolean }
  | {
      kind: 'row'
      optionOf: (row: MemoryRow, now: number) => string | null
      matches: (values: readonly string[], now: number) => (row: MemoryRow) => boolean
    }

const anyOf = (values: readonly string[]) => {
  const chosen = new Set(values)
  return (value: string) => chosen.has(value)
}

/** Rows that hold any of the facts: one GIN-indexed containment each (filter_facts @> {...}). */
function anyFact(facet: string, values: readonly string[]): SQL {
  const conditions = values.map(
    (value) => sql`${t.filterFacts} @> ${JSON.stringify({ [facet]: [value] })}::jsonb`,
  )
  return sql`(${sql.join(conditions, sql` or `)})`
}

/** Counts per option of a facet with fixed options; options with no result still show 0. */
function fixedOptions(options: readonly { value: string; label: string }[]) {
  return (raw: ReadonlyMap<string, number>) =>
    options.map((option) => ({ ...option, count: raw.get(option.value) ?? 0 }))
}

/** Facets of stored facts whose options are any of a fixed list. */
function factFacet(id: FilterFacetId): ServerFacet {
  const shared = FILTER_FACETS.find((facet) => facet.id === id)
  if (!shared) throw new Error(`unknown facet ${id}`)
  return {
    id,
    advanced: true,
    where: (values) => anyFact(id, values),
    memory: { kind: 'fact', key: id, accepts: anyOf },
    optionCounts: shared.options
      ? fixedOptions(shared.options)
      : (raw) =>
          [...raw]
            .map(([value, count]) => ({ value, label: value, count }))
            .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value, 'pt-BR'))
            .slice(0, 50),
  }
}

const schoolingOptions = FILTER_FACETS.find((facet) => facet.id === 'escolaridade')?.options ?? []
const experienceOptions = FILTER_FACETS.find((facet) => facet.id === 'experiencia')?.options ?? []
const periodOptions = FILTER_FACETS.find((facet) => facet.id === 'periodo')?.options ?? []

/** Cumulated counts: an option counts every row at its rank or above. */
function cumulative(
  options: readonly { value: string; label: string }[],
  rankOfRow: (value: string) => number,
  rankOfOption: (value: string) => number,
  raw: ReadonlyMap<string, number>,
): FacetOptionCount[] {
  return options.map((option) => {
    let count = 0
    for (const [value, rows] of raw) if (rankOfRow(value) >= rankOfOption(option.value)) count += rows
    return { ...option, count }
  })
}

const schoolingRank = (value: string) => schoolingOptions.findIndex((option) => option.value === value)
/** The schooling levels from the chosen one up (every level for an unknown one). */
const schoolingAtLeast = (value: string | undefined) =>
  schoolingOptions.slice(Math.max(0, schoolingRank(value ?? ''))).map((option) => option.value)
const DAY_MS = 24 * 60 * 60 * 1000

/** The registry of facets, in the panel's order (the shared one's, then job and stage). */
export const SERVER_FACETS: readonly ServerFacet[] = [
  {
    id: 'escolaridade',
    advanced: true,
    // At least the chosen level: that level or any above it in the spec's schooling list.
    where: ([value]) => anyFact('escolaridade', schoolingAtLeast(value)),
    memory: { kind: 'fact', key: 'escolaridade', accepts: ([value]) => anyOf(schoolingAtLeast(value)) },
    optionCounts: (raw) => cumulative(schoolingOptions, schoolingRank, schoolingRank, raw),
  },
  factFacet('formacao'),
  factFacet('area'),
  factFacet('disponibilidade'),
  factFacet('uf'),
  factFacet('cidade'),
  {
    id: 'experiencia',
    advanced: true,
    where: ([years]) => sql`${t.experienceMonths} >= ${Number(years) * 12}`,
    memory: {
      kind: 'row',
      optionOf: (row) => String(Math.min(Math.trunc(row.experienceMonths / 12), 50)),
      matches: ([years]) => {
        const months = Number(years) * 12
        return (row) => row.experienceMonths >= months
      },
    },
    optionCounts: (raw) => cumulative(experienceOptions, Number, Number, raw),
  },
  factFacet('primeiro_emprego'),
  factFacet('trabalhou_na_empresa'),
  factFacet('curriculo'),
  {
    id: 'periodo',
    advanced: true,
    where: ([days]) => sql`${t.createdAt} >= now() - make_interval(days => ${Number(days)}::int)`,
    memory: {
      kind: 'row',
      optionOf: (row, now) => {
        const days = SENT_WITHIN_DAYS.find((within) => row.createdAt >= now - within * DAY_MS)
        return days === undefined ? null : String(days)
      },
      matches: ([days], now) => {
        const since = now - Number(days) * DAY_MS
        return (row) => row.createdAt >= since
      },
    },
    // Within 30 days counts the rows of the 7-day bucket too: a smaller bucket ranks higher.
    optionCounts: (raw) =>
      cumulative(
        periodOptions,
        (value) => -Number(value),
        (value) => -Number(value),
        raw,
      ),
  },
]

/** The chosen job and stage (free on every plan), as facets so the counts cover them. */
function jobFacets(filters: ResolvedFilters): ServerFacet[] {
  return [
    {
      id: 'job',
      advanced: false,
      countsIgnore: ['stage'],
      where: ([job]) => (job === 'banco' ? isNull(t.jobId) : eq(t.jobId, job ?? '')),
      memory: {
        kind: 'row',
        optionOf: (row) => row.jobId ?? 'banco',
        matches: ([job]) => (job === 'banco' ? (row) => row.jobId === null : (row) => row.jobId === job),
      },
      optionCounts: async (raw, { db, companyId }) => {
        const rows = await db
          .select({ id: jobs.id, title: jobs.title })
          .from(jobs)
          .where(tenantWhere(jobs, companyId))
          .orderBy(jobs.title)
        return [
          { value: 'banco', label: 'Banco de talentos', count: raw.get('banco') ?? 0 },
          ...rows.map((row) => ({ value: row.id, label: row.title, count: raw.get(row.id) ?? 0 })),
        ]
      },
    },
    {
      id: 'stage',
      advanced: false,
      where: ([stage]) => eq(t.stageId, stage ?? ''),
      memory: {
        kind: 'row',
        optionOf: (row) => row.stageId,
        matches:
          ([stage]) =>
          (row) =>
            row.stageId === stage,
      },
      optionCounts: async (raw, { db, companyId }) => {
        const job = filters.job
        if (job === 'todas' || job === 'banco') return []
        const rows = await db
          .select({ id: jobStages.id, name: jobStages.name })
          .from(jobStages)
          .where(tenantWhere(jobStages, companyId, eq(jobStages.jobId, job)))
          .orderBy(jobStages.position)
        return rows.map((row) => ({ value: row.id, label: row.name, count: raw.get(row.id) ?? 0 }))
      },
    },
  ]
}

/**
 * Refuses a query string that filters on sensitive or discriminatory data (gênero, etnia…) with 400
 * and the reason, before validation (docs/decisions/023-no-sensitive-filters.md). Runs as the
 * preValidation of every route that reads the filters.
 */
export async function rejectSensitiveFilters(request: { query: unknown }): Promise<void> {
  for (const key of Object.keys((request.query ?? {}) as Record<string, unknown>)) {
    const what = SENSITIVE_FILTER_PARAMS[key.toLowerCase()]
    if (what) throw new AppError('BAD_REQUEST', FILTER_MESSAGES.sensitive(what), { param: key })
  }
}

/** A field the company added whose answers are filterable (dropdown, sim_nao, checkbox; never sensitive). */
export function isFilterableField(field: FormField): boolean {
  return (
    FILTERABLE_FIELD_TYPES.includes(field.type as never) &&
    !field.isSensitive &&
    !SENSITIVE_FIELD_KEYS[field.key] &&
    !FACET_FIELD_KEYS.has(field.key)
  )
}

function customFieldFacet(field: FormField): ServerFacet & { label: string } {
  const id = `${CUSTOM_FIELD_PARAM_PREFIX}${field.id}`
  if (field.type !== 'dropdown') {
    // A switch or checkbox left off is not sent with the form: every row without "Sim" is "Não".
    const yes = sql`${t.filterFacts} @> ${JSON.stringify({ [id]: ['Sim'] })}::jsonb`
    return {
      id,
      label: field.label,
      advanced: true,
      where: (values) =>
        values.includes('Sim') && values.includes('Não')
          ? sql`true`
          : values.includes('Sim')
            ? yes
            : sql`not ${yes}`,
      memory: {
        kind: 'row',
        optionOf: (row) => (row.hasFact(id, 'Sim') ? 'Sim' : 'Não'),
        matches: (values) => {
          if (values.includes('Sim') && values.includes('Não')) return () => true
          const wanted = values.includes('Sim')
          return (row) => row.hasFact(id, 'Sim') === wanted
        },
      },
      optionCounts: fixedOptions(YES_NO.map((value) => ({ value, label: value }))),
    }
  }
  const options = field.options ?? []
  return {
    id,
    label: field.label,
    advanced: true,
    where: (values) => anyFact(id, values),
    memory: { kind: 'fact', key: id, accepts: anyOf },
    optionCounts: fixedOptions(options.map((value) => ({ value, label: value }))),
  }
}

/** What a list request filters by, checked: the facets chosen, with their conditions. */
export type ResolvedFilters = {
  companyId: string
  status: 'todos' | SubmissionStatus
  q: string
  job: string
  /** The chosen facets in registry order, each with its condition. */
  active: { facet: ServerFacet; values: string[]; condition: SQL }[]
  /** Every facet counted (the registry, job/stage and the company's filterable fields). */
  facets: (ServerFacet & { label?: string })[]
  /**
   * Conditions of filters kept outside the panel's registry (folder, tag, minimum rating:
   * applications.service.ts resolveListFilters): every row of the list and of the counts meets them.
   */
  extra: SQL[]
}

type FilterInput = {
  q: string
  status: 'todos' | SubmissionStatus
  job: string
  stage?: string | undefined
  filters: AdvancedFilters
}

/**
 * Checks a request's filters against the company: a sensitive or unknown custom field -> 400, an
 * advanced facet on a plan without advancedFilters -> 403 PLAN_REQUIRED. Status, search, job and
 * stage stay free.
 */
export async function resolveFilters(
  db: Db,
  companyId: string,
  input: FilterInput,
  options: { loadCustomFields?: boolean } = {},
): Promise<ResolvedFilters> {
  const { filters } = input
  const needFields = options.loadCustomFields || Object.keys(filters.fields).length > 0
  const form = needFields ? await loadCompanyForm(db, companyId) : null
  const customFacets = new Map<string, ServerFacet & { label: string }>()
  for (const field of form?.fields ?? []) {
    if (isFilterableField(field)) customFacets.set(field.id.toLowerCase(), customFieldFacet(field))
  }
  for (const fieldId of Object.keys(filters.fields)) {
    if (customFacets.has(fieldId)) continue
    const field = form?.fields.find((item) => item.id.toLowerCase() === fieldId)
    const sensitive = field && (field.isSensitive || SENSITIVE_FIELD_KEYS[field.key])
    if (sensitive) {
      throw new AppError(
        'BAD_REQUEST',
        FILTER_MESSAGES.sensitive(SENSITIVE_FIELD_KEYS[field.key] ?? field.label.toLowerCase()),
      )
    }
    throw new AppError('BAD_REQUEST', FILTER_MESSAGES.unknownField)
  }
  const resolved: ResolvedFilters = {
    companyId,
    status: input.status,
    q: input.q,
    job: input.job,
    active: [],
    facets: [],
    extra: [],
  }
  resolved.facets = [...SERVER_FACETS, ...jobFacets(resolved), ...customFacets.values()]
  const chosen = (facet: ServerFacet): string[] | undefined => {
    if (facet.id === 'job') return input.job === 'todas' ? undefined : [input.job]
    if (facet.id === 'stage') return input.stage ? [input.stage] : undefined
    if (facet.id.startsWith(CUSTOM_FIELD_PARAM_PREFIX)) {
      return filters.fields[facet.id.slice(CUSTOM_FIELD_PARAM_PREFIX.length)]
    }
    return filters.facets[facet.id as FilterFacetId]
  }
  for (const facet of resolved.facets) {
    const values = chosen(facet)
    if (values && values.length > 0) resolved.active.push({ facet, values, condition: facet.where(values) })
  }
  // The plan gate reads each chosen facet's own flag: job and stage (and any facet registered with
  // advanced: false, e.g. folders, sold on every plan) stay free.
  if (resolved.active.some((item) => item.facet.advanced)) {
    await assertPlanFeature(db, { companyId, feature: 'advancedFilters' })
  }
  return resolved
}

/** The conditions every row of the list and of the counts meets: company, status and search. */
function baseWhere(filters: ResolvedFilters): SQL {
  return tenantWhere(
    t,
    filters.companyId,
    filters.status === 'todos' ? undefined : eq(t.status, filters.status),
    searchCondition(filters.q),
    ...filters.extra,
  )
}

/** The list's WHERE: the base and every chosen facet. */
export function filtersWhere(filters: ResolvedFilters, ...more: SQL[]): SQL {
  return and(baseWhere(filters), ...filters.active.map((item) => item.condition), ...more) as SQL
}

/**
 * GET /api/applications/filter-counts: for each facet option, how many applications the list would
 * show with that option and every other chosen filter (a chosen facet's own options count the rows
 * meeting the other chosen filters). Counted in memory by facet-counts.ts from each facet's `memory`
 * rules; the search and the filters outside the panel (folder, tag, rating) narrow the rows in SQL.
 */
export async function countFilterOptions(db: Db, filters: ResolvedFilters): Promise<FilterCounts> {
  const narrowed = searchCondition(filters.q) !== undefined || filters.extra.length > 0
  const byFacet = await countFacetOptions(db, filters, async () => {
    if (!narrowed) return null
    // One row of text: thousands of ids as rows cost more to parse than to find (bench:filters).
    const result = await db.execute<{ ids: string }>(
      sql`select coalesce(string_agg(${t.id}::text, ','), '') as ids from ${t} where ${baseWhere(filters)}`,
    )
    const ids = result.rows[0]?.ids ?? ''
    return ids === '' ? [] : ids.split(',')
  })
  const context: CountContext = { db, companyId: filters.companyId, filters }
  const facets = await Promise.all(
    filters.facets.map(async (facet) => {
      const shared = FILTER_FACETS.find((item) => item.id === facet.id)
      return {
        id: facet.id,
        label: shared?.label ?? facet.label ?? (facet.id === 'job' ? 'Vaga' : 'Etapa'),
        kind:
          shared?.kind ??
          (facet.id === 'job' || facet.id === 'stage' ? ('single' as const) : ('any' as const)),
        options: await facet.optionCounts(byFacet.get(facet.id) ?? new Map(), context),
      }
    }),
  )
  return { facets }
}
