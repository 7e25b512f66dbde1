import { eq } from 'drizzle-orm'
import type Stripe from 'stripe'
import {
  type BillingResponse,
  billingMessages,
  type CancelInput,
  type CancelReason,
  type RedirectResponse,
} from '../../../shared/billing/api.ts'
import { getPlan, type PlanId } from '../../../shared/plans.ts'
import type { Db, Tx } from '../../db/client.ts'
import { cancellationRequests, subscriptionEvents } from '../../db/schema/billing.ts'
import { companies, type SUBSCRIPTION_STATUSES, subscriptions } from '../../db/schema/companies.ts'
import { companyWhere, tenantWhere } from '../../db/tenant.ts'
import { AppError } from '../../errors.ts'
import { assertUsersFit, type BillingCaller, getBilling, lockedSubscription } from './billing.service.ts'
import { idOf, type PaidPlanId, periodEndOf, type StripeBilling } from './stripe.ts'

/**
 * Billing through Stripe (active when env STRIPE_* is set; see docs/decisions/008-stripe-billing.md).
 * Stripe holds the truth about a subscription: every path — the webhook, the return from Checkout,
 * a plan change, a cancellation — fetches the subscription from Stripe and applies it with
 * `applySubscription`, so events arriving late, twice or out of order leave the same state.
 */

type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number]
type Applied = { planType: PlanId; status: SubscriptionStatus; currentPeriodEnd: Date | null }
type ChangeNote = {
  source: 'stripe'
  actorId?: string
  providerEventId?: string
  details?: Record<string, unknown>
  /** Told about what needs a person (a second live subscription to refund). */
  warn?: (details: Record<string, unknown>, message: string) => void
}

/** Stripe's cancellation feedback for each of our reasons (shown in the Stripe dashboard). */
const STRIPE_FEEDBACK: Record<CancelReason, Stripe.SubscriptionUpdateParams.CancellationDetails.Feedback> = {
  preco: 'too_expensive',
  recursos: 'missing_features',
  insatisfacao: 'low_quality',
  temporario: 'unused',
  outro: 'other',
}

/** Runs a Stripe call; a network or API failure becomes a pt-BR 502 instead of a 500. */
async function callStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (error instanceof AppError) throw error
    throw new AppError('BAD_GATEWAY', billingMessages.providerUnavailable, {
      provider: (error as { type?: string }).type ?? 'unknown',
    })
  }
}

/** What a Stripe subscription means for our plan; null when it must not change anything (incomplete). */
function stateOf(stripe: StripeBilling, subscription: Stripe.Subscription): Applied | null {
  const ended = subscription.status === 'canceled' || subscription.status === 'incomplete_expired'
  if (ended) return { planType: 'gratuito', status: 'active', currentPeriodEnd: null }
  const priceId = subscription.items.data[0]?.price.id
  const plan = priceId ? stripe.planOf(priceId) : undefined
  if (!plan) return null
  const periodEnd = periodEndOf(subscription)
  switch (subscription.status) {
    case 'active':
    case 'trialing':
      return {
        planType: plan,
        status: subscription.cancel_at_period_end || subscription.cancel_at ? 'canceling' : 'active',
        currentPeriodEnd: periodEnd,
      }
    case 'past_due':
    case 'unpaid':
      return { planType: plan, status: 'past_due', currentPeriodEnd: periodEnd }
    default:
      // incomplete (first payment not done) and paused: the plan does not change.
      return null
  }
}

function kindOf(before: Applied, after: Applied): string | null {
  if (after.planType === 'gratuito' && before.planType !== 'gratuito') return 'canceled'
  if (after.planType !== before.planType) return 'plan_changed'
  if (after.status === before.status) {
    const renewed =
      after.currentPeriodEnd !== null &&
      before.currentPeriodEnd !== null &&
      after.currentPeriodEnd.getTime() > before.currentPeriodEnd.getTime()
    return renewed ? 'renewed' : null
  }
  if (after.status === 'canceling') return 'cancel_scheduled'
  if (after.status === 'past_due') return 'payment_failed'
  return before.status === 'canceling' ? 'cancel_reverted' : 'payment_recovered'
}

/**
 * Applies a Stripe subscription to the company's row (locked by the caller) and records a history
 * entry when the plan or status changed. A subscription other than the company's current one may
 * only take its place while it is alive (an old, ended subscription changes nothing).
 */
