import { ArrowRightIcon, FileUserIcon, TriangleAlertIcon } from 'lucide-react'
import { useId } from 'react'
import { Link } from 'react-router'
import type { ResumeUsage } from '@/shared/dashboard/api.ts'
import { formatInteger } from '@/shared/money.ts'
import { paths } from '@/shared/paths.ts'
import { getPlan } from '@/shared/plans.ts'
import { Alert, AlertDescription, AlertTitle } from '@/web/components/ui/alert.tsx'
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card.tsx'
import { Progress } from '@/web/components/ui/progress.tsx'

function resumesWord(count: number): string {
  return count === 1 ? 'currículo' : 'currículos'
}

/**
 * "Currículos recebidos": the company's applications against its plan's resume limit, the numbers
 * the public form enforces (GET /api/dashboard resumeUsage). At the limit it warns that the form
 * takes no new applications; the link to /pagamentos is only for who may change the plan.
 */
export function ResumeUsageCard({
  usage,
  canManageBilling,
}: {
  usage: ResumeUsage | undefined
  canManageBilling: boolean
}) {
  const titleId = useId()
  const plan = usage ? getPlan(usage.plan) : undefined
  return (
    <Card aria-busy={usage === undefined}>
      <CardHeader className="flex-row items-center justify-between gap-2 pb-2">
        <CardTitle
          as="h2"
          id={titleId}
          className="font-sans text-sm font-medium tracking-normal text-muted-foreground"
        >
          Currículos recebidos
        </CardTitle>
        <FileUserIcon className="size-5 text-primary" aria-hidden="true" />
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {usage === undefined || plan === undefined ? (
          <div aria-hidden="true" className="flex flex-col gap-2">
            <span className="h-8 w-32 animate-pulse rounded bg-muted" />
            <span className="h-2 w-full animate-pulse rounded bg-muted" />
          </div>
        ) : usage.limit === null ? (
          <p className="flex flex-wrap items-baseline gap-x-2">
            <span className="font-display text-3xl font-bold text-brand-950">
              {formatInteger(usage.used)}
            </span>
            <span className="text-sm text-muted-foreground">
              {resumesWord(usage.used)} (plano {plan.name}: currículos ilimitados)
            </span>
          </p>
        ) : (
          <>
            <p className="flex flex-wrap items-baseline gap-x-2">
              <span className="font-display text-3xl font-bold text-brand-950">
                {formatInteger(usage.used)} de {formatInteger(usage.limit)}
              </span>
              <span className="text-sm text-muted-foreground">(plano {plan.name})</span>
            </p>
            <Progress
              value={usage.used}
              max={usage.limit}
              aria-labelledby={titleId}
              valueText={`${formatInteger(usage.used)} de ${formatInteger(usage.limit)} currículos`}
              indicatorClassName={usage.accepting ? undefined : 'bg-destructive'}
            />
            {usage.accepting ? (
              <p className="text-sm text-muted-foreground">
                Ainda cabem {formatInteger(usage.limit - usage.used)} {resumesWord(usage.limit - usage.used)}{' '}
                no seu plano.
              </p>
            ) : (
              <Alert variant="warning">
                <TriangleAlertIcon aria-hidden="true" />
                <AlertTitle>Limite de currículos atingido</AlertTitle>
                <AlertDescription className="flex flex-col gap-2">
                  <p>
                    O formulário público não aceita novas candidaturas: o plano {plan.name} permite até{' '}
                    {formatInteger(usage.limit)} currículos.
                  </p>
                  {canManageBilling ? (
                    <Link
                      to={paths.payments}
                      className="inline-flex items-center gap-1.5 self-start font-semibold text-yellow-950 underline underline-offset-4"
                    >
                      Fazer upgrade do plano
                      <ArrowRightIcon className="size-4" aria-hidden="true" />
                    </Link>
                  ) : (
                    <p>Peça a um administrador da empresa para mudar de plano.</p>
                  )}
                </AlertDescription>
              </Alert>
            )}
          </>
        )}
      </CardContent>
    </Card>
  )
}
