import { readdir } from 'node:fs/promises'
import type { FileStorage } from './storage.ts'

export type MigrationReport = {
  /** Files written to the target. */
  copied: number
  /** Files the target had already (same key and size): a second run copies nothing. */
  skipped: number
  /** Files that could not be copied, with why; a later run retries them. */
  failed: { key: string; error: string }[]
  bytes: number
}

/**
 * Copies every file of a disk store (DATA_DIR/uploads) to another FileStorage (the S3 bucket of
 * `npm run storage:migrate`), streamed one file at a time. Idempotent: a file the target holds with
 * the same size is skipped; unfinished writes (*.tmp) are left behind. The source is not changed.
 */
export async function copyDiskStore(options: {
  /** The disk store's folder (DATA_DIR/uploads). */
  root: string
  source: FileStorage
  target: FileStorage
  /** Told about each file as it is handled (progress output). */
  onFile?: (key: string, outcome: 'copied' | 'skipped' | 'failed') => void
}): Promise<MigrationReport> {
  const { root, source, target, onFile } = options
  const report: MigrationReport = { copied: 0, skipped: 0, failed: [], bytes: 0 }
  const folders = await readdir(root, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return []
    throw error
  })
  for (const folder of folders) {
    if (!folder.isDirectory()) continue
    const present = new Map<string, number>()
    for await (const file of target.list(`${folder.name}/`)) present.set(file.key, file.size)
    for await (const file of source.list(`${folder.name}/`)) {
      if (file.key.endsWith('.tmp')) continue
      if (present.get(file.key) === file.size) {
        report.skipped++
        onFile?.(file.key, 'skipped')
        continue
      }
      try {
        const stored = await source.getStream(file.key)
        if (!stored) continue // deleted since it was listed
        await target.putStream(file.key, stored.body)
        report.copied++
        report.bytes += stored.size
        onFile?.(file.key, 'copied')
      } catch (error) {
        report.failed.push({ key: file.key, error: (error as Error).message })
        onFile?.(file.key, 'failed')
      }
    }
  }
  return report
}
