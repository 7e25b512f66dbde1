import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApplicationHistory } from '../../../shared/history/events.ts'
import type { CandidateInterview, Interview, InterviewList } from '../../../shared/interviews/api.ts'
import { formatSaoPauloDate, saoPauloInstant } from '../../../shared/interviews/sao-paulo-time.ts'
import { sendMailJob } from '../../mail/mail-job.ts'
import { uniqueEmail } from '../../test/accounts.ts'
import { createTestApp, type TestContext } from '../../test/app.ts'
import { createSignedInCompany, type SignedInCompany } from '../../test/applications.ts'
import { testDatabaseKind } from '../../test/database.ts'
import { type OutboxMail, readOutbox } from '../../test/outbox.ts'
import { setCompanyPlan } from '../../test/plans.ts'
import { addTeamMember, type TeamMember } from '../../test/team.ts'
import { call, createJob, sendJobApplication } from '../jobs/test-support.ts'
import {
  type InterviewDeps,
  listCandidateInterviews,
  respondToInterview,
  sendInterviewReminder,
} from './interviews.service.ts'

let ctx: TestContext
let deps: InterviewDeps

beforeAll(async () => {
  ctx = await createTestApp({ env: { PUBLIC_SUBMIT_RATE_MAX: '1000' } })
  deps = { db: ctx.database.db, queue: ctx.app.deps.queue, env: ctx.app.deps.env }
})
afterAll(async () => {
  await ctx.close()
})

/** One iCalendar property: its name, parameters and value (lines unfolded, RFC 5545 §3.1). */
type IcsProperty = { name: string; params: Record<string, string>; value: string }

function parseIcs(text: string): IcsProperty[] {
  const unfolded = text.replace(/\r\n[ \t]/g, '').replace(/\n[ \t]/g, '')
  return unfolded
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line) => {
      // The value starts after the first colon outside a quoted parameter value.
      let quoted = false
      let split = -1
      for (let index = 0; index < line.length; index++) {
        const char = line[index]
        if (char === '"') quoted = !quoted
        if (char === ':' && !quoted) {
          split = index
          break
        }
      }
      const head = line.slice(0, split)
      const value = line.slice(split + 1)
      const [name = '', ...rawParams] = head.split(';')
      const params = Object.fromEntries(
        rawParams.map((param) => {
          const [key = '', ...rest] = param.split('=')
          return [key.toUpperCase(), rest.join('=').replace(/^"|"$/g, '')]
        }),
      )
      return { name: name.toUpperCase(), params, value }
    })
}

function icsValue(properties: IcsProperty[], name: string): string | undefined {
  return properties.find((property) => property.name === name)?.value
}

/** "20261130T173000Z" → its instant. */
function icsInstant(value: string | undefined): string {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value ?? '')
  if (!match) throw new Error(`not a UTC date-time: ${value}`)
  const [, y, mo, d, h, mi, s] = match
  return new Date(
    Date.UTC(+(y ?? 0), +(mo ?? 1) - 1, +(d ?? 1), +(h ?? 0), +(mi ?? 0), +(s ?? 0)),
  ).toISOString()
}

/** The São Paulo date `days` from now (dd/MM/yyyy). */
function dayFromNow(days: number): string {
  return formatSaoPauloDate(new Date(Date.now() + days * 24 * 3600_000))
}

type Setup = {
  company: SignedInCompany
  member: TeamMember
  applicationId: string
  candidateEmail: string
  jobTitle: string
}

/** A company on Profissional with a member and one candidate who applied to a job. */
async function setup(): Promise<Setup> {
  const company = await createSignedInCompany(ctx)
  await setCompanyPlan(ctx.database.db, company.companyId, 'profissional')
  const member = await addTeamMember(ctx, company, { fullName: 'Bruno Entrevistador' })
  const jobTitle = 'Analista de Recrutamento'
  const job = await createJob(ctx, company.cookie, { title: jobTitle })
  const candidateEmail = uniqueEmail('candidata')
  const sent = await sendJobApplication(ctx, {
    slug: company.slug,
    jobSlug: job.slug,
    answers: { nome_completo: 'Maria Candidata Souza', email: candidateEmail },
  })
  if (sent.statusCode !== 201) throw new Error(`apply answered ${sent.statusCode}`)
  return { company, member, applicationId: sent.applicationId, candidateEmail, jobTitle }
}

