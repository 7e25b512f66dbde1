import { z } from 'zod'
import { applicationEventSchema } from '../history/events.ts'

/** The company's audit log (Configurações → Auditoria, admin only; issue 16). */

export const AUDIT_PAGE_SIZE = 50

export const AUDIT_MESSAGES = {
  invalidDate: 'Data inválida. Use o formato dd/mm/aaaa.',
  invalidPeriod: 'A data final deve ser igual ou posterior à inicial.',
  invalidType: 'Tipo de evento inválido.',
  invalidMember: 'Membro inválido.',
  invalidPage: 'Página inválida.',
} as const

/** "dd/MM/yyyy" → the same text, checked to be a real calendar day. */
const brazilDate = z
  .string()
  .trim()
  .refine((value) => {
    const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value)
    if (!match) return false
    const [, day, month, year] = match.map(Number) as [number, number, number, number]
    const date = new Date(Date.UTC(year, month - 1, day))
    return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  }, AUDIT_MESSAGES.invalidDate)

const optionalText = (message: string) =>
  z
    .string(message)
    .trim()
    .max(100, message)
    .optional()
    .transform((value) => (value ? value : undefined))

/** GET /api/audit?tipo=&membro=&de=dd/MM/yyyy&ate=dd/MM/yyyy&page= (and export.csv without page). */
export const auditFilterSchema = z.object({
  tipo: optionalText(AUDIT_MESSAGES.invalidType),
  membro: optionalText(AUDIT_MESSAGES.invalidMember),
  de: brazilDate.optional().or(z.literal('').transform(() => undefined)),
  ate: brazilDate.optional().or(z.literal('').transform(() => undefined)),
})
export type AuditFilter = z.output<typeof auditFilterSchema>

export const auditQuerySchema = auditFilterSchema.extend({
  page: z.coerce
    .number(AUDIT_MESSAGES.invalidPage)
    .int(AUDIT_MESSAGES.invalidPage)
    .min(1, AUDIT_MESSAGES.invalidPage)
    .max(100_000, AUDIT_MESSAGES.invalidPage)
    .default(1),
})

/** One entry: the event, its pt-BR title and detail, and the candidate's name while the application exists. */
export const auditEntrySchema = applicationEventSchema.extend({
  label: z.string(),
  description: z.string().nullable(),
  actor: z.string(),
  applicationName: z.string().nullable(),
})
export type AuditEntry = z.infer<typeof auditEntrySchema>

export const auditListSchema = z.object({
  items: z.array(auditEntrySchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** Members who appear in the log (the "Membro" filter's options), removed members included. */
  members: z.array(z.object({ id: z.string(), name: z.string() })),
})
export type AuditList = z.infer<typeof auditListSchema>
