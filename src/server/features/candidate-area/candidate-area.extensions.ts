import { and, asc, eq, inArray } from 'drizzle-orm'
import type { CandidateApplication } from '../../../shared/candidate-area/api.ts'
import type { CandidateInterview } from '../../../shared/interviews/api.ts'
import type { Db } from '../../db/client.ts'
import { emailMessages } from '../../db/schema/email.ts'
import { tenantWhere } from '../../db/tenant.ts'
import { listCandidateInterviews } from '../interviews/interviews.service.ts'

/**
 * What another feature adds to the candidate area's application cards (issue 17: the messages the
 * company sent, the interviews with their confirm buttons). Each section loads, for the signed-in
 * person's applications, its part of each card; GET /api/candidate/:slug/area merges them in.
 *
 * To plug one in: write a loader answering a Map from application id to its part and add it to
 * CANDIDATE_AREA_SECTIONS. `hasUpcomingInterview` turns the card's status into "Entrevista
 * agendada" (shared/candidate-area/api.ts candidateStatus).
 */
export type CandidateAreaSectionPart = Partial<Pick<CandidateApplication, 'messages' | 'interviews'>> & {
  hasUpcomingInterview?: boolean
}

export type CandidateAreaSection = (
  db: Db,
  scope: { companyId: string; personId: string; applicationIds: string[] },
) => Promise<Map<string, CandidateAreaSectionPart>>

/** "Mensagens": what the company sent (delivered e-mails only, oldest first), as plain text. */
const messagesSection: CandidateAreaSection = async (db, { companyId, applicationIds }) => {
  const parts = new Map<string, CandidateAreaSectionPart>()
  if (applicationIds.length === 0) return parts
  const rows = await db
    .select({
      id: emailMessages.id,
      applicationId: emailMessages.applicationId,
      subject: emailMessages.subject,
      body: emailMessages.bodyText,
      sentAt: emailMessages.sentAt,
    })
    .from(emailMessages)
    .where(
      tenantWhere(
        emailMessages,
        companyId,
        and(inArray(emailMessages.applicationId, applicationIds), eq(emailMessages.state, 'enviado')),
      ),
    )
    .orderBy(asc(emailMessages.sentAt), asc(emailMessages.id))
  for (const row of rows) {
    if (!row.applicationId || !row.sentAt) continue
    const part = parts.get(row.applicationId) ?? { messages: [] }
    part.messages?.push({
      id: row.id,
      subject: row.subject,
      body: row.body,
      sentAt: row.sentAt.toISOString(),
    })
    parts.set(row.applicationId, part)
  }
  return parts
}

const ANSWERS: Record<CandidateInterview['candidateResponse'], 'pendente' | 'confirmada' | 'outro_horario'> =
  {
    pending: 'pendente',
    confirmed: 'confirmada',
    reschedule_requested: 'outro_horario',
  }

/** The interviews still scheduled, with the candidate's answer; an upcoming one is "Entrevista agendada". */
const interviewsSection: CandidateAreaSection = async (db, { companyId, applicationIds }) => {
  const parts = new Map<string, CandidateAreaSectionPart>()
  const now = Date.now()
  const byApplication = await listCandidateInterviews(db, { companyId, applicationIds })
  for (const [applicationId, listed] of byApplication) {
    const scheduled = listed.filter((interview) => interview.status === 'scheduled')
    if (scheduled.length === 0) continue
    parts.set(applicationId, {
      interviews: scheduled.map((interview) => ({
        id: interview.id,
        startsAt: interview.startsAt,
        durationMinutes: interview.durationMinutes,
        mode: interview.mode,
        place: (interview.mode === 'online' ? interview.link : interview.address) ?? '',
        answer: ANSWERS[interview.candidateResponse],
      })),
      hasUpcomingInterview: scheduled.some((interview) => Date.parse(interview.startsAt) > now),
    })
  }
  return parts
}

export const CANDIDATE_AREA_SECTIONS: CandidateAreaSection[] = [messagesSection, interviewsSection]
