import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  cepAddressSchema,
  publicFormSchema,
  submissionResultSchema,
} from '../../../shared/forms/public-form-api.ts'
import { submissionEnvelopeSchema } from '../../../shared/forms/submission-payload.ts'
import {
  CANDIDATE_UPLOAD_NAME_HEADER,
  candidateUploadSchema,
} from '../../../shared/resumes/candidate-upload.ts'
import { enforceRateLimits } from '../../auth/rate-limit.ts'
import { errorSchema } from '../../errors.ts'
import { uploadNameOf } from '../../http/upload-name.ts'
import { emailDeps } from '../email/email.service.ts'
import { type CepService, createCepService } from './cep.service.ts'
import { getPublicForm, submitApplication } from './public-form.service.ts'
import { uploadCandidateResume } from './resume-upload.service.ts'

/** A 2 MB photo travels as base64 (~2.7 MB); anything much bigger is refused before parsing. */
const SUBMISSION_BODY_LIMIT = 5 * 1024 * 1024

/** Address lookups per client IP per minute: enough for typing, not for using us as a free CEP API. */
const CEP_RATE_LIMIT = { max: 60, window: 60 }

/**
 * A CV is at most 5 MB; the limit is higher so a somewhat bigger file is answered "arquivo maior que
 * 5 MB" by the service rather than the generic 413.
 */
const RESUME_BODY_LIMIT = 10 * 1024 * 1024

const slugParams = z.object({ slug: z.string().min(1).max(100) })

type PublicFormRoutesOptions = { cep?: CepService }

/**
 * The candidate-facing API. No session: everything is scoped by the company the slug names.
 */
export const publicFormRoutes =
  (options: PublicFormRoutesOptions = {}): FastifyPluginAsyncZod =>
  async (app) => {
    const { env, database, storage } = app.deps
    const cep = options.cep ?? createCepService(env.cep)

    app.get(
      '/api/public/forms/:slug',
      {
        schema: {
          summary: "A company's public application form",
          tags: ['public-form'],
          params: slugParams,
          querystring: z.object({ vaga: z.string().min(1).max(100).optional() }),
          response: { 200: publicFormSchema, 404: errorSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store')
        return getPublicForm(database.db, request.params.slug, request.query.vaga)
      },
    )

    app.post(
      '/api/public/forms/:slug/submissions',
      {
        bodyLimit: SUBMISSION_BODY_LIMIT,
        schema: {
          summary: 'Sends an application (idempotent by the browser-generated id)',
          tags: ['public-form'],
          params: slugParams,
          body: submissionEnvelopeSchema,
          response: {
            201: submissionResultSchema,
            403: errorSchema,
            404: errorSchema,
            409: errorSchema,
            422: errorSchema,
            429: errorSchema,
          },
        },
      },
      async (request, reply) => {
        const outcome = await submitApplication({
          db: database.db,
          storage,
          pool: app.deps.pool,
          queue: app.deps.queue,
          emails: emailDeps(app.deps),
          slug: request.params.slug,
          payload: request.body,
          ip: request.ip,
          userAgent: request.headers['user-agent'],
          rateLimit: env.publicSubmitRateLimit,
          onHoneypot: () => request.log.warn({ slug: request.params.slug }, 'public form honeypot filled'),
        })
        return reply.code(201).send(outcome.result)
      },
    )

    // The CV comes as raw bytes (this plugin only): the service checks it by content, never by type.
    app.addContentTypeParser(
      'application/octet-stream',
      { parseAs: 'buffer', bodyLimit: RESUME_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    )

    app.post(
      '/api/public/forms/:slug/resume',
      {
        bodyLimit: RESUME_BODY_LIMIT,
        schema: {
          summary:
            "Uploads the candidate's CV (raw bytes, name in x-file-name); answers a short-lived upload id",
          tags: ['public-form'],
          params: slugParams,
          response: {
            201: candidateUploadSchema,
            403: errorSchema,
            404: errorSchema,
            413: errorSchema,
            422: errorSchema,
            429: errorSchema,
          },
        },
      },
      async (request, reply) => {
        // An empty upload has no body at all: it is the 0-byte file the service refuses as "arquivo vazio".
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
        const upload = await uploadCandidateResume(
          { db: database.db, storage, pool: app.deps.pool },
          {
            slug: request.params.slug,
            name: uploadNameOf(request.headers[CANDIDATE_UPLOAD_NAME_HEADER]),
            bytes: new Uint8Array(body.buffer, body.byteOffset, body.byteLength),
            ip: request.ip,
          },
        )
        reply.header('cache-control', 'no-store')
        return reply.code(201).send(upload)
      },
    )

    app.get(
      '/api/public/cep/:cep',
      {
        schema: {
          summary: 'Address of a Brazilian postal code (ViaCEP, then BrasilAPI)',
          tags: ['public-form'],
          params: z.object({ cep: z.string().max(20) }),
          response: { 200: cepAddressSchema, 404: errorSchema, 422: errorSchema, 503: errorSchema },
        },
      },
      async (request, reply) => {
        await enforceRateLimits(database.db, [{ key: `cep:ip:${request.ip}`, rule: CEP_RATE_LIMIT }])
        const address = await cep.lookup(request.params.cep)
        reply.header('cache-control', 'public, max-age=86400')
        return address
      },
    )
  }
