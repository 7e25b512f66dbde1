import { timingSafeEqual } from 'node:crypto'
import { asc, desc, eq, inArray, isNull, lte, ne, notInArray, or, sql } from 'drizzle-orm'
import { APPLICATION_MESSAGES } from '../../../shared/applications/api.ts'
import {
  EMAIL_MESSAGES,
  type EmailAutomationSettings,
  type EmailAutomationUpdate,
  type EmailMessageItem,
  type EmailTemplate,
  type EmailTemplateList,
  type SendEmailInput,
  type SendEmailResult,
} from '../../../shared/email/api.ts'
import {
  EMAIL_TEMPLATE_DEFAULTS,
  EMAIL_TEMPLATE_KEYS,
  type EmailTemplateContent,
  type EmailTemplateKey,
  firstName,
  renderEmail,
} from '../../../shared/email/templates.ts'
import { getPlan, planIncludes } from '../../../shared/plans.ts'
import type { SubmissionStatus } from '../../../shared/submission-status.ts'
import type { DbExecutor } from '../../db/client.ts'
import { companies } from '../../db/schema/companies.ts'
import { emailAutomations, emailMessages, emailOptOuts, emailTemplates } from '../../db/schema/email.ts'
import { jobStages, jobs } from '../../db/schema/jobs.ts'
import { candidateSubmissions } from '../../db/schema/submissions.ts'
import { companyWhere, joinSameCompany, tenantWhere } from '../../db/tenant.ts'
import { AppError } from '../../errors.ts'
import type { JobQueue } from '../../jobs/queue.ts'
import { assertPlanFeature, companyPlan } from '../../plans/plan-gate.ts'
import { assertCan, type Caller } from '../applications/applications.service.ts'
import { type ApplicationEventInput, recordApplicationEvents } from '../history/history.service.ts'
import { defaultReplyTo, deliverEmailJob, signOptOut } from './delivery-job.ts'

/** What the e-mail services need besides the database: the queue and the public base URL. */
export type EmailDeps = {
  queue: JobQueue
  appUrl: string
  /** Signs the opt-out links (AUTH_SECRET). */
  secret: string
  /** The first retry delay of a refused delivery (EMAIL_RETRY_DELAY_SECONDS). */
  retryDelaySeconds?: number
}

/** The e-mail services' dependencies from the app's. */
export function emailDeps(deps: {
  queue: JobQueue
  env: { appUrl: string; authSecret: string; emailRetryDelaySeconds: number }
}): EmailDeps {
  return {
    queue: deps.queue,
    appUrl: deps.env.appUrl,
    secret: deps.env.authSecret,
    retryDelaySeconds: deps.env.emailRetryDelaySeconds,
  }
}

type MessageRow = typeof emailMessages.$inferSelect

export function toMessageItem(row: MessageRow): EmailMessageItem {
  return {
    id: row.id,
    applicationId: row.applicationId,
    templateKey: row.templateKey,
    origin: row.origin,
    subject: row.subject,
    state: row.state,
    attempts: row.attempts,
    error: row.error,
    scheduledFor: row.scheduledFor.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }
}

/** The candidate area of a company (built by the candidate-area feature): /c/{slug}/minha-area. */
export function candidateAreaUrl(appUrl: string, slug: string): string {
  return `${appUrl}/c/${encodeURIComponent(slug)}/minha-area`
}

// ---------------------------------------------------------------------------------------------
// Templates
// ---------------------------------------------------------------------------------------------

async function companyRow(db: DbExecutor, companyId: string) {
  const [row] = await db
    .select({
      id: companies.id,
      name: companies.name,
      slug: companies.publicFormUrl,
      replyTo: companies.emailReplyTo,
    })
    .from(companies)
    .where(companyWhere(companyId))
  if (!row) throw new AppError('NOT_FOUND', 'Empresa não encontrada.')
  return row
}

/** The company's templates: its own version of each key, else the default. */
export async function loadTemplates(
  db: DbExecutor,
  companyId: string,
): Promise<Record<EmailTemplateKey, EmailTemplate>> {
  const rows = await db.select().from(emailTemplates).where(tenantWhere(emailTemplates, companyId))
  const own = new Map(rows.map((row) => [row.key, row]))
  const result = {} as Record<EmailTemplateKey, EmailTemplate>
  for (const key of EMAIL_TEMPLATE_KEYS) {
    const definition = EMAIL_TEMPLATE_DEFAULTS[key]
    const row = own.get(key)
    result[key] = {
      key,
      label: definition.label,
      essential: definition.essential,
      subject: row?.subject ?? definition.subject,
      body: row?.body ?? definition.body,
      customized: Boolean(row),
    }
  }
  return result
}

