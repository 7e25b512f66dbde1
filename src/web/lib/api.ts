/**
 * The browser's one way to call the JSON API. Errors become `ApiError`, carrying what the server
 * said in its one error shape, `{ error: { code, message, details } }` (every route, Better Auth's
 * included, answers it through the server's error handler), with `Retry-After` on 429 and 503.
 */
export type ApiErrorDetails = Record<string, unknown>

export class ApiError extends Error {
  readonly status: number
  readonly code: string
  readonly details: ApiErrorDetails | undefined

  constructor(status: number, code: string, message: string, details?: ApiErrorDetails) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.code = code
    this.details = details
  }

  /** Seconds until the server accepts the call again, when it said so (429 answers). */
  get retryAfterSeconds(): number | undefined {
    const value = this.details?.retryAfterSeconds
    return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined
  }
}

/** The generic pt-BR message for a failure the server did not explain. */
export const UNEXPECTED_ERROR_MESSAGE = 'Ocorreu um erro inesperado. Por favor, tente novamente.'

/** What to tell the user about a failed call: the server's pt-BR message, or `fallback`. */
export function errorMessage(error: unknown, fallback: string = UNEXPECTED_ERROR_MESSAGE): string {
  return error instanceof ApiError && error.message ? error.message : fallback
}

/** The field errors an answer carried (`details.fields`), keyed by the form's field names. */
export function apiFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {}
  const fields = error.details?.fields
  if (typeof fields !== 'object' || fields === null) return {}
  const result: Record<string, string> = {}
  for (const [name, message] of Object.entries(fields)) {
    if (typeof message === 'string') result[name] = message
    else if (Array.isArray(message) && typeof message[0] === 'string') result[name] = message[0]
  }
  return result
}

/** Thrown when the request never got an answer (offline, server down). */
export const NETWORK_ERROR_CODE = 'NETWORK_ERROR'

type ApiRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  body?: unknown
  signal?: AbortSignal
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function statusCode(status: number): string {
  if (status === 401) return 'UNAUTHORIZED'
  if (status === 403) return 'FORBIDDEN'
  if (status === 404) return 'NOT_FOUND'
  if (status === 409) return 'CONFLICT'
  if (status === 422) return 'UNPROCESSABLE'
  if (status === 429) return 'TOO_MANY_REQUESTS'
  if (status >= 500) return 'SERVER_ERROR'
  return 'BAD_REQUEST'
}

function parseRetryAfter(headers: Headers): number | undefined {
  const raw = headers.get('retry-after')
  if (raw === null) return undefined
  const seconds = Number(raw)
  return Number.isFinite(seconds) && seconds >= 0 ? Math.ceil(seconds) : undefined
}

/** Builds the typed error from a failed answer's status, headers and parsed body. */
export function toApiError(status: number, headers: Headers, body: unknown): ApiError {
  let code = statusCode(status)
  let message = ''
  let details: ApiErrorDetails | undefined
  const source = isRecord(body) ? body.error : undefined
  if (isRecord(source)) {
    if (typeof source.code === 'string' && source.code !== '') code = source.code
    if (typeof source.message === 'string') message = source.message
    if (isRecord(source.details)) details = source.details
  }
  const retryAfter = parseRetryAfter(headers)
  if (retryAfter !== undefined && details?.retryAfterSeconds === undefined) {
    details = { ...details, retryAfterSeconds: retryAfter }
  }
  return new ApiError(status, code, message, details)
}

/** Calls the API with JSON in and out; resolves with the parsed body or throws `ApiError`. */
export async function api<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = options.body === undefined ? 'GET' : 'POST', body, signal } = options
  let response: Response
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? { accept: 'application/json' } : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    })
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause
    throw new ApiError(0, NETWORK_ERROR_CODE, '')
  }
  const text = await response.text()
  let parsed: unknown = null
  if (text !== '') {
    try {
      parsed = JSON.parse(text)
    } catch {
      parsed = null
    }
  }
  if (!response.ok) throw toApiError(response.status, response.headers, parsed)
  return parsed as T
}
