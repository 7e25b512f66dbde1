import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { citext } from '@electric-sql/pglite/contrib/citext'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import { sql } from 'drizzle-orm'
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import * as schema from './schema/index.ts'

/**
 * One Drizzle type for both drivers. PGlite and node-postgres share the query builder;
 * we type the PGlite instance as the node-postgres one so services need not care.
 */
export type Db = NodePgDatabase<typeof schema>

export type Database = {
  db: Db
  kind: 'pglite' | 'postgres'
  /** Applies pending migrations (idempotent). */
  migrate(): Promise<void>
  /** Answers true when a trivial query succeeds. */
  ping(): Promise<boolean>
  close(): Promise<void>
}

/**
 * The migrations folder sits beside this module in src/ and is copied beside the bundle
 * (dist/server/migrations) by scripts/build-server.mjs.
 */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

type DatabaseOptions = {
  databaseUrl?: string
  dataDir?: string
  inMemory?: boolean
  /** In memory only: start from this dump of a data directory (PGlite's dumpDataDir) instead of empty. */
  loadDataDir?: Blob
}

/** The extensions of the first migration, built into PGlite. */
export const PGLITE_EXTENSIONS = { citext, pg_trgm, unaccent }

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl)
  return openPglite(
    options.inMemory ? undefined : path.join(options.dataDir ?? './data', 'pglite'),
    options.inMemory ? options.loadDataDir : undefined,
  )
}

async function openPglite(directory: string | undefined, loadDataDir: Blob | undefined): Promise<Database> {
  if (directory) mkdirSync(directory, { recursive: true })
  const client = await PGlite.create({
    ...(directory ? { dataDir: directory } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    extensions: PGLITE_EXTENSIONS,
  })
  const db = drizzlePglite(client, { schema }) as unknown as Db
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    ping: () => ping(db),
    close: () => client.close(),
  }
}

async function openPostgres(connectionString: string): Promise<Database> {
  // connectionTimeoutMillis: an unreachable server fails the start-up instead of hanging it.
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 10_000 })
  // An idle connection the server ends (a restart, a dropped test database) must not crash the
  // process: the pool replaces it on the next query. pg emits these on the pool, not on a query.
  pool.on('error', (error) => {
    console.warn(`database: idle connection closed by the server (${error.message})`)
  })
  const db = drizzlePg(pool, { schema })
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder }),
    ping: () => ping(db),
    close: () => pool.end(),
  }
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`)
    return true
  } catch {
    return false
  }
}
