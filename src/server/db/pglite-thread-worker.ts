import { parentPort, workerData } from 'node:worker_threads'
import { PGlite, type Transaction } from '@electric-sql/pglite'
import { PGLITE_EXTENSIONS } from './pglite-extensions.ts'
import type { ThreadReply, ThreadRequest, ThreadStart } from './pglite-thread.ts'

/**
 * The thread that owns the embedded database (src/server/db/pglite-thread.ts is its client): PGlite
 * opens and runs every query here, off the event loop of the HTTP server. Requests arrive on
 * parentPort; PGlite's own locks order them (a query outside an open transaction waits for its end,
 * as it would on the main thread).
 */
const port = parentPort
if (!port) throw new Error('pglite-thread-worker.ts runs as a worker thread')
const start = workerData as ThreadStart

// 32 MB of shared buffers instead of initdb's 128 MB: the server's idle memory on PGlite went from
// ~445 to ~325 MB (README "Performance"); a data directory bigger than that is read through the
// operating system's file cache. Given at each start, so the data directory's postgresql.conf is untouched.
const opened = PGlite.create({
  dataDir: start.directory,
  extensions: PGLITE_EXTENSIONS,
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'],
})
/** Open transactions by id, and how to end each (true commits). */
const transactions = new Map<number, { tx: Transaction; end(commit: boolean): void; done: Promise<void> }>()
let nextTransaction = 1
/** What a rolled-back transaction's callback throws, to tell it from a failure. */
const ROLLED_BACK = Symbol('rolled back')

const identity = (value: string) => value

function reply(message: ThreadReply) {
  port?.postMessage(message)
}

function replyError(id: number, error: unknown) {
  if (!(error instanceof Error)) return reply({ id, error: { message: String(error), fields: {} } })
  // A DatabaseError's fields (code, constraint, detail…) survive; its query options hold functions.
  const { queryOptions: _options, ...fields } = error as Error & Record<string, unknown>
  reply({ id, error: { message: error.message, name: error.name, fields } })
}

function executorOf(transactionId: number | undefined, db: PGlite): PGlite | Transaction {
  if (transactionId === undefined) return db
  const open = transactions.get(transactionId)
  if (!open) throw new Error(`No open transaction ${transactionId}`)
  return open.tx
}

async function handle(db: PGlite, request: ThreadRequest): Promise<unknown> {
  switch (request.op) {
    case 'query': {
      const parsers = Object.fromEntries(request.rawTypes.map((type) => [type, identity]))
      return executorOf(request.tx, db).query(request.sql, request.params, {
        rowMode: request.rowMode,
        parsers,
      })
    }
    case 'exec':
      return executorOf(request.tx, db).exec(request.sql)
    case 'begin':
      return new Promise<number>((began, failed) => {
        const id = nextTransaction++
        let end!: (commit: boolean) => void
        const decided = new Promise<boolean>((resolve) => {
          end = resolve
        })
        const done = db
          .transaction(async (tx) => {
            transactions.set(id, { tx, end, done })
            began(id)
            if (!(await decided)) throw ROLLED_BACK
          })
          .catch((error) => {
            if (error !== ROLLED_BACK) throw error
          })
          .finally(() => transactions.delete(id))
        // BEGIN itself failed: the callback never ran.
        done.catch(failed)
      })
    case 'end': {
      const open = transactions.get(request.tx)
      if (!open) throw new Error(`No open transaction ${request.tx}`)
      open.end(request.commit)
      await open.done
      return null
    }
    case 'rollback': {
      const open = transactions.get(request.tx)
      if (!open) throw new Error(`No open transaction ${request.tx}`)
      await open.tx.rollback()
      return null
    }
    case 'close':
      await db.close()
      return null
  }
}

port.on('message', (request: ThreadRequest) => {
  opened
    .then((db) => handle(db, request))
    .then(
      (result) => reply({ id: request.id, result }),
      (error) => replyError(request.id, error),
    )
})
opened.then(
  () => reply({ id: 0, result: 'ready' }),
  (error) => replyError(0, error),
)
