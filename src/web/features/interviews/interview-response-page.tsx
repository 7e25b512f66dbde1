import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { CalendarCheckIcon } from 'lucide-react'
import { useState } from 'react'
import { useParams, useSearchParams } from 'react-router'
import {
  type CandidateInterview,
  type CandidateResponseInput,
  INTERVIEW_MESSAGES,
  INTERVIEW_MODE_LABELS,
  INTERVIEW_NOTE_MAX,
} from '@/shared/interviews/api.ts'
import { formatSaoPauloDate, formatSaoPauloTime } from '@/shared/interviews/sao-paulo-time.ts'
import { AuthLayout } from '@/web/components/auth-layout.tsx'
import { Alert, AlertDescription } from '@/web/components/ui/alert.tsx'
import { Button } from '@/web/components/ui/button.tsx'
import { FormField } from '@/web/components/ui/form-field.tsx'
import { Spinner } from '@/web/components/ui/spinner.tsx'
import { Textarea } from '@/web/components/ui/textarea.tsx'
import { api, errorMessage } from '@/web/lib/api.ts'

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-3">
      <dt className="text-muted-foreground sm:w-28 sm:shrink-0">{label}</dt>
      <dd className="min-w-0 font-medium break-words">{children}</dd>
    </div>
  )
}

/**
 * /entrevista/{token}: the candidate's answer to an interview invitation ("Confirmar presença" or
 * "Pedir outro horário"). Opening the link records nothing — a mail scanner that follows it changes
 * nothing; the candidate's click does.
 */
export function InterviewResponsePage() {
  const { token = '' } = useParams()
  const [searchParams] = useSearchParams()
  const wantsOther = searchParams.get('resposta') === 'outro-horario'
  const client = useQueryClient()
  const key = ['public-interview', token]
  const interview = useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      api<CandidateInterview>(`/api/public/interviews/${encodeURIComponent(token)}`, { signal }),
    retry: false,
  })
  const respond = useMutation({
    mutationFn: (input: CandidateResponseInput) =>
      api<CandidateInterview>(`/api/public/interviews/${encodeURIComponent(token)}/response`, {
        method: 'POST',
        body: input,
      }),
    onSuccess: (data) => client.setQueryData(key, data),
  })
  const [asking, setAsking] = useState(wantsOther)
  const [note, setNote] = useState('')

  const data = interview.data
  return (
    <AuthLayout
      title="Convite para entrevista"
      documentTitle="Convite para entrevista"
      icon={<CalendarCheckIcon className="size-6" aria-hidden="true" />}
      description={data ? `${data.companyName}${data.jobTitle ? ` — ${data.jobTitle}` : ''}` : undefined}
    >
      {interview.isPending ? (
        <div className="flex justify-center py-8">
          <Spinner label="Carregando o convite..." />
        </div>
      ) : interview.isError || !data ? (
        <Alert variant="destructive">
          <AlertDescription>
            {errorMessage(interview.error, INTERVIEW_MESSAGES.tokenInvalid)}
          </AlertDescription>
        </Alert>
      ) : (
        <div className="flex flex-col gap-5">
          <dl className="flex flex-col gap-2 text-sm">
            <Fact label="Data">{formatSaoPauloDate(data.startsAt)}</Fact>
            <Fact label="Horário">{formatSaoPauloTime(data.startsAt)} (horário de Brasília)</Fact>
            <Fact label="Duração">{data.durationMinutes} minutos</Fact>
            <Fact label={INTERVIEW_MODE_LABELS[data.mode]}>
              {data.mode === 'online' && data.link ? (
                <a href={data.link} className="break-all text-primary underline" rel="noreferrer noopener">
                  {data.link}
                </a>
              ) : (
                data.address
              )}
            </Fact>
            {data.message ? <Fact label="Mensagem">{data.message}</Fact> : null}
          </dl>
          {data.status === 'cancelled' ? (
            <Alert variant="destructive">
              <AlertDescription>{INTERVIEW_MESSAGES.cancelled}</AlertDescription>
            </Alert>
          ) : data.candidateResponse === 'confirmed' ? (
            <Alert role="status">
              <AlertDescription>Presença confirmada. Até lá!</AlertDescription>
            </Alert>
          ) : data.candidateResponse === 'reschedule_requested' ? (
            <Alert role="status">
              <AlertDescription>
                Pedido de outro horário enviado. A empresa vai entrar em contato com uma nova proposta.
              </AlertDescription>
            </Alert>
          ) : null}
          {respond.isError ? (
            <Alert variant="destructive">
              <AlertDescription>{errorMessage(respond.error)}</AlertDescription>
            </Alert>
          ) : null}
          {data.canRespond && data.candidateResponse !== 'confirmed' && !asking ? (
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button loading={respond.isPending} onClick={() => respond.mutate({ response: 'confirmed' })}>
                Confirmar presença
              </Button>
              {data.candidateResponse !== 'reschedule_requested' ? (
                <Button variant="outline" onClick={() => setAsking(true)}>
                  Pedir outro horário
                </Button>
              ) : null}
            </div>
          ) : null}
          {data.canRespond && data.candidateResponse === 'confirmed' ? (
            <Button variant="outline" className="self-start" onClick={() => setAsking(true)}>
              Não poderei comparecer — pedir outro horário
            </Button>
          ) : null}
          {data.canRespond && asking && data.candidateResponse !== 'reschedule_requested' ? (
            <form
              className="flex flex-col gap-3"
              onSubmit={(event) => {
                event.preventDefault()
                respond.mutate(
                  { response: 'reschedule_requested', note: note.trim() },
                  { onSuccess: () => setAsking(false) },
                )
              }}
            >
              <FormField
                label="Mensagem para a empresa (opcional)"
                description="Diga os dias e horários em que você pode."
              >
                <Textarea
                  value={note}
                  rows={3}
                  maxLength={INTERVIEW_NOTE_MAX}
                  onChange={(event) => setNote(event.target.value)}
                />
              </FormField>
              <div className="flex flex-col gap-2 sm:flex-row">
                <Button type="submit" loading={respond.isPending}>
                  Pedir outro horário
                </Button>
                <Button type="button" variant="ghost" onClick={() => setAsking(false)}>
                  Voltar
                </Button>
              </div>
            </form>
          ) : null}
        </div>
      )}
    </AuthLayout>
  )
}
