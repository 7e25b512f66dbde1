import { z } from 'zod'
import { PLAN_IDS } from '../plans.ts'

export const CANCEL_REASONS = ['preco', 'recursos', 'insatisfacao', 'temporario', 'outro'] as const
export type CancelReason = (typeof CANCEL_REASONS)[number]

export const CANCEL_REASON_LABELS: Record<CancelReason, string> = {
  preco: 'Preço muito alto',
  recursos: 'Faltam recursos de que preciso',
  insatisfacao: 'Insatisfação com o serviço',
  temporario: 'Pausa temporária nas contratações',
  outro: 'Outro motivo',
}

export const FEEDBACK_MAX_LENGTH = 2000

export const billingMessages = {
  reasonTitle: 'Motivo não informado',
  reason: 'Por favor, selecione um motivo para o cancelamento.',
  samePlan: 'Plano já contratado',
  alreadyFree: 'Sua empresa já está no plano Gratuito.',
  feedbackMax: `O comentário deve ter no máximo ${FEEDBACK_MAX_LENGTH} caracteres.`,
  plan: 'Selecione um plano válido.',
  stripeOff: 'Os pagamentos pelo Stripe não estão configurados nesta instalação.',
  providerUnavailable:
    'Não foi possível falar com o provedor de pagamentos agora. Tente novamente em alguns minutos.',
  checkoutRequired: 'Para assinar um plano pago, conclua o pagamento no checkout do Stripe.',
  alreadySubscribed: 'Sua empresa já tem uma assinatura paga: escolha o novo plano para mudar de plano.',
  useCancellation: 'Para voltar ao plano Gratuito, cancele a assinatura em Cancelamento de Plano.',
  cancelScheduled: 'O cancelamento já está agendado para o fim do período contratado.',
  noCustomer: 'Sua empresa ainda não tem dados de pagamento no Stripe.',
  checkoutNotFound: 'Sessão de pagamento não encontrada.',
  paymentPending:
    'O pagamento da diferença não foi aprovado. Atualize o cartão em "Gerenciar pagamento" e tente novamente.',
} as const

export const subscriptionEventSchema = z.object({
  id: z.string(),
  kind: z.string(),
  fromPlan: z.enum(PLAN_IDS).nullable(),
  toPlan: z.enum(PLAN_IDS).nullable(),
  source: z.string(),
  createdAt: z.string(),
})
export type SubscriptionEvent = z.infer<typeof subscriptionEventSchema>

/** GET /api/billing: the company's subscription, its usage and the latest changes. */
export const billingResponseSchema = z.object({
  /** demo: no payment provider configured, confirming changes the plan at once. */
  mode: z.enum(['demo', 'stripe']),
  /** stripe mode without a paid Stripe subscription: a paid plan starts with Stripe Checkout. */
  checkoutRequired: z.boolean(),
  /** stripe mode with a Stripe customer: cards and invoices are managed in the Customer Portal. */
  portalAvailable: z.boolean(),
  plan: z.enum(PLAN_IDS),
  status: z.enum(['active', 'canceling', 'past_due']),
  /** The next charge date (end of the paid period); null on gratuito. */
  currentPeriodEnd: z.string().nullable(),
  usage: z.object({ resumes: z.number().int(), users: z.number().int() }),
  events: z.array(subscriptionEventSchema),
})
export type BillingResponse = z.infer<typeof billingResponseSchema>

export const changePlanSchema = z.object({ plan: z.enum(PLAN_IDS, { error: billingMessages.plan }) })

export const PAID_PLAN_IDS = ['basico', 'profissional', 'ilimitado'] as const
export const checkoutSchema = z.object({ plan: z.enum(PAID_PLAN_IDS, { error: billingMessages.plan }) })

/** A page of the payment provider to send the browser to (Checkout, Customer Portal). */
export const redirectResponseSchema = z.object({ url: z.url() })
export type RedirectResponse = z.infer<typeof redirectResponseSchema>

export const confirmCheckoutSchema = z.object({
  sessionId: z
    .string({ error: billingMessages.checkoutNotFound })
    .regex(/^cs_[A-Za-z0-9_]{1,250}$/, billingMessages.checkoutNotFound),
})

export const cancelSchema = z.object({
  reason: z.enum(CANCEL_REASONS, { error: billingMessages.reason }),
  feedback: z.string().trim().max(FEEDBACK_MAX_LENGTH, billingMessages.feedbackMax).optional(),
})
export type CancelInput = z.infer<typeof cancelSchema>
