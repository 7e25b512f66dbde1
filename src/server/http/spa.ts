import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { isKnownPagePath, PRERENDERED_PAGES, prerenderedPageFile } from '../../shared/paths.ts'
import { AppError } from '../errors.ts'
import { careersPageMeta, jobPageMeta } from '../features/jobs/careers.service.ts'
import { ERROR_MESSAGES } from './error-handler.ts'
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
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      cacheControl: false,
      // The build writes .br and .gz beside each asset (vite.config.ts): sent as they are.
      preCompressed: true,
      // The build's .vite/manifest.json is for our scripts, not for visitors.
      allowedPath: (pathName) => !pathName.split('/').some((part) => part.startsWith('.')),
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`)
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
        // The same URL is sent as brotli, gzip or plain: shared caches must keep them apart.
        res.setHeader('vary', 'accept-encoding')
      },
    })
  }

  if (hasWeb) registerSharedPages(app, path.join(webRoot, 'index.html'))
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

/**
 * The careers page and job pages (issue 14): index.html with their title, description, Open Graph
 * tags and (job pages) JSON-LD, read from the database before any JavaScript runs. An unknown
 * company or job gets the plain page with a 404 status (the app shows its not-found screen).
 */
function registerSharedPages(app: FastifyInstance, indexPath: string) {
  let template: string | undefined
  const html = () => {
    template ??= readFileSync(indexPath, 'utf8')
    return template
  }
  const send = (reply: FastifyReply, meta: PageMeta | null) =>
    reply
      .code(meta ? 200 : 404)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(meta ? withPageMeta(html(), meta) : html())
  const db = app.deps.database.db
  const appUrl = app.deps.env.appUrl.replace(/\/+$/, '')

  app.get('/c/:slug/vagas/:jobSlug', { schema: { hide: true } }, async (request, reply) => {
    const { slug, jobSlug } = request.params as Record<string, unknown>
    const company = slugParam(slug)
    const job = slugParam(jobSlug)
    const meta = company && job ? await jobPageMeta(db, { appUrl, slug: company, jobSlug: job }) : null
    return send(reply, meta)
  })
  app.get('/c/:slug', { schema: { hide: true } }, async (request, reply) => {
    const company = slugParam((request.params as Record<string, unknown>).slug)
    const meta = company ? await careersPageMeta(db, { appUrl, slug: company }) : null
    return send(reply, meta)
  })
}
