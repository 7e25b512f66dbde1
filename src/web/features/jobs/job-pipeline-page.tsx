import { ExternalLinkIcon, KanbanIcon, ListIcon, PencilIcon, RowsIcon } from 'lucide-react'
import { useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { STATUS_FILTER_LABELS, STATUS_FILTERS, type StatusFilter } from '@/shared/applications/api.ts'
import { formatDate } from '@/shared/format.ts'
import type { Job } from '@/shared/jobs/api.ts'
import { paths } from '@/shared/paths.ts'
import { can } from '@/shared/permissions.ts'
import { SUBMISSION_STATUS_LABELS } from '@/shared/submission-status.ts'
import { CopyLinkButton } from '@/web/components/copy-link-button.tsx'
import { Button, buttonVariants } from '@/web/components/ui/button.tsx'
import { fieldClassName, Input } from '@/web/components/ui/input.tsx'
import { Spinner } from '@/web/components/ui/spinner.tsx'
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/web/components/ui/table.tsx'
import { cn } from '@/web/lib/cn.ts'
import type { SessionUser } from '@/web/lib/session.tsx'
import { useDocumentTitle } from '@/web/lib/use-document-title.ts'
import { useJob, useJobApplications } from './api.ts'
import { JobBoard } from './job-board.tsx'
import { JobStatusBadge } from './job-status-badge.tsx'
import { StagesDialog } from './stages-dialog.tsx'

/** /vagas/{id}: the job's header and its board or list of candidates. */
export function JobPipelinePage({
  user,
  jobId,
  onOpen,
}: {
  user: SessionUser
  jobId: string
  /** Opens the application detail (the same dialog as /curriculos, rendered by the page). */
  onOpen: (applicationId: string) => void
}) {
  const companyId = user.company.id
  const job = useJob(companyId, jobId)
  const [params, setParams] = useSearchParams()
  const view = params.get('visao') === 'lista' ? 'lista' : 'quadro'
  const [editingStages, setEditingStages] = useState(false)
  useDocumentTitle(job.data ? `${job.data.title} | Vagas | Talentos` : 'Vagas | Talentos')

  if (job.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label="Carregando a vaga..." />
      </div>
    )
  }
  if (job.isError || !job.data) {
    return (
      <div className="mx-auto flex max-w-xl flex-col items-center gap-3 py-16 text-center">
        <h1 className="text-xl font-bold">Vaga não encontrada</h1>
        <Link to={paths.jobs} className={buttonVariants({ variant: 'outline' })}>
          Voltar para Vagas
        </Link>
      </div>
    )
  }
  const data = job.data
  const canManage = can(user.role, 'jobs:manage')
  return (
    <div className="flex flex-col gap-5">
      <header className="flex flex-col gap-3">
        <Link to={paths.jobs} className="w-fit text-sm text-primary hover:underline">
          ← Vagas
        </Link>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold text-brand-950 md:text-3xl">{data.title}</h1>
          <JobStatusBadge status={data.status} />
        </div>
        <p className="text-sm text-muted-foreground">
          {data.total === 1 ? '1 candidatura' : `${data.total} candidaturas`}
          {data.rejected > 0
            ? ` · ${data.rejected === 1 ? '1 reprovada' : `${data.rejected} reprovadas`}`
            : ''}
          {data.deadline ? ` · Inscrições até ${data.deadline}` : ''}
        </p>
        {data.status !== 'rascunho' ? <PublicLink job={data} slug={user.company.publicFormUrl} /> : null}
        <div className="flex flex-wrap items-center gap-2">
          <fieldset className="inline-flex rounded-md border border-border bg-white p-0.5">
            <legend className="sr-only">Visualização</legend>
            <Button
              size="sm"
              variant={view === 'quadro' ? 'secondary' : 'ghost'}
              aria-pressed={view === 'quadro'}
              onClick={() => setParams({})}
            >
              <KanbanIcon aria-hidden="true" />
              Quadro
            </Button>
            <Button
              size="sm"
              variant={view === 'lista' ? 'secondary' : 'ghost'}
              aria-pressed={view === 'lista'}
              onClick={() => setParams({ visao: 'lista' })}
            >
              <ListIcon aria-hidden="true" />
              Lista
            </Button>
          </fieldset>
          {canManage ? (
            <>
              <Button size="sm" variant="outline" onClick={() => setEditingStages(true)}>
                <RowsIcon aria-hidden="true" />
                Etapas
              </Button>
              <Link
                to={paths.editJob(data.id)}
                className={buttonVariants({ size: 'sm', variant: 'outline' })}
              >
                <PencilIcon aria-hidden="true" />
                Editar vaga
              </Link>
            </>
          ) : null}
        </div>
      </header>
      {view === 'quadro' ? (
        <JobBoard companyId={companyId} job={data} onOpen={onOpen} />
      ) : (
        <JobApplicationsList companyId={companyId} job={data} onOpen={onOpen} />
      )}
      {canManage ? (
        <StagesDialog
          companyId={companyId}
          jobId={data.id}
          stages={data.stages}
          open={editingStages}
          onClose={() => setEditingStages(false)}
        />
      ) : null}
    </div>
  )
}

