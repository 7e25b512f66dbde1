import { sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { AppError } from '../errors.ts'

/** A fixed window: at most `max` requests per `window` seconds. */
export type RateRule = { window: number; max: number }

/**
 * Every limit of the accounts flows, per client IP unless said otherwise. Better Auth enforces the
 * ones of its routes (storage "database"); `consumeRateLimit` the ones of our routes. Tests pass
 * smaller values through buildApp's `rateLimits`.
 */
export type RateLimits = {
  /** Any other Better Auth route. */
  authDefault: RateRule
  /** POST /api/auth/sign-in/email. */
  signIn: RateRule
  /** POST /api/auth/sign-in/email, per e-mail (password guessing from many addresses). */
  signInPerEmail: RateRule
  /** POST /api/auth/request-password-reset and /api/auth/send-verification-email. */
  passwordResetRequest: RateRule
  /** POST /api/auth/request-password-reset, per e-mail (no mail bombing of one inbox). */
  passwordResetRequestPerEmail: RateRule
  /** POST /api/auth/reset-password. */
  resetPassword: RateRule
  /** POST /api/accounts/sign-up, per IP. */
  signUp: RateRule
  /** POST /api/accounts/sign-up, per e-mail (the existing-account answer tries the typed password). */
  signUpPerEmail: RateRule
  /** POST /api/accounts/resend-confirmation, per IP. */
  resendConfirmation: RateRule
  /** POST /api/accounts/resend-confirmation, per e-mail (no mail bombing of one inbox). */
  resendConfirmationPerEmail: RateRule
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  authDefault: { window: 60, max: 100 },
  signIn: { window: 60, max: 10 },
  signInPerEmail: { window: 15 * 60, max: 10 },
  passwordResetRequest: { window: 15 * 60, max: 5 },
  passwordResetRequestPerEmail: { window: 15 * 60, max: 3 },
  resetPassword: { window: 15 * 60, max: 10 },
  signUp: { window: 10 * 60, max: 10 },
  signUpPerEmail: { window: 10 * 60, max: 5 },
  resendConfirmation: { window: 15 * 60, max: 10 },
  resendConfirmationPerEmail: { window: 15 * 60, max: 3 },
}

export type RateDecision = { allowed: boolean; retryAfterSeconds: number }

/**
 * Counts one request against `key` in PostgreSQL with one atomic upsert, so concurrent requests
 * and several server processes share the count (ARCHITECTURE.md, "Scaling out").
 */
export async function consumeRateLimit(db: Db, key: string, rule: RateRule): Promise<RateDecision> {
  const result = await db.execute<{ count: number; remaining: string | number }>(sql`
    insert into api_rate_limits as bucket (key, count, window_started_at)
    values (${key}, 1, now())
    on conflict (key) do update set
      count = case when bucket.window_started_at <= now() - make_interval(secs => ${rule.window})
        then 1 else bucket.count + 1 end,
      window_started_at = case when bucket.window_started_at <= now() - make_interval(secs => ${rule.window})
        then now() else bucket.window_started_at end
    returning count,
      extract(epoch from (window_started_at + make_interval(secs => ${rule.window}) - now())) as remaining
  `)
  const row = result.rows[0]
  if (!row) throw new Error('rate limit upsert returned no row')
  if (Math.random() < 0.01) await pruneExpired(db)
  return {
    allowed: Number(row.count) <= rule.max,
    retryAfterSeconds: Math.max(1, Math.ceil(Number(row.remaining))),
  }
}

/** Rows whose window ended a day ago count nothing any more. */
async function pruneExpired(db: Db): Promise<void> {
  await db.execute(sql`delete from api_rate_limits where window_started_at < now() - interval '1 day'`)
}

/** "Muitas tentativas. Tente novamente em N minutos." (or segundos), as the web shows it. */
export function tooManyRequestsMessage(retryAfterSeconds: number): string {
  if (retryAfterSeconds < 60) {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds))
    return `Muitas tentativas. Tente novamente em ${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}.`
  }
  const minutes = Math.ceil(retryAfterSeconds / 60)
  return `Muitas tentativas. Tente novamente em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`
}

export function tooManyRequests(retryAfterSeconds: number): AppError {
  return new AppError('TOO_MANY_REQUESTS', tooManyRequestsMessage(retryAfterSeconds), { retryAfterSeconds })
}

/** Throws a 429 AppError (with retryAfterSeconds) when any of the keys is over its rule. */
export async function enforceRateLimits(db: Db, checks: { key: string; rule: RateRule }[]): Promise<void> {
  let retryAfter = 0
  for (const check of checks) {
    const decision = await consumeRateLimit(db, check.key, check.rule)
    if (!decision.allowed) retryAfter = Math.max(retryAfter, decision.retryAfterSeconds)
  }
  if (retryAfter > 0) throw tooManyRequests(retryAfter)
}
