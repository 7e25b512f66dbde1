import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify'
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'

/** Where the API's OpenAPI description and its Swagger UI live (/api/docs/json, /api/docs/static/…). */
export const API_DOCS_PREFIX = '/api/docs'

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>
/** The zod compilers as Fastify's compiler factories (its types expect Ajv-shaped ones). */
export const zodCompilers = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as CompilersFactory

/** What the description needs of a route: where it is and its schema. */
type DocumentedRoute = Pick<RouteOptions, 'method' | 'url' | 'schema'>

/**
 * The API docs, built on their first request instead of at every start. @fastify/swagger and its UI
 * (with yaml and json-schema-resolver) cost ~100 ms of each start of the server and of each test app
 * (README "Performance"), for a page few requests ever open. The app records its routes as they are
 * registered (method, url, zod schema); the first request under /api/docs builds a second, private
 * Fastify instance with @fastify/swagger and @fastify/swagger-ui and the same routes (handlers that
 * never run), and every docs request is answered by it through inject(). The description is the one
 * @fastify/swagger wrote when it was registered on the app itself: same routes, schemas and transform.
 *
 * Call before the routes are registered: the onRoute hook sees only the routes added after it.
 */
export function registerApiDocs(app: FastifyInstance): void {
  const routes: DocumentedRoute[] = []
  app.addHook('onRoute', (route) => {
    // A GET route's HEAD twin comes back with the replayed GET.
    const methods = [route.method].flat().filter((method) => method !== 'HEAD')
    if (methods.length === 0 || route.url.startsWith(API_DOCS_PREFIX)) return
    routes.push({ method: methods, url: route.url, schema: route.schema })
  })
  let docs: Promise<FastifyInstance> | undefined
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!docs) {
      docs = buildDocsApp(routes)
      // A failed build is tried again by the next request instead of failing every one after it.
      docs.catch(() => {
        docs = undefined
      })
    }
    const answer = await (await docs).inject({
      method: request.method as 'GET' | 'HEAD',
      url: request.url,
      headers: { 'accept-encoding': 'identity', ...pick(request.headers, ['accept', 'if-none-match']) },
    })
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined || HOP_BY_HOP.has(name)) continue
      reply.header(name, value)
    }
    reply.status(answer.statusCode)
    // A redirect's empty body stays empty (a Buffer would get application/octet-stream).
    return answer.rawPayload.length > 0 ? reply.send(answer.rawPayload) : reply.send()
  }
  app.get(API_DOCS_PREFIX, { schema: { hide: true } }, handler)
  app.get(`${API_DOCS_PREFIX}/*`, { schema: { hide: true } }, handler)
}

const HOP_BY_HOP = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive', 'date'])

function pick(headers: Record<string, string | string[] | undefined>, names: readonly string[]) {
  const picked: Record<string, string | string[]> = {}
  for (const name of names) {
    const value = headers[name]
    if (value !== undefined) picked[name] = value
  }
  return picked
}

async function buildDocsApp(routes: readonly DocumentedRoute[]): Promise<FastifyInstance> {
  const [{ default: swagger }, { default: swaggerUi }] = await Promise.all([
    import('@fastify/swagger'),
    import('@fastify/swagger-ui'),
  ])
  const docs = Fastify({ logger: false, schemaController: { compilersFactory: zodCompilers } })
  docs.setValidatorCompiler(validatorCompiler)
  docs.setSerializerCompiler(serializerCompiler)
  await docs.register(swagger, {
    openapi: { info: { title: 'Talentos API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  })
  await docs.register(swaggerUi, { routePrefix: API_DOCS_PREFIX, staticCSP: true })
  const unused = async () => {
    throw new Error('the API docs instance only describes the routes')
  }
  for (const route of routes) {
    docs.route({ method: route.method, url: route.url, schema: route.schema, handler: unused })
  }
  await docs.ready()
  return docs
}
