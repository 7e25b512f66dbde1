import { describe, expect, it } from 'vitest'
import { formatBRL } from './money.ts'
import {
  getPlan,
  isPlanFeature,
  isPlanId,
  limitLines,
  minimumPlanFor,
  PLAN_FEATURE_IDS,
  PLAN_FEATURES,
  PLAN_IDS,
  PLANS,
  planIncludes,
  planRequiredMessage,
  pricingLines,
} from './plans.ts'

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

  it('sells the custom public link and PDF export from Básico up (decision 014)', () => {
    for (const feature of ['customPublicLink', 'pdfExport'] as const) {
      expect(PLAN_IDS.filter((plan) => planIncludes(plan, feature))).toEqual([
        'basico',
        'profissional',
        'ilimitado',
      ])
      expect(minimumPlanFor(feature).id).toBe('basico')
      expect(planRequiredMessage(feature)).toBe('Disponível a partir do plano Básico.')
    }
  })

  it('has one entry per feature id, each with a pricing line', () => {
    expect(Object.keys(PLAN_FEATURES).sort()).toEqual([...PLAN_FEATURE_IDS].sort())
    for (const feature of PLAN_FEATURE_IDS) expect(PLAN_FEATURES[feature].line.length).toBeGreaterThan(3)
    expect(isPlanFeature('tags')).toBe(true)
    expect(isPlanFeature('teleport')).toBe(false)
  })

  it('includes in a plan everything the cheaper plans include', () => {
    for (const feature of PLAN_FEATURE_IDS) {
      const included = PLAN_IDS.map((plan) => planIncludes(plan, feature))
      expect(included, feature).toEqual([...included].sort((a, b) => Number(a) - Number(b)))
      expect(included.at(-1), feature).toBe(true)
    }
  })

  it('words the limits as the cards show them', () => {
    expect(PLANS.map(limitLines)).toEqual([
      ['Até 100 currículos', '1 usuário'],
      ['Até 1.000 currículos', 'Até 2 usuários'],
      ['Até 5.000 currículos', 'Até 6 usuários'],
      ['Currículos ilimitados', 'Usuários ilimitados'],
    ])
  })

  it('builds each card from the table: a feature not built yet is "em breve", never included', () => {
    for (const plan of PLAN_IDS) {
      const lines = pricingLines(plan)
      for (const feature of PLAN_FEATURE_IDS) {
        const entry = PLAN_FEATURES[feature]
        const line = lines.find((candidate) => candidate.text === entry.line)
        if (entry.plan !== plan) {
          expect(line, `${feature} on ${plan}`).toBeUndefined()
          continue
        }
        expect(line, `${feature} on ${plan}`).toEqual({
          text: entry.line,
          kind: 'feature',
          soon: entry.status === 'soon',
        })
      }
    }
    expect(
      pricingLines('basico')
        .slice(0, 3)
        .map((line) => line.text),
    ).toEqual(['Até 1.000 currículos', 'Até 2 usuários', 'Tudo do plano Gratuito'])
    const basicoFeatures = pricingLines('basico').filter((line) => line.kind === 'feature')
    // Built features come before the ones still to come.
    expect(basicoFeatures.findIndex((line) => line.soon)).toBeGreaterThan(
      basicoFeatures.findLastIndex((line) => !line.soon),
    )
  })

  it('finds plans by id and rejects unknown ids', () => {
    expect(getPlan('basico').name).toBe('Básico')
    expect(isPlanId('ilimitado')).toBe(true)
    expect(isPlanId('premium')).toBe(false)
    expect(() => getPlan('x' as never)).toThrow()
  })
})
