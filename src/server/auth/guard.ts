import { eq } from 'drizzle-orm'
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify'
import { can, type Permission } from '../../shared/permissions.ts'
import type { Role } from '../../shared/roles.ts'
import { profiles } from '../db/schema/profiles.ts'
import { AppError } from '../errors.ts'

/** Who is calling: the signed-in user, the company of their profile and their role. */
export type RequestAuth = {
  userId: string
  email: string
  companyId: string
  role: Role
  sessionId: string
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireAuth`; read it only in routes that use that preHandler. */
    auth: RequestAuth
  }
}

export const SESSION_EXPIRED_MESSAGE = 'Sua sessão expirou. Faça login novamente.'
export const FORBIDDEN_MESSAGE = 'Você não tem permissão para realizar esta ação.'

/**
 * Session -> company resolution for every admin API route. Later features use it like this:
 *
 *   app.get('/api/things', { preHandler: requireAuth }, async (request) =>
 *     listThings(app.deps.database.db, { companyId: request.auth.companyId }))
 *   app.delete('/api/things/:id', { preHandler: [requireAuth, requirePermission('things:delete')] }, …)
 *
 * The companyId always comes from the caller's profile, never from the request (ARCHITECTURE.md,
 * "Tenancy"). Without a valid session, or with a session whose user has no profile, the answer is
 * 401 UNAUTHORIZED; `requirePermission` answers 403 FORBIDDEN.
 */
export const requireAuth: preHandlerAsyncHookHandler = async function requireAuth(
  this,
  request: FastifyRequest,
  _reply: FastifyReply,
) {
  const cookie = request.headers.cookie
  if (!cookie) throw new AppError('UNAUTHORIZED', SESSION_EXPIRED_MESSAGE)
  const current = await this.betterAuth.api.getSession({ headers: new Headers({ cookie }) })
  if (!current) throw new AppError('UNAUTHORIZED', SESSION_EXPIRED_MESSAGE)
  const [profile] = await this.deps.database.db
    .select({ companyId: profiles.companyId, role: profiles.role, active: profiles.active })
    .from(profiles)
    .where(eq(profiles.id, current.user.id))
    .limit(1)
  if (!profile) {
    request.log.warn({ userId: current.user.id }, 'session without a profile')
    throw new AppError('UNAUTHORIZED', SESSION_EXPIRED_MESSAGE)
  }
  // A deactivated member's sessions are deleted; this refuses one that raced the deactivation.
  if (!profile.active) throw new AppError('UNAUTHORIZED', SESSION_EXPIRED_MESSAGE)
  request.auth = {
    userId: current.user.id,
    email: current.user.email,
    companyId: profile.companyId,
    role: profile.role,
    sessionId: current.session.id,
  }
}

/** A preHandler (after `requireAuth`) that lets through only roles with the permission (src/shared/permissions.ts). */
export function requirePermission(permission: Permission): preHandlerAsyncHookHandler {
  return async (request) => {
    if (!can(request.auth.role, permission)) throw new AppError('FORBIDDEN', FORBIDDEN_MESSAGE)
  }
}
