import { z } from 'zod'
import { isValidBrDate } from '../validation/dates.ts'
import { saoPauloInstant, TIME_PATTERN } from './sao-paulo-time.ts'

/**
 * The contract of interviews (issue 17, "Entrevistas"), shared by the routes, the forms and the
 * candidate area. docs/decisions/025-interviews.md.
 */

export const INTERVIEW_MODES = ['presencial', 'online'] as const
export type InterviewMode = (typeof INTERVIEW_MODES)[number]
export const INTERVIEW_STATUSES = ['scheduled', 'cancelled'] as const
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number]
export const INTERVIEW_RESPONSES = ['pending', 'confirmed', 'reschedule_requested'] as const
export type InterviewResponse = (typeof INTERVIEW_RESPONSES)[number]

export const INTERVIEW_MODE_LABELS: Record<InterviewMode, string> = {
  presencial: 'Presencial',
  online: 'Online',
}
export const INTERVIEW_STATUS_LABELS: Record<InterviewStatus, string> = {
  scheduled: 'Agendada',
  cancelled: 'Cancelada',
}
/** The candidate's answer as staff read it. */
export const INTERVIEW_RESPONSE_LABELS: Record<InterviewResponse, string> = {
  pending: 'Aguardando resposta',
  confirmed: 'Confirmada',
  reschedule_requested: 'Pediu outro horário',
}

export const INTERVIEW_DURATIONS = [15, 30, 45, 60, 90, 120] as const
export const INTERVIEW_MESSAGE_MAX = 2000
export const INTERVIEW_NOTE_MAX = 500
export const MAX_INTERVIEWERS = 10

export const INTERVIEW_MESSAGES = {
  notFound: 'Entrevista não encontrada.',
  applicationNotFound: 'Candidatura não encontrada.',
  date: 'Data inválida. Use o formato dd/mm/aaaa.',
  time: 'Hora inválida. Use o formato hh:mm.',
  past: 'Escolha uma data e hora futuras.',
  duration: 'Informe uma duração entre 5 e 480 minutos.',
  mode: 'Escolha se a entrevista é presencial ou online.',
  address: 'Informe o endereço da entrevista.',
  addressMax: 'O endereço deve ter no máximo 300 caracteres.',
  link: 'Informe um link válido, começando com https://.',
  message: `A mensagem deve ter no máximo ${INTERVIEW_MESSAGE_MAX.toLocaleString('pt-BR')} caracteres.`,
  note: `A mensagem deve ter no máximo ${INTERVIEW_NOTE_MAX} caracteres.`,
  interviewers: `Escolha no máximo ${MAX_INTERVIEWERS} entrevistadores.`,
  interviewerNotMember: 'Escolha entrevistadores da sua equipe.',
  cancelled: 'Esta entrevista foi cancelada.',
  noEmail: 'Esta candidatura não tem e-mail para receber o convite.',
  tokenInvalid: 'Link inválido ou expirado.',
  tokenStale: 'Este convite foi atualizado. Use o link do e-mail mais recente.',
  alreadyHappened: 'Esta entrevista já aconteceu.',
} as const

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.')
  } catch {
    return false
  }
}