/** GET /api/email/templates */
export async function listTemplates(
  db: DbExecutor,
  deps: Pick<EmailDeps, 'appUrl'>,
  caller: Caller,
): Promise<EmailTemplateList> {
  assertCan(caller, 'emails:send')
  const company = await companyRow(db, caller.companyId)
  const templates = await loadTemplates(db, caller.companyId)
  return {
    items: EMAIL_TEMPLATE_KEYS.map((key) => templates[key]),
    companyName: company.name,
    candidateAreaUrl: candidateAreaUrl(deps.appUrl, company.slug),
  }
}

/** PUT /api/email/templates/:key: the company's own subject and body (básico and up). */
export async function saveTemplate(
  db: DbExecutor,
  caller: Caller,
  key: EmailTemplateKey,
  content: EmailTemplateContent,
): Promise<EmailTemplate> {
  assertCan(caller, 'emails:manage')
  await assertPlanFeature(db, { companyId: caller.companyId, feature: 'emailTemplates' })
  await db
    .insert(emailTemplates)
    .values({ companyId: caller.companyId, key, subject: content.subject, body: content.body })
    .onConflictDoUpdate({
      target: [emailTemplates.companyId, emailTemplates.key],
      set: { subject: content.subject, body: content.body, updatedAt: new Date() },
    })
  return (await loadTemplates(db, caller.companyId))[key]
}

/** DELETE /api/email/templates/:key: "Restaurar padrão". */
export async function resetTemplate(
  db: DbExecutor,
  caller: Caller,
  key: EmailTemplateKey,
): Promise<EmailTemplate> {
  assertCan(caller, 'emails:manage')
  await assertPlanFeature(db, { companyId: caller.companyId, feature: 'emailTemplates' })
  await db
    .delete(emailTemplates)
    .where(tenantWhere(emailTemplates, caller.companyId, eq(emailTemplates.key, key)))
  return (await loadTemplates(db, caller.companyId))[key]
}

// ---------------------------------------------------------------------------------------------
// Queueing
// ---------------------------------------------------------------------------------------------

type Origin = MessageRow['origin']

export type QueueEmailsOptions = {
  companyId: string
  actorUserId: string | null
  origin: Origin
  templateKey: EmailTemplateKey | null
  content: EmailTemplateContent
  applicationIds: readonly string[]
  /** When to send (default now). */
  scheduledFor?: Date
  /** The automation trigger (origin automatic). */
  trigger?: string
  /** Sent even to an opted-out address (receipt, interview). */
  essential?: boolean
  /** At most one message per key and company (the receipt of one application). */
  dedupeKey?: (applicationId: string) => string
  /** Over the daily cap: throw (a member's send) or record the message as Falhou (automatic). */
  onCap: 'throw' | 'fail'
}

type Recipient = {
  id: string
  email: string | null
  name: string | null
  jobTitle: string | null
  stageName: string | null
}

async function recipients(tx: DbExecutor, companyId: string, ids: readonly string[]): Promise<Recipient[]> {
  if (ids.length === 0) return []
  const path = '$.* ? (@.key == "nome_completo").value'
  return tx
    .select({
      id: candidateSubmissions.id,
      email: candidateSubmissions.emailKey,
      name: sql<
        string | null
      >`jsonb_path_query_first(${candidateSubmissions.formData}, ${path}::jsonpath) #>> '{}'`,
      jobTitle: jobs.title,
      stageName: jobStages.name,
    })
    .from(candidateSubmissions)
    .leftJoin(jobs, joinSameCompany(candidateSubmissions, jobs, eq(jobs.id, candidateSubmissions.jobId)))
    .leftJoin(
      jobStages,
      joinSameCompany(candidateSubmissions, jobStages, eq(jobStages.id, candidateSubmissions.stageId)),
    )
    .where(tenantWhere(candidateSubmissions, companyId, inArray(candidateSubmissions.id, [...ids])))
}

