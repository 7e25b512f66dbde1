import { CircleAlertIcon } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import type { SubscriptionEvent } from '@/shared/billing/api.ts'
import { formatDateTime } from '@/shared/format.ts'
import { formatBRL } from '@/shared/money.ts'
import { paths } from '@/shared/paths.ts'
import { getPlan, limitLines, PLANS, type Plan } from '@/shared/plans.ts'
import { PlanFeatureList } from '@/web/components/plan-feature-list.tsx'
import { Alert, AlertDescription } from '@/web/components/ui/alert.tsx'
import { Badge } from '@/web/components/ui/badge.tsx'
import { Button } from '@/web/components/ui/button.tsx'
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card.tsx'
import { errorMessage } from '@/web/lib/api.ts'
import type { SessionUser } from '@/web/lib/session.tsx'
import { toast } from '@/web/lib/toast.ts'
import { useBilling, useChangePlan, useConfirmCheckout, useStartCheckout } from './api.ts'
import { BillingQueryState } from './billing-query-state.tsx'
import { CurrentPlanCard, DemoModeNotice } from './current-plan-card.tsx'
import { PaymentPortalButton } from './payment-portal-button.tsx'

function eventText(event: SubscriptionEvent): string {
  const from = event.fromPlan ? getPlan(event.fromPlan).name : '—'
  const to = event.toPlan ? getPlan(event.toPlan).name : '—'
  switch (event.kind) {
    case 'canceled':
      return `Plano ${from} cancelado; voltou ao ${to}`
    case 'cancel_scheduled':
      return `Cancelamento do plano ${from} agendado para o fim do período`
    case 'cancel_reverted':
      return `Cancelamento do plano ${from} desfeito`
    case 'payment_failed':
      return `Pagamento do plano ${from} não aprovado`
    case 'payment_recovered':
      return `Pagamento do plano ${from} regularizado`
    case 'renewed':
      return `Assinatura do plano ${from} renovada`
    default:
      return `Plano alterado de ${from} para ${to}`
  }
}

/**
 * The return from Stripe Checkout (?checkout=sucesso&session_id=… or ?checkout=cancelado): applies the
 * new subscription at once, tells the user, and clears the address so a reload does not repeat it.
 */
function useCheckoutReturn(companyId: string) {
  const [searchParams, setSearchParams] = useSearchParams()
  const confirm = useConfirmCheckout(companyId)
  const handled = useRef(false)
  const outcome = searchParams.get('checkout')
  const sessionId = searchParams.get('session_id')
  useEffect(() => {
    if (handled.current || !outcome) return
    handled.current = true
    setSearchParams({}, { replace: true })
    if (outcome === 'cancelado') {
      toast.info('Pagamento não concluído', { description: 'Nenhuma cobrança foi feita.' })
      return
    }
    if (outcome !== 'sucesso' || !sessionId) return
    confirm
      .mutateAsync(sessionId)
      .then((billing) => {
        if (billing.plan === 'gratuito') {
          toast.info('Pagamento em processamento', {
            description: 'Seu plano será atualizado assim que o Stripe confirmar o pagamento.',
          })
          return
        }
        toast.success('Plano atualizado com sucesso', {
          description: `Sua empresa agora está no plano ${getPlan(billing.plan).name}.`,
        })
      })
      .catch((caught: unknown) =>
        toast.error('Erro', {
          description: errorMessage(caught, 'Não foi possível confirmar o pagamento. Tente novamente.'),
        }),
      )
  }, [outcome, sessionId, confirm, setSearchParams])
}

function PlanCard({
  plan,
  current,
  canceling,
  onChoose,
}: {
  plan: Plan
  current: boolean
  /** The current plan's cancellation is scheduled: choosing it again keeps it. */
  canceling: boolean
  onChoose: () => void
}) {
  return (
    <Card className={current ? 'border-primary ring-1 ring-primary' : undefined}>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle>{plan.name}</CardTitle>
          {plan.popular ? <Badge variant="secondary">Mais popular</Badge> : null}
          {current ? <Badge variant="success">Plano atual</Badge> : null}
        </div>
        <CardDescription>{plan.tier}</CardDescription>
        <p className="text-2xl font-bold text-foreground">
          {formatBRL(plan.priceCents)}
          <span className="text-sm font-normal text-muted-foreground">/mês</span>
        </p>
      </CardHeader>
      <CardContent className="flex-1">
        <PlanFeatureList planId={plan.id} className="gap-1.5" />
      </CardContent>
      <CardFooter>
        <Button
          className="w-full"
          variant={current ? 'outline' : 'default'}
          onClick={onChoose}
          aria-label={
            current && canceling
              ? `Manter o plano ${plan.name}`
              : current
                ? `${plan.name}: plano atual`
                : `Escolher o plano ${plan.name}`
          }
        >
          {current && canceling ? 'Manter plano' : current ? 'Plano atual' : 'Escolher plano'}
        </Button>
      </CardFooter>
    </Card>
  )
}

