import { PLANS } from '@/shared/plans.ts'
import { PageSection } from '../page-section.tsx'
import { SectionHeading } from '../section-heading.tsx'
import { PlanCard } from './plan-card.tsx'

export function PricingSection() {
  return (
    <PageSection id="pricing" className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="pricing-title"
          eyebrow="Preços"
          title="Planos que crescem com a sua empresa"
          description="Comece grátis com até 100 currículos, sem cartão de crédito. Mude de plano quando o volume de vagas aumentar."
        />
        <div className="mt-16 grid items-start gap-6 sm:grid-cols-2 lg:grid-cols-4 lg:gap-5">
          {PLANS.map((plan) => (
            <PlanCard key={plan.id} plan={plan} />
          ))}
        </div>
        <p className="mt-10 text-center text-sm text-muted-foreground">
          Valores mensais em reais. Você pode mudar de plano ou cancelar quando quiser pelo painel.
        </p>
      </div>
    </PageSection>
  )
}
