import {
  type Announcements,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core'
import { useState } from 'react'
import type { BoardColumn, Job, RejectionReason, Stage } from '@/shared/jobs/api.ts'
import { can } from '@/shared/permissions.ts'
import { ScheduleInterviewDialog } from '@/web/components/interviews/schedule-interview-dialog.tsx'
import { Button } from '@/web/components/ui/button.tsx'
import { fieldClassName } from '@/web/components/ui/input.tsx'
import { Spinner } from '@/web/components/ui/spinner.tsx'
import { cn } from '@/web/lib/cn.ts'
import { useSession } from '@/web/lib/session.tsx'
import { useBulkAction } from '@/web/lib/use-bulk-action.ts'
import { useBoard, useLoadMore, usePipelineChange } from './api.ts'
import { BoardCardView } from './board-card.tsx'
import { columnKeyboardCoordinates } from './board-keyboard.ts'
import { RejectDialog } from './reject-dialog.tsx'

const SCREEN_READER_INSTRUCTIONS = {
  draggable:
    'Para mover um candidato, pressione espaço ou Enter. Use as setas para a esquerda e para a direita para escolher a etapa e pressione espaço ou Enter para soltar, ou Esc para cancelar.',
}

/**
 * The board of /vagas/{id}: a column per stage with its cards newest first (paged), drag and drop
 * with the mouse or the keyboard (@dnd-kit), a "Mover para…" menu on each card, and a selection of
 * several cards to move or reject together. Every change is saved at once, optimistically.
 */
export function JobBoard({
  companyId,
  job,
  onOpen,
}: {
  companyId: string
  job: Job
  onOpen: (applicationId: string) => void
}) {
  const board = useBoard(companyId, job.id)
  const change = usePipelineChange(companyId, job.id)
  const loadMore = useLoadMore(companyId, job.id)
  const [selected, setSelected] = useState<Set<string>>(new Set())
  const [rejecting, setRejecting] = useState<string[] | null>(null)
  const session = useSession()
  const canExport = session.status === 'signed-in' && can(session.user.role, 'applications:export')
  const bulk = useBulkAction(companyId)
  const [scheduling, setScheduling] = useState<{ id: string; name: string | null } | null>(null)
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    // Instant scrolling: a column scrolled into view is the drop target as soon as the arrow is pressed.
    useSensor(KeyboardSensor, { coordinateGetter: columnKeyboardCoordinates, scrollBehavior: 'auto' }),
  )
  const columns = board.data?.columns ?? []
  const stageName = (id: unknown) => columns.find((column) => column.id === id)?.name ?? ''
  const cardName = (id: unknown) =>
    columns.flatMap((column) => column.items).find((card) => card.id === id)?.name ?? 'Candidato'
  const announcements: Announcements = {
    onDragStart: ({ active }) => `${cardName(active.id)} selecionado.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${cardName(active.id)} sobre a etapa ${stageName(over.id)}.`
        : `${cardName(active.id)} fora das etapas.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${cardName(active.id)} movido para ${stageName(over.id)}.`
        : `${cardName(active.id)} não foi movido.`,
    onDragCancel: ({ active }) => `Movimento de ${cardName(active.id)} cancelado.`,
  }

  function move(ids: string[], stageId: string) {
    change.mutate({ kind: 'move', ids, stageId })
    setSelected(new Set())
  }

  function onDragEnd(event: DragEndEvent) {
    const target = event.over?.id
    if (typeof target !== 'string') return
    const id = String(event.active.id)
    const from = event.active.data.current?.stageId
    const ids = selected.has(id) ? [...selected] : [id]
    if (ids.length === 1 && from === target) return
    move(ids, target)
  }

  function reject(input: { reason: RejectionReason; note: string }) {
    if (!rejecting) return
    change.mutate({ kind: 'reject', ids: rejecting, reason: input.reason, note: input.note })
    setRejecting(null)
    setSelected(new Set())
  }

  if (board.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label="Carregando o quadro..." />
      </div>
    )
  }
  if (board.isError) {
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center gap-3 rounded-lg border border-destructive p-4 text-sm"
      >
        Não foi possível carregar o quadro.
        <Button size="sm" variant="outline" onClick={() => void board.refetch()}>
          Tentar novamente
        </Button>
      </div>
    )
  }

  const stages: Stage[] = columns
  return (
    <div className="flex flex-col gap-3">
      {selected.size > 0 ? (
        <SelectionBar
          count={selected.size}
          stages={stages}
          onMove={(stageId) => move([...selected], stageId)}
          onReject={() => setRejecting([...selected])}
          onClear={() => setSelected(new Set())}
          // "Ações em massa" (issue 16): the selected cards' CSV, as on /curriculos.
          onExport={
            canExport
              ? () => void bulk.run({ selection: { kind: 'ids', ids: [...selected] }, action: 'export_csv' })
              : undefined
          }
          exporting={bulk.progress !== null}
        />
      ) : null}
      <DndContext
        sensors={sensors}
        onDragEnd={onDragEnd}
        accessibility={{ announcements, screenReaderInstructions: SCREEN_READER_INSTRUCTIONS }}
      >
        {/* relative: the columns' sr-only texts (absolute) stay inside the scrolling area. */}
        <div className="relative -mx-4 w-[calc(100%+2rem)] overflow-x-auto px-4 pb-4 [contain:inline-size]">
          <ol className="flex min-w-max gap-3" aria-label="Etapas do processo seletivo">
            {columns.map((column) => (
              <Column
                key={column.id}
                column={column}
                loading={loadMore.isPending && loadMore.variables?.stageId === column.id}
                onLoadMore={() =>
                  column.nextCursor
                    ? loadMore.mutate({ stageId: column.id, cursor: column.nextCursor })
                    : undefined
                }
              >
                {column.items.map((card) => (
                  <BoardCardView
                    key={card.id}
                    card={card}
                    stages={stages}
                    selected={selected.has(card.id)}
                    onSelect={(checked) =>
                      setSelected((current) => {
                        const next = new Set(current)
                        if (checked) next.add(card.id)
                        else next.delete(card.id)
                        return next
                      })
                    }
                    onOpen={() => onOpen(card.id)}
                    onMove={(stageId) => move([card.id], stageId)}
                    onReject={() => setRejecting([card.id])}
                    onSchedule={() => setScheduling({ id: card.id, name: card.name })}
                  />
                ))}
              </Column>
            ))}
          </ol>
        </div>
      </DndContext>
      {board.data && board.data.rejected > 0 ? (
        <p className="text-sm text-muted-foreground">
          {board.data.rejected === 1
            ? '1 candidato reprovado'
            : `${board.data.rejected} candidatos reprovados`}{' '}
          (veja na lista com o status Reprovado).
        </p>
      ) : null}
      <RejectDialog
        open={rejecting !== null}
        count={rejecting?.length ?? 0}
        onCancel={() => setRejecting(null)}
        onConfirm={reject}
      />
      <ScheduleInterviewDialog
        companyId={companyId}
        applicationId={scheduling?.id ?? null}
        candidateName={scheduling?.name ?? null}
        open={scheduling !== null}
        onClose={() => setScheduling(null)}
      />
    </div>
  )
}

