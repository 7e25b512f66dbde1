import { bulkOperationJob, bulkResultsSweepJob } from '../features/bulk/bulk-job.ts'
import { deliverEmailJob } from '../features/email/delivery-job.ts'
import { interviewReminderJob } from '../features/interviews/reminder-job.ts'
import { importResumeJob } from '../features/resumes/imports/import-job.ts'
import { applicationResumeJob } from '../features/resumes/processing/application-resume-job.ts'
import { sendMailJob } from '../mail/mail-job.ts'
import { orphanFilesSweepJob } from './orphan-files.ts'
import type { AnyJobDefinition } from './queue.ts'
import { retentionSweepJob } from './retention.ts'

/**
 * Every job of the app: the web process (app.ts) and the worker process (jobs-main.ts) start the
 * same list. A feature adds its jobs here, one line each.
 */
export const JOBS: readonly AnyJobDefinition[] = [
  retentionSweepJob,
  orphanFilesSweepJob,
  sendMailJob,
  importResumeJob,
  applicationResumeJob,
  bulkOperationJob,
  bulkResultsSweepJob,
  deliverEmailJob,
  interviewReminderJob,
]
