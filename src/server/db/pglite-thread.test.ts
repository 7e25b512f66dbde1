import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { types } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DatabaseError, openPgliteThread, type PgliteThreadClient } from './pglite-thread.ts'

describe('PGlite on its own thread', () => {
  let dataDir: string
  let client: PgliteThreadClient

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'talentos-pglite-thread-'))
    client = openPgliteThread(dataDir)
    await client.exec('create table items (id serial primary key, name text unique not null, at timestamptz)')
  }, 60_000)

  afterAll(async () => {
    await client.close()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('answers queries with parameters, as objects or arrays, with raw-text types kept as text', async () => {
    await client.query('insert into items (name, at) values ($1, $2)', ['alfa', '2026-11-27T10:00:00Z'])
    const objects = await client.query<{ name: string; at: Date }>(
      'select name, at from items where name = $1',
      ['alfa'],
    )
    expect(objects.rows).toEqual([{ name: 'alfa', at: new Date('2026-11-27T10:00:00Z') }])
    const arrays = await client.query('select name, at from items where name = $1', ['alfa'], {
      rowMode: 'array',
      parsers: { [types.TIMESTAMPTZ]: (value) => value },
    })
    expect(arrays.rows).toEqual([['alfa', '2026-11-27 10:00:00+00']])
  })

  it('refuses a parser it cannot run on the other thread', async () => {
    await expect(
      client.query('select 1', [], { parsers: { [types.INT4]: (value) => Number(value) * 2 } }),
    ).rejects.toThrow(/not the identity/)
  })

  it("rejects with PostgreSQL's error fields (what the app's conflict checks read)", async () => {
    await client.query('insert into items (name) values ($1)', ['duplicada'])
    const error = await client.query('insert into items (name) values ($1)', ['duplicada']).catch((e) => e)
    expect(error).toBeInstanceOf(DatabaseError)
    expect(error).toMatchObject({ code: '23505', constraint: 'items_name_key', table: 'items' })
  })

  it('commits a transaction, and rolls back one whose callback fails or that rolls itself back', async () => {
    await client.transaction(async (tx) => {
      await tx.query('insert into items (name) values ($1)', ['committed'])
    })
    await expect(
      client.transaction(async (tx) => {
        await tx.query('insert into items (name) values ($1)', ['failed'])
        throw new Error('callback failed')
      }),
    ).rejects.toThrow('callback failed')
    await client.transaction(async (tx) => {
      await tx.query('insert into items (name) values ($1)', ['rolled-back'])
      await tx.rollback()
      expect(tx.closed).toBe(true)
    })
    const names = await client.query<{ name: string }>(
      "select name from items where name in ('committed', 'failed', 'rolled-back')",
    )
    expect(names.rows).toEqual([{ name: 'committed' }])
  })

  it('makes a query from outside wait for an open transaction, which sees its own writes', async () => {
    const order: string[] = []
    let outside: Promise<unknown> | undefined
    await client.transaction(async (tx) => {
      await tx.query('insert into items (name) values ($1)', ['inside'])
      outside = client
        .query('select count(*)::int as n from items where name = $1', ['inside'])
        .then((result) => {
          order.push('outside')
          return result
        })
      const seen = await tx.query<{ n: number }>('select count(*)::int as n from items where name = $1', [
        'inside',
      ])
      order.push('inside')
      expect(seen.rows[0]?.n).toBe(1)
    })
    const result = (await outside) as { rows: { n: number }[] }
    expect(order).toEqual(['inside', 'outside'])
    expect(result.rows[0]?.n).toBe(1)
  })

  it('runs Drizzle, with its transactions, through the thread', async () => {
    const db = drizzle({ client: client as never })
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into items (name) values (${'drizzle'})`)
    })
    const result = await db.execute<{ name: string }>(sql`select name from items where name = ${'drizzle'}`)
    expect(result.rows).toEqual([{ name: 'drizzle' }])
  })
})

describe('PGlite thread that cannot open its database', () => {
  it('rejects every call with the reason', async () => {
    // A data directory of another PostgreSQL version.
    const dataDir = mkdtempSync(path.join(tmpdir(), 'talentos-pglite-thread-bad-'))
    mkdirSync(path.join(dataDir, 'pglite'))
    writeFileSync(path.join(dataDir, 'pglite', 'PG_VERSION'), '99\n')
    const client = openPgliteThread(dataDir)
    await expect(client.ready).rejects.toThrow('PGlite failed to initialize properly')
    await expect(client.query('select 1')).rejects.toThrow('PGlite failed to initialize properly')
    await client.close()
    rmSync(dataDir, { recursive: true, force: true })
  }, 60_000)
})
