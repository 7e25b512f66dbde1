import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { type Database, openDatabase } from '../db/client.ts'

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or — when TEST_DATABASE_URL is
 * set (CI) — a new database created on that PostgreSQL server and dropped on close.
 */
export async function createTestDatabase(): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL
  if (!adminUrl) {
    const database = await openDatabase({ inMemory: true })
    await database.migrate()
    return database
  }
  const name = `talentos_test_${randomBytes(6).toString('hex')}`
  await withAdmin(adminUrl, (client) => client.query(`create database ${name}`))
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const database = await openDatabase({ databaseUrl: url.toString() })
  await database.migrate()
  return {
    ...database,
    async close() {
      await database.close()
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
