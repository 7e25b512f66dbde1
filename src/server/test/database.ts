import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import pg from 'pg'
import { inject } from 'vitest'
import { type Database, openDatabase } from '../db/client.ts'

let pgliteTemplate: Blob | undefined

/**
 * A fresh, migrated database for one test file, copied from the run's template (global-setup.ts):
 * in-memory PGlite loaded from the migrated dump, or — when TEST_DATABASE_URL is set (CI) — a new
 * database cloned from the template database on that PostgreSQL server and dropped on close.
 */
export async function createTestDatabase(): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL
  if (!adminUrl) {
    pgliteTemplate ??= new Blob([readFileSync(inject('pgliteTemplate'))])
    return openDatabase({ inMemory: true, loadDataDir: pgliteTemplate })
  }
  const { url, drop } = await createPostgresTestDatabase(adminUrl)
  const database = await openDatabase({ databaseUrl: url })
  return {
    ...database,
    async close() {
      await database.close()
      await drop()
    },
  }
}

/**
 * A new migrated PostgreSQL database cloned from the run's template, by URL (for app processes
 * started by a test, scale-out.test.ts); `drop` removes it, disconnecting whoever is left.
 */
export async function createPostgresTestDatabase(
  adminUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `talentos_test_${randomBytes(6).toString('hex')}`
  await withAdmin(adminUrl, (client) =>
    client.query(`create database ${name} template ${inject('postgresTemplate')}`),
  )
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      await withAdmin(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`))
    },
  }
}

async function withAdmin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}

export const testDatabaseKind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'
