import { describe, expect, it } from 'vitest'
import { formatBRL } from './money.ts'
import { getPlan, isPlanId, PLAN_IDS, PLANS, PLANS_WITH_CUSTOM_SLUG } from './plans.ts'

describe('plans', () => {
  it('lists the four plans in price order', () => {
    expect(PLANS.map((plan) => plan.id)).toEqual(['gratuito', 'basico', 'profissional', 'ilimitado'])
    expect(PLAN_IDS).toEqual(PLANS.map((plan) => plan.id))
    const prices = PLANS.map((plan) => plan.priceCents)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
  })

  it('has the prices of the spec', () => {
    expect(PLANS.map((plan) => formatBRL(plan.priceCents))).toEqual([
      'R$\u00a00,00',
      'R$\u00a019,90',
      'R$\u00a099,00',
      'R$\u00a0199,90',
    ])
  })

  it('has the resume and user limits of section 9', () => {
    expect(PLANS.map((plan) => [plan.resumeLimit, plan.userLimit])).toEqual([
      [100, 1],
      [1000, 2],
      [5000, 6],
      [null, null],
    ])
  })

  it('marks only basico as most popular', () => {
    expect(PLANS.filter((plan) => plan.popular).map((plan) => plan.id)).toEqual(['basico'])
  })

  it('lets only profissional and ilimitado customise the public link', () => {
    expect(PLANS_WITH_CUSTOM_SLUG).toEqual(['profissional', 'ilimitado'])
  })

  it('finds plans by id and rejects unknown ids', () => {
    expect(getPlan('basico').name).toBe('Básico')
    expect(isPlanId('ilimitado')).toBe(true)
    expect(isPlanId('premium')).toBe(false)
    expect(() => getPlan('x' as never)).toThrow()
  })
})
