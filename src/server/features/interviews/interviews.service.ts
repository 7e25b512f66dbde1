import { randomUUID } from 'node:crypto'
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm'
import { CORE_FIELD_KEYS } from '../../../shared/forms/default-form.ts'
import {
  type CandidateInterview,
  type CandidateResponseInput,
  candidateResponseInputSchema,
  INTERVIEW_MESSAGES,
  type Interview,
  type InterviewFormOptions,
  type InterviewMode,
  type InterviewValues,
} from '../../../shared/interviews/api.ts'
import { saoPauloClock, saoPauloInstant } from '../../../shared/interviews/sao-paulo-time.ts'
import type { Db, DbExecutor, Tx } from '../../db/client.ts'
import { user } from '../../db/schema/auth.ts'
import { companies } from '../../db/schema/companies.ts'
import { interviewInterviewers, interviews } from '../../db/schema/interviews.ts'
import { jobs } from '../../db/schema/jobs.ts'
import { profiles } from '../../db/schema/profiles.ts'
import { candidateSubmissions } from '../../db/schema/submissions.ts'
import { companyWhere, joinCompany, joinSameCompany, tenantWhere } from '../../db/tenant.ts'
import type { Env } from '../../env.ts'
import { AppError } from '../../errors.ts'
import type { JobQueue } from '../../jobs/queue.ts'
import { sendMailJob } from '../../mail/mail-job.ts'
import type { MailMessage } from '../../mail/mailer.ts'
import {
  candidateInterviewEmail,
  type InterviewMailFacts,
  type InterviewMailKind,
  interviewerInterviewEmail,
} from '../../mail/templates/interview-emails.ts'
import { answerByKey, assertCan, type Caller } from '../applications/applications.service.ts'
import { recordApplicationEvent } from '../history/history.service.ts'
import { icsAttachment, interviewIcs } from './interview-ics.ts'
import { createInterviewToken, readInterviewToken } from './interview-token.ts'
import { interviewReminderJob } from './reminder-job.ts'

/**
 * Interviews (issue 17, "Entrevistas"; docs/decisions/025-interviews.md). Every change writes the
 * interview, its history event and its e-mails (queued in the same transaction: they go out only
 * if the change commits) at once.
 */

/** What the interview operations use beside the database. */
export type InterviewDeps = {
  db: Db
  queue: JobQueue
  /** appUrl (links), authSecret (answer links), mailFrom (the calendar's organizer). */
  env: Pick<Env, 'appUrl' | 'authSecret' | 'mailFrom'>
}

const REMINDER_BEFORE_MS = 24 * 60 * 60 * 1000

/** The sender's address, the organizer of the calendar event. */
function mailFromAddress(mailFrom: string): string {
  return /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim()
}

type InterviewRow = typeof interviews.$inferSelect

/** The interview with its candidate, job and company, as e-mails and pages need it. */
type InterviewContext = {
  row: InterviewRow
  candidateName: string | null
  candidateEmail: string | null
  jobTitle: string | null
  companyName: string
  interviewers: { id: string; name: string; email: string }[]
}

const contextColumns = {
  row: interviews,
  candidateName: sql<string | null>`${answerByKey(CORE_FIELD_KEYS.fullName)}`,
  candidateEmail: sql<string | null>`${answerByKey(CORE_FIELD_KEYS.email)}`,
  jobTitle: jobs.title,
  companyName: companies.name,
}

async function interviewersOf(
  db: DbExecutor,
  companyId: string,
  interviewIds: readonly string[],
): Promise<Map<string, { id: string; name: string; email: string }[]>> {
  const result = new Map<string, { id: string; name: string; email: string }[]>()
  if (interviewIds.length === 0) return result
  const rows = await db
    .select({
      interviewId: interviewInterviewers.interviewId,
      id: interviewInterviewers.userId,
      name: profiles.fullName,
      email: user.email,
    })
    .from(interviewInterviewers)
    .innerJoin(
      profiles,
      joinSameCompany(profiles, interviewInterviewers, eq(profiles.id, interviewInterviewers.userId)),
    )
    .innerJoin(user, eq(user.id, interviewInterviewers.userId))
    .where(
      tenantWhere(
        interviewInterviewers,
        companyId,
        inArray(interviewInterviewers.interviewId, [...interviewIds]),
      ),
    )
    .orderBy(asc(profiles.fullName))
  for (const row of rows) {
    const list = result.get(row.interviewId) ?? []
    list.push({ id: row.id, name: row.name, email: row.email })
    result.set(row.interviewId, list)
  }
  return result
}

