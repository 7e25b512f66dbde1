import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import type { Results } from '@electric-sql/pglite'

/**
 * The embedded database on a thread of its own. PGlite is PostgreSQL compiled to WebAssembly: on the
 * main thread its start (~0.6–1.2 s of WebAssembly) and every query would run on the HTTP server's
 * event loop. Here the thread (pglite-thread-worker.ts) opens it while the main thread loads and
 * builds the HTTP app — start-up is the longer of the two instead of their sum — and a slow report
 * query no longer holds back every other request. This client is what Drizzle's PGlite driver and
 * sqlExecutor call: query (with Drizzle's raw-text parsers), exec, transaction and close.
 * Decision record: docs/decisions/030-pglite-on-its-own-thread.md.
 */

/** workerData of the thread: PGlite's folder. */
export type ThreadStart = { directory: string }

export type ThreadRequest =
  | {
      id: number
      op: 'query'
      sql: string
      params: unknown[]
      rowMode: 'array' | 'object' | undefined
      /** Types returned as PostgreSQL's text (Drizzle's parsers: dates and intervals stay strings). */
      rawTypes: number[]
      tx?: number
    }
  | { id: number; op: 'exec'; sql: string; tx?: number }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'rollback'; tx: number }
  | { id: number; op: 'close' }

/** Id 0 is the thread's "ready" (or its failure to open the database). */
export type ThreadReply =
  | { id: number; result: unknown }
  | { id: number; error: { message: string; name?: string; fields: Record<string, unknown> } }

type QueryOptions = { rowMode?: 'array' | 'object'; parsers?: Record<number, (value: string) => unknown> }

/** What Drizzle's PGlite session and sqlExecutor use of PGlite (and of its transactions). */
export type PgliteThreadExecutor = {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>
  exec(sql: string): Promise<Results[]>
}

export type PgliteThreadTransaction = PgliteThreadExecutor & {
  rollback(): Promise<void>
  readonly closed: boolean
}

export type PgliteThreadClient = PgliteThreadExecutor & {
  /** Settles when the database is open (or failed to open: every call then rejects with that error). */
  ready: Promise<void>
  transaction<T>(callback: (tx: PgliteThreadTransaction) => Promise<T>): Promise<T>
  close(): Promise<void>
}

/** Running from source (.ts) the thread loads TypeScript through tsx; the build bundles pglite-thread.js. */
function threadFile(): URL {
  const fromSource = import.meta.url.endsWith('.ts')
  return new URL(fromSource ? './pglite-thread-source.mjs' : './pglite-thread.js', import.meta.url)
}

/** Drizzle passes parsers that keep some types as text; the thread can only be told which types. */
function rawTypesOf(parsers: QueryOptions['parsers']): number[] {
  if (!parsers) return []
  return Object.entries(parsers).map(([type, parse]) => {
    if (parse('2000-01-01') !== '2000-01-01')
      throw new Error(`PGlite thread: the parser of type ${type} is not the identity`)
    return Number(type)
  })
}

/** PGlite's error, rebuilt on this side of the thread with its fields (code, constraint, detail…). */
export class DatabaseError extends Error {
  override name = 'DatabaseError'
}

function rebuildError(error: { message: string; name?: string; fields: Record<string, unknown> }): Error {
  // PostgreSQL's errors carry an SQLSTATE code; anything else is a plain Error.
  const rebuilt =
    typeof error.fields.code === 'string'
      ? new DatabaseError(error.message)
      : Object.assign(new Error(error.message), error.name ? { name: error.name } : {})
  return Object.assign(rebuilt, error.fields)
}

/**
 * Starts the thread that opens the database of the app's data directory (DATA_DIR/pglite). Calls
 * made before it is open wait for it (the thread takes them in order once it is), so the caller goes
 * on with its own start meanwhile.
 */
export function openPgliteThread(dataDir: string): PgliteThreadClient {
  const directory = path.join(dataDir, 'pglite')
  mkdirSync(directory, { recursive: true })
  const worker = new Worker(threadFile(), { workerData: { directory } satisfies ThreadStart })
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>()
  let nextId = 1
  let ended: Error | undefined
  let closing = false

  const ready = new Promise<void>((resolve, reject) => pending.set(0, { resolve: () => resolve(), reject }))
  // A failure to open reaches every call too (the thread answers each with it).
  ready.catch(() => {})
  worker.on('message', (message: ThreadReply) => {
    const waiting = pending.get(message.id)
    if (!waiting) return
    pending.delete(message.id)
    if ('error' in message) waiting.reject(rebuildError(message.error))
    else waiting.resolve(message.result)
  })
  const fail = (error: Error) => {
    ended ??= error
    for (const waiting of pending.values()) waiting.reject(error)
    pending.clear()
  }
  worker.on('error', fail)
  worker.on('exit', (code) => {
    if (!closing) fail(new Error(`The database thread ended (exit code ${code})`))
  })

  // Request objects are built per op; the id is assigned here.
  const call = <T>(request: DistributiveOmit<ThreadRequest, 'id'>): Promise<T> => {
    if (ended) return Promise.reject(ended)
    const id = nextId++
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject })
      worker.postMessage({ ...request, id })
    })
  }

  const executor = (tx?: number): PgliteThreadExecutor => ({
    query: async (sql, params = [], options) =>
      call({
        op: 'query',
        sql,
        params,
        rowMode: options?.rowMode,
        rawTypes: rawTypesOf(options?.parsers),
        tx,
      }),
    exec: (sql) => call({ op: 'exec', sql, tx }),
  })

  return {
    ...executor(),
    ready,
    async transaction(callback) {
      const tx = await call<number>({ op: 'begin' })
      let closed = false
      const transaction: PgliteThreadTransaction = {
        ...executor(tx),
        async rollback() {
          await call({ op: 'rollback', tx })
          closed = true
        },
        get closed() {
          return closed
        },
      }
      let result: Awaited<ReturnType<typeof callback>>
      try {
        result = await callback(transaction)
      } catch (error) {
        // PGlite rolls back (unless the callback did); the callback's error is what the caller sees.
        await call({ op: 'end', tx, commit: false }).catch(() => {})
        throw error
      }
      await call({ op: 'end', tx, commit: true })
      return result
    },
    async close() {
      if (ended) return
      try {
        // A database that never opened has nothing to close.
        const opened = await ready.then(
          () => true,
          () => false,
        )
        if (opened) await call({ op: 'close' })
      } finally {
        closing = true
        ended = new Error('PGlite is closed')
        await worker.terminate()
      }
    },
  }
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never
