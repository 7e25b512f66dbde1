import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/**
 * Tenancy has one way (ARCHITECTURE.md): a company condition is built by src/server/db/tenant.ts
 * (tenantWhere, companyWhere, joinCompany…). This test reads every server source file (tests
 * excepted) and fails on a company comparison written by hand anywhere else.
 */
const serverRoot = fileURLToPath(new URL('..', import.meta.url))
const HELPER = path.join('db', 'tenant.ts')

const PATTERNS: { name: string; pattern: RegExp }[] = [
  // eq(x.companyId, …), ne(…), inArray(…), notInArray(…), also with the column second.
  {
    name: 'comparison on a companyId column',
    pattern: /\b(?:eq|ne|inArray|notInArray)\(\s*(?:[\w.]+\.companyId\b|[^,()]+,\s*[\w.]+\.companyId\b)/g,
  },
  // eq(companies.id, …): the company row itself.
  { name: 'comparison on companies.id', pattern: /\b(?:eq|ne|inArray|notInArray)\(\s*companies\.id\b/g },
  // sql`… where company_id = ${…}` and friends.
  { name: 'company_id in raw SQL', pattern: /\bcompany_id\s*(?:=|<>|!=|\bin\s*\()/gi },
]

type BareComparison = { line: number; kind: string; text: string }

/** The hand-written company comparisons of a source text (empty when every one goes through tenant.ts). */
function bareTenantComparisons(source: string): BareComparison[] {
  // One finding per place, even when two patterns see it.
  const found = new Map<number, BareComparison>()
  for (const { name, pattern } of PATTERNS) {
    for (const match of source.matchAll(pattern)) {
      if (found.has(match.index)) continue
      const line = source.slice(0, match.index).split('\n').length
      found.set(match.index, { line, kind: name, text: match[0].replace(/\s+/g, ' ') })
    }
  }
  return [...found.values()].sort((a, b) => a.line - b.line)
}

function serverSources(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name)
    if (entry.isDirectory()) return serverSources(full)
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : []
  })
}

describe('tenant boundary', () => {
  it('finds no company comparison outside src/server/db/tenant.ts', () => {
    const offenders = serverSources(serverRoot)
      .filter((file) => path.relative(serverRoot, file) !== HELPER)
      .flatMap((file) =>
        bareTenantComparisons(readFileSync(file, 'utf8')).map(
          (found) => `${path.relative(serverRoot, file)}:${found.line} ${found.kind}: ${found.text}`,
        ),
      )
    expect(offenders).toEqual([])
  })

  it('reads the whole server tree (the scan is not vacuous)', () => {
    const files = serverSources(serverRoot).map((file) => path.relative(serverRoot, file))
    expect(files).toContain(path.join('features', 'applications', 'applications.service.ts'))
    expect(files).toContain(HELPER)
    expect(files.some((file) => file.endsWith('.test.ts'))).toBe(false)
  })

  it('catches a deliberately wrong query in each form', () => {
    const wrong = [
      'db.select().from(candidateSubmissions).where(eq(candidateSubmissions.companyId, companyId))',
      'tx.delete(formSteps).where(and(eq(formSteps.stepNumber, 2), eq(\n  formSteps.companyId,\n  companyId,\n)))',
      'db.select().from(profiles).where(inArray(profiles.companyId, ids))',
      'db.update(companies).set({ name }).where(eq(companies.id, caller.companyId))',
      'db.select().from(a).innerJoin(companies, eq(companies.id, a.companyId))',
      'client.query("select id from profiles where company_id = $1 and role = \'admin\'", [companyId])',
      'db.select().from(x).where(eq(sql`1`, x.companyId))',
    ]
    for (const snippet of wrong) expect(bareTenantComparisons(snippet), snippet).toHaveLength(1)
    expect(bareTenantComparisons(wrong.join('\n')).map((found) => found.line)).toEqual([1, 2, 6, 7, 8, 9, 10])
  })

  it('lets the helpers and ordinary id comparisons through', () => {
    const right = [
      'db.select().from(candidateSubmissions).where(tenantWhere(candidateSubmissions, companyId, eq(candidateSubmissions.id, id)))',
      'db.update(companies).set({ name }).where(companyWhere(companyId))',
      'db.select().from(profiles).innerJoin(companies, joinCompany(profiles))',
      'db.select().from(user).where(eq(user.id, userId))',
      "const companyId = uuid('company_id').notNull()",
      'await tx.insert(formSteps).values({ companyId, stepNumber: 1 })',
    ]
    for (const snippet of right) expect(bareTenantComparisons(snippet), snippet).toEqual([])
  })
})
