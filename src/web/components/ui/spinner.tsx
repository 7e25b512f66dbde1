import { LoaderCircleIcon } from 'lucide-react'
import type { ComponentProps } from 'react'
import { cn } from '@/web/lib/cn.ts'

export type SpinnerProps = ComponentProps<'span'> & {
  /** Text announced to screen readers; defaults to "Carregando...". */
  label?: string
}

/**
 * Loading indicator. Announced as a status ("Carregando...") unless `aria-hidden` is set, which is what a
 * button does when its own text already says it is busy.
 */
export function Spinner({
  className,
  label = 'Carregando...',
  'aria-hidden': ariaHidden,
  ...props
}: SpinnerProps) {
  const hidden = ariaHidden === true || ariaHidden === 'true'
  return (
    <span
      {...(hidden ? { 'aria-hidden': true } : { role: 'status' })}
      className={cn('inline-flex items-center justify-center', className)}
      {...props}
    >
      <LoaderCircleIcon className="size-4 animate-spin" aria-hidden="true" />
      {hidden ? null : <span className="sr-only">{label}</span>}
    </span>
  )
}
