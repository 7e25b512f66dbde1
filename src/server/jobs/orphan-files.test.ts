import { existsSync, utimesSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { submissionFiles } from '../db/schema/submissions.ts'
import { createDiskStorage, type FileStorage } from '../storage/storage.ts'
import { createTestApp, type TestContext } from '../test/app.ts'
import { createSignedInCompany, submitTestApplication } from '../test/applications.ts'
import { testDatabaseKind } from '../test/database.ts'
import { ORPHAN_GRACE_MS, sweepOrphanFiles } from './orphan-files.ts'

let ctx: TestContext
let storage: FileStorage
let uploads: string
beforeAll(async () => {
  ctx = await createTestApp()
  uploads = path.join(ctx.dataDir, 'uploads')
  storage = createDiskStorage(uploads)
})
afterAll(async () => {
  await ctx.close()
})

async function writeFile(key: string, ageMs: number) {
  await storage.put(key, new Uint8Array([1, 2, 3]))
  const time = new Date(Date.now() - ageMs)
  utimesSync(path.join(uploads, ...key.split('/')), time, time)
}

const exists = (key: string) => existsSync(path.join(uploads, ...key.split('/')))

describe(`orphan file sweep (issue 12, ${testDatabaseKind})`, () => {
  it('deletes old files no row refers to, and keeps referenced and recent ones', async () => {
    const company = await createSignedInCompany(ctx)
    const applicationId = await submitTestApplication(ctx, company.slug)
    const [photo] = await ctx.database.db.select({ key: submissionFiles.storageKey }).from(submissionFiles)
    expect(photo?.key).toContain(applicationId)
    const old = ORPHAN_GRACE_MS + 60_000
    // The stored photo, made old: still referenced, so kept.
    const photoFile = path.join(uploads, ...photo!.key.split('/'))
    utimesSync(photoFile, new Date(Date.now() - old), new Date(Date.now() - old))

    const orphanPhoto = `submissions/${company.companyId}/${crypto.randomUUID()}/foto.png`
    const orphanAvatar = `avatars/${company.companyId}/${company.userId}-0123456789abcdef.png`
    const unfinishedWrite = `submissions/${company.companyId}/${crypto.randomUUID()}/foto.jpg.a1b2c3.tmp`
    const recentOrphan = `submissions/${company.companyId}/${crypto.randomUUID()}/foto.png`
    await writeFile(orphanPhoto, old)
    await writeFile(orphanAvatar, old)
    await writeFile(unfinishedWrite, old)
    await writeFile(recentOrphan, 60_000)

    expect(await sweepOrphanFiles(ctx.database, storage)).toBe(3)
    expect(exists(orphanPhoto)).toBe(false)
    expect(exists(orphanAvatar)).toBe(false)
    expect(exists(unfinishedWrite)).toBe(false)
    expect(exists(recentOrphan)).toBe(true)
    expect(exists(photo!.key)).toBe(true)
    // The application still shows its photo.
    const file = await ctx.app.inject({
      method: 'GET',
      url: `/api/applications/${applicationId}/files/${photo!.key.split('/').at(-1)!.split('.')[0]}`,
      headers: { cookie: company.cookie },
    })
    expect(file.statusCode).toBe(200)
  })

  it('keeps a member’s current avatar', async () => {
    const company = await createSignedInCompany(ctx)
    const avatar = await ctx.app.inject({
      method: 'PUT',
      url: '/api/profile/avatar',
      payload: {
        data: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      },
      headers: { cookie: company.cookie, origin: 'http://localhost:3000' },
    })
    expect(avatar.statusCode, avatar.body).toBe(200)
    const now = new Date(Date.now() + ORPHAN_GRACE_MS + 60_000)
    await sweepOrphanFiles(ctx.database, storage, { now })
    const url = avatar.json().avatarUrl as string
    expect(
      (await ctx.app.inject({ method: 'GET', url, headers: { cookie: company.cookie } })).statusCode,
    ).toBe(200)
  })
})
