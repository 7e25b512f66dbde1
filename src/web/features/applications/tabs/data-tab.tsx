import { APPLICATION_SOURCE_LABELS, type ApplicationAnswer } from '@/shared/applications/api.ts'
import { SENSITIVE_NOT_AUTHORIZED } from '@/shared/forms/privacy-notice.ts'
import { REJECTION_REASON_LABELS } from '@/shared/jobs/api.ts'
import { SentTime } from '../sent-time.tsx'
import { StatusBadge } from '../status-badge.tsx'
import type { DetailTabProps } from './detail-tab.ts'

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
            <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[minmax(0,10rem)_minmax(0,1fr)]">
              {entry.items.map((item) => (
                <div key={item.label} className="contents">
                  <dt className="text-muted-foreground">{item.label}</dt>
                  <dd className={item.text === 'N/A' ? 'text-muted-foreground' : '[overflow-wrap:anywhere]'}>
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
    <span
      className={
        display.text === 'N/A' || display.text === SENSITIVE_NOT_AUTHORIZED
          ? 'text-muted-foreground'
          : '[overflow-wrap:anywhere]'
      }
    >
      {display.text}
    </span>
  )
}

/** "Dados": status, sent time and every answer in form order. */
export function DataTab({ detail }: DetailTabProps) {
  const name = detail.name ?? 'candidato'
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <span className="flex items-center gap-2">
          <span className="text-muted-foreground">Status:</span>
          <StatusBadge status={detail.status} />
        </span>
        <span className="flex items-center gap-2">
          <span className="text-muted-foreground">
            {detail.source === 'importacao' ? 'Importada' : 'Enviada'}
          </span>
          <SentTime date={detail.createdAt} />
        </span>
        <span className="flex items-center gap-2">
          <span className="text-muted-foreground">Origem:</span>
          <span>{APPLICATION_SOURCE_LABELS[detail.source]}</span>
        </span>
      </div>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)]">
        <dt className="font-medium text-muted-foreground">Vaga</dt>
        <dd>{detail.job ? detail.job.title : 'Banco de talentos'}</dd>
        {detail.job?.stageName ? (
          <>
            <dt className="font-medium text-muted-foreground">Etapa</dt>
            <dd>{detail.job.stageName}</dd>
          </>
        ) : null}
        {detail.job?.rejectionReason ? (
          <>
            <dt className="font-medium text-muted-foreground">Motivo da reprovação</dt>
            <dd>
              {REJECTION_REASON_LABELS[detail.job.rejectionReason]}
              {detail.job.rejectionNote ? ` — ${detail.job.rejectionNote}` : ''}
            </dd>
          </>
        ) : null}
      </dl>
      {detail.sections.map((section) => (
        <section key={section.step} aria-labelledby={`secao-${section.step}`} className="flex flex-col gap-3">
          <h3
            id={`secao-${section.step}`}
            className="border-b border-border pb-1 text-sm font-semibold tracking-wide text-brand-900 uppercase"
          >
            {section.title}
          </h3>
          <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)]">
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
