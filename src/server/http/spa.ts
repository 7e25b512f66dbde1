import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { publicFormSchema } from '../../shared/forms/public-form-api.ts'
import { careersPageSchema, publicJobSchema } from '../../shared/jobs/api.ts'
import type { PageData } from '../../shared/page-data.ts'
import { isKnownPagePath, PRERENDERED_PAGES, paths, prerenderedPageFile } from '../../shared/paths.ts'
import { AppError } from '../errors.ts'
import {
  careersPageMeta,
  getCareersPage,
  getPublicJob,
  jobPageMeta,
} from '../features/jobs/careers.service.ts'
import { getPublicForm } from '../features/public-form/public-form.service.ts'
import { ERROR_MESSAGES } from './error-handler.ts'
import { pageChunks, withPageData, withPreloads } from './page-data.ts'
import { type PageMeta, withPageMeta } from './page-meta.ts'

/**
 * Serves the built React app: hashed files under /assets are cached forever, index.html never.
 * Unknown /api paths answer JSON 404; the public pages the build prerendered get their own HTML;
 * any other GET gets index.html (history fallback), with a 404 status and a log line when the path
 * is not a page of the app.
 */
export async function registerSpa(app: FastifyInstance, webRoot: string | undefined) {
  const hasWeb = webRoot !== undefined && existsSync(path.join(webRoot, 'index.html'))
  if (hasWeb) {
    const shared = {
      index: false,
      cacheControl: false,
      // The build writes .br and .gz beside each asset (vite.config.ts): sent as they are.
      preCompressed: true,
      // The build's .vite/manifest.json is for our scripts, not for visitors.
      allowedPath: (pathName: string) => !pathName.split('/').some((part) => part.startsWith('.')),
    } as const
    // The few files at the top (index.html, favicon, the prerendered pages): one route each.
    await app.register(fastifyStatic, {
      ...shared,
      root: webRoot,
      wildcard: false,
      globIgnore: ['assets/**', '**/*.br', '**/*.gz'],
      setHeaders(res) {
        res.setHeader('cache-control', 'no-cache')
        // The same URL is sent as brotli, gzip or plain: shared caches must keep them apart.
        res.setHeader('vary', 'accept-encoding')
      },
    })
    // The hashed files under /assets (~700 with their .br and .gz): one wildcard route. A route per
    // file cost ~0.4–1 s of every start (find-my-way compiles a matcher per route); an unknown
    // asset falls through to the not-found handler below.
    await app.register(fastifyStatic, {
      ...shared,
      root: path.join(webRoot, 'assets'),
      prefix: '/assets/',
      wildcard: true,
      decorateReply: false,
      setHeaders(res) {
        res.setHeader('cache-control', 'public, max-age=31536000, immutable')
        res.setHeader('vary', 'accept-encoding')
      },
    })
  }

  const publicFormPage = hasWeb ? registerSharedPages(app, webRoot) : undefined
  // Which prerendered pages this build has, read once (a build without them serves index.html).
  const builtFiles = new Set(
    Object.keys(PRERENDERED_PAGES)
      .map((page) => prerenderedPageFile(page))
      .filter((file) => file !== null && hasWeb && existsSync(path.join(webRoot, file))),
  )

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/'
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api/')
    if (!wantsPage || !hasWeb || pathname.startsWith('/assets/')) {
      throw new AppError('NOT_FOUND', ERROR_MESSAGES.notFound)
    }
    const form = /^\/f\/([^/]+)\/?$/.exec(pathname)
    if (form?.[1] && publicFormPage) return publicFormPage(request, reply, form[1])
    // The public entry's other pages: the form-sent page, and any other careers page (/c/{slug}/…) that
    // paths.ts knows, rendered by the careers pages' nested routes (no page data embedded).
    if (publicFormPage && pathname.replace(/(.)\/+$/, '$1') === paths.formSubmitted)
      return publicFormPage.submitted(reply)
    if (publicFormPage && pathname.startsWith('/c/') && isKnownPagePath(pathname))
      return publicFormPage.careers(reply)
    reply.header('cache-control', 'no-cache')
    // The public marketing and account pages, rendered to HTML by the build (scripts/prerender.mjs).
    const prerendered = prerenderedPageFile(pathname)
    if (prerendered && builtFiles.has(prerendered)) return reply.sendFile(prerendered)
    const known = isKnownPagePath(pathname)
    if (!known) request.log.warn({ path: pathname }, 'page not found')
    return reply.code(known ? 200 : 404).sendFile('index.html')
  })
}

const slugParam = (value: unknown) => (typeof value === 'string' && value.length <= 100 ? value : null)

/** The lazy page modules whose chunks the served HTML preloads (keys of the build's manifest). */
const PUBLIC_FORM_PAGE = 'src/web/pages/public-form/public-form.tsx'
const FORM_SUBMITTED_PAGE = 'src/web/pages/public-form/form-submitted.tsx'
const CAREERS_PAGE = 'src/web/pages/careers/careers-pages.tsx'

/**
 * The public pages' own HTML and manifest (public.html, src/web/public-main.tsx: a lighter entry without
 * the app's session and admin route table, issue 18); a build without them serves index.html.
 */
const PUBLIC_HTML = 'public.html'
const PUBLIC_MANIFEST = 'public-manifest.json'

