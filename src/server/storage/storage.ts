import { randomBytes } from 'node:crypto'
import type { Dirent } from 'node:fs'
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Env } from '../env.ts'

/**
 * Where uploaded files live (ARCHITECTURE.md "Files"). Keys are relative paths such as
 * "submissions/<company>/<submission>/<field>.jpg". Local disk under DATA_DIR today; an
 * S3-compatible adapter can implement the same interface.
 */
export type FileStorage = {
  /** Writes the bytes atomically: readers see the old file or the whole new one. */
  put(key: string, bytes: Uint8Array): Promise<void>
  /** The bytes, or null when no file has this key. */
  get(key: string): Promise<Buffer | null>
  delete(key: string): Promise<void>
  /**
   * Every stored file whose key starts with `prefix` (a folder such as "avatars/"), with when it was
   * last written; the orphan sweep (jobs/orphan-files.ts) walks it. Unfinished writes are listed too.
   */
  list(prefix: string): AsyncIterable<StoredFile>
}

export type StoredFile = { key: string; modifiedAt: Date }

const KEY_PATTERN = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i

function assertKey(key: string): void {
  if (!KEY_PATTERN.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`Invalid storage key: ${key}`)
  }
}

/** The app's storage, chosen by configuration: local disk under DATA_DIR/uploads. */
export function createStorage(env: Pick<Env, 'dataDir'>): FileStorage {
  return createDiskStorage(path.join(env.dataDir, 'uploads'))
}

export function createDiskStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    assertKey(key)
    return path.join(root, ...key.split('/'))
  }
  return {
    async put(key, bytes) {
      const file = resolve(key)
      await mkdir(path.dirname(file), { recursive: true })
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`
      await writeFile(temporary, bytes)
      await rename(temporary, file)
    },
    async get(key) {
      try {
        return await readFile(resolve(key))
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
    },
    async delete(key) {
      await rm(resolve(key), { force: true })
    },
    async *list(prefix) {
      const folder = prefix.replace(/\/+$/, '')
      assertKey(folder)
      yield* walk(root, folder)
    },
  }
}

async function* walk(root: string, folder: string): AsyncGenerator<StoredFile> {
  let entries: Dirent[]
  try {
    entries = await readdir(path.join(root, ...folder.split('/')), { withFileTypes: true })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return
    throw error
  }
  for (const entry of entries) {
    const key = `${folder}/${entry.name}`
    if (entry.isDirectory()) yield* walk(root, key)
    else if (entry.isFile()) {
      const info = await stat(path.join(root, ...key.split('/'))).catch(() => null)
      if (info) yield { key, modifiedAt: info.mtime }
    }
  }
}
