import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import PgBoss from 'pg-boss'
import { migrationsFolder, openDatabase, PGLITE_EXTENSIONS, sqlExecutor } from '../db/client.ts'
import { JOB_QUEUE_SCHEMA } from '../jobs/queue.ts'

/**
 * One migrated database per test run, copied by every test file instead of migrating its own (as
 * Epic Stack does): on PGlite a dump of a migrated data directory that each file loads into memory
 * (PGlite's loadDataDir, which also skips initdb); on PostgreSQL a template database that each file
 * clones with CREATE DATABASE … TEMPLATE. Both are named by a hash of the migrations, so they are
 * built once and reused by later runs (and by other checkouts with the same migrations) until a
 * migration changes.
 */
export function migrationsHash(): string {
  const hash = createHash('sha256')
  const walk = (directory: string) => {
    for (const entry of readdirSync(directory, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const file = path.join(directory, entry.name)
      if (entry.isDirectory()) walk(file)
      else hash.update(entry.name).update(readFileSync(file))
    }
  }
  walk(migrationsFolder)
  // A dump is read by the PostgreSQL inside the PGlite that wrote it (the version is pinned).
  const manifest = JSON.parse(readFileSync(path.resolve('package.json'), 'utf8'))
  hash.update(String(manifest.dependencies?.['@electric-sql/pglite']))
  hash.update(String(manifest.dependencies?.['pg-boss']))
  return hash.digest('hex').slice(0, 16)
}

/**
 * The job queue's tables (pg-boss installs them at its first start): installed in the template, so
 * each test file's app starts its queue without creating them again.
 */
function jobQueueSchema(): string {
  return PgBoss.getConstructionPlans(JOB_QUEUE_SCHEMA)
}

/** The path of a migrated PGlite data directory dump (a tar file in the system's temp directory). */
export async function preparePgliteTemplate(): Promise<string> {
  const file = path.join(tmpdir(), `talentos-test-template-${migrationsHash()}.tar`)
  if (existsSync(file)) return file
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS })
  await migratePglite(drizzle(client), { migrationsFolder })
  await client.exec(jobQueueSchema())
  const dump = await client.dumpDataDir('none')
  await client.close()
  // Written beside and renamed: a concurrent run never reads half a file.
  const partial = `${file}.${process.pid}.partial`
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()))
  renameSync(partial, file)
  return file
}

/** The name of a migrated template database on the server of `adminUrl`, created when missing. */
export async function preparePostgresTemplate(adminUrl: string): Promise<string> {
  const name = `talentos_template_${migrationsHash()}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    // Two runs (or two checkouts) starting together: one builds, the other waits and reuses it.
    await admin.query('select pg_advisory_lock(hashtext($1))', [name])
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name])
    if (exists.rowCount === 0) {
      const building = `${name}_building_${process.pid}`
      await admin.query(`drop database if exists ${building}`)
      await admin.query(`create database ${building}`)
      const url = new URL(adminUrl)
      url.pathname = `/${building}`
      const database = await openDatabase({ databaseUrl: url.toString() })
      try {
        await database.migrate()
        await sqlExecutor(database.db).executeSql(jobQueueSchema())
      } finally {
        await database.close()
      }
      await admin.query(`alter database ${building} rename to ${name}`)
    }
    await admin.query('select pg_advisory_unlock(hashtext($1))', [name])
    return name
  } finally {
    await admin.end()
  }
}
