import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { applicationIdParamsSchema } from '../../../../shared/applications/api.ts'
import { parsedResumeSchema } from '../../../../shared/resumes/parsed-resume.ts'
import { resumeHtmlSchema, resumeReviewSchema } from '../../../../shared/resumes/resume-review.ts'
import { requireAuth, requirePermission } from '../../../auth/guard.ts'
import { errorSchema } from '../../../errors.ts'
import type { Caller } from '../../applications/applications.service.ts'
import { getResumeForViewing, getResumeHtml, reviewResumeData } from './resume-review.service.ts'

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 422: errorSchema }

/**
 * The PDF viewer's frame is this origin's: the response may be framed by the app itself only
 * (the app's CSP says frame-ancestors 'none' and X-Frame-Options DENY everywhere else), runs
 * nothing, and loads nothing but the browser's own PDF viewer (object-src 'self').
 */
const PDF_VIEW_CSP =
  "default-src 'none'; object-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'"

/**
 * "Revisar dados" and the CV viewer of the application detail (issue 15, items 4 and 7). The
 * original file's download stays GET /api/applications/:id/resume (applications.routes.ts).
 */
export const resumeReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, storage, pool } = app.deps
  const db = database.db
  const tags = ['resumes']
  const callerOf = (request: { auth: Caller }): Caller => ({
    companyId: request.auth.companyId,
    role: request.auth.role,
    userId: request.auth.userId,
  })

  app.put(
    '/api/applications/:id/resume-data',
    {
      preHandler: [requireAuth, requirePermission('applications:edit')],
      schema: {
        summary: 'Corrects what was read from the application’s CV ("Revisar dados")',
        tags,
        params: applicationIdParamsSchema,
        body: resumeReviewSchema,
        response: { 200: z.object({ corrections: parsedResumeSchema.partial() }), ...errors },
      },
    },
    async (request) =>
      reviewResumeData(db, { caller: callerOf(request), id: request.params.id, review: request.body }),
  )

  app.get(
    '/api/applications/:id/resume/view',
    {
      preHandler: requireAuth,
      schema: {
        summary: 'A PDF CV inline, for the detail’s viewer (other formats: 404)',
        tags,
        params: applicationIdParamsSchema,
      },
    },
    async (request, reply) => {
      const file = await getResumeForViewing(db, storage, {
        caller: callerOf(request),
        id: request.params.id,
      })
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${file.fileName}"`)
        .header('content-security-policy', PDF_VIEW_CSP)
        .header('x-frame-options', 'SAMEORIGIN')
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.bytes)
    },
  )

  app.get(
    '/api/applications/:id/resume/html',
    {
      preHandler: requireAuth,
      schema: {
        summary: 'A DOCX CV as sanitised HTML, for the detail’s viewer (other formats: 404)',
        tags,
        params: applicationIdParamsSchema,
        response: { 200: resumeHtmlSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store')
      return getResumeHtml({ db, storage, pool }, { caller: callerOf(request), id: request.params.id })
    },
  )
}