/** Start of today in São Paulo, as a SQL timestamp. */
const startOfBrazilDay = sql`(date_trunc('day', now() at time zone 'America/Sao_Paulo') at time zone 'America/Sao_Paulo')`

/** Messages counted against the daily cap today (everything but receipts and cancelled ones). */
async function sentToday(tx: DbExecutor, companyId: string): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(emailMessages)
    .where(
      tenantWhere(
        emailMessages,
        companyId,
        sql`${emailMessages.createdAt} >= ${startOfBrazilDay}`,
        ne(emailMessages.origin, 'receipt'),
        ne(emailMessages.state, 'cancelado'),
      ),
    )
  return row?.count ?? 0
}

/**
 * Renders one message per application (variables filled per candidate), stores it as "Na fila",
 * records "E-mail" in its Histórico and queues its delivery — all in the caller's transaction, so a
 * message exists only with the change that caused it and its job exists only with the message.
 * Call `deps.queue.wake(deliverEmailJob)` after the transaction commits.
 */
export async function queueEmails(
  tx: DbExecutor,
  deps: EmailDeps,
  options: QueueEmailsOptions,
): Promise<{ items: EmailMessageItem[]; skipped: { id: string; reason: string }[] }> {
  const unique = [...new Set(options.applicationIds)]
  const company = await companyRow(tx, options.companyId)
  const found = await recipients(tx, options.companyId, unique)
  const byId = new Map(found.map((row) => [row.id, row]))
  const skipped: { id: string; reason: string }[] = []
  const targets: Recipient[] = []
  for (const id of unique) {
    const row = byId.get(id)
    if (!row) skipped.push({ id, reason: APPLICATION_MESSAGES.notFound })
    else if (!row.email) skipped.push({ id, reason: EMAIL_MESSAGES.noRecipient })
    else targets.push(row)
  }
  if (!options.essential && targets.length > 0) {
    const emails = targets.map((row) => row.email as string)
    const out = await tx
      .select({ email: emailOptOuts.email })
      .from(emailOptOuts)
      .where(tenantWhere(emailOptOuts, options.companyId, inArray(emailOptOuts.email, emails)))
    const optedOut = new Set(out.map((row) => row.email))
    for (let index = targets.length - 1; index >= 0; index--) {
      const row = targets[index] as Recipient
      if (optedOut.has(row.email as string)) {
        skipped.unshift({ id: row.id, reason: EMAIL_MESSAGES.optedOut })
        targets.splice(index, 1)
      }
    }
  }
  if (targets.length === 0) return { items: [], skipped }

  let overCap = false
  if (options.origin !== 'receipt') {
    // One company's sends count one at a time, so two concurrent bulk sends cannot both pass the cap.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`email-cap:${options.companyId}`}))`)
    const plan = getPlan(await companyPlan(tx, options.companyId))
    if (plan.emailDailyLimit !== null) {
      const used = await sentToday(tx, options.companyId)
      if (used + targets.length > plan.emailDailyLimit) {
        if (options.onCap === 'throw')
          throw new AppError(
            'TOO_MANY_REQUESTS',
            EMAIL_MESSAGES.capReached(plan.name, plan.emailDailyLimit),
            {
              limit: plan.emailDailyLimit,
              used,
            },
          )
        overCap = true
      }
    }
  }

  const link = candidateAreaUrl(deps.appUrl, company.slug)
  const scheduledFor = options.scheduledFor ?? new Date()
  const values = targets.map((row) => {
    const rendered = renderEmail(options.content, {
      nome: firstName(row.name),
      vaga: row.jobTitle ?? 'Banco de talentos',
      empresa: company.name,
      etapa: row.stageName ?? 'Análise de currículo',
      link_area_candidato: link,
    })
    return {
      companyId: options.companyId,
      applicationId: row.id,
      templateKey: options.templateKey,
      origin: options.origin,
      trigger: options.trigger ?? null,
      essential: options.essential ?? false,
      toEmail: row.email as string,
      subject: rendered.subject,
      bodyText: rendered.text,
      bodyHtml: rendered.bodyHtml,
      state: overCap ? ('falhou' as const) : ('na_fila' as const),
      error: overCap ? 'Limite diário de e-mails do plano atingido.' : null,
      scheduledFor,
      dedupeKey: options.dedupeKey?.(row.id) ?? null,
      createdBy: options.actorUserId,
    }
  })
  const inserted = await tx.insert(emailMessages).values(values).onConflictDoNothing().returning()
  const events: ApplicationEventInput[] = inserted.map((row) => ({
    companyId: options.companyId,
    applicationId: row.applicationId,
    actorUserId: options.actorUserId,
    type: 'email_queued',
    data: { messageId: row.id, templateKey: row.templateKey, origin: row.origin },
  }))
  await recordApplicationEvents(tx, events)
  for (const row of inserted) {
    if (row.state !== 'na_fila') continue
    await deps.queue.send(
      deliverEmailJob,
      { companyId: row.companyId, messageId: row.id },
      {
        tx: tx as never,
        startAfter: row.scheduledFor,
        ...(deps.retryDelaySeconds ? { retryDelay: deps.retryDelaySeconds } : {}),
      },
    )
  }
  return { items: inserted.map(toMessageItem), skipped }
}

