import { CalendarClockIcon, MapPinIcon, UsersIcon, VideoIcon } from 'lucide-react'
import { useState } from 'react'
import {
  INTERVIEW_MODE_LABELS,
  INTERVIEW_RESPONSE_LABELS,
  type Interview,
  type InterviewResponse,
} from '@/shared/interviews/api.ts'
import { formatSaoPauloDateTime, formatSaoPauloTime } from '@/shared/interviews/sao-paulo-time.ts'
import { Badge, type BadgeProps } from '@/web/components/ui/badge.tsx'
import { Button } from '@/web/components/ui/button.tsx'
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog.tsx'
import { errorMessage } from '@/web/lib/api.ts'
import { useCancelInterview } from '@/web/lib/interviews-api.ts'
import { toast } from '@/web/lib/toast.ts'
import { ScheduleInterviewDialog } from './schedule-interview-dialog.tsx'

const RESPONSE_VARIANTS: Record<InterviewResponse, BadgeProps['variant']> = {
  pending: 'outline',
  confirmed: 'success',
  reschedule_requested: 'warning',
}

/** The candidate's answer, or "Cancelada". */
export function InterviewStatusBadge({ interview }: { interview: Interview }) {
  if (interview.status === 'cancelled') return <Badge variant="destructive-outline">Cancelada</Badge>
  return (
    <Badge variant={RESPONSE_VARIANTS[interview.candidateResponse]}>
      {INTERVIEW_RESPONSE_LABELS[interview.candidateResponse]}
    </Badge>
  )
}

/**
 * One interview: time (São Paulo), mode and place, interviewers, the candidate's answer, and the
 * "Remarcar" / "Cancelar" actions while it is scheduled and ahead.
 */
export function InterviewItem({
  companyId,
  interview,
  showCandidate,
  timeOnly,
  onOpenCandidate,
}: {
  companyId: string
  interview: Interview
  /** /agenda names the candidate and the job; the application's own tab does not. */
  showCandidate?: boolean
  /** Under a day's heading only the time is needed. */
  timeOnly?: boolean
  onOpenCandidate?: () => void
}) {
  const [rescheduling, setRescheduling] = useState(false)
  const [cancelling, setCancelling] = useState(false)
  const cancel = useCancelInterview(companyId)
  const ahead = new Date(interview.endsAt).getTime() > Date.now()
  const active = interview.status === 'scheduled' && ahead
  const time = timeOnly ? formatSaoPauloTime(interview.startsAt) : formatSaoPauloDateTime(interview.startsAt)
  const candidate = interview.candidateName ?? 'Sem nome'
  return (
    <article
      aria-label={`Entrevista ${showCandidate ? `com ${candidate} ` : ''}em ${formatSaoPauloDateTime(interview.startsAt)}`}
      className="flex flex-col gap-2 rounded-lg border border-border bg-white p-3 text-sm sm:flex-row sm:items-start"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-brand-950">
          <CalendarClockIcon className="size-4 text-brand-700" aria-hidden="true" />
          <time dateTime={interview.startsAt}>{time}</time>
          <span className="font-normal text-muted-foreground">· {interview.durationMinutes} min</span>
          <InterviewStatusBadge interview={interview} />
        </p>
        {showCandidate ? (
          <p>
            {onOpenCandidate ? (
              <button
                type="button"
                onClick={onOpenCandidate}
                className="cursor-pointer font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-ring"
              >
                {candidate}
              </button>
            ) : (
              <span className="font-medium">{candidate}</span>
            )}
            <span className="text-muted-foreground"> — {interview.jobTitle ?? 'Banco de talentos'}</span>
          </p>
        ) : null}
        <p className="flex items-start gap-1 break-words text-muted-foreground">
          {interview.mode === 'online' ? (
            <VideoIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          ) : (
            <MapPinIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          )}
          <span className="min-w-0">
            {INTERVIEW_MODE_LABELS[interview.mode]}:{' '}
            {interview.mode === 'online' && interview.link ? (
              <a
                href={interview.link}
                target="_blank"
                rel="noreferrer noopener"
                className="break-all text-primary underline"
              >
                {interview.link}
              </a>
            ) : (
              interview.address
            )}
          </span>
        </p>
        {interview.interviewers.length > 0 ? (
          <p className="flex items-start gap-1 text-muted-foreground">
            <UsersIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>Entrevistadores: {interview.interviewers.map((member) => member.name).join(', ')}</span>
          </p>
        ) : null}
        {interview.candidateResponse === 'reschedule_requested' && interview.candidateNote ? (
          <p className="rounded-md bg-yellow-50 p-2 text-yellow-900">
            Mensagem do candidato: “{interview.candidateNote}”
          </p>
        ) : null}
      </div>
      {active ? (
        <div className="flex shrink-0 gap-2">
          <Button size="sm" variant="outline" onClick={() => setRescheduling(true)}>
            Remarcar
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setCancelling(true)}>
            Cancelar
          </Button>
        </div>
      ) : null}
      <ScheduleInterviewDialog
        companyId={companyId}
        applicationId={interview.applicationId}
        candidateName={interview.candidateName}
        interview={interview}
        open={rescheduling}
        onClose={() => setRescheduling(false)}
      />
      <ConfirmDialog
        open={cancelling}
        title="Cancelar entrevista?"
        description={`O candidato e os entrevistadores recebem o cancelamento por e-mail (entrevista de ${formatSaoPauloDateTime(interview.startsAt)}).`}
        confirmLabel="Cancelar entrevista"
        onCancel={() => setCancelling(false)}
        onConfirm={async () => {
          try {
            await cancel.mutateAsync(interview.id)
            toast.success('Entrevista cancelada')
            setCancelling(false)
            return true
          } catch (error) {
            toast.error(errorMessage(error, 'Não foi possível cancelar a entrevista.'))
            return false
          }
        }}
      />
    </article>
  )
}
