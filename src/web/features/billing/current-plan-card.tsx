import { CircleAlertIcon, FlaskConicalIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import type { BillingResponse } from '@/shared/billing/api.ts'
import { formatDate } from '@/shared/format.ts'
import { formatBRL, formatInteger } from '@/shared/money.ts'
import { getPlan } from '@/shared/plans.ts'
import { Alert, AlertDescription, AlertTitle } from '@/web/components/ui/alert.tsx'
import { Badge, type BadgeProps } from '@/web/components/ui/badge.tsx'
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/web/components/ui/card.tsx'

/** Shown in demonstration mode only (no STRIPE_* settings on the server). */
export function DemoModeNotice({ mode }: { mode: BillingResponse['mode'] }) {
  if (mode !== 'demo') return null
  return (
    <Alert>
      <FlaskConicalIcon aria-hidden="true" />
      <AlertTitle>Modo de demonstração</AlertTitle>
      <AlertDescription>
        Nenhum provedor de pagamento está configurado: confirmar uma assinatura ou um cancelamento muda o
        plano na hora, sem cobrança.
      </AlertDescription>
    </Alert>
  )
}

function usageText(used: number, limit: number | null, unit: string): string {
  return limit === null
    ? `${formatInteger(used)} ${unit} (ilimitados)`
    : `${formatInteger(used)} de ${formatInteger(limit)}`
}

const STATUS_BADGES: Record<BillingResponse['status'], { label: string; variant: BadgeProps['variant'] }> = {
  active: { label: 'Ativo', variant: 'success' },
  canceling: { label: 'Cancelamento agendado', variant: 'warning' },
  past_due: { label: 'Pagamento pendente', variant: 'destructive' },
}

/** One term of the plan summary: a muted label above a large value. */
function PlanFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold text-foreground">{children}</dd>
    </div>
  )
}

/**
 * "Plano atual": name, status, price, limits with usage and the next charge date (N/A on gratuito;
 * the last day of access when a cancellation is scheduled). `actions`: buttons under the summary.
 */
export function CurrentPlanCard({ billing, actions }: { billing: BillingResponse; actions?: ReactNode }) {
  const plan = getPlan(billing.plan)
  const badge = STATUS_BADGES[billing.status]
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex flex-wrap items-center gap-2">
          Plano atual: {plan.name}
          <Badge variant={badge.variant}>{badge.label}</Badge>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {billing.status === 'past_due' ? (
          <Alert variant="destructive">
            <CircleAlertIcon aria-hidden="true" />
            <AlertTitle>Pagamento não aprovado</AlertTitle>
            <AlertDescription>
              A última cobrança não foi aprovada. Atualize o cartão em “Gerenciar pagamento” para manter o
              plano {plan.name}.
            </AlertDescription>
          </Alert>
        ) : null}
        {billing.status === 'canceling' && billing.currentPeriodEnd ? (
          <p className="text-sm text-muted-foreground">
            Sua assinatura foi cancelada e o plano {plan.name} continua ativo até{' '}
            {formatDate(billing.currentPeriodEnd)}. Depois disso, sua empresa volta ao plano Gratuito.
          </p>
        ) : null}
        <dl className="grid gap-4 text-sm sm:grid-cols-4">
          <PlanFact label="Valor">{formatBRL(plan.priceCents)}/mês</PlanFact>
          <PlanFact label="Currículos">
            {usageText(billing.usage.resumes, plan.resumeLimit, 'currículos')}
          </PlanFact>
          <PlanFact label="Usuários">{usageText(billing.usage.users, plan.userLimit, 'usuários')}</PlanFact>
          <PlanFact label={billing.status === 'canceling' ? 'Ativo até' : 'Próxima cobrança'}>
            {billing.currentPeriodEnd ? formatDate(billing.currentPeriodEnd) : 'N/A'}
          </PlanFact>
        </dl>
      </CardContent>
      {actions ? <CardFooter className="flex flex-wrap gap-2">{actions}</CardFooter> : null}
    </Card>
  )
}
