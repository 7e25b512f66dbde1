import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { ChevronLeftIcon, ChevronRightIcon, DownloadIcon } from 'lucide-react'
import { useId, useState } from 'react'
import type { AuditList } from '@/shared/audit/api.ts'
import { APPLICATION_EVENT_TYPES, eventLabel } from '@/shared/history/events.ts'
import { Alert, AlertDescription } from '@/web/components/ui/alert.tsx'
import { Button, buttonVariants } from '@/web/components/ui/button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card.tsx'
import { DatePicker } from '@/web/components/ui/date-picker.tsx'
import { Label } from '@/web/components/ui/label.tsx'
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
import { api, errorMessage } from '@/web/lib/api.ts'

type AuditFilters = { tipo: string; membro: string; de: string; ate: string }
const NO_FILTERS: AuditFilters = { tipo: '', membro: '', de: '', ate: '' }
const ALL = 'todos'

const dateTime = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
})

function query(filters: AuditFilters, page?: number): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value)
  if (page && page > 1) params.set('page', String(page))
  const text = params.toString()
  return text ? `?${text}` : ''
}

/**
 * Configurações → Auditoria (admin only): every event of the company's applications and the
 * company-wide ones (exports, bulk actions, deletions), newest first, filtered by type, member and
 * period, exported as CSV with the same filters.
 */
export function AuditLog({ companyId }: { companyId: string }) {
  const [draft, setDraft] = useState<AuditFilters>(NO_FILTERS)
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS)
  const [page, setPage] = useState(1)
  const ids = { tipo: useId(), membro: useId(), de: useId(), ate: useId() }
  const log = useQuery({
    queryKey: ['audit', companyId, filters, page],
    queryFn: ({ signal }) => api<AuditList>(`/api/audit${query(filters, page)}`, { signal }),
    placeholderData: keepPreviousData,
  })
  const data = log.data
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Auditoria</CardTitle>
        <CardDescription>
          Tudo o que aconteceu com as candidaturas da empresa: recebimentos, visualizações, mudanças de status
          e etapa, exportações, ações em massa e exclusões, com quem fez e quando.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <form
          aria-label="Filtros da auditoria"
          className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4 lg:items-end"
          onSubmit={(event) => {
            event.preventDefault()
            setFilters(draft)
            setPage(1)
          }}
        >
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={ids.tipo}>Tipo de evento</Label>
            <Select
              value={draft.tipo || ALL}
              onValueChange={(value) => setDraft({ ...draft, tipo: value === ALL ? '' : value })}
            >
              <SelectTrigger id={ids.tipo}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ALL}>Todos os eventos</SelectItem>
                {APPLICATION_EVENT_TYPES.map((type) => (
                  <SelectItem key={type} value={type}>
                    {eventLabel(type)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={ids.membro}>Membro</Label>
            <Select
              value={draft.membro || ALL}
              onValueChange={(value) => setDraft({ ...draft, membro: value === ALL ? '' : value })}
            >
              <SelectTrigger id={ids.membro}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ALL}>Todos os membros</SelectItem>
                {(data?.members ?? []).map((member) => (
                  <SelectItem key={member.id} value={member.id}>
                    {member.name}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={ids.de}>De</Label>
            <DatePicker
              id={ids.de}
              placeholder="dd/mm/aaaa"
              value={draft.de}
              onChange={(de) => setDraft({ ...draft, de })}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={ids.ate}>Até</Label>
            <DatePicker
              id={ids.ate}
              placeholder="dd/mm/aaaa"
              value={draft.ate}
              onChange={(ate) => setDraft({ ...draft, ate })}
            />
          </div>
          <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-4">
            <Button type="submit">Filtrar</Button>
            <a
              href={`/api/audit/export.csv${query(filters)}`}
              download
              className={buttonVariants({ variant: 'outline' })}
            >
              <DownloadIcon aria-hidden="true" />
              Exportar CSV
            </a>
          </div>
        </form>

        {log.isError ? (
          <Alert variant="destructive">
            <AlertDescription>{errorMessage(log.error)}</AlertDescription>
          </Alert>
        ) : null}

        <div className="overflow-x-auto rounded-lg border border-border" aria-busy={log.isFetching}>
          <Table>
            <TableCaption className="sr-only">Eventos da auditoria, os mais recentes primeiro</TableCaption>
            <TableHeader>
              <TableRow>
                <TableHead className="hidden sm:table-cell">Data</TableHead>
                <TableHead>Evento</TableHead>
                <TableHead className="hidden sm:table-cell">Membro</TableHead>
                <TableHead className="hidden md:table-cell">Candidatura</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {data && data.items.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={4} className="h-20 text-center text-muted-foreground">
                    Nenhum evento encontrado.
                  </TableCell>
                </TableRow>
              ) : null}
              {!data && log.isPending ? (
                <TableRow>
                  <TableCell colSpan={4} className="h-20 text-center text-muted-foreground">
                    Carregando eventos...
                  </TableCell>
                </TableRow>
              ) : null}
              {data?.items.map((entry) => (
                <TableRow key={entry.id}>
                  <TableCell className="hidden whitespace-nowrap tabular-nums sm:table-cell">
                    {dateTime.format(new Date(entry.createdAt)).replace(',', '')}
                  </TableCell>
                  <TableCell>
                    <span className="font-medium">{entry.label}</span>
                    {entry.description ? (
                      <span className="block text-xs text-muted-foreground">{entry.description}</span>
                    ) : null}
                    {entry.applicationName ? (
                      <span className="block text-xs text-muted-foreground md:hidden">
                        Candidatura: {entry.applicationName}
                      </span>
                    ) : null}
                    <span className="block text-xs text-muted-foreground sm:hidden">
                      {entry.actor} · {dateTime.format(new Date(entry.createdAt)).replace(',', '')}
                    </span>
                  </TableCell>
                  <TableCell className="hidden sm:table-cell">{entry.actor}</TableCell>
                  <TableCell className="hidden md:table-cell">
                    {entry.applicationName ?? <span className="text-muted-foreground">—</span>}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>

        {data ? (
          <nav
            aria-label="Paginação da auditoria"
            className="flex flex-wrap items-center justify-between gap-3 text-sm"
          >
            <p className="text-muted-foreground" aria-live="polite">
              {data.total === 1 ? '1 evento' : `${data.total.toLocaleString('pt-BR')} eventos`}
            </p>
            <div className="flex items-center gap-2">
              <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                <ChevronLeftIcon aria-hidden="true" />
                Anterior
              </Button>
              <span className="tabular-nums">
                Página {page} de {pages}
              </span>
              <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                Próxima
                <ChevronRightIcon aria-hidden="true" />
              </Button>
            </div>
          </nav>
        ) : null}
      </CardContent>
    </Card>
  )
}
