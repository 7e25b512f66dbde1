import { CalendarClockIcon, MailIcon } from 'lucide-react'
import { useState } from 'react'
import type { CandidateApplication } from '@/shared/candidate-area/api.ts'
import { formatDateTime } from '@/shared/format.ts'
import { formatSaoPauloDateTime } from '@/shared/interviews/sao-paulo-time.ts'
import { Button } from '@/web/components/ui/button.tsx'
import { errorMessage } from '@/web/lib/api.ts'
import { toast } from '@/web/lib/toast.ts'
import { answerInterview } from './api.ts'

type SectionProps = { slug: string; application: CandidateApplication; onChanged: () => void }

const ANSWER_LABELS = {
  pendente: 'Aguardando sua resposta',
  confirmada: 'Presença confirmada',
  outro_horario: 'Você pediu outro horário',
} as const

/** The interviews the company scheduled, with "Confirmar presença" / "Pedir outro horário". */
export function InterviewsSection({ slug, application, onChanged }: SectionProps) {
  const [busy, setBusy] = useState<string | null>(null)
  // A closed process (rejected, withdrawn, job closed) keeps no interview to attend.
  const interviews = application.status === 'encerrado' ? [] : (application.interviews ?? [])
  if (interviews.length === 0) return null

  async function answer(interviewId: string, response: 'confirmed' | 'reschedule_requested') {
    setBusy(interviewId)
    try {
      await answerInterview(slug, application.id, interviewId, response)
      toast.success(response === 'confirmed' ? 'Presença confirmada.' : 'Pedido de outro horário enviado.')
      onChanged()
    } catch (error) {
      toast.error(errorMessage(error))
    } finally {
      setBusy(null)
    }
  }

  return (
    <section aria-label="Entrevistas" className="mt-4 space-y-3 border-t border-border pt-4">
      <h4 className="flex items-center gap-2 text-sm font-semibold">
        <CalendarClockIcon aria-hidden="true" className="size-4" /> Entrevista
      </h4>
      {interviews.map((interview) => {
        const upcoming = Date.parse(interview.startsAt) > Date.now()
        return (
          <div key={interview.id} className="space-y-2 text-sm">
            <p>
              {formatSaoPauloDateTime(interview.startsAt)} · {interview.durationMinutes} min ·{' '}
              {interview.mode === 'online' ? 'Online' : 'Presencial'}
            </p>
            {interview.place ? (
              interview.mode === 'online' ? (
                <p className="break-all">
                  <a className="underline" href={interview.place} target="_blank" rel="noreferrer">
                    {interview.place}
                  </a>
                </p>
              ) : (
                <p>{interview.place}</p>
              )
            ) : null}
            <p className="text-muted-foreground">{ANSWER_LABELS[interview.answer]}</p>
            {upcoming && interview.answer !== 'confirmada' ? (
              <div className="flex flex-wrap gap-2">
                <Button size="sm" disabled={busy !== null} onClick={() => answer(interview.id, 'confirmed')}>
                  Confirmar presença
                </Button>
                {interview.answer === 'pendente' ? (
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={busy !== null}
                    onClick={() => answer(interview.id, 'reschedule_requested')}
                  >
                    Pedir outro horário
                  </Button>
                ) : null}
              </div>
            ) : null}
          </div>
        )
      })}
    </section>
  )
}

/** "Mensagens": the e-mails the company sent about this application, newest last. */
export function MessagesSection({ application }: SectionProps) {
  const messages = application.messages ?? []
  if (messages.length === 0) return null
  return (
    <section aria-label="Mensagens da empresa" className="mt-4 space-y-2 border-t border-border pt-4">
      <h4 className="flex items-center gap-2 text-sm font-semibold">
        <MailIcon aria-hidden="true" className="size-4" /> Mensagens
      </h4>
      <ul className="space-y-2">
        {messages.map((message) => (
          <li key={message.id}>
            <details className="rounded-md border border-border p-3 text-sm">
              <summary className="cursor-pointer">
                <span className="font-medium">{message.subject}</span>{' '}
                <span className="text-muted-foreground">· {formatDateTime(message.sentAt)}</span>
              </summary>
              <p className="mt-2 whitespace-pre-line break-words">{message.body}</p>
            </details>
          </li>
        ))}
      </ul>
    </section>
  )
}
