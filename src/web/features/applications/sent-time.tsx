import { formatDistanceToNow } from 'date-fns'
import { ptBR } from 'date-fns/locale/pt-BR'
import { formatDateTime } from '@/shared/format.ts'
import { Tooltip, TooltipContent, TooltipTrigger } from '@/web/components/ui/tooltip.tsx'

/** "há 2 dias", with the exact dd/MM/yyyy HH:mm on hover and keyboard focus. */
export function SentTime({ date }: { date: string }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <button
          type="button"
          className="cursor-default whitespace-nowrap underline decoration-muted-foreground/50 decoration-dotted underline-offset-4 focus-visible:outline-2 focus-visible:outline-ring"
        >
          <time dateTime={date}>
            {formatDistanceToNow(new Date(date), { addSuffix: true, locale: ptBR })}
          </time>
        </button>
      </TooltipTrigger>
      <TooltipContent>{formatDateTime(date)}</TooltipContent>
    </Tooltip>
  )
}
