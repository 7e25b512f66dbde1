import { defineJob } from '../../jobs/queue.ts'
import { sendInterviewReminder } from './interviews.service.ts'

export type InterviewReminderData = { companyId: string; interviewId: string; startsAt: string }

/**
 * The 24-hour reminder of an interview (issue 17): queued when it is scheduled or rescheduled with
 * `startAfter` = start − 24 h (pg-boss hands one job to one worker). The handler sends only for the
 * interview's current time and only once (interviews.reminder_sent_at), so a duplicate job, a
 * retry or a second process does not send it twice.
 */
export const interviewReminderJob = defineJob<InterviewReminderData>({
  name: 'interviews.reminder',
  policy: { retryLimit: 5, retryDelay: 60, retryBackoff: true, expireInSeconds: 5 * 60 },
  async handle(data, { deps }) {
    return sendInterviewReminder({ db: deps.database.db, queue: deps.queue, env: deps.env }, data)
  },
})
