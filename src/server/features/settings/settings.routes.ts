import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { companySettingsSchema, publicLinkSchema } from '../../../shared/settings/company-settings.ts'
import { requireAuth, requirePermission } from '../../auth/guard.ts'
import { errorSchema } from '../../errors.ts'
import { requirePlanFeature } from '../../plans/plan-gate.ts'
import {
  findSlugRedirect,
  getCompanySettings,
  getPublicLink,
  saveCompanySettings,
  savePublicSlug,
} from './settings.service.ts'

/** /configuracoes: company data (Empresa tab) and the public form link. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, env } = app.deps

  app.get(
    '/api/settings/company',
    {
      preHandler: [requireAuth, requirePermission('settings:manage')],
      schema: {
        summary: "The caller's company data",
        tags: ['settings'],
        response: { 200: companySettingsSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => getCompanySettings(database.db, { companyId: request.auth.companyId }),
  )

  app.put(
    '/api/settings/company',
    {
      preHandler: [requireAuth, requirePermission('settings:manage')],
      schema: {
        summary: "Saves the caller's company data",
        tags: ['settings'],
        body: companySettingsSchema,
        response: {
          200: companySettingsSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) =>
      saveCompanySettings(database.db, { companyId: request.auth.companyId, input: request.body }),
  )

  app.get(
    '/api/settings/public-link',
    {
      preHandler: [requireAuth, requirePermission('publicLink:manage')],
      schema: {
        summary: "The company's public form link",
        tags: ['settings'],
        response: { 200: publicLinkSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => getPublicLink(database.db, { companyId: request.auth.companyId, appUrl: env.appUrl }),
  )

  app.put(
    '/api/settings/public-link',
    {
      preHandler: [
        requireAuth,
        requirePermission('publicLink:manage'),
        requirePlanFeature('customPublicLink'),
      ],
      schema: {
        summary: 'Chooses a custom slug (plans that include customPublicLink: Básico and up)',
        tags: ['settings'],
        // Format is checked in the service so the answer carries the spec's message (422).
        body: z.object({ slug: z.string().max(200) }),
        response: {
          200: publicLinkSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          409: errorSchema,
          422: errorSchema,
        },
      },
    },
    async (request) =>
      savePublicSlug(database.db, {
        companyId: request.auth.companyId,
        slug: request.body.slug,
        appUrl: env.appUrl,
      }),
  )
}

/**
 * GET /f/:slug for a slug a company used before: a 302 (not 301: the slug may be claimed later) to
 * its current slug, so links already shared keep working. Any other /f/:slug goes on to the web app (the not-found handler serves index.html).
 */
export const slugRedirectRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/f/:slug',
    { schema: { hide: true, params: z.object({ slug: z.string().max(200) }) } },
    async (request, reply) => {
      const target = await findSlugRedirect(app.deps.database.db, request.params.slug)
      if (target) return reply.redirect(`/f/${encodeURIComponent(target)}`, 302)
      return reply.callNotFound()
    },
  )
}
