import { createHmac } from 'node:crypto'
import { asc, eq, isNull, lte, or, sql } from 'drizzle-orm'
import { EMAIL_MESSAGES } from '../../../shared/email/api.ts'
import type { DbExecutor } from '../../db/client.ts'
import { user } from '../../db/schema/auth.ts'
import { companies } from '../../db/schema/companies.ts'
import { emailMessages, emailOptOuts } from '../../db/schema/email.ts'
import { profiles } from '../../db/schema/profiles.ts'
import { companyWhere, tenantWhere } from '../../db/tenant.ts'
import { defineJob, type JobDeps } from '../../jobs/queue.ts'
import { emailLayout, escapeHtml } from '../../mail/layout.ts'

/** How long one delivery attempt holds its message (another worker skips it meanwhile). */
const CLAIM_SECONDS = 120

export function signOptOut(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(`email-opt-out:${payload}`).digest('base64url')
}

/** The signed token of "Não quero mais receber estes e-mails" for one address of one company. */
export function optOutToken(secret: string, companyId: string, email: string): string {
  const payload = Buffer.from(JSON.stringify([companyId, email.toLowerCase()])).toString('base64url')
  return `${payload}.${signOptOut(secret, payload)}`
}

export function optOutUrl(appUrl: string, token: string): string {
  return `${appUrl}/emails/descadastrar?token=${encodeURIComponent(token)}`
}

export async function defaultReplyTo(db: DbExecutor, companyId: string): Promise<string | null> {
  const [row] = await db
    .select({ email: user.email })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .where(tenantWhere(profiles, companyId, eq(profiles.role, 'admin')))
    .orderBy(asc(profiles.createdAt))
    .limit(1)
  return row?.email ?? null
}

/** The full HTML of a stored message, with the unsubscribe line when it is not essential. */
export function messageHtml(
  message: { subject: string; bodyHtml: string },
  companyName: string,
  unsubscribeUrl: string | null,
): string {
  const footer = unsubscribeUrl
    ? `<p style="margin:24px 0 0;color:#6b7280;font-size:12px">Você recebeu este e-mail por causa da sua candidatura na ${escapeHtml(companyName)}. <a href="${escapeHtml(unsubscribeUrl)}" style="color:#6b7280">Não quero mais receber estes e-mails</a>.</p>`
    : ''
  return emailLayout({ title: message.subject, bodyHtml: `${message.bodyHtml}${footer}` })
}

export type DeliveryOutcome = 'sent' | 'skipped' | 'retry' | 'failed'

/**
 * Delivers one stored message, at most once: the attempt first claims the row — only while it is
 * "Na fila" and no other attempt holds it (a conditional UPDATE, i.e. under the row's lock) — then
 * sends, then marks it Enviado. A second job for the same message, a retry after a success, or a
 * cancelled message finds nothing to claim and sends nothing. A failed attempt releases the claim
 * and stays visible ("Na fila", attempts and the last error); the last one ends "Falhou — motivo".
 */
export async function deliverEmail(
  deps: Pick<JobDeps, 'database' | 'mailer' | 'env' | 'logger'>,
  options: { companyId: string; messageId: string; lastAttempt: boolean },
): Promise<DeliveryOutcome> {
  const db = deps.database.db
  const now = new Date()
  const [claimed] = await db
    .update(emailMessages)
    .set({
      attempts: sql`${emailMessages.attempts} + 1`,
      lockedUntil: new Date(now.getTime() + CLAIM_SECONDS * 1000),
    })
    .where(
      tenantWhere(
        emailMessages,
        options.companyId,
        eq(emailMessages.id, options.messageId),
        eq(emailMessages.state, 'na_fila'),
        lte(emailMessages.scheduledFor, new Date(now.getTime() + 5000)),
        or(isNull(emailMessages.lockedUntil), lte(emailMessages.lockedUntil, now)),
      ),
    )
    .returning()
  if (!claimed) return 'skipped'

  const release = async (values: Partial<typeof emailMessages.$inferInsert>) => {
    await db
      .update(emailMessages)
      .set({ lockedUntil: null, ...values })
      .where(tenantWhere(emailMessages, options.companyId, eq(emailMessages.id, claimed.id)))
  }

  if (!claimed.essential) {
    const [out] = await db
      .select({ email: emailOptOuts.email })
      .from(emailOptOuts)
      .where(tenantWhere(emailOptOuts, options.companyId, eq(emailOptOuts.email, claimed.toEmail)))
    if (out) {
      await release({ state: 'cancelado', error: EMAIL_MESSAGES.optedOut })
      return 'skipped'
    }
  }

  const [company] = await db
    .select({ name: companies.name, replyTo: companies.emailReplyTo })
    .from(companies)
    .where(companyWhere(options.companyId))
  if (!company) return 'skipped'
  const replyTo = company.replyTo ?? (await defaultReplyTo(db, options.companyId))
  const unsubscribe = claimed.essential
    ? null
    : optOutUrl(deps.env.appUrl, optOutToken(deps.env.authSecret, options.companyId, claimed.toEmail))
  const text = unsubscribe
    ? `${claimed.bodyText}\n\n—\nNão quer mais receber estes e-mails da ${company.name}? ${unsubscribe}`
    : claimed.bodyText

  try {
    await deps.mailer.send({
      to: claimed.toEmail,
      subject: claimed.subject,
      text,
      html: messageHtml(claimed, company.name, unsubscribe),
      fromName: company.name,
      ...(replyTo ? { replyTo } : {}),
      ...(unsubscribe
        ? {
            headers: {
              'List-Unsubscribe': `<${unsubscribe}>`,
              'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
            },
          }
        : {}),
    })
  } catch (error) {
    const reason = `${EMAIL_MESSAGES.smtpFailed} ${String((error as Error).message ?? error).slice(0, 300)}`
    deps.logger.warn({ err: error, messageId: claimed.id }, 'candidate e-mail delivery failed')
    if (options.lastAttempt) {
      await release({ state: 'falhou', error: reason })
      return 'failed'
    }
    await release({ error: reason })
    return 'retry'
  }
  await release({ state: 'enviado', sentAt: new Date(), error: null })
  return 'sent'
}

/** Delivers a candidate e-mail (email_messages row) with retries and backoff; see deliverEmail. */
export const deliverEmailJob = defineJob<{ companyId: string; messageId: string }>({
  name: 'email.deliver',
  policy: { retryLimit: 6, retryDelay: 20, retryBackoff: true, expireInSeconds: 5 * 60 },
  concurrency: 4,
  async handle(data, { deps, lastAttempt }) {
    const outcome = await deliverEmail(deps, { ...data, lastAttempt })
    // A worker otherwise waits its polling interval before the next job: with a backlog (a bulk send,
    // the closing feedback of a job) the workers take the next ones at once.
    deps.queue.wake(deliverEmailJob)
    // Throwing hands the job back to the queue, which retries it with backoff.
    if (outcome === 'retry') throw new Error(`e-mail ${data.messageId} not delivered yet`)
    return { outcome }
  },
})
