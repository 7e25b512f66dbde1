import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { APPLICATION_MESSAGES, applicationIdParamsSchema } from '../../../shared/applications/api.ts'
import {
  closeJobFeedbackResultSchema,
  emailAutomationSettingsSchema,
  emailAutomationUpdateSchema,
  emailMessageListSchema,
  emailMessageSchema,
  emailTemplateKeyBodySchema,
  emailTemplateListSchema,
  emailTemplateSchema,
  emailTemplateUpdateSchema,
  sendEmailResultSchema,
  sendEmailSchema,
  unsubscribeBodySchema,
  unsubscribeInfoSchema,
} from '../../../shared/email/api.ts'
import { requireAuth, requirePermission } from '../../auth/guard.ts'
import { AppError, errorSchema } from '../../errors.ts'
import { requirePlanFeature } from '../../plans/plan-gate.ts'
import type { Caller } from '../applications/applications.service.ts'
import { deliverEmailJob } from './delivery-job.ts'
import {
  cancelEmail,
  confirmOptOut,
  countOpenApplicationsOfJob,
  describeOptOut,
  emailDeps,
  getAutomationSettings,
  listApplicationEmails,
  listTemplates,
  resetTemplate,
  saveAutomationSettings,
  saveTemplate,
  sendApplicationEmails,
  sendJobClosingFeedback,
} from './email.service.ts'

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema }
const idParams = z.object({ id: z.uuid({ message: 'Identificador inválido.' }) })

/**
 * E-mails to candidates (issue 17): templates and automatic sends (Configurações → E-mails),
 * "Enviar e-mail" from an application, its messages with their delivery state, the closing
 * feedback of a job, and the candidate's public opt-out.
 */
