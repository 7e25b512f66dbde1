import { randomUUID } from 'node:crypto'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PRIVACY_RETENTION_DAYS } from '../shared/forms/privacy-notice.ts'
import { type Database, openDatabase } from './db/client.ts'
import { candidateSubmissions } from './db/schema/submissions.ts'
import { consent, fieldId, getForm, validAnswers } from './features/public-form/test-support.ts'
import { createS3Storage } from './storage/s3-storage.ts'
import { createConfirmedAccount, postJson, signUpData, TEST_ORIGIN, uniqueIp } from './test/accounts.ts'
import type { TestContext } from './test/app.ts'
import {
  type AppProcess,
  httpApp,
  type RoundRobinProxy,
  startAppProcess,
  startRoundRobinProxy,
} from './test/app-process.ts'
import { createSignedInCompany, submitTestApplication } from './test/applications.ts'
import { createPostgresTestDatabase } from './test/database.ts'
import { injectAs } from './test/inject.ts'
import { readOutbox } from './test/outbox.ts'
import { setCompanyPlan } from './test/plans.ts'
import { startTestS3Server, type TestS3Server } from './test/s3-server.ts'

const adminUrl = process.env.TEST_DATABASE_URL
const SUBMIT_LIMIT = 3

/**
 * README "Implantação em produção": N stateless app processes behind a load balancer, one
 * PostgreSQL, one S3-compatible store. Two real processes (src/server/main.ts under tsx) and a
 * round-robin proxy; every request of a case may land on either process.
 */