/** Interviews of the company with their context, filtered by `where` (tenant-scoped here). */
async function loadContexts(
  db: DbExecutor,
  companyId: string,
  where: ReturnType<typeof eq> | undefined,
  options: { lock?: boolean } = {},
): Promise<InterviewContext[]> {
  const query = db
    .select(contextColumns)
    .from(interviews)
    .innerJoin(
      candidateSubmissions,
      joinSameCompany(
        candidateSubmissions,
        interviews,
        eq(candidateSubmissions.id, interviews.applicationId),
      ),
    )
    .innerJoin(companies, joinCompany(interviews))
    .leftJoin(jobs, joinSameCompany(jobs, candidateSubmissions, eq(jobs.id, candidateSubmissions.jobId)))
    .where(tenantWhere(interviews, companyId, where))
    .orderBy(asc(interviews.startsAt), asc(interviews.createdAt))
  const rows = options.lock ? await query.for('update', { of: interviews }) : await query
  const people = await interviewersOf(
    db,
    companyId,
    rows.map((row) => row.row.id),
  )
  return rows.map((row) => ({ ...row, interviewers: people.get(row.row.id) ?? [] }))
}

async function loadContext(db: DbExecutor, companyId: string, interviewId: string, lock = false) {
  const [context] = await loadContexts(db, companyId, eq(interviews.id, interviewId), { lock })
  if (!context) throw new AppError('NOT_FOUND', INTERVIEW_MESSAGES.notFound)
  return context
}

function toInterview(context: InterviewContext): Interview {
  const { row } = context
  return {
    id: row.id,
    applicationId: row.applicationId,
    candidateName: context.candidateName,
    jobTitle: context.jobTitle,
    startsAt: row.startsAt.toISOString(),
    endsAt: new Date(row.startsAt.getTime() + row.durationMinutes * 60_000).toISOString(),
    durationMinutes: row.durationMinutes,
    mode: row.mode,
    address: row.address,
    link: row.link,
    message: row.message,
    status: row.status,
    candidateResponse: row.candidateResponse,
    candidateNote: row.candidateNote,
    respondedAt: row.respondedAt?.toISOString() ?? null,
    interviewers: context.interviewers.map(({ id, name }) => ({ id, name })),
    sequence: row.icsSequence,
    createdAt: row.createdAt.toISOString(),
  }
}

function facts(context: InterviewContext): InterviewMailFacts {
  const { row } = context
  return {
    companyName: context.companyName,
    jobTitle: context.jobTitle,
    candidateName: context.candidateName ?? '',
    startsAt: row.startsAt,
    durationMinutes: row.durationMinutes,
    mode: row.mode,
    address: row.address,
    link: row.link,
    message: row.message,
  }
}

/** The public answer page of the interview's current version. */
export function responseUrl(env: InterviewDeps['env'], interviewId: string, sequence: number): string {
  return `${env.appUrl}/entrevista/${createInterviewToken(env.authSecret, interviewId, sequence)}`
}

