import { z } from 'zod'
import { EMAIL_TEMPLATE_KEYS } from './templates.ts'

export const EMAIL_MESSAGES = {
  templateNotFound: 'Modelo de e-mail não encontrado.',
  messageNotFound: 'E-mail não encontrado.',
  noRecipient: 'Esta candidatura não tem um e-mail válido para contato.',
  optedOut: 'O candidato pediu para não receber mais e-mails desta empresa.',
  capReached: (planName: string, limit: number) =>
    `Limite diário de e-mails do plano ${planName} atingido (${limit} por dia). Os envios voltam amanhã; para enviar mais, mude de plano em Pagamentos.`,
  invalidToken: 'Link de descadastro inválido.',
  smtpFailed: 'O servidor de e-mail recusou ou não respondeu.',
  cancelledDecisionChanged: 'Cancelado: a decisão mudou antes do envio.',
  cancelledByMember: 'Cancelado pela equipe.',
} as const

const templateKey = z.enum(EMAIL_TEMPLATE_KEYS, { message: 'Modelo de e-mail inválido.' })

export const emailSubjectSchema = z
  .string({ message: 'Informe o assunto.' })
  .trim()
  .min(1, 'Informe o assunto.')
  .max(200, 'O assunto pode ter no máximo 200 caracteres.')
export const emailBodySchema = z
  .string({ message: 'Escreva a mensagem.' })
  .trim()
  .min(1, 'Escreva a mensagem.')
  .max(10_000, 'A mensagem pode ter no máximo 10.000 caracteres.')

export const emailTemplateSchema = z.object({
  key: templateKey,
  label: z.string(),
  subject: z.string(),
  body: z.string(),
  essential: z.boolean(),
  /** The company changed it (false: the default text). */
  customized: z.boolean(),
})
export type EmailTemplate = z.infer<typeof emailTemplateSchema>

export const emailTemplateListSchema = z.object({
  items: z.array(emailTemplateSchema),
  /** The company's name and candidate-area link, for the live preview. */
  companyName: z.string(),
  candidateAreaUrl: z.string(),
})
export type EmailTemplateList = z.infer<typeof emailTemplateListSchema>

export const emailTemplateUpdateSchema = z.object({
  key: templateKey,
  subject: emailSubjectSchema,
  body: emailBodySchema,
})
export type EmailTemplateUpdate = z.infer<typeof emailTemplateUpdateSchema>

export const emailTemplateKeyBodySchema = z.object({ key: templateKey })

/** "Enviar e-mail": a template's text (possibly edited) or free text; variables are filled per candidate. */
export const sendEmailSchema = z.object({
  templateKey: templateKey.nullable().default(null),
  subject: emailSubjectSchema,
  body: emailBodySchema,
})
export type SendEmailInput = z.infer<typeof sendEmailSchema>

export const EMAIL_STATE_LABELS = {
  na_fila: 'Na fila',
  enviado: 'Enviado',
  falhou: 'Falhou',
  cancelado: 'Cancelado',
} as const
export type EmailStateValue = keyof typeof EMAIL_STATE_LABELS

export const EMAIL_ORIGIN_LABELS = {
  manual: 'Enviado pela equipe',
  automatic: 'Envio automático',
  receipt: 'Confirmação automática',
  job_closed: 'Encerramento da vaga',
} as const

export const emailMessageSchema = z.object({
  id: z.string(),
  applicationId: z.string(),
  templateKey: z.string().nullable(),
  origin: z.enum(['manual', 'automatic', 'receipt', 'job_closed']),
  subject: z.string(),
  state: z.enum(['na_fila', 'enviado', 'falhou', 'cancelado']),
  attempts: z.number(),
  error: z.string().nullable(),
  scheduledFor: z.string(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
})
export type EmailMessageItem = z.infer<typeof emailMessageSchema>
export const emailMessageListSchema = z.object({ items: z.array(emailMessageSchema) })
export type EmailMessageList = z.infer<typeof emailMessageListSchema>

export const sendEmailResultSchema = z.object({
  queued: z.number(),
  /** Applications skipped: not found, no e-mail, or opted out. */
  skipped: z.array(z.object({ id: z.string(), reason: z.string() })),
  items: z.array(emailMessageSchema),
})
export type SendEmailResult = z.infer<typeof sendEmailResultSchema>

/** One automatic send: a status (`status:aprovado`) or a stage name (`stage:entrevista`). */
export const emailAutomationSchema = z.object({
  trigger: z
    .string()
    .trim()
    .min(1)
    .max(120)
    .regex(/^(status:(novo|pendente|aprovado|reprovado)|stage:.+)$/, 'Gatilho inválido.'),
  templateKey,
  enabled: z.boolean(),
  delayMinutes: z.coerce
    .number({ message: 'Informe o atraso em minutos.' })
    .int('Informe o atraso em minutos inteiros.')
    .min(0, 'O atraso não pode ser negativo.')
    .max(43_200, 'O atraso pode ser de no máximo 30 dias.'),
})
export type EmailAutomation = z.infer<typeof emailAutomationSchema>

export const emailAutomationSettingsSchema = z.object({
  rules: z.array(emailAutomationSchema),
  /** The stage names of the company's jobs (lower case keys come from these). */
  stageNames: z.array(z.string()),
  /** Reply-To of candidate e-mails (null: the first admin's e-mail, `defaultReplyTo`). */
  replyTo: z.string().nullable(),
  defaultReplyTo: z.string().nullable(),
})
export type EmailAutomationSettings = z.infer<typeof emailAutomationSettingsSchema>

export const emailAutomationUpdateSchema = z.object({
  rules: z.array(emailAutomationSchema).max(200),
  replyTo: z
    .union([z.literal(''), z.email({ message: 'Informe um e-mail válido.' })])
    .nullable()
    .transform((value) => (value ? value.toLowerCase() : null)),
})
export type EmailAutomationUpdate = z.input<typeof emailAutomationUpdateSchema>

export const closeJobFeedbackResultSchema = z.object({ queued: z.number(), skipped: z.number() })

export const unsubscribeInfoSchema = z.object({ companyName: z.string(), email: z.string() })
export const unsubscribeBodySchema = z.object({ token: z.string().min(10).max(500) })