describe.skipIf(!adminUrl)(
  'two app processes on one PostgreSQL and one S3 store (needs TEST_DATABASE_URL, as CI sets)',
  () => {
    let s3: TestS3Server
    let dataDir: string
    let databaseUrl: string
    let dropDatabase: () => Promise<void>
    let database: Database
    let env: Record<string, string>
    const processes: AppProcess[] = []
    let proxy: RoundRobinProxy
    let ctx: TestContext

    beforeAll(async () => {
      s3 = await startTestS3Server('scale-out')
      dataDir = mkdtempSync(path.join(tmpdir(), 'talentos-scale-'))
      ;({ url: databaseUrl, drop: dropDatabase } = await createPostgresTestDatabase(adminUrl ?? ''))
      env = {
        NODE_ENV: 'production',
        DATABASE_URL: databaseUrl,
        // One DATA_DIR for both only so the test reads one outbox; files go to S3 (checked below).
        DATA_DIR: dataDir,
        APP_URL: TEST_ORIGIN,
        AUTH_SECRET: 'scale-out-secret-scale-out-secret-0123',
        TRUST_PROXY: 'true',
        PUBLIC_SUBMIT_RATE_MAX: String(SUBMIT_LIMIT),
        ...s3.envVars,
      }
      processes.push(...(await Promise.all([startAppProcess('a', env), startAppProcess('b', env)])))
      proxy = await startRoundRobinProxy(processes)
      database = await openDatabase({ databaseUrl })
      ctx = { app: httpApp(proxy.url), database, dataDir, close: async () => {} }
    })

    afterAll(async () => {
      if (proxy)
        console.info(`scale-out: requests served through the shared proxy: ${JSON.stringify(proxy.served)}`)
      await proxy?.close()
      await Promise.all(processes.map((process) => process.stop()))
      await database?.close()
      await dropDatabase?.()
      await s3?.stop()
      if (dataDir) rmSync(dataDir, { recursive: true, force: true })
    })

    it('keeps a session made on one process valid on the other', async () => {
      const company = await createConfirmedAccount(ctx.app, dataDir)
      const backends = new Set<string>()
      for (let round = 0; round < 4; round++) {
        const me = await injectAs(ctx.app, { url: '/api/me', as: company })
        expect(me.statusCode).toBe(200)
        expect(me.json().user.email).toBe(company.email)
        backends.add(String(me.headers['x-backend']))
      }
      expect([...backends].sort()).toEqual(['a', 'b'])
    })

    it('counts the public form rate limit across both processes', async () => {
      const company = await createSignedInCompany(ctx)
      const form = await getForm(ctx.app, company.slug)
      const ip = uniqueIp()
      const answers: { status: number; backend: string }[] = []
      for (let attempt = 0; attempt <= SUBMIT_LIMIT; attempt++) {
        const response = await postJson(
          ctx.app,
          `/api/public/forms/${company.slug}/submissions`,
          { id: randomUUID(), values: validAnswers(form), consent: consent({ sensitiveDataAccepted: true }) },
          { 'x-forwarded-for': ip },
        )
        answers.push({ status: response.statusCode, backend: String(response.headers['x-backend']) })
      }
      expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 429])
      expect(new Set(answers.map((answer) => answer.backend)).size).toBe(2)
    })

    it('serves a photo uploaded through one process from the other, out of the S3 store', async () => {
      const company = await createSignedInCompany(ctx)
      const id = await submitTestApplication(ctx, company.slug)
      const photoField = fieldId(await getForm(ctx.app, company.slug), 'foto')
      const answers = await Promise.all(
        [0, 1].map(() =>
          injectAs(ctx.app, { url: `/api/applications/${id}/files/${photoField}`, as: company }),
        ),
      )
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200])
      expect(new Set(answers.map((answer) => answer.headers['x-backend'])).size).toBe(2)
      const [first, second] = answers.map(
        (answer) => (answer as unknown as { rawPayload: Buffer }).rawPayload,
      )
      expect(first?.length).toBeGreaterThan(0)
      expect(first?.equals(second ?? Buffer.alloc(0))).toBe(true)
      const keys: string[] = []
      for await (const file of createS3Storage(s3.config).list(`submissions/${company.companyId}/`))
        keys.push(file.key)
      expect(keys).toHaveLength(1)
      expect(existsSync(path.join(dataDir, 'uploads'))).toBe(false)
    })

    it('runs each queued job once: one confirmation e-mail per sign-up, whichever process sends it', async () => {
      const emails = Array.from({ length: 6 }, () => signUpData().email)
      const answers = await Promise.all(
        emails.map((email) =>
          postJson(
            ctx.app,
            '/api/accounts/sign-up',
            signUpData({ email, companyName: `Empresa ${email.split('@')[0]}` }),
          ),
        ),
      )
      expect(answers.map((answer) => answer.statusCode)).toEqual(emails.map(() => 201))
      const mailsTo = async () =>
        (await readOutbox(dataDir)).filter((mail) => mail.to.some((to) => emails.includes(to)))
      const deadline = Date.now() + 30_000
      while ((await mailsTo()).length < emails.length && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200))
      }
      // Both processes poll the same queue; give a second delivery time to show up if there were one.
      await new Promise((resolve) => setTimeout(resolve, 3000))
      const mails = await mailsTo()
      expect(mails.map((mail) => mail.to[0]).sort()).toEqual([...emails].sort())
    })

    it('sends the daily retention sweep once per tick although both processes keep the schedule', async () => {
      const company = await createSignedInCompany(ctx)
      const old = await submitTestApplication(ctx, company.slug, {
        createdAt: new Date(Date.now() - (PRIVACY_RETENTION_DAYS + 30) * 86_400_000),
      })
      const { db } = database
      const schedules = await db.execute<{ count: number }>(
        sql`select count(*)::int as count from pgboss.schedule where name = 'retention.sweep'`,
      )
      expect(schedules.rows[0]?.count).toBe(1)
      // Make the sweep due now (it is daily at 03:00) and let the next clock check of either process fire it.
      await db.execute(sql`update pgboss.schedule set cron = '* * * * *' where name = 'retention.sweep'`)
      await db.execute(sql`update pgboss.version set cron_on = null`)
      const jobs = async () =>
        (
          await db.execute<{ state: string; output: unknown }>(
            sql`select state, output from pgboss.job where name = 'retention.sweep'`,
          )
        ).rows
      try {
        const deadline = Date.now() + 80_000
        while (!(await jobs()).some((job) => job.state === 'completed') && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 500))
        }
      } finally {
        await db.execute(sql`update pgboss.schedule set cron = '0 3 * * *' where name = 'retention.sweep'`)
      }
      await new Promise((resolve) => setTimeout(resolve, 3000))
      const ran = await jobs()
      expect(ran.map((job) => job.state)).toEqual(['completed'])
      const left = await db
        .select({ id: candidateSubmissions.id })
        .from(candidateSubmissions)
        .where(inArray(candidateSubmissions.id, [old]))
      expect(left).toEqual([])
      // Its photo left the shared store with it.
      const keys: string[] = []
      for await (const file of createS3Storage(s3.config).list(`submissions/${company.companyId}/`))
        keys.push(file.key)
      expect(keys).toEqual([])
    }, 120_000)

    it('loses no acknowledged submission when a process is killed (SIGKILL) in the middle of a burst', async () => {
      const extra = await startAppProcess('c', env)
      const burstProxy = await startRoundRobinProxy([processes[0] as AppProcess, extra])
      try {
        const app = httpApp(burstProxy.url)
        const company = await createSignedInCompany({ ...ctx, app })
        await setCompanyPlan(database.db, company.companyId, 'ilimitado')
        const form = await getForm(app, company.slug)
        const acknowledged: string[] = []
        let attempts = 0
        let killed = false
        const submitOne = async () => {
          const id = randomUUID()
          const ip = uniqueIp()
          // A candidate's browser retries a failed send with the same id (the server answers the first result).
          for (let attempt = 0; attempt < 6; attempt++) {
            attempts++
            const response = await postJson(
              app,
              `/api/public/forms/${company.slug}/submissions`,
              { id, values: validAnswers(form), consent: consent({ sensitiveDataAccepted: true }) },
              { 'x-forwarded-for': ip },
            ).catch(() => null)
            if (response?.statusCode === 201) {
              acknowledged.push(id)
              if (acknowledged.length === 8 && !killed) {
                killed = true
                extra.child.kill('SIGKILL')
              }
              return
            }
            await new Promise((resolve) => setTimeout(resolve, 200))
          }
        }
        const clients = 6
        const perClient = 5
        await Promise.all(
          Array.from({ length: clients }, async () => {
            for (let index = 0; index < perClient; index++) await submitOne()
          }),
        )
        const stored = await database.db
          .select({ id: candidateSubmissions.id })
          .from(candidateSubmissions)
          .where(inArray(candidateSubmissions.id, acknowledged))
        console.info(
          `scale-out burst: ${clients * perClient} submissions, ${attempts} attempts, ${acknowledged.length} acknowledged, ` +
            `${stored.length} stored; served by a=${burstProxy.served.a} c=${burstProxy.served.c} (c killed after 8); ` +
            `earlier cases: a=${proxy.served.a} b=${proxy.served.b}`,
        )
        expect(killed).toBe(true)
        expect(acknowledged).toHaveLength(clients * perClient)
        expect(stored.map((row) => row.id).sort()).toEqual([...acknowledged].sort())
      } finally {
        await burstProxy.close()
        await extra.stop('SIGKILL')
      }
    }, 180_000)
  },
)
