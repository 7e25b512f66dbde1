import { useDraggable } from '@dnd-kit/core'
import { GripVerticalIcon, MapPinIcon, MoreVerticalIcon } from 'lucide-react'
import { formatDate } from '@/shared/format.ts'
import type { BoardCard as Card, Stage } from '@/shared/jobs/api.ts'
import { RatingAverage } from '@/web/components/rating-average.tsx'
import { TagChips } from '@/web/components/tag-chip.tsx'
import { Button } from '@/web/components/ui/button.tsx'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/web/components/ui/dropdown-menu.tsx'
import { cn } from '@/web/lib/cn.ts'

const DAY = 24 * 60 * 60 * 1000

function daysInStage(since: string): string {
  const days = Math.max(0, Math.floor((Date.now() - new Date(since).getTime()) / DAY))
  return days === 0 ? 'Hoje nesta etapa' : days === 1 ? '1 dia nesta etapa' : `${days} dias nesta etapa`
}

function initials(name: string | null): string {
  const parts = (name ?? '?').trim().split(/\s+/)
  return `${parts[0]?.[0] ?? '?'}${parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : ''}`.toUpperCase()
}

/** One card: photo, name (opens the detail), place, days in the stage, sent date, menu and handle. */
export function BoardCardView({
  card,
  stages,
  selected,
  onSelect,
  onOpen,
  onMove,
  onReject,
  onSchedule,
}: {
  card: Card
  stages: readonly Stage[]
  selected: boolean
  onSelect: (selected: boolean) => void
  onOpen: () => void
  onMove: (stageId: string) => void
  onReject: () => void
  /** "Agendar entrevista…" (issue 17). */
  onSchedule: () => void
}) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: card.id,
    data: { stageId: card.stageId },
  })
  const name = card.name ?? 'Sem nome'
  const place = [card.city, card.state].filter(Boolean).join('/')
  return (
    <li
      ref={setNodeRef}
      data-card-id={card.id}
      style={transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined}
      className={cn(
        'flex gap-2 rounded-lg border border-border bg-white p-2.5 shadow-sm',
        selected && 'border-primary ring-1 ring-primary',
        isDragging && 'z-20 opacity-90 shadow-lg',
      )}
    >
      <div className="flex flex-col items-center gap-2">
        <input
          type="checkbox"
          className="mt-1 size-4 accent-primary"
          checked={selected}
          onChange={(event) => onSelect(event.target.checked)}
          aria-label={`Selecionar ${name}`}
        />
        <button
          type="button"
          {...listeners}
          {...attributes}
          aria-label={`Arrastar ${name}`}
          className="cursor-grab touch-none rounded p-0.5 text-muted-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring active:cursor-grabbing"
        >
          <GripVerticalIcon className="size-4" aria-hidden="true" />
        </button>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start gap-2">
          {card.photoUrl ? (
            <img
              src={card.photoUrl}
              alt=""
              className="size-9 shrink-0 rounded-full border border-border object-cover"
            />
          ) : (
            <span
              aria-hidden="true"
              className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xs font-bold text-brand-800"
            >
              {initials(card.name)}
            </span>
          )}
          <button
            type="button"
            onClick={onOpen}
            className="min-w-0 flex-1 cursor-pointer text-left text-sm leading-tight font-semibold break-words text-foreground hover:text-primary hover:underline focus-visible:outline-2 focus-visible:outline-ring"
          >
            {name}
          </button>
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button
                variant="ghost"
                size="icon"
                className="size-7 shrink-0"
                aria-label={`Mover para… (${name})`}
              >
                <MoreVerticalIcon aria-hidden="true" />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              <DropdownMenuLabel>Mover para…</DropdownMenuLabel>
              {stages
                .filter((stage) => stage.id !== card.stageId)
                .map((stage) => (
                  <DropdownMenuItem key={stage.id} onSelect={() => onMove(stage.id)}>
                    {stage.name}
                  </DropdownMenuItem>
                ))}
              <DropdownMenuSeparator />
              <DropdownMenuItem onSelect={onSchedule}>Agendar entrevista…</DropdownMenuItem>
              <DropdownMenuItem variant="destructive" onSelect={onReject}>
                Reprovar…
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        </div>
        {place ? (
          <p className="flex items-center gap-1 text-xs text-muted-foreground">
            <MapPinIcon className="size-3" aria-hidden="true" />
            {place}
          </p>
        ) : null}
        <p className="text-xs text-muted-foreground">
          {daysInStage(card.stageEnteredAt)} · Enviada em {formatDate(card.createdAt)}
        </p>
        <TagChips tags={card.tags} />
        <RatingAverage rating={card.rating} />
      </div>
    </li>
  )
}
