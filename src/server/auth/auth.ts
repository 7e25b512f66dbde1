import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { APIError, createEmailVerificationToken } from 'better-auth/api'
import { betterAuth } from 'better-auth/minimal'
import { eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../shared/accounts.ts'
import { paths } from '../../shared/paths.ts'
import type { Database } from '../db/client.ts'
import { account, rateLimit, session, user, verification } from '../db/schema/auth.ts'
import { profiles } from '../db/schema/profiles.ts'
import type { Env } from '../env.ts'
import type { JobQueue } from '../jobs/queue.ts'
import { sendMailJob } from '../mail/mail-job.ts'
import type { Mailer } from '../mail/mailer.ts'
import { confirmationEmail, passwordResetEmail } from '../mail/templates/account-emails.ts'
import type { WorkerPool } from '../workers/pool.ts'
import type { RateLimits } from './rate-limit.ts'

/**
 * The header through which the Fastify mount hands Better Auth the client address Fastify resolved
 * (request.ip, which honours trustProxy). The mount overwrites any value a client sent.
 */
export const CLIENT_IP_HEADER = 'x-talentos-client-ip'

/** Seconds a confirmation link stays valid. */
export const CONFIRMATION_LINK_TTL = 24 * 60 * 60
/** Seconds a password-reset link stays valid. */
export const RESET_LINK_TTL = 60 * 60

type AuthOptions = {
  env: Env
  database: Database
  mailer: Mailer
  /** The job queue that sends the password-reset e-mail after the answer. */
  queue: JobQueue
  logger: FastifyBaseLogger
  rateLimits: RateLimits
  /** Hashes and checks staff passwords (scrypt) in worker threads, off the event loop. */
  pool: WorkerPool
}

/**
 * Better Auth for one app instance (built per buildApp, never a module singleton): e-mail + password
 * with required confirmation, database sessions, password reset that ends every session, and rate
 * limits counted in PostgreSQL. Sign-up itself is ours (POST /api/accounts/sign-up) because it creates
 * the company with the user in one transaction, so Better Auth's own sign-up route is disabled.
 */
export function createAuth({ env, database, mailer, queue, logger, rateLimits, pool }: AuthOptions) {
  const https = env.appUrl.startsWith('https://')
  const rule = (limit: { window: number; max: number }) => ({ window: limit.window, max: limit.max })
  return betterAuth({
    appName: 'Talentos',
    baseURL: env.appUrl,
    basePath: '/api/auth',
    secret: env.authSecret,
    trustedOrigins: [new URL(env.appUrl).origin],
    database: drizzleAdapter(database.db, {
      provider: 'pg',
      schema: { user, session, account, verification, rateLimit },
      transaction: true,
    }),
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      // Better Auth's own scrypt, in the worker pool: a sign-in (~100 ms of CPU) must not hold up
      // every other request. Every hash and check of ours goes through here (authContext.password).
      password: {
        hash: (password) => pool.run('hashPassword', { password }),
        verify: (data) => pool.run('verifyPassword', data),
      },
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: RESET_LINK_TTL,
      // Queued, not sent: a registered address must not answer slower than an unknown one (the
      // SMTP round trip gave accounts away by timing, issue 12). The mail goes out after the answer.
      async sendResetPassword({ user: recipient, url }) {
        await queue.send(sendMailJob, passwordResetEmail({ to: recipient.email, name: recipient.name, url }))
      },
    },
    emailVerification: {
      sendOnSignUp: false,
      sendOnSignIn: false,
      autoSignInAfterVerification: true,
      expiresIn: CONFIRMATION_LINK_TTL,
      async sendVerificationEmail({ user: recipient, url }) {
        await mailer.send(confirmationEmail({ to: recipient.email, name: recipient.name, url }))
      },
    },
    databaseHooks: {
      session: {
        create: {
          // A member an admin deactivated cannot sign in (checked after the password, so the
          // answer tells nothing to someone who does not know it).
          async before(newSession) {
            const [profile] = await database.db
              .select({ active: profiles.active })
              .from(profiles)
              .where(eq(profiles.id, newSession.userId))
            if (profile && !profile.active)
              throw new APIError('FORBIDDEN', { code: 'ACCOUNT_DEACTIVATED', message: 'account deactivated' })
          },
        },
      },
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: rateLimits.authDefault.window,
      max: rateLimits.authDefault.max,
      customRules: {
        '/sign-in/*': rule(rateLimits.signIn),
        '/request-password-reset': rule(rateLimits.passwordResetRequest),
        '/send-verification-email': rule(rateLimits.passwordResetRequest),
        '/reset-password': rule(rateLimits.resetPassword),
      },
    },
    advanced: {
      // Better Auth skips its origin and callback-URL checks when NODE_ENV=test; tests and e2e runs
      // must exercise the real ones.
      disableOriginCheck: false,
      disableCSRFCheck: false,
      useSecureCookies: https,
      cookiePrefix: 'talentos',
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: https },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    telemetry: { enabled: false },
    onAPIError: {
      // Client errors (bad input, wrong password, foreign origin) are answered, not logged as errors;
      // without this hook Better Auth would print them to the console itself.
      onError(error) {
        const status = (error as { statusCode?: unknown }).statusCode
        if (typeof status === 'number' && status < 500)
          logger.debug({ err: error }, 'better-auth: client error')
        else logger.error({ err: error }, 'better-auth: request failed')
      },
    },
    logger: {
      level: 'warn',
      log(level, message, ...args) {
        const data = args.length > 0 ? { details: args } : {}
        if (level === 'error') logger.error(data, `better-auth: ${message}`)
        else if (level === 'warn') logger.warn(data, `better-auth: ${message}`)
        else logger.debug(data, `better-auth: ${message}`)
      },
    },
  })
}

export type Auth = ReturnType<typeof createAuth>

/**
 * Sends the confirmation e-mail with the link Better Auth verifies: it confirms the e-mail, signs
 * the user in and redirects to /auth/callback (or /auth/callback?error=… for a bad or expired link).
 */
export async function sendConfirmationEmail(
  options: { env: Env; mailer: Mailer },
  recipient: { id: string; email: string; name: string },
): Promise<void> {
  const token = await createEmailVerificationToken(
    options.env.authSecret,
    recipient.email,
    undefined,
    CONFIRMATION_LINK_TTL,
    { userId: recipient.id },
  )
  const url = `${options.env.appUrl}/api/auth/verify-email?token=${token}&callbackURL=${encodeURIComponent(paths.authCallback)}`
  await options.mailer.send(confirmationEmail({ to: recipient.email, name: recipient.name, url }))
}
