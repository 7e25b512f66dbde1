import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { submissionFiles } from '../db/schema/index.ts'
import { consent, fieldId, getForm, validAnswers } from '../features/public-form/test-support.ts'
import { TEST_ORIGIN, uniqueIp } from '../test/accounts.ts'
import { createTestApp, type TestContext } from '../test/app.ts'
import { createSignedInCompany, type SignedInCompany, submitTestApplication } from '../test/applications.ts'
import { testDatabaseKind } from '../test/database.ts'
import { setCompanyPlan } from '../test/plans.ts'

/**
 * Issue 12: for every route and method of the OpenAPI document (/api/docs/json), malformed variants —
 * wrong types, NUL bytes, lone surrogates, 1 MB strings, deep JSON, wrong content types, invalid UUIDs,
 * negative and huge pagination, path traversal in file keys — never answer 5xx, and every error answer
 * is the app's one shape with a pt-BR message. Requests carry a signed-in admin's cookie (routes that
 * need no session ignore it); each route also gets one anonymous malformed call.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
type Probe = {
  label: string
  method: Method
  url: string
  payload?: string
  contentType?: string
  anonymous?: boolean
}
type JsonSchema = {
  type?: string | string[]
  format?: string
  enum?: unknown[]
  properties?: Record<string, JsonSchema>
  items?: JsonSchema
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  minimum?: number
}
type Operation = {
  parameters?: { in: 'path' | 'query' | 'header'; name: string; schema?: JsonSchema }[]
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> }
}

const MEGABYTE_STRING = 'a'.repeat(1_000_000)
const LONE_SURROGATE = '\ud800'
const NUL = 'nome\u0000com-nul'

/** Path-parameter values a client can send (already URL-encoded where a browser would encode them). */
const PATH_VALUES: [string, string][] = [
  ['an invalid UUID', 'nao-e-um-uuid'],
  ['a NUL byte', 'abc%00def'],
  ['an invalid UTF-8 sequence (lone surrogate)', '%ED%A0%80'],
  ['malformed percent-encoding', '%E0%A4%A'],
  ['path traversal', '..%2F..%2F..%2Fetc%2Fpasswd'],
  ['a dot-dot segment', '..'],
  ['a 100 KB value', 'a'.repeat(100_000)],
  ['a negative number', '-1'],
  ['a huge number', '99999999999999999999999999'],
  ['an SQL fragment', "1'%20OR%20'1'%3D'1"],
]

/** Query-string values (each sent for each declared parameter, and as unknown extras). */
const QUERY_VALUES: [string, string][] = [
  ['a NUL byte', '%00'],
  ['text with a NUL byte', 'ma%00ria'],
  ['an invalid UTF-8 sequence (lone surrogate)', '%ED%A0%80'],
  ['a negative number', '-1'],
  ['zero', '0'],
  ['a huge number', '99999999999999999999'],
  ['a fraction', '1.5'],
  ['not a number', 'abc'],
  ['a 100 KB string', 'b'.repeat(100_000)],
  ['an empty value', ''],
  ['an LIKE wildcard flood', '%25%25%25%25%25_%5C'],
]

