import { z } from 'zod'
import { PLAN_IDS } from '../plans.ts'

/**
 * The company's applications against its plan's resume limit: the same numbers the public form
 * enforces (it stops accepting once `used` reaches `limit`).
 */
export const resumeUsageSchema = z.object({
  plan: z.enum(PLAN_IDS),
  used: z.number().int(),
  /** null: unlimited (ilimitado). */
  limit: z.number().int().nullable(),
  accepting: z.boolean(),
})
export type ResumeUsage = z.infer<typeof resumeUsageSchema>

/** GET /api/dashboard: the cards of /dashboard, counted for the caller's company only. */
export const dashboardResponseSchema = z.object({
  totalSubmissions: z.number().int(),
  currentMonthSubmissions: z.number().int(),
  previousMonthSubmissions: z.number().int(),
  /** Whole percent; 0 when both months are 0, 100 when only the previous one is 0. */
  monthChangePercent: z.number().int(),
  activeForms: z.number().int(),
  teamSize: z.number().int(),
  submissionsByStatus: z.object({
    novo: z.number().int(),
    pendente: z.number().int(),
    aprovado: z.number().int(),
    reprovado: z.number().int(),
  }),
  resumeUsage: resumeUsageSchema,
  /** Open applications without any e-mail but the receipt for more than 15 days (issue 17). */
  withoutAnswer: z.number().int(),
})
export type DashboardStats = z.infer<typeof dashboardResponseSchema>
