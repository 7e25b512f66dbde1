import { defineJob } from '../../../jobs/queue.ts'
import { processApplicationResume } from './stored-resume.ts'

/**
 * `resumes.application`: the CV a candidate attached on the public form is read and its text
 * written to the application (stored-resume.ts processApplicationResume). Sent in the submission's
 * transaction; retried with backoff. A file that cannot be read leaves the application as it is
 * (staff still download the file).
 */
export const applicationResumeJob = defineJob<{ companyId: string; applicationId: string }>({
  name: 'resumes.application',
  policy: { retryLimit: 4, retryDelay: 1, retryBackoff: true, expireInSeconds: 5 * 60 },
  concurrency: 2,
  handle: (data, { deps }) =>
    processApplicationResume(
      { db: deps.database.db, storage: deps.storage, pool: deps.pool },
      { companyId: data.companyId, applicationId: data.applicationId },
    ),
})
