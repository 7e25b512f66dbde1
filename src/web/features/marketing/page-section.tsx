import type { ComponentProps } from 'react'
import { cn } from '@/web/lib/cn.ts'

type PageSectionProps = ComponentProps<'section'> & { id: string }

/**
 * An anchored page section: labelled by its heading (`${id}-title`), reachable by focus when a button
 * scrolls to it, and kept clear of the fixed nav when scrolled into view.
 */
export function PageSection({ id, className, ...props }: PageSectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      tabIndex={-1}
      className={cn('scroll-mt-16 py-20 outline-none sm:py-24', className)}
      {...props}
    />
  )
}
