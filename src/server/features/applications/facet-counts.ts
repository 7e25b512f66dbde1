import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { candidateSubmissions } from '../../db/schema/submissions.ts'
import type { MemoryRow, ResolvedFilters, ServerFacet } from './filters.ts'

/**
 * The per-option counts of /curriculos's filters (issue 16), counted in memory
 * (docs/decisions/031-filter-counts-in-memory.md). In SQL they read every row that meets all chosen
 * filters but one, ~1–1.5 µs each: 23,000 rows and ~80 ms for three filters on a company of 100,000
 * applications, over the 80 ms budget for the list and the counts together. Here each process keeps,
 * per company, the few columns the facets read (status, dates, job, stage, experience and the facts as
 * small integers) and counts them in one pass over the company's rows.
 *
 * The copy is current when the company's row count and sum of change_seq (migration 0025: a number
 * from one sequence, set on insert and on every update of those columns) are the ones it holds; one
 * index-only query checks that before each count. When they differ, the rows with a change_seq above
 * the copy's highest are read again; if the count or sum still differ (a row deleted, or a change
 * committed after a later one was read), the company is read again whole. The search, and the filters
 * kept outside the panel (folder, tag, rating), still run in SQL: the rows they match come back as ids.
 */

const t = candidateSubmissions

/** Rows kept across companies (~300 bytes each); the least recently counted company goes first. */
const MAX_CACHED_ROWS = 400_000

