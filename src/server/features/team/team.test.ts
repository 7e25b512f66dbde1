import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Invitation, TeamResponse } from '../../../shared/team/api.ts'
import { session } from '../../db/schema/auth.ts'
import { invitations } from '../../db/schema/team.ts'
import { cookieHeader, postJson, TEST_ORIGIN, uniqueEmail, uniqueIp } from '../../test/accounts.ts'
import { createTestApp, type TestContext } from '../../test/app.ts'
import { createSignedInCompany, type SignedInCompany } from '../../test/applications.ts'
import { testDatabaseKind } from '../../test/database.ts'
import { injectAs } from '../../test/inject.ts'
import { lastMailTo } from '../../test/outbox.ts'
import { setCompanyPlan } from '../../test/plans.ts'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestApp()
})
afterAll(async () => {
  await ctx.close()
})

function call(
  cookie: string,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
) {
  return injectAs(ctx.app, { method, url, as: cookie, payload })
}

async function team(company: SignedInCompany, q?: string): Promise<TeamResponse> {
  const response = await call(company.cookie, 'GET', `/api/team${q ? `?q=${encodeURIComponent(q)}` : ''}`)
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as TeamResponse
}

async function inviteAndGetToken(
  company: SignedInCompany,
  values: { fullName?: string; email?: string; role?: string } = {},
): Promise<{ invitation: Invitation; token: string; email: string }> {
  const email = values.email ?? uniqueEmail('convidado')
  const response = await call(company.cookie, 'POST', '/api/team/invitations', {
    fullName: values.fullName ?? 'Carla Dias',
    email,
    role: values.role ?? 'padrao',
  })
  expect(response.statusCode, response.body).toBe(201)
  const mail = await lastMailTo(ctx.dataDir, email, { subject: /Convite/ })
  const link = mail.links.find((candidate) => candidate.includes('/convite?token='))
  if (!link) throw new Error('no invitation link')
  return {
    invitation: response.json() as Invitation,
    token: new URL(link).searchParams.get('token') ?? '',
    email,
  }
}

async function accept(token: string, password = 'senha-do-convite-1') {
  return postJson(ctx.app, '/api/invitations/accept', { token, password, confirmPassword: password })
}

async function signIn(email: string, password: string) {
  return postJson(ctx.app, '/api/auth/sign-in/email', { email, password })
}