async function applySubscription(
  tx: Tx,
  stripe: StripeBilling,
  row: typeof subscriptions.$inferSelect,
  subscription: Stripe.Subscription,
  note: ChangeNote,
): Promise<void> {
  const next = stateOf(stripe, subscription)
  if (!next) return
  const isCurrent = row.stripeSubscriptionId === subscription.id
  if (!isCurrent && next.planType === 'gratuito') return
  if (!isCurrent && row.stripeSubscriptionId && row.planType !== 'gratuito') {
    // A second live subscription for one company (a payment raced the Checkout expiry): keep the first.
    note.warn?.(
      { companyId: row.companyId, kept: row.stripeSubscriptionId, ignored: subscription.id },
      'stripe: second live subscription ignored; refund it in the Stripe dashboard',
    )
    return
  }
  const before: Applied = {
    planType: row.planType,
    status: row.status,
    currentPeriodEnd: row.currentPeriodEnd,
  }
  await tx
    .update(subscriptions)
    .set({
      ...next,
      stripeCustomerId: idOf(subscription.customer) ?? row.stripeCustomerId,
      stripeSubscriptionId: next.planType === 'gratuito' ? null : subscription.id,
    })
    .where(eq(subscriptions.id, row.id))
  const kind = kindOf(before, next)
  if (!kind) return
  await tx.insert(subscriptionEvents).values({
    companyId: row.companyId,
    kind,
    fromPlan: before.planType,
    toPlan: next.planType,
    source: note.source,
    actorId: note.actorId ?? null,
    providerEventId: note.providerEventId ?? null,
    details: { stripeSubscriptionId: subscription.id, stripeStatus: subscription.status, ...note.details },
  })
}

async function subscriptionRow(db: Db, companyId: string) {
  const [row] = await db.select().from(subscriptions).where(tenantWhere(subscriptions, companyId))
  if (!row) throw new AppError('NOT_FOUND', 'Assinatura não encontrada.')
  return row
}

/** The company's Stripe customer, created once (the idempotency key makes a double click create one). */
async function customerFor(db: Db, stripe: StripeBilling, caller: BillingCaller): Promise<string> {
  const row = await subscriptionRow(db, caller.companyId)
  if (row.stripeCustomerId) return row.stripeCustomerId
  const [company] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(companyWhere(caller.companyId))
  const customer = await callStripe(() =>
    stripe.client.customers.create(
      { email: caller.email, name: company?.name, metadata: { companyId: caller.companyId } },
      { idempotencyKey: `talentos-customer-${caller.companyId}` },
    ),
  )
  await db
    .update(subscriptions)
    .set({ stripeCustomerId: customer.id })
    .where(tenantWhere(subscriptions, caller.companyId))
  return customer.id
}

/**
 * Closes the customer's Checkout pages still open (another tab, an earlier try), so only the newest
 * can be paid and a company cannot end up paying two subscriptions.
 */
async function expireOpenCheckouts(stripe: StripeBilling, customer: string): Promise<void> {
  const open = await callStripe(async () => {
    const ids: string[] = []
    for await (const session of stripe.client.checkout.sessions.list({
      customer,
      status: 'open',
      limit: 100,
    }))
      ids.push(session.id)
    return ids
  })
  for (const id of open) {
    await callStripe(() =>
      stripe.client.checkout.sessions.expire(id).catch((error: { statusCode?: number }) => {
        // Paid or expired in the meantime: it is not open any more, which is all we wanted.
        if (error.statusCode !== 400) throw error
      }),
    )
  }
}

/** Starts Stripe Checkout for a paid plan (a company without a paid Stripe subscription). */
export async function startCheckout(
  db: Db,
  stripe: StripeBilling,
  appUrl: string,
  caller: BillingCaller,
  planId: PaidPlanId,
): Promise<RedirectResponse> {
  const row = await subscriptionRow(db, caller.companyId)
  if (row.stripeSubscriptionId && row.planType !== 'gratuito')
    throw new AppError('CONFLICT', billingMessages.alreadySubscribed)
  await db.transaction((tx) => assertUsersFit(tx, caller.companyId, getPlan(planId)))
  const customer = await customerFor(db, stripe, caller)
  await expireOpenCheckouts(stripe, customer)
  const metadata = { companyId: caller.companyId, plan: planId }
  const session = await callStripe(() =>
    stripe.client.checkout.sessions.create({
      mode: 'subscription',
      customer,
      client_reference_id: caller.companyId,
      line_items: [{ price: stripe.priceOf(planId), quantity: 1 }],
      locale: 'pt-BR',
      metadata,
      subscription_data: { metadata },
      success_url: `${appUrl}/pagamentos?checkout=sucesso&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${appUrl}/pagamentos?checkout=cancelado`,
    }),
  )
  if (!session.url) throw new AppError('BAD_GATEWAY', billingMessages.providerUnavailable)
  return { url: session.url }
}

/**
 * The browser came back from Checkout: applies the new subscription at once instead of waiting for
 * the webhook (which then finds nothing left to change). Another company's session is not found.
 */
