import { Link } from 'react-router'
import { paths } from '@/shared/paths.ts'
import {
  SUBMISSION_STATUS_LABELS,
  SUBMISSION_STATUSES,
  type SubmissionStatus,
} from '@/shared/submission-status.ts'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card.tsx'

const numberFormat = new Intl.NumberFormat('pt-BR')
const DOT_COLORS: Record<SubmissionStatus, string> = {
  novo: 'bg-slate-400',
  pendente: 'bg-yellow-500',
  aprovado: 'bg-green-600',
  reprovado: 'bg-red-600',
}

/** Applications per review status; each links to the list filtered by that status. */
export function StatusBreakdown({ counts }: { counts: Record<SubmissionStatus, number> | undefined }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Candidaturas por status</CardTitle>
        <CardDescription>Clique em um status para ver as candidaturas.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
          {SUBMISSION_STATUSES.map((status) => (
            <li key={status}>
              <Link
                to={`${paths.applications}?status=${status}`}
                className="flex flex-col gap-1 rounded-lg border border-border p-3 hover:bg-muted"
              >
                <span className="flex items-center gap-2 text-sm text-muted-foreground">
                  <span className={`size-2.5 rounded-full ${DOT_COLORS[status]}`} aria-hidden="true" />
                  {SUBMISSION_STATUS_LABELS[status]}
                </span>
                <span className="text-2xl font-bold" data-testid={`status-count-${status}`}>
                  {counts ? numberFormat.format(counts[status]) : '—'}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  )
}
