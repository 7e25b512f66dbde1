import { DownloadIcon, MergeIcon, SearchIcon } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { APPLICATION_SOURCE_LABELS, type ApplicationSummary } from '@/shared/applications/api.ts'
import { formatDate } from '@/shared/format.ts'
import { can } from '@/shared/permissions.ts'
import { RESUME_FORMAT_LABELS } from '@/shared/resumes/resume-files.ts'
import { Alert, AlertDescription } from '@/web/components/ui/alert.tsx'
import { Button } from '@/web/components/ui/button.tsx'
import { Input } from '@/web/components/ui/input.tsx'
import { Label } from '@/web/components/ui/label.tsx'
import { Spinner } from '@/web/components/ui/spinner.tsx'
import { errorMessage } from '@/web/lib/api.ts'
import { toast } from '@/web/lib/toast.ts'
import { useApplicationPerson, useMergeApplications, useMergeCandidates } from '../persons-api.ts'
import { StatusBadge } from '../status-badge.tsx'
import type { DetailTabProps } from './detail-tab.ts'

function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`
  return `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} MB`
}

const linkClassName =
  'cursor-pointer text-left font-medium text-primary underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-ring'

/**
 * "Pessoa" (issue 15, duplicates): the other applications of the same person (same CPF, e-mail or
 * mobile phone, or merged) with links that open them, every CV version of the person, and
 * "Mesclar" for the roles that manage applications.
 */
export function PersonTab({ companyId, detail, user, onOpenApplication }: DetailTabProps) {
  const person = useApplicationPerson(companyId, detail.id)
  const headingId = useId()
  const resumesId = useId()
  if (person.isPending) {
    return (
      <div className="flex justify-center py-10">
        <Spinner label="Carregando as candidaturas da pessoa..." />
      </div>
    )
  }
  if (person.isError) {
    return (
      <Alert variant="destructive">
        <AlertDescription className="flex flex-wrap items-center gap-3">
          Não foi possível carregar as candidaturas desta pessoa.
          <Button size="sm" variant="outline" onClick={() => void person.refetch()}>
            Tentar novamente
          </Button>
        </AlertDescription>
      </Alert>
    )
  }
  const { others, resumes } = person.data
  return (
    <div className="flex flex-col gap-6 text-sm">
      <section aria-labelledby={headingId} className="flex flex-col gap-3">
        <h3
          id={headingId}
          className="border-b border-border pb-1 text-sm font-semibold tracking-wide text-brand-900 uppercase"
        >
          Outras candidaturas desta pessoa
        </h3>
        {others.length === 0 ? (
          <p className="text-muted-foreground">Nenhuma outra candidatura desta pessoa.</p>
        ) : (
          <ul className="flex flex-col divide-y divide-border">
            {others.map((other) => (
              <li key={other.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2">
                <span className="flex min-w-0 flex-col">
                  {onOpenApplication ? (
                    <button
                      type="button"
                      className={linkClassName}
                      onClick={() => onOpenApplication(other.id)}
                    >
                      {other.name ?? 'Sem nome'}
                    </button>
                  ) : (
                    <span className="font-medium">{other.name ?? 'Sem nome'}</span>
                  )}
                  <span className="text-xs text-muted-foreground">
                    {other.jobTitle ?? 'Banco de talentos'} · {APPLICATION_SOURCE_LABELS[other.source]} em{' '}
                    {formatDate(other.createdAt)}
                  </span>
                </span>
                <StatusBadge status={other.status} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby={resumesId} className="flex flex-col gap-3">
        <h3
          id={resumesId}
          className="border-b border-border pb-1 text-sm font-semibold tracking-wide text-brand-900 uppercase"
        >
          Versões do currículo
        </h3>
        {resumes.length === 0 ? (
          <p className="text-muted-foreground">Nenhum currículo anexado a esta pessoa.</p>
        ) : (
          <ul className="flex flex-col divide-y divide-border">
            {resumes.map((resume) => (
              <li
                key={`${resume.applicationId}-${resume.createdAt}`}
                className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2"
              >
                <span className="flex min-w-0 flex-col">
                  <span className="font-medium [overflow-wrap:anywhere]">{resume.fileName}</span>
                  <span className="text-xs text-muted-foreground">
                    {resume.format ? `${RESUME_FORMAT_LABELS[resume.format]} · ` : ''}
                    {fileSize(resume.sizeBytes)} · {formatDate(resume.createdAt)}
                    {resume.applicationId === detail.id ? ' · desta candidatura' : ''}
                  </span>
                </span>
                <Button asChild size="sm" variant="outline">
                  <a href={resume.downloadUrl} download>
                    <DownloadIcon aria-hidden="true" />
                    Baixar
                    <span className="sr-only"> {resume.fileName}</span>
                  </a>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>

      {can(user.role, 'applications:merge') ? (
        <MergeSection
          companyId={companyId}
          applicationId={detail.id}
          name={detail.name}
          excluded={new Set([detail.id, ...others.map((other) => other.id)])}
        />
      ) : null}
    </div>
  )
}

/**
 * "Mesclar": pick another application of the company by name, then confirm; both become one person
 * and show each other.
 */
function MergeSection({
  companyId,
  applicationId,
  name,
  excluded,
}: {
  companyId: string
  applicationId: string
  name: string | null
  /** This application and those already of the same person. */
  excluded: Set<string>
}) {
  const headingId = useId()
  const searchId = useId()
  const [open, setOpen] = useState(false)
  const [q, setQ] = useState('')
  const [chosen, setChosen] = useState<ApplicationSummary | null>(null)
  // One search 300 ms after the member stops typing (as the list's search box), not one per key.
  const [searched, setSearched] = useState('')
  useEffect(() => {
    const timer = setTimeout(() => setSearched(q), 300)
    return () => clearTimeout(timer)
  }, [q])
  const candidates = useMergeCandidates(companyId, open ? searched : '')
  const merge = useMergeApplications(companyId)
  const items = (candidates.data?.items ?? []).filter((item) => !excluded.has(item.id))

  const reset = () => {
    setOpen(false)
    setQ('')
    setChosen(null)
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3
        id={headingId}
        className="border-b border-border pb-1 text-sm font-semibold tracking-wide text-brand-900 uppercase"
      >
        Mesclar
      </h3>
      <p className="text-muted-foreground">
        Se outra candidatura é desta mesma pessoa (com outro CPF, e-mail ou celular), junte as duas.
      </p>
      {!open ? (
        <Button variant="outline" className="self-start" onClick={() => setOpen(true)}>
          <MergeIcon aria-hidden="true" />
          Mesclar com outra candidatura
        </Button>
      ) : chosen ? (
        <div className="flex flex-col gap-3 rounded-md border border-border p-3">
          <p>
            Mesclar <strong>{name ?? 'Sem nome'}</strong> com <strong>{chosen.name ?? 'Sem nome'}</strong>
            {chosen.email ? ` (${chosen.email})` : ''}? As duas candidaturas passam a ser da mesma pessoa.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              loading={merge.isPending}
              onClick={() =>
                merge.mutate(
                  { id: applicationId, otherId: chosen.id },
                  {
                    onSuccess: (result) => {
                      toast.success(result.message)
                      reset()
                    },
                    onError: (error) => toast.error(errorMessage(error)),
                  },
                )
              }
            >
              Confirmar mesclagem
            </Button>
            <Button variant="outline" onClick={() => setChosen(null)} disabled={merge.isPending}>
              Voltar
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-col gap-3 rounded-md border border-border p-3">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={searchId}>Buscar candidatura por nome</Label>
            <div className="relative">
              <SearchIcon
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              />
              <Input
                id={searchId}
                type="search"
                className="pl-9"
                value={q}
                maxLength={200}
                placeholder="Digite ao menos 2 letras"
                onChange={(event) => setQ(event.target.value)}
              />
            </div>
          </div>
          {q.trim().length >= 2 ? (
            candidates.isPending || searched !== q ? (
              <Spinner label="Buscando candidaturas..." />
            ) : candidates.isError ? (
              <p className="text-destructive">Não foi possível buscar as candidaturas.</p>
            ) : items.length === 0 ? (
              <p className="text-muted-foreground">Nenhuma outra candidatura encontrada.</p>
            ) : (
              <ul aria-label="Candidaturas encontradas" className="flex flex-col divide-y divide-border">
                {items.map((item) => (
                  <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                    <span className="flex min-w-0 flex-col">
                      <span className="font-medium">{item.name ?? 'Sem nome'}</span>
                      <span className="text-xs text-muted-foreground [overflow-wrap:anywhere]">
                        {item.email ?? 'Sem e-mail'} · {formatDate(item.createdAt)}
                      </span>
                    </span>
                    <Button size="sm" variant="outline" onClick={() => setChosen(item)}>
                      Escolher<span className="sr-only"> {item.name ?? 'Sem nome'}</span>
                    </Button>
                  </li>
                ))}
              </ul>
            )
          ) : null}
          <Button variant="ghost" className="self-start" onClick={reset}>
            Cancelar
          </Button>
        </div>
      )}
    </section>
  )
}