export async function confirmCheckout(
  db: Db,
  stripe: StripeBilling,
  caller: BillingCaller,
  sessionId: string,
): Promise<BillingResponse> {
  const session = await callStripe(() =>
    stripe.client.checkout.sessions.retrieve(sessionId).catch((error: { statusCode?: number }) => {
      if (error.statusCode === 404) throw new AppError('NOT_FOUND', billingMessages.checkoutNotFound)
      throw error
    }),
  )
  if (session.client_reference_id !== caller.companyId)
    throw new AppError('NOT_FOUND', billingMessages.checkoutNotFound)
  const subscriptionId = idOf(session.subscription)
  if (session.status === 'complete' && subscriptionId) {
    await syncSubscription(db, stripe, caller.companyId, subscriptionId, {
      source: 'stripe',
      actorId: caller.userId,
      details: { checkoutSessionId: session.id },
    })
  }
  return getBilling(db, caller, true)
}

/** Opens the Stripe Customer Portal (cards, invoices) for the company's customer. */
export async function openPortal(
  db: Db,
  stripe: StripeBilling,
  appUrl: string,
  caller: BillingCaller,
): Promise<RedirectResponse> {
  const row = await subscriptionRow(db, caller.companyId)
  if (!row.stripeCustomerId) throw new AppError('CONFLICT', billingMessages.noCustomer)
  const customer = row.stripeCustomerId
  const configuration = await callStripe(() => stripe.portalConfiguration())
  const session = await callStripe(() =>
    stripe.client.billingPortal.sessions.create({
      customer,
      configuration,
      locale: 'pt-BR',
      return_url: `${appUrl}/pagamentos`,
    }),
  )
  return { url: session.url }
}

/**
 * Fetches the subscription from Stripe under the company's row lock and applies it. With a
 * webhook event id, an event already recorded (checked under the lock, so a delivery racing
 * another waits for it) answers 'duplicate' and changes nothing.
 */
async function syncSubscription(
  db: Db,
  stripe: StripeBilling,
  companyId: string,
  subscriptionId: string,
  note: ChangeNote,
): Promise<'applied' | 'duplicate'> {
  return db.transaction(async (tx) => {
    const row = await lockedSubscription(tx, companyId)
    if (note.providerEventId && (await eventSeen(tx, note.providerEventId))) return 'duplicate'
    const subscription = await callStripe(() => stripe.client.subscriptions.retrieve(subscriptionId))
    await applySubscription(tx, stripe, row, subscription, note)
    return 'applied'
  })
}

async function eventSeen(db: Db | Tx, providerEventId: string): Promise<boolean> {
  const [seen] = await db
    .select({ id: subscriptionEvents.id })
    .from(subscriptionEvents)
    .where(eq(subscriptionEvents.providerEventId, providerEventId))
  return seen !== undefined
}

/** The paid Stripe subscription of a locked row, or a clear refusal. */
function paidSubscriptionOf(row: typeof subscriptions.$inferSelect): string {
  if (!row.stripeSubscriptionId || row.planType === 'gratuito')
    throw new AppError('CONFLICT', billingMessages.checkoutRequired)
  return row.stripeSubscriptionId
}

/**
 * Moves a paid Stripe subscription to another paid plan, invoicing the difference now; the change
 * applies only if that payment succeeds. Gratuito is reached by cancelling. The user-limit check,
 * the Stripe update and its result run under the company's subscription lock, so an invitation
 * sent at the same moment (which takes the same lock) cannot slip past the new limit.
 */
export async function changeStripePlan(
  db: Db,
  stripe: StripeBilling,
  caller: BillingCaller,
  planId: PlanId,
): Promise<BillingResponse> {
  if (planId === 'gratuito') throw new AppError('UNPROCESSABLE', billingMessages.useCancellation)
  const pending = await db.transaction(async (tx) => {
    const row = await lockedSubscription(tx, caller.companyId)
    const subscriptionId = paidSubscriptionOf(row)
    if (row.planType === planId && row.status !== 'canceling')
      throw new AppError('CONFLICT', billingMessages.samePlan)
    await assertUsersFit(tx, caller.companyId, getPlan(planId))
    const current = await callStripe(() => stripe.client.subscriptions.retrieve(subscriptionId))
    const item = current.items.data[0]
    if (!item) throw new AppError('BAD_GATEWAY', billingMessages.providerUnavailable)
    if (current.cancel_at_period_end) {
      await callStripe(() =>
        stripe.client.subscriptions.update(subscriptionId, { cancel_at_period_end: false }),
      )
    }
    const updated = await callStripe(() =>
      stripe.client.subscriptions.update(subscriptionId, {
        items: [{ id: item.id, price: stripe.priceOf(planId) }],
        proration_behavior: 'always_invoice',
        payment_behavior: 'pending_if_incomplete',
      }),
    )
    await applySubscription(tx, stripe, row, updated, { source: 'stripe', actorId: caller.userId })
    return updated.pending_update !== null && updated.pending_update !== undefined
  })
  if (pending) throw new AppError('UNPROCESSABLE', billingMessages.paymentPending)
  return getBilling(db, caller, true)
}