/**
 * The bulk action "Enviar e-mail" (and the detail's): one message per application, variables
 * filled per candidate. Básico and up (emailTemplates); over the daily cap → 429 in pt-BR.
 * Runs in the caller's transaction; wake the queue (`deps.queue.wake(deliverEmailJob)`) after commit.
 */
export async function sendApplicationEmails(
  tx: DbExecutor,
  deps: EmailDeps,
  caller: Caller,
  applicationIds: readonly string[],
  message: SendEmailInput,
): Promise<SendEmailResult> {
  assertCan(caller, 'emails:send')
  await assertPlanFeature(tx, { companyId: caller.companyId, feature: 'emailTemplates' })
  const essential = message.templateKey ? EMAIL_TEMPLATE_DEFAULTS[message.templateKey].essential : false
  const result = await queueEmails(tx, deps, {
    companyId: caller.companyId,
    actorUserId: caller.userId,
    origin: 'manual',
    templateKey: message.templateKey,
    content: { subject: message.subject, body: message.body },
    applicationIds,
    essential,
    onCap: 'throw',
  })
  return { queued: result.items.length, skipped: result.skipped, items: result.items }
}

/** "Candidatura recebida" after a public-form submission: every plan, once per application. */
export async function queueReceipt(
  tx: DbExecutor,
  deps: EmailDeps,
  options: { companyId: string; applicationId: string },
): Promise<void> {
  const templates = await loadTemplates(tx, options.companyId)
  const plan = await companyPlan(tx, options.companyId)
  // Gratuito keeps only the default receipt; a company's own version needs emailTemplates.
  const content = planIncludes(plan, 'emailTemplates') ? templates.recebida : EMAIL_TEMPLATE_DEFAULTS.recebida
  await queueEmails(tx, deps, {
    companyId: options.companyId,
    actorUserId: null,
    origin: 'receipt',
    templateKey: 'recebida',
    content,
    applicationIds: [options.applicationId],
    essential: true,
    dedupeKey: (id) => `receipt:${id}`,
    onCap: 'fail',
  })
}

// ---------------------------------------------------------------------------------------------
// Automatic sends
// ---------------------------------------------------------------------------------------------

export type ApplicationChange = {
  applicationId: string
  /** The new status, when it changed. */
  status?: SubmissionStatus
  /** The new stage's name, when the stage changed. */
  stageName?: string
}

export function stageTrigger(stageName: string): string {
  return `stage:${stageName.trim().toLowerCase()}`
}

/**
 * Called in the transaction of a status change or a stage move: cancels this application's
 * automatic messages still waiting whose decision no longer holds, then queues the rules of the new
 * status and stage (with their delay). Básico and up (emailAutomation); on gratuito nothing is sent.
 */
