import http from 'node:http'
import type { Socket } from 'node:net'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { isDatabaseUnavailable } from '../db/unavailable.ts'
import { AppError, type AppErrorCode, type ErrorBody } from '../errors.ts'

/**
 * The one place that turns a failure into an HTTP answer: every error body the server sends has the
 * shape `{ error: { code, message, details? } }` with a pt-BR message — our AppErrors, zod
 * validation, Fastify's own refusals (bad URL, too long, too large, wrong content type, headers too
 * large), the database being unreachable (503) and bugs (500). Nothing else builds an error body.
 */

export const ERROR_MESSAGES = {
  badRequest: 'Requisição inválida.',
  invalidJson: 'O conteúdo enviado não é um JSON válido.',
  invalidFields: 'Dados inválidos. Verifique os campos e tente novamente.',
  badUrl: 'Endereço inválido.',
  notFound: 'Recurso não encontrado.',
  methodNotAllowed: 'Método não permitido.',
  timeout: 'A requisição demorou demais. Tente novamente.',
  payloadTooLarge: 'O conteúdo enviado é grande demais.',
  uriTooLong: 'O endereço da requisição é longo demais.',
  unsupportedMediaType: 'Formato de conteúdo não suportado.',
  headersTooLarge: 'Os cabeçalhos da requisição são grandes demais.',
  unavailable: 'O serviço está temporariamente indisponível. Tente novamente em instantes.',
  unexpected: 'Ocorreu um erro inesperado. Por favor, tente novamente.',
} as const

/** Seconds a client should wait before retrying after a 503 (the database restarting). */
const UNAVAILABLE_RETRY_AFTER_SECONDS = 5

type ErrorAnswer = {
  status: number
  body: ErrorBody
  headers: Record<string, string>
  log?: 'warn' | 'error'
}

const STATUS_CODES: Record<number, AppErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE',
  429: 'TOO_MANY_REQUESTS',
  431: 'HEADERS_TOO_LARGE',
}

/** The AppError code for an HTTP status (BAD_REQUEST for any other 4xx). */
export function codeForStatus(status: number): AppErrorCode {
  return STATUS_CODES[status] ?? 'BAD_REQUEST'
}

/** The pt-BR message of a client error Fastify or Node raised with only a status. */
export function messageForStatus(status: number, fastifyCode?: string): string {
  if (fastifyCode === 'FST_ERR_CTP_INVALID_JSON_BODY' || fastifyCode === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    return ERROR_MESSAGES.invalidJson
  }
  if (fastifyCode === 'FST_ERR_BAD_URL') return ERROR_MESSAGES.badUrl
  switch (status) {
    case 401:
      return 'Sua sessão expirou. Faça login novamente.'
    case 403:
      return 'Você não tem permissão para realizar esta ação.'
    case 404:
      return ERROR_MESSAGES.notFound
    case 405:
      return ERROR_MESSAGES.methodNotAllowed
    case 408:
      return ERROR_MESSAGES.timeout
    case 413:
      return ERROR_MESSAGES.payloadTooLarge
    case 414:
      return ERROR_MESSAGES.uriTooLong
    case 415:
      return ERROR_MESSAGES.unsupportedMediaType
    case 429:
      return 'Muitas tentativas. Aguarde um pouco e tente novamente.'
    case 431:
      return ERROR_MESSAGES.headersTooLarge
    default:
      return ERROR_MESSAGES.badRequest
  }
}

/** What to answer for `error`: status, body and headers. */
export function errorAnswer(error: unknown): ErrorAnswer {
  if (error instanceof AppError) {
    const headers: Record<string, string> = {}
    const retryAfter = error.details?.retryAfterSeconds
    if (typeof retryAfter === 'number') headers['retry-after'] = String(retryAfter)
    return {
      status: error.status,
      body: { error: { code: error.code, message: error.message, details: error.details } },
      headers,
    }
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {}
    for (const issue of error.validation) {
      const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_'
      if (!(key in fields)) fields[key] = issue.message ?? ERROR_MESSAGES.invalidFields
    }
    return {
      status: 400,
      body: { error: { code: 'BAD_REQUEST', message: ERROR_MESSAGES.invalidFields, details: { fields } } },
      headers: {},
    }
  }
  if (isDatabaseUnavailable(error)) {
    return {
      status: 503,
      body: { error: { code: 'SERVICE_UNAVAILABLE', message: ERROR_MESSAGES.unavailable } },
      headers: { 'retry-after': String(UNAVAILABLE_RETRY_AFTER_SECONDS) },
      log: 'warn',
    }
  }
  const status = (error as { statusCode?: unknown } | null)?.statusCode
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const code = (error as { code?: unknown }).code
    const message = messageForStatus(status, typeof code === 'string' ? code : undefined)
    return { status, body: { error: { code: codeForStatus(status), message } }, headers: {} }
  }
  return {
    status: 500,
    body: { error: { code: 'INTERNAL', message: ERROR_MESSAGES.unexpected } },
    headers: {},
    log: 'error',
  }
}

function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const answer = errorAnswer(error)
  if (answer.log === 'error') request.log.error({ err: error }, 'unhandled error')
  else if (answer.log === 'warn') request.log.warn({ err: error }, 'database unavailable')
  for (const [name, value] of Object.entries(answer.headers)) reply.header(name, value)
  return reply.code(answer.status).type('application/json; charset=utf-8').send(answer.body)
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply) => sendError(error, request, reply))
}

/**
 * Fastify's `frameworkErrors` option: a malformed percent-encoding (FST_ERR_BAD_URL) or a path
 * parameter over the router's length limit (FST_ERR_MAX_PARAM_LENGTH, 414) get the app's shape.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  return sendError(error, request, reply)
}

/**
 * Fastify's `clientErrorHandler` option, for what Node's HTTP parser refuses before Fastify sees a
 * request (headers too large → 431, a malformed request line → 400, a slow client → 408). Only the
 * raw socket exists here, so the answer is written by hand, in the same shape.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const status =
    error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400
  const code: string = status === 408 ? 'REQUEST_TIMEOUT' : codeForStatus(status)
  const body = JSON.stringify({ error: { code, message: messageForStatus(status) } } satisfies ErrorBody)
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    )
  }
  socket.destroy(error)
}