/** Whole-body variants for any route that takes a body (and for bodiless ones, which must refuse). */
function bodyProbes(): { label: string; payload: string; contentType?: string }[] {
  const json = 'application/json'
  return [
    { label: 'malformed JSON', payload: '{"a":', contentType: json },
    { label: 'a JSON array', payload: '[1,2,3]', contentType: json },
    { label: 'a JSON string', payload: '"texto"', contentType: json },
    { label: 'JSON null', payload: 'null', contentType: json },
    { label: 'an empty JSON body', payload: '', contentType: json },
    { label: 'deep JSON arrays', payload: `${'['.repeat(5000)}${']'.repeat(5000)}`, contentType: json },
    {
      label: 'deep JSON objects',
      payload: `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`,
      contentType: json,
    },
    { label: 'a NUL key', payload: JSON.stringify({ 'a\u0000b': 1 }), contentType: json },
    { label: 'a lone surrogate key', payload: '{"\\udc00":1}', contentType: json },
    { label: '__proto__ pollution', payload: '{"__proto__":{"admin":true}}', contentType: json },
    { label: 'text/plain', payload: 'texto qualquer', contentType: 'text/plain' },
    { label: 'XML', payload: '<a>1</a>', contentType: 'application/xml' },
    { label: 'a form body', payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
    { label: 'multipart', payload: '--x\r\n\r\n--x--', contentType: 'multipart/form-data; boundary=x' },
    { label: 'JSON in latin1', payload: '{"a":"\u00e7"}', contentType: 'application/json; charset=latin1' },
    {
      label: 'a body over the size limit',
      payload: JSON.stringify({ a: 'x'.repeat(6 * 1024 * 1024) }),
      contentType: json,
    },
  ]
}

/** Values that are wrong for a field of `schema`'s type, plus text no database stores. */
function fieldValues(schema: JsonSchema | undefined): [string, unknown][] {
  const values: [string, unknown][] = [
    ['a NUL byte', NUL],
    ['a lone surrogate', `a${LONE_SURROGATE}b`],
    ['a 1 MB string', MEGABYTE_STRING],
    ['null', null],
    ['an object', { $gt: '' }],
    ['an array', ['a', 'b']],
    ['a deep array', JSON.parse(`${'['.repeat(40)}${']'.repeat(40)}`)],
  ]
  const type = Array.isArray(schema?.type) ? schema?.type[0] : schema?.type
  if (type === 'string' || type === undefined) {
    values.push(['a number', 12345], ['a boolean', true])
  } else {
    values.push(['a string', 'texto'])
  }
  if (type === 'number' || type === 'integer') {
    values.push(['a negative number', -1], ['a huge number', 1e308], ['a fraction', 1.5])
  }
  if (schema?.format === 'uuid') values.push(['an invalid UUID', 'nao-e-uuid'])
  return values
}

/** A plausible valid value for a field, so each variant breaks exactly one field. */
function sampleValue(schema: JsonSchema | undefined): unknown {
  if (!schema) return 'texto'
  if (schema.enum?.length) return schema.enum[0]
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0]
  if (variant) return sampleValue(variant)
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type
  if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000'
  if (schema.format === 'email') return 'pessoa@exemplo.com.br'
  if (type === 'integer' || type === 'number') return Math.max(1, schema.minimum ?? 1)
  if (type === 'boolean') return true
  if (type === 'array') return []
  if (type === 'object') {
    return Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sampleValue(value)]),
    )
  }
  return 'texto'
}

/** Field names tried on bodies the document does not describe (our sign-up, Better Auth). */
const UNDESCRIBED_FIELDS = ['email', 'password', 'fullName', 'companyName', 'token', 'newPassword', 'name']

/** Better Auth's mounted endpoints (one wildcard route in the document). */
const AUTH_ENDPOINTS: { method: Method; path: string }[] = [
  { method: 'POST', path: '/api/auth/sign-in/email' },
  { method: 'POST', path: '/api/auth/request-password-reset' },
  { method: 'POST', path: '/api/auth/reset-password' },
  { method: 'POST', path: '/api/auth/send-verification-email' },
  { method: 'GET', path: '/api/auth/verify-email' },
  { method: 'GET', path: '/api/auth/reset-password/{token}' },
  { method: 'GET', path: '/api/auth/get-session' },
  { method: 'POST', path: '/api/auth/{unknown}' },
]

/** Routes outside the API document that read user input from the path. */
const EXTRA_PATHS: { method: Method; path: string }[] = [
  { method: 'GET', path: '/f/{slug}' },
  { method: 'GET', path: '/api/{unknown}' },
  { method: 'POST', path: '/api/{unknown}' },
]

/** Never sent: they would end the session every other probe uses. */
const SKIPPED = new Set(['POST /api/auth/sign-out'])

let ctx: TestContext
let admin: SignedInCompany
let applicationId: string
let photoFieldId: string

/** The postal-code providers, on this machine: every CEP is unknown (ViaCEP's `{ "erro": true }`). */
let cepProviders: Server

beforeAll(async () => {
  cepProviders = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"erro":true}')
  })
  await new Promise<void>((resolve) => cepProviders.listen(0, '127.0.0.1', resolve))
  const cepBase = `http://127.0.0.1:${(cepProviders.address() as AddressInfo).port}`
  ctx = await createTestApp({
    env: {
      PUBLIC_SUBMIT_RATE_MAX: '100000',
      CEP_VIACEP_URL: `${cepBase}/viacep`,
      CEP_BRASILAPI_URL: `${cepBase}/brasilapi`,
    },
    // Rate limits stay on but far away: the probes must reach validation, not a 429.
    rateLimits: Object.fromEntries(
      [
        'authDefault',
        'signIn',
        'signInPerEmailAndIp',
        'signInPerEmail',
        'passwordResetRequest',
        'verificationEmailPerEmail',
        'passwordResetRequestPerEmail',
        'resetPassword',
        'signUp',
        'signUpPerEmail',
        'resendConfirmation',
        'resendConfirmationPerEmail',
      ].map((name) => [name, { window: 60, max: 100_000 }]),
    ),
  })
  admin = await createSignedInCompany(ctx)
  await setCompanyPlan(ctx.database.db, admin.companyId, 'ilimitado')
  applicationId = await submitTestApplication(ctx, admin.slug)
  const [file] = await ctx.database.db.select({ fieldId: submissionFiles.fieldId }).from(submissionFiles)
  photoFieldId = file?.fieldId ?? 'foto'
}, 120_000)

