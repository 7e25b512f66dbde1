import { LockIcon } from 'lucide-react'
import { useCallback } from 'react'
import { Link, useNavigate } from 'react-router'
import { paths } from '@/shared/paths.ts'
import { can } from '@/shared/permissions.ts'
import { PLAN_FEATURES, type PlanFeature, planRequiredMessage } from '@/shared/plans.ts'
import { Button } from '@/web/components/ui/button.tsx'
import { cn } from '@/web/lib/cn.ts'
import { useSession } from '@/web/lib/session.tsx'
import { toast } from '@/web/lib/toast.ts'

/**
 * The locked state of a feature the company's plan does not include: its pricing line ("Etiquetas"),
 * "Disponível a partir do plano Básico." and, for members who manage billing, a "Fazer upgrade" link to /pagamentos (the others
 * are told who can). Use it with `usePlanIncludes(feature) === false` (src/web/lib/plan.ts).
 */
export function PlanLocked({ feature, className }: { feature: PlanFeature; className?: string }) {
  const canUpgrade = useCanUpgrade()
  return (
    <div
      data-plan-locked={feature}
      className={cn(
        'flex flex-col gap-3 rounded-lg border border-dashed border-border bg-muted/50 p-4 text-sm sm:flex-row sm:items-center',
        className,
      )}
    >
      <div className="flex flex-1 items-start gap-2">
        <LockIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
        <div className="flex flex-col gap-0.5">
          <p className="font-semibold text-foreground">{PLAN_FEATURES[feature].line}</p>
          <p className="text-foreground">
            {planRequiredMessage(feature)}
            {canUpgrade ? null : <span className="text-muted-foreground"> {ASK_AN_ADMIN}</span>}
          </p>
        </div>
      </div>
      {canUpgrade ? (
        <Button asChild size="sm" variant="outline" className="self-start sm:self-auto">
          <Link to={paths.payments}>Fazer upgrade</Link>
        </Button>
      ) : null}
    </div>
  )
}

const ASK_AN_ADMIN = 'Peça a um administrador da empresa para mudar de plano.'

function useCanUpgrade(): boolean {
  const session = useSession()
  return session.status === 'signed-in' && can(session.user.role, 'billing:manage')
}

/**
 * For a locked action (a button or menu item kept visible with a lock icon): a function that says
 * the same as <PlanLocked> in a toast, with "Fazer upgrade" as its action.
 */
export function usePlanLockedNotice(): (feature: PlanFeature) => void {
  const canUpgrade = useCanUpgrade()
  const navigate = useNavigate()
  return useCallback(
    (feature: PlanFeature) => {
      toast.info(planRequiredMessage(feature), {
        ...(canUpgrade
          ? { action: { label: 'Fazer upgrade', onClick: () => navigate(paths.payments) } }
          : { description: ASK_AN_ADMIN }),
      })
    },
    [canUpgrade, navigate],
  )
}
