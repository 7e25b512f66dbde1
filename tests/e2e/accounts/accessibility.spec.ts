import type { Page } from '@playwright/test'
import { createConfirmedCompany, newAccount, signIn, signUpByApi } from '../support/accounts.ts'
import { expect, test } from '../support/fixtures.ts'
import { confirmationLink } from '../support/mail.ts'
import { expectNoAxeViolations, screenshot, WCAG_AA_TAGS } from '../support/page-checks.ts'

/** Every page of the accounts issue, as a visitor sees it, with what must show before checking. */
const publicPages: { name: string; path: string; ready: (page: Page) => Promise<void> }[] = [
  {
    name: 'sign-up',
    path: '/cadastre-se',
    ready: (page) => expect(page.getByRole('heading', { name: 'Crie sua conta grátis' })).toBeVisible(),
  },
  {
    name: 'sign-in',
    path: '/entrar',
    ready: (page) => expect(page.getByRole('heading', { name: 'Entrar', level: 1 })).toBeVisible(),
  },
  {
    name: 'forgot-password',
    path: '/esqueci-senha',
    ready: (page) => expect(page.getByRole('heading', { name: 'Esqueceu sua senha?' })).toBeVisible(),
  },
  {
    name: 'reset-password',
    path: '/redefinir-senha?token=abc',
    ready: (page) => expect(page.getByRole('button', { name: 'Redefinir Senha' })).toBeVisible(),
  },
  {
    name: 'reset-password-invalid',
    path: '/redefinir-senha',
    ready: (page) =>
      expect(page.getByText('Link de redefinição de senha inválido ou expirado.')).toBeVisible(),
  },
  {
    name: 'auth-callback-error',
    path: '/auth/callback?error=INVALID_TOKEN',
    ready: (page) => expect(page.getByRole('heading', { name: 'Erro de confirmação' })).toBeVisible(),
  },
]

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 740 : 800 } })

    for (const entry of publicPages) {
      test(`${entry.name} has no axe violations`, async ({ page }) => {
        await page.goto(entry.path)
        await entry.ready(page)
        await expectNoAxeViolations(page, { tags: WCAG_AA_TAGS })
        await screenshot(page, entry.name)
      })
    }

    test('sign-up with its errors, and the existing-account dialog, have no axe violations', async ({
      page,
      request,
    }) => {
      await page.goto('/cadastre-se')
      await page.getByRole('button', { name: 'Criar conta' }).click()
      await expect(page.getByText('Digite um e-mail válido')).toBeVisible()
      await expectNoAxeViolations(page, { tags: WCAG_AA_TAGS })
      await screenshot(page, 'sign-up-errors')

      const account = newAccount()
      await signUpByApi(request, account)
      await page.getByLabel('Nome Completo').fill(account.fullName)
      await page.getByLabel('Email profissional').fill(account.email)
      await page.getByLabel('Nome da empresa').fill(account.companyName)
      await page.getByLabel('Senha', { exact: true }).fill(account.password)
      await page.getByLabel('Confirme a senha').fill(account.password)
      await page.getByRole('button', { name: 'Criar conta' }).click()
      await expect(page.getByRole('alertdialog', { name: 'Cadastro não confirmado' })).toBeVisible()
      await expectNoAxeViolations(page, { tags: WCAG_AA_TAGS })
      await screenshot(page, 'sign-up-unconfirmed-dialog')
    })

    test('sign-up done and the login error have no axe violations', async ({ page }) => {
      const account = newAccount()
      await page.goto('/cadastre-se')
      await page.getByLabel('Nome Completo').fill(account.fullName)
      await page.getByLabel('Email profissional').fill(account.email)
      await page.getByLabel('Nome da empresa').fill(account.companyName)
      await page.getByLabel('Senha', { exact: true }).fill(account.password)
      await page.getByLabel('Confirme a senha').fill(account.password)
      await page.getByRole('button', { name: 'Criar conta' }).click()
      await expect(page.getByRole('heading', { name: 'Cadastro Realizado com Sucesso!' })).toBeVisible()
      await expectNoAxeViolations(page, { tags: WCAG_AA_TAGS })
      await screenshot(page, 'sign-up-done')

      await page.goto('/entrar')
      await page.getByLabel('Email').fill(account.email)
      await page.getByLabel('Senha', { exact: true }).fill(account.password)
      await page.getByRole('button', { name: 'Entrar' }).click()
      await expect(page.getByRole('alert')).toBeVisible()
      await expectNoAxeViolations(page, { tags: WCAG_AA_TAGS })
      await screenshot(page, 'sign-in-error')
    })

    test('the admin area (dashboard, the cancellation page, the menu) has no axe violations', async ({
      page,
      request,
    }) => {
      const account = await createConfirmedCompany(request, { fullName: 'Carla Menezes' })
      await signIn(page, account)
      await page.goto('/dashboard')
      await expect(page.getByText('Administrador principal')).toBeVisible()
      await expectNoAxeViolations(page, { tags: WCAG_AA_TAGS })
      await screenshot(page, 'dashboard')

      // Another admin screen, with cards and a notice.
      await page.goto('/cancelamento')
      await expect(page.getByText('Modo de demonstração')).toBeVisible()
      await expectNoAxeViolations(page, { tags: WCAG_AA_TAGS })
      await screenshot(page, 'admin-cancellation')

      if (width === 375) {
        await page.getByRole('button', { name: 'Abrir menu' }).click()
        await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
        await expectNoAxeViolations(page, { tags: WCAG_AA_TAGS })
        await screenshot(page, 'admin-sheet')
      } else {
        await page.keyboard.press('Control+b')
        await expect(page.getByRole('complementary', { name: 'Barra lateral' })).toHaveAttribute(
          'data-state',
          'collapsed',
        )
        await expectNoAxeViolations(page, { tags: WCAG_AA_TAGS })
        await screenshot(page, 'admin-collapsed')
      }
    })
  })
}

