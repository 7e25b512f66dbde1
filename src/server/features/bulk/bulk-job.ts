import { defineJob } from '../../jobs/queue.ts'
import { emailDeps } from '../email/email.service.ts'
import { failBulkOperation, runBulkOperation, sweepBulkResults } from './bulk.service.ts'

/**
 * A bulk action over more than BULK_INLINE_LIMIT applications (issue 16), run by the queue; its
 * progress is stored in bulk_operations as it goes and the UI polls it. A retry after a crash goes
 * on where it stopped (exports start their file over).
 */
export const bulkOperationJob = defineJob<{ operationId: string }>({
  name: 'bulk.operation',
  policy: { retryLimit: 2, retryDelay: 30, retryBackoff: true, expireInSeconds: 3600 },
  async handle({ operationId }, { deps, lastAttempt }) {
    try {
      const row = await runBulkOperation(
        { db: deps.database.db, storage: deps.storage, pool: deps.pool, emails: emailDeps(deps) },
        operationId,
      )
      return { status: row.status, done: row.done, skipped: row.skipped, failed: row.failed }
    } catch (error) {
      if (lastAttempt) await failBulkOperation(deps.database.db, operationId)
      throw error
    }
  },
})

/** Deletes bulk operations' result files after a day (their requester had the time to download). */
export const bulkResultsSweepJob = defineJob<Record<string, never>>({
  name: 'bulk.sweep',
  cron: '17 * * * *',
  policy: { retryLimit: 2, retryDelay: 300, retryBackoff: true, expireInSeconds: 1800 },
  async handle(_data, { deps }) {
    return { deleted: await sweepBulkResults(deps.database.db, deps.storage) }
  },
})