describe(`team invitations on ${testDatabaseKind}`, () => {
  it('invites by e-mail in pt-BR, and the link sets a password and joins the company with the role', async () => {
    const company = await createSignedInCompany(ctx, { companyName: 'Dias Recrutamento' })
    await setCompanyPlan(ctx.database.db, company.companyId, 'basico')
    const { token, email } = await inviteAndGetToken(company, { fullName: 'Carla Dias', role: 'premium' })
    const mail = await lastMailTo(ctx.dataDir, email, { subject: /Convite/ })
    expect(mail.subject).toBe('Convite para a equipe Dias Recrutamento no Talentos')
    expect(mail.text).toContain('como Premium')
    expect(mail.text).toContain('O convite vale por 7 dias.')

    const listed = await team(company)
    expect(listed.invitations.map((item) => item.email)).toEqual([email])
    expect(listed.usage).toEqual({ used: 2, limit: 2, planName: 'Básico' })

    const preview = await ctx.app.inject({ method: 'GET', url: `/api/invitations/${token}` })
    expect(preview.json()).toEqual({
      email,
      fullName: 'Carla Dias',
      role: 'premium',
      companyName: 'Dias Recrutamento',
    })

    const short = await postJson(ctx.app, '/api/invitations/accept', {
      token,
      password: 'curta',
      confirmPassword: 'curta',
    })
    expect(short.statusCode).toBe(400)
    expect(await accept(token)).toMatchObject({ statusCode: 201 })
    expect((await accept(token)).statusCode).toBe(404)

    const signedIn = await signIn(email, 'senha-do-convite-1')
    expect(signedIn.statusCode, signedIn.body).toBe(200)
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: cookieHeader(signedIn) },
    })
    expect(me.json()).toMatchObject({ role: 'premium', company: { id: company.companyId } })

    const after = await team(company)
    expect(after.invitations).toEqual([])
    expect(after.members.map((member) => [member.fullName, member.role, member.active])).toEqual([
      ['Maria Souza', 'admin', true],
      ['Carla Dias', 'premium', true],
    ])
    expect((await team(company, 'carla')).members.map((member) => member.email)).toEqual([email])
    expect((await team(company, email.slice(0, 12).toUpperCase())).members).toHaveLength(1)
    expect((await team(company, '100%_')).members).toEqual([])
  })

  it('accepts one link once when two people send it at the same moment', async () => {
    const company = await createSignedInCompany(ctx)
    await setCompanyPlan(ctx.database.db, company.companyId, 'basico')
    const { token } = await inviteAndGetToken(company)
    const answers = await Promise.all([accept(token), accept(token)])
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 404])
    expect((await team(company)).members).toHaveLength(2)
  })

  it('limits accept attempts per address, wrong links included', async () => {
    const ip = uniqueIp()
    const attempt = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/invitations/accept',
        payload: {
          token: 'x'.repeat(43),
          password: 'senha-do-convite-1',
          confirmPassword: 'senha-do-convite-1',
        },
        headers: { origin: TEST_ORIGIN, 'x-forwarded-for': ip },
      })
    const statuses: number[] = []
    for (let index = 0; index < 11; index++) statuses.push((await attempt()).statusCode)
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(404))
    const limited = await attempt()
    expect(limited.statusCode).toBe(429)
    expect(limited.json().error.message).toMatch(/^Muitas tentativas\. Tente novamente em \d+ minutos?\.$/)
    expect(limited.headers['retry-after']).toBeDefined()
  })

  it('refuses an invitation over the plan limit; pending invitations count, expired ones do not', async () => {
    const company = await createSignedInCompany(ctx)
    const onFree = await call(company.cookie, 'POST', '/api/team/invitations', {
      fullName: 'Pessoa Extra',
      email: uniqueEmail(),
      role: 'padrao',
    })
    expect(onFree.statusCode).toBe(422)
    expect(onFree.json().error.message).toBe(
      'Limite de usuários atingido: o plano Gratuito permite até 1 usuário.',
    )

    await setCompanyPlan(ctx.database.db, company.companyId, 'basico')
    const { invitation, token } = await inviteAndGetToken(company)
    const second = await call(company.cookie, 'POST', '/api/team/invitations', {
      fullName: 'Pessoa Extra',
      email: uniqueEmail(),
      role: 'padrao',
    })
    expect(second.statusCode).toBe(422)
    expect(second.json().error.details).toEqual({ reason: 'USER_LIMIT', plan: 'Básico', limit: 2 })

    await ctx.database.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, invitation.id))
    expect((await ctx.app.inject({ method: 'GET', url: `/api/invitations/${token}` })).statusCode).toBe(404)
    const expiredAccept = await accept(token)
    expect(expiredAccept.statusCode).toBe(404)
    expect(expiredAccept.json().error.message).toBe(
      'Este convite é inválido ou expirou. Peça um novo convite ao administrador.',
    )
    const listed = await team(company)
    expect(listed.invitations[0]?.expired).toBe(true)
    expect(listed.usage.used).toBe(1)

    // Resending renews it (new link, old one dead); cancelling frees the seat.
    const resent = await call(company.cookie, 'POST', `/api/team/invitations/${invitation.id}/resend`)
    expect(resent.statusCode, resent.body).toBe(200)
    expect((resent.json() as Invitation).expired).toBe(false)
    const mail = await lastMailTo(ctx.dataDir, invitation.email, { subject: /Convite/ })
    const newToken = new URL(mail.links.find((link) => link.includes('/convite?')) ?? '').searchParams.get(
      'token',
    )
    expect(newToken).not.toBe(token)
    expect((await ctx.app.inject({ method: 'GET', url: `/api/invitations/${newToken}` })).statusCode).toBe(
      200,
    )
    expect((await accept(token)).statusCode).toBe(404)

    expect((await call(company.cookie, 'DELETE', `/api/team/invitations/${invitation.id}`)).statusCode).toBe(
      204,
    )
    expect((await call(company.cookie, 'DELETE', `/api/team/invitations/${invitation.id}`)).statusCode).toBe(
      404,
    )
    expect((await ctx.app.inject({ method: 'GET', url: `/api/invitations/${newToken}` })).statusCode).toBe(
      404,
    )
    expect((await team(company)).usage.used).toBe(1)
  })

  it('answers clear messages for e-mails already in use and for bad input', async () => {
    const company = await createSignedInCompany(ctx)
    const other = await createSignedInCompany(ctx)
    await setCompanyPlan(ctx.database.db, company.companyId, 'ilimitado')
    const elsewhere = await call(company.cookie, 'POST', '/api/team/invitations', {
      fullName: 'Outra Pessoa',
      email: other.email.toUpperCase(),
      role: 'padrao',
    })
    expect(elsewhere.statusCode).toBe(409)
    expect(elsewhere.json().error.message).toBe(
      'Este e-mail já está cadastrado em outra empresa no Talentos e não pode ser convidado.',
    )
    const self = await call(company.cookie, 'POST', '/api/team/invitations', {
      fullName: 'Eu Mesma',
      email: company.email,
      role: 'padrao',
    })
    expect(self.json().error.message).toBe('Este e-mail já faz parte da sua equipe.')
    const { email } = await inviteAndGetToken(company)
    const twice = await call(company.cookie, 'POST', '/api/team/invitations', {
      fullName: 'Carla Dias',
      email,
      role: 'padrao',
    })
    expect(twice.statusCode).toBe(409)

    for (const payload of [
      { fullName: 'Ana', email: 'nao-e-email', role: 'padrao' },
      { fullName: 'Ana Lima', email: uniqueEmail(), role: 'dono' },
      { fullName: 'A', email: uniqueEmail(), role: 'padrao' },
      {},
    ]) {
      const response = await call(company.cookie, 'POST', '/api/team/invitations', payload)
      expect(response.statusCode).toBe(400)
      expect(response.json().error.message).toBe('Dados inválidos. Verifique os campos e tente novamente.')
    }
    expect((await call(company.cookie, 'DELETE', '/api/team/invitations/nao-uuid')).statusCode).toBe(400)
    expect((await call(company.cookie, 'PATCH', `/api/team/members/${company.userId}`, {})).statusCode).toBe(
      400,
    )
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/invitations/token-inventado' })).statusCode,
    ).toBe(404)
  })
})

