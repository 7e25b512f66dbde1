import { eq } from 'drizzle-orm'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BillingResponse } from '../../../shared/billing/api.ts'
import { cancellationRequests, subscriptionEvents } from '../../db/schema/billing.ts'
import { subscriptions } from '../../db/schema/companies.ts'
import { TEST_ORIGIN, uniqueEmail } from '../../test/accounts.ts'
import { createTestApp, type TestContext } from '../../test/app.ts'
import { createSignedInCompany, type SignedInCompany, setRole } from '../../test/applications.ts'
import { testDatabaseKind } from '../../test/database.ts'
import { type FakeEvent, type FakeStripe, startFakeStripe } from '../../test/fake-stripe.ts'
import { injectAs } from '../../test/inject.ts'

const SECRET_KEY = 'sk_test_talentos'
const WEBHOOK_SECRET = 'whsec_talentos_test'
const PRICES = { basico: 'price_basico', profissional: 'price_profissional', ilimitado: 'price_ilimitado' }

let fake: FakeStripe
let ctx: TestContext
beforeAll(async () => {
  fake = await startFakeStripe({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET })
  ctx = await createTestApp({ env: stripeEnv() })
})
afterAll(async () => {
  await ctx.close()
  await fake.close()
})

function stripeEnv() {
  return {
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PRICE_BASICO: PRICES.basico,
    STRIPE_PRICE_PROFISSIONAL: PRICES.profissional,
    STRIPE_PRICE_ILIMITADO: PRICES.ilimitado,
    STRIPE_API_URL: fake.url,
  }
}

function call(company: SignedInCompany, method: 'GET' | 'POST', url: string, payload?: object) {
  return injectAs(ctx.app, { method, url, as: company, payload })
}

async function billing(company: SignedInCompany): Promise<BillingResponse> {
  const response = await call(company, 'GET', '/api/billing')
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as BillingResponse
}

/** Delivers a webhook the way Stripe does: the raw JSON body with its Stripe-Signature header. */
function deliver(payload: string, signature?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/billing/webhook',
    payload,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature === undefined ? {} : { 'stripe-signature': signature }),
    },
  })
}

async function deliverEvent(event: FakeEvent) {
  const { payload, signature } = fake.sign(event)
  const response = await deliver(payload, signature)
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as { received: true; outcome: string }
}

async function history(companyId: string) {
  return ctx.database.db.select().from(subscriptionEvents).where(eq(subscriptionEvents.companyId, companyId))
}

/** A company that went through Checkout for `plan` and whose webhooks were delivered. */
async function subscribedCompany(plan: 'basico' | 'profissional' | 'ilimitado' = 'basico') {
  const company = await createSignedInCompany(ctx)
  const checkout = await call(company, 'POST', '/api/billing/checkout', { plan })
  expect(checkout.statusCode, checkout.body).toBe(200)
  const sessionId = checkout.json().url.split('/checkout/')[1] as string
  const { subscription, events } = fake.completeCheckout(sessionId)
  for (const event of events) await deliverEvent(event)
  return { company, subscription, sessionId }
}