afterAll(async () => {
  await ctx?.close()
  await new Promise((resolve) => cepProviders?.close(resolve))
})

function fill(path: string, values: Record<string, string>): string {
  return path.replace(/\{([^}]+)\}/g, (_match, name: string) => values[name] ?? 'x')
}

/** Realistic values for path parameters, so one malformed parameter at a time reaches the handler. */
function realPathValues(): Record<string, string> {
  return {
    id: applicationId,
    fieldId: photoFieldId,
    slug: admin.slug,
    cep: '01310100',
    userId: admin.userId,
    file: 'foto.png',
    token: 'token-qualquer',
    unknown: 'inexistente',
    '*': 'inexistente',
  }
}

async function buildProbes(): Promise<Probe[]> {
  const document = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, Operation>>
  }
  const operations: { method: Method; path: string; operation: Operation }[] = []
  for (const [path, methods] of Object.entries(document.paths)) {
    if (path.startsWith('/api/auth/')) continue
    for (const [method, operation] of Object.entries(methods)) {
      operations.push({ method: method.toUpperCase() as Method, path, operation })
    }
  }
  for (const extra of [...AUTH_ENDPOINTS, ...EXTRA_PATHS]) operations.push({ ...extra, operation: {} })

  const probes: Probe[] = []
  const real = realPathValues()
  for (const { method, path, operation } of operations) {
    if (SKIPPED.has(`${method} ${path}`)) continue
    const route = `${method} ${path}`
    const baseUrl = fill(path, real)
    const pathParams = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] as string)
    const queryParams = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query')
    const bodySchema = operation.requestBody?.content?.['application/json']?.schema
    const takesBody = method !== 'GET' && method !== 'DELETE'

    for (const name of pathParams) {
      for (const [label, value] of PATH_VALUES) {
        probes.push({
          label: `${route}: path ${name} = ${label}`,
          method,
          url: fill(path, { ...real, [name]: value }),
        })
      }
    }
    const queryNames = queryParams.length > 0 ? queryParams.map((parameter) => parameter.name) : ['page']
    for (const name of queryNames) {
      for (const [label, value] of QUERY_VALUES) {
        probes.push({
          label: `${route}: query ${name} = ${label}`,
          method,
          url: `${baseUrl}?${name}=${value}`,
        })
      }
      probes.push({
        label: `${route}: query ${name} repeated`,
        method,
        url: `${baseUrl}?${name}=1&${name}=2`,
      })
    }
    if (takesBody || method === 'DELETE') {
      for (const body of bodyProbes()) {
        probes.push({ ...body, label: `${route}: body ${body.label}`, method, url: baseUrl })
      }
    }
    if (takesBody) {
      const properties = bodySchema?.properties
      const fields: [string, JsonSchema | undefined][] = properties
        ? Object.entries(properties)
        : UNDESCRIBED_FIELDS.map((name) => [name, undefined])
      const valid = properties
        ? (sampleValue(bodySchema) as Record<string, unknown>)
        : Object.fromEntries(UNDESCRIBED_FIELDS.map((name) => [name, 'texto']))
      for (const [name, schema] of fields) {
        for (const [label, value] of fieldValues(schema)) {
          probes.push({
            label: `${route}: body ${name} = ${label}`,
            method,
            url: baseUrl,
            payload: JSON.stringify({ ...valid, [name]: value }),
            contentType: 'application/json',
          })
        }
      }
    }
    probes.push({
      label: `${route}: anonymous with a NUL byte`,
      method,
      url: `${baseUrl}?q=%00`,
      ...(takesBody ? { payload: JSON.stringify({ a: NUL }), contentType: 'application/json' } : {}),
      anonymous: true,
    })
  }
  probes.push(...(await publicSubmissionProbes()))
  probes.push(...fileKeyProbes())
  return probes
}

