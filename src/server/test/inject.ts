import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { TEST_ORIGIN, uniqueIp } from './accounts.ts'

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export type InjectOptions = {
  /** HTTP method (default GET). */
  method?: Method
  /** Path and query string. */
  url: string
  /** The caller: a session cookie, anything signed in that carries one, or nothing for a visitor. */
  as?: string | { cookie: string } | undefined
  /** A JSON body. */
  payload?: unknown
  /** More headers (they win over the defaults). */
  headers?: Record<string, string>
}

/**
 * The one way server tests call the API in-process: the app's own origin (the origin check lets it
 * through), a fresh client address (per-IP rate limits never shared between tests) and, when given,
 * the caller's session cookie.
 */
export function injectAs(app: FastifyInstance, options: InjectOptions): Promise<LightMyRequestResponse> {
  const cookie = typeof options.as === 'string' ? options.as : options.as?.cookie
  return app.inject({
    method: options.method ?? 'GET',
    url: options.url,
    ...(options.payload !== undefined ? { payload: options.payload as Record<string, unknown> } : {}),
    headers: {
      origin: TEST_ORIGIN,
      'x-forwarded-for': uniqueIp(),
      ...(cookie ? { cookie } : {}),
      ...options.headers,
    },
  })
}
