import { defineJob } from '../../../jobs/queue.ts'

/**
 * `resumes.import`: a stored CV file of an import becomes an application (imports.service.ts
 * processImportFile). Retried with backoff (1 s, 2 s, 4 s…) up to 4 times; the file stays stored
 * whatever happens, and a file whose job gave up ends as "Falhou: não foi possível ler o currículo".
 * Two jobs run at a time per process: the reading itself runs in the worker pool.
 */
export const importResumeJob = defineJob<{ companyId: string; fileId: string }>({
  name: 'resumes.import',
  policy: { retryLimit: 4, retryDelay: 1, retryBackoff: true, expireInSeconds: 5 * 60 },
  concurrency: 2,
  async handle(data, { deps, lastAttempt }) {
    // Imported here, not at the top: the service imports this job to send it.
    const { processImportFile } = await import('./imports.service.ts')
    return processImportFile(
      { db: deps.database.db, storage: deps.storage, pool: deps.pool },
      { companyId: data.companyId, fileId: data.fileId, lastAttempt },
    )
  },
})