/** The .ics of the interview as it is now, for the candidate and the interviewers. */
function calendarOf(env: InterviewDeps['env'], context: InterviewContext, method: 'REQUEST' | 'CANCEL') {
  const { row } = context
  const attendees = [
    ...(context.candidateEmail ? [{ name: context.candidateName ?? '', email: context.candidateEmail }] : []),
    ...context.interviewers.map(({ name, email }) => ({ name, email })),
  ]
  const title = context.jobTitle
    ? `Entrevista: ${context.jobTitle} — ${context.companyName}`
    : `Entrevista — ${context.companyName}`
  const description = [
    context.candidateName ? `Candidato(a): ${context.candidateName}` : null,
    row.mode === 'online' ? `Link: ${row.link}` : `Local: ${row.address}`,
    row.message ? `\n${row.message}` : null,
  ]
    .filter((line) => line !== null)
    .join('\n')
  return icsAttachment(
    interviewIcs({
      uid: row.icsUid,
      sequence: row.icsSequence,
      method,
      startsAt: row.startsAt,
      durationMinutes: row.durationMinutes,
      title,
      description,
      location: row.mode === 'online' ? row.link : row.address,
      url: row.mode === 'online' ? row.link : null,
      organizer: { name: context.companyName, email: mailFromAddress(env.mailFrom) },
      attendees,
    }),
    method,
  )
}

/** Queues the e-mails of one change in the change's transaction. */
async function queueMails(deps: InterviewDeps, tx: Tx, messages: readonly MailMessage[]): Promise<void> {
  for (const message of messages) await deps.queue.send(sendMailJob, message, { tx })
}

function interviewMails(
  deps: InterviewDeps,
  context: InterviewContext,
  kind: InterviewMailKind,
  options: { removedInterviewers?: InterviewContext['interviewers'] } = {},
): MailMessage[] {
  const method = kind === 'cancelled' ? 'CANCEL' : 'REQUEST'
  const withCalendar = kind !== 'reminder'
  const attachment = withCalendar ? calendarOf(deps.env, context, method) : null
  const agendaUrl = `${deps.env.appUrl}/agenda`
  const messages: MailMessage[] = []
  if (context.candidateEmail) {
    messages.push(
      candidateInterviewEmail({
        kind,
        to: context.candidateEmail,
        facts: facts(context),
        responseUrl:
          kind === 'cancelled' ? null : responseUrl(deps.env, context.row.id, context.row.icsSequence),
        attachment,
      }),
    )
  }
  for (const member of context.interviewers) {
    messages.push(
      interviewerInterviewEmail({
        kind,
        to: member.email,
        name: member.name,
        facts: facts(context),
        agendaUrl,
        attachment,
      }),
    )
  }
  // Members taken off the interview by a reschedule: their calendars drop the event.
  const removed = options.removedInterviewers ?? []
  if (removed.length > 0) {
    const cancel = calendarOf(deps.env, { ...context, interviewers: removed }, 'CANCEL')
    for (const member of removed) {
      messages.push(
        interviewerInterviewEmail({
          kind: 'cancelled',
          to: member.email,
          name: member.name,
          facts: facts(context),
          agendaUrl,
          attachment: cancel,
        }),
      )
    }
  }
  return messages
}

/** Queues the 24-hour reminder of the interview's current time (none when it is less than a day away). */
async function queueReminder(deps: InterviewDeps, tx: Tx, row: InterviewRow): Promise<void> {
  const remindAt = new Date(row.startsAt.getTime() - REMINDER_BEFORE_MS)
  if (remindAt.getTime() <= Date.now()) return
  await deps.queue.send(
    interviewReminderJob,
    { companyId: row.companyId, interviewId: row.id, startsAt: row.startsAt.toISOString() },
    {
      tx,
      startAfter: remindAt,
      singletonKey: `interview-reminder:${row.id}:${row.icsSequence}`,
    },
  )
}

function wake(deps: InterviewDeps): void {
  deps.queue.wake(sendMailJob)
}

/** The input's instant; refuses a past one (the schema checks too, but time passes). */
function startsAtOf(input: InterviewValues): Date {
  const instant = saoPauloInstant(input.date, input.time)
  if (!instant) throw new AppError('UNPROCESSABLE', INTERVIEW_MESSAGES.date)
  if (instant.getTime() <= Date.now()) throw new AppError('UNPROCESSABLE', INTERVIEW_MESSAGES.past)
  return instant
}