/** "Agendar entrevista" and "Remarcar": the form's fields, checked the same in the browser and the API. */
export const interviewInputSchema = z
  .object({
    date: z.string({ error: INTERVIEW_MESSAGES.date }).trim().refine(isValidBrDate, INTERVIEW_MESSAGES.date),
    time: z.string({ error: INTERVIEW_MESSAGES.time }).trim().regex(TIME_PATTERN, INTERVIEW_MESSAGES.time),
    durationMinutes: z
      .number({ error: INTERVIEW_MESSAGES.duration })
      .int(INTERVIEW_MESSAGES.duration)
      .min(5, INTERVIEW_MESSAGES.duration)
      .max(480, INTERVIEW_MESSAGES.duration),
    mode: z.enum(INTERVIEW_MODES, { error: INTERVIEW_MESSAGES.mode }),
    address: z.string().trim().max(300, INTERVIEW_MESSAGES.addressMax).default(''),
    link: z.string().trim().max(500, INTERVIEW_MESSAGES.link).default(''),
    interviewerIds: z
      .array(z.string().min(1).max(100))
      .max(MAX_INTERVIEWERS, INTERVIEW_MESSAGES.interviewers)
      .default([]),
    message: z.string().trim().max(INTERVIEW_MESSAGE_MAX, INTERVIEW_MESSAGES.message).default(''),
  })
  .superRefine((value, context) => {
    if (value.mode === 'presencial' && value.address === '')
      context.addIssue({ code: 'custom', path: ['address'], message: INTERVIEW_MESSAGES.address })
    if (value.mode === 'online' && !isHttpUrl(value.link))
      context.addIssue({ code: 'custom', path: ['link'], message: INTERVIEW_MESSAGES.link })
    const instant = saoPauloInstant(value.date, value.time)
    if (instant && instant.getTime() <= Date.now())
      context.addIssue({ code: 'custom', path: ['time'], message: INTERVIEW_MESSAGES.past })
  })
export type InterviewInput = z.input<typeof interviewInputSchema>
export type InterviewValues = z.output<typeof interviewInputSchema>

export const interviewerSchema = z.object({ id: z.string(), name: z.string() })
export type Interviewer = z.infer<typeof interviewerSchema>

/** One interview as staff see it (detail tab, /agenda, dashboard). */
export const interviewSchema = z.object({
  id: z.string(),
  applicationId: z.string(),
  candidateName: z.string().nullable(),
  jobTitle: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  durationMinutes: z.number(),
  mode: z.enum(INTERVIEW_MODES),
  address: z.string().nullable(),
  link: z.string().nullable(),
  message: z.string(),
  status: z.enum(INTERVIEW_STATUSES),
  candidateResponse: z.enum(INTERVIEW_RESPONSES),
  candidateNote: z.string().nullable(),
  respondedAt: z.string().nullable(),
  interviewers: z.array(interviewerSchema),
  sequence: z.number(),
  createdAt: z.string(),
})
export type Interview = z.infer<typeof interviewSchema>

export const interviewListSchema = z.object({ items: z.array(interviewSchema) })
export type InterviewList = z.infer<typeof interviewListSchema>

export const interviewListQuerySchema = z.object({
  /** upcoming: from now on (/agenda); today: São Paulo's today (dashboard card). */
  scope: z.enum(['upcoming', 'today']).default('upcoming'),
})

/** What the scheduling form needs: the members who may interview and the company's address. */
export const interviewFormOptionsSchema = z.object({
  members: z.array(interviewerSchema),
  companyAddress: z.string(),
})
export type InterviewFormOptions = z.infer<typeof interviewFormOptionsSchema>

export const interviewIdParamsSchema = z.object({ id: z.uuid({ error: INTERVIEW_MESSAGES.notFound }) })

/** The candidate's side: the public page reached by the e-mail's links, and the candidate area. */
export const candidateInterviewSchema = z.object({
  id: z.string(),
  companyName: z.string(),
  jobTitle: z.string().nullable(),
  startsAt: z.string(),
  durationMinutes: z.number(),
  mode: z.enum(INTERVIEW_MODES),
  address: z.string().nullable(),
  link: z.string().nullable(),
  message: z.string(),
  status: z.enum(INTERVIEW_STATUSES),
  candidateResponse: z.enum(INTERVIEW_RESPONSES),
  /** Whether the candidate may still answer (scheduled, in the future). */
  canRespond: z.boolean(),
})
export type CandidateInterview = z.infer<typeof candidateInterviewSchema>

export const candidateResponseInputSchema = z.object({
  response: z.enum(['confirmed', 'reschedule_requested'], { error: 'Resposta inválida.' }),
  note: z.string().trim().max(INTERVIEW_NOTE_MAX, INTERVIEW_MESSAGES.note).default(''),
})
export type CandidateResponseInput = z.input<typeof candidateResponseInputSchema>

export const interviewTokenParamsSchema = z.object({ token: z.string().min(10).max(500) })
