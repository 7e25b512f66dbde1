import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { type ZodError, z } from 'zod'
import { resendConfirmationSchema, signUpSchema } from '../../../shared/accounts.ts'
import type { Auth } from '../../auth/auth.ts'
import { enforceRateLimits, type RateLimits } from '../../auth/rate-limit.ts'
import { AppError } from '../../errors.ts'
import { type AccountsContext, resendConfirmation, signUp } from './accounts.service.ts'

const errorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.record(z.string(), z.unknown()).optional(),
  }),
})

const BAD_BODY_MESSAGE = 'Dados inválidos. Verifique os campos e tente novamente.'

/** The first message of each field, keyed by the form's field names. */
function fieldMessages(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) {
    const name = issue.path.join('.')
    if (name !== '' && !(name in fields)) fields[name] = issue.message
  }
  return fields
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

type AccountsRoutesOptions = {
  auth: Auth
  rateLimits: RateLimits
}

/**
 * POST /api/accounts/sign-up and POST /api/accounts/resend-confirmation. The other account calls
 * (sign-in, sign-out, verify-email, request-password-reset, reset-password) are Better Auth's,
 * mounted at /api/auth/* (src/server/auth/auth.routes.ts).
 */
export const accountsRoutes =
  (options: AccountsRoutesOptions): FastifyPluginAsyncZod =>
  async (app) => {
    const { env, database, mailer } = app.deps
    const limits = options.rateLimits
    const context = (log: AccountsContext['log']): AccountsContext => ({
      db: database.db,
      auth: options.auth,
      env,
      mailer,
      log,
    })
    const pendingMail = new Set<Promise<void>>()
    app.addHook('onClose', async () => {
      await Promise.allSettled(pendingMail)
    })

    app.post(
      '/api/accounts/sign-up',
      {
        schema: {
          summary: 'Creates a company account and sends the confirmation e-mail',
          tags: ['accounts'],
          response: {
            201: z.object({ email: z.string(), fullName: z.string() }),
            400: errorBody,
            409: errorBody,
            422: errorBody,
            429: errorBody,
          },
        },
      },
      async (request, reply) => {
        await enforceRateLimits(database.db, [{ key: `sign-up:ip:${request.ip}`, rule: limits.signUp }])
        if (!isObject(request.body)) throw new AppError('BAD_REQUEST', BAD_BODY_MESSAGE)
        const parsed = signUpSchema.safeParse(request.body)
        if (!parsed.success) {
          throw new AppError('UNPROCESSABLE', 'Verifique os campos destacados.', {
            fields: fieldMessages(parsed.error),
          })
        }
        await enforceRateLimits(database.db, [
          { key: `sign-up:email:${parsed.data.email}`, rule: limits.signUpPerEmail },
        ])
        const created = await signUp(context(request.log), parsed.data)
        return reply.code(201).send(created)
      },
    )

    app.post(
      '/api/accounts/resend-confirmation',
      {
        schema: {
          summary: 'Sends the confirmation e-mail again (same answer whether or not the account exists)',
          tags: ['accounts'],
          response: { 200: z.object({ ok: z.literal(true) }), 400: errorBody, 429: errorBody },
        },
      },
      async (request) => {
        await enforceRateLimits(database.db, [
          { key: `resend-confirmation:ip:${request.ip}`, rule: limits.resendConfirmation },
        ])
        const parsed = resendConfirmationSchema.safeParse(isObject(request.body) ? request.body : {})
        if (!parsed.success) {
          const fields = fieldMessages(parsed.error)
          throw new AppError('BAD_REQUEST', fields.email ?? BAD_BODY_MESSAGE, { fields })
        }
        await enforceRateLimits(database.db, [
          { key: `resend-confirmation:email:${parsed.data.email}`, rule: limits.resendConfirmationPerEmail },
        ])
        // Sent after answering: the answer's timing must not tell an unconfirmed account apart.
        const sending = resendConfirmation(context(request.log), parsed.data.email)
          .catch((error: unknown) => request.log.error({ err: error }, 'confirmation e-mail not resent'))
          .finally(() => pendingMail.delete(sending))
        pendingMail.add(sending)
        return { ok: true as const }
      },
    )
  }
