import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  CANDIDATE_AREA_MESSAGES,
  CANDIDATE_SESSION_COOKIE,
  candidateAreaSchema,
  candidateOkSchema,
  candidateResetRequestSchema,
  candidateResetSchema,
  candidateSignInSchema,
} from '../../../shared/candidate-area/api.ts'
import { candidateInterviewSchema, candidateResponseInputSchema } from '../../../shared/interviews/api.ts'
import { CANDIDATE_UPLOAD_NAME_HEADER } from '../../../shared/resumes/candidate-upload.ts'
import type { RateLimits } from '../../auth/rate-limit.ts'
import { errorSchema } from '../../errors.ts'
import { uploadNameOf } from '../../http/upload-name.ts'
import {
  answerInterview,
  deleteCandidateData,
  getApplicationForm,
  getCandidateArea,
  personIdentifierHash,
  revokeSensitiveConsent,
  sendNewResume,
  updateApplicationData,
  withdrawApplication,
} from './candidate-area.service.ts'
import {
  type CandidateAuthDeps,
  findCandidateCompany,
  requestCandidatePasswordReset,
  resetCandidatePassword,
  resolveCandidate,
  signInCandidate,
  signOutCandidate,
} from './candidate-auth.service.ts'
import { exportCandidateData } from './candidate-export.service.ts'

const slugParams = z.object({ slug: z.string().min(1).max(100) })
const applicationParams = slugParams.extend({ id: z.uuid({ error: CANDIDATE_AREA_MESSAGES.notFound }) })
const interviewParams = applicationParams.extend({
  interviewId: z.uuid({ error: CANDIDATE_AREA_MESSAGES.notFound }),
})
const errors = { 401: errorSchema, 404: errorSchema, 409: errorSchema, 422: errorSchema, 429: errorSchema }
const RESUME_BODY_LIMIT = 10 * 1024 * 1024

/** The cookie's path: the browser sends it only to this company's candidate API. */
function cookiePath(slug: string): string {
  return `/api/candidate/${encodeURIComponent(slug.toLowerCase())}`
}

function readToken(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie
  if (!header) return undefined
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=')
    if (name === CANDIDATE_SESSION_COOKIE) return decodeURIComponent(value.join('='))
  }
  return undefined
}

/**
 * The candidate area's API (/c/{slug}/minha-area, docs/decisions/026-candidate-area.md). A separate
 * cookie (`talentos_candidato`, HttpOnly, SameSite=Lax, path /api/candidate/{slug}) holds the
 * candidate session; Better Auth's staff cookie means nothing here, and this cookie means nothing
 * to the admin API (requireAuth reads only Better Auth sessions).
 */
