/**
 * Whether an error means the database could not be reached or dropped the connection (a restart,
 * a failover, a network cut) rather than that the query itself was wrong. Such a failure answers
 * 503 and the next query gets a fresh connection from the pool (issue 12).
 */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown: "terminating connection due to administrator command"
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: "the database system is starting up / shutting down"
  '53300', // too_many_connections
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
])

const UNAVAILABLE_NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
])

const UNAVAILABLE_MESSAGES = [
  /connection terminated/i,
  /connection ended/i,
  /not queryable/i,
  /timeout exceeded when trying to connect/i,
  /terminating connection/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
  /cannot use a pool after calling end/i,
]

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error
  // Drizzle wraps the driver's error as `cause`; follow the chain a few steps.
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_NODE_CODES.has(code))) {
      return true
    }
    if (
      UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(current instanceof Error ? current.message : ''))
    ) {
      return true
    }
    current = current.cause
  }
  return false
}
