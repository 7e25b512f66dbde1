import { randomBytes } from 'node:crypto'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
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
}

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
  }
}
