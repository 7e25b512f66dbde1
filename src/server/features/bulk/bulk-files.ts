import { PassThrough, type Readable } from 'node:stream'
import { ZipFile } from 'yazl'
import type { FileStorage } from '../../storage/storage.ts'

/** Where result files of bulk operations live in storage (swept after a day by bulk.sweep). */
export const BULK_RESULTS_PREFIX = 'bulk-results'

export function resultKey(companyId: string, operationId: string, extension: 'csv' | 'zip'): string {
  return `${BULK_RESULTS_PREFIX}/${companyId}/${operationId}.${extension}`
}

/** A file being written to storage as it is produced: never held whole in memory. */
export type ResultOutput = {
  /** Ends the file and waits until storage has it. */
  close(): Promise<void>
  /** Gives up (the operation failed): nothing is kept. */
  abort(): Promise<void>
}

/** A CSV result: lines are written as they come. */
export type CsvOutput = ResultOutput & { write(text: string): void }

export function openCsvOutput(storage: FileStorage, key: string): CsvOutput {
  const stream = new PassThrough()
  const stored = storage.putStream(key, stream)
  stored.catch(() => undefined)
  return {
    write: (text) => {
      stream.write(text)
    },
    async close() {
      stream.end()
      await stored
    },
    async abort() {
      stream.destroy(new Error('aborted'))
      await stored.catch(() => undefined)
      await storage.delete(key).catch(() => undefined)
    },
  }
}

/** A .zip result (yazl streams it to storage while entries are added). */
export type ZipOutput = ResultOutput & { add(name: string, bytes: Buffer | Uint8Array | string): void }

export function openZipOutput(storage: FileStorage, key: string): ZipOutput {
  const zip = new ZipFile()
  const names = new Set<string>()
  const output = zip.outputStream as unknown as Readable
  const stored = storage.putStream(key, output)
  stored.catch(() => undefined)
  return {
    add(name, bytes) {
      // Two candidates of the same name: "nome.pdf", "nome-2.pdf".
      let unique = name
      for (let n = 2; names.has(unique); n++) unique = name.replace(/(\.[a-z0-9]+)?$/i, `-${n}$1`)
      names.add(unique)
      const buffer = typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : Buffer.from(bytes)
      zip.addBuffer(buffer, unique, { mtime: new Date() })
    },
    async close() {
      zip.end()
      await stored
    },
    async abort() {
      output.destroy(new Error('aborted'))
      await stored.catch(() => undefined)
      await storage.delete(key).catch(() => undefined)
    },
  }
}
