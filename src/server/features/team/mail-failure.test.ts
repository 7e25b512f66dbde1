import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMailer, type Mailer } from '../../mail/mailer.ts'
import { uniqueEmail } from '../../test/accounts.ts'
import { createTestApp, type TestContext } from '../../test/app.ts'
import { createSignedInCompany, type SignedInCompany } from '../../test/applications.ts'
import { testDatabaseKind } from '../../test/database.ts'
import { injectAs } from '../../test/inject.ts'

/** A mailer whose SMTP server goes down when the test says so. */
let smtpDown = false
/** The app's outbox, once the app's DATA_DIR exists (the sign-up helper reads its mails there). */
let outbox: Mailer | undefined
const flakyMailer: Mailer = {
  async send(message) {
    if (smtpDown || !outbox) throw new Error('connect ECONNREFUSED 127.0.0.1:587')
    return outbox.send(message)
  },
  close: () => outbox?.close(),
}

let ctx: TestContext
let company: SignedInCompany
beforeAll(async () => {
  ctx = await createTestApp({ mailer: flakyMailer })
  outbox = createMailer({
    from: 'Talentos <nao-responda@localhost>',
    dataDir: ctx.dataDir,
    logger: pino({ level: 'silent' }),
  })
  company = await createSignedInCompany(ctx)
})
afterAll(async () => {
  await ctx.close()
})

function call(method: 'GET' | 'POST', url: string, payload?: object) {
  return injectAs(ctx.app, { method, url, as: company, payload })
}

describe(`e-mails that cannot be sent on ${testDatabaseKind}`, () => {
  it('an invitation whose e-mail fails answers 503 in pt-BR and holds no seat', async () => {
    expect((await call('POST', '/api/billing/plan', { plan: 'basico' })).statusCode).toBe(200)
    smtpDown = true
    try {
      const invited = await call('POST', '/api/team/invitations', {
        fullName: 'Pessoa Convidada',
        email: uniqueEmail(),
        role: 'padrao',
      })
      expect(invited.statusCode).toBe(503)
      expect(invited.json().error.message).toBe(
        'Não foi possível enviar o e-mail do convite agora. Tente novamente em alguns minutos.',
      )
    } finally {
      smtpDown = false
    }
    const team = (await call('GET', '/api/team')).json()
    expect(team.invitations).toEqual([])
    expect(team.usage).toMatchObject({ used: 1 })
  })

  it('an e-mail change whose confirmation fails answers 503 and leaves nothing pending', async () => {
    smtpDown = true
    try {
      const change = await call('POST', '/api/profile/email', {
        newEmail: uniqueEmail(),
        currentPassword: company.password,
      })
      expect(change.statusCode, change.body).toBe(503)
      expect(change.json().error.message).toBe(
        'Não foi possível enviar o e-mail de confirmação agora. Tente novamente em alguns minutos.',
      )
    } finally {
      smtpDown = false
    }
    const pending = await call('GET', '/api/profile/email')
    expect(pending.statusCode).toBe(200)
    expect(pending.json()).toMatchObject({ pending: null })
  })
})
