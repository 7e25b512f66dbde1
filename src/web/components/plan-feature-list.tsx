import { CheckIcon, ClockIcon } from 'lucide-react'
import { type PlanId, pricingLines } from '@/shared/plans.ts'
import { cn } from '@/web/lib/cn.ts'

/**
 * A plan's pricing-card lines, from the entitlements table (src/shared/plans.ts): limits, core or
 * "Tudo do plano …", features and services. A feature not built yet shows as "em breve" with a
 * clock, never with the check of what is included. The pricing section of / and /pagamentos use it.
 */
export function PlanFeatureList({ planId, className }: { planId: PlanId; className?: string }) {
  return (
    <ul className={cn('flex flex-col gap-2.5 text-sm', className)}>
      {pricingLines(planId).map((line) =>
        line.soon ? (
          <li key={line.text} className="flex gap-2.5 text-muted-foreground">
            <ClockIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />
            <span>
              {line.text}{' '}
              <span className="ml-0.5 inline-block rounded-full bg-slate-100 px-2 py-px text-xs font-semibold whitespace-nowrap text-slate-600">
                em breve
              </span>
            </span>
          </li>
        ) : (
          <li
            key={line.text}
            className={cn(
              'flex gap-2.5 text-slate-700',
              line.kind === 'limit' && 'font-semibold text-slate-900',
            )}
          >
            <CheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
            <span>{line.text}</span>
          </li>
        ),
      )}
    </ul>
  )
}