describe(`Stripe billing on ${testDatabaseKind}`, () => {
  it('starts a paid plan with Checkout: one customer, the plan price, the company as reference', async () => {
    const company = await createSignedInCompany(ctx)
    expect(await billing(company)).toMatchObject({
      mode: 'stripe',
      plan: 'gratuito',
      checkoutRequired: true,
      portalAvailable: false,
    })

    const first = await call(company, 'POST', '/api/billing/checkout', { plan: 'profissional' })
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json().url).toMatch(new RegExp(`^${fake.url}/checkout/cs_test_`))
    const again = await call(company, 'POST', '/api/billing/checkout', { plan: 'basico' })
    expect(again.statusCode, again.body).toBe(200)

    const mine = fake.requests.filter(
      (request) => request.params.get('metadata[companyId]') === company.companyId,
    )
    const customers = mine.filter((request) => request.path === '/v1/customers')
    expect(customers).toHaveLength(1)
    expect(customers[0]?.idempotencyKey).toBe(`talentos-customer-${company.companyId}`)
    expect(customers[0]?.params.get('email')).toBe(company.email)
    const sessions = mine.filter((request) => request.path === '/v1/checkout/sessions')
    expect(sessions.map((request) => request.params.get('line_items[0][price]'))).toEqual([
      PRICES.profissional,
      PRICES.basico,
    ])
    expect(sessions[0]?.params.get('client_reference_id')).toBe(company.companyId)
    expect(sessions[0]?.params.get('mode')).toBe('subscription')
    expect(sessions[0]?.params.get('subscription_data[metadata][plan]')).toBe('profissional')
    expect(sessions[0]?.params.get('success_url')).toBe(
      'http://localhost:3000/pagamentos?checkout=sucesso&session_id={CHECKOUT_SESSION_ID}',
    )
    // Only the newest Checkout page can still be paid.
    const [firstSession, secondSession] = [first, again].map((response) =>
      fake.checkoutSessions.get(response.json().url.split('/checkout/')[1]),
    )
    expect(firstSession?.status).toBe('expired')
    expect(secondSession?.status).toBe('open')
    // Nothing changes before the payment.
    expect(await billing(company)).toMatchObject({ plan: 'gratuito', portalAvailable: true })
  })

  it('applies a signed webhook once: a replay, a bad signature or a tampered body change nothing', async () => {
    const company = await createSignedInCompany(ctx)
    const checkout = await call(company, 'POST', '/api/billing/checkout', { plan: 'basico' })
    const { events, subscription } = fake.completeCheckout(checkout.json().url.split('/checkout/')[1])
    const [completed, created] = events as [FakeEvent, FakeEvent]

    const forged = fake.sign(completed, 'whsec_someone_else')
    expect((await deliver(forged.payload, forged.signature)).statusCode).toBe(400)
    const valid = fake.sign(completed)
    const tampered = valid.payload.replace(company.companyId, crypto.randomUUID())
    const tamperedResponse = await deliver(tampered, valid.signature)
    expect(tamperedResponse.statusCode).toBe(400)
    expect(tamperedResponse.json().error.message).toBe('Assinatura do webhook inválida.')
    expect((await deliver(valid.payload)).statusCode).toBe(400)
    expect((await deliver('{"id":', valid.signature)).statusCode).toBe(400)
    expect((await billing(company)).plan).toBe('gratuito')

    expect((await deliver(valid.payload, valid.signature)).json()).toEqual({
      received: true,
      outcome: 'applied',
    })
    const after = await billing(company)
    expect(after).toMatchObject({ plan: 'basico', status: 'active', checkoutRequired: false })
    const periodEnd = new Date(after.currentPeriodEnd ?? '').getTime()
    expect(periodEnd).toBe((subscription.items.data[0]?.current_period_end ?? 0) * 1000)
    expect(after.events).toMatchObject([
      { kind: 'plan_changed', fromPlan: 'gratuito', toPlan: 'basico', source: 'stripe' },
    ])

    // The same delivery again, and the subscription.created event of the same change.
    expect((await deliver(valid.payload, valid.signature)).json().outcome).toBe('duplicate')
    expect((await deliverEvent(created)).outcome).toBe('applied')
    expect(await history(company.companyId)).toHaveLength(1)
    const [row] = await ctx.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.companyId, company.companyId))
    expect(row).toMatchObject({ planType: 'basico', stripeSubscriptionId: subscription.id })
  })

  it('records one change when the same event arrives twice at the same time', async () => {
    const company = await createSignedInCompany(ctx)
    const checkout = await call(company, 'POST', '/api/billing/checkout', { plan: 'profissional' })
    const { events } = fake.completeCheckout(checkout.json().url.split('/checkout/')[1])
    const { payload, signature } = fake.sign(events[0] as FakeEvent)
    const answers = await Promise.all([deliver(payload, signature), deliver(payload, signature)])
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200])
    expect(answers.map((answer) => answer.json().outcome).sort()).toEqual(['applied', 'duplicate'])
    expect(await history(company.companyId)).toHaveLength(1)
    expect((await billing(company)).plan).toBe('profissional')
  })

  it('keeps the first subscription when a second Checkout was paid before the first was known', async () => {
    const company = await createSignedInCompany(ctx)
    const first = await call(company, 'POST', '/api/billing/checkout', { plan: 'basico' })
    const paidFirst = fake.completeCheckout(first.json().url.split('/checkout/')[1])
    // The first webhook has not arrived yet, so the app still offers Checkout.
    const second = await call(company, 'POST', '/api/billing/checkout', { plan: 'ilimitado' })
    expect(second.statusCode, second.body).toBe(200)
    const paidSecond = fake.completeCheckout(second.json().url.split('/checkout/')[1])
    for (const event of [...paidFirst.events, ...paidSecond.events]) await deliverEvent(event)
    const [row] = await ctx.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.companyId, company.companyId))
    expect(row).toMatchObject({ planType: 'basico', stripeSubscriptionId: paidFirst.subscription.id })
    expect(await history(company.companyId)).toHaveLength(1)
  })

  it('acknowledges events it does not use and events of unknown customers', async () => {
    expect(
      (
        await deliverEvent({
          id: 'evt_other',
          object: 'event',
          type: 'invoice.created',
          data: { object: {} },
        })
      ).outcome,
    ).toBe('ignored')
    const stranger = {
      id: 'sub_unknown',
      object: 'subscription',
      customer: 'cus_unknown',
      metadata: {},
    }
    expect(
      (
        await deliverEvent({
          id: 'evt_stranger',
          object: 'event',
          type: 'customer.subscription.updated',
          data: { object: stranger },
        })
      ).outcome,
    ).toBe('ignored')
  })

  it('applies the subscription on the return from Checkout, for the company that paid only', async () => {
    const company = await createSignedInCompany(ctx)
    const other = await createSignedInCompany(ctx)
    const checkout = await call(company, 'POST', '/api/billing/checkout', { plan: 'ilimitado' })
    const sessionId = checkout.json().url.split('/checkout/')[1] as string

    const early = await call(company, 'POST', '/api/billing/checkout/confirm', { sessionId })
    expect(early.statusCode, early.body).toBe(200)
    expect(early.json().plan).toBe('gratuito')

    const { events } = fake.completeCheckout(sessionId)
    const foreign = await call(other, 'POST', '/api/billing/checkout/confirm', { sessionId })
    expect(foreign.statusCode).toBe(404)
    expect(foreign.json().error.message).toBe('Sessão de pagamento não encontrada.')
    expect((await billing(other)).plan).toBe('gratuito')
    for (const sessionId of ['cs_test_doesnotexist', 'not-a-session', '']) {
      const bad = await call(company, 'POST', '/api/billing/checkout/confirm', { sessionId })
      expect([400, 404]).toContain(bad.statusCode)
    }

    const confirmed = await call(company, 'POST', '/api/billing/checkout/confirm', { sessionId })
    expect(confirmed.statusCode, confirmed.body).toBe(200)
    expect(confirmed.json()).toMatchObject({ plan: 'ilimitado', status: 'active' })
    for (const event of events) await deliverEvent(event)
    expect(await history(company.companyId)).toHaveLength(1)
  })

  it('moves a paid subscription to another paid plan; a declined payment changes nothing', async () => {
    const { company, subscription } = await subscribedCompany('basico')
    expect((await call(company, 'POST', '/api/billing/checkout', { plan: 'ilimitado' })).statusCode).toBe(409)
    const same = await call(company, 'POST', '/api/billing/plan', { plan: 'basico' })
    expect(same.statusCode).toBe(409)
    const free = await call(company, 'POST', '/api/billing/plan', { plan: 'gratuito' })
    expect(free.statusCode).toBe(422)
    expect(free.json().error.message).toBe(
      'Para voltar ao plano Gratuito, cancele a assinatura em Cancelamento de Plano.',
    )

    const up = await call(company, 'POST', '/api/billing/plan', { plan: 'profissional' })
    expect(up.statusCode, up.body).toBe(200)
    expect(up.json()).toMatchObject({ plan: 'profissional', status: 'active' })
    expect(fake.subscriptions.get(subscription.id)?.items.data[0]?.price.id).toBe(PRICES.profissional)
    const update = fake.requests.findLast(
      (request) => request.method === 'POST' && request.path === `/v1/subscriptions/${subscription.id}`,
    )
    expect(update?.params.get('proration_behavior')).toBe('always_invoice')
    expect(update?.params.get('payment_behavior')).toBe('pending_if_incomplete')

    fake.declineNextPayment()
    const declined = await call(company, 'POST', '/api/billing/plan', { plan: 'ilimitado' })
    expect(declined.statusCode).toBe(422)
    expect(declined.json().error.message).toContain('O pagamento da diferença não foi aprovado')
    expect((await billing(company)).plan).toBe('profissional')
  })

  it('refuses a downgrade below the members on Stripe too', async () => {
    const { company } = await subscribedCompany('profissional')
    for (const fullName of ['Pessoa Um', 'Pessoa Dois']) {
      const invited = await call(company, 'POST', '/api/team/invitations', {
        fullName,
        email: uniqueEmail(),
        role: 'padrao',
      })
      expect(invited.statusCode, invited.body).toBe(201)
    }
    const down = await call(company, 'POST', '/api/billing/plan', { plan: 'basico' })
    expect(down.statusCode).toBe(422)
    expect(down.json().error.details).toMatchObject({ reason: 'USERS_OVER_LIMIT', excess: 1 })
    expect((await billing(company)).plan).toBe('profissional')
  })

  it('cancels at the end of the paid period, and Stripe ending the subscription brings gratuito', async () => {
    const { company, subscription } = await subscribedCompany('basico')
    const noReason = await call(company, 'POST', '/api/billing/cancel', {})
    expect(noReason.statusCode).toBe(400)

    const canceled = await call(company, 'POST', '/api/billing/cancel', {
      reason: 'preco',
      feedback: 'Caro para nós agora.',
    })
    expect(canceled.statusCode, canceled.body).toBe(200)
    const body = canceled.json() as BillingResponse
    expect(body).toMatchObject({ plan: 'basico', status: 'canceling' })
    expect(body.events[0]).toMatchObject({ kind: 'cancel_scheduled', fromPlan: 'basico', toPlan: 'basico' })
    expect(fake.subscriptions.get(subscription.id)).toMatchObject({
      cancel_at_period_end: true,
      cancellation_details: { feedback: 'too_expensive' },
    })
    const stored = await ctx.database.db
      .select()
      .from(cancellationRequests)
      .where(eq(cancellationRequests.companyId, company.companyId))
    expect(stored).toMatchObject([{ reason: 'preco', feedback: 'Caro para nós agora.', planType: 'basico' }])
    expect((await call(company, 'POST', '/api/billing/cancel', { reason: 'preco' })).statusCode).toBe(409)

    const ended = fake.updateSubscription(subscription.id, { status: 'canceled' })
    expect(ended.type).toBe('customer.subscription.deleted')
    await deliverEvent(ended)
    const after = await billing(company)
    expect(after).toMatchObject({
      plan: 'gratuito',
      status: 'active',
      currentPeriodEnd: null,
      checkoutRequired: true,
    })
    expect(after.events[0]).toMatchObject({ kind: 'canceled', fromPlan: 'basico', toPlan: 'gratuito' })
    // An old subscription's late event cannot bring the plan back.
    await deliverEvent(
      fake.updateSubscription(subscription.id, { status: 'canceled' }, 'customer.subscription.updated'),
    )
    expect((await billing(company)).plan).toBe('gratuito')
  })

  it('marks a failed renewal as past due and recovers it', async () => {
    const { company, subscription } = await subscribedCompany('basico')
    await deliverEvent(fake.updateSubscription(subscription.id, { status: 'past_due' }))
    expect(await billing(company)).toMatchObject({ plan: 'basico', status: 'past_due' })
    await deliverEvent(fake.updateSubscription(subscription.id, { status: 'active' }))
    const after = await billing(company)
    expect(after).toMatchObject({ plan: 'basico', status: 'active' })
    expect(after.events.slice(0, 2).map((event) => event.kind)).toEqual([
      'payment_recovered',
      'payment_failed',
    ])

    // The monthly renewal moves the period end and is recorded; the same state again is not.
    const item = subscription.items.data[0]
    if (!item) throw new Error('no item')
    item.current_period_end += 30 * 24 * 3600
    await deliverEvent(fake.updateSubscription(subscription.id, {}))
    await deliverEvent(fake.updateSubscription(subscription.id, {}))
    const renewed = await billing(company)
    expect(renewed.events.map((event) => event.kind)).toEqual([
      'renewed',
      'payment_recovered',
      'payment_failed',
      'plan_changed',
    ])
    expect(new Date(renewed.currentPeriodEnd ?? '').getTime()).toBe(item.current_period_end * 1000)
  })

  it('opens the Customer Portal for a company with a Stripe customer only', async () => {
    const fresh = await createSignedInCompany(ctx)
    const none = await call(fresh, 'POST', '/api/billing/portal')
    expect(none.statusCode).toBe(409)
    expect(none.json().error.message).toBe('Sua empresa ainda não tem dados de pagamento no Stripe.')
    const { company } = await subscribedCompany()
    const portal = await call(company, 'POST', '/api/billing/portal')
    expect(portal.statusCode, portal.body).toBe(200)
    expect(portal.json().url).toMatch(new RegExp(`^${fake.url}/portal/cus_`))
    const request = fake.requests.findLast((entry) => entry.path === '/v1/billing_portal/sessions')
    expect(request?.params.get('return_url')).toBe('http://localhost:3000/pagamentos')
    // Our portal configuration: cards, invoices and billing details; plan changes stay in the app.
    const configuration = fake.portalConfigurations.get(request?.params.get('configuration') ?? '')
    expect(configuration).toMatchObject({
      metadata: { talentos: 'talentos-portal-v1' },
      features: {
        payment_method_update: true,
        invoice_history: true,
        subscription_update: false,
        subscription_cancel: false,
      },
    })
    expect((await call(company, 'POST', '/api/billing/portal')).statusCode).toBe(200)
    expect(fake.portalConfigurations.size).toBe(1)
  })

  it('finds the portal configuration made by another server instead of making another', async () => {
    const { company } = await subscribedCompany()
    expect((await call(company, 'POST', '/api/billing/portal')).statusCode).toBe(200)
    const before = fake.portalConfigurations.size
    const second = await createTestApp({ env: stripeEnv() })
    try {
      const other = await createSignedInCompany(second)
      const checkout = await second.app.inject({
        method: 'POST',
        url: '/api/billing/checkout',
        payload: { plan: 'basico' },
        headers: { cookie: other.cookie, origin: TEST_ORIGIN },
      })
      expect(checkout.statusCode, checkout.body).toBe(200)
      const portal = await second.app.inject({
        method: 'POST',
        url: '/api/billing/portal',
        headers: { cookie: other.cookie, origin: TEST_ORIGIN },
      })
      expect(portal.statusCode, portal.body).toBe(200)
      expect(fake.portalConfigurations.size).toBe(before)
    } finally {
      await second.close()
    }
  })

  it('answers a pt-BR 502 when Stripe fails, and changes nothing', async () => {
    const company = await createSignedInCompany(ctx)
    fake.failNext(500, 3) // the SDK's first try and its two retries
    const failed = await call(company, 'POST', '/api/billing/checkout', { plan: 'basico' })
    expect(failed.statusCode).toBe(502)
    expect(failed.json().error.message).toBe(
      'Não foi possível falar com o provedor de pagamentos agora. Tente novamente em alguns minutos.',
    )
    expect((await billing(company)).plan).toBe('gratuito')
  })

  it('refuses bad input and other roles', async () => {
    const company = await createSignedInCompany(ctx)
    for (const payload of [{}, { plan: 'gratuito' }, { plan: 'diamante' }]) {
      expect((await call(company, 'POST', '/api/billing/checkout', payload)).statusCode).toBe(400)
    }
    const { company: paying } = await subscribedCompany()
    await setRole(ctx.database.db, paying.userId, 'premium')
    expect((await call(paying, 'POST', '/api/billing/portal')).statusCode).toBe(403)
    expect((await call(paying, 'POST', '/api/billing/checkout', { plan: 'basico' })).statusCode).toBe(403)
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/billing/checkout',
      payload: { plan: 'basico' },
      headers: { origin: TEST_ORIGIN },
    })
    expect(anonymous.statusCode).toBe(401)
  })
})

describe(`demonstration mode has no Stripe routes on ${testDatabaseKind}`, () => {
  it('answers 404 to Checkout, Portal and webhooks', async () => {
    const demo = await createTestApp()
    try {
      const company = await createSignedInCompany(demo)
      const headers = { cookie: company.cookie, origin: TEST_ORIGIN }
      const checkout = await demo.app.inject({
        method: 'POST',
        url: '/api/billing/checkout',
        payload: { plan: 'basico' },
        headers,
      })
      expect(checkout.statusCode).toBe(404)
      expect(checkout.json().error.message).toBe(
        'Os pagamentos pelo Stripe não estão configurados nesta instalação.',
      )
      const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'invoice.paid' })
      const webhook = await demo.app.inject({
        method: 'POST',
        url: '/api/billing/webhook',
        payload,
        headers: {
          'content-type': 'application/json',
          'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
        },
      })
      expect(webhook.statusCode).toBe(404)
      expect((await demo.app.inject({ method: 'GET', url: '/api/billing', headers })).json()).toMatchObject({
        mode: 'demo',
        checkoutRequired: false,
        portalAvailable: false,
      })
    } finally {
      await demo.close()
    }
  })
})
