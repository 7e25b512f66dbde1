import { inArray, lt, sql } from 'drizzle-orm'
import { PRIVACY_RETENTION_DAYS } from '../../shared/forms/privacy-notice.ts'
import type { Database } from '../db/client.ts'
import { candidateSubmissions, submissionFiles } from '../db/schema/submissions.ts'
import type { FileStorage } from '../storage/storage.ts'
import { defineJob } from './queue.ts'

const DAY_MS = 24 * 3600 * 1000
const BATCH = 500
/** The advisory lock that lets one server of many run the sweep at a time (any constant of ours). */
const SWEEP_LOCK = 74_210_001

/**
 * Deletes the applications older than the keeping time the privacy notice promises
 * (PRIVACY_RETENTION_DAYS after they were sent), with their files, in batches. Answers how many were
 * deleted, or null when another server holds the sweep.
 */
export async function purgeExpiredApplications(
  database: Database,
  storage: FileStorage,
  options: { now?: Date; retentionDays?: number; onFileError?: (key: string, error: unknown) => void } = {},
): Promise<number | null> {
  const cutoff = new Date(
    (options.now ?? new Date()).getTime() - (options.retentionDays ?? PRIVACY_RETENTION_DAYS) * DAY_MS,
  )
  const { db } = database
  let deleted = 0
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const [lock] = await tx
        .execute<{ locked: boolean }>(sql`select pg_try_advisory_xact_lock(${SWEEP_LOCK}) as locked`)
        .then((result) => result.rows)
      if (!lock?.locked) return null
      const expired = await tx
        .select({ id: candidateSubmissions.id })
        .from(candidateSubmissions)
        .where(lt(candidateSubmissions.createdAt, cutoff))
        .limit(BATCH)
      if (expired.length === 0) return { count: 0, keys: [] as string[] }
      const ids = expired.map((row) => row.id)
      const files = await tx
        .select({ storageKey: submissionFiles.storageKey })
        .from(submissionFiles)
        .where(inArray(submissionFiles.submissionId, ids))
      await tx.delete(candidateSubmissions).where(inArray(candidateSubmissions.id, ids))
      return { count: ids.length, keys: files.map((file) => file.storageKey) }
    })
    if (batch === null) return deleted === 0 ? null : deleted
    for (const key of batch.keys) {
      await storage.delete(key).catch((error: unknown) => options.onFileError?.(key, error))
    }
    deleted += batch.count
    if (batch.count < BATCH) return deleted
  }
}

/**
 * The daily sweep, scheduled once per deployment by the job queue at 03:00 (São Paulo). Running it
 * twice is harmless: the second run finds nothing left to delete (and the advisory lock above keeps
 * two servers from sweeping at once).
 */
export const retentionSweepJob = defineJob<Record<string, never>>({
  name: 'retention.sweep',
  cron: '0 3 * * *',
  policy: { retryLimit: 3, retryDelay: 300, retryBackoff: true, expireInSeconds: 3600 },
  async handle(_data, { deps }) {
    const deleted = await purgeExpiredApplications(deps.database, deps.storage, {
      onFileError: (key, error) => deps.logger.warn({ key, err: error }, 'retention: file not deleted'),
    })
    if (deleted) deps.logger.info({ deleted }, 'retention: expired applications deleted')
    return { deleted }
  },
})