export async function applyEmailAutomations(
  tx: DbExecutor,
  deps: EmailDeps,
  options: { companyId: string; actorUserId: string | null; changes: readonly ApplicationChange[] },
): Promise<void> {
  const changes = options.changes.filter((change) => change.status || change.stageName)
  if (changes.length === 0) return
  // The decision changed: pending automatic messages of an earlier status or stage are cancelled.
  for (const change of changes) {
    const kept: string[] = []
    if (change.status) kept.push(`status:${change.status}`)
    if (change.stageName) kept.push(stageTrigger(change.stageName))
    const kinds = [change.status ? 'status:%' : null, change.stageName ? 'stage:%' : null].filter(
      (kind): kind is string => kind !== null,
    )
    await tx
      .update(emailMessages)
      .set({ state: 'cancelado', error: EMAIL_MESSAGES.cancelledDecisionChanged })
      .where(
        tenantWhere(
          emailMessages,
          options.companyId,
          eq(emailMessages.applicationId, change.applicationId),
          eq(emailMessages.origin, 'automatic'),
          eq(emailMessages.state, 'na_fila'),
          notInArray(emailMessages.trigger, kept),
          or(...kinds.map((kind) => sql`${emailMessages.trigger} like ${kind}`)),
        ),
      )
  }
  if (!planIncludes(await companyPlan(tx, options.companyId), 'emailAutomation')) return
  const triggers = new Set<string>()
  for (const change of changes) {
    if (change.status) triggers.add(`status:${change.status}`)
    if (change.stageName) triggers.add(stageTrigger(change.stageName))
  }
  const rules = await tx
    .select()
    .from(emailAutomations)
    .where(
      tenantWhere(
        emailAutomations,
        options.companyId,
        eq(emailAutomations.enabled, true),
        inArray(emailAutomations.trigger, [...triggers]),
      ),
    )
  if (rules.length === 0) return
  const templates = await loadTemplates(tx, options.companyId)
  for (const rule of rules) {
    const ids = changes
      .filter(
        (change) =>
          (change.status && `status:${change.status}` === rule.trigger) ||
          (change.stageName && stageTrigger(change.stageName) === rule.trigger),
      )
      .map((change) => change.applicationId)
    if (ids.length === 0) continue
    const key = rule.templateKey as EmailTemplateKey
    const template = templates[key]
    if (!template) continue
    await queueEmails(tx, deps, {
      companyId: options.companyId,
      actorUserId: options.actorUserId,
      origin: 'automatic',
      trigger: rule.trigger,
      templateKey: key,
      content: template,
      applicationIds: ids,
      essential: template.essential,
      scheduledFor: new Date(Date.now() + rule.delayMinutes * 60_000),
      onCap: 'fail',
    })
  }
}

/** GET /api/email/automations */
export async function getAutomationSettings(
  db: DbExecutor,
  caller: Caller,
): Promise<EmailAutomationSettings> {
  assertCan(caller, 'emails:manage')
  const rows = await db
    .select()
    .from(emailAutomations)
    .where(tenantWhere(emailAutomations, caller.companyId))
    .orderBy(asc(emailAutomations.trigger))
  const stages = await db
    .selectDistinct({ name: sql<string>`lower(${jobStages.name})` })
    .from(jobStages)
    .where(tenantWhere(jobStages, caller.companyId))
    .orderBy(sql`lower(${jobStages.name})`)
  const company = await companyRow(db, caller.companyId)
  return {
    rules: rows.map((row) => ({
      trigger: row.trigger,
      templateKey: row.templateKey as EmailTemplateKey,
      enabled: row.enabled,
      delayMinutes: row.delayMinutes,
    })),
    stageNames: stages.map((stage) => stage.name),
    replyTo: company.replyTo,
    defaultReplyTo: await defaultReplyTo(db, caller.companyId),
  }
}

/** PUT /api/email/automations: the whole list of rules and the Reply-To (básico and up). */
export async function saveAutomationSettings(
  db: DbExecutor,
  caller: Caller,
  input: { rules: EmailAutomationSettings['rules']; replyTo: string | null },
): Promise<EmailAutomationSettings> {
  assertCan(caller, 'emails:manage')
  await assertPlanFeature(db, { companyId: caller.companyId, feature: 'emailAutomation' })
  const byTrigger = new Map(input.rules.map((rule) => [rule.trigger.trim().toLowerCase(), rule]))
  await db.transaction(async (tx) => {
    await tx.delete(emailAutomations).where(tenantWhere(emailAutomations, caller.companyId))
    if (byTrigger.size > 0)
      await tx.insert(emailAutomations).values(
        [...byTrigger].map(([trigger, rule]) => ({
          companyId: caller.companyId,
          trigger,
          templateKey: rule.templateKey,
          enabled: rule.enabled,
          delayMinutes: rule.delayMinutes,
        })),
      )
    await tx.update(companies).set({ emailReplyTo: input.replyTo }).where(companyWhere(caller.companyId))
  })
  return getAutomationSettings(db, caller)
}
export type { EmailAutomationUpdate }

