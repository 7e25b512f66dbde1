import { MoreHorizontalIcon, PlusIcon, SearchIcon } from 'lucide-react'
import { useCallback, useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { formatDate } from '@/shared/format.ts'
import {
  JOB_STATUS_FILTERS,
  JOB_STATUS_LABELS,
  type JobAction,
  type JobStatusFilter,
  type JobSummary,
} from '@/shared/jobs/api.ts'
import { paths } from '@/shared/paths.ts'
import { can } from '@/shared/permissions.ts'
import { Alert, AlertDescription } from '@/web/components/ui/alert.tsx'
import { Button, buttonVariants } from '@/web/components/ui/button.tsx'
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog.tsx'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/web/components/ui/dropdown-menu.tsx'
import { Input } from '@/web/components/ui/input.tsx'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/web/components/ui/select.tsx'
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/web/components/ui/table.tsx'
import { errorMessage } from '@/web/lib/api.ts'
import type { SessionUser } from '@/web/lib/session.tsx'
import { toast } from '@/web/lib/toast.ts'
import { useDocumentTitle } from '@/web/lib/use-document-title.ts'
import { useDeleteJob, useDuplicateJob, useJobAction, useJobs } from './api.ts'
import { ClosingFeedbackDialog } from './closing-feedback-dialog.tsx'
import { JobStatusBadge } from './job-status-badge.tsx'

const FILTER_LABELS: Record<JobStatusFilter, string> = { todas: 'Todos os status', ...JOB_STATUS_LABELS }
const ACTION_TOASTS: Record<JobAction, string> = {
  publicar: 'Vaga publicada',
  pausar: 'Vaga pausada',
  retomar: 'Vaga retomada',
  encerrar: 'Vaga encerrada',
}

/** /vagas: the company's jobs with search, status filter and actions. */
export function JobsPage({ user }: { user: SessionUser }) {
  useDocumentTitle('Vagas | Talentos')
  const companyId = user.company.id
  const canManage = can(user.role, 'jobs:manage')
  const [params, setParams] = useSearchParams()
  const q = params.get('q') ?? ''
  const status = (JOB_STATUS_FILTERS as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as JobStatusFilter)
    : 'todas'
  const [search, setSearch] = useState(q)
  const jobs = useJobs(companyId, { q, status })
  const action = useJobAction(companyId)
  const duplicate = useDuplicateJob(companyId)
  const remove = useDeleteJob(companyId)
  const navigate = useNavigate()
  const [confirming, setConfirming] = useState<{ job: JobSummary; kind: 'encerrar' | 'excluir' } | null>(null)
  // After closing a job, the offer to answer its open candidates (issue 17).
  const [closed, setClosed] = useState<JobSummary | null>(null)
  const closeFeedback = useCallback(() => setClosed(null), [])

  function setFilter(next: { q?: string; status?: JobStatusFilter }) {
    const search = new URLSearchParams()
    const nextQ = next.q ?? q
    const nextStatus = next.status ?? status
    if (nextQ.trim()) search.set('q', nextQ.trim())
    if (nextStatus !== 'todas') search.set('status', nextStatus)
    setParams(search)
  }

  async function run(job: JobSummary, kind: JobAction) {
    try {
      await action.mutateAsync({ id: job.id, action: kind })
      toast.success(ACTION_TOASTS[kind], { description: job.title })
      return true
    } catch (error) {
      toast.error('Erro', { description: errorMessage(error) })
      return false
    }
  }

  async function copy(job: JobSummary) {
    try {
      const created = await duplicate.mutateAsync(job.id)
      toast.success('Vaga duplicada', { description: `"${created.title}" foi criada como rascunho.` })
      navigate(paths.editJob(created.id))
    } catch (error) {
      toast.error('Erro', { description: errorMessage(error) })
    }
  }

  const items = jobs.data?.items
  const empty = items !== undefined && items.length === 0 && !q && status === 'todas'
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold text-brand-950 md:text-3xl">Vagas</h1>
          <p className="text-muted-foreground">Publique vagas e acompanhe cada processo seletivo.</p>
        </div>
        {canManage ? (
          <Link to={paths.newJob} className={buttonVariants()}>
            <PlusIcon aria-hidden="true" />
            Nova vaga
          </Link>
        ) : null}
      </div>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <form
          className="relative flex-1"
          onSubmit={(event) => {
            event.preventDefault()
            setFilter({ q: search })
          }}
        >
          <SearchIcon
            className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            type="search"
            aria-label="Buscar vagas por título"
            placeholder="Buscar por título..."
            value={search}
            maxLength={120}
            onChange={(event) => setSearch(event.target.value)}
            onBlur={() => (search !== q ? setFilter({ q: search }) : undefined)}
            className="pl-9"
          />
        </form>
        <Select value={status} onValueChange={(value) => setFilter({ status: value as JobStatusFilter })}>
          <SelectTrigger aria-label="Filtrar por status" className="sm:w-52">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {JOB_STATUS_FILTERS.map((value) => (
              <SelectItem key={value} value={value}>
                {FILTER_LABELS[value]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>

      {jobs.isError ? (
        <Alert variant="destructive">
          <AlertDescription className="flex flex-wrap items-center gap-3">
            Não foi possível carregar as vagas.
            <Button size="sm" variant="outline" onClick={() => void jobs.refetch()}>
              Tentar novamente
            </Button>
          </AlertDescription>
        </Alert>
      ) : null}

      {empty ? (
        <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border bg-white px-6 py-12 text-center">
          <p className="text-lg font-semibold">Nenhuma vaga cadastrada.</p>
          {canManage ? (
            <Link to={paths.newJob} className={buttonVariants()}>
              <PlusIcon aria-hidden="true" />
              Nova vaga
            </Link>
          ) : null}
        </div>
      ) : (
        <div className="overflow-hidden rounded-lg border border-border bg-white shadow-sm">
          <Table>
            <TableCaption className="sr-only">Vagas da empresa</TableCaption>
            <TableHeader>
              <TableRow>
                <TableHead>Título</TableHead>
                <TableHead>Status</TableHead>
                <TableHead className="hidden sm:table-cell">Candidaturas</TableHead>
                <TableHead className="hidden md:table-cell">Criada em</TableHead>
                <TableHead className="w-14 text-right">Ações</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {items === undefined ? (
                <TableRow>
                  <TableCell colSpan={5} className="h-24 text-center text-muted-foreground">
                    Carregando vagas...
                  </TableCell>
                </TableRow>
              ) : null}
              {items?.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={5} className="h-24 text-center text-muted-foreground">
                    Nenhuma vaga encontrada.
                  </TableCell>
                </TableRow>
              ) : null}
              {items?.map((job) => (
                <TableRow key={job.id} data-job-id={job.id}>
                  <TableCell className="max-w-80">
                    <Link
                      to={paths.jobBoard(job.id)}
                      className="font-medium text-foreground hover:text-primary hover:underline"
                    >
                      {job.title}
                    </Link>
                    {job.city || job.state ? (
                      <p className="text-xs text-muted-foreground">
                        {[job.city, job.state].filter(Boolean).join('/')}
                      </p>
                    ) : null}
                  </TableCell>
                  <TableCell>
                    <JobStatusBadge status={job.status} />
                  </TableCell>
                  <TableCell className="hidden tabular-nums sm:table-cell">
                    {job.total}
                    {job.newCount > 0 ? (
                      <span className="ml-1 text-xs font-semibold text-brand-700">
                        ({job.newCount === 1 ? '1 nova' : `${job.newCount} novas`})
                      </span>
                    ) : null}
                  </TableCell>
                  <TableCell className="hidden text-muted-foreground md:table-cell">
                    {formatDate(job.createdAt)}
                  </TableCell>
                  <TableCell className="text-right">
                    <DropdownMenu>
                      <DropdownMenuTrigger asChild>
                        <Button variant="ghost" size="icon" aria-label={`Ações da vaga ${job.title}`}>
                          <MoreHorizontalIcon aria-hidden="true" />
                        </Button>
                      </DropdownMenuTrigger>
                      <DropdownMenuContent align="end">
                        <DropdownMenuItem onSelect={() => navigate(paths.jobBoard(job.id))}>
                          Ver candidatos
                        </DropdownMenuItem>
                        {canManage ? (
                          <>
                            <DropdownMenuItem onSelect={() => navigate(paths.editJob(job.id))}>
                              Editar
                            </DropdownMenuItem>
                            <DropdownMenuItem onSelect={() => void copy(job)}>Duplicar</DropdownMenuItem>
                            {job.status === 'rascunho' ? (
                              <DropdownMenuItem onSelect={() => void run(job, 'publicar')}>
                                Publicar
                              </DropdownMenuItem>
                            ) : null}
                            {job.status === 'publicada' ? (
                              <DropdownMenuItem onSelect={() => void run(job, 'pausar')}>
                                Pausar
                              </DropdownMenuItem>
                            ) : null}
                            {job.status === 'pausada' ? (
                              <DropdownMenuItem onSelect={() => void run(job, 'retomar')}>
                                Retomar
                              </DropdownMenuItem>
                            ) : null}
                            {job.status === 'publicada' || job.status === 'pausada' ? (
                              <DropdownMenuItem onSelect={() => setConfirming({ job, kind: 'encerrar' })}>
                                Encerrar
                              </DropdownMenuItem>
                            ) : null}
                            {job.status === 'rascunho' && job.total === 0 ? (
                              <>
                                <DropdownMenuSeparator />
                                <DropdownMenuItem
                                  variant="destructive"
                                  onSelect={() => setConfirming({ job, kind: 'excluir' })}
                                >
                                  Excluir
                                </DropdownMenuItem>
                              </>
                            ) : null}
                          </>
                        ) : null}
                      </DropdownMenuContent>
                    </DropdownMenu>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}

      <ConfirmDialog
        open={confirming !== null}
        title={confirming?.kind === 'excluir' ? 'Excluir vaga' : 'Encerrar vaga'}
        description={
          confirming?.kind === 'excluir'
            ? `A vaga "${confirming.job.title}" será excluída. Esta ação não pode ser desfeita.`
            : `A vaga "${confirming?.job.title ?? ''}" deixará de receber candidaturas e não poderá ser reaberta.`
        }
        confirmLabel={confirming?.kind === 'excluir' ? 'Excluir' : 'Encerrar'}
        onCancel={() => setConfirming(null)}
        onConfirm={async () => {
          if (!confirming) return true
          if (confirming.kind === 'encerrar') {
            const done = await run(confirming.job, 'encerrar')
            if (done) {
              if (canManage) setClosed(confirming.job)
              setConfirming(null)
            }
            return done
          }
          try {
            await remove.mutateAsync(confirming.job.id)
            toast.success('Vaga excluída', { description: confirming.job.title })
            setConfirming(null)
            return true
          } catch (error) {
            toast.error('Erro', { description: errorMessage(error) })
            return false
          }
        }}
      />
      <ClosingFeedbackDialog companyId={companyId} job={closed} onClose={closeFeedback} />
    </div>
  )
}
