import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { PlanId } from '../../../shared/plans.ts'
import type { CompanySettings, PublicLink } from '../../../shared/settings/company-settings.ts'
import { companySlugRedirects } from '../../db/schema/companies.ts'
import { createTestApp, type TestContext } from '../../test/app.ts'
import { createSignedInCompany, type SignedInCompany, setRole } from '../../test/applications.ts'
import { injectAs } from '../../test/inject.ts'
import { setCompanyPlan } from '../../test/plans.ts'

let ctx: TestContext
/** Two fresh companies per case: every case changes its own settings and slugs. */
let acme: SignedInCompany
let other: SignedInCompany

function call(
  method: 'GET' | 'PUT',
  url: string,
  cookie: string | undefined,
  payload?: Record<string, unknown>,
) {
  return injectAs(ctx.app, { method, url, as: cookie, payload })
}

function setPlan(company: SignedInCompany, plan: PlanId) {
  return setCompanyPlan(ctx.database.db, company.companyId, plan)
}

const valid: CompanySettings = {
  name: 'Acme Configurada',
  address: 'Rua das Flores, 10 - São Paulo/SP',
  phone: '(11)98765-4321',
  customLink: 'https://acme.com.br',
}

beforeAll(async () => {
  ctx = await createTestApp()
})

beforeEach(async () => {
  acme = await createSignedInCompany(ctx, { companyName: 'Acme Configurações' })
  other = await createSignedInCompany(ctx, { companyName: 'Outra Configurações' })
})

afterAll(async () => {
  await ctx?.close()
})

describe('company settings', () => {
  it('answers the company data, then saves and keeps it', async () => {
    const before = await call('GET', '/api/settings/company', acme.cookie)
    expect(before.statusCode).toBe(200)
    expect(before.json()).toEqual({ name: 'Acme Configurações', address: '', phone: '', customLink: '' })
    const saved = await call('PUT', '/api/settings/company', acme.cookie, valid)
    expect(saved.statusCode, saved.body).toBe(200)
    expect((await call('GET', '/api/settings/company', acme.cookie)).json()).toEqual(valid)
    // The custom link is the company's site, linked from its public form.
    const form = await ctx.app.inject({ method: 'GET', url: `/api/public/forms/${acme.slug}` })
    expect(form.json()).toMatchObject({ companyName: 'Acme Configurada', companySite: 'https://acme.com.br' })
    const landline = await call('PUT', '/api/settings/company', acme.cookie, {
      ...valid,
      phone: '(11)3333-4444',
    })
    expect(landline.json().phone).toBe('(11)3333-4444')
    // The other company is untouched.
    expect((await call('GET', '/api/settings/company', other.cookie)).json().name).toBe('Outra Configurações')
  })

  it.each([
    [{ ...valid, name: '  ' }, 'name', 'Informe o nome da empresa.'],
    [
      { ...valid, phone: '11987654321' },
      'phone',
      'Telefone inválido. Use o formato (00)00000-0000 ou (00)0000-0000.',
    ],
    [
      { ...valid, customLink: 'javascript:alert(1)' },
      'customLink',
      'Link inválido. Use um endereço completo, começando com http:// ou https://.',
    ],
  ])('refuses bad input with 400 and the field message', async (body, field, message) => {
    const answer = await call('PUT', '/api/settings/company', acme.cookie, body)
    expect(answer.statusCode).toBe(400)
    expect(answer.json().error.details.fields[field]).toBe(message)
  })

  it('refuses a body that is not an object with 400', async () => {
    const answer = await call('PUT', '/api/settings/company', acme.cookie, { name: 5 })
    expect(answer.statusCode).toBe(400)
  })

  it('is for admins only: premium and padrao get 403, no session 401', async () => {
    const staff = await createSignedInCompany(ctx, { companyName: 'Papéis Configurações' })
    expect((await call('GET', '/api/settings/company', undefined)).statusCode).toBe(401)
    for (const role of ['premium', 'padrao'] as const) {
      await setRole(ctx.database.db, staff.userId, role)
      expect((await call('GET', '/api/settings/company', staff.cookie)).statusCode).toBe(403)
      expect((await call('PUT', '/api/settings/company', staff.cookie, valid)).statusCode).toBe(403)
    }
    // premium may read the public link; padrao may not.
    await setRole(ctx.database.db, staff.userId, 'premium')
    expect((await call('GET', '/api/settings/public-link', staff.cookie)).statusCode).toBe(200)
    await setRole(ctx.database.db, staff.userId, 'padrao')
    expect((await call('GET', '/api/settings/public-link', staff.cookie)).statusCode).toBe(403)
  })
})

