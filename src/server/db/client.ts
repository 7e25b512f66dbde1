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
  /** Where lost connections are reported (default: console.warn). */
  onConnectionError?: (error: Error) => void
}

/** The extensions of the first migration, built into PGlite. */
export const PGLITE_EXTENSIONS = { citext, pg_trgm, unaccent }

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.onConnectionError)
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

async function openPostgres(
  connectionString: string,
  onConnectionError: (error: Error) => void = (error) =>
    console.warn(`database: connection closed by the server (${error.message})`),
): Promise<Database> {
  // connectionTimeoutMillis: an unreachable server fails the query (503) instead of hanging it.
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 10_000, keepAlive: true })
  // A connection the server ends (a restart, a failover, a dropped test database) must not crash
  // the process (issue 12). pg emits 'error' on the pool for an idle client, and on the client
  // itself while it is checked out — where nothing listened, so one restart in three killed the
  // process with an unhandled 'error' event. The query running on it rejects on its own (503 from
  // the error handler), the broken client is discarded on release, and the pool opens new ones.
  pool.on('error', onConnectionError)
  pool.on('connect', (client) => {
    client.on('error', onConnectionError)
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
