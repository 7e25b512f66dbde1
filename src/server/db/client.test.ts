import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../test/database.ts'
import { type Database, migrationsPending } from './client.ts'

describe('migrationsPending (the one-query check that lets a start skip the migrator)', () => {
  let database: Database
  beforeAll(async () => {
    database = await createTestDatabase()
  })
  afterAll(async () => {
    await database.close()
  })

  it('is false on a migrated database and true when the last migration of the journal is missing', async () => {
    expect(await migrationsPending(database.db)).toBe(false)
    const last = await database.db.execute<{ id: number }>(
      sql`select id from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    )
    await database.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${last.rows[0]?.id}`)
    expect(await migrationsPending(database.db)).toBe(true)
    await database.db.execute(sql`drop schema drizzle cascade`)
    expect(await migrationsPending(database.db)).toBe(true)
  })
})