/** Every answer of the public form broken one at a time (the candidate-facing input). */
async function publicSubmissionProbes(): Promise<Probe[]> {
  const form = await getForm(ctx.app, admin.slug)
  const answers = validAnswers(form)
  const url = `/api/public/forms/${admin.slug}/submissions`
  const probes: Probe[] = []
  const photo = fieldId(form, 'foto')
  const photoValues: [string, unknown][] = [
    ['a NUL in the photo name', { name: 'eu\u0000.png', type: 'image/png', size: 70, data: 'iVBORw0KGgo=' }],
    [
      'a path in the photo name',
      { name: '../../etc/passwd', type: 'image/png', size: 70, data: 'iVBORw0KGgo=' },
    ],
    ['photo data that is not base64', { name: 'eu.png', type: 'image/png', size: 70, data: '%%%%' }],
    ['a photo that is not an image', { name: 'eu.png', type: 'image/png', size: 4, data: 'AAAAAA==' }],
  ]
  for (const [label, value] of photoValues) {
    probes.push({
      label: `public submission: ${label}`,
      method: 'POST',
      url,
      payload: JSON.stringify({
        id: crypto.randomUUID(),
        values: { ...answers, [photo]: value },
        consent: consent(),
      }),
      contentType: 'application/json',
    })
  }
  for (const id of Object.keys(answers)) {
    for (const [label, value] of [
      ['a NUL byte', NUL],
      ['a lone surrogate', `a${LONE_SURROGATE}b`],
      ['a 1 MB string', MEGABYTE_STRING],
      ['an object', { a: NUL }],
    ] as const) {
      probes.push({
        label: `public submission: answer ${id} = ${label}`,
        method: 'POST',
        url,
        payload: JSON.stringify({
          id: crypto.randomUUID(),
          values: { ...answers, [id]: value },
          consent: consent(),
        }),
        contentType: 'application/json',
      })
    }
  }
  return probes
}

/** File keys built from user input: traversal, absolute paths, encoded separators. */
function fileKeyProbes(): Probe[] {
  const names = [
    '..%2F..%2Fpglite%2FPG_VERSION',
    '%2Fetc%2Fpasswd',
    '..%5C..%5Cwindows',
    'foto.png%00.txt',
    '.hidden',
    'a%2F..%2F..%2Fb',
  ]
  return names.flatMap((name) => [
    { label: `avatar file ${name}`, method: 'GET' as const, url: `/api/avatars/${admin.userId}/${name}` },
    {
      label: `application file ${name}`,
      method: 'GET' as const,
      url: `/api/applications/${applicationId}/files/${name}`,
    },
  ])
}

const ENGLISH =
  /\b(the|is|are|must|expected|received|required|invalid|not found|bad request|error|unexpected|too large|unsupported|exceeded|body|cannot|should)\b/i

function problemWith(response: LightMyRequestResponse): string | undefined {
  if (response.statusCode >= 500) return `status ${response.statusCode}: ${response.body.slice(0, 300)}`
  if (response.statusCode < 400) return undefined
  let body: unknown
  try {
    body = response.json()
  } catch {
    return `status ${response.statusCode} without a JSON body: ${response.body.slice(0, 200)}`
  }
  if (typeof body !== 'object' || body === null || Object.keys(body).join() !== 'error') {
    return `not the app's error shape: ${response.body.slice(0, 200)}`
  }
  const error = (body as { error: { code?: unknown; message?: unknown; details?: { fields?: unknown } } })
    .error
  if (typeof error.code !== 'string' || typeof error.message !== 'string' || error.message === '') {
    return `error without code or message: ${response.body.slice(0, 200)}`
  }
  const messages = [error.message]
  const fields = error.details?.fields
  if (fields && typeof fields === 'object') {
    for (const value of Object.values(fields)) if (typeof value === 'string') messages.push(value)
  }
  const english = messages.find((message) => ENGLISH.test(message))
  if (english) return `English message: ${english}`
  return undefined
}

describe(`bad input on every route of the API document (issue 12, ${testDatabaseKind})`, () => {
  it('never answers 5xx, and always the app’s error shape with a pt-BR message', {
    timeout: 600_000,
  }, async () => {
    const probes = await buildProbes()
    expect(probes.length).toBeGreaterThanOrEqual(1000)
    const failures: string[] = []
    const statuses = new Map<number, number>()
    for (const probe of probes) {
      const response = await ctx.app
        .inject({
          method: probe.method,
          url: probe.url,
          ...(probe.payload !== undefined ? { payload: probe.payload } : {}),
          headers: {
            origin: TEST_ORIGIN,
            'x-forwarded-for': uniqueIp(),
            ...(probe.anonymous ? {} : { cookie: admin.cookie }),
            ...(probe.contentType ? { 'content-type': probe.contentType } : {}),
          },
        })
        // An answer that starts and then aborts (a stream failing half-way) counts as a server error.
        .catch(
          (error: Error) =>
            ({ statusCode: 599, body: `aborted: ${error.message}` }) as LightMyRequestResponse,
        )
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1)
      const problem = problemWith(response)
      if (problem) failures.push(`${probe.label} → ${problem}`)
    }
    const fiveHundreds = [...statuses].filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0)
    console.info(
      `bad-input: ${probes.length} requests, ${fiveHundreds} answered 5xx; statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    )
    expect(failures, failures.slice(0, 40).join('\n')).toEqual([])
    // The session the probes used is still valid: nothing above signed the admin out.
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: admin.cookie } })
    expect(me.statusCode).toBe(200)
  })
})
