import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createTestDatabase } from '../test/database.ts'
import type { Database } from './client.ts'

let database: Database
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(async () => {
  await database.close()
})

/**
 * Every query of a tenant table is scoped by company (db/tenant.ts), so company_id must lead an index
 * (or the primary key) of each: that is the access path, and the Citus distribution column when
 * one PostgreSQL is not enough (docs/decisions/018-scale-out.md).
 */
it('has company_id as the first column of an index on every tenant table', async () => {
  const { rows } = await database.db.execute<{ table: string; leading: boolean }>(sql`
    select c.relname as table,
      exists (select 1 from pg_index i where i.indrelid = c.oid and i.indkey[0] = a.attnum) as leading
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    join pg_namespace n on n.oid = c.relnamespace
    where a.attname = 'company_id' and not a.attisdropped and n.nspname = 'public' and c.relkind = 'r'
    order by c.relname`)
  expect(rows.length).toBeGreaterThan(5)
  expect(rows.filter((row) => !row.leading).map((row) => row.table)).toEqual([])
})

/**
 * The tables that are not per company (docs/decisions/018-scale-out.md "Kept on the coordinator"):
 * Better Auth's, the per-IP rate limits, and `companies` itself (distributed by its id). Every other
 * table of ours must carry company_id, or it could not be co-located with its company's rows.
 */
const NOT_PER_COMPANY = [
  'account',
  'api_rate_limits',
  'companies',
  'rate_limit',
  'session',
  'user',
  'verification',
]

it('has a company_id column on every table except the ones kept on the coordinator', async () => {
  const { rows } = await database.db.execute<{ table: string }>(sql`
    select c.relname as table
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
      and not exists (
        select 1 from pg_attribute a
        where a.attrelid = c.oid and a.attname = 'company_id' and not a.attisdropped
      )
    order by c.relname`)
  expect(rows.map((row) => row.table)).toEqual(NOT_PER_COMPANY)
})