function input(overrides: Record<string, unknown> = {}) {
  return {
    date: dayFromNow(3),
    time: '14:30',
    durationMinutes: 60,
    mode: 'online',
    link: 'https://meet.example.com/abc-defg-hij',
    address: '',
    interviewerIds: [],
    message: 'Traga um documento com foto.',
    ...overrides,
  }
}

async function schedule(s: Setup, overrides: Record<string, unknown> = {}): Promise<Interview> {
  const response = await call(
    ctx,
    'POST',
    `/api/applications/${s.applicationId}/interviews`,
    s.company.cookie,
    {
      ...input({ interviewerIds: [s.member.userId], ...overrides }),
    },
  )
  if (response.statusCode !== 201)
    throw new Error(`schedule answered ${response.statusCode}: ${response.body}`)
  return response.json()
}

/**
 * Every interview mail to `to` once the queue has sent the queued ones, oldest first (the
 * application's receipt, "Recebemos sua candidatura", goes through its own job and is left out).
 * (queue.idle() would also wait for the reminders, due days later.)
 */
async function mailsTo(to: string): Promise<OutboxMail[]> {
  const deadline = Date.now() + 60_000
  for (;;) {
    const { rows } = await ctx.database.db.execute<{ pending: number }>(
      sql`select count(*)::int as pending from pgboss.job where name = 'mail.send' and state in ('created', 'retry', 'active')`,
    )
    if (Number(rows[0]?.pending ?? 0) === 0) break
    if (Date.now() > deadline) throw new Error('mails still queued')
    ctx.app.deps.queue.wake(sendMailJob)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return (await readOutbox(ctx.dataDir)).filter(
    (mail) => mail.to.includes(to.toLowerCase()) && !mail.subject.startsWith('Recebemos sua candidatura'),
  )
}

function icsOf(mail: OutboxMail | undefined): IcsProperty[] {
  const attachment = mail?.attachments.find((file) => file.filename.endsWith('.ics'))
  if (!attachment) throw new Error(`no .ics in "${mail?.subject}"`)
  expect(attachment.contentType).toBe('text/calendar')
  return parseIcs(attachment.content)
}

function tokenOf(mail: OutboxMail | undefined): string {
  const link = mail?.links.find((url) => url.includes('/entrevista/'))
  if (!link) throw new Error('no answer link')
  return new URL(link).pathname.split('/').at(-1) ?? ''
}

async function history(s: Setup): Promise<string[]> {
  const response = await call(ctx, 'GET', `/api/applications/${s.applicationId}/history`, s.company.cookie)
  return (response.json() as ApplicationHistory).items.map((event) => event.type)
}

describe(`interviews on ${testDatabaseKind}`, () => {
  it('schedules an interview and sends the candidate and the interviewer an .ics invitation', async () => {
    const s = await setup()
    const date = dayFromNow(3)
    const interview = await schedule(s, { date, time: '14:30' })
    const expectedStart = saoPauloInstant(date, '14:30')?.toISOString()
    expect(interview).toMatchObject({
      applicationId: s.applicationId,
      candidateName: 'Maria Candidata Souza',
      jobTitle: s.jobTitle,
      startsAt: expectedStart,
      mode: 'online',
      status: 'scheduled',
      candidateResponse: 'pending',
      sequence: 0,
      interviewers: [{ id: s.member.userId, name: 'Bruno Entrevistador' }],
    })
    // 14:30 in São Paulo is 17:30 UTC.
    expect(expectedStart?.slice(11, 16)).toBe('17:30')

    const [invitation] = await mailsTo(s.candidateEmail)
    expect(invitation?.subject).toMatch(/^Convite para entrevista — /)
    expect(invitation?.text).toContain(`Data: ${date}`)
    expect(invitation?.text).toContain('Horário: 14:30 (horário de Brasília)')
    expect(invitation?.text).toContain('https://meet.example.com/abc-defg-hij')
    expect(invitation?.text).toContain('Traga um documento com foto.')
    expect(invitation?.text).toContain('Confirmar presença:')
    expect(invitation?.text).toContain('Pedir outro horário:')
    const ics = icsOf(invitation)
    expect(icsValue(ics, 'METHOD')).toBe('REQUEST')
    expect(icsValue(ics, 'UID')).toBe(`${interview.id}@talentos`)
    expect(icsValue(ics, 'SEQUENCE')).toBe('0')
    expect(icsInstant(icsValue(ics, 'DTSTART'))).toBe(expectedStart)
    expect(icsInstant(icsValue(ics, 'DTEND'))).toBe(
      new Date(new Date(expectedStart ?? '').getTime() + 60 * 60_000).toISOString(),
    )
    expect(icsValue(ics, 'LOCATION')).toBe('https://meet.example.com/abc-defg-hij')
    expect(icsValue(ics, 'SUMMARY')).toContain(s.jobTitle)
    const attendees = ics.filter((property) => property.name === 'ATTENDEE').map((a) => a.value.toLowerCase())
    expect(attendees).toEqual([`mailto:${s.candidateEmail}`, `mailto:${s.member.email}`])

    const copy = (await mailsTo(s.member.email)).at(-1)
    expect(copy?.subject).toContain('Entrevista agendada: Maria Candidata Souza')
    expect(copy?.links.some((link) => link.includes('/entrevista/'))).toBe(false)
    expect(icsValue(icsOf(copy), 'UID')).toBe(`${interview.id}@talentos`)

    expect(await history(s)).toContain('interview_scheduled')
    const listed: InterviewList = (
      await call(ctx, 'GET', `/api/applications/${s.applicationId}/interviews`, s.company.cookie)
    ).json()
    expect(listed.items.map((item) => item.id)).toEqual([interview.id])
  })

  it('reschedules with the same UID and the next SEQUENCE, then cancels with METHOD:CANCEL', async () => {
    const s = await setup()
    const interview = await schedule(s)
    const firstToken = tokenOf((await mailsTo(s.candidateEmail)).at(-1))
    const other = await addTeamMember(ctx, s.company, { fullName: 'Carla Segunda' })

    const newDate = dayFromNow(5)
    const moved = await call(ctx, 'PUT', `/api/interviews/${interview.id}`, s.company.cookie, {
      ...input({
        date: newDate,
        time: '09:00',
        durationMinutes: 45,
        mode: 'presencial',
        address: 'Av. Paulista, 1000 — São Paulo/SP',
        link: '',
        interviewerIds: [other.userId],
      }),
    })
    expect(moved.statusCode, moved.body).toBe(200)
    expect(moved.json()).toMatchObject({ sequence: 1, mode: 'presencial', candidateResponse: 'pending' })

    const update = (await mailsTo(s.candidateEmail)).at(-1)
    expect(update?.subject).toMatch(/^Entrevista remarcada/)
    const ics = icsOf(update)
    expect(icsValue(ics, 'METHOD')).toBe('REQUEST')
    expect(icsValue(ics, 'UID')).toBe(`${interview.id}@talentos`)
    expect(icsValue(ics, 'SEQUENCE')).toBe('1')
    expect(icsInstant(icsValue(ics, 'DTSTART'))).toBe(saoPauloInstant(newDate, '09:00')?.toISOString())
    expect(icsValue(ics, 'LOCATION')).toBe('Av. Paulista\\, 1000 — São Paulo/SP')
    // The member taken off the interview gets it cancelled in their calendar; the new one is invited.
    const removed = (await mailsTo(s.member.email)).at(-1)
    expect(removed?.subject).toMatch(/^Entrevista cancelada/)
    expect(icsValue(icsOf(removed), 'METHOD')).toBe('CANCEL')
    expect(icsValue(icsOf((await mailsTo(other.email)).at(-1)), 'SEQUENCE')).toBe('1')

    // The first invitation's links answered for the old time: they no longer do.
    const stale = await call(ctx, 'GET', `/api/public/interviews/${firstToken}`, undefined)
    expect(stale.statusCode).toBe(409)
    expect(stale.json().error.message).toBe('Este convite foi atualizado. Use o link do e-mail mais recente.')

    const cancelled = await call(ctx, 'POST', `/api/interviews/${interview.id}/cancel`, s.company.cookie)
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', sequence: 2 })
    const cancel = (await mailsTo(s.candidateEmail)).at(-1)
    expect(cancel?.subject).toMatch(/^Entrevista cancelada/)
    expect(cancel?.links.some((link) => link.includes('/entrevista/'))).toBe(false)
    const cancelIcs = icsOf(cancel)
    expect(icsValue(cancelIcs, 'METHOD')).toBe('CANCEL')
    expect(icsValue(cancelIcs, 'STATUS')).toBe('CANCELLED')
    expect(icsValue(cancelIcs, 'UID')).toBe(`${interview.id}@talentos`)
    expect(icsValue(cancelIcs, 'SEQUENCE')).toBe('2')

    expect(await history(s)).toEqual(
      expect.arrayContaining(['interview_scheduled', 'interview_rescheduled', 'interview_cancelled']),
    )
    const again = await call(ctx, 'PUT', `/api/interviews/${interview.id}`, s.company.cookie, input())
    expect(again.statusCode).toBe(409)
  })

  it.each([
    [{ date: '31/02/2027' }, 'date', 'Data inválida. Use o formato dd/mm/aaaa.'],
    [{ time: '25:00' }, 'time', 'Hora inválida. Use o formato hh:mm.'],
    [
      { date: formatSaoPauloDate(new Date(Date.now() - 24 * 3600_000)) },
      'time',
      'Escolha uma data e hora futuras.',
    ],
    [{ mode: 'online', link: 'meet' }, 'link', 'Informe um link válido, começando com https://.'],
    [
      { mode: 'online', link: 'javascript:alert(1)' },
      'link',
      'Informe um link válido, começando com https://.',
    ],
    [{ mode: 'presencial', address: '' }, 'address', 'Informe o endereço da entrevista.'],
    [{ durationMinutes: 0 }, 'durationMinutes', 'Informe uma duração entre 5 e 480 minutos.'],
  ])('refuses %o with "%s: %s"', async (overrides, _field, message) => {
    const s = await setup()
    const response = await call(
      ctx,
      'POST',
      `/api/applications/${s.applicationId}/interviews`,
      s.company.cookie,
      input(overrides),
    )
    expect(response.statusCode).toBe(400)
    expect(response.body).toContain(message)
  })

  it('lets the candidate confirm through the e-mail link; staff see "confirmed" and the history', async () => {
    const s = await setup()
    const interview = await schedule(s)
    const token = tokenOf((await mailsTo(s.candidateEmail)).at(-1))

    const page = await call(ctx, 'GET', `/api/public/interviews/${token}`, undefined)
    expect(page.statusCode).toBe(200)
    expect(page.json()).toMatchObject({
      id: interview.id,
      jobTitle: s.jobTitle,
      candidateResponse: 'pending',
      canRespond: true,
    } satisfies Partial<CandidateInterview>)

    const confirmed = await call(ctx, 'POST', `/api/public/interviews/${token}/response`, undefined, {
      response: 'confirmed',
    })
    expect(confirmed.statusCode, confirmed.body).toBe(200)
    expect(confirmed.json().candidateResponse).toBe('confirmed')
    // A second click changes nothing and records nothing more.
    await call(ctx, 'POST', `/api/public/interviews/${token}/response`, undefined, { response: 'confirmed' })

    const upcoming: InterviewList = (await call(ctx, 'GET', '/api/interviews', s.company.cookie)).json()
    expect(upcoming.items.find((item) => item.id === interview.id)?.candidateResponse).toBe('confirmed')
    expect((await history(s)).filter((type) => type === 'interview_confirmed')).toHaveLength(1)

    const asked = await call(ctx, 'POST', `/api/public/interviews/${token}/response`, undefined, {
      response: 'reschedule_requested',
      note: 'Só posso à tarde.',
    })
    expect(asked.json().candidateResponse).toBe('reschedule_requested')
    const listed: InterviewList = (
      await call(ctx, 'GET', `/api/applications/${s.applicationId}/interviews`, s.company.cookie)
    ).json()
    expect(listed.items[0]).toMatchObject({
      candidateResponse: 'reschedule_requested',
      candidateNote: 'Só posso à tarde.',
    })
    expect(await history(s)).toContain('interview_reschedule_requested')
  })

  it('refuses a forged or altered answer link with 404', async () => {
    const s = await setup()
    await schedule(s)
    const token = tokenOf((await mailsTo(s.candidateEmail)).at(-1))
    const [id, sequence, signature] = token.split('.')
    for (const forged of [
      `${id}.${sequence}.${signature?.slice(0, -2)}AA`,
      `${id}.${Number(sequence) + 1}.${signature}`,
      `${randomUUID()}.0.${signature}`,
      'nada-a-ver-com-um-token',
    ]) {
      const response = await call(ctx, 'POST', `/api/public/interviews/${forged}/response`, undefined, {
        response: 'confirmed',
      })
      expect(response.statusCode, forged).toBe(404)
    }
  })

  it('queues the reminder for 24 h before, and sends it once even when two workers run it', async () => {
    const s = await setup()
    const interview = await schedule(s)
    const { rows } = await ctx.database.db.execute<{
      start_after: Date | string
      data: Record<string, string>
    }>(
      sql`select start_after, data from pgboss.job where name = 'interviews.reminder' and data->>'interviewId' = ${interview.id}`,
    )
    expect(rows).toHaveLength(1)
    expect(new Date(rows[0]?.start_after ?? 0).toISOString()).toBe(
      new Date(new Date(interview.startsAt).getTime() - 24 * 3600_000).toISOString(),
    )
    const data = rows[0]?.data as { companyId: string; interviewId: string; startsAt: string }
    expect(data).toEqual({
      companyId: s.company.companyId,
      interviewId: interview.id,
      startsAt: interview.startsAt,
    })

    const before = (await mailsTo(s.candidateEmail)).length
    const results = await Promise.all([sendInterviewReminder(deps, data), sendInterviewReminder(deps, data)])
    expect(results.map((result) => result.sent).sort()).toEqual([false, true])
    const after = await mailsTo(s.candidateEmail)
    expect(after).toHaveLength(before + 1)
    expect(after.at(-1)?.subject).toMatch(/^Lembrete: entrevista em /)
    expect(after.at(-1)?.links.some((link) => link.includes('/entrevista/'))).toBe(true)
    expect((await mailsTo(s.member.email)).at(-1)?.subject).toMatch(/^Lembrete: entrevista com /)

    // After a reschedule the old job does nothing; the new time's reminder goes once more.
    const moved: Interview = (
      await call(
        ctx,
        'PUT',
        `/api/interviews/${interview.id}`,
        s.company.cookie,
        input({ date: dayFromNow(4) }),
      )
    ).json()
    expect((await sendInterviewReminder(deps, data)).sent).toBe(false)
    expect((await sendInterviewReminder(deps, { ...data, startsAt: moved.startsAt })).sent).toBe(true)
    // A cancelled interview gets no reminder.
    await call(ctx, 'POST', `/api/interviews/${interview.id}/cancel`, s.company.cookie)
    await ctx.database.db.execute(
      sql`update interviews set reminder_sent_at = null where id = ${interview.id}`,
    )
    expect((await sendInterviewReminder(deps, { ...data, startsAt: moved.startsAt })).sent).toBe(false)
  })

  it('lists upcoming interviews for /agenda and today’s for the dashboard', async () => {
    const s = await setup()
    const later = await schedule(s, { date: dayFromNow(2) })
    const upcoming: InterviewList = (await call(ctx, 'GET', '/api/interviews', s.company.cookie)).json()
    expect(upcoming.items.map((item) => item.id)).toEqual([later.id])
    // One starting an hour from now, moved there directly (the API refuses times already past).
    const soon = await schedule(s, { date: dayFromNow(6) })
    await ctx.database.db.execute(
      sql`update interviews set starts_at = date_trunc('minute', now()) + interval '1 minute' where id = ${soon.id}`,
    )
    const today: InterviewList = (
      await call(ctx, 'GET', '/api/interviews?scope=today', s.company.cookie)
    ).json()
    const todayIds = today.items.map((item) => item.id)
    expect(todayIds).toContain(soon.id)
    expect(todayIds).not.toContain(later.id)
    const options = (await call(ctx, 'GET', '/api/interviews/options', s.company.cookie)).json()
    expect(options.members.map((member: { name: string }) => member.name)).toContain('Bruno Entrevistador')
  })

  it('serves the candidate area: its interviews, and answers by application and interview', async () => {
    const s = await setup()
    const interview = await schedule(s)
    const listed = await listCandidateInterviews(deps.db, {
      companyId: s.company.companyId,
      applicationIds: [s.applicationId],
    })
    expect(listed.get(s.applicationId)).toMatchObject([
      { id: interview.id, jobTitle: s.jobTitle, canRespond: true },
    ])
    const answered = await respondToInterview(deps, {
      companyId: s.company.companyId,
      applicationId: s.applicationId,
      interviewId: interview.id,
      input: { response: 'confirmed' },
    })
    expect(answered.candidateResponse).toBe('confirmed')
    const other = await setup()
    await expect(
      respondToInterview(deps, {
        companyId: other.company.companyId,
        applicationId: other.applicationId,
        interviewId: interview.id,
        input: { response: 'confirmed' },
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' })
    expect(
      await listCandidateInterviews(deps.db, {
        companyId: other.company.companyId,
        applicationIds: [s.applicationId],
      }),
    ).toEqual(new Map())
  })

  it("answers 404 to another company's application, interview and member", async () => {
    const a = await setup()
    const b = await setup()
    const interview = await schedule(a)
    const calls = [
      call(ctx, 'POST', `/api/applications/${a.applicationId}/interviews`, b.company.cookie, input()),
      call(ctx, 'GET', `/api/applications/${a.applicationId}/interviews`, b.company.cookie),
      call(ctx, 'PUT', `/api/interviews/${interview.id}`, b.company.cookie, input()),
      call(ctx, 'POST', `/api/interviews/${interview.id}/cancel`, b.company.cookie),
      call(ctx, 'POST', `/api/applications/${b.applicationId}/interviews`, b.company.cookie, {
        ...input({ interviewerIds: [a.member.userId] }),
      }),
    ]
    for (const response of await Promise.all(calls)) expect(response.statusCode, response.body).toBe(404)
    const bList: InterviewList = (await call(ctx, 'GET', '/api/interviews', b.company.cookie)).json()
    expect(bList.items.map((item) => item.id)).not.toContain(interview.id)
    const intact: InterviewList = (
      await call(ctx, 'GET', `/api/applications/${a.applicationId}/interviews`, a.company.cookie)
    ).json()
    expect(intact.items[0]).toMatchObject({ status: 'scheduled', sequence: 0 })
  })
})
