import { randomBytes } from 'node:crypto'
import type { Dirent } from 'node:fs'
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { Env } from '../env.ts'

/**
 * Where uploaded files live (ARCHITECTURE.md "Files"). Keys are relative paths such as
 * "submissions/<company>/<submission>/<field>.jpg". Local disk under DATA_DIR (createDiskStorage) or
 * an S3-compatible bucket (s3-storage.ts), chosen by STORAGE; storage-contract.test.ts runs the same
 * cases against both.
 */
export type FileStorage = {
  /** Writes the bytes atomically: readers see the old file or the whole new one. */
  put(key: string, bytes: Uint8Array): Promise<void>
  /**
   * Writes a stream without holding it whole in memory (CVs, large files); atomic like `put`: a
   * stream that fails half-way leaves the previous file (or none), never a truncated one.
   */
  putStream(key: string, body: Readable): Promise<void>
  /** The bytes, or null when no file has this key. */
  get(key: string): Promise<Buffer | null>
  /** The file as a stream with its size, or null when no file has this key (for sending it on). */
  getStream(key: string): Promise<StoredStream | null>
  delete(key: string): Promise<void>
  /**
   * Every stored file whose key starts with `prefix` (a folder such as "avatars/"), with when it was
   * last written; the orphan sweep (jobs/orphan-files.ts) walks it. Unfinished writes are listed too.
   */
  list(prefix: string): AsyncIterable<StoredFile>
}

export type StoredFile = { key: string; modifiedAt: Date; size: number }
export type StoredStream = { body: Readable; size: number }

const KEY_PATTERN = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i

export function assertKey(key: string): void {
  if (!KEY_PATTERN.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`Invalid storage key: ${key}`)
  }
}

/** The app's storage, chosen by configuration: DATA_DIR/uploads, or the S3 bucket of STORAGE=s3. */
export function createStorage(env: Pick<Env, 'dataDir' | 'storage'>): FileStorage {
  const config = env.storage
  if (config.kind === 's3') {
    // The AWS SDK is loaded on first use: it costs start-up time that a disk install does not pay.
    let loaded: Promise<FileStorage> | undefined
    const s3 = () => {
      loaded ??= import('./s3-storage.ts').then(({ createS3Storage }) => createS3Storage(config))
      return loaded
    }
    return {
      put: async (key, bytes) => (await s3()).put(key, bytes),
      putStream: async (key, body) => (await s3()).putStream(key, body),
      get: async (key) => (await s3()).get(key),
      getStream: async (key) => (await s3()).getStream(key),
      delete: async (key) => (await s3()).delete(key),
      async *list(prefix) {
        yield* (await s3()).list(prefix)
      },
    }
  }
  return createDiskStorage(path.join(env.dataDir, 'uploads'))
}

export function createDiskStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    assertKey(key)
    return path.join(root, ...key.split('/'))
  }
  const temporaryFor = async (key: string) => {
    const file = resolve(key)
    await mkdir(path.dirname(file), { recursive: true })
    return { file, temporary: `${file}.${randomBytes(6).toString('hex')}.tmp` }
  }
  return {
    async put(key, bytes) {
      const { file, temporary } = await temporaryFor(key)
      await writeFile(temporary, bytes)
      await rename(temporary, file)
    },
    async putStream(key, body) {
      const { file, temporary } = await temporaryFor(key)
      try {
        await pipeline(body, createWriteStream(temporary))
        await rename(temporary, file)
      } catch (error) {
        await rm(temporary, { force: true })
        throw error
      }
    },
    async get(key) {
      try {
        return await readFile(resolve(key))
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
    },
    async getStream(key) {
      const file = resolve(key)
      const info = await stat(file).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null
        throw error
      })
      if (!info?.isFile()) return null
      return { body: createReadStream(file), size: info.size }
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
      if (info) yield { key, modifiedAt: info.mtime, size: info.size }
    }
  }
}
