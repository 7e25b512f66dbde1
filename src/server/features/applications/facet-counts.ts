import { lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { applicationCountChanges, candidateSubmissions } from '../../db/schema/submissions.ts'
import { tenantWhere } from '../../db/tenant.ts'
import type { MemoryRow, ResolvedFilters, ServerFacet } from './filters.ts'

/**
 * The per-option counts of /curriculos's filters (issue 16), counted in memory
 * (docs/decisions/031-filter-counts-in-memory.md). In SQL they read every row that meets all chosen
 * filters but one, ~1–1.5 µs each: 23,000 rows and ~80 ms for three filters on a company of 100,000
 * applications, over the 80 ms budget for the list and the counts together. Here each process keeps,
 * per company, the few columns the facets read (status, dates, job, stage, experience and the facts as
 * small integers) and counts them in one pass over the company's rows.
 *
 * Freshness (migration 0025): every statement that adds, deletes or changes one of a company's
 * applications adds a row to application_count_changes, and gives each changed row a new change_seq.
 * Before each count the company's changes are read (count, sum and highest seq of a few rows, an
 * index-only scan); when they moved, the rows with a change_seq above the
 * copy's highest are read again, and the company's row count and sum of change_seq must then be the
 * copy's, or the company is read again whole (a row deleted, or a change committed after a later one
 * was read). The search, and the filters kept outside the panel (folder, tag, rating), still run in
 * SQL: the rows they match come back as ids.
 */

const t = candidateSubmissions

/**
 * Rows kept across companies: ~440 bytes of heap each (bench:filters: 43.5 MB for 100,000), so ~130 MB
 * at most. The least recently counted company goes first.
 */
const MAX_CACHED_ROWS = 300_000

/** A fact column's value for a row with several values under the key (read its `codes`). */
const SEVERAL = -2

/** A company's rows, column by column (index i is one application). */
type CompanyRows = {
  /** The company's changes these rows are (count, sum and highest seq of application_count_changes). */
  version: string
  ids: string[]
  indexById: Map<string, number>
  status: string[]
  createdAt: number[]
  jobId: (string | null)[]
  stageId: (string | null)[]
  experienceMonths: number[]
  /** Every fact of the row, as codes of the dictionary below. */
  codes: number[][]
  /** Per fact key, per row: its one code, -1 (or a hole) for none, SEVERAL. */
  byKey: Map<string, number[]>
  changeSeq: number[]
  /** Sum and maximum of changeSeq. */
  seqSum: number
  seqMax: number
  /** The facts' dictionary: "key\0value" -> code, and back. */
  codeOf: Map<string, number>
  factKey: string[]
  factValue: string[]
}

type LoadedRow = {
  id: string
  status: string
  created_at_ms: number
  job_id: string | null
  stage_id: string | null
  experience_months: number
  filter_facts: Record<string, string[]> | string
  change_seq: number
}

/** Per database (tests open many), per company. Map order is recency: the first key is evicted first. */
const caches = new WeakMap<Db, Map<string, CompanyRows>>()
const loading = new WeakMap<Db, Map<string, Promise<CompanyRows>>>()

function emptyRows(version: string): CompanyRows {
  return {
    version,
    ids: [],
    indexById: new Map(),
    status: [],
    createdAt: [],
    jobId: [],
    stageId: [],
    experienceMonths: [],
    codes: [],
    byKey: new Map(),
    changeSeq: [],
    seqSum: 0,
    seqMax: 0,
    codeOf: new Map(),
    factKey: [],
    factValue: [],
  }
}

function factCode(rows: CompanyRows, key: string, value: string): number {
  const name = `${key}\u0000${value}`
  let code = rows.codeOf.get(name)
  if (code === undefined) {
    code = rows.factKey.length
    rows.codeOf.set(name, code)
    rows.factKey.push(key)
    rows.factValue.push(value)
  }
  return code
}

/** Puts a row read from the table in the copy: replaces the one with its id or adds it. */
function applyRow(rows: CompanyRows, row: LoadedRow): void {
  let index = rows.indexById.get(row.id)
  if (index === undefined) {
    index = rows.ids.length
    rows.ids.push(row.id)
    rows.indexById.set(row.id, index)
  } else {
    rows.seqSum -= rows.changeSeq[index] ?? 0
    for (const column of rows.byKey.values()) column[index] = -1
  }
  const facts: Record<string, string[]> =
    typeof row.filter_facts === 'string' ? JSON.parse(row.filter_facts) : (row.filter_facts ?? {})
  const codes: number[] = []
  for (const [key, values] of Object.entries(facts)) {
    if (values.length === 0) continue
    let column = rows.byKey.get(key)
    if (!column) {
      column = []
      rows.byKey.set(key, column)
    }
    for (const value of values) codes.push(factCode(rows, key, value))
    column[index] = values.length === 1 ? (codes[codes.length - 1] as number) : SEVERAL
  }
  const seq = Number(row.change_seq)
  rows.status[index] = row.status
  rows.createdAt[index] = Number(row.created_at_ms)
  rows.jobId[index] = row.job_id
  rows.stageId[index] = row.stage_id
  rows.experienceMonths[index] = Number(row.experience_months)
  rows.codes[index] = codes
  rows.changeSeq[index] = seq
  rows.seqSum += seq
  if (seq > rows.seqMax) rows.seqMax = seq
}

async function readRows(db: Db, companyId: string, after: number): Promise<LoadedRow[]> {
  const result = await db.execute<LoadedRow>(sql`select ${t.id} as id, ${t.status} as status,
      (extract(epoch from ${t.createdAt}) * 1000)::float8 as created_at_ms, ${t.jobId} as job_id,
      ${t.stageId} as stage_id, ${t.experienceMonths} as experience_months,
      ${t.filterFacts} as filter_facts, ${t.changeSeq}::float8 as change_seq
    from ${t}
    where ${tenantWhere(t, companyId, sql`${t.changeSeq} > ${after}`)}`)
  return result.rows
}

/** A company with more change rows than this has all but its newest deleted. */
const CHANGES_KEPT = 200

/** The company's changes as one value: count, sum and highest seq of its application_count_changes. */
async function readVersion(db: Db, companyId: string): Promise<string> {
  const c = applicationCountChanges
  const result = await db.execute<{ count: number; sum: number; max: number }>(sql`select
      count(*)::int as count, coalesce(sum(${c.seq}), 0)::float8 as sum, coalesce(max(${c.seq}), 0)::float8 as max
    from ${c} where ${tenantWhere(c, companyId)}`)
  const row = result.rows[0]
  const count = Number(row?.count ?? 0)
  if (count > CHANGES_KEPT) {
    // Only the newest row matters from now on; the next check sees a new count and reads the
    // changed rows (none) and the company's count and sum, as after any change.
    await db.delete(c).where(tenantWhere(c, companyId, lt(c.seq, Number(row?.max ?? 0))))
  }
  return `${count}:${row?.sum ?? 0}:${row?.max ?? 0}`
}

/** The company's row count and sum of change_seq, from the (company_id, change_seq) index. */
async function fingerprint(db: Db, companyId: string): Promise<{ count: number; sum: number }> {
  const result = await db.execute<{ count: number; sum: number }>(sql`select count(*)::int as count,
      coalesce(sum(${t.changeSeq}), 0)::float8 as sum
    from ${t} where ${tenantWhere(t, companyId)}`)
  const row = result.rows[0]
  return { count: Number(row?.count ?? 0), sum: Number(row?.sum ?? 0) }
}

async function refresh(db: Db, companyId: string, held: CompanyRows | undefined): Promise<CompanyRows> {
  // Read before the rows: a change committed in between leaves the copy a version behind, read again
  // by the next count, never a newer version on older rows.
  const version = await readVersion(db, companyId)
  if (held && held.version === version) return held
  if (held) {
    await applyRows(held, await readRows(db, companyId, held.seqMax))
    const expected = await fingerprint(db, companyId)
    if (held.ids.length === expected.count && held.seqSum === expected.sum) {
      held.version = version
      return held
    }
  }
  const rows = emptyRows(version)
  await applyRows(rows, await readRows(db, companyId, 0))
  return rows
}

/** Rows applied per turn of the event loop: other requests run between turns while a big company is read. */
const ROWS_PER_TURN = 5_000

async function applyRows(rows: CompanyRows, loaded: readonly LoadedRow[]): Promise<void> {
  for (let start = 0; start < loaded.length; start += ROWS_PER_TURN) {
    if (start > 0) await new Promise((resolve) => setImmediate(resolve))
    for (const row of loaded.slice(start, start + ROWS_PER_TURN)) applyRow(rows, row)
  }
}

/** The company's rows as they are now: the copy checked (and brought up to date) first. */
async function companyRows(db: Db, companyId: string): Promise<CompanyRows> {
  const cache = caches.get(db) ?? new Map<string, CompanyRows>()
  caches.set(db, cache)
  const pending = loading.get(db) ?? new Map<string, Promise<CompanyRows>>()
  loading.set(db, pending)
  // Requests arriving while the company is checked or read share that work.
  const inFlight = pending.get(companyId)
  if (inFlight) return inFlight
  const work = refresh(db, companyId, cache.get(companyId)).finally(() => pending.delete(companyId))
  pending.set(companyId, work)
  const rows = await work
  cache.delete(companyId)
  cache.set(companyId, rows)
  let total = 0
  for (const held of cache.values()) total += held.ids.length
  for (const [id, held] of cache) {
    if (total <= MAX_CACHED_ROWS || id === companyId) break
    cache.delete(id)
    total -= held.ids.length
  }
  return rows
}

/** Drops every copy of a database's companies (the benchmark's first count after a start). */
export function forgetFacetCounts(db: Db): void {
  caches.delete(db)
}

/** What a row counts for, given which chosen filters it misses. */
type Counted = {
  facts: { facet: number; column: number[] }[]
  rows: { facet: number; optionOf: RowOption }[]
}
type RowOption = (row: MemoryRow, now: number) => string | null

/**
 * How many rows each facet option would give: `facetOption -> count` per facet id, the rows a
 * facet's options are counted over being those meeting every chosen filter except the facet itself
 * and those it ignores (a stage belongs to the chosen job). `baseIds`: the rows of the search and the
 * filters outside the panel, when any is set (null: every row of the chosen status).
 */
export async function countFacetOptions(
  db: Db,
  filters: ResolvedFilters,
  baseIds: () => Promise<string[] | null>,
): Promise<Map<string, Map<string, number>>> {
  const [rows, ids] = await Promise.all([companyRows(db, filters.companyId), baseIds()])
  const now = Date.now()
  const size = rows.ids.length
  // The rows counted: those of the search and outside filters (their ids), else every row of the
  // chosen status.
  const base: number[] = []
  for (const id of ids ?? []) {
    const index = rows.indexById.get(id)
    if (index !== undefined) base.push(index)
  }
  const visited = ids ? base.length : size
  const status = ids || filters.status === 'todos' ? null : filters.status
  const facets: readonly ServerFacet[] = filters.facets
  const noColumn: number[] = []
  const columnOf = (key: string) => rows.byKey.get(key) ?? noColumn

  // The chosen filters: a fact one as its key's column and the codes it accepts, a row one as a test.
  const chosen = filters.active.map((item) => {
    const memory = item.facet.memory
    if (memory.kind === 'row') return { column: null, accepted: null, test: memory.matches(item.values, now) }
    const accepts = memory.accepts(item.values)
    const accepted = new Uint8Array(rows.factKey.length)
    for (let code = 0; code < accepted.length; code++) {
      if (rows.factKey[code] === memory.key && accepts(rows.factValue[code] ?? '')) accepted[code] = 1
    }
    return { column: columnOf(memory.key), accepted, test: null }
  })

  // Which facets a row still counts for when it misses these chosen filters (indexes of
  // filters.active), as the SQL counts had it: a chosen facet counts the rows meeting every other
  // chosen filter but those it ignores (a stage belongs to the chosen job); a facet nobody chose
  // counts the rows meeting every chosen filter.
  const activeIds = new Set(filters.active.map((item) => item.facet.id))
  const ignoredBy = facets.map((facet) =>
    activeIds.has(facet.id) ? new Set([facet.id, ...(facet.countsIgnore ?? [])]) : new Set<string>(),
  )
  const counted = (missed: readonly number[]): Counted => {
    const found: Counted = { facts: [], rows: [] }
    facets.forEach((facet, index) => {
      const counts = missed.every((chosenIndex) =>
        ignoredBy[index]?.has(filters.active[chosenIndex]?.facet.id ?? ''),
      )
      if (!counts) return
      if (facet.memory.kind === 'fact') found.facts.push({ facet: index, column: columnOf(facet.memory.key) })
      else found.rows.push({ facet: index, optionOf: facet.memory.optionOf })
    })
    return found
  }
  // For no miss, each single miss and each pair (rows missing three count for nothing).
  const everything = counted([])
  const missingOne = chosen.map((_item, first) => counted([first]))
  const missingTwo = chosen.map((_item, first) => chosen.map((_other, second) => counted([first, second])))

  // Which facet each fact code belongs to (a row with several values under a key is read code by code).
  const codeFacet = new Int32Array(rows.factKey.length).fill(-1)
  const factFacetOfKey = new Map<string, number>()
  facets.forEach((facet, index) => {
    if (facet.memory.kind === 'fact') factFacetOfKey.set(facet.memory.key, index)
  })
  for (let code = 0; code < codeFacet.length; code++) {
    codeFacet[code] = factFacetOfKey.get(rows.factKey[code] ?? '') ?? -1
  }
  const codeCounts = new Int32Array(rows.factKey.length)
  const rowCounts = facets.map(() => new Map<string, number>())

  const view: MemoryRow & { index: number } = {
    index: 0,
    createdAt: 0,
    jobId: null,
    stageId: null,
    experienceMonths: 0,
    hasFact(key, value) {
      const code = rows.codeOf.get(`${key}\u0000${value}`)
      return code !== undefined && (rows.codes[this.index] ?? []).includes(code)
    },
  }
  for (let position = 0; position < visited; position++) {
    const index = ids ? (base[position] as number) : position
    if (status !== null && rows.status[index] !== status) continue
    view.index = index
    view.createdAt = rows.createdAt[index] as number
    view.jobId = rows.jobId[index] ?? null
    view.stageId = rows.stageId[index] ?? null
    view.experienceMonths = rows.experienceMonths[index] as number
    // Up to two missed filters matter (a facet ignores at most one other: job ignores stage).
    let misses = 0
    let first = -1
    let second = -1
    for (let chosenIndex = 0; chosenIndex < chosen.length && misses < 3; chosenIndex++) {
      const item = chosen[chosenIndex] as (typeof chosen)[number]
      let hit: boolean
      if (item.test) hit = item.test(view)
      else {
        const code = item.column?.[index] ?? -1
        if (code >= 0) hit = item.accepted?.[code] === 1
        else if (code === SEVERAL) hit = (rows.codes[index] ?? []).some((each) => item.accepted?.[each] === 1)
        else hit = false
      }
      if (hit) continue
      if (misses === 0) first = chosenIndex
      else if (misses === 1) second = chosenIndex
      misses++
    }
    if (misses >= 3) continue
    const what =
      misses === 0
        ? everything
        : misses === 1
          ? (missingOne[first] as Counted)
          : (missingTwo[first]?.[second] as Counted)
    for (const { facet, column } of what.facts) {
      const code = column[index] ?? -1
      if (code >= 0) codeCounts[code] = (codeCounts[code] as number) + 1
      else if (code === SEVERAL) {
        for (const each of rows.codes[index] ?? []) {
          if (codeFacet[each] === facet) codeCounts[each] = (codeCounts[each] as number) + 1
        }
      }
    }
    for (const { facet, optionOf } of what.rows) {
      const value = optionOf(view, now)
      if (value === null) continue
      const counts = rowCounts[facet] as Map<string, number>
      counts.set(value, (counts.get(value) ?? 0) + 1)
    }
  }

  const result = new Map<string, Map<string, number>>()
  facets.forEach((facet, index) => {
    result.set(facet.id, rowCounts[index] as Map<string, number>)
  })
  for (let code = 0; code < codeCounts.length; code++) {
    const count = codeCounts[code] ?? 0
    const facet = codeFacet[code] ?? -1
    if (count === 0 || facet < 0) continue
    result.get(facets[facet]?.id ?? '')?.set(rows.factValue[code] ?? '', count)
  }
  return result
}
