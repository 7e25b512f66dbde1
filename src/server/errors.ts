import { z } from 'zod'

/**
 * Typed errors thrown by services; one place (src/server/http/error-handler.ts) maps them, and every
 * other failure, to HTTP answers.
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
  /** The database (or another part we run) is briefly unreachable, e.g. during a restart. */
  SERVICE_UNAVAILABLE: 503,
  /** A state-changing call from another origin (src/server/http/origin-check.ts). */
  FORBIDDEN_ORIGIN: 403,
  METHOD_NOT_ALLOWED: 405,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  HEADERS_TOO_LARGE: 431,
  // Better Auth's codes the web tells apart (src/web/features/auth/error-messages.ts).
  INVALID_EMAIL_OR_PASSWORD: 401,
  EMAIL_NOT_VERIFIED: 403,
  ACCOUNT_DEACTIVATED: 403,
  INVALID_TOKEN: 400,
} as const

export type AppErrorCode = keyof typeof APP_ERROR_STATUS

export function isAppErrorCode(code: string): code is AppErrorCode {
  return Object.hasOwn(APP_ERROR_STATUS, code)
}

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
