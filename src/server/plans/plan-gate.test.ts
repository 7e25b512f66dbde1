import type { RouteOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  isPlanFeature,
  PLAN_FEATURE_IDS,
  PLAN_FEATURES,
  PLAN_IDS,
  type PlanFeature,
  planIncludes,
} from '../../shared/plans.ts'
import { AppError } from '../errors.ts'
import { createTestApp, type TestContext } from '../test/app.ts'
import { createSignedInCompany } from '../test/applications.ts'
import { testDatabaseKind } from '../test/database.ts'
import { setCompanyPlan } from '../test/plans.ts'
import { assertPlanFeature, routePlanFeatures } from './plan-gate.ts'

/** feature -> the routes that gate it, as the app registers them. */
const gates = new Map<string, string[]>()

function recordRoute(route: RouteOptions) {
  for (const feature of routePlanFeatures(route)) {
    gates.set(feature, [...(gates.get(feature) ?? []), `${[route.method].flat().join(',')} ${route.url}`])
  }
}

let ctx: TestContext

beforeAll(async () => {
  ctx = await createTestApp({ onRoute: recordRoute })
})
afterAll(async () => {
  await ctx?.close()
})

describe('the entitlements table and the server gates agree', () => {
  it('sees the gates of the features built so far', () => {
    expect(gates.get('pdfExport')).toContain('GET /api/applications/:id/pdf')
    expect(gates.get('customPublicLink')).toContain('PUT /api/settings/public-link')
  })

  it('gates every feature the pricing cards present as included, unless every plan has it', () => {
    const ungated = PLAN_FEATURE_IDS.filter(
      (feature) =>
        PLAN_FEATURES[feature].status === 'available' &&
        PLAN_FEATURES[feature].plan !== 'gratuito' &&
        !gates.has(feature),
    )
    expect(
      ungated,
      "gate these on the server (requirePlanFeature or assertPlanFeature + the route's config.planFeatures)",
    ).toEqual([])
  })

  it('has no gate naming a feature missing from the table', () => {
    const unknown = [...gates.keys()].filter((feature) => !isPlanFeature(feature))
    expect(unknown, 'add these features to PLAN_FEATURES in src/shared/plans.ts').toEqual([])
  })

  it('has no gate for a feature the pricing cards still call "em breve"', () => {
    const soon = [...gates.keys()].filter(
      (feature) => isPlanFeature(feature) && PLAN_FEATURES[feature].status === 'soon',
    )
    expect(soon, "it is built and gated: set its status to 'available' in src/shared/plans.ts").toEqual([])
  })

  it('has no gate for a feature every plan includes (it could never refuse)', () => {
    const useless = [...gates.keys()].filter(
      (feature) => isPlanFeature(feature) && PLAN_FEATURES[feature].plan === 'gratuito',
    )
    expect(useless).toEqual([])
  })
})

describe(`assertPlanFeature on ${testDatabaseKind}`, () => {
  it.each(['pdfExport', 'reportsAdvanced', 'whiteLabel'] as const)(
    'lets through exactly the plans that include %s, and answers PLAN_REQUIRED to the others',
    async (feature: PlanFeature) => {
      const company = await createSignedInCompany(ctx, { companyName: `Planos ${feature}` })
      for (const plan of PLAN_IDS) {
        await setCompanyPlan(ctx.database.db, company.companyId, plan)
        const outcome = await assertPlanFeature(ctx.database.db, {
          companyId: company.companyId,
          feature,
        }).then(
          () => 'allowed',
          (error: unknown) => error,
        )
        if (planIncludes(plan, feature)) {
          expect(outcome, plan).toBe('allowed')
          continue
        }
        expect(outcome, plan).toBeInstanceOf(AppError)
        const error = outcome as AppError
        expect(error.status).toBe(403)
        expect(error.code).toBe('PLAN_REQUIRED')
        expect(error.details).toEqual({ feature, requiredPlan: PLAN_FEATURES[feature].plan })
      }
    },
  )

  it('names the plan in pt-BR: "Disponível a partir do plano Profissional."', async () => {
    const company = await createSignedInCompany(ctx, { companyName: 'Planos Mensagem' })
    await expect(
      assertPlanFeature(ctx.database.db, { companyId: company.companyId, feature: 'aiFilters' }),
    ).rejects.toThrow('Disponível a partir do plano Profissional.')
  })
})
