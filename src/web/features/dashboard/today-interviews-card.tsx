import { CalendarDaysIcon } from 'lucide-react'
import { useId } from 'react'
import { Link } from 'react-router'
import { INTERVIEW_MODE_LABELS } from '@/shared/interviews/api.ts'
import { formatSaoPauloTime } from '@/shared/interviews/sao-paulo-time.ts'
import { paths } from '@/shared/paths.ts'
import { InterviewStatusBadge } from '@/web/components/interviews/interview-item.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card.tsx'
import { useInterviews } from '@/web/lib/interviews-api.ts'

/** "Entrevistas de hoje" (issue 17): today's interviews (São Paulo), with the candidate's answer. */
export function TodayInterviewsCard({ companyId }: { companyId: string }) {
  const interviews = useInterviews(companyId, 'today')
  const items = interviews.data?.items ?? []
  const titleId = useId()
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle as="h2" id={titleId} className="flex items-center gap-2">
          <CalendarDaysIcon className="size-5 text-brand-700" aria-hidden="true" />
          Entrevistas de hoje
          <span className="text-2xl font-bold tabular-nums">{interviews.data ? items.length : '–'}</span>
        </CardTitle>
        <CardDescription>
          Horários de Brasília.{' '}
          <Link to={paths.agenda} className="text-primary underline">
            Ver agenda
          </Link>
        </CardDescription>
      </CardHeader>
      <CardContent>
        {interviews.isError ? (
          <p className="text-sm text-destructive">Não foi possível carregar as entrevistas.</p>
        ) : interviews.data && items.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nenhuma entrevista hoje.</p>
        ) : (
          <ul className="flex flex-col divide-y divide-border">
            {items.map((interview) => (
              <li key={interview.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
                <time dateTime={interview.startsAt} className="font-semibold tabular-nums">
                  {formatSaoPauloTime(interview.startsAt)}
                </time>
                <span className="min-w-0 flex-1 truncate">
                  {interview.candidateName ?? 'Sem nome'}
                  <span className="text-muted-foreground">
                    {' '}
                    — {interview.jobTitle ?? 'Banco de talentos'} · {INTERVIEW_MODE_LABELS[interview.mode]}
                  </span>
                </span>
                <InterviewStatusBadge interview={interview} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}
