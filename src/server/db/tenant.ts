import { and, eq, ne, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { companies } from './schema/companies.ts'

/**
 * The one module that compares a company id (ARCHITECTURE.md, "Tenancy"). Every query on a tenant
 * table — select, update, delete, a join — builds its company condition here, so none can forget
 * the company; a row of another company is simply not found (404, never its data).
 * src/server/db/tenant-boundary.test.ts fails on a company comparison written anywhere else.
 */

/** A tenant table: every row carries its company. */
type TenantTable = { companyId: PgColumn }

/**
 * The WHERE of a query on a tenant table: the caller's company first, then the query's own
 * conditions. Works the same for `select`, `update` and `delete`.
 *
 * @example
 * db.select().from(candidateSubmissions)
 *   .where(tenantWhere(candidateSubmissions, companyId, eq(candidateSubmissions.id, id)))
 * tx.delete(formSteps).where(tenantWhere(formSteps, companyId))
 */
export function tenantWhere(table: TenantTable, companyId: string, ...conditions: (SQL | undefined)[]): SQL {
  const scoped = and(eq(table.companyId, companyId), ...conditions)
  // and() with at least one defined condition never answers undefined.
  return scoped as SQL
}

/**
 * The WHERE of a query on the companies table itself: the caller's own company row.
 *
 * @example
 * db.update(companies).set({ name }).where(companyWhere(companyId))
 */
export function companyWhere(companyId: string, ...conditions: (SQL | undefined)[]): SQL {
  return and(eq(companies.id, companyId), ...conditions) as SQL
}

/**
 * The ON of a join from a tenant table to its company (the row's own company, never another).
 *
 * @example
 * db.select().from(profiles).innerJoin(companies, joinCompany(profiles))
 */
export function joinCompany(table: TenantTable): SQL {
  return eq(companies.id, table.companyId)
}

/**
 * The ON of a join between two tenant tables: the rows must belong to the same company, on top
 * of the join's own conditions.
 *
 * @example
 * db.select().from(a).innerJoin(b, joinSameCompany(a, b, eq(b.aId, a.id)))
 */
export function joinSameCompany(
  left: TenantTable,
  right: TenantTable,
  ...conditions: (SQL | undefined)[]
): SQL {
  return and(eq(left.companyId, right.companyId), ...conditions) as SQL
}

/**
 * The rows of every company but the caller's, for a uniqueness check across tenants (a public
 * slug another company uses or keeps reserved). Never a way to read another company's data.
 *
 * @example
 * tx.select({ id: companies.id }).from(companies).where(otherCompanies(companyId, eq(companies.publicFormUrl, slug)))
 */
export function otherCompanies(companyId: string, ...conditions: (SQL | undefined)[]): SQL {
  return and(ne(companies.id, companyId), ...conditions) as SQL
}

/** Like `otherCompanies`, on a tenant table: the rows that belong to any other company. */
export function otherTenants(table: TenantTable, companyId: string, ...conditions: (SQL | undefined)[]): SQL {
  return and(ne(table.companyId, companyId), ...conditions) as SQL
}
