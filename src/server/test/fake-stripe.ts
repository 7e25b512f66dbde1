import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import Stripe from 'stripe'

/**
 * A local stand-in for the part of the Stripe API the app uses (customers, Checkout sessions,
 * subscriptions, Customer Portal sessions), speaking the wire format the official SDK sends
 * (form-encoded bodies, bearer key). It also serves tiny Checkout and Portal pages for browser tests
 * and signs webhook events with the SDK's own test helper. The app reaches it through STRIPE_API_URL.
 */

type Params = URLSearchParams
type Json = Record<string, unknown>
export type FakeSubscription = Json & {
  id: string
  customer: string
  status: string
  cancel_at_period_end: boolean
  metadata: Record<string, string>
  items: { object: 'list'; data: { id: string; price: { id: string }; current_period_end: number }[] }
  pending_update: Json | null
}
export type FakeEvent = { id: string; object: 'event'; type: string; data: { object: Json } }
export type RecordedRequest = { method: string; path: string; params: Params; idempotencyKey?: string }

export type FakeStripe = {
  url: string
  requests: RecordedRequest[]
  subscriptions: Map<string, FakeSubscription>
  checkoutSessions: Map<string, Json>
  portalConfigurations: Map<string, Json>
  /** Completes a Checkout session as if the customer paid: creates the subscription. */
  completeCheckout(sessionId: string): { subscription: FakeSubscription; events: FakeEvent[] }
  /** Changes a subscription as Stripe would (renewal, failed payment, end of period) and returns its event. */
  updateSubscription(id: string, patch: Partial<FakeSubscription>, type?: string): FakeEvent
  /** The next `times` API calls answer this HTTP status with a Stripe error (the SDK retries some). */
  failNext(status: number, times?: number): void
  /** The next upgrade with payment_behavior=pending_if_incomplete has its payment declined. */
  declineNextPayment(): void
  /** A raw webhook body and its Stripe-Signature header, made by the SDK's generateTestHeaderString. */
  sign(event: FakeEvent, secret?: string): { payload: string; signature: string }
  close(): Promise<void>
}

const DAY = 24 * 3600

