import type { LucideIcon } from 'lucide-react'
import { cn } from '@/web/lib/cn.ts'

/**
 * One card of an icon-card list: an icon, a short title and one sentence. `soon`: a product feature
 * not built yet (src/shared/plans.ts), marked "em breve" beside its title.
 */
export type IconCard = { icon: LucideIcon; title: string; description: string; soon?: boolean }

/** The colours of the icon's tile: brand indigo, the amber accent, or red for problems. */
const ICON_TONES = {
  brand: 'bg-brand-50 text-brand-700 ring-1 ring-brand-100',
  accent: 'bg-accent-300/30 text-amber-700',
  alert: 'bg-red-50 text-red-700',
} as const

/**
 * Where the icon stands: above the text, beside it, or beside it on phones and above it from `sm` up
 * (where the grid has more than one column).
 */
const LAYOUTS = {
  stacked: { card: '', title: 'mt-5', description: 'mt-2' },
  beside: { card: 'flex gap-4', title: '', description: 'mt-1' },
  'beside-on-phones': { card: 'flex gap-4 sm:block', title: 'sm:mt-5', description: 'mt-1 sm:mt-2' },
} as const

type IconCardListProps = {
  cards: readonly IconCard[]
  tone: keyof typeof ICON_TONES
  layout: keyof typeof LAYOUTS
  /** h3 under a section's h2; h4 under a sub-heading of the section. */
  headingLevel?: 'h3' | 'h4'
  /** The card casts a larger shadow on hover and its icon tile fills with brand indigo. */
  highlightOnHover?: boolean
  /** The grid's columns and top margin. */
  className?: string
  /** Overrides the cards' padding (p-6). */
  cardClassName?: string
}

/** The marketing pages' grids of white cards, each with an icon tile, a title and a description. */
export function IconCardList({
  cards,
  tone,
  layout,
  headingLevel: Heading = 'h3',
  highlightOnHover = false,
  className,
  cardClassName,
}: IconCardListProps) {
  const spacing = LAYOUTS[layout]
  return (
    <ul className={cn('grid gap-6', className)}>
      {cards.map(({ icon: Icon, title, description, soon }) => (
        <li
          key={title}
          className={cn(
            'rounded-2xl border border-border bg-white p-6 shadow-sm',
            spacing.card,
            highlightOnHover && 'group transition-shadow hover:shadow-md',
            cardClassName,
          )}
        >
          <span
            className={cn(
              'flex size-11 shrink-0 items-center justify-center rounded-xl',
              ICON_TONES[tone],
              highlightOnHover && 'transition-colors group-hover:bg-brand-700 group-hover:text-white',
            )}
          >
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <div>
            <Heading className={cn('text-lg font-bold text-brand-950', spacing.title)}>
              {title}
              {soon ? (
                <span className="ml-2 inline-block rounded-full bg-slate-100 px-2 py-px align-middle text-xs font-semibold whitespace-nowrap text-slate-600">
                  em breve
                </span>
              ) : null}
            </Heading>
            <p className={cn('text-sm leading-relaxed text-muted-foreground', spacing.description)}>
              {description}
            </p>
          </div>
        </li>
      ))}
    </ul>
  )
}
