import { existsSync } from 'node:fs'
import path from 'node:path'
import { eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { candidateSubmissions, submissionFiles } from '../db/schema/submissions.ts'
import { createDiskStorage } from '../storage/storage.ts'
import { createTestApp, type TestContext } from '../test/app.ts'
import { countSubmissions, createSignedInCompany, submitTestApplication } from '../test/applications.ts'
import { testDatabaseKind } from '../test/database.ts'
import { purgeExpiredApplications } from './retention.ts'

const DAY = 24 * 3600 * 1000

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestApp()
})
afterAll(async () => {
  await ctx.close()
})

async function storedFiles(ids: string[]): Promise<string[]> {
  const rows = await ctx.database.db
    .select({ storageKey: submissionFiles.storageKey })
    .from(submissionFiles)
    .where(inArray(submissionFiles.submissionId, ids))
  return rows.map((row) => path.join(ctx.dataDir, 'uploads', ...row.storageKey.split('/')))
}

describe(`retention sweep on ${testDatabaseKind}`, () => {
  it('deletes applications older than two years, with their files, in every company, and nothing else', async () => {
    // The real now, like every case of this file: a sweep deletes old rows of every company, so a
    // date in the future would also sweep what other cases (in any order) made today.
    const now = new Date()
    const acme = await createSignedInCompany(ctx)
    const other = await createSignedInCompany(ctx)
    const expired = [
      await submitTestApplication(ctx, acme.slug, { createdAt: new Date(now.getTime() - 731 * DAY) }),
      await submitTestApplication(ctx, other.slug, { createdAt: new Date(now.getTime() - 900 * DAY) }),
    ]
    const kept = [
      await submitTestApplication(ctx, acme.slug, { createdAt: new Date(now.getTime() - 729 * DAY) }),
      await submitTestApplication(ctx, other.slug, { createdAt: new Date(now.getTime() - 1 * DAY) }),
    ]
    const expiredFiles = await storedFiles(expired)
    expect(expiredFiles).toHaveLength(2)
    expect(expiredFiles.every((file) => existsSync(file))).toBe(true)

    const storage = createDiskStorage(path.join(ctx.dataDir, 'uploads'))
    expect(await purgeExpiredApplications(ctx.database, storage, { now })).toBe(2)

    const left = await ctx.database.db
      .select({ id: candidateSubmissions.id })
      .from(candidateSubmissions)
      .where(inArray(candidateSubmissions.id, [...expired, ...kept]))
    expect(left.map((row) => row.id).sort()).toEqual([...kept].sort())
    expect(expiredFiles.some((file) => existsSync(file))).toBe(false)
    expect(await storedFiles(expired)).toEqual([])
    expect((await storedFiles(kept)).every((file) => existsSync(file))).toBe(true)
    expect(await countSubmissions(ctx.database.db, acme.companyId)).toBe(1)

    // Nothing left to do: a second run deletes nothing.
    expect(await purgeExpiredApplications(ctx.database, storage, { now })).toBe(0)
  })

  it('works through more than one batch', async () => {
    const now = new Date()
    const company = await createSignedInCompany(ctx)
    const old = new Date(now.getTime() - 800 * DAY)
    for (let index = 0; index < 3; index += 1) await submitTestApplication(ctx, company.slug)
    // 600 old rows without files, copied from the real ones (more than one batch of 500).
    await ctx.database.db.execute(sql`
      insert into candidate_submissions (company_id, status, form_data, search_text, created_at)
      select company_id, status, form_data, search_text, ${old.toISOString()}::timestamptz
      from candidate_submissions, generate_series(1, 200)
      where company_id = ${company.companyId}`)
    expect(await countSubmissions(ctx.database.db, company.companyId)).toBe(603)
    const storage = createDiskStorage(path.join(ctx.dataDir, 'uploads'))
    expect(await purgeExpiredApplications(ctx.database, storage, { now })).toBe(600)
    expect(await countSubmissions(ctx.database.db, company.companyId)).toBe(3)
  })

  it.runIf(testDatabaseKind === 'postgres')('leaves the sweep to the server already running it', async () => {
    const storage = createDiskStorage(path.join(ctx.dataDir, 'uploads'))
    const company = await createSignedInCompany(ctx)
    const id = await submitTestApplication(ctx, company.slug, { createdAt: new Date('2000-01-01T00:00:00Z') })
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    let locked: () => void = () => {}
    const lockTaken = new Promise<void>((resolve) => {
      locked = resolve
    })
    const holder = ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(74210001)`)
      locked()
      await held
    })
    await lockTaken
    expect(await purgeExpiredApplications(ctx.database, storage)).toBeNull()
    release()
    await holder
    expect(await purgeExpiredApplications(ctx.database, storage)).toBeGreaterThanOrEqual(1)
    const rows = await ctx.database.db
      .select()
      .from(candidateSubmissions)
      .where(eq(candidateSubmissions.id, id))
    expect(rows).toEqual([])
  })
})