/** Days after which an open application nobody wrote to counts as "sem retorno". */
export const WITHOUT_ANSWER_DAYS = 15

/**
 * "Candidaturas sem retorno há mais de 15 dias": open (novo, pendente), received more than 15 days
 * ago, and no e-mail but the receipt queued or sent to the candidate in the last 15 days. A condition
 * on candidate_submissions (the list's filter and the dashboard's count share it).
 */
export function withoutAnswerCondition(now?: Date) {
  const since = now
    ? sql`${now.toISOString()}::timestamptz - make_interval(days => ${WITHOUT_ANSWER_DAYS})`
    : sql`now() - make_interval(days => ${WITHOUT_ANSWER_DAYS})`
  return sql`(${candidateSubmissions.status} in ('novo', 'pendente')
    and ${candidateSubmissions.createdAt} < ${since}
    and not exists (
      select 1 from ${emailMessages}
      where ${joinSameCompany(emailMessages, candidateSubmissions)}
        and ${emailMessages.applicationId} = ${candidateSubmissions.id}
        and ${emailMessages.origin} <> 'receipt'
        and ${emailMessages.state} in ('na_fila', 'enviado')
        and ${emailMessages.createdAt} >= ${since}
    ))`
}

/** The dashboard's count of applications "sem retorno". */
export async function countWithoutAnswer(db: DbExecutor, companyId: string, now?: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(candidateSubmissions)
    .where(tenantWhere(candidateSubmissions, companyId, withoutAnswerCondition(now)))
  return row?.count ?? 0
}

// ---------------------------------------------------------------------------------------------
// Reading, cancelling
// ---------------------------------------------------------------------------------------------

async function assertApplication(db: DbExecutor, companyId: string, id: string): Promise<void> {
  const [row] = await db
    .select({ id: candidateSubmissions.id })
    .from(candidateSubmissions)
    .where(tenantWhere(candidateSubmissions, companyId, eq(candidateSubmissions.id, id)))
  if (!row) throw new AppError('NOT_FOUND', APPLICATION_MESSAGES.notFound)
}

/** GET /api/applications/:id/emails: the application's messages, newest first. */
export async function listApplicationEmails(
  db: DbExecutor,
  caller: Caller,
  applicationId: string,
): Promise<EmailMessageItem[]> {
  assertCan(caller, 'applications:view')
  await assertApplication(db, caller.companyId, applicationId)
  const rows = await db
    .select()
    .from(emailMessages)
    .where(tenantWhere(emailMessages, caller.companyId, eq(emailMessages.applicationId, applicationId)))
    .orderBy(desc(emailMessages.createdAt))
  return rows.map(toMessageItem)
}

/** POST /api/email/messages/:id/cancel: a message still waiting (a delayed automatic send). */
export async function cancelEmail(db: DbExecutor, caller: Caller, id: string): Promise<EmailMessageItem> {
  assertCan(caller, 'emails:send')
  const [row] = await db
    .update(emailMessages)
    .set({ state: 'cancelado', error: EMAIL_MESSAGES.cancelledByMember })
    .where(
      tenantWhere(
        emailMessages,
        caller.companyId,
        eq(emailMessages.id, id),
        eq(emailMessages.state, 'na_fila'),
        or(isNull(emailMessages.lockedUntil), lte(emailMessages.lockedUntil, new Date())),
      ),
    )
    .returning()
  if (row) return toMessageItem(row)
  const [existing] = await db
    .select()
    .from(emailMessages)
    .where(tenantWhere(emailMessages, caller.companyId, eq(emailMessages.id, id)))
  if (!existing) throw new AppError('NOT_FOUND', EMAIL_MESSAGES.messageNotFound)
  throw new AppError('CONFLICT', 'Este e-mail já foi processado e não pode ser cancelado.')
}

// ---------------------------------------------------------------------------------------------
// Job closed: "Retorno sobre o processo" to everyone still open
// ---------------------------------------------------------------------------------------------

