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
import { searchCondition } from './search.ts'

/**
 * The advanced filters of /curriculos (issue 16, item 6) on the server: one registry entry per
 * facet (shared/applications/filters.ts holds its label, parameter and options) with
 *  - `where`: the SQL condition for the chosen options;
 *  - `rowValues`: a jsonb array of the row's options, which the counts group by;
 *  - `optionCounts`: the options with their counts out of those groups (cumulated for minimums).
 *
 * To add a facet (e.g. "pasta"): one entry in FILTER_FACETS (shared) and one here. A facet whose
 * values live in another table uses subqueries, e.g. for folders
 *   where: (ids) => sql`exists (select 1 from application_folders af where af.application_id = ${t.id}
 *                       and af.folder_id in (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)}))`
 *   rowValues: sql`(select coalesce(jsonb_agg(af.folder_id::text), '[]') from application_folders af
 *                  where af.application_id = ${t.id})`
 *   options: from the folders table (see jobOptions below for a facet with options read from the data).
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
  rowValues: SQL
  optionCounts: (
    raw: ReadonlyMap<string, number>,
    context: CountContext,
  ) => Promise<FacetOptionCount[]> | FacetOptionCount[]
}

type CountContext = { db: Db; companyId: string; filters: ResolvedFilters }

/** Rows that hold any of the facts: one GIN-indexed containment each (filter_facts @> {...}). */
function anyFact(facet: string, values: readonly string[]): SQL {
  const conditions = values.map(
    (value) => sql`${t.filterFacts} @> ${JSON.stringify({ [facet]: [value] })}::jsonb`,
  )
  return sql`(${sql.join(conditions, sql` or `)})`
}

const factValues = (facet: string): SQL => sql`(${t.filterFacts} -> ${facet}::text)`

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
    rowValues: factValues(id),
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

/** Sent within N days: the row's smallest bucket (7, 30, 90, 365) or none. */
const periodBucket = sql`jsonb_build_array(case ${sql.join(
  SENT_WITHIN_DAYS.map(
    (days) =>
      sql`when ${t.createdAt} >= now() - make_interval(days => ${days}::int) then ${String(days)}::text`,
  ),
  sql` `,
)} end)`

/** The registry of facets, in the panel's order (the shared one's, then job and stage). */
export const SERVER_FACETS: readonly ServerFacet[] = [
  {
    id: 'escolaridade',
    advanced: true,
    // At least the chosen level: that level or any above it in the spec's schooling list.
    where: ([value]) =>
      anyFact(
        'escolaridade',
        schoolingOptions.slice(Math.max(0, schoolingRank(value ?? ''))).map((option) => option.value),
      ),
    rowValues: factValues('escolaridade'),
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
    rowValues: sql`jsonb_build_array(least(${t.experienceMonths} / 12, 50)::text)`,
    optionCounts: (raw) => cumulative(experienceOptions, Number, Number, raw),
  },
  factFacet('primeiro_emprego'),
  factFacet('trabalhou_na_empresa'),
  factFacet('curriculo'),
  {
    id: 'periodo',
    advanced: true,
    where: ([days]) => sql`${t.createdAt} >= now() - make_interval(days => ${Number(days)}::int)`,
    rowValues: periodBucket,
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
      rowValues: sql`jsonb_build_array(coalesce(${t.jobId}::text, 'banco'))`,
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
      rowValues: sql`jsonb_build_array(${t.stageId}::text)`,
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
      rowValues: sql`jsonb_build_array(case when ${yes} then 'Sim' else 'Não' end)`,
      optionCounts: fixedOptions(YES_NO.map((value) => ({ value, label: value }))),
    }
  }
  const options = field.options ?? []
  return {
    id,
    label: field.label,
    advanced: true,
    where: (values) => anyFact(id, values),
    rowValues: factValues(id),
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
 * The counts' one statement. GET /api/applications/filter-counts: for each facet option, how many
 * applications the list would show with that option and every other chosen filter:
 *  - one branch for the facets nobody chose: the rows meeting every chosen filter, grouped by each
 *    of those facets' options;
 *  - one branch per chosen facet: the rows meeting the other chosen filters (and not the facets it
 *    ignores), grouped by that facet's options alone.
 * Each branch has its own WHERE, so each uses the indexes (GIN on filter_facts, company-led btrees).
 * With a search, the rows it matches are read once (a materialized CTE that shadows the table's
 * name, so the facets' expressions read its columns unchanged) instead of once per branch.
 */
export function filterCountsQuery(filters: ResolvedFilters): SQL {
  const { active } = filters
  const activeIds = new Set(active.map((item) => item.facet.id))
  const searching = searchCondition(filters.q) !== undefined
  // Inside the CTE the base is applied; outside it (no search) every branch applies it itself.
  const base = searching ? undefined : baseWhere(filters)
  const conditionsWithout = (ignored: ReadonlySet<string>) =>
    active.filter((item) => !ignored.has(item.facet.id)).map((item) => item.condition)
  const branches: SQL[] = []
  const unchosen = filters.facets.filter((facet) => !activeIds.has(facet.id))
  if (unchosen.length > 0) {
    const rows = unchosen.map((facet) => sql`(${facet.id}::text, ${facet.rowValues})`)
    branches.push(sql`select f.facet, v.value, count(*)::int as count
      from ${t}
      cross join lateral (values ${sql.join(rows, sql`, `)}) as f(facet, vals)
      cross join lateral jsonb_array_elements_text(f.vals) as v(value)
      where ${and(sql`true`, base, ...conditionsWithout(new Set()))}
      group by 1, 2`)
  }
  for (const facet of filters.facets.filter((item) => activeIds.has(item.id))) {
    const ignored = new Set([facet.id, ...(facet.countsIgnore ?? [])])
    branches.push(sql`select ${facet.id}::text as facet, v.value, count(*)::int as count
      from ${t}
      cross join lateral jsonb_array_elements_text(${facet.rowValues}) as v(value)
      where ${and(sql`true`, base, ...conditionsWithout(ignored))}
      group by 2`)
  }
  const union = sql.join(branches, sql` union all `)
  if (!searching) return union
  return sql`with ${t} as materialized (
      select ${t.filterFacts}, ${t.experienceMonths}, ${t.createdAt}, ${t.jobId}, ${t.stageId}
      from ${t}
      where ${baseWhere(filters)}
    )
    ${union}`
}

export async function countFilterOptions(db: Db, filters: ResolvedFilters): Promise<FilterCounts> {
  // Without parallel workers: the branches of a count each start workers for a few thousand rows,
  // and under concurrent requests the workers compete with the other requests for the cores
  // (bench:filters, 2 cores: 113 ms serial against 320 ms parallel for the counts without a search).
  // Without JIT compilation either: the statement's cost estimate passes jit_above_cost, and
  // compiling its expressions took ~30 ms of a ~110 ms count (bench:filters, no search: p50 114 ->
  // 81 ms in psql). set_config(…, true) is SET LOCAL: it ends with the transaction; PGlite (no parallel
  // workers, no JIT) takes both unchanged.
  const result = await db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('max_parallel_workers_per_gather', '0', true), set_config('jit', 'off', true)`,
    )
    return tx.execute<{ facet: string; value: string | null; count: number }>(filterCountsQuery(filters))
  })
  const byFacet = new Map<string, Map<string, number>>()
  for (const row of result.rows) {
    if (row.value === null) continue
    const counts = byFacet.get(row.facet) ?? new Map<string, number>()
    counts.set(row.value, Number(row.count))
    byFacet.set(row.facet, counts)
  }
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