/** The chosen interviewers, each a member of the caller's company (another company's → 404). */
async function checkInterviewers(
  db: DbExecutor,
  companyId: string,
  ids: readonly string[],
): Promise<string[]> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return []
  const rows = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(tenantWhere(profiles, companyId, inArray(profiles.id, unique), eq(profiles.active, true)))
  if (rows.length !== unique.length) throw new AppError('NOT_FOUND', INTERVIEW_MESSAGES.interviewerNotMember)
  return unique
}

function placeOf(input: InterviewValues): {
  mode: InterviewMode
  address: string | null
  link: string | null
} {
  return input.mode === 'online'
    ? { mode: 'online', address: null, link: input.link }
    : { mode: 'presencial', address: input.address, link: null }
}

/** "Agendar entrevista": the interview, its event, the invitations (.ics) and the reminder. */
export async function scheduleInterview(
  deps: InterviewDeps,
  options: { caller: Caller; applicationId: string; input: InterviewValues },
): Promise<Interview> {
  const { caller, input } = options
  assertCan(caller, 'interviews:manage')
  const startsAt = startsAtOf(input)
  const context = await deps.db.transaction(async (tx) => {
    const [application] = await tx
      .select({ id: candidateSubmissions.id })
      .from(candidateSubmissions)
      .where(
        tenantWhere(
          candidateSubmissions,
          caller.companyId,
          eq(candidateSubmissions.id, options.applicationId),
        ),
      )
    if (!application) throw new AppError('NOT_FOUND', INTERVIEW_MESSAGES.applicationNotFound)
    const interviewerIds = await checkInterviewers(tx, caller.companyId, input.interviewerIds)
    const id = randomUUID()
    const [row] = await tx
      .insert(interviews)
      .values({
        id,
        companyId: caller.companyId,
        applicationId: application.id,
        startsAt,
        durationMinutes: input.durationMinutes,
        ...placeOf(input),
        message: input.message,
        icsUid: `${id}@talentos`,
        icsSequence: 0,
        createdBy: caller.userId,
      })
      .returning()
    if (!row) throw new Error('interview not inserted')
    if (interviewerIds.length > 0)
      await tx
        .insert(interviewInterviewers)
        .values(interviewerIds.map((userId) => ({ companyId: caller.companyId, interviewId: id, userId })))
    await recordApplicationEvent(tx, {
      companyId: caller.companyId,
      applicationId: application.id,
      actorUserId: caller.userId,
      type: 'interview_scheduled',
      data: { interviewId: id, startsAt: startsAt.toISOString(), mode: row.mode },
    })
    const created = await loadContext(tx, caller.companyId, id)
    await queueMails(deps, tx, interviewMails(deps, created, 'scheduled'))
    await queueReminder(deps, tx, row)
    return created
  })
  wake(deps)
  return toInterview(context)
}

/**
 * "Remarcar": new time, place, interviewers or message. The same UID with the next SEQUENCE goes
 * to everyone (METHOD:REQUEST), the candidate's answer starts over, and the old answer links stop
 * working (they name the previous sequence).
 */
export async function rescheduleInterview(
  deps: InterviewDeps,
  options: { caller: Caller; interviewId: string; input: InterviewValues },
): Promise<Interview> {
  const { caller, input } = options
  assertCan(caller, 'interviews:manage')
  const startsAt = startsAtOf(input)
  const context = await deps.db.transaction(async (tx) => {
    const before = await loadContext(tx, caller.companyId, options.interviewId, true)
    if (before.row.status === 'cancelled') throw new AppError('CONFLICT', INTERVIEW_MESSAGES.cancelled)
    const interviewerIds = await checkInterviewers(tx, caller.companyId, input.interviewerIds)
    const [row] = await tx
      .update(interviews)
      .set({
        startsAt,
        durationMinutes: input.durationMinutes,
        ...placeOf(input),
        message: input.message,
        icsSequence: before.row.icsSequence + 1,
        candidateResponse: 'pending',
        candidateNote: null,
        respondedAt: null,
        reminderSentAt: null,
      })
      .where(tenantWhere(interviews, caller.companyId, eq(interviews.id, before.row.id)))
      .returning()
    if (!row) throw new AppError('NOT_FOUND', INTERVIEW_MESSAGES.notFound)
    await tx
      .delete(interviewInterviewers)
      .where(
        tenantWhere(interviewInterviewers, caller.companyId, eq(interviewInterviewers.interviewId, row.id)),
      )
    if (interviewerIds.length > 0)
      await tx
        .insert(interviewInterviewers)
        .values(
          interviewerIds.map((userId) => ({ companyId: caller.companyId, interviewId: row.id, userId })),
        )
    await recordApplicationEvent(tx, {
      companyId: caller.companyId,
      applicationId: row.applicationId,
      actorUserId: caller.userId,
      type: 'interview_rescheduled',
      data: {
        interviewId: row.id,
        startsAt: startsAt.toISOString(),
        previousStartsAt: before.row.startsAt.toISOString(),
        mode: row.mode,
      },
    })
    const after = await loadContext(tx, caller.companyId, row.id)
    const removed = before.interviewers.filter((member) => !interviewerIds.includes(member.id))
    await queueMails(deps, tx, interviewMails(deps, after, 'rescheduled', { removedInterviewers: removed }))
    await queueReminder(deps, tx, row)
    return after
  })
  wake(deps)
  return toInterview(context)
}

