import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { BookmarkIcon, EllipsisVerticalIcon, UsersIcon } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { SAVED_VIEW_NAME_MAX, type SavedView, type SavedViewList } from '@/shared/applications/saved-views.ts'
import { Button } from '@/web/components/ui/button.tsx'
import { Checkbox } from '@/web/components/ui/checkbox.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog.tsx'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/web/components/ui/dropdown-menu.tsx'
import { Input } from '@/web/components/ui/input.tsx'
import { Label } from '@/web/components/ui/label.tsx'
import { ApiError, api } from '@/web/lib/api.ts'
import { cn } from '@/web/lib/cn.ts'
import { toast } from '@/web/lib/toast.ts'

const viewKeys = { list: (companyId: string) => ['saved-views', companyId] as const }

function useSavedViews(companyId: string) {
  return useQuery({
    queryKey: viewKeys.list(companyId),
    queryFn: ({ signal }) => api<SavedViewList>('/api/saved-views', { signal }),
    staleTime: 30_000,
    select: (list) => list.items,
  })
}

function useViewMutations(companyId: string) {
  const client = useQueryClient()
  const refresh = () => client.invalidateQueries({ queryKey: viewKeys.list(companyId) })
  return {
    create: useMutation({
      mutationFn: (input: { name: string; query: string; shared: boolean }) =>
        api<SavedView>('/api/saved-views', { method: 'POST', body: input }),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, ...input }: { id: string; name?: string; shared?: boolean }) =>
        api<SavedView>(`/api/saved-views/${id}`, { method: 'PATCH', body: input }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) => api<null>(`/api/saved-views/${id}`, { method: 'DELETE' }),
      onSuccess: refresh,
    }),
  }
}

const errorText = (error: unknown) =>
  error instanceof ApiError ? error.message : 'Não foi possível salvar. Tente novamente.'

/** "Salvar filtro" and "Renomear": a name and, for the owner, whether the team sees it. */
function ViewDialog({
  title,
  initial,
  showShared,
  open,
  onOpenChange,
  onSubmit,
}: {
  title: string
  initial: { name: string; shared: boolean }
  showShared: boolean
  open: boolean
  onOpenChange: (open: boolean) => void
  onSubmit: (value: { name: string; shared: boolean }) => Promise<void>
}) {
  const id = useId()
  const [name, setName] = useState(initial.name)
  const [shared, setShared] = useState(initial.shared)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!name.trim()) {
      setError('Dê um nome à visualização.')
      return
    }
    setBusy(true)
    try {
      await onSubmit({ name: name.trim(), shared })
      onOpenChange(false)
    } catch (caught) {
      setError(errorText(caught))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>
              Guarda a busca e os filtros atuais para abrir de novo com um clique.
            </DialogDescription>
          </DialogHeader>
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-name`}>Nome</Label>
            <Input
              id={`${id}-name`}
              value={name}
              maxLength={SAVED_VIEW_NAME_MAX}
              onChange={(event) => {
                setName(event.target.value)
                setError(null)
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              autoFocus
            />
            {error ? (
              <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
                {error}
              </p>
            ) : null}
          </div>
          {showShared ? (
            <div className="flex items-center gap-2">
              <Checkbox
                id={`${id}-shared`}
                checked={shared}
                onCheckedChange={(value) => setShared(value === true)}
              />
              <Label htmlFor={`${id}-shared`}>Compartilhar com a equipe</Label>
            </div>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancelar
            </Button>
            <Button type="submit" loading={busy}>
              Salvar
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}

/**
 * "Visualizações salvas" (issue 16, item 7), above the table: the member's views and the team's,
 * each opening its search + filters; "Salvar filtro" names the current ones.
 */
export function SavedViewsBar({
  companyId,
  currentQuery,
  onOpen,
}: {
  companyId: string
  /** The list's query string now (without page). */
  currentQuery: string
  onOpen: (query: string) => void
}) {
  const views = useSavedViews(companyId)
  const mutations = useViewMutations(companyId)
  const [saving, setSaving] = useState(false)
  const [renaming, setRenaming] = useState<SavedView | null>(null)
  const items = views.data ?? []
  return (
    <section aria-label="Visualizações salvas" className="flex flex-wrap items-center gap-2">
      <span className="text-sm text-muted-foreground">Visualizações:</span>
      {items.length === 0 && !views.isPending ? (
        <span className="text-sm text-muted-foreground">nenhuma salva ainda.</span>
      ) : null}
      <ul className="contents">
        {items.map((view) => {
          const active = view.query === currentQuery
          return (
            <li key={view.id} className="flex items-center">
              <Button
                variant={active ? 'default' : 'outline'}
                size="sm"
                className={cn(view.canManage && 'rounded-r-none')}
                aria-current={active ? 'true' : undefined}
                onClick={() => onOpen(view.query)}
                title={
                  view.shared ? `Compartilhada por ${view.ownerName ?? 'um membro da equipe'}` : 'Pessoal'
                }
              >
                {view.shared ? <UsersIcon aria-hidden="true" /> : <BookmarkIcon aria-hidden="true" />}
                {view.name}
                {view.shared ? <span className="sr-only"> (compartilhada)</span> : null}
              </Button>
              {view.canManage ? (
                <DropdownMenu>
                  <DropdownMenuTrigger asChild>
                    <Button
                      variant={active ? 'default' : 'outline'}
                      size="sm"
                      className="rounded-l-none border-l-0 px-1.5"
                      aria-label={`Ações da visualização ${view.name}`}
                    >
                      <EllipsisVerticalIcon aria-hidden="true" />
                    </Button>
                  </DropdownMenuTrigger>
                  <DropdownMenuContent align="start">
                    <DropdownMenuItem onSelect={() => setRenaming(view)}>Renomear</DropdownMenuItem>
                    {view.mine ? (
                      <DropdownMenuItem
                        onSelect={() =>
                          mutations.update.mutate(
                            { id: view.id, shared: !view.shared },
                            { onError: (error) => toast.error(errorText(error)) },
                          )
                        }
                      >
                        {view.shared ? 'Tornar pessoal' : 'Compartilhar com a equipe'}
                      </DropdownMenuItem>
                    ) : null}
                    <DropdownMenuItem
                      variant="destructive"
                      onSelect={() =>
                        mutations.remove.mutate(view.id, {
                          onSuccess: () => toast.success('Visualização excluída'),
                          onError: (error) => toast.error(errorText(error)),
                        })
                      }
                    >
                      Excluir
                    </DropdownMenuItem>
                  </DropdownMenuContent>
                </DropdownMenu>
              ) : null}
            </li>
          )
        })}
      </ul>
      <Button variant="ghost" size="sm" onClick={() => setSaving(true)}>
        <BookmarkIcon aria-hidden="true" />
        Salvar filtro
      </Button>
      {saving ? (
        <ViewDialog
          title="Salvar filtro"
          initial={{ name: '', shared: false }}
          showShared
          open
          onOpenChange={setSaving}
          onSubmit={async (value) => {
            await mutations.create.mutateAsync({ ...value, query: currentQuery })
            toast.success('Visualização salva')
          }}
        />
      ) : null}
      {renaming ? (
        <ViewDialog
          title="Renomear visualização"
          initial={{ name: renaming.name, shared: renaming.shared }}
          showShared={false}
          open
          onOpenChange={(open) => (open ? null : setRenaming(null))}
          onSubmit={async (value) => {
            await mutations.update.mutateAsync({ id: renaming.id, name: value.name })
          }}
        />
      ) : null}
    </section>
  )
}
