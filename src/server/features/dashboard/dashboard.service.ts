import { and, count, eq, gte, lt, sql } from 'drizzle-orm'
import type { ResumeUsage } from '../../../shared/dashboard/api.ts'
import type { SubmissionStatus } from '../../../shared/submission-status.ts'
import type { Db } from '../../db/client.ts'
import { profiles } from '../../db/schema/profiles.ts'
import { candidateSubmissions } from '../../db/schema/submissions.ts'
import { tenantWhere } from '../../db/tenant.ts'
import { resumeUsage } from '../../plans/resume-usage.ts'
import { countWithoutAnswer } from '../email/email.service.ts'

/** Months start and end at midnight in Brazil's official time (the users' calendar). */
export const DASHBOARD_TIME_ZONE = 'America/Sao_Paulo'

export type DashboardSummary = {
  totalSubmissions: number
  currentMonthSubmissions: number
  previousMonthSubmissions: number
  /** Integer; 0 when both months are 0, 100 when only the previous one is 0. */
  monthChangePercent: number
  activeForms: number
  teamSize: number
  /** Applications per review status (novo, pendente, aprovado, reprovado). */
  submissionsByStatus: Record<SubmissionStatus, number>
  /** Applications against the plan's resume limit, as the public form enforces it. */
  resumeUsage: ResumeUsage
  /** "Candidaturas sem retorno há mais de 15 dias" (issue 17). */
  withoutAnswer: number
}

/** The dashboard's cards for one company. */
export async function dashboardSummary(
  db: Db,
  options: {
    /** The caller's company (from the session's profile). */
    companyId: string
    /** The moment "this month" is computed from; tests fix it. */
    now?: Date
  },
): Promise<DashboardSummary> {
  const now = options.now ?? new Date()
  const localMonth = sql`date_trunc('month', (${now.toISOString()}::timestamptz) at time zone ${DASHBOARD_TIME_ZONE})`
  const currentMonthStart = sql`(${localMonth}) at time zone ${DASHBOARD_TIME_ZONE}`
  const previousMonthStart = sql`((${localMonth}) - interval '1 month') at time zone ${DASHBOARD_TIME_ZONE}`
  const nextMonthStart = sql`((${localMonth}) + interval '1 month') at time zone ${DASHBOARD_TIME_ZONE}`
  const createdAt = candidateSubmissions.createdAt
  const withStatus = (status: SubmissionStatus) =>
    sql<number>`count(*) filter (where ${eq(candidateSubmissions.status, status)})`.mapWith(Number)

  const [submissions] = await db
    .select({
      total: count(),
      currentMonth:
        sql<number>`count(*) filter (where ${and(gte(createdAt, currentMonthStart), lt(createdAt, nextMonthStart))})`.mapWith(
          Number,
        ),
      previousMonth:
        sql<number>`count(*) filter (where ${and(gte(createdAt, previousMonthStart), lt(createdAt, currentMonthStart))})`.mapWith(
          Number,
        ),
      novo: withStatus('novo'),
      pendente: withStatus('pendente'),
      aprovado: withStatus('aprovado'),
      reprovado: withStatus('reprovado'),
    })
    .from(candidateSubmissions)
    .where(tenantWhere(candidateSubmissions, options.companyId))
  const [team] = await db
    .select({ size: count() })
    .from(profiles)
    .where(tenantWhere(profiles, options.companyId))
  const usage = await resumeUsage(db, { companyId: options.companyId })

  const current = submissions?.currentMonth ?? 0
  const previous = submissions?.previousMonth ?? 0
  return {
    totalSubmissions: submissions?.total ?? 0,
    currentMonthSubmissions: current,
    previousMonthSubmissions: previous,
    monthChangePercent: monthChangePercent(current, previous),
    // Every company has exactly one application form (its public /f/{slug}), active from sign-up.
    activeForms: 1,
    teamSize: team?.size ?? 0,
    submissionsByStatus: {
      novo: submissions?.novo ?? 0,
      pendente: submissions?.pendente ?? 0,
      aprovado: submissions?.aprovado ?? 0,
      reprovado: submissions?.reprovado ?? 0,
    },
    resumeUsage: usage,
    withoutAnswer: await countWithoutAnswer(db, options.companyId, now),
  }
}

export function monthChangePercent(current: number, previous: number): number {
  if (previous === 0) return current > 0 ? 100 : 0
  return Math.round(((current - previous) / previous) * 100)
}
