import { CircleAlertIcon } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { Link } from 'react-router'
import {
  billingMessages,
  CANCEL_REASON_LABELS,
  CANCEL_REASONS,
  type CancelReason,
  FEEDBACK_MAX_LENGTH,
} from '@/shared/billing/api.ts'
import { formatDate } from '@/shared/format.ts'
import { formatInteger } from '@/shared/money.ts'
import { paths } from '@/shared/paths.ts'
import { getPlan } from '@/shared/plans.ts'
import { Alert, AlertDescription } from '@/web/components/ui/alert.tsx'
import { Button } from '@/web/components/ui/button.tsx'
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card.tsx'
import { FormField } from '@/web/components/ui/form-field.tsx'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/web/components/ui/select.tsx'
import { Textarea } from '@/web/components/ui/textarea.tsx'
import { errorMessage } from '@/web/lib/api.ts'
import type { SessionUser } from '@/web/lib/session.tsx'
import { toast } from '@/web/lib/toast.ts'
import { useBilling, useCancelPlan } from './api.ts'
import { BillingQueryState } from './billing-query-state.tsx'
import { CurrentPlanCard, DemoModeNotice } from './current-plan-card.tsx'

/** Why there is no cancellation to request (no paid plan, or one already scheduled), with the way to the plans. */
function NothingToCancelCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
        <CardDescription>{children}</CardDescription>
      </CardHeader>
      <CardFooter>
        <Button asChild variant="outline">
          <Link to={paths.payments}>Ver planos</Link>
        </Button>
      </CardFooter>
    </Card>
  )
}

const FREE_PLAN = getPlan('gratuito')
/** "até 100 currículos e 1 usuário", from the plans constant. */
const FREE_PLAN_LIMITS = `até ${formatInteger(FREE_PLAN.resumeLimit ?? 0)} currículos e ${FREE_PLAN.userLimit} ${
  FREE_PLAN.userLimit === 1 ? 'usuário' : 'usuários'
}`

/** /cancelamento: the plan management view, then the confirmation with the reason and feedback. */
export function CancellationPage({ user }: { user: SessionUser }) {
  const billing = useBilling(user.company.id)
  const cancelPlan = useCancelPlan(user.company.id)
  const [confirming, setConfirming] = useState(false)
  const [reason, setReason] = useState<CancelReason | ''>('')
  const [feedback, setFeedback] = useState('')
  const [error, setError] = useState<string>()

  if (!billing.data) return <BillingQueryState billing={billing} />
  const data = billing.data
  const plan = getPlan(data.plan)
  const atPeriodEnd = data.mode === 'stripe'
  const until = data.currentPeriodEnd ? ` (${formatDate(data.currentPeriodEnd)})` : ''

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <h1 className="text-2xl font-bold text-foreground md:text-3xl">Cancelamento de Plano</h1>
      <DemoModeNotice mode={data.mode} />
      {!confirming ? (
        <>
          <CurrentPlanCard billing={data} />
          {data.plan === 'gratuito' ? (
            <NothingToCancelCard title="Nenhuma assinatura paga">
              Sua empresa está no plano Gratuito, então não há assinatura para cancelar.
            </NothingToCancelCard>
          ) : data.status === 'canceling' ? (
            <NothingToCancelCard title="Cancelamento agendado">
              O plano {plan.name} continua ativo até o fim do período contratado{until}. Para mantê-lo,
              escolha o plano {plan.name} novamente em Pagamentos.
            </NothingToCancelCard>
          ) : (
            <Card>
              <CardHeader>
                <CardTitle as="h2">Gerenciar plano</CardTitle>
                <CardDescription>
                  {atPeriodEnd
                    ? `Ao cancelar, o plano ${plan.name} continua ativo até o fim do período contratado${until}; depois, sua empresa volta ao plano Gratuito (${FREE_PLAN_LIMITS}).`
                    : `Ao cancelar, sua empresa volta ao plano Gratuito (${FREE_PLAN_LIMITS}).`}
                </CardDescription>
              </CardHeader>
              <CardFooter>
                <Button variant="destructive" onClick={() => setConfirming(true)}>
                  Solicitar Cancelamento
                </Button>
              </CardFooter>
            </Card>
          )}
        </>
      ) : (
        <Card>
          <CardHeader>
            <CardTitle as="h2">Confirmar cancelamento do plano {plan.name}</CardTitle>
            <CardDescription>
              {atPeriodEnd
                ? `Conte por que está cancelando. O plano continua ativo até o fim do período contratado${until}.`
                : 'Conte por que está cancelando. No modo de demonstração, o plano volta ao Gratuito imediatamente.'}
            </CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            {error ? (
              <Alert variant="destructive">
                <CircleAlertIcon aria-hidden="true" />
                <AlertDescription>{error}</AlertDescription>
              </Alert>
            ) : null}
            <FormField label="Motivo do cancelamento" required>
              {(control) => (
                <Select value={reason} onValueChange={(value) => setReason(value as CancelReason)}>
                  <SelectTrigger {...control}>
                    <SelectValue placeholder="Selecione um motivo" />
                  </SelectTrigger>
                  <SelectContent>
                    {CANCEL_REASONS.map((item) => (
                      <SelectItem key={item} value={item}>
                        {CANCEL_REASON_LABELS[item]}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            </FormField>
            <FormField label="Comentários (opcional)">
              <Textarea
                value={feedback}
                maxLength={FEEDBACK_MAX_LENGTH}
                onChange={(event) => setFeedback(event.target.value)}
              />
            </FormField>
          </CardContent>
          <CardFooter className="flex flex-wrap justify-end gap-2">
            <Button
              variant="outline"
              disabled={cancelPlan.isPending}
              onClick={() => {
                setConfirming(false)
                setError(undefined)
              }}
            >
              Voltar
            </Button>
            <Button
              variant="destructive"
              loading={cancelPlan.isPending}
              onClick={async () => {
                if (!reason) {
                  toast.error(billingMessages.reasonTitle, { description: billingMessages.reason })
                  return
                }
                try {
                  await cancelPlan.mutateAsync({ reason, feedback: feedback.trim() || undefined })
                  toast.success('Plano cancelado com sucesso', {
                    description: 'Seu plano foi cancelado e expirará no final do período contratado.',
                  })
                  setConfirming(false)
                  setReason('')
                  setFeedback('')
                  setError(undefined)
                } catch (caught) {
                  const message = errorMessage(caught, 'Não foi possível cancelar o plano. Tente novamente.')
                  setError(message)
                  toast.error('Erro', { description: message })
                }
              }}
            >
              Confirmar Cancelamento
            </Button>
          </CardFooter>
        </Card>
      )}
    </div>
  )
}
