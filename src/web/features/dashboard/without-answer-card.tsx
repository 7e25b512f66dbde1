import { MailWarningIcon } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '@/shared/paths.ts'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card.tsx'

const numberFormat = new Intl.NumberFormat('pt-BR')

/**
 * "Candidaturas sem retorno há mais de 15 dias" (issue 17): open applications whose candidate got
 * no e-mail but the receipt for 15 days, with a link to them on /curriculos.
 */
export function WithoutAnswerCard({ count }: { count: number | undefined }) {
  return (
    <Card data-testid="sem-retorno">
      <CardHeader className="flex-row items-start justify-between gap-2">
        <div className="flex flex-col gap-1.5">
          <CardTitle as="h2">Candidaturas sem retorno há mais de 15 dias</CardTitle>
          <CardDescription>
            Em aberto e sem nenhum e-mail além da confirmação de recebimento. Todo candidato merece uma
            resposta.
          </CardDescription>
        </div>
        <MailWarningIcon className="size-5 shrink-0 text-primary" aria-hidden="true" />
      </CardHeader>
      <CardContent className="flex flex-wrap items-center gap-4">
        {count === undefined ? (
          <span aria-hidden="true" className="h-8 w-16 animate-pulse rounded bg-muted" />
        ) : (
          <p className="font-display text-3xl font-bold text-brand-950">{numberFormat.format(count)}</p>
        )}
        {count ? (
          <Link
            to={`${paths.applications}?semRetorno=1`}
            className="inline-flex items-center gap-1.5 font-medium text-primary underline-offset-4 hover:underline"
          >
            Ver candidaturas sem retorno
          </Link>
        ) : count === 0 ? (
          <p className="text-sm text-muted-foreground">Nenhuma. Todos os candidatos tiveram retorno.</p>
        ) : null}
      </CardContent>
    </Card>
  )
}
