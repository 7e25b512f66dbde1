import { StarIcon } from 'lucide-react'
import { type RatingSummary, ratingLabel } from '@/shared/ratings/api.ts'
import { cn } from '@/web/lib/cn.ts'

const average = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })

/**
 * The team's average rating and how many rated ("★ 4,5 (2)"), read as a sentence by screen
 * readers; nothing without ratings. Used on /curriculos rows and on the board cards.
 */
export function RatingAverage({ rating, className }: { rating: RatingSummary; className?: string }) {
  if (rating.average === null || rating.count === 0) return null
  return (
    <span
      className={cn(
        'inline-flex items-center gap-0.5 text-xs font-medium text-amber-800 tabular-nums',
        className,
      )}
      title={ratingLabel(rating)}
    >
      <StarIcon aria-hidden="true" className="size-3.5 fill-amber-400 text-amber-500" />
      <span aria-hidden="true">
        {average.format(rating.average)} <span className="text-muted-foreground">({rating.count})</span>
      </span>
      <span className="sr-only">{ratingLabel(rating)}</span>
    </span>
  )
}
