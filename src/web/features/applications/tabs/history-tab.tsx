import { formatDateTime } from '@/shared/format.ts'
import { describeEvent, eventActor, eventLabel } from '@/shared/history/events.ts'
import { Alert, AlertDescription } from '@/web/components/ui/alert.tsx'
import { Button } from '@/web/components/ui/button.tsx'
import { Spinner } from '@/web/components/ui/spinner.tsx'
import { useApplicationHistory } from '../api.ts'
import type { DetailTabProps } from './detail-tab.ts'

/** "Histórico": every event of the application in order, with who and when (dd/MM/yyyy HH:mm). */
export function HistoryTab({ companyId, detail }: DetailTabProps) {
  const history = useApplicationHistory(companyId, detail.id)
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
            <p className="text-muted-foreground">
              {eventActor(event)} · <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time>
            </p>
          </li>
        )
      })}
    </ol>
  )
}
