import { z } from 'zod'

/**
 * Typed errors thrown by services; one place (app.ts) maps them to HTTP answers.
 * `message` is pt-BR and safe to show to the user.
 */
export const APP_ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  /** The company's plan does not include the feature (src/server/plans/plan-gate.ts). */
  PLAN_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  ACCOUNT_EXISTS: 409,
  UNPROCESSABLE: 422,
  TOO_MANY_REQUESTS: 429,
  /** A provider we depend on (Stripe) failed or could not be reached. */
  BAD_GATEWAY: 502,
  SERVICE_UNAVAILABLE: 503,
} as const

export type AppErrorCode = keyof typeof APP_ERROR_STATUS

export class AppError extends Error {
  readonly code: AppErrorCode
  readonly details: Record<string, unknown> | undefined

  constructor(code: AppErrorCode, message: string, details?: Record<string, unknown>) {
    super(message)
    this.code = code
    this.details = details
  }

  get status(): number {
    return APP_ERROR_STATUS[this.code]
  }
}

export type ErrorBody = { error: { code: string; message: string; details?: Record<string, unknown> } }

/** The body of every error answer (ErrorBody), for the routes' response schemas and the API docs. */
export const errorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.record(z.string(), z.unknown()).optional(),
  }),
})
