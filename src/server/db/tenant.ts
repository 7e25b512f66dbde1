import { and, eq, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'

/**
 * The one way to build the WHERE of a query on a tenant table (ARCHITECTURE.md, "Tenancy"): the
 * caller's company first, then the query's own conditions. A query built with it cannot forget
 * the company; a row of another company is simply not found (404, never its data).
 *
 * @example
 * db.select().from(candidateSubmissions)
 *   .where(tenantWhere(candidateSubmissions, companyId, eq(candidateSubmissions.id, id)))
 */
export function tenantWhere(
  table: { companyId: PgColumn },
  companyId: string,
  ...conditions: (SQL | undefined)[]
): SQL {
  const scoped = and(eq(table.companyId, companyId), ...conditions)
  // and() with at least one defined condition never answers undefined.
  return scoped as SQL
}
