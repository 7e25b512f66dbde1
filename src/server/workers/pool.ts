import { availableParallelism } from 'node:os'
import { Piscina } from 'piscina'
import type { TaskInput, TaskMessage, TaskName, TaskOutput } from './tasks.ts'

/**
 * A pool of worker threads for CPU-heavy work (hashing, PDFs, images, CV parsing): a request that
 * needs it waits for a thread, and every other request keeps the event loop to itself. Built once in
 * main.ts (or the test app) and passed in AppDeps; the tasks are listed in tasks.ts.
 */
export type WorkerPool = {
  run<N extends TaskName>(task: N, input: TaskInput<N>): Promise<TaskOutput<N>>
  /** Threads busy and tasks waiting, for the health endpoint and benchmarks. */
  stats(): { threads: number; queued: number; completed: number }
  /**
   * Starts the threads now rather than at the first task. main.ts calls it once the server answers:
   * a thread loads the heavy task modules (pdfkit, sharp, scrypt), which must not delay the first answer.
   */
  warm(): void
  close(): Promise<void>
}

export type WorkerPoolOptions = {
  /** Threads at most (default: one per core, at least 1). */
  maxThreads?: number
  /** Threads kept alive while idle (default 1: the first task does not wait for a thread to start). */
  minThreads?: number
}

/** Running from source (.ts) the threads load TypeScript through tsx; the build bundles worker.js. */
function workerFile(): string {
  const fromSource = import.meta.url.endsWith('.ts')
  return new URL(fromSource ? './worker-source.mjs' : './worker.js', import.meta.url).href
}

export function createWorkerPool(options: WorkerPoolOptions = {}): WorkerPool {
  const maxThreads = options.maxThreads ?? Math.max(1, availableParallelism())
  let piscina: Piscina | undefined
  const started = () => {
    piscina ??= new Piscina({
      filename: workerFile(),
      maxThreads,
      minThreads: Math.min(options.minThreads ?? 1, maxThreads),
      // A thread idle for a minute is ended; the pool starts one again when work comes.
      idleTimeout: 60_000,
    })
    return piscina
  }
  return {
    run(task, input) {
      const message = { task, input } as TaskMessage
      return started().run(message) as Promise<TaskOutput<typeof task>>
    },
    stats: () => ({
      threads: piscina?.threads.length ?? 0,
      queued: piscina?.queueSize ?? 0,
      completed: piscina?.completed ?? 0,
    }),
    warm: () => void started(),
    close: async () => {
      await piscina?.destroy()
    },
  }
}
