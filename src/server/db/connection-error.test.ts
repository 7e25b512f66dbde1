import { createServer } from 'node:net'
import { describe, expect, it } from 'vitest'
import { openDatabase } from './client.ts'
import { databaseStartupMessage } from './connection-error.ts'

const URL_WITH_PASSWORD = 'postgres://talentos:segredo-123@db.interno:5433/talentos'

/** What starting the app does with the database: open it and apply the migrations. */
async function startupError(databaseUrl: string): Promise<unknown> {
  const database = await openDatabase({ databaseUrl })
  try {
    await database.migrate()
    return undefined
  } catch (error) {
    return error
  } finally {
    await database.close()
  }
}

/** A port nobody listens on: taken from the system, then released. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise<void>((resolve) => server.close(() => resolve()))
  if (typeof address !== 'object' || address === null) throw new Error('no port')
  return address.port
}

function expectOneLineNamingTheSetting(message: string | undefined) {
  expect(message).toBeDefined()
  expect(message).toContain('DATABASE_URL')
  expect(message).not.toContain('\n')
  expect(message).not.toContain('segredo-123')
}

describe('the start-up message for a DATABASE_URL that cannot be used', () => {
  it('says the connection was refused, naming the server and DATABASE_URL (real attempt)', async () => {
    const port = await closedPort()
    const error = await startupError(`postgres://talentos:segredo-123@127.0.0.1:${port}/talentos`)
    const message = databaseStartupMessage(
      error,
      `postgres://talentos:segredo-123@127.0.0.1:${port}/talentos`,
    )
    expectOneLineNamingTheSetting(message)
    expect(message).toBe(
      `Não foi possível conectar ao PostgreSQL em 127.0.0.1:${port} (conexão recusada): verifique DATABASE_URL e se o servidor está no ar.`,
    )
  })

  it.skipIf(!process.env.TEST_DATABASE_URL)('says which database does not exist (real server)', async () => {
    const url = new URL(process.env.TEST_DATABASE_URL ?? '')
    url.pathname = '/talentos_nao_existe_9f3a'
    const error = await startupError(url.toString())
    const message = databaseStartupMessage(error, url.toString())
    expectOneLineNamingTheSetting(message)
    expect(message).toContain('O banco de dados "talentos_nao_existe_9f3a" não existe')
    expect(message).toContain('createdb talentos_nao_existe_9f3a')
  })

  it.each([
    ['a missing database', { code: '3D000' }, 'O banco de dados "talentos" não existe em db.interno:5433'],
    ['an unknown host', { code: 'ENOTFOUND' }, 'O servidor "db.interno" de DATABASE_URL não foi encontrado'],
    ['a refused password', { code: '28P01' }, 'recusou o usuário ou a senha de DATABASE_URL'],
    ['a timeout', new Error('timeout expired'), 'O PostgreSQL em db.interno:5433 não respondeu'],
  ])('words %s in one line', (_case, driverError, expected) => {
    // Drizzle wraps the driver's error: the code is found on the cause.
    const wrapped = new Error('Failed query: select 1', { cause: driverError })
    const message = databaseStartupMessage(wrapped, URL_WITH_PASSWORD)
    expectOneLineNamingTheSetting(message)
    expect(message).toContain(expected)
  })

  it('finds ECONNREFUSED inside an AggregateError (localhost tried on IPv6 and IPv4)', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED ::1:5433'), { code: 'ECONNREFUSED' })
    const aggregate = Object.assign(new AggregateError([refused, refused]), { code: undefined })
    expect(databaseStartupMessage(aggregate, URL_WITH_PASSWORD)).toContain('conexão recusada')
  })

  it('leaves any other error alone (its full report is more useful)', () => {
    expect(
      databaseStartupMessage(new Error('syntax error at or near "x"'), URL_WITH_PASSWORD),
    ).toBeUndefined()
    expect(databaseStartupMessage({ code: '42601' }, URL_WITH_PASSWORD)).toBeUndefined()
  })
})
