import type Stripe from 'stripe'
import type { PlanId } from '../../../shared/plans.ts'
import type { StripeConfig } from '../../env.ts'

export type PaidPlanId = Exclude<PlanId, 'gratuito'>

/** The Stripe client and the plan ↔ price mapping of this installation (env STRIPE_*). */
export type StripeBilling = {
  client: Stripe
  webhookSecret: string
  priceOf(plan: PaidPlanId): string
  /** The plan sold at this price; undefined for a price this app does not sell. */
  planOf(priceId: string): PaidPlanId | undefined
  /**
   * The id of our Customer Portal configuration: cards, invoices and billing details only. Plan changes
   * and cancellations stay in the app, where the user limits and the cancellation reason apply.
   * Found (by its metadata) or created once, then kept for the life of the process.
   */
  portalConfiguration(): Promise<string>
}

/** Bump when the portal features below change: a new configuration is then created. */
export const PORTAL_CONFIGURATION_VERSION = 'talentos-portal-v1'

const PORTAL_FEATURES: Stripe.BillingPortal.ConfigurationCreateParams.Features = {
  payment_method_update: { enabled: true },
  invoice_history: { enabled: true },
  customer_update: { enabled: true, allowed_updates: ['email', 'name', 'address', 'tax_id'] },
  subscription_update: { enabled: false },
  subscription_cancel: { enabled: false },
}

async function findOrCreatePortalConfiguration(client: Stripe): Promise<string> {
  for await (const configuration of client.billingPortal.configurations.list({ active: true, limit: 100 })) {
    if (configuration.metadata?.talentos === PORTAL_CONFIGURATION_VERSION) return configuration.id
  }
  const created = await client.billingPortal.configurations.create(
    {
      name: 'Talentos',
      features: PORTAL_FEATURES,
      metadata: { talentos: PORTAL_CONFIGURATION_VERSION },
    },
    { idempotencyKey: PORTAL_CONFIGURATION_VERSION },
  )
  return created.id
}

/** Loads the SDK only when Stripe is configured: it costs about 20 MB of memory a demo server never needs. */
export async function createStripeBilling(config: StripeConfig): Promise<StripeBilling> {
  const { default: StripeClient } = await import('stripe')
  const api = config.apiUrl ? new URL(config.apiUrl) : undefined
  const client = new StripeClient(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 15_000,
    appInfo: { name: 'Talentos' },
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === 'https:' ? 443 : 80),
          protocol: api.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  })
  const entries = Object.entries(config.prices) as [PaidPlanId, string][]
  let portal: Promise<string> | undefined
  return {
    client,
    webhookSecret: config.webhookSecret,
    priceOf: (plan) => config.prices[plan],
    planOf: (priceId) => entries.find(([, price]) => price === priceId)?.[0],
    portalConfiguration() {
      portal ??= findOrCreatePortalConfiguration(client).catch((error: unknown) => {
        portal = undefined
        throw error
      })
      return portal
    },
  }
}

/** The paid period's end of a subscription (kept on its items since API version 2025-03-31). */
export function periodEndOf(subscription: Stripe.Subscription): Date | null {
  const ends = subscription.items.data.map((item) => item.current_period_end).filter(Boolean)
  return ends.length > 0 ? new Date(Math.max(...ends) * 1000) : null
}

export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null
  return typeof value === 'string' ? value : value.id
}