describe(`team members on ${testDatabaseKind}`, () => {
  async function companyWithMember(role = 'padrao') {
    const company = await createSignedInCompany(ctx)
    await setCompanyPlan(ctx.database.db, company.companyId, 'profissional')
    const { token, email } = await inviteAndGetToken(company, { role, fullName: 'Bruno Lima' })
    await accept(token)
    const member = (await team(company)).members.find((item) => item.email === email)
    if (!member) throw new Error('member not listed')
    const signedIn = await signIn(email, 'senha-do-convite-1')
    return { company, member, email, cookie: cookieHeader(signedIn) }
  }

  it('edits the name and the role', async () => {
    const { company, member, cookie } = await companyWithMember()
    const renamed = await call(company.cookie, 'PATCH', `/api/team/members/${member.id}`, {
      fullName: ' Bruno Lima Filho ',
    })
    expect(renamed.json()).toMatchObject({ fullName: 'Bruno Lima Filho', role: 'padrao' })
    const promoted = await call(company.cookie, 'PATCH', `/api/team/members/${member.id}`, {
      role: 'premium',
    })
    expect(promoted.json()).toMatchObject({ role: 'premium' })
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })
    expect(me.json()).toMatchObject({ role: 'premium', fullName: 'Bruno Lima Filho' })
  })

  it('deactivating ends the sessions and refuses sign-in; reactivating lets the member back', async () => {
    const { company, member, email, cookie } = await companyWithMember()
    const off = await call(company.cookie, 'PATCH', `/api/team/members/${member.id}`, { active: false })
    expect(off.json()).toMatchObject({ active: false })
    expect(await ctx.database.db.select().from(session).where(eq(session.userId, member.id))).toEqual([])
    expect((await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).statusCode).toBe(
      401,
    )
    const refused = await signIn(email, 'senha-do-convite-1')
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error.message).toBe(
      'Sua conta foi desativada. Fale com o administrador da sua empresa.',
    )
    const wrongPassword = await signIn(email, 'senha-errada-123')
    expect(wrongPassword.statusCode).toBe(401)

    await call(company.cookie, 'PATCH', `/api/team/members/${member.id}`, { active: true })
    expect((await signIn(email, 'senha-do-convite-1')).statusCode).toBe(200)
  })

  it('keeps one active admin: the last one can be neither demoted, deactivated nor removed', async () => {
    const { company, member } = await companyWithMember('padrao')
    const demote = await call(company.cookie, 'PATCH', `/api/team/members/${company.userId}`, {
      role: 'padrao',
    })
    expect(demote.statusCode).toBe(422)
    expect(demote.json().error.message).toBe('A empresa precisa de pelo menos um administrador ativo.')
    const deactivate = await call(company.cookie, 'PATCH', `/api/team/members/${company.userId}`, {
      active: false,
    })
    expect(deactivate.statusCode).toBe(422)
    const remove = await call(company.cookie, 'DELETE', `/api/team/members/${company.userId}`)
    expect(remove.statusCode).toBe(422)

    // With a second admin, the first may step down.
    await call(company.cookie, 'PATCH', `/api/team/members/${member.id}`, { role: 'admin' })
    const stepDown = await call(company.cookie, 'PATCH', `/api/team/members/${company.userId}`, {
      role: 'premium',
    })
    expect(stepDown.statusCode, stepDown.body).toBe(200)
  })

  it('removes a member: their account is gone', async () => {
    const { company, member, email, cookie } = await companyWithMember()
    expect((await call(company.cookie, 'DELETE', `/api/team/members/${member.id}`)).statusCode).toBe(204)
    expect((await team(company)).members.map((item) => item.id)).toEqual([company.userId])
    expect((await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).statusCode).toBe(
      401,
    )
    expect((await signIn(email, 'senha-do-convite-1')).statusCode).toBe(401)
    expect((await call(company.cookie, 'DELETE', `/api/team/members/${member.id}`)).statusCode).toBe(404)
  })

  it("answers 404 for another company's members and invitations", async () => {
    const { company, member } = await companyWithMember()
    const other = await createSignedInCompany(ctx)
    await setCompanyPlan(ctx.database.db, other.companyId, 'basico')
    const { invitation } = await inviteAndGetToken(company)
    for (const [method, url, payload] of [
      ['PATCH', `/api/team/members/${member.id}`, { role: 'admin' }],
      ['PATCH', `/api/team/members/${company.userId}`, { active: false }],
      ['DELETE', `/api/team/members/${member.id}`, undefined],
      ['POST', `/api/team/invitations/${invitation.id}/resend`, undefined],
      ['DELETE', `/api/team/invitations/${invitation.id}`, undefined],
    ] as const) {
      const response = await call(other.cookie, method, url, payload)
      expect(response.statusCode, `${method} ${url}`).toBe(404)
    }
    expect((await team(other)).members.map((item) => item.id)).toEqual([other.userId])
    expect((await team(company)).members.find((item) => item.id === member.id)?.role).toBe('padrao')
  })
})
