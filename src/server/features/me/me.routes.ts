import { eq } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { PLAN_IDS } from '../../../shared/plans.ts'
import { ROLES } from '../../../shared/roles.ts'
import { requireAuth, SESSION_EXPIRED_MESSAGE } from '../../auth/guard.ts'
import type { Db } from '../../db/client.ts'
import { user } from '../../db/schema/auth.ts'
import { companies } from '../../db/schema/companies.ts'
import { profiles } from '../../db/schema/profiles.ts'
import { joinCompany } from '../../db/tenant.ts'
import { AppError } from '../../errors.ts'
import { companyPlan } from '../../plans/plan-gate.ts'
import { avatarUrl } from '../profile/avatar.service.ts'

const meResponse = z.object({
  user: z.object({ id: z.string(), email: z.string() }),
  fullName: z.string(),
  /** GET /api/avatars/… of the member's photo, or null (the web shows initials). */
  avatarUrl: z.string().nullable(),
  role: z.enum(ROLES),
  /** plan: what the UI's locked states read (src/shared/plans.ts); the server gates on its own. */
  company: z.object({ id: z.string(), name: z.string(), publicFormUrl: z.string(), plan: z.enum(PLAN_IDS) }),
})
export type MeResponse = z.infer<typeof meResponse>

async function readMe(db: Db, userId: string): Promise<MeResponse> {
  const [row] = await db
    .select({
      userId: user.id,
      email: user.email,
      image: user.image,
      fullName: profiles.fullName,
      role: profiles.role,
      companyId: companies.id,
      companyName: companies.name,
      publicFormUrl: companies.publicFormUrl,
    })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .innerJoin(companies, joinCompany(profiles))
    .where(eq(profiles.id, userId))
    .limit(1)
  if (!row) throw new AppError('UNAUTHORIZED', SESSION_EXPIRED_MESSAGE)
  return {
    user: { id: row.userId, email: row.email },
    fullName: row.fullName,
    avatarUrl: avatarUrl(row.userId, row.image),
    role: row.role,
    company: {
      id: row.companyId,
      name: row.companyName,
      publicFormUrl: row.publicFormUrl,
      plan: await companyPlan(db, row.companyId),
    },
  }
}

/**
 * GET /api/me: who is signed in and their company (401 without a session).
 * GET /api/session: the same for the web app's session probe, which must not turn a visitor who is
 * simply not signed in into an error: it answers 200 { session: null } then (issue 13).
 */
export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db

  app.get(
    '/api/me',
    {
      preHandler: requireAuth,
      schema: {
        summary: 'The signed-in user, profile and company',
        tags: ['accounts'],
        response: { 200: meResponse },
      },
    },
    async (request) => readMe(db, request.auth.userId),
  )

  app.get(
    '/api/session',
    {
      schema: {
        summary: 'The signed-in user, profile and company, or null for a visitor (never 401)',
        tags: ['accounts'],
        response: { 200: z.object({ session: meResponse.nullable() }) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      try {
        await requireAuth.call(app, request, reply)
        return { session: await readMe(db, request.auth.userId) }
      } catch (error) {
        if (error instanceof AppError && error.code === 'UNAUTHORIZED') return { session: null }
        throw error
      }
    },
  )
}
