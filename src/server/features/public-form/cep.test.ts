import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from '../../test/app.ts'
import { testDatabaseKind } from '../../test/database.ts'

type Handler = (request: IncomingMessage, response: ServerResponse) => void

/** A local stand-in for ViaCEP and BrasilAPI: each test decides how they answer. */
function fakeProviders() {
  const calls: string[] = []
  let viaCep: Handler = () => {}
  let brasilApi: Handler = () => {}
  const server: Server = createServer((request, response) => {
    calls.push(request.url ?? '')
    if (request.url?.startsWith('/viacep/')) viaCep(request, response)
    else brasilApi(request, response)
  })
  return {
    server,
    calls,
    set(handlers: { viaCep: Handler; brasilApi: Handler }) {
      viaCep = handlers.viaCep
      brasilApi = handlers.brasilApi
      calls.length = 0
    },
  }
}

const json =
  (status: number, body: unknown): Handler =>
  (_request, response) => {
    response.writeHead(status, { 'content-type': 'application/json' })
    response.end(JSON.stringify(body))
  }
const hang: Handler = () => {}

describe(`CEP lookup on ${testDatabaseKind}`, () => {
  const fake = fakeProviders()
  let ctx: TestContext

  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve))
    const { port } = fake.server.address() as AddressInfo
    ctx = await createTestApp({
      env: {
        CEP_VIACEP_URL: `http://127.0.0.1:${port}/viacep`,
        CEP_BRASILAPI_URL: `http://127.0.0.1:${port}/brasilapi`,
        // Long enough for a loaded machine to answer a local request; the hanging cases wait this long.
        CEP_TIMEOUT_MS: '1500',
      },
    })
    // The process's first outgoing request pays for loading the HTTP client; on a loaded machine that
    // alone can pass the timeout. Pay it here, not in whichever case the shuffled order runs first.
    fake.set({ viaCep: json(200, { erro: true }), brasilApi: json(404, {}) })
    await lookup('00000-001')
  })
  afterAll(async () => {
    await ctx.close()
    fake.server.closeAllConnections()
    await new Promise((resolve) => fake.server.close(resolve))
  })
  beforeEach(() => fake.set({ viaCep: json(500, {}), brasilApi: json(500, {}) }))

  let ip = 0
  /** The providers' calls for one CEP: a late call of another case (any order) does not count. */
  const callsFor = (digits: string) => fake.calls.filter((call) => call.includes(`/${digits}`))
  const lookup = (cep: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/public/cep/${cep}`,
      headers: { 'x-forwarded-for': `10.9.0.${++ip}` },
    })

  it('answers the address from ViaCEP and caches it', async () => {
    fake.set({
      viaCep: json(200, {
        cep: '01310-100',
        logradouro: 'Avenida Paulista',
        bairro: 'Bela Vista',
        localidade: 'São Paulo',
        uf: 'SP',
      }),
      brasilApi: json(500, {}),
    })
    const response = await lookup('01310-100')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      cep: '01310-100',
      street: 'Avenida Paulista',
      neighbourhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
    })
    expect(callsFor('01310100')).toEqual(['/viacep/01310100/json/'])
    expect((await lookup('01310100')).statusCode).toBe(200)
    expect(callsFor('01310100')).toHaveLength(1)
  })

  it('falls back to BrasilAPI when ViaCEP does not answer within the timeout', async () => {
    fake.set({
      viaCep: hang,
      brasilApi: json(200, {
        cep: '20040020',
        state: 'RJ',
        city: 'Rio de Janeiro',
        neighborhood: 'Centro',
        street: 'Avenida Rio Branco',
      }),
    })
    const started = Date.now()
    const response = await lookup('20040-020')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      street: 'Avenida Rio Branco',
      city: 'Rio de Janeiro',
      state: 'RJ',
    })
    expect(Date.now() - started).toBeLessThan(3000)
    expect(callsFor('20040020')).toEqual(['/viacep/20040020/json/', '/brasilapi/20040020'])
  })

  it('falls back to BrasilAPI when ViaCEP answers with an error', async () => {
    fake.set({
      viaCep: json(502, {}),
      brasilApi: json(200, {
        state: 'MG',
        city: 'Belo Horizonte',
        neighborhood: 'Centro',
        street: 'Rua da Bahia',
      }),
    })
    const response = await lookup('30160-010')
    expect(response.json()).toMatchObject({ street: 'Rua da Bahia', state: 'MG' })
  })

  it('answers 404 in Portuguese when neither provider knows the CEP', async () => {
    fake.set({ viaCep: json(200, { erro: true }), brasilApi: json(404, { message: 'not found' }) })
    const response = await lookup('99999-999')
    expect(response.statusCode).toBe(404)
    expect(response.json().error.message).toBe('CEP não encontrado. Preencha o endereço manualmente.')
  })

  it('answers 503 when both providers fail, so the candidate types the address', async () => {
    fake.set({ viaCep: hang, brasilApi: hang })
    const response = await lookup('04538-133')
    expect(response.statusCode).toBe(503)
    expect(response.json().error.message).toBe(
      'Não foi possível consultar o CEP agora. Preencha o endereço manualmente.',
    )
  })

  it('refuses an invalid CEP with 422 without asking the providers', async () => {
    const response = await lookup('123')
    expect(response.statusCode).toBe(422)
    expect(response.json().error.message).toBe('CEP inválido.')
    expect(callsFor('123')).toHaveLength(0)
  })
})
