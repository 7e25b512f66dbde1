import { Link } from 'react-router'
import { formatBRL } from '@/shared/money.ts'
import { paths } from '@/shared/paths.ts'
import type { Plan } from '@/shared/plans.ts'
import { PlanFeatureList } from '@/web/components/plan-feature-list.tsx'
import { Button } from '@/web/components/ui/button.tsx'
import { cn } from '@/web/lib/cn.ts'

export function PlanCard({ plan }: { plan: Plan }) {
  const titleId = `plan-${plan.id}-title`
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm',
        plan.popular
          ? 'border-brand-600 shadow-xl shadow-brand-900/10 ring-1 ring-brand-600 lg:-my-3 lg:py-9'
          : 'border-border',
      )}
    >
      {plan.popular && (
        <p className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-accent-400 px-3 py-1 text-xs font-bold whitespace-nowrap text-brand-950 shadow-sm">
          Mais popular
        </p>
      )}
      <p className="text-xs font-semibold tracking-wider text-brand-700 uppercase">{plan.tier}</p>
      <h3 id={titleId} className="mt-1 text-2xl font-extrabold text-brand-950">
        {plan.name}
      </h3>
      <p className="mt-2 min-h-12 text-sm leading-relaxed text-muted-foreground">{plan.description}</p>
      <p className="mt-5 flex items-baseline gap-1">
        <span className="font-display text-4xl font-extrabold tracking-tight text-brand-950">
          {formatBRL(plan.priceCents)}
        </span>
        <span className="text-sm font-medium text-muted-foreground">/mês</span>
      </p>
      <Button asChild size="lg" variant={plan.popular ? 'default' : 'outline'} className="mt-6 w-full">
        <Link to={paths.signUp}>{plan.priceCents === 0 ? 'Começar grátis' : `Assinar o ${plan.name}`}</Link>
      </Button>
      <PlanFeatureList planId={plan.id} className="mt-6 gap-3 border-t border-border pt-6" />
    </article>
  )
}
