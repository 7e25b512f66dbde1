import { randomUUID } from 'node:crypto'
import type { LightMyRequestResponse } from 'fastify'
import type { PublicForm } from '../../../shared/forms/public-form-api.ts'
import type { Job, JobInput } from '../../../shared/jobs/api.ts'
import { TEST_ORIGIN, uniqueIp } from '../../test/accounts.ts'
import type { TestContext } from '../../test/app.ts'
import { consent, validAnswers } from '../public-form/test-support.ts'

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** A call to the API as a signed-in member (or a visitor without a cookie). */
export function call(
  ctx: TestContext,
  method: Method,
  url: string,
  cookie: string | undefined,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return ctx.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    headers: { origin: TEST_ORIGIN, 'x-forwarded-for': uniqueIp(), ...(cookie ? { cookie } : {}) },
  })
}

/** A job's fields as the editor sends them. */
export function jobInput(overrides: Partial<JobInput> = {}): JobInput {
  return {
    title: 'Auxiliar de Logística',
    description: 'Separação e conferência de **pedidos**.\n\n- Turno da manhã\n- Vale-transporte',
    requirements: 'Ensino médio completo.',
    benefits: 'Vale-refeição.',
    area: 'Logística',
    city: 'Campinas',
    state: 'SP',
    workModel: 'presencial',
    contractType: 'clt',
    salaryMinCents: 200000,
    salaryMaxCents: 250000,
    salaryHidden: false,
    openings: 2,
    deadline: null,
    questions: [],
    ...overrides,
  }
}

/** Creates a job through the API (published unless `publish: false`). */
export async function createJob(
  ctx: TestContext,
  cookie: string,
  overrides: Partial<JobInput> = {},
  publish = true,
): Promise<Job> {
  const response = await call(ctx, 'POST', '/api/jobs', cookie, { ...jobInput(overrides), publish })
  if (response.statusCode !== 201)
    throw new Error(`POST /api/jobs answered ${response.statusCode}: ${response.body}`)
  return response.json()
}

export async function getPublicForm(ctx: TestContext, slug: string, jobSlug?: string): Promise<PublicForm> {
  const query = jobSlug ? `?vaga=${encodeURIComponent(jobSlug)}` : ''
  const response = await call(ctx, 'GET', `/api/public/forms/${slug}${query}`, undefined)
  if (response.statusCode !== 200)
    throw new Error(`GET form answered ${response.statusCode}: ${response.body}`)
  return response.json()
}

/**
 * Sends an application for a job through the public endpoint; `jobAnswers` by question label.
 * Answers the raw response (the caller checks the status).
 */
export async function sendJobApplication(
  ctx: TestContext,
  options: {
    slug: string
    jobSlug?: string
    jobAnswers?: Record<string, unknown>
    answers?: Record<string, unknown>
  },
): Promise<LightMyRequestResponse & { applicationId: string }> {
  const form = await getPublicForm(ctx, options.slug, options.jobSlug)
  const values = validAnswers(form, options.answers)
  for (const question of form.job?.questions ?? []) {
    if (options.jobAnswers && question.label in options.jobAnswers) {
      values[question.id] = options.jobAnswers[question.label]
    }
  }
  const id = randomUUID()
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/public/forms/${options.slug}/submissions`,
    payload: {
      id,
      values,
      consent: consent(),
      ...(options.jobSlug ? { jobSlug: options.jobSlug } : {}),
    },
    headers: { origin: TEST_ORIGIN, 'x-forwarded-for': uniqueIp(), 'user-agent': 'vitest' },
  })
  return Object.assign(response, { applicationId: id })
}

/** An application for the job, stored (throws unless 201). */
export async function applyToJob(
  ctx: TestContext,
  slug: string,
  jobSlug: string,
  options: { jobAnswers?: Record<string, unknown>; name?: string } = {},
): Promise<string> {
  const response = await sendJobApplication(ctx, {
    slug,
    jobSlug,
    jobAnswers: options.jobAnswers,
    answers: options.name ? { nome_completo: options.name } : undefined,
  })
  if (response.statusCode !== 201) throw new Error(`apply answered ${response.statusCode}: ${response.body}`)
  return response.applicationId
}