function Column({
  column,
  loading,
  onLoadMore,
  children,
}: {
  column: BoardColumn
  loading: boolean
  onLoadMore: () => void
  children: React.ReactNode
}) {
  const { setNodeRef, isOver } = useDroppable({ id: column.id })
  const headingId = `etapa-${column.id}`
  const remaining = column.count - column.items.length
  return (
    <li
      ref={setNodeRef}
      data-stage-id={column.id}
      aria-labelledby={headingId}
      className={cn(
        'flex w-72 shrink-0 flex-col gap-2 rounded-xl border border-border bg-muted p-2',
        isOver && 'border-primary bg-brand-50',
      )}
    >
      <h2
        id={headingId}
        className="flex items-center justify-between px-1 pt-1 text-sm font-semibold text-brand-950"
      >
        <span>{column.name}</span>
        <span className="rounded-full bg-white px-2 py-0.5 text-xs tabular-nums text-muted-foreground">
          <span className="sr-only">Candidatos nesta etapa: </span>
          {column.count}
        </span>
      </h2>
      <ul className="flex min-h-24 flex-col gap-2">{children}</ul>
      {column.items.length === 0 ? (
        <p className="px-1 pb-2 text-center text-xs text-muted-foreground">Nenhum candidato nesta etapa.</p>
      ) : null}
      {column.nextCursor ? (
        <Button variant="ghost" size="sm" loading={loading} onClick={onLoadMore}>
          Carregar mais ({remaining})
        </Button>
      ) : null}
    </li>
  )
}

function SelectionBar({
  count,
  stages,
  onMove,
  onReject,
  onClear,
  onExport,
  exporting,
}: {
  count: number
  stages: Stage[]
  onMove: (stageId: string) => void
  onReject: () => void
  onClear: () => void
  /** Absent for a role that may not export. */
  onExport?: () => void
  exporting: boolean
}) {
  return (
    <section
      aria-label="Candidatos selecionados"
      className="flex flex-wrap items-center gap-3 rounded-lg border border-primary bg-brand-50 p-3 text-sm"
    >
      <span className="font-semibold">{count === 1 ? '1 selecionado' : `${count} selecionados`}</span>
      <select
        aria-label="Mover selecionados para…"
        className={cn(fieldClassName, 'h-9 w-52')}
        value=""
        onChange={(event) => (event.target.value ? onMove(event.target.value) : undefined)}
      >
        <option value="">Mover para…</option>
        {stages.map((stage) => (
          <option key={stage.id} value={stage.id}>
            {stage.name}
          </option>
        ))}
      </select>
      <Button size="sm" variant="destructive" onClick={onReject}>
        Reprovar
      </Button>
      {onExport ? (
        <Button size="sm" variant="outline" loading={exporting} onClick={onExport}>
          Exportar CSV
        </Button>
      ) : null}
      <Button size="sm" variant="ghost" onClick={onClear}>
        Limpar seleção
      </Button>
    </section>
  )
}
