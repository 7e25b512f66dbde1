import Fastify from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../db/client.ts'
import { createTestApp, type TestContext } from '../../test/app.ts'
import { healthRoutes, type Readiness } from './health.routes.ts'

describe('GET /api/health/ready', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestApp()
  })
  afterAll(async () => {
    await ctx.close()
  })

  it('answers 200 once the app started its queue and worker pool', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ status: 'ready' })
  })

  it('answers 503 until the queue started in the background (main.ts) runs, once the server listens', async () => {
    const failures: unknown[] = []
    const started = await createTestApp({ queueInBackground: { onFailure: (error) => failures.push(error) } })
    try {
      const ready = () => started.app.inject({ method: 'GET', url: '/api/health/ready' })
      // Built and ready, not listening: the queue has not started, so the process takes no traffic yet.
      expect((await ready()).json()).toEqual({ status: 'starting' })
      expect((await started.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200)
      await started.app.listen({ port: 0, host: '127.0.0.1' })
      // An API request sent while the queue starts waits for it (it could send a job).
      const me = await started.app.inject({ method: 'GET', url: '/api/me' })
      expect(me.statusCode).toBe(401)
      expect((await ready()).json()).toEqual({ status: 'ready' })
      const deadline = Date.now() + 20_000
      while ((await ready()).statusCode !== 200 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      expect((await ready()).json()).toEqual({ status: 'ready' })
      expect(failures).toEqual([])
    } finally {
      await started.close()
    }
  })

  it('answers 503 while starting, stopping, or when the database does not answer', async () => {
    let databaseUp = true
    const database = { kind: 'postgres', ping: async () => databaseUp } as unknown as Database
    const readiness: Readiness = { state: 'starting' }
    const app = Fastify()
    app.setValidatorCompiler(validatorCompiler)
    app.setSerializerCompiler(serializerCompiler)
    await app.register(healthRoutes(database, readiness))
    const ready = () => app.inject({ method: 'GET', url: '/api/health/ready' })

    expect((await ready()).statusCode).toBe(503)
    expect((await ready()).json()).toEqual({ status: 'starting' })
    readiness.state = 'ready'
    expect((await ready()).statusCode).toBe(200)
    databaseUp = false
    expect((await ready()).json()).toEqual({ status: 'degraded' })
    databaseUp = true
    readiness.state = 'stopping'
    const stopping = await ready()
    expect([stopping.statusCode, stopping.json()]).toEqual([503, { status: 'stopping' }])
    // Liveness stays up while draining: the supervisor must not restart a process that is stopping.
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200)
    await app.close()
  })
})
