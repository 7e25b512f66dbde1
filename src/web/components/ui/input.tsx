import type { ComponentProps } from 'react'
import { cn } from '@/web/lib/cn.ts'

/** Shared look of text-like fields, also used by Textarea, SelectTrigger and DatePicker. */
export const fieldClassName =
  'w-full min-w-0 rounded-md border border-border bg-white px-3 text-base text-foreground shadow-sm transition-colors placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-60 aria-[invalid=true]:border-destructive aria-[invalid=true]:focus-visible:outline-destructive [&[readonly]]:bg-muted sm:text-sm'

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      className={cn(
        fieldClassName,
        'h-10 py-2 file:mr-3 file:border-0 file:bg-transparent file:text-sm file:font-medium',
        className,
      )}
      {...props}
    />
  )
}
