import { CalendarPlusIcon } from 'lucide-react'
import { useState } from 'react'
import { InterviewItem } from '@/web/components/interviews/interview-item.tsx'
import { ScheduleInterviewDialog } from '@/web/components/interviews/schedule-interview-dialog.tsx'
import { Alert, AlertDescription } from '@/web/components/ui/alert.tsx'
import { Button } from '@/web/components/ui/button.tsx'
import { Spinner } from '@/web/components/ui/spinner.tsx'
import { useApplicationInterviews } from '@/web/lib/interviews-api.ts'
import type { DetailTabProps } from './detail-tab.ts'

/** "Entrevistas" (issue 17): the application's interviews with the candidate's answers, and "Agendar entrevista". */
export function InterviewsTab({ companyId, detail }: DetailTabProps) {
  const interviews = useApplicationInterviews(companyId, detail.id)
  const [scheduling, setScheduling] = useState(false)
  const items = interviews.data?.items ?? []
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">Horários de Brasília.</p>
        <Button size="sm" onClick={() => setScheduling(true)}>
          <CalendarPlusIcon aria-hidden="true" />
          Agendar entrevista
        </Button>
      </div>
      {interviews.isPending ? (
        <div className="flex justify-center py-6">
          <Spinner label="Carregando as entrevistas..." />
        </div>
      ) : interviews.isError ? (
        <Alert variant="destructive">
          <AlertDescription>Não foi possível carregar as entrevistas.</AlertDescription>
        </Alert>
      ) : items.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nenhuma entrevista agendada.</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Entrevistas da candidatura">
          {items.map((interview) => (
            <li key={interview.id}>
              <InterviewItem companyId={companyId} interview={interview} />
            </li>
          ))}
        </ul>
      )}
      <ScheduleInterviewDialog
        companyId={companyId}
        applicationId={detail.id}
        candidateName={detail.name}
        open={scheduling}
        onClose={() => setScheduling(false)}
      />
    </div>
  )
}
