import compress from '@fastify/compress'
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import { installZodPtBr } from '../shared/validation/zod-pt-br.ts'
import { authRoutes } from './auth/auth.routes.ts'
import { type Auth, createAuth } from './auth/auth.ts'
import { DEFAULT_RATE_LIMITS, type RateLimits } from './auth/rate-limit.ts'
import type { Database } from './db/client.ts'
import type { Env } from './env.ts'
import { accountsRoutes } from './features/accounts/accounts.routes.ts'
import { applicationsRoutes } from './features/applications/applications.routes.ts'
import { auditRoutes } from './features/audit/audit.routes.ts'
import { billingRoutes } from './features/billing/billing.routes.ts'
import { bulkRoutes } from './features/bulk/bulk.routes.ts'
import { candidateAreaRoutes } from './features/candidate-area/candidate-area.routes.ts'
import { commentsRoutes } from './features/comments/comments.routes.ts'
import { dashboardRoutes } from './features/dashboard/dashboard.routes.ts'
import { emailRoutes } from './features/email/email.routes.ts'
import { formsRoutes } from './features/forms/forms.routes.ts'
import { healthRoutes, type Readiness } from './features/health/health.routes.ts'
import { interviewsRoutes } from './features/interviews/interviews.routes.ts'
import { careersRoutes, jobsRoutes } from './features/jobs/jobs.routes.ts'
import { meRoutes } from './features/me/me.routes.ts'
import { notificationsRoutes } from './features/notifications/notifications.routes.ts'
import { organizeRoutes } from './features/organize/organize.routes.ts'
import { profileRoutes } from './features/profile/profile.routes.ts'
import { publicFormRoutes } from './features/public-form/public-form.routes.ts'
import { ratingsRoutes } from './features/ratings/ratings.routes.ts'
import { importsRoutes } from './features/resumes/imports/imports.routes.ts'
import { resumeReviewRoutes } from './features/resumes/review/resume-review.routes.ts'
import { savedViewsRoutes } from './features/saved-views/saved-views.routes.ts'
import { settingsRoutes, slugRedirectRoutes } from './features/settings/settings.routes.ts'
import { teamRoutes } from './features/team/team.routes.ts'
import { registerApiDocs, zodCompilers } from './http/api-docs.ts'
import { clientErrorHandler, frameworkErrors, registerErrorHandler } from './http/error-handler.ts'
import { registerOriginCheck } from './http/origin-check.ts'
import { redactUrl } from './http/redact-url.ts'
import { registerSafeTextCheck } from './http/safe-text.ts'
import { registerSecurityHeaders } from './http/security.ts'
import { registerSpa } from './http/spa.ts'
import type { JobQueue } from './jobs/queue.ts'
import { JOBS } from './jobs/registry.ts'
import type { Mailer } from './mail/mailer.ts'
import type { FileStorage } from './storage/storage.ts'
import type { WorkerPool } from './workers/pool.ts'

/**
 * What the app is built from: each is constructed once (main.ts, jobs-main.ts or the test app) and
 * closed by the app when it closes.
 */
export type AppDeps = {
  env: Env
  database: Database
  mailer: Mailer
  /** Uploaded files (photos, CVs): storage/storage.ts `createStorage`. */
  storage: FileStorage
  /** Worker threads for CPU-heavy work: workers/pool.ts. */
  pool: WorkerPool
  /** The job queue in the database: jobs/queue.ts. Started when the app is ready. */
  queue: JobQueue
  /** Folder of the built web app (dist/web); unset in API tests that need no pages. */
  webRoot?: string
  logger?: FastifyServerOptions['logger']
  /** Overrides of the accounts rate limits (tests use small ones); defaults in auth/rate-limit.ts. */
  rateLimits?: Partial<RateLimits>
  /**
   * Called for every route as it is registered. Tests use it to list the routes
   * (src/server/access-matrix.test.ts fails on an /api route with no role rule).
   */
  onRoute?: (route: RouteOptions) => void
  /**
   * Scheduled jobs (the daily retention sweep). API tests turn them off and call them directly; the
   * queue's workers still run queued jobs.
   */
  backgroundJobs?: boolean
  /**
   * Start the job queue once the server listens instead of before it (main.ts): the first answer
   * does not wait for pg-boss, and readiness answers 503 until the queue runs. `onFailure` gets the error
   * when it cannot start (main.ts ends the process).
   */
  queueInBackground?: { onFailure(error: unknown): void }
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps
    /** This app's Better Auth instance (src/server/auth/auth.ts). */
    betterAuth: Auth
  }
}

