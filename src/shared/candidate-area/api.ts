import { z } from 'zod'
import type { SubmissionStatus } from '../submission-status.ts'

/**
 * The candidate area's API (/c/{slug}/minha-area, issue 17 item 4,
 * docs/decisions/026-candidate-area.md). Every route is under /api/candidate/{slug}/… and answers
 * for the signed-in candidate's person in that company only.
 */

export const CANDIDATE_SESSION_COOKIE = 'talentos_candidato'
export const CANDIDATE_PASSWORD_MIN = 8
export const CANDIDATE_PASSWORD_MAX = 128

export const CANDIDATE_AREA_MESSAGES = {
  invalidCredentials: 'E-mail, CPF ou senha incorretos.',
  signedOut: 'Sua sessão expirou. Entre novamente.',
  notFound: 'Candidatura não encontrada.',
  identifier: 'Informe seu e-mail ou CPF.',
  password: 'Informe sua senha.',
  newPassword: `A senha deve ter entre ${CANDIDATE_PASSWORD_MIN} e ${CANDIDATE_PASSWORD_MAX} caracteres.`,
  resetSent:
    'Se houver uma candidatura com esse e-mail ou CPF, enviaremos um link para criar uma nova senha ao e-mail informado nela.',
  resetInvalid: 'Este link não é mais válido. Peça um novo em "Esqueci minha senha".',
  withdrawn: 'Esta candidatura já foi retirada.',
  closed: 'Esta candidatura está encerrada e não pode mais ser alterada.',
  tooManyAttempts: (minutes: number) =>
    `Muitas tentativas. Tente novamente em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
} as const

/** The status a candidate sees (never the team's internal status or stage names). */
export const CANDIDATE_STATUSES = [
  'recebida',
  'em_analise',
  'entrevista_agendada',
  'encerrado',
  'aprovada',
] as const
export type CandidateStatus = (typeof CANDIDATE_STATUSES)[number]
export const CANDIDATE_STATUS_LABELS: Record<CandidateStatus, string> = {
  recebida: 'Recebida',
  em_analise: 'Em análise',
  entrevista_agendada: 'Entrevista agendada',
  encerrado: 'Processo encerrado',
  aprovada: 'Aprovada',
}

/**
 * Internal status and stage → what the candidate sees (decision 026):
 * withdrawn, reprovado, or a closed job's application not approved → Processo encerrado;
 * aprovado → Aprovada; an upcoming interview (the interviews feature), or a stage whose name starts
 * with "Entrevista" → Entrevista agendada; novo → Recebida; anything else (pendente) → Em análise.
 */
export function candidateStatus(input: {
  status: SubmissionStatus
  withdrawn: boolean
  stageName: string | null
  jobClosed: boolean
  hasUpcomingInterview?: boolean
}): CandidateStatus {
  if (input.withdrawn || input.status === 'reprovado') return 'encerrado'
  if (input.status === 'aprovado') return 'aprovada'
  if (input.jobClosed) return 'encerrado'
  const stage = (input.stageName ?? '').normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase()
  if (input.hasUpcomingInterview || stage.startsWith('entrevista')) return 'entrevista_agendada'
  if (input.status === 'novo') return 'recebida'
  return 'em_analise'
}

export const candidateSignInSchema = z.object({
  identifier: z
    .string({ error: CANDIDATE_AREA_MESSAGES.identifier })
    .trim()
    .min(1, CANDIDATE_AREA_MESSAGES.identifier)
    .max(254),
  password: z
    .string({ error: CANDIDATE_AREA_MESSAGES.password })
    .min(1, CANDIDATE_AREA_MESSAGES.password)
    .max(CANDIDATE_PASSWORD_MAX),
})
export type CandidateSignIn = z.infer<typeof candidateSignInSchema>

export const candidateResetRequestSchema = z.object({
  identifier: z
    .string({ error: CANDIDATE_AREA_MESSAGES.identifier })
    .trim()
    .min(1, CANDIDATE_AREA_MESSAGES.identifier)
    .max(254),
})

export const candidateResetSchema = z.object({
  token: z.string().min(10).max(200),
  password: z
    .string({ error: CANDIDATE_AREA_MESSAGES.newPassword })
    .min(CANDIDATE_PASSWORD_MIN, CANDIDATE_AREA_MESSAGES.newPassword)
    .max(CANDIDATE_PASSWORD_MAX, CANDIDATE_AREA_MESSAGES.newPassword),
})

/**
 * Sections the other features of issue 17 add to each application card. They are optional so the
 * area works without them: the messages feature fills `messages`, the interviews feature fills
 * `interviews` (server: candidate-area.extensions.ts; web: application-card-sections.tsx).
 */
export const candidateMessageSchema = z.object({
  id: z.string(),
  subject: z.string(),
  /** Plain text as it was sent. */
  body: z.string(),
  sentAt: z.string(),
})
export const candidateInterviewSchema = z.object({
  id: z.string(),
  startsAt: z.string(),
  durationMinutes: z.number(),
  mode: z.enum(['presencial', 'online']),
  /** The address (presencial) or the link (online). */
  place: z.string(),
  /** The candidate's answer: pending until they confirm or ask for another time. */
  answer: z.enum(['pendente', 'confirmada', 'outro_horario']),
})

export const candidateApplicationSchema = z.object({
  id: z.string(),
  /** The job's title, or null for the talent pool ("Banco de talentos"). */
  jobTitle: z.string().nullable(),
  createdAt: z.string(),
  status: z.enum(CANDIDATE_STATUSES),
  withdrawn: z.boolean(),
  /** Whether the candidate can still update it, send a CV or withdraw it (not withdrawn, not closed). */
  open: z.boolean(),
  /** Whether the company's form has a CV field (the "Enviar novo currículo" action). */
  acceptsResume: z.boolean(),
  /** The newest CV's file name, if any. */
  resumeName: z.string().nullable(),
  messages: z.array(candidateMessageSchema).optional(),
  interviews: z.array(candidateInterviewSchema).optional(),
})
export type CandidateApplication = z.infer<typeof candidateApplicationSchema>

export const candidateAreaSchema = z.object({
  companyName: z.string(),
  /** The person's name and e-mail as in their latest application. */
  name: z.string(),
  email: z.string().nullable(),
  /** Whether any application holds the optional sensitive-data consent. */
  sensitiveConsent: z.boolean(),
  applications: z.array(candidateApplicationSchema),
})
export type CandidateArea = z.infer<typeof candidateAreaSchema>

export const candidateOkSchema = z.object({ ok: z.literal(true) })