/**
 * Cancels at the end of the paid period: the reason is stored, Stripe is told, the plan stays until
 * Stripe ends the subscription (customer.subscription.deleted brings the company back to gratuito).
 * Runs under the subscription lock, like a plan change.
 */
export async function cancelStripePlan(
  db: Db,
  stripe: StripeBilling,
  caller: BillingCaller,
  input: CancelInput,
): Promise<BillingResponse> {
  await db.transaction(async (tx) => {
    const row = await lockedSubscription(tx, caller.companyId)
    const subscriptionId = paidSubscriptionOf(row)
    if (row.status === 'canceling') throw new AppError('CONFLICT', billingMessages.cancelScheduled)
    await assertUsersFit(tx, caller.companyId, getPlan('gratuito'))
    const updated = await callStripe(() =>
      stripe.client.subscriptions.update(subscriptionId, {
        cancel_at_period_end: true,
        cancellation_details: {
          feedback: STRIPE_FEEDBACK[input.reason],
          ...(input.feedback ? { comment: input.feedback.slice(0, 500) } : {}),
        },
      }),
    )
    await tx.insert(cancellationRequests).values({
      companyId: caller.companyId,
      userId: caller.userId,
      planType: row.planType,
      reason: input.reason,
      feedback: input.feedback ? input.feedback : null,
    })
    await applySubscription(tx, stripe, row, updated, {
      source: 'stripe',
      actorId: caller.userId,
      details: { reason: input.reason },
    })
  })
  return getBilling(db, caller, true)
}

/** The webhook events that can change a subscription; every other type is acknowledged and ignored. */
const SUBSCRIPTION_EVENTS = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.paused',
  'customer.subscription.resumed',
])

export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored'

/** The company a Stripe object belongs to: our metadata first, then the stored customer id. */
async function companyOf(
  db: Db,
  metadata: Stripe.Metadata | null | undefined,
  customer: string | null,
): Promise<string | null> {
  const fromMetadata = metadata?.companyId
  const byCustomer = customer
    ? (
        await db
          .select({ companyId: subscriptions.companyId })
          .from(subscriptions)
          .where(eq(subscriptions.stripeCustomerId, customer))
      )[0]?.companyId
    : undefined
  if (byCustomer) return byCustomer
  if (!fromMetadata || !/^[0-9a-f-]{36}$/i.test(fromMetadata)) return null
  const [row] = await db
    .select({ companyId: subscriptions.companyId })
    .from(subscriptions)
    .where(tenantWhere(subscriptions, fromMetadata))
  return row?.companyId ?? null
}

/**
 * Handles one verified webhook event. A replayed event (its id already recorded) changes nothing;
 * two deliveries racing are serialised by the company row lock and the unique event id.
 */
export async function handleStripeEvent(
  db: Db,
  stripe: StripeBilling,
  event: Stripe.Event,
  warn?: ChangeNote['warn'],
): Promise<WebhookOutcome> {
  if (!SUBSCRIPTION_EVENTS.has(event.type)) return 'ignored'
  if (await eventSeen(db, event.id)) return 'duplicate'

  let subscriptionId: string | null
  let companyId: string | null
  if (event.type === 'checkout.session.completed') {
    const session = event.data.object as Stripe.Checkout.Session
    if (session.mode !== 'subscription') return 'ignored'
    subscriptionId = idOf(session.subscription)
    companyId = await companyOf(
      db,
      { companyId: session.client_reference_id ?? session.metadata?.companyId ?? '' },
      idOf(session.customer),
    )
  } else {
    const object = event.data.object as Stripe.Subscription
    subscriptionId = object.id
    companyId = await companyOf(db, object.metadata, idOf(object.customer))
  }
  if (!subscriptionId || !companyId) return 'ignored'
  const id = subscriptionId
  const company = companyId
  try {
    return await syncSubscription(db, stripe, company, id, {
      source: 'stripe',
      providerEventId: event.id,
      details: { stripeEventType: event.type },
      warn,
    })
  } catch (error) {
    // The same event delivered twice at once: the second insert of its id loses; nothing to do.
    if ((error as { code?: string; cause?: { code?: string } }).code === '23505') return 'duplicate'
    if ((error as { cause?: { code?: string } }).cause?.code === '23505') return 'duplicate'
    throw error
  }
}
