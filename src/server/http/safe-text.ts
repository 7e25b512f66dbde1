import type { FastifyInstance } from 'fastify'
import { AppError } from '../errors.ts'

/**
 * Text PostgreSQL cannot store, refused at the edge with a 400 instead of failing deep in a query
 * with a 500 (issue 12): a NUL byte (not allowed in text or jsonb), an unpaired UTF-16 surrogate
 * (jsonb refuses its \\u escape; text would store a replacement character), and JSON nested deeper
 * than any of our inputs (a stack-depth bomb for every recursive walker after the parser).
 */
export const UNSAFE_TEXT_MESSAGE = 'O texto enviado contém caracteres inválidos.'
export const TOO_DEEP_MESSAGE = 'Dados inválidos. Verifique os campos e tente novamente.'

/** Our deepest input (a form's steps → fields → options / group entries) is far below this. */
const MAX_DEPTH = 32

/** In a `u` regex a surrogate pair is one code point, so \p{Cs} matches only unpaired halves. */
const LONE_SURROGATE = /\p{Cs}/u

function isUnsafe(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text)
}

/** Throws a 400 AppError naming the first field (dotted path) with unsafe text. */
export function assertSafeText(value: unknown, location: string): void {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }]
  while (stack.length > 0) {
    const item = stack.pop() as { value: unknown; path: string; depth: number }
    const current = item.value
    if (typeof current === 'string') {
      if (isUnsafe(current)) {
        throw new AppError('BAD_REQUEST', UNSAFE_TEXT_MESSAGE, {
          fields: { [item.path || location]: UNSAFE_TEXT_MESSAGE },
        })
      }
      continue
    }
    if (typeof current !== 'object' || current === null) continue
    if (item.depth >= MAX_DEPTH) throw new AppError('BAD_REQUEST', TOO_DEEP_MESSAGE)
    for (const [key, child] of Object.entries(current)) {
      if (isUnsafe(key)) {
        throw new AppError('BAD_REQUEST', UNSAFE_TEXT_MESSAGE, {
          fields: { [location]: UNSAFE_TEXT_MESSAGE },
        })
      }
      stack.push({ value: child, path: item.path ? `${item.path}.${key}` : key, depth: item.depth + 1 })
    }
  }
}

/** Checks the path parameters, the query and a parsed body of every request before validation. */
export function registerSafeTextCheck(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    assertSafeText(request.params, 'params')
    assertSafeText(request.query, 'query')
    if (!Buffer.isBuffer(request.body)) assertSafeText(request.body, 'body')
  })
}