/** /pagamentos: current plan, the four plans, the review-and-confirm view and the history. */
export function PaymentsPage({ user }: { user: SessionUser }) {
  const billing = useBilling(user.company.id)
  const changePlan = useChangePlan(user.company.id)
  const startCheckout = useStartCheckout()
  const navigate = useNavigate()
  const [reviewing, setReviewing] = useState<Plan | null>(null)
  const [error, setError] = useState<string>()
  useCheckoutReturn(user.company.id)

  if (!billing.data) return <BillingQueryState billing={billing} />
  const data = billing.data

  if (reviewing) {
    const current = getPlan(data.plan)
    const viaCheckout = data.checkoutRequired && reviewing.id !== 'gratuito'
    const busy = changePlan.isPending || startCheckout.isPending
    return (
      <div className="mx-auto flex max-w-2xl flex-col gap-6">
        <h1 className="text-2xl font-bold text-foreground md:text-3xl">Revisar assinatura</h1>
        <DemoModeNotice mode={data.mode} />
        <Card>
          <CardHeader>
            <CardTitle as="h2">Plano {reviewing.name}</CardTitle>
            <CardDescription>
              Você está mudando do plano {current.name} ({formatBRL(current.priceCents)}/mês) para o plano{' '}
              {reviewing.name}.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              <dt className="text-muted-foreground">Valor mensal</dt>
              <dd className="font-semibold">{formatBRL(reviewing.priceCents)}</dd>
              <dt className="text-muted-foreground">Currículos</dt>
              <dd className="font-semibold">{limitLines(reviewing)[0]}</dd>
              <dt className="text-muted-foreground">Usuários</dt>
              <dd className="font-semibold">{limitLines(reviewing)[1]}</dd>
            </dl>
            {data.mode === 'stripe' ? (
              <p className="mt-4 text-sm text-muted-foreground">
                {viaCheckout
                  ? 'Você será levado ao checkout seguro do Stripe para informar o cartão. O plano muda assim que o pagamento for aprovado.'
                  : 'A diferença proporcional ao período atual é cobrada agora no cartão da assinatura; o plano muda quando o pagamento for aprovado.'}
              </p>
            ) : null}
            {error ? (
              <Alert variant="destructive" className="mt-4">
                <CircleAlertIcon aria-hidden="true" />
                <AlertDescription>{error}</AlertDescription>
              </Alert>
            ) : null}
          </CardContent>
          <CardFooter className="flex flex-wrap justify-end gap-2">
            <Button
              variant="outline"
              disabled={busy}
              onClick={() => {
                setReviewing(null)
                setError(undefined)
              }}
            >
              Cancelar
            </Button>
            <Button
              loading={busy}
              onClick={async () => {
                try {
                  if (viaCheckout && reviewing.id !== 'gratuito') {
                    const { url } = await startCheckout.mutateAsync(reviewing.id)
                    window.location.assign(url)
                    return
                  }
                  await changePlan.mutateAsync(reviewing.id)
                  toast.success('Plano atualizado com sucesso', {
                    description: `Sua empresa agora está no plano ${reviewing.name}.`,
                  })
                  setReviewing(null)
                  setError(undefined)
                } catch (caught) {
                  const message = errorMessage(caught, 'Não foi possível alterar o plano. Tente novamente.')
                  setError(message)
                  toast.error('Erro', { description: message })
                }
              }}
            >
              Confirmar Assinatura
            </Button>
          </CardFooter>
        </Card>
      </div>
    )
  }

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <h1 className="text-2xl font-bold text-foreground md:text-3xl">Pagamentos</h1>
      <DemoModeNotice mode={data.mode} />
      <CurrentPlanCard billing={data} actions={data.portalAvailable ? <PaymentPortalButton /> : undefined} />
      <section aria-labelledby="plans-title" className="flex flex-col gap-4">
        <h2 id="plans-title" className="text-lg font-semibold text-foreground">
          Planos
        </h2>
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
          {PLANS.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              current={plan.id === data.plan}
              canceling={data.status === 'canceling'}
              onChoose={() => {
                if (plan.id === 'gratuito' && data.plan !== 'gratuito') {
                  // The way back to gratuito is a cancellation, with its reason (/cancelamento).
                  navigate(paths.cancellation)
                  return
                }
                if (plan.id === data.plan && data.status !== 'canceling') {
                  toast.info('Plano já contratado', {
                    description: `Sua empresa já está no plano ${plan.name}.`,
                  })
                  return
                }
                setReviewing(plan)
              }}
            />
          ))}
        </div>
      </section>
      {data.events.length > 0 ? (
        <section aria-labelledby="history-title" className="flex flex-col gap-3">
          <h2 id="history-title" className="text-lg font-semibold text-foreground">
            Histórico da assinatura
          </h2>
          <ul className="flex flex-col divide-y divide-border rounded-lg border border-border bg-white text-sm">
            {data.events.map((event) => (
              <li key={event.id} className="flex flex-wrap justify-between gap-2 px-4 py-3">
                <span>{eventText(event)}</span>
                <span className="text-muted-foreground">{formatDateTime(event.createdAt)}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}
