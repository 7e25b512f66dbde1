import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  avatarResponseSchema,
  avatarUploadSchema,
  changeEmailResponseSchema,
  changeEmailSchema,
  changePasswordSchema,
  confirmEmailChangeResponseSchema,
  confirmEmailChangeSchema,
  pendingEmailChangeResponseSchema,
  profileResponseSchema,
  updateProfileSchema,
} from '../../../shared/profile/api.ts'
import type { Auth } from '../../auth/auth.ts'
import { requireAuth } from '../../auth/guard.ts'
import { errorSchema } from '../../errors.ts'
import { readAvatar, removeAvatar, saveAvatar } from './avatar.service.ts'
import {
  cancelEmailChange,
  confirmEmailChange,
  pendingEmailChange,
  requestEmailChange,
  resendEmailChange,
} from './email-change.service.ts'
import { changePassword, updateProfileName } from './profile.service.ts'

const errors = { 400: errorSchema, 401: errorSchema, 422: errorSchema, 503: errorSchema }

/** A 2 MB photo travels as base64 (~2.7 MB); a bit more gets the size message, far more a 413. */
const AVATAR_BODY_LIMIT = 4 * 1024 * 1024

/**
 * The signed-in member's own profile (/perfil): every role may edit their name, photo, e-mail
 * (confirmed at the new address) and password.
 */
export const profileRoutes =
  (options: { auth: Auth }): FastifyPluginAsyncZod =>
  async (app) => {
    const { env, mailer, storage } = app.deps
    const db = app.deps.database.db
    const emailChange = { db, auth: options.auth, mailer, appUrl: env.appUrl, logger: app.log }
    const tags = ['profile']

    app.patch(
      '/api/profile',
      {
        preHandler: requireAuth,
        schema: {
          summary: 'Saves the member’s name',
          tags,
          body: updateProfileSchema,
          response: { 200: profileResponseSchema, ...errors },
        },
      },
      async (request) => {
        const { fullName } = request.body
        await updateProfileName(db, { userId: request.auth.userId, fullName })
        return { fullName }
      },
    )

    app.post(
      '/api/profile/password',
      {
        preHandler: requireAuth,
        schema: {
          summary: 'Changes the password (current one verified) and ends the member’s other sessions',
          tags,
          body: changePasswordSchema,
          response: { 204: z.null(), ...errors, 429: errorSchema },
        },
      },
      async (request, reply) => {
        await changePassword(
          { db, auth: options.auth },
          {
            userId: request.auth.userId,
            sessionId: request.auth.sessionId,
            currentPassword: request.body.currentPassword,
            newPassword: request.body.newPassword,
          },
        )
        return reply.code(204).send(null)
      },
    )

    app.put(
      '/api/profile/avatar',
      {
        preHandler: requireAuth,
        bodyLimit: AVATAR_BODY_LIMIT,
        schema: {
          summary: 'Sets the member’s photo (JPG, PNG or WebP by content, at most 2 MB; base64)',
          tags,
          body: avatarUploadSchema,
          response: { 200: avatarResponseSchema, ...errors },
        },
      },
      async (request) => {
        const avatarUrl = await saveAvatar(
          { db, storage, pool: app.deps.pool },
          { owner: request.auth, data: request.body.data },
        )
        return { avatarUrl }
      },
    )

    app.delete(
      '/api/profile/avatar',
      {
        preHandler: requireAuth,
        schema: {
          summary: 'Removes the member’s photo',
          tags,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await removeAvatar({ db, storage }, { owner: request.auth })
        return reply.code(204).send(null)
      },
    )

    app.get(
      '/api/avatars/:userId/:file',
      {
        preHandler: requireAuth,
        schema: {
          summary: 'The photo of a member of the caller’s company (another company’s: 404)',
          tags,
          params: z.object({ userId: z.string().min(1).max(100), file: z.string().min(1).max(200) }),
        },
      },
      async (request, reply) => {
        const avatar = await readAvatar(
          { db, storage },
          {
            companyId: request.auth.companyId,
            userId: request.params.userId,
            file: request.params.file,
          },
        )
        // Each upload has its own file name, so a URL's bytes never change: cache it for good,
        // privately (the route needs a session).
        return reply
          .header('content-type', avatar.contentType)
          .header('cache-control', 'private, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          .send(avatar.bytes)
      },
    )

    app.post(
      '/api/profile/email',
      {
        preHandler: requireAuth,
        schema: {
          summary:
            'Asks to change the e-mail: the current password is checked, the link goes to the new address',
          tags,
          body: changeEmailSchema,
          response: { 202: changeEmailResponseSchema, 409: errorSchema, 429: errorSchema, ...errors },
        },
      },
      async (request, reply) => {
        const result = await requestEmailChange(emailChange, {
          userId: request.auth.userId,
          newEmail: request.body.newEmail,
          currentPassword: request.body.currentPassword,
        })
        return reply.code(202).send(result)
      },
    )

    app.get(
      '/api/profile/email',
      {
        preHandler: requireAuth,
        schema: {
          summary: 'The member’s pending e-mail change (new address, link expiry), or null',
          tags,
          response: { 200: pendingEmailChangeResponseSchema, 401: errorSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store')
        const pending = await pendingEmailChange(db, { userId: request.auth.userId })
        return {
          pending: pending
            ? { newEmail: pending.newEmail, expiresAt: pending.expiresAt.toISOString() }
            : null,
        }
      },
    )

    app.post(
      '/api/profile/email/resend',
      {
        preHandler: requireAuth,
        schema: {
          summary:
            'Sends a new link for the pending e-mail change (the old link stops working; same limit as requests)',
          tags,
          response: {
            202: changeEmailResponseSchema,
            404: errorSchema,
            409: errorSchema,
            429: errorSchema,
            ...errors,
          },
        },
      },
      async (request, reply) => {
        const result = await resendEmailChange(emailChange, { userId: request.auth.userId })
        return reply.code(202).send(result)
      },
    )

    app.delete(
      '/api/profile/email',
      {
        preHandler: requireAuth,
        schema: {
          summary: 'Cancels the member’s pending e-mail change: its link stops working',
          tags,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await cancelEmailChange(db, { userId: request.auth.userId })
        return reply.code(204).send(null)
      },
    )

    app.post(
      '/api/profile/email/confirm',
      {
        schema: {
          summary:
            'Confirms an e-mail change with the token of the link (single-use, 24 h; no session needed)',
          tags,
          body: confirmEmailChangeSchema,
          response: {
            200: confirmEmailChangeResponseSchema,
            404: errorSchema,
            409: errorSchema,
            400: errorSchema,
          },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store')
        return confirmEmailChange(emailChange, { token: request.body.token })
      },
    )
  }