function id(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`
}

function metadataOf(params: Params, prefix: string): Record<string, string> {
  const result: Record<string, string> = {}
  const start = `${prefix}[`
  for (const [key, value] of params) {
    if (key.startsWith(start) && key.endsWith(']') && !key.slice(start.length, -1).includes('['))
      result[key.slice(start.length, -1)] = value
  }
  return result
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => {
      body += chunk
    })
    request.on('end', () => resolve(body))
    request.on('error', reject)
  })
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char] ?? char)

export async function startFakeStripe(options: {
  secretKey: string
  webhookSecret: string
  /** Where the browser Checkout page delivers its webhook events (the app's /api/billing/webhook). */
  webhookUrl?: string
  port?: number
}): Promise<FakeStripe> {
  const customers = new Map<string, Json>()
  const customersByKey = new Map<string, Json>()
  const checkoutSessions = new Map<string, Json>()
  const subscriptions = new Map<string, FakeSubscription>()
  const portalConfigurations = new Map<string, Json>()
  const configurationsByKey = new Map<string, Json>()
  const requests: RecordedRequest[] = []
  let failStatus: number | undefined
  let failures = 0
  let declinePayment = false
  let baseUrl = ''

  const event = (type: string, object: Json): FakeEvent => ({
    id: id('evt'),
    object: 'event',
    type,
    data: { object: structuredClone(object) },
  })

  const sign = (item: FakeEvent, secret = options.webhookSecret) => {
    const payload = JSON.stringify({
      ...item,
      api_version: Stripe.API_VERSION,
      created: now(),
      livemode: false,
    })
    return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) }
  }

  const now = () => Math.floor(Date.now() / 1000)

  function completeCheckout(sessionId: string) {
    const session = checkoutSessions.get(sessionId)
    if (!session) throw new Error(`unknown checkout session ${sessionId}`)
    if (session.status !== 'open') throw new Error(`checkout session ${sessionId} is ${session.status}`)
    const subscription: FakeSubscription = {
      id: id('sub'),
      object: 'subscription',
      customer: String(session.customer),
      status: 'active',
      cancel_at_period_end: false,
      cancel_at: null,
      metadata: session.subscription_metadata as Record<string, string>,
      items: {
        object: 'list',
        data: [
          {
            id: id('si'),
            price: { id: String(session.price) },
            current_period_end: now() + 30 * DAY,
          },
        ],
      },
      pending_update: null,
    }
    subscriptions.set(subscription.id, subscription)
    Object.assign(session, { status: 'complete', subscription: subscription.id })
    return {
      subscription,
      events: [
        event('checkout.session.completed', session),
        event('customer.subscription.created', subscription),
      ],
    }
  }

  function updateSubscription(subscriptionId: string, patch: Partial<FakeSubscription>, type?: string) {
    const subscription = subscriptions.get(subscriptionId)
    if (!subscription) throw new Error(`unknown subscription ${subscriptionId}`)
    Object.assign(subscription, patch)
    const eventType =
      type ??
      (subscription.status === 'canceled' ? 'customer.subscription.deleted' : 'customer.subscription.updated')
    return event(eventType, subscription)
  }

  async function deliver(events: FakeEvent[]) {
    if (!options.webhookUrl) return
    for (const item of events) {
      const { payload, signature } = sign(item)
      await fetch(options.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: payload,
      })
    }
  }

  const send = (response: ServerResponse, status: number, body: Json) => {
    response.writeHead(status, { 'content-type': 'application/json' })
    response.end(JSON.stringify(body))
  }
  const notFound = (response: ServerResponse, what: string) =>
    send(response, 404, {
      error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` },
    })

  async function api(request: IncomingMessage, response: ServerResponse, path: string, params: Params) {
    if (request.headers.authorization !== `Bearer ${options.secretKey}`) {
      return send(response, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key' } })
    }
    const idempotencyKey = request.headers['idempotency-key'] as string | undefined
    requests.push({ method: request.method ?? 'GET', path, params, idempotencyKey })
    if (failStatus && failures > 0) {
      failures -= 1
      return send(response, failStatus, { error: { type: 'api_error', message: 'Fake failure' } })
    }
    const post = request.method === 'POST'
    if (post && path === '/v1/customers') {
      const known = idempotencyKey ? customersByKey.get(idempotencyKey) : undefined
      if (known) return send(response, 200, known)
      const customer = {
        id: id('cus'),
        object: 'customer',
        email: params.get('email'),
        name: params.get('name'),
        metadata: metadataOf(params, 'metadata'),
      }
      customers.set(customer.id, customer)
      if (idempotencyKey) customersByKey.set(idempotencyKey, customer)
      return send(response, 200, customer)
    }
    if (post && path === '/v1/checkout/sessions') {
      const customer = params.get('customer') ?? ''
      if (!customers.has(customer)) return notFound(response, `customer: '${customer}'`)
      const session: Json = {
        id: id('cs_test'),
        object: 'checkout.session',
        mode: params.get('mode'),
        status: 'open',
        customer,
        client_reference_id: params.get('client_reference_id'),
        metadata: metadataOf(params, 'metadata'),
        subscription_metadata: metadataOf(params, 'subscription_data[metadata]'),
        price: params.get('line_items[0][price]'),
        success_url: params.get('success_url'),
        cancel_url: params.get('cancel_url'),
        subscription: null,
      }
      session.url = `${baseUrl}/checkout/${session.id}`
      checkoutSessions.set(String(session.id), session)
      return send(response, 200, session)
    }
    if (!post && path === '/v1/checkout/sessions') {
      const data = [...checkoutSessions.values()].filter(
        (session) =>
          (!params.get('customer') || session.customer === params.get('customer')) &&
          (!params.get('status') || session.status === params.get('status')),
      )
      return send(response, 200, { object: 'list', data, has_more: false, url: path })
    }
    const sessionMatch = /^\/v1\/checkout\/sessions\/([^/]+?)(\/expire)?$/.exec(path)
    if (sessionMatch?.[1]) {
      const session = checkoutSessions.get(sessionMatch[1])
      if (!session) return notFound(response, 'checkout.session')
      if (post && sessionMatch[2]) {
        if (session.status !== 'open')
          return send(response, 400, {
            error: { type: 'invalid_request_error', message: 'Only open sessions can be expired.' },
          })
        session.status = 'expired'
      }
      return send(response, 200, session)
    }
    if (path === '/v1/billing_portal/configurations') {
      if (!post) {
        const data = [...portalConfigurations.values()]
        return send(response, 200, { object: 'list', data, has_more: false, url: path })
      }
      const known = idempotencyKey ? configurationsByKey.get(idempotencyKey) : undefined
      if (known) return send(response, 200, known)
      const configuration: Json = {
        id: id('bpc'),
        object: 'billing_portal.configuration',
        active: true,
        metadata: metadataOf(params, 'metadata'),
        features: Object.fromEntries(
          [...params.keys()]
            .filter((key) => key.startsWith('features[') && key.endsWith('][enabled]'))
            .map((key) => [key.slice('features['.length, -'][enabled]'.length), params.get(key) === 'true']),
        ),
      }
      portalConfigurations.set(String(configuration.id), configuration)
      if (idempotencyKey) configurationsByKey.set(idempotencyKey, configuration)
      return send(response, 200, configuration)
    }
    const subscriptionMatch = /^\/v1\/subscriptions\/([^/]+)$/.exec(path)
    if (subscriptionMatch?.[1]) {
      const subscription = subscriptions.get(subscriptionMatch[1])
      if (!subscription) return notFound(response, 'subscription')
      if (post) {
        const price = params.get('items[0][price]')
        const item = subscription.items.data.find((entry) => entry.id === params.get('items[0][id]'))
        if (price && item) {
          if (params.get('payment_behavior') === 'pending_if_incomplete' && declinePayment) {
            declinePayment = false
            subscription.pending_update = { subscription_items: [{ id: item.id, price: { id: price } }] }
          } else {
            item.price = { id: price }
            subscription.pending_update = null
          }
        }
        const cancel = params.get('cancel_at_period_end')
        if (cancel !== null) subscription.cancel_at_period_end = cancel === 'true'
        const feedback = params.get('cancellation_details[feedback]')
        if (feedback) subscription.cancellation_details = { feedback }
      }
      return send(response, 200, subscription)
    }
    if (post && path === '/v1/billing_portal/sessions') {
      const customer = params.get('customer') ?? ''
      if (!customers.has(customer)) return notFound(response, `customer: '${customer}'`)
      const portal = {
        id: id('bps'),
        object: 'billing_portal.session',
        customer,
        configuration: params.get('configuration'),
        return_url: params.get('return_url'),
        url: `${baseUrl}/portal/${customer}?return_url=${encodeURIComponent(params.get('return_url') ?? '')}`,
      }
      return send(response, 200, portal)
    }
    return notFound(response, `route ${request.method} ${path}`)
  }

  /** The hosted pages a browser is sent to: a one-button Checkout and a Portal with a way back. */
  async function page(request: IncomingMessage, response: ServerResponse, url: URL) {
    const html = (title: string, body: string) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      response.end(
        `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`,
      )
    }
    const checkout = /^\/checkout\/([^/]+?)(\/pay)?$/.exec(url.pathname)
    if (checkout?.[1]) {
      const session = checkoutSessions.get(checkout[1])
      if (!session) return notFound(response, 'checkout.session')
      if (session.status !== 'open') return html('Sessão expirada', '<p>Esta sessão de checkout expirou.</p>')
      if (checkout[2] && request.method === 'POST') {
        const { events } = completeCheckout(checkout[1])
        await deliver(events)
        const target = String(session.success_url).replace('{CHECKOUT_SESSION_ID}', String(session.id))
        response.writeHead(303, { location: target })
        return response.end()
      }
      return html(
        'Checkout de teste',
        `<p>Assinatura do preço ${escapeHtml(String(session.price))}.</p>
<form method="post" action="/checkout/${escapeHtml(String(session.id))}/pay"><button type="submit">Pagar</button></form>
<p><a href="${escapeHtml(String(session.cancel_url))}">Voltar</a></p>`,
      )
    }
    if (url.pathname.startsWith('/portal/')) {
      return html(
        'Portal do cliente de teste',
        `<p><a href="${escapeHtml(url.searchParams.get('return_url') ?? '/')}">Voltar para o Talentos</a></p>`,
      )
    }
    if (url.pathname === '/health') return send(response, 200, { ok: true })
    return notFound(response, 'page')
  }

  const server = createServer(async (request, response) => {
    try {
      const url = new URL(request.url ?? '/', 'http://localhost')
      if (url.pathname.startsWith('/v1/')) {
        const body = request.method === 'POST' ? await readBody(request) : url.search.slice(1)
        return await api(request, response, url.pathname, new URLSearchParams(body))
      }
      return await page(request, response, url)
    } catch (error) {
      send(response, 500, { error: { type: 'api_error', message: String(error) } })
    }
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    url: baseUrl,
    requests,
    subscriptions,
    checkoutSessions,
    portalConfigurations,
    completeCheckout,
    updateSubscription,
    failNext: (status, times = 1) => {
      failStatus = status
      failures = times
    },
    declineNextPayment: () => {
      declinePayment = true
    },
    sign,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