/**
 * The API answer a page embeds: 200 with the body, 404 with the error (an unknown slug or job);
 * null for any other failure (the page then asks the API itself and shows its usual error).
 */
async function answerOf(
  url: string,
  page: string,
  load: () => Promise<unknown>,
  log: FastifyBaseLogger,
): Promise<PageData | null> {
  try {
    return { url, page, status: 200, body: await load() }
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND')
      return { url, page, status: 404, body: { error: { code: error.code, message: error.message } } }
    log.error({ err: error, url }, 'page data not embedded')
    return null
  }
}

/**
 * The public pages a candidate opens on a phone (issues 4, 14 and 18): index.html with what the
 * first paint needs. The careers page and job pages get their title, description, Open Graph tags
 * and (job pages) JSON-LD; /f/{slug}, /c/{slug} and job pages get the API answer their page would
 * fetch first (so no round trip before the first paint) and modulepreload links for their page's
 * chunks. An unknown company or job answers 404 with the not-found answer embedded (the app shows
 * its not-found screen).
 */
function registerSharedPages(app: FastifyInstance, webRoot: string) {
  const publicEntry = existsSync(path.join(webRoot, PUBLIC_HTML))
  let template: string | undefined
  const html = () => {
    template ??= readFileSync(path.join(webRoot, publicEntry ? PUBLIC_HTML : 'index.html'), 'utf8')
    return template
  }
  const preloads = new Map<string, string[]>()
  const chunksOf = (source: string) => {
    let files = preloads.get(source)
    if (!files) {
      files = pageChunks(webRoot, source, publicEntry ? PUBLIC_MANIFEST : undefined)
      preloads.set(source, files)
    }
    return files
  }
  const send = (
    reply: FastifyReply,
    page: { meta?: PageMeta | null; data: PageData | null; source: string },
  ) => {
    let body = html()
    if (page.meta) body = withPageMeta(body, page.meta)
    if (page.data) body = withPageData(body, page.data)
    body = withPreloads(body, chunksOf(page.source))
    const found = page.meta !== null && page.data?.status !== 404
    return reply
      .code(found ? 200 : 404)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(body)
  }
  const { database } = app.deps
  const db = database.db
  const appUrl = app.deps.env.appUrl.replace(/\/+$/, '')

  app.get('/c/:slug/vagas/:jobSlug', { schema: { hide: true } }, async (request, reply) => {
    const { slug, jobSlug } = request.params as Record<string, unknown>
    const company = slugParam(slug)
    const job = slugParam(jobSlug)
    if (!company || !job) return send(reply, { meta: null, data: null, source: CAREERS_PAGE })
    const meta = await jobPageMeta(db, { appUrl, slug: company, jobSlug: job })
    const data = await answerOf(
      `/api/public/careers/${encodeURIComponent(company)}/jobs/${encodeURIComponent(job)}`,
      request.url,
      async () => publicJobSchema.parse(await getPublicJob(db, company, job)),
      request.log,
    )
    return send(reply, { meta, data, source: CAREERS_PAGE })
  })
  app.get('/c/:slug', { schema: { hide: true } }, async (request, reply) => {
    const company = slugParam((request.params as Record<string, unknown>).slug)
    if (!company) return send(reply, { meta: null, data: null, source: CAREERS_PAGE })
    const meta = await careersPageMeta(db, { appUrl, slug: company })
    const data = await answerOf(
      `/api/public/careers/${encodeURIComponent(company)}`,
      request.url,
      async () => careersPageSchema.parse(await getCareersPage(db, company)),
      request.log,
    )
    return send(reply, { meta, data, source: CAREERS_PAGE })
  })

  /**
   * /f/{slug} (?vaga={jobSlug}): reached through the not-found handler, since GET /f/:slug is the
   * old-slug redirect's route (settings.routes.ts), which passes every other slug on.
   */
  async function publicFormPage(request: FastifyRequest, reply: FastifyReply, rawSlug: string) {
    let decoded: string | null = null
    try {
      decoded = decodeURIComponent(rawSlug)
    } catch {
      // A malformed escape: no such form.
    }
    const slug = slugParam(decoded)
    const vaga = new URLSearchParams(request.url.split('?')[1] ?? '').get('vaga')
    const jobSlug = vaga ? slugParam(vaga) : undefined
    if (!slug || jobSlug === null) return send(reply, { data: null, source: PUBLIC_FORM_PAGE })
    const url = `/api/public/forms/${encodeURIComponent(slug)}${jobSlug ? `?vaga=${encodeURIComponent(jobSlug)}` : ''}`
    const data = await answerOf(
      url,
      request.url,
      async () => publicFormSchema.parse(await getPublicForm(db, slug, jobSlug)),
      request.log,
    )
    return send(reply, { data, source: PUBLIC_FORM_PAGE })
  }
  /** /formulario-enviado: the confirmation after an application, in the public pages' entry too. */
  const submitted = (reply: FastifyReply) => send(reply, { data: null, source: FORM_SUBMITTED_PAGE })
  /** A careers page without a route of its own here: the page asks the API for its data. */
  const careers = (reply: FastifyReply) => send(reply, { data: null, source: CAREERS_PAGE })
  return Object.assign(publicFormPage, { submitted, careers })
}
