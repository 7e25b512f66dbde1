import { expect, test } from '@playwright/test'
import { stripeServer } from '../../../playwright.config.ts'
import { createConfirmedCompany, signIn } from '../support/accounts.ts'
import { expectNoAxeViolations, screenshot } from '../support/page-checks.ts'

// Against the Stripe-mode server (playwright.config.ts stripeServer) and its fake Stripe API.
test.use({ baseURL: stripeServer.baseURL })

test.describe('plans with Stripe (/pagamentos, /cancelamento)', () => {
  test('subscribe through Checkout, open the Customer Portal, cancel at the end of the period', async ({
    page,
  }) => {
    const company = await createConfirmedCompany(page.request, {}, stripeServer)
    await signIn(page, company, stripeServer)
    await page.goto('/pagamentos')
    await expect(page.getByText('Plano atual: Gratuito')).toBeVisible()
    await expect(page.getByText('Modo de demonstração')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Gerenciar pagamento' })).toHaveCount(0)

    // Leaving Checkout without paying changes nothing.
    await page.getByRole('button', { name: 'Escolher o plano Profissional' }).click()
    await expect(page.getByText('Você será levado ao checkout seguro do Stripe')).toBeVisible()
    await page.getByRole('button', { name: 'Confirmar Assinatura' }).click()
    await expect(page.getByRole('heading', { name: 'Checkout de teste' })).toBeVisible()
    await page.getByRole('link', { name: 'Voltar' }).click()
    await expect(page.getByText('Pagamento não concluído')).toBeVisible()
    await expect(page.getByText('Plano atual: Gratuito')).toBeVisible()

    await page.getByRole('button', { name: 'Escolher o plano Básico' }).click()
    await page.getByRole('button', { name: 'Confirmar Assinatura' }).click()
    await expect(page.getByText('price_e2e_basico')).toBeVisible()
    await page.getByRole('button', { name: 'Pagar' }).click()
    await expect(page.getByText('Plano atualizado com sucesso')).toBeVisible()
    await expect(page.getByText('Plano atual: Básico')).toBeVisible()
    await expect(page).toHaveURL(`${stripeServer.baseURL}/pagamentos`)
    await expect(page.getByText('Plano alterado de Gratuito para Básico')).toHaveCount(1)
    await expectNoAxeViolations(page)
    await screenshot(page, 'payments-stripe-1280')

    await page.getByRole('button', { name: 'Gerenciar pagamento' }).click()
    await expect(page.getByRole('heading', { name: 'Portal do cliente de teste' })).toBeVisible()
    await page.getByRole('link', { name: 'Voltar para o Talentos' }).click()
    await expect(page.getByText('Plano atual: Básico')).toBeVisible()

    await page.goto('/cancelamento')
    await expect(
      page.getByText(/continua ativo até o fim do período contratado \(\d{2}\/\d{2}\/\d{4}\)/),
    ).toBeVisible()
    await page.getByRole('button', { name: 'Solicitar Cancelamento' }).click()
    await page.getByRole('combobox', { name: 'Motivo do cancelamento' }).click()
    await page.getByRole('option', { name: 'Pausa temporária nas contratações' }).click()
    await page.getByRole('button', { name: 'Confirmar Cancelamento' }).click()
    await expect(page.getByText('Plano cancelado com sucesso')).toBeVisible()
    await expect(
      page.getByText('Seu plano foi cancelado e expirará no final do período contratado.'),
    ).toBeVisible()
    await expect(page.getByText('Cancelamento agendado', { exact: true }).first()).toBeVisible()
    await expect(page.getByText('Plano atual: Básico')).toBeVisible()
    await expectNoAxeViolations(page)
    await page.setViewportSize({ width: 375, height: 800 })
    await screenshot(page, 'cancellation-stripe-375')

    // Choosing the plan again keeps it.
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/pagamentos')
    await page.getByRole('button', { name: 'Manter o plano Básico' }).click()
    await page.getByRole('button', { name: 'Confirmar Assinatura' }).click()
    await expect(page.getByText('Plano atualizado com sucesso')).toBeVisible()
    await expect(page.getByText('Ativo', { exact: true })).toBeVisible()
  })
})
