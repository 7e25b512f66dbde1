// A stand-in for the Stripe API during the browser tests (the Stripe-mode e2e server's STRIPE_API_URL
// points here). Its Checkout page's "Pagar" completes the session, delivers the signed webhook events
// to WEBHOOK_URL and sends the browser back to the app, as Stripe would.
import { startFakeStripe } from '../../../src/server/test/fake-stripe.ts'

const fake = await startFakeStripe({
  secretKey: process.env.STRIPE_SECRET_KEY ?? 'sk_test_e2e',
  webhookSecret: process.env.STRIPE_WEBHOOK_SECRET ?? 'whsec_e2e',
  webhookUrl: process.env.WEBHOOK_URL,
  port: Number(process.env.PORT ?? 4102),
})
console.log(`fake Stripe on ${fake.url}`)
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void fake.close().then(() => process.exit(0))
  })
}