describe('public link', () => {
  it('shows {APP_URL}/f/{slug}; gratuito cannot change it (403 PLAN_REQUIRED, Básico and up can)', async () => {
    await setPlan(acme, 'gratuito')
    const link: PublicLink = (await call('GET', '/api/settings/public-link', acme.cookie)).json()
    expect(link).toEqual({
      slug: acme.slug,
      url: `http://localhost:3000/f/${acme.slug}`,
      canCustomize: false,
    })
    const answer = await call('PUT', '/api/settings/public-link', acme.cookie, { slug: 'acme-vagas' })
    expect(answer.statusCode).toBe(403)
    expect(answer.json().error).toEqual({
      code: 'PLAN_REQUIRED',
      message: 'Disponível a partir do plano Básico.',
      details: { feature: 'customPublicLink', requiredPlan: 'basico' },
    })
    await setPlan(acme, 'basico')
    expect((await call('GET', '/api/settings/public-link', acme.cookie)).json().canCustomize).toBe(true)
    const slug = `acme-basico-${Date.now()}`
    const basico = await call('PUT', '/api/settings/public-link', acme.cookie, { slug })
    expect(basico.statusCode, basico.body).toBe(200)
  })

  it.each(['Acme', 'acme vagas', 'acme_vagas', 'ação', '', 'a/b'])(
    'refuses the slug %j with 422',
    async (slug) => {
      await setPlan(acme, 'profissional')
      const answer = await call('PUT', '/api/settings/public-link', acme.cookie, { slug })
      expect(answer.statusCode).toBe(422)
      expect(answer.json().error.message).toBe(
        'URL inválida. Use apenas letras minúsculas, números e hífens.',
      )
    },
  )

  it('changes the slug; the old one redirects, stays reserved 180 days, then another company may claim it', async () => {
    await setPlan(acme, 'ilimitado')
    const old = acme.slug
    const answer = await call('PUT', '/api/settings/public-link', acme.cookie, { slug: 'acme-vagas-2026' })
    expect(answer.statusCode, answer.body).toBe(200)
    expect(answer.json()).toEqual({
      slug: 'acme-vagas-2026',
      url: 'http://localhost:3000/f/acme-vagas-2026',
      canCustomize: true,
    })
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/public/forms/acme-vagas-2026' })).statusCode,
    ).toBe(200)
    const redirect = await ctx.app.inject({ method: 'GET', url: `/f/${old}` })
    expect(redirect.statusCode).toBe(302)
    expect(redirect.headers.location).toBe('/f/acme-vagas-2026')
    // Not a redirect: an unknown slug goes on to the web app's not-found handling.
    expect((await ctx.app.inject({ method: 'GET', url: '/f/nunca-existiu' })).statusCode).toBe(404)

    // Within 180 days the old slug stays reserved for its former company (decision 016)…
    await setPlan(other, 'profissional')
    const early = await call('PUT', '/api/settings/public-link', other.cookie, { slug: old })
    expect(early.statusCode).toBe(409)
    expect(early.json().error.message).toBe('Esta URL já está em uso. Por favor, escolha outra.')
    expect((await ctx.app.inject({ method: 'GET', url: `/f/${old}` })).headers.location).toBe(
      '/f/acme-vagas-2026',
    )
    // …after that, the other company takes it: it is theirs now, no redirect.
    await ctx.database.db
      .update(companySlugRedirects)
      .set({ updatedAt: new Date(Date.now() - 181 * 24 * 60 * 60 * 1000) })
      .where(eq(companySlugRedirects.slug, old))
    const claim = await call('PUT', '/api/settings/public-link', other.cookie, { slug: old })
    expect(claim.statusCode, claim.body).toBe(200)
    expect((await ctx.app.inject({ method: 'GET', url: `/f/${old}` })).statusCode).toBe(404)
    const form = await ctx.app.inject({ method: 'GET', url: `/api/public/forms/${old}` })
    expect(form.json().companyName).toBe('Outra Configurações')
  })

  it('lets a company take back its own released slug at any time', async () => {
    await setPlan(acme, 'profissional')
    const start = acme.slug
    expect(
      (await call('PUT', '/api/settings/public-link', acme.cookie, { slug: 'acme-ida' })).statusCode,
    ).toBe(200)
    const back = await call('PUT', '/api/settings/public-link', acme.cookie, { slug: start })
    expect(back.statusCode, back.body).toBe(200)
    expect(back.json().slug).toBe(start)
  })

  it("refuses another company's slug with 409; keeping one's own slug is fine", async () => {
    await setPlan(acme, 'basico')
    const taken = await call('PUT', '/api/settings/public-link', acme.cookie, { slug: other.slug })
    expect(taken.statusCode).toBe(409)
    expect(taken.json().error.message).toBe('Esta URL já está em uso. Por favor, escolha outra.')
    const same = await call('PUT', '/api/settings/public-link', acme.cookie, { slug: acme.slug })
    expect(same.statusCode).toBe(200)
  })

  it('two companies racing for one slug: one wins, the other gets the 409 message', async () => {
    await setPlan(acme, 'profissional')
    await setPlan(other, 'profissional')
    const answers = await Promise.all(
      [acme, other].map((company) =>
        call('PUT', '/api/settings/public-link', company.cookie, { slug: 'vaga-disputada' }),
      ),
    )
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409])
    const loser = answers.find((answer) => answer.statusCode === 409)
    expect(loser?.json().error.message).toBe('Esta URL já está em uso. Por favor, escolha outra.')
  })
})