/** A company's rows, column by column (index i is one application). */
type CompanyRows = {
  ids: string[]
  indexById: Map<string, number>
  status: string[]
  createdAt: number[]
  jobId: (string | null)[]
  stageId: (string | null)[]
  experienceMonths: number[]
  /** The row's facts as codes of `facts` below. */
  codes: number[][]
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

function emptyRows(): CompanyRows {
  return {
    ids: [],
    indexById: new Map(),
    status: [],
    createdAt: [],
    jobId: [],
    stageId: [],
    experienceMonths: [],
    codes: [],
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
  const facts: Record<string, string[]> =
    typeof row.filter_facts === 'string' ? JSON.parse(row.filter_facts) : (row.filter_facts ?? {})
  const codes: number[] = []
  for (const [key, values] of Object.entries(facts)) {
    for (const value of values) codes.push(factCode(rows, key, value))
  }
  let index = rows.indexById.get(row.id)
  if (index === undefined) {
    index = rows.ids.length
    rows.ids.push(row.id)
    rows.indexById.set(row.id, index)
  } else {
    rows.seqSum -= rows.changeSeq[index] ?? 0
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
    where ${t.companyId} = ${companyId} and ${t.changeSeq} > ${after}`)
  return result.rows
}

/** The company's row count and sum of change_seq, from the (company_id, change_seq) index. */
async function fingerprint(db: Db, companyId: string): Promise<{ count: number; sum: number }> {
  const result = await db.execute<{ count: number; sum: number }>(sql`select count(*)::int as count,
      coalesce(sum(${t.changeSeq}), 0)::float8 as sum
    from ${t} where ${eq(t.companyId, companyId)}`)
  const row = result.rows[0]
  return { count: Number(row?.count ?? 0), sum: Number(row?.sum ?? 0) }
}

const matches = (rows: CompanyRows, expected: { count: number; sum: number }) =>
  rows.ids.length === expected.count && rows.seqSum === expected.sum

async function refresh(db: Db, companyId: string, held: CompanyRows | undefined): Promise<CompanyRows> {
  const expected = await fingerprint(db, companyId)
  if (held && matches(held, expected)) return held
  if (held) {
    for (const row of await readRows(db, companyId, held.seqMax)) applyRow(held, row)
    if (matches(held, expected)) return held
  }
  const rows = emptyRows()
  for (const row of await readRows(db, companyId, 0)) applyRow(rows, row)
  return rows
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

/** Drops every copy of a database's companies (tests that rewrite rows under it). */
export function forgetFacetCounts(db: Db): void {
  caches.delete(db)
}

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
  let inBase: Uint8Array | null = null
  if (ids) {
    inBase = new Uint8Array(size)
    for (const id of ids) {
      const index = rows.indexById.get(id)
      if (index !== undefined) inBase[index] = 1
    }
  }
  const status = ids || filters.status === 'todos' ? null : filters.status

  const facets: readonly ServerFacet[] = filters.facets
  const facetIndex = new Map(facets.map((facet, index) => [facet.id, index]))
  // The chosen facets: fact ones as a table of accepted codes, row ones as a test.
  const chosen = filters.active.map((item) => {
    const memory = item.facet.memory
    if (memory.kind === 'fact') {
      const accepts = memory.accepts(item.values)
      const accepted = new Uint8Array(rows.factKey.length)
      for (let code = 0; code < accepted.length; code++) {
        if (rows.factKey[code] === memory.key && accepts(rows.factValue[code] ?? '')) accepted[code] = 1
      }
      return { facet: facetIndex.get(item.facet.id) ?? -1, accepted, test: null }
    }
    return {
      facet: facetIndex.get(item.facet.id) ?? -1,
      accepted: null,
      test: memory.matches(item.values, now),
    }
  })
  // Which facets a row still counts for when it misses these chosen filters (indexes of
  // filters.active), as the SQL counts had it: a chosen facet counts the rows meeting every other
  // chosen filter but those it ignores (a stage belongs to the chosen job); a facet nobody chose
  // counts the rows meeting every chosen filter.
  const activeIds = new Set(filters.active.map((item) => item.facet.id))
  const ignoredBy = facets.map((facet) =>
    activeIds.has(facet.id) ? new Set([facet.id, ...(facet.countsIgnore ?? [])]) : new Set<string>(),
  )
  const all = facets.map((_facet, index) => index)
  const countsFor = (missed: readonly number[]) =>
    all.filter((index) =>
      missed.every((chosenIndex) => ignoredBy[index]?.has(filters.active[chosenIndex]?.facet.id ?? '')),
    )
  const byMissed = new Map<string, number[]>()
  const forMissed = (missed: number[]) => {
    const key = missed.join(',')
    let list = byMissed.get(key)
    if (!list) {
      list = countsFor(missed)
      byMissed.set(key, list)
    }
    return list
  }

  // Fact codes and row facets: which facet each code belongs to.
  const codeFacet = new Int32Array(rows.factKey.length).fill(-1)
  const factFacetOfKey = new Map<string, number>()
  facets.forEach((facet, index) => {
    if (facet.memory.kind === 'fact') factFacetOfKey.set(facet.memory.key, index)
  })
  for (let code = 0; code < codeFacet.length; code++) {
    codeFacet[code] = factFacetOfKey.get(rows.factKey[code] ?? '') ?? -1
  }
  const rowFacets = facets.flatMap((facet, index) =>
    facet.memory.kind === 'row' ? [{ index, optionOf: facet.memory.optionOf }] : [],
  )
  const codeCounts = new Int32Array(rows.factKey.length)
  const rowCounts = facets.map(() => new Map<string, number>())

  const view: MemoryRow & { index: number } = {
    index: 0,
    get createdAt() {
      return rows.createdAt[this.index] ?? 0
    },
    get jobId() {
      return rows.jobId[this.index] ?? null
    },
    get stageId() {
      return rows.stageId[this.index] ?? null
    },
    get experienceMonths() {
      return rows.experienceMonths[this.index] ?? 0
    },
    hasFact(key, value) {
      const code = rows.codeOf.get(`${key}\u0000${value}`)
      return code !== undefined && (rows.codes[this.index] ?? []).includes(code)
    },
  }
  const contributing = new Uint8Array(facets.length)
  const missed: number[] = []
  for (let index = 0; index < size; index++) {
    if (inBase ? inBase[index] === 0 : status !== null && rows.status[index] !== status) continue
    view.index = index
    const codes = rows.codes[index] ?? []
    missed.length = 0
    for (let chosenIndex = 0; chosenIndex < chosen.length && missed.length < 3; chosenIndex++) {
      const item = chosen[chosenIndex]
      if (!item) continue
      let hit = false
      if (item.accepted) {
        for (const code of codes) {
          if (item.accepted[code] === 1) {
            hit = true
            break
          }
        }
      } else if (item.test) hit = item.test(view)
      if (!hit) missed.push(chosenIndex)
    }
    // Facets ignore at most one other (job ignores stage): three misses count for nothing.
    if (missed.length >= 3) continue
    const counted = missed.length === 0 ? all : forMissed(missed)
    if (counted.length === 0) continue
    contributing.fill(0)
    for (const facet of counted) contributing[facet] = 1
    for (const code of codes) {
      const facet = codeFacet[code] ?? -1
      if (facet >= 0 && contributing[facet] === 1) codeCounts[code] = (codeCounts[code] ?? 0) + 1
    }
    for (const { index: facet, optionOf } of rowFacets) {
      if (contributing[facet] !== 1) continue
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
