import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { applicationIdParamsSchema } from '../../../shared/applications/api.ts'
import {
  candidateInterviewSchema,
  candidateResponseInputSchema,
  interviewFormOptionsSchema,
  interviewIdParamsSchema,
  interviewInputSchema,
  interviewListQuerySchema,
  interviewListSchema,
  interviewSchema,
  interviewTokenParamsSchema,
} from '../../../shared/interviews/api.ts'
import { requireAuth, requirePermission } from '../../auth/guard.ts'
import { errorSchema } from '../../errors.ts'
import type { Caller } from '../applications/applications.service.ts'
import {
  cancelInterview,
  getInterviewByToken,
  type InterviewDeps,
  interviewFormOptions,
  listApplicationInterviews,
  listCompanyInterviews,
  rescheduleInterview,
  respondByToken,
  scheduleInterview,
} from './interviews.service.ts'

const errors = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
  422: errorSchema,
}

/**
 * Interviews (issue 17): scheduling from an application, /agenda, the dashboard's card, and the
 * public answer page of the candidate's e-mail (its signed token is the only credential there).
 */
export const interviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: InterviewDeps = { db: app.deps.database.db, queue: app.deps.queue, env: app.deps.env }
  const tags = ['interviews']
  const callerOf = (request: { auth: Caller }): Caller => ({
    companyId: request.auth.companyId,
    role: request.auth.role,
    userId: request.auth.userId,
  })
  const manage = [requireAuth, requirePermission('interviews:manage')]

  app.get(
    '/api/interviews',
    {
      preHandler: manage,
      schema: {
        summary: 'Upcoming interviews (/agenda) or today’s (dashboard), São Paulo time',
        tags,
        querystring: interviewListQuerySchema,
        response: { 200: interviewListSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return {
        items: await listCompanyInterviews(deps.db, {
          caller: callerOf(request),
          scope: request.query.scope,
        }),
      }
    },
  )

  app.get(
    '/api/interviews/options',
    {
      preHandler: manage,
      schema: {
        summary: 'The scheduling form’s interviewers (active members) and the company’s address',
        tags,
        response: { 200: interviewFormOptionsSchema, ...errors },
      },
    },
    async (request) => interviewFormOptions(deps.db, callerOf(request)),
  )

  app.get(
    '/api/applications/:id/interviews',
    {
      preHandler: requireAuth,
      schema: {
        summary: 'The interviews of one application',
        tags,
        params: applicationIdParamsSchema,
        response: { 200: interviewListSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return {
        items: await listApplicationInterviews(deps.db, {
          caller: callerOf(request),
          applicationId: request.params.id,
        }),
      }
    },
  )

  app.post(
    '/api/applications/:id/interviews',
    {
      preHandler: manage,
      schema: {
        summary: 'Schedules an interview: e-mails with an .ics to the candidate and the interviewers',
        tags,
        params: applicationIdParamsSchema,
        body: interviewInputSchema,
        response: { 201: interviewSchema, ...errors },
      },
    },
    async (request, reply) => {
      const interview = await scheduleInterview(deps, {
        caller: callerOf(request),
        applicationId: request.params.id,
        input: request.body,
      })
      return reply.code(201).send(interview)
    },
  )

  app.put(
    '/api/interviews/:id',
    {
      preHandler: manage,
      schema: {
        summary: 'Reschedules an interview (same UID, next SEQUENCE)',
        tags,
        params: interviewIdParamsSchema,
        body: interviewInputSchema,
        response: { 200: interviewSchema, ...errors },
      },
    },
    async (request) =>
      rescheduleInterview(deps, {
        caller: callerOf(request),
        interviewId: request.params.id,
        input: request.body,
      }),
  )

  app.post(
    '/api/interviews/:id/cancel',
    {
      preHandler: manage,
      schema: {
        summary: 'Cancels an interview (METHOD:CANCEL to everyone)',
        tags,
        params: interviewIdParamsSchema,
        response: { 200: interviewSchema, ...errors },
      },
    },
    async (request) => cancelInterview(deps, { caller: callerOf(request), interviewId: request.params.id }),
  )

  app.get(
    '/api/public/interviews/:token',
    {
      schema: {
        summary: 'The interview of an answer link (the candidate’s e-mail)',
        tags,
        params: interviewTokenParamsSchema,
        response: { 200: candidateInterviewSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return getInterviewByToken(deps, request.params.token)
    },
  )

  app.post(
    '/api/public/interviews/:token/response',
    {
      schema: {
        summary: 'The candidate confirms or asks for another time',
        tags,
        params: interviewTokenParamsSchema,
        body: candidateResponseInputSchema,
        response: { 200: candidateInterviewSchema, ...errors },
      },
    },
    async (request) => respondByToken(deps, request.params.token, request.body),
  )
}
