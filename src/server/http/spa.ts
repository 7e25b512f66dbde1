import { existsSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { isKnownPagePath } from '../../shared/paths.ts'
import { AppError } from '../errors.ts'
import { ERROR_MESSAGES } from './error-handler.ts'

/**
 * Serves the built React app: hashed files under /assets are cached forever, index.html never.
 * Unknown /api paths answer JSON 404; any other GET gets index.html (history fallback), with a
 * 404 status and a log line when the path is not a page of the app.
 */
export async function registerSpa(app: FastifyInstance, webRoot: string | undefined) {
  const hasWeb = webRoot !== undefined && existsSync(path.join(webRoot, 'index.html'))
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      cacheControl: false,
      // The build's .vite/manifest.json is for our scripts, not for visitors.
      allowedPath: (pathName) => !pathName.split('/').some((part) => part.startsWith('.')),
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`)
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
      },
    })
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/'
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api/')
    if (!wantsPage || !hasWeb || pathname.startsWith('/assets/')) {
      throw new AppError('NOT_FOUND', ERROR_MESSAGES.notFound)
    }
    const known = isKnownPagePath(pathname)
    if (!known) request.log.warn({ path: pathname }, 'page not found')
    reply.header('cache-control', 'no-cache')
    return reply.code(known ? 200 : 404).sendFile('index.html')
  })
}
