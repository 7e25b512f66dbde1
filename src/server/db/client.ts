import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import type { NodePgDatabase } from 'drizzle-orm/node-postgres'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import type pg from 'pg'
import { PGLITE_EXTENSIONS } from './pglite-extensions.ts'
import { openPgliteThread, type PgliteThreadClient } from './pglite-thread.ts'
import * as schema from './schema/index.ts'

/**
 * One Drizzle type for both drivers. PGlite and node-postgres share the query builder;
 * we type the PGlite instance as the node-postgres one so services need not care.
 */
export type Db = NodePgDatabase<typeof schema>

/** A transaction of `db.transaction(async (tx) => …)`: the one declaration of its type. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** The database or an open transaction: what a query that may run inside a caller's transaction takes. */
export type DbExecutor = Db | Tx

/** Runs plain SQL text with positional parameters ($1, $2…); text without parameters may hold several statements. */
export type SqlExecutor = { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> }

type DriverClient = {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>
  exec?(text: string): Promise<{ rows: unknown[] }[]>
}

/**
 * Plain SQL on the same connection as `db` or a transaction `tx`, for libraries that speak SQL text
 * (the job queue: a job sent with a transaction's executor is stored only if the transaction commits).
 * Both drivers keep their client on Drizzle's session: a pg Pool or PoolClient, or PGlite (or its
 * transaction), whose `exec` runs several statements.
 */
export function sqlExecutor(dbOrTx: Db | Tx): SqlExecutor {
  const client = (dbOrTx as unknown as { session?: { client?: DriverClient } }).session?.client
  if (!client || typeof client.query !== 'function') throw new Error('No SQL client on this Drizzle database')
  return {
    async executeSql(text, values) {
      // PGlite runs a query on the main thread without any I/O in between: a chain of them (the
      // queue's start-up, ~40 queries) would hold back every HTTP request until its end. Letting
      // pending I/O run before each query keeps the server answering (the first answer of a start).
      if (client.exec) await new Promise((resolve) => setImmediate(resolve))
      if (values && values.length > 0) return client.query(text, values)
      if (client.exec) {
        const results = await client.exec(text)
        return results.at(-1) ?? { rows: [] }
      }
      return client.query(text)
    },
  }
}

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
  /** The embedded database's thread when the caller started it already (main.ts). */
  pgliteThread?: PgliteThreadClient
  /** Where lost connections are reported (default: console.warn). */
  onConnectionError?: (error: Error) => void
}

export { PGLITE_EXTENSIONS } from './pglite-extensions.ts'

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.onConnectionError)
  // A data directory (the server, the seed) opens on the database's own thread (pglite-thread.ts);
  // an in-memory database (the tests' copies of the migrated template) stays on this thread.
  const client = options.inMemory
    ? await PGlite.create({
        ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
        extensions: PGLITE_EXTENSIONS,
      })
    : (options.pgliteThread ?? openPgliteThread(options.dataDir ?? './data'))
  return openPglite(client)
}

async function openPglite(client: PGlite | PgliteThreadClient): Promise<Database> {
  const db = drizzlePglite({ client: client as PGlite, schema }) as unknown as Db
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      if (!(await migrationsPending(db))) return
      await migratePglite(db as never, { migrationsFolder })
    },
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
  // Loaded here: a PGlite process (the default install) does not pay for the PostgreSQL driver at start.
  const [{ default: pgModule }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ])
  const pool = new pgModule.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: 10_000,
    keepAlive: true,
  })
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
    migrate: async () => {
      if (!(await migrationsPending(db))) return
      await migrateOnce(pool, () => migratePg(db, { migrationsFolder }))
    },
    ping: () => ping(db),
    close: () => pool.end(),
  }
}

/**
 * Whether a migration of the journal is not applied yet: one query on a started database, instead
 * of the migrator reading and hashing every file and opening a transaction (~90 ms of a PGlite
 * start). The same rule as Drizzle's migrator: a migration is pending when its journal time is
 * later than the last applied one's. No migrations table (a new database) means pending.
 */
export async function migrationsPending(db: Db): Promise<boolean> {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[]
  }
  const latest = Math.max(...journal.entries.map((entry) => entry.when))
  try {
    const result = await db.execute<{ last: string | null }>(
      sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`,
    )
    const last = result.rows[0]?.last
    return last === null || last === undefined || Number(last) < latest
  } catch {
    return true
  }
}

/** Any constant of ours: the advisory lock held while one process migrates. */
const MIGRATION_LOCK = 74_210_002

/**
 * Several processes starting together (web processes, a worker) migrate one at a time: the others
 * wait for the lock and then find nothing left to apply.
 */
async function migrateOnce(pool: pg.Pool, migrate: () => Promise<void>): Promise<void> {
  const client = await pool.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK])
    try {
      await migrate()
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK])
    }
  } finally {
    client.release()
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
