import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { AppError } from '../errors.ts'

/** A fixed window: at most `max` requests per `window` seconds. */
export type RateRule = { window: number; max: number }

/**
 * The app's one rate limiter (issue 11): fixed windows counted in PostgreSQL (api_rate_limits), so a
 * limit holds across server processes. `consumeRateLimit` counts and decides; `enforceRateLimits`
 * throws the 429 AppError. Better Auth counts its own routes per IP in its own table.
 *
 * Every limit of the accounts flows, per client IP unless said otherwise. Tests pass smaller values
 * through buildApp's `rateLimits`.
 */
export type RateLimits = {
  /** Any other Better Auth route. */
  authDefault: RateRule
  /** POST /api/auth/sign-in/email. */
  signIn: RateRule
  /**
   * POST /api/auth/sign-in/email, per (e-mail, IP): a hard limit (429) that only the address that
   * made the attempts runs into, so nobody can lock someone else out (issue 12).
   */
  signInPerEmailAndIp: RateRule
  /**
   * POST /api/auth/sign-in/email, per e-mail from any address (password guessing from many
   * addresses): past `max`, each attempt waits longer (SIGN_IN_SLOWDOWN), never a hard block.
   */
  signInPerEmail: RateRule
  /** POST /api/auth/request-password-reset and /api/auth/send-verification-email. */
  passwordResetRequest: RateRule
  /** POST /api/auth/send-verification-email, per e-mail (no mail bombing of one inbox). */
  verificationEmailPerEmail: RateRule
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
  /** POST /api/candidate/:slug/session (candidate area), per IP. */
  candidateSignIn: RateRule
  /** POST /api/candidate/:slug/session, per account (the typed e-mail or CPF, hashed), from any address. */
  candidateSignInPerAccount: RateRule
  /** POST /api/candidate/:slug/password-reset/request, per IP. */
  candidateResetRequest: RateRule
  /** POST /api/candidate/:slug/password-reset/request, per account (no mail bombing of one inbox). */
  candidateResetRequestPerAccount: RateRule
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  authDefault: { window: 60, max: 100 },
  signIn: { window: 60, max: 10 },
  signInPerEmailAndIp: { window: 15 * 60, max: 10 },
  signInPerEmail: { window: 15 * 60, max: 20 },
  passwordResetRequest: { window: 15 * 60, max: 5 },
  verificationEmailPerEmail: { window: 15 * 60, max: 3 },
  passwordResetRequestPerEmail: { window: 15 * 60, max: 3 },
  resetPassword: { window: 15 * 60, max: 10 },
  signUp: { window: 10 * 60, max: 10 },
  signUpPerEmail: { window: 10 * 60, max: 5 },
  resendConfirmation: { window: 15 * 60, max: 10 },
  resendConfirmationPerEmail: { window: 15 * 60, max: 3 },
  candidateSignIn: { window: 60, max: 10 },
  candidateSignInPerAccount: { window: 15 * 60, max: 10 },
  candidateResetRequest: { window: 15 * 60, max: 5 },
  candidateResetRequestPerAccount: { window: 15 * 60, max: 3 },
}

/**
 * The wait added to a sign-in past `signInPerEmail.max`: `baseMs` doubled per attempt over the
 * threshold, at most `maxMs`. It slows a guesser down without keeping the owner out.
 */
export const SIGN_IN_SLOWDOWN = { baseMs: 50, maxMs: 3000 } as const

/** Milliseconds to wait before a sign-in that is the `count`-th for its e-mail in the window. */
export function signInDelayMs(count: number, rule: RateRule): number {
  const over = count - rule.max
  if (over <= 0) return 0
  return Math.min(SIGN_IN_SLOWDOWN.maxMs, SIGN_IN_SLOWDOWN.baseMs * 2 ** Math.min(over - 1, 16))
}

export type RateDecision = { allowed: boolean; count: number; retryAfterSeconds: number }

/** Keys carry what the client typed (an e-mail); a long one is stored as its hash (btree limit). */
const MAX_PLAIN_KEY_LENGTH = 200

function storedKey(key: string): string {
  if (key.length <= MAX_PLAIN_KEY_LENGTH) return key
  return `sha256:${createHash('sha256').update(key).digest('hex')}`
}

/**
 * Counts one request against `key` in PostgreSQL with one atomic upsert, so concurrent requests
 * and several server processes share the count (ARCHITECTURE.md, "Scaling out").
 */
export async function consumeRateLimit(db: Db, rawKey: string, rule: RateRule): Promise<RateDecision> {
  const key = storedKey(rawKey)
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
    count: Number(row.count),
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

/**
 * Throws a 429 AppError (with retryAfterSeconds) when any of the keys is over its rule. `message`
 * words it for the caller (default: "Muitas tentativas. Tente novamente em N minutos.").
 */
export async function enforceRateLimits(
  db: Db,
  checks: { key: string; rule: RateRule }[],
  options: { message?: (retryAfterSeconds: number) => string } = {},
): Promise<void> {
  let retryAfter = 0
  for (const check of checks) {
    const decision = await consumeRateLimit(db, check.key, check.rule)
    if (!decision.allowed) retryAfter = Math.max(retryAfter, decision.retryAfterSeconds)
  }
  if (retryAfter === 0) return
  if (!options.message) throw tooManyRequests(retryAfter)
  throw new AppError('TOO_MANY_REQUESTS', options.message(retryAfter), { retryAfterSeconds: retryAfter })
}