/** Builds the HTTP application. main.ts and the tests build it the same way. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  installZodPtBr()
  const logger = deps.logger ?? { level: deps.env.logLevel }
  const app = Fastify({
    logger:
      typeof logger === 'object'
        ? {
            ...logger,
            serializers: {
              // The request line without the tokens some links carry (http/redact-url.ts).
              req: (request: { method: string; url: string; ip?: string }) => ({
                method: request.method,
                url: redactUrl(request.url),
                remoteAddress: request.ip,
              }),
            },
          }
        : logger,
    trustProxy: deps.env.trustProxy,
    bodyLimit: 1024 * 1024,
    // Fastify's own refusals answer in the app's error shape too (http/error-handler.ts).
    frameworkErrors,
    clientErrorHandler,
    // Every schema is zod (the compilers set below): Fastify need not load Ajv and
    // fast-json-stringify for its defaults (a quarter of its start-up).
    schemaController: { compilersFactory: zodCompilers },
  })
  app.decorate('deps', deps)
  const { onRoute } = deps
  if (onRoute) app.addHook('onRoute', (route) => onRoute(route))
  const rateLimits: RateLimits = { ...DEFAULT_RATE_LIMITS, ...deps.rateLimits }
  const auth = createAuth({
    env: deps.env,
    database: deps.database,
    mailer: deps.mailer,
    queue: deps.queue,
    logger: app.log,
    rateLimits,
    pool: deps.pool,
  })
  app.decorate('betterAuth', auth)
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  registerErrorHandler(app)

  await registerSecurityHeaders(app, { https: deps.env.appUrl.startsWith('https://') })
  await app.register(compress, { global: true, threshold: 1024 })
  registerApiDocs(app)

  registerOriginCheck(app, deps.env.appUrl)
  registerSafeTextCheck(app)
  const readiness: Readiness = { state: 'starting' }
  await app.register(healthRoutes(deps.database, readiness))
  await app.register(authRoutes({ auth, env: deps.env, db: deps.database.db, rateLimits }))
  await app.register(accountsRoutes({ auth, rateLimits }))
  await app.register(meRoutes)
  await app.register(dashboardRoutes)
  await app.register(publicFormRoutes())
  await app.register(applicationsRoutes())
  await app.register(bulkRoutes())
  await app.register(auditRoutes())
  await app.register(teamRoutes({ auth }))
  await app.register(billingRoutes)
  await app.register(profileRoutes({ auth }))
  await app.register(formsRoutes)
  await app.register(settingsRoutes)
  await app.register(emailRoutes)
  await app.register(slugRedirectRoutes)
  await app.register(jobsRoutes)
  await app.register(careersRoutes)
  await app.register(importsRoutes)
  await app.register(resumeReviewRoutes)
  await app.register(organizeRoutes)
  await app.register(savedViewsRoutes())
  await app.register(commentsRoutes)
  await app.register(notificationsRoutes)
  await app.register(ratingsRoutes)
  await app.register(interviewsRoutes)
  await app.register(candidateAreaRoutes({ rateLimits }))

  await registerSpa(app, deps.webRoot)

  let queueStarted: Promise<void> | undefined
  const startQueue = async () => {
    const { env, database, mailer, storage, pool, queue } = deps
    await queue.start({
      jobs: JOBS,
      deps: { env, database, mailer, storage, pool, queue, logger: app.log },
      schedules: deps.backgroundJobs !== false,
    })
    if (readiness.state === 'starting') readiness.state = 'ready'
  }
  const background = deps.queueInBackground
  if (background) {
    // Not awaited: pg-boss's start-up queries run after the first requests are answered.
    app.addHook('onListen', async () => {
      queueStarted = startQueue()
      queueStarted.catch((error) => background.onFailure(error))
    })
    // Until it runs, an API request (which may send a job: on a new database the queue's tables do
    // not exist yet) waits for it; health checks and the pages' files are answered at once.
    app.addHook('onRequest', async (request) => {
      if (readiness.state !== 'starting' || !queueStarted) return
      if (!request.url.startsWith('/api/') || request.url.startsWith('/api/health')) return
      await queueStarted.catch(() => {})
    })
  } else {
    app.addHook('onReady', async () => {
      queueStarted = startQueue()
      await queueStarted
    })
  }

  // The load balancer stops sending requests while in-flight ones finish (Fastify drains them).
  app.addHook('preClose', async () => {
    readiness.state = 'stopping'
  })
  // An answer given while draining closes its connection: a client's idle keep-alive connection
  // would otherwise hold the server open (and the process up) until its keep-alive timeout.
  app.addHook('onSend', async (_request, reply) => {
    if (readiness.state === 'stopping') reply.header('connection', 'close')
  })

  app.addHook('onClose', async () => {
    // A queue still starting (in the background) is stopped once it started.
    await queueStarted?.catch(() => {})
    await deps.queue.stop()
    await deps.pool.close()
    deps.mailer.close()
    await deps.database.close()
  })
  return app
}
