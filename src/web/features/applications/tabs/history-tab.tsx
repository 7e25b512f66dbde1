import { EMAIL_STATE_LABELS, type EmailMessageItem } from '@/shared/email/api.ts'
import { formatDateTime } from '@/shared/format.ts'
import { describeEvent, eventActor, eventLabel } from '@/shared/history/events.ts'
import { Alert, AlertDescription } from '@/web/components/ui/alert.tsx'
import { Badge } from '@/web/components/ui/badge.tsx'
import { Button } from '@/web/components/ui/button.tsx'
import { Spinner } from '@/web/components/ui/spinner.tsx'
import { useApplicationHistory } from '../api.ts'
import { useApplicationEmails } from '../email-api.ts'
import type { DetailTabProps } from './detail-tab.ts'

/** "Histórico": every event of the application in order, with who and when (dd/MM/yyyy HH:mm). */
export function HistoryTab({ companyId, detail }: DetailTabProps) {
  const history = useApplicationHistory(companyId, detail.id)
  const emails = useApplicationEmails(companyId, detail.id)
  const messages = new Map((emails.data?.items ?? []).map((item) => [item.id, item]))
  if (history.isPending) {
    return (
      <div className="flex justify-center py-10">
        <Spinner label="Carregando o histórico..." />
      </div>
    )
  }
  if (history.isError) {
    return (
      <Alert variant="destructive">
        <AlertDescription className="flex flex-wrap items-center gap-3">
          Não foi possível carregar o histórico.
          <Button size="sm" variant="outline" onClick={() => void history.refetch()}>
            Tentar novamente
          </Button>
        </AlertDescription>
      </Alert>
    )
  }
  const items = history.data.items
  if (items.length === 0) return <p className="text-sm text-muted-foreground">Nenhum evento registrado.</p>
  return (
    <ol
      aria-label="Histórico da candidatura"
      className="relative flex flex-col gap-4 border-l border-border pl-5"
    >
      {items.map((event) => {
        const details = describeEvent(event.type, event.data)
        return (
          <li key={event.id} className="relative text-sm">
            <span
              aria-hidden="true"
              className="absolute top-1.5 -left-[1.6rem] size-2.5 rounded-full border-2 border-white bg-brand-600"
            />
            <p className="font-medium text-brand-950">{eventLabel(event.type)}</p>
            {details ? <p className="text-foreground">{details}</p> : null}
            {event.type === 'email_queued' ? (
              <EmailDelivery message={messages.get(String(event.data.messageId))} />
            ) : null}
            <p className="text-muted-foreground">
              {eventActor(event)} · <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time>
            </p>
          </li>
        )
      })}
    </ol>
  )
}

const STATE_VARIANT = {
  na_fila: 'secondary',
  enviado: 'success',
  falhou: 'destructive',
  cancelado: 'outline',
} as const

/** An e-mail's subject and delivery state: Na fila, Enviado (with when), Falhou — motivo, Cancelado. */
function EmailDelivery({ message }: { message: EmailMessageItem | undefined }) {
  if (!message) return null
  const scheduled =
    message.state === 'na_fila' && new Date(message.scheduledFor).getTime() > Date.now() + 60_000
  return (
    <div className="mt-1 flex flex-col gap-1">
      <p className="text-foreground">
        Assunto: <span className="font-medium">{message.subject}</span>
      </p>
      <p className="flex flex-wrap items-center gap-2">
        <Badge variant={STATE_VARIANT[message.state]} data-email-state={message.state}>
          {EMAIL_STATE_LABELS[message.state]}
        </Badge>
        {message.state === 'enviado' && message.sentAt ? (
          <span className="text-muted-foreground">em {formatDateTime(message.sentAt)}</span>
        ) : null}
        {scheduled ? (
          <span className="text-muted-foreground">
            envio previsto para {formatDateTime(message.scheduledFor)}
          </span>
        ) : null}
        {message.state === 'na_fila' && message.attempts > 0 && message.error ? (
          <span className="text-muted-foreground">
            tentativa {message.attempts} falhou, nova tentativa em breve
          </span>
        ) : null}
        {(message.state === 'falhou' || message.state === 'cancelado') && message.error ? (
          <span className="text-muted-foreground">— {message.error}</span>
        ) : null}
      </p>
    </div>
  )
}
