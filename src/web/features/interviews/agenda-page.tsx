import type { Interview } from '@/shared/interviews/api.ts'
import { formatSaoPauloDate, formatSaoPauloDay } from '@/shared/interviews/sao-paulo-time.ts'
import { InterviewItem } from '@/web/components/interviews/interview-item.tsx'
import { Alert, AlertDescription } from '@/web/components/ui/alert.tsx'
import { Button } from '@/web/components/ui/button.tsx'
import { Spinner } from '@/web/components/ui/spinner.tsx'
import { useInterviews } from '@/web/lib/interviews-api.ts'
import type { SessionUser } from '@/web/lib/session.tsx'
import { useDocumentTitle } from '@/web/lib/use-document-title.ts'

/** Interviews grouped by their São Paulo day, in order. */
function byDay(items: readonly Interview[]): { day: string; label: string; items: Interview[] }[] {
  const groups = new Map<string, { day: string; label: string; items: Interview[] }>()
  for (const interview of items) {
    const day = formatSaoPauloDate(interview.startsAt)
    const group = groups.get(day) ?? { day, label: formatSaoPauloDay(interview.startsAt), items: [] }
    group.items.push(interview)
    groups.set(day, group)
  }
  return [...groups.values()]
}

/**
 * /agenda (issue 17): the company's upcoming interviews by day, with the candidate, the job, time,
 * mode, interviewers and the candidate's answer; "Remarcar" and "Cancelar" on each.
 */
export function AgendaPage({ user }: { user: SessionUser }) {
  useDocumentTitle('Agenda')
  const companyId = user.company.id
  const interviews = useInterviews(companyId, 'upcoming')
  const groups = byDay(interviews.data?.items ?? [])
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-brand-950 md:text-3xl">Agenda</h1>
        <p className="text-muted-foreground">
          Próximas entrevistas, em horário de Brasília. Agende pela candidatura (aba Entrevistas) ou pelo
          quadro da vaga.
        </p>
      </div>
      {interviews.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner label="Carregando a agenda..." />
        </div>
      ) : interviews.isError ? (
        <Alert variant="destructive">
          <AlertDescription className="flex flex-wrap items-center gap-3">
            Não foi possível carregar a agenda.
            <Button size="sm" variant="outline" onClick={() => void interviews.refetch()}>
              Tentar novamente
            </Button>
          </AlertDescription>
        </Alert>
      ) : groups.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-6 text-center text-muted-foreground">
          Nenhuma entrevista agendada.
        </p>
      ) : (
        groups.map((group) => (
          <section
            key={group.day}
            aria-labelledby={`dia-${group.day.replaceAll('/', '-')}`}
            className="flex flex-col gap-2"
          >
            <h2
              id={`dia-${group.day.replaceAll('/', '-')}`}
              className="text-lg font-semibold text-brand-950 first-letter:uppercase"
            >
              {group.label}
            </h2>
            <ul className="flex flex-col gap-2">
              {group.items.map((interview) => (
                <li key={interview.id}>
                  <InterviewItem companyId={companyId} interview={interview} showCandidate timeOnly />
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  )
}