/** "Cancelar": METHOD:CANCEL with the next SEQUENCE to everyone; the reminder no longer goes. */
export async function cancelInterview(
  deps: InterviewDeps,
  options: { caller: Caller; interviewId: string },
): Promise<Interview> {
  const { caller } = options
  assertCan(caller, 'interviews:manage')
  const context = await deps.db.transaction(async (tx) => {
    const before = await loadContext(tx, caller.companyId, options.interviewId, true)
    if (before.row.status === 'cancelled') return before
    await tx
      .update(interviews)
      .set({ status: 'cancelled', icsSequence: before.row.icsSequence + 1 })
      .where(tenantWhere(interviews, caller.companyId, eq(interviews.id, before.row.id)))
    await recordApplicationEvent(tx, {
      companyId: caller.companyId,
      applicationId: before.row.applicationId,
      actorUserId: caller.userId,
      type: 'interview_cancelled',
      data: { interviewId: before.row.id, startsAt: before.row.startsAt.toISOString() },
    })
    const after = await loadContext(tx, caller.companyId, before.row.id)
    await queueMails(deps, tx, interviewMails(deps, after, 'cancelled'))
    return after
  })
  wake(deps)
  return toInterview(context)
}

/** The interviews of one application (its detail's "Entrevistas" tab), oldest first. */
export async function listApplicationInterviews(
  db: Db,
  options: { caller: Caller; applicationId: string },
): Promise<Interview[]> {
  assertCan(options.caller, 'applications:view')
  const [application] = await db
    .select({ id: candidateSubmissions.id })
    .from(candidateSubmissions)
    .where(
      tenantWhere(
        candidateSubmissions,
        options.caller.companyId,
        eq(candidateSubmissions.id, options.applicationId),
      ),
    )
  if (!application) throw new AppError('NOT_FOUND', INTERVIEW_MESSAGES.applicationNotFound)
  const contexts = await loadContexts(
    db,
    options.caller.companyId,
    eq(interviews.applicationId, application.id),
  )
  return contexts.map(toInterview)
}

/** The start of São Paulo's day of `now`, and of the next one. */
function saoPauloDayBounds(now: Date): { start: Date; end: Date } {
  const clock = saoPauloClock(now)
  const pad = (value: number) => String(value).padStart(2, '0')
  const date = `${pad(clock.day)}/${pad(clock.month)}/${clock.year}`
  const start = saoPauloInstant(date, '00:00') as Date
  const next = saoPauloClock(new Date(start.getTime() + 36 * 3600_000))
  const end = saoPauloInstant(`${pad(next.day)}/${pad(next.month)}/${next.year}`, '00:00') as Date
  return { start, end }
}

/**
 * /agenda (upcoming: scheduled interviews that have not ended, soonest first) and the dashboard's
 * card (today: São Paulo's today, cancelled ones too so nobody waits for them).
 */
