import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postJson, signUpData, uniqueEmail } from '../test/accounts.ts'
import { createTestApp, type TestContext } from '../test/app.ts'
import { testDatabaseKind } from '../test/database.ts'
import { RESET_REQUESTED_MESSAGE } from './auth.routes.ts'

/** A real SMTP server that takes as long as a slow provider (~300 ms) to accept each message. */
const SMTP_DELAY_MS = 300

let ctx: TestContext
let smtp: SMTPServer
const delivered: string[] = []

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () =>
        setTimeout(() => {
          delivered.push(Buffer.concat(chunks).toString('utf8'))
          callback()
        }, SMTP_DELAY_MS),
      )
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  const port = (smtp.server.address() as AddressInfo).port
  ctx = await createTestApp({
    env: { SMTP_URL: `smtp://127.0.0.1:${port}` },
    // Room for 20 requests on one address: the per-e-mail limit is not what this test measures.
    rateLimits: { passwordResetRequestPerEmail: { window: 900, max: 100 } },
  })
})
afterAll(async () => {
  await ctx.close()
  await new Promise<void>((resolve) => smtp.close(() => resolve()))
})

const TRIES = 20

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] as number
}

describe(`password-reset requests do not reveal accounts (issue 12, ${testDatabaseKind})`, () => {
  it(`answers a registered and an unknown e-mail alike, within 50 ms over ${TRIES} tries`, async () => {
    const account = signUpData()
    expect((await postJson(ctx.app, '/api/accounts/sign-up', account)).statusCode).toBe(201)
    const request = async (email: string) => {
      const started = performance.now()
      const response = await postJson(ctx.app, '/api/auth/request-password-reset', {
        email,
        redirectTo: '/redefinir-senha',
      })
      const elapsed = performance.now() - started
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({ status: true, message: RESET_REQUESTED_MESSAGE })
      return elapsed
    }
    // Warm both paths once (first queries, JIT) before measuring.
    await request(account.email)
    await request(uniqueEmail())
    const known: number[] = []
    const unknown: number[] = []
    // Interleaved, so a slow moment of a shared machine hits both sides alike.
    for (let attempt = 0; attempt < TRIES; attempt++) {
      known.push(await request(account.email))
      unknown.push(await request(uniqueEmail()))
    }
    const summary = `known ${median(known).toFixed(1)} ms, unknown ${median(unknown).toFixed(1)} ms`
    expect(Math.abs(median(known) - median(unknown)), summary).toBeLessThan(50)
    // The registered address does get its links, after the answers (plus the sign-up confirmation).
    await expect
      .poll(() => delivered.filter((raw) => raw.includes(account.email)).length, { timeout: 30_000 })
      .toBe(1 + 1 + TRIES)
  })
})