export const candidateAreaRoutes =
  (options: { rateLimits: RateLimits }): FastifyPluginAsyncZod =>
  async (app) => {
    const { env, database, storage, pool, queue } = app.deps
    const db = database.db
    const secure = env.appUrl.startsWith('https://')
    const authDeps: CandidateAuthDeps = {
      db,
      pool,
      queue,
      secret: env.authSecret,
      appUrl: env.appUrl,
      rateLimits: options.rateLimits,
    }

    function setSessionCookie(reply: FastifyReply, slug: string, token: string, expiresAt: Date) {
      const maxAge = Math.floor((expiresAt.getTime() - Date.now()) / 1000)
      reply.header(
        'set-cookie',
        `${CANDIDATE_SESSION_COOKIE}=${token}; Path=${cookiePath(slug)}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`,
      )
    }
    function clearSessionCookie(reply: FastifyReply, slug: string) {
      reply.header(
        'set-cookie',
        `${CANDIDATE_SESSION_COOKIE}=; Path=${cookiePath(slug)}; Max-Age=0; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`,
      )
    }
    const caller = (request: FastifyRequest<{ Params: { slug: string } }>) =>
      resolveCandidate(db, request.params.slug, readToken(request))

    app.addHook('onSend', async (request, reply) => {
      if (request.url.startsWith('/api/candidate/')) reply.header('cache-control', 'no-store')
    })

    app.get(
      '/api/candidate/:slug/company',
      {
        schema: {
          summary: "Candidate area: the company's name for the sign-in page (public, like the careers page)",
          tags: ['candidate-area'],
          params: slugParams,
          response: { 200: z.object({ companyName: z.string() }), 404: errorSchema },
        },
      },
      async (request) => ({ companyName: (await findCandidateCompany(db, request.params.slug)).name }),
    )

    app.post(
      '/api/candidate/:slug/session',
      {
        schema: {
          summary: 'Candidate area: sign in with e-mail or CPF and the password of the public form',
          tags: ['candidate-area'],
          params: slugParams,
          body: candidateSignInSchema,
          response: { 200: candidateOkSchema, ...errors },
        },
      },
      async (request, reply) => {
        const session = await signInCandidate(authDeps, {
          slug: request.params.slug,
          ...request.body,
          ip: request.ip,
        })
        setSessionCookie(reply, request.params.slug, session.token, session.expiresAt)
        return { ok: true as const }
      },
    )

    app.delete(
      '/api/candidate/:slug/session',
      {
        schema: {
          summary: 'Candidate area: sign out',
          tags: ['candidate-area'],
          params: slugParams,
          response: { 200: candidateOkSchema },
        },
      },
      async (request, reply) => {
        await signOutCandidate(db, readToken(request))
        clearSessionCookie(reply, request.params.slug)
        return { ok: true as const }
      },
    )

    app.post(
      '/api/candidate/:slug/password-reset/request',
      {
        schema: {
          summary: 'Candidate area: "Esqueci minha senha" (same answer whether the account exists or not)',
          tags: ['candidate-area'],
          params: slugParams,
          body: candidateResetRequestSchema,
          response: { 200: z.object({ message: z.string() }), ...errors },
        },
      },
      async (request) => {
        await requestCandidatePasswordReset(authDeps, {
          slug: request.params.slug,
          identifier: request.body.identifier,
          ip: request.ip,
        })
        return { message: CANDIDATE_AREA_MESSAGES.resetSent }
      },
    )

    app.post(
      '/api/candidate/:slug/password-reset',
      {
        schema: {
          summary: 'Candidate area: a new password from the one-use e-mailed link (signs in)',
          tags: ['candidate-area'],
          params: slugParams,
          body: candidateResetSchema,
          response: { 200: candidateOkSchema, ...errors },
        },
      },
      async (request, reply) => {
        const session = await resetCandidatePassword(authDeps, {
          slug: request.params.slug,
          ...request.body,
          ip: request.ip,
        })
        setSessionCookie(reply, request.params.slug, session.token, session.expiresAt)
        return { ok: true as const }
      },
    )

    app.get(
      '/api/candidate/:slug/area',
      {
        schema: {
          summary: "Candidate area: the signed-in person's applications in the company",
          tags: ['candidate-area'],
          params: slugParams,
          response: { 200: candidateAreaSchema, ...errors },
        },
      },
      async (request) => getCandidateArea(db, await caller(request)),
    )

    app.get(
      '/api/candidate/:slug/applications/:id/form',
      {
        schema: {
          summary: 'Candidate area: the editable questions of an application, prefilled',
          tags: ['candidate-area'],
          params: applicationParams,
          response: {
            200: z.object({ fields: z.array(z.any()), values: z.record(z.string(), z.unknown()) }),
            ...errors,
          },
        },
      },
      async (request) => getApplicationForm(db, await caller(request), request.params.id),
    )

    app.put(
      '/api/candidate/:slug/applications/:id/data',
      {
        schema: {
          summary: 'Candidate area: update the answers (the previous ones are kept as a version)',
          tags: ['candidate-area'],
          params: applicationParams,
          body: z.object({ values: z.record(z.string(), z.unknown()) }),
          response: { 200: z.object({ version: z.number() }), ...errors },
        },
      },
      async (request) =>
        updateApplicationData(db, await caller(request), request.params.id, request.body.values),
    )

    // The CV comes as raw bytes, like the public form's upload.
    app.addContentTypeParser(
      'application/octet-stream',
      { parseAs: 'buffer', bodyLimit: RESUME_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    )

    app.post(
      '/api/candidate/:slug/applications/:id/resume',
      {
        bodyLimit: RESUME_BODY_LIMIT,
        schema: {
          summary: 'Candidate area: send a new CV (raw bytes, name in x-file-name)',
          tags: ['candidate-area'],
          params: applicationParams,
          response: { 201: z.object({ name: z.string() }), 403: errorSchema, 413: errorSchema, ...errors },
        },
      },
      async (request, reply) => {
        const who = await caller(request)
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
        const sent = await sendNewResume({ db, storage, pool, queue }, who, {
          id: request.params.id,
          name: uploadNameOf(request.headers[CANDIDATE_UPLOAD_NAME_HEADER]),
          bytes: new Uint8Array(body.buffer, body.byteOffset, body.byteLength),
          ip: request.ip,
        })
        return reply.code(201).send(sent)
      },
    )

    app.post(
      '/api/candidate/:slug/applications/:id/withdraw',
      {
        schema: {
          summary: 'Candidate area: "Retirar candidatura"',
          tags: ['candidate-area'],
          params: applicationParams,
          response: { 200: candidateOkSchema, ...errors },
        },
      },
      async (request) => {
        await withdrawApplication(db, await caller(request), request.params.id)
        return { ok: true as const }
      },
    )

    app.post(
      '/api/candidate/:slug/applications/:id/interviews/:interviewId/response',
      {
        schema: {
          summary: 'Candidate area: "Confirmar presença" or "Pedir outro horário" for an interview',
          tags: ['candidate-area'],
          params: interviewParams,
          body: candidateResponseInputSchema,
          response: { 200: candidateInterviewSchema, ...errors },
        },
      },
      async (request) =>
        answerInterview({ db, queue, env }, await caller(request), {
          applicationId: request.params.id,
          interviewId: request.params.interviewId,
          input: request.body,
        }),
    )

    app.get(
      '/api/candidate/:slug/export',
      {
        schema: {
          summary: 'Candidate area: everything the company holds about the person, as one .zip (streamed)',
          tags: ['candidate-area'],
          params: slugParams,
        },
      },
      async (request, reply) => {
        const who = await caller(request)
        const hash = await personIdentifierHash(db, env.authSecret, who)
        request.log.info({ companyId: who.company.id, kind: 'exportacao' }, 'candidate data export')
        const stream = await exportCandidateData({ db, storage }, who, hash)
        reply
          .header('content-type', 'application/zip')
          .header('content-disposition', 'attachment; filename="meus-dados.zip"')
        return reply.send(stream)
      },
    )

    app.post(
      '/api/candidate/:slug/consent/revoke',
      {
        schema: {
          summary: 'Candidate area: revoke the sensitive-data consent (those answers are erased)',
          tags: ['candidate-area'],
          params: slugParams,
          response: { 200: z.object({ erasedAnswers: z.number() }), ...errors },
        },
      },
      async (request) => revokeSensitiveConsent(db, env.authSecret, await caller(request)),
    )

    app.delete(
      '/api/candidate/:slug/data',
      {
        schema: {
          summary: "Candidate area: erase all the person's data in the company at once",
          tags: ['candidate-area'],
          params: slugParams,
          response: { 200: z.object({ applications: z.number(), files: z.number() }), ...errors },
        },
      },
      async (request, reply) => {
        const who = await caller(request)
        const counts = await deleteCandidateData(
          { db, storage, queue, secret: env.authSecret },
          who,
          (key, error) =>
            request.log.error({ key, err: error }, 'could not delete a candidate file from storage'),
        )
        request.log.info({ companyId: who.company.id, kind: 'exclusao', ...counts }, 'candidate data deleted')
        clearSessionCookie(reply, request.params.slug)
        return counts
      },
    )
  }