function PublicLink({ job, slug }: { job: Job; slug: string }) {
  const url = `${window.location.origin}${paths.jobPage(slug, job.slug)}`
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span className="text-muted-foreground">Link público:</span>
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-1 text-primary hover:underline"
      >
        {url}
        <ExternalLinkIcon className="size-3.5" aria-hidden="true" />
      </a>
      <CopyLinkButton url={url} label="Copiar link" variant="ghost" />
    </div>
  )
}

/** The list view: the job's candidates in a table, filtered by stage and searched. */
function JobApplicationsList({
  companyId,
  job,
  onOpen,
}: {
  companyId: string
  job: Job
  onOpen: (id: string) => void
}) {
  const [stage, setStage] = useState('')
  const [status, setStatus] = useState<StatusFilter>('todos')
  const [q, setQ] = useState('')
  const [search, setSearch] = useState('')
  const [page, setPage] = useState(1)
  const list = useJobApplications(companyId, job.id, { q, stage, status, page })
  const items = list.data?.items
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-3 sm:flex-row">
        <form
          className="flex-1"
          onSubmit={(event) => {
            event.preventDefault()
            setQ(search.trim())
            setPage(1)
          }}
        >
          <Input
            type="search"
            aria-label="Buscar candidatos da vaga"
            placeholder="Buscar por nome, CPF ou e-mail..."
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </form>
        <select
          aria-label="Filtrar por etapa"
          className={cn(fieldClassName, 'h-10 sm:w-56')}
          value={stage}
          onChange={(event) => {
            setStage(event.target.value)
            setPage(1)
          }}
        >
          <option value="">Todas as etapas</option>
          {job.stages.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name}
            </option>
          ))}
        </select>
        <select
          aria-label="Filtrar por status"
          className={cn(fieldClassName, 'h-10 sm:w-48')}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as StatusFilter)
            setPage(1)
          }}
        >
          {STATUS_FILTERS.map((value) => (
            <option key={value} value={value}>
              {STATUS_FILTER_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      <div className="overflow-hidden rounded-lg border border-border bg-white shadow-sm">
        <Table>
          <TableCaption className="sr-only">Candidatos da vaga {job.title}</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>Nome</TableHead>
              <TableHead>Etapa</TableHead>
              <TableHead>Status</TableHead>
              <TableHead className="hidden sm:table-cell">Data de Envio</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {items === undefined ? (
              <TableRow>
                <TableCell colSpan={4} className="h-20 text-center text-muted-foreground">
                  Carregando candidatos...
                </TableCell>
              </TableRow>
            ) : items.length === 0 ? (
              <TableRow>
                <TableCell colSpan={4} className="h-20 text-center text-muted-foreground">
                  Nenhuma candidatura encontrada.
                </TableCell>
              </TableRow>
            ) : (
              items.map((item) => (
                <TableRow key={item.id}>
                  <TableCell>
                    <button
                      type="button"
                      onClick={() => onOpen(item.id)}
                      className="cursor-pointer text-left font-medium hover:text-primary hover:underline"
                    >
                      {item.name ?? 'Sem nome'}
                    </button>
                  </TableCell>
                  <TableCell>{item.job?.stageName ?? ''}</TableCell>
                  <TableCell>{SUBMISSION_STATUS_LABELS[item.status]}</TableCell>
                  <TableCell className="hidden sm:table-cell">{formatDate(item.createdAt)}</TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </div>
      {pages > 1 ? (
        <div className="flex items-center justify-end gap-2 text-sm">
          <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Anterior
          </Button>
          <span>
            Página {page} de {pages}
          </span>
          <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Próxima
          </Button>
        </div>
      ) : null}
    </div>
  )
}
