import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createDiskStorage } from './storage.ts'

describe('disk storage', () => {
  const roots: string[] = []
  afterEach(() => {
    for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true })
  })
  function storage() {
    const root = mkdtempSync(path.join(tmpdir(), 'talentos-storage-'))
    roots.push(root)
    return { root, files: createDiskStorage(root) }
  }

  it('writes, reads, overwrites and deletes files by key', async () => {
    const { root, files } = storage()
    await files.put('submissions/a/b/foto.png', new Uint8Array([1, 2, 3]))
    expect(await files.get('submissions/a/b/foto.png')).toEqual(Buffer.from([1, 2, 3]))
    await files.put('submissions/a/b/foto.png', new Uint8Array([4]))
    expect(await files.get('submissions/a/b/foto.png')).toEqual(Buffer.from([4]))
    expect(readdirSync(path.join(root, 'submissions', 'a', 'b'))).toEqual(['foto.png'])
    await files.delete('submissions/a/b/foto.png')
    expect(await files.get('submissions/a/b/foto.png')).toBeNull()
  })

  it('refuses keys that would leave the storage folder', async () => {
    const { files } = storage()
    await expect(files.put('../fora.txt', new Uint8Array([1]))).rejects.toThrow(/Invalid storage key/)
    await expect(files.get('/etc/passwd')).rejects.toThrow(/Invalid storage key/)
    await expect(files.put('a/../../b', new Uint8Array([1]))).rejects.toThrow(/Invalid storage key/)
  })
})
