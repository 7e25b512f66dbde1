/**
 * One pt-BR line naming DATABASE_URL for the ways a configured PostgreSQL cannot be used at start-up
 * (issue 13): refused or unreachable, unknown host, missing database, refused credentials. Anything
 * else answers undefined and keeps its full error. The password of the URL is never printed.
 */
export function databaseStartupMessage(error: unknown, databaseUrl: string): string | undefined {
  const where = describeUrl(databaseUrl)
  const codes = errorCodes(error)
  const has = (...wanted: string[]) => wanted.some((code) => codes.has(code))
  if (has('3D000'))
    return `O banco de dados "${where.database}" não existe em ${where.server}: crie-o (createdb ${where.database}) ou corrija DATABASE_URL.`
  if (has('ECONNREFUSED'))
    return `Não foi possível conectar ao PostgreSQL em ${where.server} (conexão recusada): verifique DATABASE_URL e se o servidor está no ar.`
  if (has('ENOTFOUND', 'EAI_AGAIN'))
    return `O servidor "${where.host}" de DATABASE_URL não foi encontrado: verifique o endereço.`
  if (has('ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'CONNECTION_TIMEOUT'))
    return `O PostgreSQL em ${where.server} não respondeu: verifique DATABASE_URL e a rede.`
  if (has('28P01', '28000'))
    return `O PostgreSQL em ${where.server} recusou o usuário ou a senha de DATABASE_URL.`
  return undefined
}

function describeUrl(databaseUrl: string): { host: string; server: string; database: string } {
  try {
    const url = new URL(databaseUrl)
    const host = url.hostname || 'localhost'
    return {
      host,
      server: `${host}:${url.port || '5432'}`,
      database: decodeURIComponent(url.pathname.replace(/^\//, '')) || url.username || 'postgres',
    }
  } catch {
    return { host: '?', server: '?', database: '?' }
  }
}

/** The codes of an error, its causes (Drizzle wraps the driver's) and an AggregateError's members. */
function errorCodes(error: unknown): Set<string> {
  const codes = new Set<string>()
  const pending: unknown[] = [error]
  for (let steps = 0; pending.length > 0 && steps < 50; steps++) {
    const current = pending.pop()
    if (typeof current !== 'object' || current === null) continue
    const { code, cause, errors, message } = current as {
      code?: unknown
      cause?: unknown
      errors?: unknown
      message?: unknown
    }
    if (typeof code === 'string') codes.add(code)
    // node-postgres says a connect timeout only in words.
    if (
      typeof message === 'string' &&
      /timeout expired|Connection terminated due to connection timeout/i.test(message)
    )
      codes.add('CONNECTION_TIMEOUT')
    if (cause) pending.push(cause)
    if (Array.isArray(errors)) pending.push(...errors)
  }
  return codes
}
