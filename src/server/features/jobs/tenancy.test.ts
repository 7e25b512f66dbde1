import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Job } from '../../../shared/jobs/api.ts'
import { createTestApp, type TestContext } from '../../test/app.ts'
import { createSignedInCompany, type SignedInCompany } from '../../test/applications.ts'
import { testDatabaseKind } from '../../test/database.ts'
import { applyToJob, call, createJob, jobInput } from './test-support.ts'

let ctx: TestContext
/** The caller's company (with a job and an application of its own) and another company's. */
let mine: SignedInCompany
let myJob: Job
let myApplication: string
let theirs: SignedInCompany
let theirJob: Job
let theirApplication: string

beforeAll(async () => {
  ctx = await createTestApp({ env: { PUBLIC_SUBMIT_RATE_MAX: '1000' } })
  mine = await createSignedInCompany(ctx)
  myJob = await createJob(ctx, mine.cookie)
  myApplication = await applyToJob(ctx, mine.slug, myJob.slug)
  theirs = await createSignedInCompany(ctx)
  theirJob = await createJob(ctx, theirs.cookie)
  theirApplication = await applyToJob(ctx, theirs.slug, theirJob.slug)
})
afterAll(async () => {
  await ctx.close()
})

type Case = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  url: () => string
  payload?: () => unknown
}

const theirStage = () => theirJob.stages[1]?.id ?? ''
const myStage = () => myJob.stages[1]?.id ?? ''

/** Every job route called with the other company's ids: each must answer 404 and change nothing. */
const CASES: Case[] = [
  { method: 'GET', url: () => `/api/jobs/${theirJob.id}` },
  { method: 'PUT', url: () => `/api/jobs/${theirJob.id}`, payload: () => jobInput() },
  { method: 'POST', url: () => `/api/jobs/${theirJob.id}/status`, payload: () => ({ action: 'pausar' }) },
  { method: 'POST', url: () => `/api/jobs/${theirJob.id}/duplicate` },
  { method: 'DELETE', url: () => `/api/jobs/${theirJob.id}` },
  { method: 'POST', url: () => `/api/jobs/${theirJob.id}/stages`, payload: () => ({ name: 'Nova' }) },
  {
    method: 'PUT',
    url: () => `/api/jobs/${theirJob.id}/stages/order`,
    payload: () => ({ stageIds: theirJob.stages.map((stage) => stage.id) }),
  },
  {
    method: 'PATCH',
    url: () => `/api/jobs/${theirJob.id}/stages/${theirStage()}`,
    payload: () => ({ name: 'X' }),
  },
  // My job, their stage: the stage is not found in my company.
  {
    method: 'PATCH',
    url: () => `/api/jobs/${myJob.id}/stages/${theirStage()}`,
    payload: () => ({ name: 'X' }),
  },
  { method: 'DELETE', url: () => `/api/jobs/${theirJob.id}/stages/${theirStage()}` },
  { method: 'DELETE', url: () => `/api/jobs/${myJob.id}/stages/${theirStage()}` },
  {
    method: 'DELETE',
    url: () => `/api/jobs/${myJob.id}/stages/${myJob.stages[0]?.id}?moveTo=${theirStage()}`,
  },
  { method: 'GET', url: () => `/api/jobs/${theirJob.id}/board` },
  { method: 'GET', url: () => `/api/jobs/${theirJob.id}/stages/${theirStage()}/applications` },
  { method: 'GET', url: () => `/api/jobs/${myJob.id}/stages/${theirStage()}/applications` },
  {
    method: 'POST',
    url: () => `/api/jobs/${theirJob.id}/moves`,
    payload: () => ({ applicationIds: [theirApplication], stageId: theirStage() }),
  },
  {
    method: 'POST',
    url: () => `/api/jobs/${myJob.id}/moves`,
    payload: () => ({ applicationIds: [myApplication], stageId: theirStage() }),
  },
  {
    method: 'POST',
    url: () => `/api/jobs/${theirJob.id}/rejections`,
    payload: () => ({ applicationIds: [theirApplication], reason: 'outro' }),
  },
  {
    method: 'POST',
    url: () => `/api/applications/${theirApplication}/move`,
    payload: () => ({ stageId: theirStage() }),
  },
  {
    method: 'POST',
    url: () => `/api/applications/${theirApplication}/move`,
    payload: () => ({ stageId: myStage() }),
  },
  {
    method: 'POST',
    url: () => `/api/applications/${myApplication}/move`,
    payload: () => ({ stageId: theirStage() }),
  },
  {
    method: 'POST',
    url: () => `/api/applications/${theirApplication}/reject`,
    payload: () => ({ reason: 'outro' }),
  },
  { method: 'GET', url: () => `/api/applications/${theirApplication}` },
  { method: 'GET', url: () => `/api/applications/${theirApplication}/history` },
]

describe(`another company's jobs, stages and applications on ${testDatabaseKind}`, () => {
  it.each(CASES.map((item, index) => ({ ...item, index })))('#$index $method answers 404', async (item) => {
    const response = await call(ctx, item.method, item.url(), mine.cookie, item.payload?.())
    expect(response.statusCode, `${item.method} ${item.url()}: ${response.body}`).toBe(404)
    expect(response.json().error.code).toBe('NOT_FOUND')
  })

  it('left the other company’s job, stages and application as they were', async () => {
    const job: Job = (await call(ctx, 'GET', `/api/jobs/${theirJob.id}`, theirs.cookie)).json()
    expect(job).toMatchObject({ status: 'publicada', title: theirJob.title })
    expect(job.stages.map((stage) => [stage.id, stage.name])).toEqual(
      theirJob.stages.map((stage) => [stage.id, stage.name]),
    )
    expect(job.stages[0]?.count).toBe(1)
    const application = (
      await call(ctx, 'GET', `/api/applications/${theirApplication}`, theirs.cookie)
    ).json()
    expect(application.status).toBe('novo')
    const list = (await call(ctx, 'GET', '/api/jobs', theirs.cookie)).json()
    expect(list.items).toHaveLength(1)
  })

  it('never lists the other company’s jobs or filters by them', async () => {
    const list = (await call(ctx, 'GET', '/api/jobs', mine.cookie)).json()
    expect(list.items.map((item: { id: string }) => item.id)).toEqual([myJob.id])
    const filtered = (await call(ctx, 'GET', `/api/applications?job=${theirJob.id}`, mine.cookie)).json()
    expect(filtered.total).toBe(0)
  })
})
