import { createConfirmedCompany, signIn } from '../support/accounts.ts'
import { expect, test } from '../support/fixtures.ts'

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

test('each test gets its own client address for the rate limits', async ({ page }) => {
  // Eleven wrong logins from one address: the sign-in limit (10 per minute) answers the last with 429
  // and a pt-BR message; the next test, on another address, is not affected.
  let last = 0
  for (let attempt = 0; attempt < 11; attempt++) {
    const response = await page.request.post('/api/auth/sign-in/email', {
      data: { email: `ninguem${attempt}@empresa.com.br`, password: 'senha-errada-1' },
    })
    last = response.status()
    if (last === 429) {
      const body = await response.json()
      expect(body.error.message).toMatch(
        /^Muitas tentativas\. Tente novamente em \d+ (segundos?|minutos?)\.$/,
      )
      expect(response.headers()['retry-after']).toBeDefined()
    }
  }
  expect(last).toBe(429)
})
