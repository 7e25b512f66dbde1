import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from '../test/app.ts'
import { ERROR_MESSAGES, errorAnswer } from './error-handler.ts'

let ctx: TestContext
let port: number
beforeAll(async () => {
  ctx = await createTestApp()
  await ctx.app.listen({ port: 0, host: '127.0.0.1' })
  const address = ctx.app.server.address()
  port = typeof address === 'object' && address ? address.port : 0
})
afterAll(async () => {
  await ctx.close()
})

/** Sends raw bytes over TCP and answers the whole response text (the server closes after errors). */
function raw(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(request))
    const chunks: Buffer[] = []
    socket.on('data', (chunk) => chunks.push(chunk))
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')))
    socket.on('error', reject)
  })
}

function bodyOf(response: string) {
  return JSON.parse(response.slice(response.indexOf('\r\n\r\n') + 4))
}

describe('the one error handler', () => {
  it('answers 503 in pt-BR with Retry-After when the database connection is lost', () => {
    const driverError = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    })
    const drizzleError = new Error('Failed query: select 1', { cause: driverError })
    const answer = errorAnswer(drizzleError)
    expect(answer.status).toBe(503)
    expect(answer.body).toEqual({
      error: { code: 'SERVICE_UNAVAILABLE', message: ERROR_MESSAGES.unavailable },
    })
    expect(answer.headers['retry-after']).toBe('5')
    for (const error of [
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
    ]) {
      expect(errorAnswer(error).status, error.message).toBe(503)
    }
  })

  it('keeps a bug a logged 500, without details', () => {
    const answer = errorAnswer(new TypeError('x is not a function'))
    expect(answer.status).toBe(500)
    expect(answer.log).toBe('error')
    expect(answer.body.error.message).toBe(ERROR_MESSAGES.unexpected)
  })

  it('answers headers too large (431) from Node’s parser in the app’s shape and pt-BR', async () => {
    const response = await raw(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(70_000)}\r\n\r\n`)
    expect(response).toMatch(/^HTTP\/1\.1 431 /)
    expect(bodyOf(response)).toEqual({
      error: { code: 'HEADERS_TOO_LARGE', message: 'Os cabeçalhos da requisição são grandes demais.' },
    })
  })

  it('answers a malformed request line (400) in the app’s shape and pt-BR', async () => {
    const response = await raw('GET /api/health HTTP/9.9 lixo\r\n\r\n')
    expect(response).toMatch(/^HTTP\/1\.1 400 /)
    expect(bodyOf(response)).toEqual({ error: { code: 'BAD_REQUEST', message: 'Requisição inválida.' } })
  })

  it('answers a malformed URL and a too-long path parameter without echoing them', async () => {
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/public/forms/%E0%A4%A' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toEqual({ error: { code: 'BAD_REQUEST', message: 'Endereço inválido.' } })
    const long = await ctx.app.inject({ method: 'GET', url: `/api/public/forms/${'a'.repeat(5000)}` })
    expect(long.statusCode).toBe(414)
    expect(long.json()).toEqual({
      error: { code: 'URI_TOO_LONG', message: 'O endereço da requisição é longo demais.' },
    })
  })
})
