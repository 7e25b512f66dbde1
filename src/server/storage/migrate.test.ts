import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startTestS3Server, type TestS3Server } from '../test/s3-server.ts'
import { copyDiskStore } from './migrate.ts'
import { createS3Storage } from './s3-storage.ts'
import { createDiskStorage } from './storage.ts'

let s3: TestS3Server
const roots: string[] = []
beforeAll(async () => {
  s3 = await startTestS3Server('migrate-test')
})
afterAll(async () => {
  await s3.stop()
  for (const root of roots) rmSync(root, { recursive: true, force: true })
})

it('copies a disk store to S3 once: a second run copies nothing, a changed file is copied again', async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'talentos-migrate-'))
  roots.push(root)
  const disk = createDiskStorage(root)
  const bucket = createS3Storage(s3.config)
  await disk.put('avatars/c1/u1-a.jpg', Buffer.from('foto'))
  await disk.put('submissions/c1/s1/f1.png', Buffer.from('3x4'))
  await disk.put('submissions/c2/s2/f1.webp', Buffer.alloc(70_000, 7))

  const first = await copyDiskStore({ root, source: disk, target: bucket })
  expect(first).toMatchObject({ copied: 3, skipped: 0, failed: [], bytes: 4 + 3 + 70_000 })
  expect(await bucket.get('submissions/c2/s2/f1.webp')).toEqual(Buffer.alloc(70_000, 7))

  const second = await copyDiskStore({ root, source: disk, target: bucket })
  expect(second).toMatchObject({ copied: 0, skipped: 3, failed: [] })

  await disk.put('avatars/c1/u1-a.jpg', Buffer.from('outra foto'))
  const third = await copyDiskStore({ root, source: disk, target: bucket })
  expect(third).toMatchObject({ copied: 1, skipped: 2 })
  expect(await bucket.get('avatars/c1/u1-a.jpg')).toEqual(Buffer.from('outra foto'))
})

it('reports nothing to copy for a store that does not exist', async () => {
  const root = path.join(tmpdir(), 'talentos-migrate-missing-xyz')
  const report = await copyDiskStore({
    root,
    source: createDiskStorage(root),
    target: createS3Storage(s3.config),
  })
  expect(report).toEqual({ copied: 0, skipped: 0, failed: [], bytes: 0 })
})
