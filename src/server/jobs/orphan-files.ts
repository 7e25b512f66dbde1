import { inArray } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { user } from '../db/schema/auth.ts'
import { candidateResumeUploads } from '../db/schema/resumes.ts'
import { submissionFiles } from '../db/schema/submissions.ts'
import { deleteExpiredCandidateUploads } from '../features/public-form/resume-upload.service.ts'
import type { FileStorage, StoredFile } from '../storage/storage.ts'
import { defineJob } from './queue.ts'

/**
 * Files are written before the row that refers to them is committed (a photo before its application,
 * an avatar before `user.image`), so a failed transaction or a process killed in between leaves a file
 * no row names (issue 12). This sweep deletes such files once they are older than the grace period —
 * far longer than any request takes, so a file whose row is about to be committed is never touched.
 */
export const ORPHAN_GRACE_MS = 24 * 60 * 60 * 1000

const BATCH = 500

/** The folders of the storage and how to find which of their keys a row still refers to. */
const FOLDERS: { prefix: string; referenced(database: Database, keys: string[]): Promise<Set<string>> }[] = [
  {
    prefix: 'submissions/',
    async referenced(database, keys) {
      const rows = await database.db
        .select({ key: submissionFiles.storageKey })
        .from(submissionFiles)
        .where(inArray(submissionFiles.storageKey, keys))
      // A candidate's CV waiting for its submission (not expired yet) is kept too.
      const waiting = await database.db
        .select({ key: candidateResumeUploads.storageKey })
        .from(candidateResumeUploads)
        .where(inArray(candidateResumeUploads.storageKey, keys))
      return new Set([...rows, ...waiting].map((row) => row.key))
    },
  },
  {
    prefix: 'avatars/',
    async referenced(database, keys) {
      const rows = await database.db.select({ key: user.image }).from(user).where(inArray(user.image, keys))
      return new Set(rows.map((row) => row.key ?? ''))
    },
  },
]

/** Deletes the files older than `graceMs` that no row refers to; answers how many. */
export async function sweepOrphanFiles(
  database: Database,
  storage: FileStorage,
  options: { now?: Date; graceMs?: number } = {},
): Promise<number> {
  const cutoff = (options.now ?? new Date()).getTime() - (options.graceMs ?? ORPHAN_GRACE_MS)
  // A CV uploaded on the public form that no submission claimed before it expired: its row goes
  // now, its file below (once past the grace period, like any other file no row names).
  await deleteExpiredCandidateUploads(database.db, { now: options.now })
  let deleted = 0
  for (const folder of FOLDERS) {
    let batch: StoredFile[] = []
    const flush = async () => {
      if (batch.length === 0) return
      const referenced = await folder.referenced(
        database,
        batch.map((file) => file.key),
      )
      for (const file of batch) {
        if (referenced.has(file.key)) continue
        await storage.delete(file.key)
        deleted++
      }
      batch = []
    }
    for await (const file of storage.list(folder.prefix)) {
      if (file.modifiedAt.getTime() > cutoff) continue
      batch.push(file)
      if (batch.length >= BATCH) await flush()
    }
    await flush()
  }
  return deleted
}

/** Daily at 03:30 (São Paulo), after the retention sweep; a second run finds nothing to delete. */
export const orphanFilesSweepJob = defineJob<Record<string, never>>({
  name: 'storage.orphan-sweep',
  cron: '30 3 * * *',
  policy: { retryLimit: 3, retryDelay: 300, retryBackoff: true, expireInSeconds: 3600 },
  async handle(_data, { deps }) {
    const deleted = await sweepOrphanFiles(deps.database, deps.storage)
    if (deleted) deps.logger.info({ deleted }, 'orphan files deleted')
    return { deleted }
  },
})
