import { count, desc, eq, gt, ne } from 'drizzle-orm'
import { type BillingResponse, billingMessages, type CancelInput } from '../../../shared/billing/api.ts'
import { getPlan, type Plan, type PlanId } from '../../../shared/plans.ts'
import type { Db, Tx } from '../../db/client.ts'
import { cancellationRequests, subscriptionEvents } from '../../db/schema/billing.ts'
import { subscriptions } from '../../db/schema/companies.ts'
import { profiles } from '../../db/schema/profiles.ts'
import { candidateSubmissions } from '../../db/schema/submissions.ts'
import { invitations } from '../../db/schema/team.ts'
import { tenantWhere } from '../../db/tenant.ts'
import { AppError } from '../../errors.ts'
import { usedSeats } from '../team/team.service.ts'

export type BillingCaller = { companyId: string; userId: string; email: string }

/** One month after `from` (the demo's paid period). */
function nextMonth(from: Date): Date {
  const next = new Date(from)
  next.setMonth(next.getMonth() + 1)
  return next
}

export async function lockedSubscription(tx: Tx, companyId: string) {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(tenantWhere(subscriptions, companyId))
    .for('update')
  if (!row) throw new AppError('NOT_FOUND', 'Assinatura não encontrada.')
  return row
}

/**
 * Who could go to make room: pending invitations first (nobody loses access), then the members who
 * are not admins, newest first. Up to `howMany` names, for the refusal message.
 */
async function removalSuggestions(tx: Tx, companyId: string, howMany: number): Promise<string[]> {
  const now = new Date()
  const pending = await tx
    .select({ email: invitations.email })
    .from(invitations)
    .where(tenantWhere(invitations, companyId, gt(invitations.expiresAt, now)))
    .orderBy(desc(invitations.createdAt))
    .limit(howMany)
  const members =
    pending.length >= howMany
      ? []
      : await tx
          .select({ fullName: profiles.fullName })
          .from(profiles)
          .where(tenantWhere(profiles, companyId, ne(profiles.role, 'admin')))
          .orderBy(desc(profiles.createdAt))
          .limit(howMany - pending.length)
  return [...pending.map((row) => `o convite de ${row.email}`), ...members.map((row) => row.fullName)]
}

/** Refuses a plan whose user limit is below the members plus pending invitations, saying whom to remove. */
export async function assertUsersFit(tx: Tx, companyId: string, plan: Plan): Promise<void> {
  if (plan.userLimit === null) return
  const used = await usedSeats(tx, companyId)
  if (used <= plan.userLimit) return
  const excess = used - plan.userLimit
  const suggestions = await removalSuggestions(tx, companyId, Math.min(excess, 5))
  const example =
    suggestions.length > 0 ? ` Por exemplo: ${new Intl.ListFormat('pt-BR').format(suggestions)}.` : ''
  throw new AppError(
    'UNPROCESSABLE',
    `O plano ${plan.name} permite até ${plan.userLimit} ${plan.userLimit === 1 ? 'usuário' : 'usuários'} e sua empresa tem ${used} (contando convites pendentes). Remova ${excess} ${excess === 1 ? 'usuário ou convite' : 'usuários ou convites'} em Gestão de Usuários antes de mudar de plano.${example}`,
    { reason: 'USERS_OVER_LIMIT', used, limit: plan.userLimit, excess, suggestions },
  )
}

export async function getBilling(db: Db, caller: BillingCaller, stripe = false): Promise<BillingResponse> {
  const [subscription] = await db
    .select()
    .from(subscriptions)
    .where(tenantWhere(subscriptions, caller.companyId))
  const [resumes] = await db
    .select({ total: count() })
    .from(candidateSubmissions)
    .where(tenantWhere(candidateSubmissions, caller.companyId))
  const events = await db
    .select()
    .from(subscriptionEvents)
    .where(tenantWhere(subscriptionEvents, caller.companyId))
    .orderBy(desc(subscriptionEvents.createdAt))
    .limit(20)
  const paidStripeSubscription =
    subscription?.stripeSubscriptionId != null && subscription.planType !== 'gratuito'
  return {
    mode: stripe ? 'stripe' : 'demo',
    checkoutRequired: stripe && !paidStripeSubscription,
    portalAvailable: stripe && subscription?.stripeCustomerId != null,
    plan: subscription?.planType ?? 'gratuito',
    status: subscription?.status ?? 'active',
    currentPeriodEnd: subscription?.currentPeriodEnd?.toISOString() ?? null,
    usage: { resumes: resumes?.total ?? 0, users: await usedSeats(db, caller.companyId) },
    events: events.map((event) => ({
      id: event.id,
      kind: event.kind,
      fromPlan: event.fromPlan,
      toPlan: event.toPlan,
      source: event.source,
      createdAt: event.createdAt.toISOString(),
    })),
  }
}

/**
 * Demonstration mode: the plan changes at once, the change is recorded. A downgrade is refused while
 * the company has more users than the new plan allows; more resumes than its limit is allowed (the
 * public form then stops accepting new ones).
 */
export async function changePlan(db: Db, caller: BillingCaller, planId: PlanId): Promise<BillingResponse> {
  await db.transaction(async (tx) => {
    const current = await lockedSubscription(tx, caller.companyId)
    // Back to gratuito is a cancellation, which stores its reason (/cancelamento).
    if (planId === 'gratuito' && current.planType !== 'gratuito')
      throw new AppError('UNPROCESSABLE', billingMessages.useCancellation)
    if (current.planType === planId && current.status === 'active')
      throw new AppError('CONFLICT', billingMessages.samePlan)
    const plan = getPlan(planId)
    await assertUsersFit(tx, caller.companyId, plan)
    const now = new Date()
    await tx
      .update(subscriptions)
      .set({
        planType: planId,
        status: 'active',
        currentPeriodEnd: plan.priceCents === 0 ? null : nextMonth(now),
      })
      .where(eq(subscriptions.id, current.id))
    await tx.insert(subscriptionEvents).values({
      companyId: caller.companyId,
      kind: 'plan_changed',
      fromPlan: current.planType,
      toPlan: planId,
      source: 'demo',
      actorId: caller.userId,
    })
  })
  return getBilling(db, caller)
}

/**
 * Cancels the paid plan with the reason and optional feedback (stored). In demonstration mode the
 * plan returns to gratuito at once (with a provider it would at the end of the paid period).
 */
export async function cancelPlan(
  db: Db,
  caller: BillingCaller,
  input: CancelInput,
): Promise<BillingResponse> {
  await db.transaction(async (tx) => {
    const current = await lockedSubscription(tx, caller.companyId)
    if (current.planType === 'gratuito') throw new AppError('CONFLICT', billingMessages.alreadyFree)
    await assertUsersFit(tx, caller.companyId, getPlan('gratuito'))
    await tx.insert(cancellationRequests).values({
      companyId: caller.companyId,
      userId: caller.userId,
      planType: current.planType,
      reason: input.reason,
      feedback: input.feedback ? input.feedback : null,
    })
    await tx
      .update(subscriptions)
      .set({ planType: 'gratuito', status: 'active', currentPeriodEnd: null })
      .where(eq(subscriptions.id, current.id))
    await tx.insert(subscriptionEvents).values({
      companyId: caller.companyId,
      kind: 'canceled',
      fromPlan: current.planType,
      toPlan: 'gratuito',
      source: 'demo',
      actorId: caller.userId,
      details: { reason: input.reason },
    })
  })
  return getBilling(db, caller)
}
