import type { ComponentProps } from 'react'
import { cn } from '@/web/lib/cn.ts'

export type ProgressProps = Omit<ComponentProps<'div'>, 'children'> & {
  value: number
  max: number
  /** What a screen reader says instead of the bare number, e.g. "37 de 100 currículos". */
  valueText?: string
  /** Colours the filled part (e.g. red when a limit is reached). */
  indicatorClassName?: string
}

/**
 * A horizontal bar for "used of limit". role="progressbar" with its numbers; name it with
 * aria-label or aria-labelledby. A value over max (a plan changed to a smaller one) fills the bar.
 *
 * @example
 * <Progress value={37} max={100} valueText="37 de 100 currículos" aria-label="Currículos recebidos" />
 */
export function Progress({ value, max, valueText, indicatorClassName, className, ...props }: ProgressProps) {
  const clamped = Math.min(Math.max(value, 0), max)
  const percent = max > 0 ? (clamped / max) * 100 : 100
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={clamped}
      aria-valuetext={valueText}
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-brand-100', className)}
      {...props}
    >
      <div
        className={cn('h-full rounded-full bg-primary transition-[width]', indicatorClassName)}
        style={{ width: `${percent}%` }}
      />
    </div>
  )
}
