// Stripe webhook handling: signature check, row lock, subscription fetch (a local fake Stripe API over
// HTTP) and the update, through the real app (app.inject). Alternates plan changes so every event
// changes something, then replays each one (the duplicate path).
// Usage: npx tsx scripts/bench-webhook.ts [count]
//        TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx scripts/bench-webhook.ts
import { TEST_ORIGIN } from '../src/server/test/accounts.ts'
import { createTestApp } from '../src/server/test/app.ts'
import { createSignedInCompany } from '../src/server/test/applications.ts'
import { testDatabaseKind } from '../src/server/test/database.ts'
import { startFakeStripe } from '../src/server/test/fake-stripe.ts'

const count = Number(process.argv[2] ?? 200)
const prices = ['price_basico', 'price_profissional'] as const
const fake = await startFakeStripe({ secretKey: 'sk_test_bench', webhookSecret: 'whsec_bench' })
const ctx = await createTestApp({
  env: {
    STRIPE_SECRET_KEY: 'sk_test_bench',
    STRIPE_WEBHOOK_SECRET: 'whsec_bench',
    STRIPE_PRICE_BASICO: prices[0],
    STRIPE_PRICE_PROFISSIONAL: prices[1],
    STRIPE_PRICE_ILIMITADO: 'price_ilimitado',
    STRIPE_API_URL: fake.url,
  },
})

function summary(label: string, durations: number[]) {
  durations.sort((a, b) => a - b)
  const percentile = (p: number) =>
    durations[Math.min(durations.length - 1, Math.ceil((p / 100) * durations.length) - 1)] ?? 0
  console.log(
    `${testDatabaseKind}: ${durations.length} ${label}  p50 ${percentile(50).toFixed(1)} ms  p95 ${percentile(95).toFixed(1)} ms  max ${(durations.at(-1) ?? 0).toFixed(1)} ms`,
  )
}

try {
  const company = await createSignedInCompany(ctx)
  const checkout = await ctx.app.inject({
    method: 'POST',
    url: '/api/billing/checkout',
    payload: { plan: 'basico' },
    headers: { cookie: company.cookie, origin: TEST_ORIGIN },
  })
  const { subscription } = fake.completeCheckout(checkout.json().url.split('/checkout/')[1])
  const deliveries: { payload: string; signature: string }[] = []
  const applied: number[] = []
  for (let index = 0; index < count; index++) {
    const item = subscription.items.data[0]
    if (!item) throw new Error('no item')
    item.price = { id: prices[(index + 1) % 2] as string }
    const signed = fake.sign(fake.updateSubscription(subscription.id, {}))
    deliveries.push(signed)
    const started = performance.now()
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      payload: signed.payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signed.signature },
    })
    applied.push(performance.now() - started)
    if (response.json().outcome !== 'applied') throw new Error(response.body)
  }
  const replayed: number[] = []
  for (const signed of deliveries) {
    const started = performance.now()
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      payload: signed.payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signed.signature },
    })
    replayed.push(performance.now() - started)
    if (response.json().outcome !== 'duplicate') throw new Error(response.body)
  }
  summary('webhooks applied', applied)
  summary('webhooks replayed', replayed)
} finally {
  await ctx.close()
  await fake.close()
}
