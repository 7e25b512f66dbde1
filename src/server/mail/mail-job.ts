import { defineJob } from '../jobs/queue.ts'
import type { MailMessage } from './mailer.ts'

/**
 * Sends one rendered e-mail from the job queue, after the request that caused it has been answered
 * (a password-reset request must not wait for SMTP: that wait told registered addresses from
 * unknown ones, issue 12). A failed delivery is retried with backoff; a retry after a delivery whose
 * acknowledgement was lost may send the message twice, which is harmless for these messages.
 */
export const sendMailJob = defineJob<MailMessage>({
  name: 'mail.send',
  policy: { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 5 * 60 },
  concurrency: 2,
  async handle(message, { deps }) {
    const sent = await deps.mailer.send(message)
    return { messageId: sent.messageId }
  },
})
