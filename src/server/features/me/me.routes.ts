import { eq } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ROLES } from '../../../shared/roles.ts'
import { requireAuth, SESSION_EXPIRED_MESSAGE } from '../../auth/guard.ts'
import { user } from '../../db/schema/auth.ts'
import { companies } from '../../db/schema/companies.ts'
import { profiles } from '../../db/schema/profiles.ts'
import { AppError } from '../../errors.ts'
import { avatarUrl } from '../profile/avatar.service.ts'

const meResponse = z.object({
  user: z.object({ id: z.string(), email: z.string() }),
  fullName: z.string(),
  /** GET /api/avatars/… of the member's photo, or null (the web shows initials). */
  avatarUrl: z.string().nullable(),
  role: z.enum(ROLES),
  company: z.object({ id: z.string(), name: z.string(), publicFormUrl: z.string() }),
})
export type MeResponse = z.infer<typeof meResponse>

/** GET /api/me: who is signed in and their company (the admin shell and the home nav read it). */
export const meRoutes: FastifyPluginAsyncZod = async (app) => {
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
    async (request) => {
      const [row] = await app.deps.database.db
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
        .innerJoin(companies, eq(companies.id, profiles.companyId))
        .where(eq(profiles.id, request.auth.userId))
        .limit(1)
      if (!row) throw new AppError('UNAUTHORIZED', SESSION_EXPIRED_MESSAGE)
      return {
        user: { id: row.userId, email: row.email },
        fullName: row.fullName,
        avatarUrl: avatarUrl(row.userId, row.image),
        role: row.role,
        company: { id: row.companyId, name: row.companyName, publicFormUrl: row.publicFormUrl },
      }
    },
  )
}