test('the confirmation page’s success display has no axe violations, then leaves for the dashboard', async ({
  page,
  request,
}) => {
  const account = newAccount()
  await signUpByApi(request, account)
  const link = await confirmationLink(account.email)
  await page.clock.install()
  await page.goto(link)
  await expect(page.getByRole('heading', { name: 'Email confirmado!' })).toBeVisible()
  // The page's clock stands still, so the success display stays while axe looks at it. The clock runs
  // until then: on a busy machine 200 ms can pass before pauseAt ("Cannot fast-forward to the past",
  // CI 27/11), so a missed moment is tried again from the page's new time.
  for (let attempt = 1; ; attempt++) {
    const now = await page.evaluate(() => Date.now())
    const paused = await page.clock.pauseAt(now + 200).then(
      () => true,
      (error: unknown) => {
        if (attempt >= 5 || !String(error).includes('fast-forward to the past')) throw error
        return false
      },
    )
    if (paused) break
  }
  await screenshot(page, 'auth-callback-success')
  // axe waits on timers of its own: let the paused clock tick 1 ms at a time until it is done. axe
  // also opens and closes a helper page of its own in this context, which a tick can race with.
  let axeDone = false
  // The toast is frozen half-faded-in by the paused clock: axe would measure its contrast mid-fade.
  const axe = expectNoAxeViolations(page, { tags: WCAG_AA_TAGS }).then(
    () => undefined,
    (error: unknown) => error,
  )
  void axe.then(() => {
    axeDone = true
  })
  let ticked = 0
  while (!axeDone && ticked < 2000) {
    await page.clock.runFor(1).catch((error: unknown) => {
      if (!String(error).includes('has been closed')) throw error
    })
    ticked += 1
  }
  const axeFailure = await axe
  if (axeFailure) throw axeFailure
  await expect(page.getByRole('heading', { name: 'Email confirmado!' })).toBeVisible()

  await page.clock.resume()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
})
