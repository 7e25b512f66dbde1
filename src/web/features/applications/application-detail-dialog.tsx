import { CheckIcon, ClockIcon, FileDownIcon, Trash2Icon, XIcon } from 'lucide-react'
import type { ApplicationAnswer, ApplicationDetail, DecisionStatus } from '@/shared/applications/api.ts'
import { Alert, AlertDescription } from '@/web/components/ui/alert.tsx'
import { Button } from '@/web/components/ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog.tsx'
import { Spinner } from '@/web/components/ui/spinner.tsx'
import { useApplication } from './api.ts'
import type { RowPermissions } from './application-row-menu.tsx'
import { APPLICATION_TOASTS } from './messages.ts'
import { SentTime } from './sent-time.tsx'
import { StatusBadge } from './status-badge.tsx'
import type { ApplicationActions } from './use-application-actions.ts'

function AnswerValue({ answer, name }: { answer: ApplicationAnswer; name: string }) {
  const display = answer.display
  if (display.kind === 'photo') {
    return (
      <img
        src={display.url}
        alt={`Foto de ${name}`}
        className="h-32 w-24 rounded-md border border-border bg-muted object-cover"
      />
    )
  }
  if (display.kind === 'entries') {
    return (
      <ol className="flex flex-col gap-3">
        {display.entries.map((entry) => (
          <li key={entry.title} className="rounded-md border border-border p-3">
            <p className="mb-2 text-sm font-semibold text-brand-900">{entry.title}</p>
            <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[minmax(0,10rem)_1fr]">
              {entry.items.map((item) => (
                <div key={item.label} className="contents">
                  <dt className="text-muted-foreground">{item.label}</dt>
                  <dd className={item.text === 'N/A' ? 'text-muted-foreground' : 'break-words'}>
                    {item.text}
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ol>
    )
  }
  return (
    <span className={display.text === 'N/A' ? 'text-muted-foreground' : 'break-words'}>{display.text}</span>
  )
}

function DetailBody({ detail }: { detail: ApplicationDetail }) {
  const name = detail.name ?? 'candidato'
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <span className="flex items-center gap-2">
          <span className="text-muted-foreground">Status:</span>
          <StatusBadge status={detail.status} />
        </span>
        <span className="flex items-center gap-2">
          <span className="text-muted-foreground">Enviada</span>
          <SentTime date={detail.createdAt} />
        </span>
      </div>
      {detail.sections.map((section) => (
        <section key={section.step} aria-labelledby={`secao-${section.step}`} className="flex flex-col gap-3">
          <h3
            id={`secao-${section.step}`}
            className="border-b border-border pb-1 text-sm font-semibold tracking-wide text-brand-900 uppercase"
          >
            {section.title}
          </h3>
          <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[minmax(0,12rem)_1fr]">
            {section.answers.map((answer) => (
              <div key={answer.fieldId} className="contents">
                <dt className="font-medium text-muted-foreground">{answer.label}</dt>
                <dd className="mb-2 sm:mb-0">
                  <AnswerValue answer={answer} name={name} />
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  )
}

const DECISIONS: { status: DecisionStatus; label: string; icon: typeof CheckIcon }[] = [
  { status: 'aprovado', label: 'Aprovar', icon: CheckIcon },
  { status: 'pendente', label: 'Pendente', icon: ClockIcon },
  { status: 'reprovado', label: 'Reprovar', icon: XIcon },
]

/** "Detalhes da Candidatura": status, sent time, every answer in form order and the decisions. */
export function ApplicationDetailDialog({
  companyId,
  id,
  onClose,
  actions,
  permissions,
  onDelete,
}: {
  companyId: string
  id: string | null
  onClose: () => void
  actions: ApplicationActions
  permissions: RowPermissions
  onDelete: (target: { id: string; name: string | null }) => void
}) {
  const query = useApplication(companyId, id)
  const detail = query.data
  return (
    <Dialog open={id !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>Detalhes da Candidatura</DialogTitle>
          <DialogDescription>{detail?.name ?? (query.isPending ? 'Carregando...' : '')}</DialogDescription>
        </DialogHeader>
        {query.isPending ? (
          <div className="flex justify-center py-10">
            <Spinner />
          </div>
        ) : null}
        {query.isError ? (
          <Alert variant="destructive">
            <AlertDescription>{APPLICATION_TOASTS.detailFailed}</AlertDescription>
          </Alert>
        ) : null}
        {detail ? <DetailBody detail={detail} /> : null}
        {detail ? (
          <DialogFooter className="sticky -bottom-6 z-10 -mx-6 -mb-6 flex-wrap gap-2 border-t border-border bg-background px-6 py-4 sm:justify-between">
            <div className="flex flex-wrap gap-2">
              {DECISIONS.map(({ status, label, icon: Icon }) => (
                <Button
                  key={status}
                  variant={
                    status === 'reprovado' ? 'outline' : status === 'aprovado' ? 'default' : 'secondary'
                  }
                  disabled={detail.status === status}
                  loading={actions.pendingStatus?.id === detail.id && actions.pendingStatus.status === status}
                  onClick={() => actions.setStatus(detail.id, status)}
                >
                  <Icon aria-hidden="true" />
                  {label}
                </Button>
              ))}
            </div>
            <div className="flex flex-wrap gap-2">
              {permissions.canExport ? (
                <Button
                  variant="outline"
                  loading={actions.exporting === detail.id}
                  onClick={() => void actions.exportPdf(detail.id)}
                >
                  <FileDownIcon aria-hidden="true" />
                  Exportar PDF
                </Button>
              ) : null}
              {permissions.canDelete ? (
                <Button variant="destructive" onClick={() => onDelete({ id: detail.id, name: detail.name })}>
                  <Trash2Icon aria-hidden="true" />
                  Excluir
                </Button>
              ) : null}
            </div>
          </DialogFooter>
        ) : null}
      </DialogContent>
    </Dialog>
  )
}
