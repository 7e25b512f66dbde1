import { randomBytes } from 'node:crypto'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestS3Server, type TestS3Server } from '../test/s3-server.ts'
import { createS3Storage } from './s3-storage.ts'
import { createDiskStorage, type FileStorage } from './storage.ts'

async function collect(files: FileStorage, prefix: string): Promise<string[]> {
  const keys: string[] = []
  for await (const file of files.list(prefix)) keys.push(file.key)
  return keys.sort()
}

/** The same cases for every adapter: what the app relies on, whatever STORAGE says. */
function contract(name: string, open: () => FileStorage) {
  describe(`${name} storage`, () => {
    // Each case writes under its own folder, so cases never see each other's files.
    const folder = () => `case-${randomBytes(6).toString('hex')}`

    it('writes, reads, overwrites and deletes files by key', async () => {
      const files = open()
      const key = `${folder()}/a/b/foto.png`
      await files.put(key, new Uint8Array([1, 2, 3]))
      expect(await files.get(key)).toEqual(Buffer.from([1, 2, 3]))
      await files.put(key, new Uint8Array([4]))
      expect(await files.get(key)).toEqual(Buffer.from([4]))
      await files.delete(key)
      expect(await files.get(key)).toBeNull()
      expect(await files.getStream(key)).toBeNull()
      await files.delete(key) // deleting a missing file is not an error
    })

    it('streams a file in and out without changing a byte', async () => {
      const files = open()
      const key = `${folder()}/curriculo.pdf`
      // 6 MB in 64 KB chunks: more than one S3 multipart part.
      const chunks = Array.from({ length: 96 }, () => randomBytes(64 * 1024))
      const whole = Buffer.concat(chunks)
      await files.putStream(key, Readable.from(chunks))
      const stored = await files.getStream(key)
      expect(stored?.size).toBe(whole.length)
      const read: Buffer[] = []
      for await (const chunk of stored?.body ?? []) read.push(chunk as Buffer)
      expect(Buffer.concat(read).equals(whole)).toBe(true)
      expect((await files.get(key))?.equals(whole)).toBe(true)
    })

    it('keeps the previous file when a streamed write fails half-way', async () => {
      const files = open()
      const key = `${folder()}/carta.txt`
      await files.put(key, Buffer.from('anterior'))
      const failing = new Readable({
        read() {
          this.push(Buffer.alloc(1024, 1))
          this.destroy(new Error('connection lost'))
        },
      })
      await expect(files.putStream(key, failing)).rejects.toThrow()
      const stored = await files.getStream(key)
      expect(stored && (await text(stored.body))).toBe('anterior')
    })

    it('lists the files under a folder with when each was written', async () => {
      const files = open()
      const base = folder()
      const before = Date.now() - 60_000
      await files.put(`${base}/x/1.jpg`, new Uint8Array([1]))
      await files.put(`${base}/x/y/2.jpg`, new Uint8Array([2]))
      await files.put(`${base}/z/3.jpg`, new Uint8Array([3]))
      expect(await collect(files, `${base}/x/`)).toEqual([`${base}/x/1.jpg`, `${base}/x/y/2.jpg`])
      expect(await collect(files, `${base}/nada/`)).toEqual([])
      for await (const file of files.list(`${base}/`)) {
        expect(file.modifiedAt.getTime()).toBeGreaterThan(before)
      }
    })

    it('refuses keys that would leave the storage folder', async () => {
      const files = open()
      await expect(files.put('../fora.txt', new Uint8Array([1]))).rejects.toThrow(/Invalid storage key/)
      await expect(files.get('/etc/passwd')).rejects.toThrow(/Invalid storage key/)
      await expect(files.put('a/../../b', new Uint8Array([1]))).rejects.toThrow(/Invalid storage key/)
      await expect(files.putStream('../x', Readable.from([]))).rejects.toThrow(/Invalid storage key/)
      await expect(files.getStream('a/./b')).rejects.toThrow(/Invalid storage key/)
    })
  })
}

let diskRoot = ''
let s3: TestS3Server | undefined
beforeAll(async () => {
  diskRoot = mkdtempSync(path.join(tmpdir(), 'talentos-storage-'))
  s3 = await startTestS3Server()
})
afterAll(async () => {
  rmSync(diskRoot, { recursive: true, force: true })
  await s3?.stop()
})

contract('disk', () => createDiskStorage(diskRoot))
contract('s3', () => {
  if (!s3) throw new Error('s3rver did not start')
  return createS3Storage(s3.config)
})

describe('disk storage', () => {
  it('leaves no temporary file behind after a write, whole or failed', async () => {
    const key = `atomic-${randomBytes(4).toString('hex')}/foto.png`
    const files = createDiskStorage(diskRoot)
    await files.put(key, new Uint8Array([1]))
    await files.putStream(key, Readable.from([Buffer.from([2])]))
    const failing = new Readable({
      read() {
        this.destroy(new Error('x'))
      },
    })
    await expect(files.putStream(key, failing)).rejects.toThrow()
    expect(readdirSync(path.join(diskRoot, path.dirname(key)))).toEqual(['foto.png'])
  })
})