export async function listCompanyInterviews(
  db: Db,
  options: { caller: Caller; scope: 'upcoming' | 'today'; now?: Date },
): Promise<Interview[]> {
  assertCan(options.caller, 'interviews:manage')
  const now = options.now ?? new Date()
  if (options.scope === 'today') {
    const { start, end } = saoPauloDayBounds(now)
    const contexts = await loadContexts(
      db,
      options.caller.companyId,
      and(gte(interviews.startsAt, start), lt(interviews.startsAt, end)) as ReturnType<typeof eq>,
    )
    return contexts.map(toInterview)
  }
  const contexts = await loadContexts(
    db,
    options.caller.companyId,
    and(
      eq(interviews.status, 'scheduled'),
      sql`${interviews.startsAt} + make_interval(mins => ${interviews.durationMinutes}) > ${now.toISOString()}::timestamptz`,
    ) as ReturnType<typeof eq>,
  )
  return contexts.slice(0, 500).map(toInterview)
}

/** The scheduling form's choices: active members (interviewers) and the company's address. */
export async function interviewFormOptions(db: Db, caller: Caller): Promise<InterviewFormOptions> {
  assertCan(caller, 'interviews:manage')
  const members = await db
    .select({ id: profiles.id, name: profiles.fullName })
    .from(profiles)
    .where(tenantWhere(profiles, caller.companyId, eq(profiles.active, true)))
    .orderBy(asc(profiles.fullName))
  const [company] = await db
    .select({ address: companies.address })
    .from(companies)
    .where(companyWhere(caller.companyId))
  return { members, companyAddress: company?.address ?? '' }
}

// ---------------------------------------------------------------------------------------------
// The candidate's side: the public page of the e-mail's links, and the candidate area (issue 17
// item 4), which calls the same functions with the application it signed in to.

function toCandidateInterview(context: InterviewContext, now = new Date()): CandidateInterview {
  const { row } = context
  return {
    id: row.id,
    companyName: context.companyName,
    jobTitle: context.jobTitle,
    startsAt: row.startsAt.toISOString(),
    durationMinutes: row.durationMinutes,
    mode: row.mode,
    address: row.address,
    link: row.link,
    message: row.message,
    status: row.status,
    candidateResponse: row.candidateResponse,
    canRespond: row.status === 'scheduled' && row.startsAt.getTime() > now.getTime(),
  }
}

/** The interview a token names, checked: signed by us, for the interview's current version. */
async function contextOfToken(db: DbExecutor, secret: string, token: string, lock = false) {
  const read = readInterviewToken(secret, token)
  if (!read) throw new AppError('NOT_FOUND', INTERVIEW_MESSAGES.tokenInvalid)
  // The token is the credential and names its interview; its company scopes the rest.
  const [owner] = await db
    .select({ companyId: interviews.companyId })
    .from(interviews)
    .where(eq(interviews.id, read.interviewId))
  if (!owner) throw new AppError('NOT_FOUND', INTERVIEW_MESSAGES.tokenInvalid)
  const context = await loadContext(db, owner.companyId, read.interviewId, lock)
  if (context.row.icsSequence !== read.sequence) throw new AppError('CONFLICT', INTERVIEW_MESSAGES.tokenStale)
  return context
}

/** GET /api/public/interviews/:token: what the answer page shows. */
export async function getInterviewByToken(deps: InterviewDeps, token: string): Promise<CandidateInterview> {
  return toCandidateInterview(await contextOfToken(deps.db, deps.env.authSecret, token))
}

