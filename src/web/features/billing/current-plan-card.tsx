import { FlaskConicalIcon } from 'lucide-react'
import type { BillingResponse } from '@/shared/billing/api.ts'
import { formatDate } from '@/shared/format.ts'
import { formatBRL, formatInteger } from '@/shared/money.ts'
import { getPlan } from '@/shared/plans.ts'
import { Alert, AlertDescription, AlertTitle } from '@/web/components/ui/alert.tsx'
import { Badge } from '@/web/components/ui/badge.tsx'
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card.tsx'

export function DemoModeNotice() {
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

/** "Plano atual": name, price, limits with usage and the next charge date (N/A on gratuito). */
export function CurrentPlanCard({ billing }: { billing: BillingResponse }) {
  const plan = getPlan(billing.plan)
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex flex-wrap items-center gap-2">
          Plano atual: {plan.name}
          <Badge variant="success">Ativo</Badge>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-muted-foreground">Valor</dt>
            <dd className="text-lg font-semibold text-foreground">{formatBRL(plan.priceCents)}/mês</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Currículos</dt>
            <dd className="text-lg font-semibold text-foreground">
              {usageText(billing.usage.resumes, plan.resumeLimit, 'currículos')}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Usuários</dt>
            <dd className="text-lg font-semibold text-foreground">
              {usageText(billing.usage.users, plan.userLimit, 'usuários')}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Próxima cobrança</dt>
            <dd className="text-lg font-semibold text-foreground">
              {billing.currentPeriodEnd ? formatDate(billing.currentPeriodEnd) : 'N/A'}
            </dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  )
}