/** The open applications (novo, pendente) of a job. */
async function openApplicationsOfJob(db: DbExecutor, companyId: string, jobId: string): Promise<string[]> {
  const rows = await db
    .select({ id: candidateSubmissions.id })
    .from(candidateSubmissions)
    .where(
      tenantWhere(
        candidateSubmissions,
        companyId,
        eq(candidateSubmissions.jobId, jobId),
        inArray(candidateSubmissions.status, ['novo', 'pendente']),
      ),
    )
  return rows.map((row) => row.id)
}

/** GET /api/jobs/:id/closing-feedback: how many candidates are still open in the job. */
export async function countOpenApplicationsOfJob(
  db: DbExecutor,
  caller: Caller,
  jobId: string,
): Promise<number> {
  assertCan(caller, 'jobs:manage')
  const [job] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(tenantWhere(jobs, caller.companyId, eq(jobs.id, jobId)))
  if (!job) throw new AppError('NOT_FOUND', 'Vaga não encontrada.')
  return (await openApplicationsOfJob(db, caller.companyId, jobId)).length
}

/** POST /api/jobs/:id/closing-feedback: "Retorno sobre o processo" to every open candidate of the job. */
export async function sendJobClosingFeedback(
  tx: DbExecutor,
  deps: EmailDeps,
  caller: Caller,
  jobId: string,
): Promise<{ queued: number; skipped: number }> {
  assertCan(caller, 'jobs:manage')
  await assertPlanFeature(tx, { companyId: caller.companyId, feature: 'emailTemplates' })
  const [job] = await tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(tenantWhere(jobs, caller.companyId, eq(jobs.id, jobId)))
  if (!job) throw new AppError('NOT_FOUND', 'Vaga não encontrada.')
  const ids = await openApplicationsOfJob(tx, caller.companyId, jobId)
  const template = (await loadTemplates(tx, caller.companyId)).retorno
  const result = await queueEmails(tx, deps, {
    companyId: caller.companyId,
    actorUserId: caller.userId,
    origin: 'job_closed',
    templateKey: 'retorno',
    content: template,
    applicationIds: ids,
    dedupeKey: (id) => `job_closed:${jobId}:${id}`,
    onCap: 'throw',
  })
  return { queued: result.items.length, skipped: result.skipped.length }
}

// ---------------------------------------------------------------------------------------------
// Opt-out
// ---------------------------------------------------------------------------------------------

function readOptOutToken(secret: string, token: string): { companyId: string; email: string } {
  const [payload, signature] = token.split('.')
  const invalid = new AppError('BAD_REQUEST', EMAIL_MESSAGES.invalidToken)
  if (!payload || !signature) throw invalid
  const expected = Buffer.from(signOptOut(secret, payload))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw invalid
  try {
    const [companyId, email] = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown[]
    if (typeof companyId !== 'string' || typeof email !== 'string') throw invalid
    return { companyId, email }
  } catch {
    throw invalid
  }
}

function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@')
  return `${local.slice(0, 2)}${'•'.repeat(Math.max(1, local.length - 2))}@${domain}`
}

/** GET /api/public/email/opt-out?token=: whom the link is for (the address masked). */
export async function describeOptOut(db: DbExecutor, secret: string, token: string) {
  const { companyId, email } = readOptOutToken(secret, token)
  const [company] = await db.select({ name: companies.name }).from(companies).where(companyWhere(companyId))
  if (!company) throw new AppError('NOT_FOUND', EMAIL_MESSAGES.invalidToken)
  return { companyName: company.name, email: maskEmail(email) }
}

/** POST /api/public/email/opt-out: records the opt-out and cancels the address's pending non-essential mail. */
export async function confirmOptOut(db: DbExecutor, secret: string, token: string) {
  const { companyId, email } = readOptOutToken(secret, token)
  const info = await describeOptOut(db, secret, token)
  await db.transaction(async (tx) => {
    await tx.insert(emailOptOuts).values({ companyId, email }).onConflictDoNothing()
    await tx
      .update(emailMessages)
      .set({ state: 'cancelado', error: EMAIL_MESSAGES.optedOut })
      .where(
        tenantWhere(
          emailMessages,
          companyId,
          eq(emailMessages.toEmail, email),
          eq(emailMessages.state, 'na_fila'),
          eq(emailMessages.essential, false),
        ),
      )
  })
  return info
}
