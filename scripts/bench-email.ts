// E-mails to candidates through the job queue (issue 17): on PostgreSQL (a fresh database, dropped
// afterwards) with a local SMTP server, measures
//   1. the time from a status change (PATCH /api/applications/:id/status, with an automatic send of
//      "Aprovação" on "aprovado") to the e-mail accepted by SMTP, p50/p95 over --runs sends;
//   2. the sends per minute the queue sustains: --burst messages queued at once ("Enviar e-mail" to
//      many applications in one call), timed until SMTP has accepted the last one.
//
// Usage: npx tsx scripts/bench-email.ts [--runs=200] [--burst=1000]
//        BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres (admin URL; this is the default)

import { randomBytes, randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import pino from 'pino'
import { SMTPServer } from 'smtp-server'
import { buildApp } from '../src/server/app.ts'
import { openDatabase } from '../src/server/db/client.ts'
import { subscriptions } from '../src/server/db/schema/companies.ts'
import { candidateSubmissions, type StoredAnswer } from '../src/server/db/schema/submissions.ts'
import { loadEnv } from '../src/server/env.ts'
import { createMailer } from '../src/server/mail/mailer.ts'
import { createServices } from '../src/server/services.ts'
import { createConfirmedAccount, TEST_ORIGIN } from '../src/server/test/accounts.ts'
import { benchArgs, percentile } from './bench-support.ts'

const args = benchArgs()
const RUNS = Number(args.runs ?? 200)
const WARMUP = 10
const BURST = Number(args.burst ?? 1000)

/** Resolves when SMTP accepts a message to `to`. */
const waiting = new Map<string, (at: number) => void>()
let accepted = 0

async function main() {
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      // The envelope is reset once the message ends: read its recipients first.
      const recipients = session.envelope.rcptTo.map((rcpt) => rcpt.address)
      stream.on('data', () => {})
      stream.on('end', () => {
        const at = performance.now()
        accepted++
        callback()
        for (const address of recipients) waiting.get(address)?.(at)
      })
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  const port = (smtp.server.address() as AddressInfo).port

  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
  const name = `talentos_bench_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const dataDir = mkdtempSync(path.join(tmpdir(), 'talentos-bench-email-'))
  const database = await openDatabase({ databaseUrl: url.toString() })
  await database.migrate()
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    APP_URL: TEST_ORIGIN,
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01',
    LOG_LEVEL: 'silent',
  })
  const logger = pino({ level: 'silent' })
  // Staff e-mails (the sign-up confirmation) to the outbox; candidate e-mails to the SMTP server.
  const outbox = createMailer({ from: env.mailFrom, dataDir, logger })
  const viaSmtp = createMailer({ from: env.mailFrom, smtpUrl: `smtp://127.0.0.1:${port}`, dataDir, logger })
  const app = await buildApp({
    env,
    database,
    mailer: {
      send: (message) => (message.fromName ? viaSmtp.send(message) : outbox.send(message)),
      close() {
        outbox.close()
        viaSmtp.close()
      },
    },
    ...createServices({ env, database, logger }),
    logger: false,
  })
  try {
    await app.ready()
    const account = await createConfirmedAccount(app, dataDir, { companyName: 'Transportes Bandeirantes' })
    const headers = { cookie: account.cookie, origin: TEST_ORIGIN }
    const me = (await app.inject({ method: 'GET', url: '/api/me', headers })).json() as {
      company: { id: string }
    }
    const companyId = me.company.id
    await database.db
      .update(subscriptions)
      .set({ planType: 'ilimitado' })
      .where(sql`company_id = ${companyId}`)
    const rules = await app.inject({
      method: 'PUT',
      url: '/api/email/automations',
      headers,
      payload: {
        rules: [{ trigger: 'status:aprovado', templateKey: 'aprovacao', enabled: true, delayMinutes: 0 }],
        replyTo: null,
      },
    })
    if (rules.statusCode !== 200) throw new Error(`automations answered ${rules.statusCode}: ${rules.body}`)

    const total = WARMUP + RUNS + BURST
    const apps: { id: string; email: string }[] = []
    for (let start = 0; start < total; start += 500) {
      const rows = Array.from({ length: Math.min(500, total - start) }, (_, offset) => {
        const index = start + offset
        const email = `candidato${index}@example.com`
        const answer = (key: string, label: string, value: string): StoredAnswer => ({
          key,
          label,
          type: 'texto',
          step: 1,
          value,
        })
        apps.push({ id: randomUUID(), email })
        return {
          id: apps[index]?.id as string,
          companyId,
          status: 'novo' as const,
          emailKey: email,
          formData: { nome: answer('nome_completo', 'Nome Completo', `Candidato ${index}`) },
        }
      })
      await database.db.insert(candidateSubmissions).values(rows)
    }

    // 1. Status change → accepted by SMTP, one at a time.
    const durations: number[] = []
    for (let index = 0; index < WARMUP + RUNS; index++) {
      const target = apps[index] as { id: string; email: string }
      const arrived = new Promise<number>((resolve) => waiting.set(target.email, resolve))
      const started = performance.now()
      const response = await app.inject({
        method: 'PATCH',
        url: `/api/applications/${target.id}/status`,
        headers,
        payload: { status: 'aprovado' },
      })
      if (response.statusCode !== 200) throw new Error(`status answered ${response.statusCode}`)
      const at = await arrived
      waiting.delete(target.email)
      if (index >= WARMUP) durations.push(at - started)
    }
    durations.sort((a, b) => a - b)
    const load1 = loadavg()[0]?.toFixed(2)
    console.log(
      `status change → accepted by SMTP (${RUNS} sends, PostgreSQL): p50 ${percentile(durations, 50).toFixed(1)} ms, p95 ${percentile(durations, 95).toFixed(1)} ms (load average ${load1})`,
    )

    // 2. A burst queued at once: sustained sends per minute.
    const burst = apps.slice(WARMUP + RUNS)
    const before = accepted
    const done = new Promise<void>((resolve) => {
      const check = setInterval(() => {
        if (accepted - before >= burst.length) {
          clearInterval(check)
          resolve()
        }
      }, 5)
    })
    const started = performance.now()
    const { sendApplicationEmails, emailDeps } = await import('../src/server/features/email/email.service.ts')
    const { deliverEmailJob } = await import('../src/server/features/email/delivery-job.ts')
    const profile = await database.db.execute<{ id: string }>(
      sql`select id from profiles where company_id = ${companyId} limit 1`,
    )
    const caller = { companyId, role: 'admin' as const, userId: profile.rows[0]?.id ?? '' }
    await database.db.transaction((tx) =>
      sendApplicationEmails(
        tx,
        emailDeps(app.deps),
        caller,
        burst.map((item) => item.id),
        {
          templateKey: null,
          subject: 'Novidades, {{nome}}',
          body: 'Olá, {{nome}}! Temos novidades sobre {{vaga}}.',
        },
      ),
    )
    const queuedIn = performance.now() - started
    app.deps.queue.wake(deliverEmailJob)
    await done
    const seconds = (performance.now() - started) / 1000
    console.log(
      `burst of ${burst.length} e-mails (queued in ${queuedIn.toFixed(0)} ms): all accepted by SMTP in ${seconds.toFixed(1)} s = ${Math.round((burst.length / seconds) * 60)} sends/min (load average ${loadavg()[0]?.toFixed(2)})`,
    )
  } finally {
    await app.close()
    const client = new pg.Client({ connectionString: adminUrl })
    await client.connect()
    await client.query(`drop database if exists ${name} with (force)`)
    await client.end()
    rmSync(dataDir, { recursive: true, force: true })
    await new Promise<void>((resolve) => smtp.close(() => resolve()))
  }
}

await main()