/** Records the candidate's answer on a locked interview (both entry points end here). */
async function recordResponse(
  tx: Tx,
  context: InterviewContext,
  input: CandidateResponseInput,
): Promise<InterviewContext> {
  const answer = candidateResponseInputSchema.parse(input)
  const { row } = context
  if (row.status === 'cancelled') throw new AppError('CONFLICT', INTERVIEW_MESSAGES.cancelled)
  if (row.startsAt.getTime() <= Date.now()) throw new AppError('CONFLICT', INTERVIEW_MESSAGES.alreadyHappened)
  // The same answer twice (a second click) changes nothing and records nothing.
  if (
    row.candidateResponse === answer.response &&
    (answer.response === 'confirmed' || row.candidateNote === (answer.note || null))
  )
    return context
  await tx
    .update(interviews)
    .set({
      candidateResponse: answer.response,
      candidateNote: answer.response === 'reschedule_requested' ? answer.note || null : null,
      respondedAt: new Date(),
    })
    .where(tenantWhere(interviews, row.companyId, eq(interviews.id, row.id)))
  await recordApplicationEvent(tx, {
    companyId: row.companyId,
    applicationId: row.applicationId,
    actorUserId: null,
    type: answer.response === 'confirmed' ? 'interview_confirmed' : 'interview_reschedule_requested',
    data: { interviewId: row.id, startsAt: row.startsAt.toISOString() },
  })
  return loadContext(tx, row.companyId, row.id)
}

/** POST /api/public/interviews/:token/response: "Confirmar presença" or "Pedir outro horário". */
export async function respondByToken(
  deps: InterviewDeps,
  token: string,
  input: CandidateResponseInput,
): Promise<CandidateInterview> {
  const context = await deps.db.transaction(async (tx) => {
    const current = await contextOfToken(tx, deps.env.authSecret, token, true)
    return recordResponse(tx, current, input)
  })
  return toCandidateInterview(context)
}

/**
 * For the candidate area: the interviews of the applications the signed-in candidate owns, by
 * application, newest first; one query for all of them. The caller has checked that the
 * candidate's session owns `applicationIds` in `companyId`.
 */
export async function listCandidateInterviews(
  db: Db,
  options: { companyId: string; applicationIds: readonly string[] },
): Promise<Map<string, CandidateInterview[]>> {
  const byApplication = new Map<string, CandidateInterview[]>()
  if (options.applicationIds.length === 0) return byApplication
  const contexts = await loadContexts(
    db,
    options.companyId,
    inArray(interviews.applicationId, [...options.applicationIds]),
  )
  for (const context of contexts.reverse()) {
    const list = byApplication.get(context.row.applicationId) ?? []
    list.push(toCandidateInterview(context))
    byApplication.set(context.row.applicationId, list)
  }
  return byApplication
}

/**
 * For the candidate area: the same answer as the e-mail's links, by application and interview
 * (another application's or company's interview → 404).
 */
export async function respondToInterview(
  deps: InterviewDeps,
  options: { companyId: string; applicationId: string; interviewId: string; input: CandidateResponseInput },
): Promise<CandidateInterview> {
  const context = await deps.db.transaction(async (tx) => {
    const current = await loadContext(tx, options.companyId, options.interviewId, true)
    if (current.row.applicationId !== options.applicationId)
      throw new AppError('NOT_FOUND', INTERVIEW_MESSAGES.notFound)
    return recordResponse(tx, current, options.input)
  })
  return toCandidateInterview(context)
}

/**
 * The reminder job's work: marks the reminder sent for the interview's current time and queues
 * its e-mails in one transaction. The conditional update makes it happen once, however many
 * processes run the job or however often it is retried; a job for a time since changed or
 * cancelled does nothing.
 */
export async function sendInterviewReminder(
  deps: InterviewDeps,
  data: { companyId: string; interviewId: string; startsAt: string },
): Promise<{ sent: boolean }> {
  const sent = await deps.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(interviews)
      .set({ reminderSentAt: new Date() })
      .where(
        tenantWhere(
          interviews,
          data.companyId,
          eq(interviews.id, data.interviewId),
          eq(interviews.status, 'scheduled'),
          eq(interviews.startsAt, new Date(data.startsAt)),
          sql`${interviews.reminderSentAt} is null`,
        ),
      )
      .returning({ id: interviews.id })
    if (!claimed) return false
    const context = await loadContext(tx, data.companyId, claimed.id)
    if (context.row.startsAt.getTime() <= Date.now()) return false
    await queueMails(deps, tx, interviewMails(deps, context, 'reminder'))
    return true
  })
  if (sent) wake(deps)
  return { sent }
}
