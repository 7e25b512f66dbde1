import { randomUUID } from 'node:crypto'
import { type APIRequestContext, expect } from '@playwright/test'
import { baseURL } from '../../../playwright.config.ts'
import { consent, validAnswers } from '../../../src/server/features/public-form/test-support.ts'
import type { PublicForm } from '../../../src/shared/forms/public-form-api.ts'
import { randomClientIp } from './accounts.ts'

/**
 * Sends an application through the real public endpoint, as a candidate's browser would, with the
 * default form's valid answers overridden by field key.
 */
export async function submitApplication(
  request: APIRequestContext,
  slug: string,
  answers: Record<string, unknown>,
  /** Applies to this job (its slug) instead of the talent pool. */
  jobSlug?: string,
): Promise<string> {
  const formResponse = await request.get(
    `/api/public/forms/${slug}${jobSlug ? `?vaga=${encodeURIComponent(jobSlug)}` : ''}`,
  )
  expect(formResponse.status()).toBe(200)
  const form = (await formResponse.json()) as PublicForm
  const id = randomUUID()
  const response = await request.post(`/api/public/forms/${slug}/submissions`, {
    data: { id, values: validAnswers(form, answers), consent: consent(), ...(jobSlug ? { jobSlug } : {}) },
    headers: { origin: baseURL, 'x-forwarded-for': randomClientIp() },
  })
  expect(response.status(), await response.text()).toBe(201)
  return id
}
