import type { FastifyInstance } from 'fastify'
import { AppError } from '../errors.ts'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

export const FOREIGN_ORIGIN_MESSAGE = 'Origem não permitida.'

/**
 * Refuses state-changing calls from another origin (CSRF defence beside SameSite=Lax cookies):
 * the Origin header, or the Referer when Origin is absent, must be APP_URL's origin; otherwise
 * 403 FORBIDDEN_ORIGIN. `Origin: null` (sandboxed frames, some redirects) counts as foreign.
 *
 * It applies to every method but GET/HEAD/OPTIONS on every path, whatever the content type. An
 * earlier version matched the raw URL prefix "/api/", which `/%61pi/…` (the router decodes it to
 * /api/…) and absolute-form targets (`PATCH http://host/api/…`) slipped past (issue 12); no path
 * test means no path spelling to get wrong. The app has no state-changing route a browser may call
 * from another origin: Stripe's webhook sends neither header.
 *
 * A call with neither header passes. Browsers send Origin on every cross-origin POST/PUT/PATCH/DELETE
 * (fetch, XHR and HTML forms alike, text/plain included), so a forged cross-site request cannot drop
 * both; a call without them comes from a non-browser client, which does not hold a victim's cookies.
 * Such a call is still subject to authentication, rate limits and validation like any other (issue 3).
 */
export function registerOriginCheck(app: FastifyInstance, appUrl: string) {
  const allowed = new URL(appUrl).origin
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return
    const origin = request.headers.origin
    const referer = request.headers.referer
    if (origin === undefined && referer === undefined) return
    if (originOf(origin ?? referer) === allowed) return
    throw new AppError('FORBIDDEN_ORIGIN', FOREIGN_ORIGIN_MESSAGE)
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
