import { expect, test } from '@playwright/test'
import { createConfirmedCompany, signIn } from '../support/accounts.ts'

test('createConfirmedCompany + signIn give the page a session on the new company', async ({
  page,
  request,
}) => {
  const company = await createConfirmedCompany(request, { companyName: 'Suporte Ágil Ltda' })
  expect(company.publicFormUrl).toMatch(/^suporte-agil-ltda(-\d+)?$/)

  const before = await page.request.get('/api/me')
  expect(before.status()).toBe(401)

  await signIn(page, company)
  const me = await page.request.get('/api/me')
  expect(me.status()).toBe(200)
  expect(await me.json()).toMatchObject({
    user: { email: company.email },
    fullName: company.fullName,
    role: 'admin',
    company: { name: company.companyName, publicFormUrl: company.publicFormUrl },
  })
  const cookies = await page.context().cookies()
  const session = cookies.find((cookie) => cookie.name === 'talentos.session_token')
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' })
})
