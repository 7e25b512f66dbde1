import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  acceptInvitationSchema,
  invitationIdParamsSchema,
  invitationPreviewSchema,
  invitationSchema,
  inviteSchema,
  memberIdParamsSchema,
  memberSchema,
  teamQuerySchema,
  teamResponseSchema,
  updateMemberSchema,
} from '../../../shared/team/api.ts'
import type { Auth } from '../../auth/auth.ts'
import { requireAuth, requirePermission } from '../../auth/guard.ts'
import { enforceRateLimits, type RateRule } from '../../auth/rate-limit.ts'
import { errorSchema } from '../../errors.ts'
import { deleteStoredAvatar } from '../profile/avatar.service.ts'
import {
  acceptInvitation,
  cancelInvitation,
  invite,
  listTeam,
  previewInvitation,
  removeMember,
  resendInvitation,
  type TeamCaller,
  type TeamContext,
  updateMember,
} from './team.service.ts'

/** Accepting an invitation hashes a password: a few tries per address, as for the sign-up. */
export const INVITATION_ACCEPT_RATE_LIMIT: RateRule = { window: 10 * 60, max: 10 }

const errors = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
  422: errorSchema,
  503: errorSchema,
}

/**
 * The team (/usuarios): members, invitations, roles. Every /api/team route is the admin's
 * (permission team:manage); accepting an invitation (/convite) needs only its token.
 */
export const teamRoutes =
  (options: { auth: Auth }): FastifyPluginAsyncZod =>
  async (app) => {
    const { storage } = app.deps
    const ctx = (log: TeamContext['log']): TeamContext => ({
      db: app.deps.database.db,
      auth: options.auth,
      env: app.deps.env,
      mailer: app.deps.mailer,
      log,
    })
    const db = app.deps.database.db
    const guard = [requireAuth, requirePermission('team:manage')]
    const callerOf = (request: { auth: TeamCaller }): TeamCaller => ({
      companyId: request.auth.companyId,
      userId: request.auth.userId,
    })
    const tags = ['team']

    app.get(
      '/api/team',
      {
        preHandler: guard,
        schema: {
          summary: 'Members (search by name or e-mail), pending invitations and the plan’s user limit',
          tags,
          querystring: teamQuerySchema,
          response: { 200: teamResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store')
        return listTeam(db, callerOf(request), request.query.q)
      },
    )

    app.post(
      '/api/team/invitations',
      {
        preHandler: guard,
        schema: {
          summary: 'Invites someone by e-mail (refused over the plan’s user limit)',
          tags,
          body: inviteSchema,
          response: { 201: invitationSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await invite(ctx(request.log), callerOf(request), request.body)),
    )

    app.post(
      '/api/team/invitations/:id/resend',
      {
        preHandler: guard,
        schema: {
          summary: 'Sends the invitation again with a new link and validity',
          tags,
          params: invitationIdParamsSchema,
          response: { 200: invitationSchema, ...errors },
        },
      },
      async (request) => resendInvitation(ctx(request.log), callerOf(request), request.params.id),
    )

    app.delete(
      '/api/team/invitations/:id',
      {
        preHandler: guard,
        schema: {
          summary: 'Cancels a pending invitation',
          tags,
          params: invitationIdParamsSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await cancelInvitation(db, callerOf(request), request.params.id)
        return reply.code(204).send(null)
      },
    )

    app.patch(
      '/api/team/members/:id',
      {
        preHandler: guard,
        schema: {
          summary: 'Edits a member’s name, role or active state',
          tags,
          params: memberIdParamsSchema,
          body: updateMemberSchema,
          response: { 200: memberSchema, ...errors },
        },
      },
      async (request) => updateMember(db, callerOf(request), request.params.id, request.body),
    )

    app.delete(
      '/api/team/members/:id',
      {
        preHandler: guard,
        schema: {
          summary: 'Removes a member (and their account)',
          tags,
          params: memberIdParamsSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        const removed = await removeMember(db, callerOf(request), request.params.id)
        await deleteStoredAvatar(storage, removed.image, {
          userId: request.params.id,
          companyId: request.auth.companyId,
        })
        return reply.code(204).send(null)
      },
    )

    app.get(
      '/api/invitations/:token',
      {
        schema: {
          summary: 'What the accept page shows for a valid invitation link',
          tags,
          params: z.object({ token: z.string().min(1).max(200) }),
          response: { 200: invitationPreviewSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store')
        return previewInvitation(db, request.params.token)
      },
    )

    app.post(
      '/api/invitations/accept',
      {
        schema: {
          summary: 'Accepts an invitation: creates the account with its password in the company',
          tags,
          body: acceptInvitationSchema,
          response: { 201: z.object({ email: z.string() }), ...errors, 429: errorSchema },
        },
      },
      async (request, reply) => {
        await enforceRateLimits(app.deps.database.db, [
          { key: `invitation-accept:ip:${request.ip}`, rule: INVITATION_ACCEPT_RATE_LIMIT },
        ])
        return reply.code(201).send(await acceptInvitation(ctx(request.log), request.body))
      },
    )
  }