export const emailRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app.deps
  const db = database.db
  const deps = () => emailDeps(app.deps)
  const callerOf = (request: { auth: Caller }): Caller => ({
    companyId: request.auth.companyId,
    role: request.auth.role,
    userId: request.auth.userId,
  })

  app.get(
    '/api/email/templates',
    {
      preHandler: [requireAuth, requirePermission('emails:send')],
      schema: {
        summary: "The company's e-mail templates (its own or the default)",
        tags: ['email'],
        response: { 200: emailTemplateListSchema, ...errors },
      },
    },
    async (request) => listTemplates(db, deps(), callerOf(request)),
  )

  app.put(
    '/api/email/templates',
    {
      preHandler: [requireAuth, requirePermission('emails:manage'), requirePlanFeature('emailTemplates')],
      schema: {
        summary: 'Saves the company’s version of a template (Básico and up)',
        tags: ['email'],
        body: emailTemplateUpdateSchema,
        response: { 200: emailTemplateSchema, ...errors },
      },
    },
    async (request) => saveTemplate(db, callerOf(request), request.body.key, request.body),
  )

  app.post(
    '/api/email/templates/reset',
    {
      preHandler: [requireAuth, requirePermission('emails:manage'), requirePlanFeature('emailTemplates')],
      schema: {
        summary: '"Restaurar padrão": back to the default text',
        tags: ['email'],
        body: emailTemplateKeyBodySchema,
        response: { 200: emailTemplateSchema, ...errors },
      },
    },
    async (request) => resetTemplate(db, callerOf(request), request.body.key),
  )

  app.get(
    '/api/email/automations',
    {
      preHandler: [requireAuth, requirePermission('emails:manage')],
      schema: {
        summary: '"Envios automáticos": the rules per status and stage, and the Reply-To',
        tags: ['email'],
        response: { 200: emailAutomationSettingsSchema, ...errors },
      },
    },
    async (request) => getAutomationSettings(db, callerOf(request)),
  )

  app.put(
    '/api/email/automations',
    {
      preHandler: [requireAuth, requirePermission('emails:manage'), requirePlanFeature('emailAutomation')],
      schema: {
        summary: 'Saves the automatic sends and the Reply-To (Básico and up)',
        tags: ['email'],
        body: emailAutomationUpdateSchema,
        response: { 200: emailAutomationSettingsSchema, ...errors },
      },
    },
    async (request) => saveAutomationSettings(db, callerOf(request), request.body),
  )

  app.get(
    '/api/applications/:id/emails',
    {
      preHandler: [requireAuth, requirePermission('applications:view')],
      schema: {
        summary: "The application's e-mails with their delivery state",
        tags: ['email'],
        params: applicationIdParamsSchema,
        response: { 200: emailMessageListSchema, ...errors },
      },
    },
    async (request) => ({ items: await listApplicationEmails(db, callerOf(request), request.params.id) }),
  )

  app.post(
    '/api/applications/:id/emails',
    {
      preHandler: [requireAuth, requirePermission('emails:send'), requirePlanFeature('emailTemplates')],
      schema: {
        summary: '"Enviar e-mail": a template or free text to the candidate, through the queue',
        tags: ['email'],
        params: applicationIdParamsSchema,
        body: sendEmailSchema,
        response: { 201: sendEmailResultSchema, 429: errorSchema, 422: errorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request)
      const result = await db.transaction((tx) =>
        sendApplicationEmails(tx, deps(), caller, [request.params.id], request.body),
      )
      app.deps.queue.wake(deliverEmailJob)
      if (result.queued === 0 && result.skipped[0]?.reason === APPLICATION_MESSAGES.notFound)
        throw new AppError('NOT_FOUND', APPLICATION_MESSAGES.notFound)
      return reply.code(201).send(result)
    },
  )

  app.post(
    '/api/email/messages/:id/cancel',
    {
      preHandler: [requireAuth, requirePermission('emails:send')],
      schema: {
        summary: 'Cancels an e-mail still waiting to be sent',
        tags: ['email'],
        params: idParams,
        response: { 200: emailMessageSchema, 409: errorSchema, ...errors },
      },
    },
    async (request) => cancelEmail(db, callerOf(request), request.params.id),
  )

  app.get(
    '/api/jobs/:id/closing-feedback',
    {
      preHandler: [requireAuth, requirePermission('jobs:manage')],
      schema: {
        summary: 'How many candidates of the job are still open (novo or pendente)',
        tags: ['email'],
        params: idParams,
        response: { 200: z.object({ open: z.number() }), ...errors },
      },
    },
    async (request) => ({ open: await countOpenApplicationsOfJob(db, callerOf(request), request.params.id) }),
  )

  app.post(
    '/api/jobs/:id/closing-feedback',
    {
      preHandler: [requireAuth, requirePermission('jobs:manage'), requirePlanFeature('emailTemplates')],
      schema: {
        summary: '"Retorno sobre o processo" to every candidate still open in the job',
        tags: ['email'],
        params: idParams,
        response: { 200: closeJobFeedbackResultSchema, 429: errorSchema, ...errors },
      },
    },
    async (request) => {
      const result = await db.transaction((tx) =>
        sendJobClosingFeedback(tx, deps(), callerOf(request), request.params.id),
      )
      app.deps.queue.wake(deliverEmailJob)
      return result
    },
  )

  app.get(
    '/api/public/email/opt-out',
    {
      schema: {
        summary: 'Whom an unsubscribe link is for (the address masked)',
        tags: ['email'],
        querystring: unsubscribeBodySchema,
        response: { 200: unsubscribeInfoSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => describeOptOut(db, app.deps.env.authSecret, request.query.token),
  )

  app.post(
    '/api/public/email/opt-out',
    {
      schema: {
        summary: 'Confirms an unsubscribe: no more non-essential e-mails from the company',
        tags: ['email'],
        body: unsubscribeBodySchema,
        response: { 200: unsubscribeInfoSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => confirmOptOut(db, app.deps.env.authSecret, request.body.token),
  )
}
