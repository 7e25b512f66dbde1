import type { FastifyInstance } from 'fastify'
import type { ErrorBody } from '../errors.ts'

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * Refuses state-changing /api calls from another origin (CSRF defence beside SameSite=Lax cookies):
 * the Origin header, or the Referer when Origin is absent, must be APP_URL's origin; otherwise
 * 403 FORBIDDEN_ORIGIN. `Origin: null` (sandboxed frames, some redirects) counts as foreign.
 *
 * A call with neither header passes. Browsers send Origin on every cross-origin POST/PUT/PATCH/DELETE
 * (fetch, XHR and HTML forms alike), so a forged cross-site request cannot drop both; a call without
 * them comes from a non-browser client, which does not hold a victim's cookies. Such a call is
 * still subject to authentication, rate limits and validation like any other (issue 3).
 */
export function registerOriginCheck(app: FastifyInstance, appUrl: string) {
  const allowed = new URL(appUrl).origin
  app.addHook('onRequest', async (request, reply) => {
    if (!STATE_CHANGING.has(request.method) || !request.url.startsWith('/api/')) return
    const origin = request.headers.origin
    const referer = request.headers.referer
    if (origin === undefined && referer === undefined) return
    if (originOf(origin ?? referer) === allowed) return
    const body: ErrorBody = { error: { code: 'FORBIDDEN_ORIGIN', message: 'Origem não permitida.' } }
    return reply.code(403).send(body)
  })
}

function originOf(value: string | undefined): string | undefined {
  if (!value || value === 'null') return undefined
  try {
    return new URL(value).origin
  } catch {
    return undefined
  }
}
