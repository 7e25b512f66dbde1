import { ChevronDownIcon, ChevronLeftIcon, ChevronRightIcon } from 'lucide-react'
import type { ComponentProps } from 'react'
import { type CustomComponents, DayPicker } from 'react-day-picker'
import { ptBR } from 'react-day-picker/locale'
import { cn } from '@/web/lib/cn.ts'

const dayButtonClassName =
  'inline-flex size-9 cursor-pointer items-center justify-center rounded-md text-sm transition-colors hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring'

function Chevron({ orientation, className }: ComponentProps<CustomComponents['Chevron']>) {
  const Icon =
    orientation === 'left' ? ChevronLeftIcon : orientation === 'right' ? ChevronRightIcon : ChevronDownIcon
  return <Icon className={cn('size-4', className)} aria-hidden="true" />
}

/** Month grid in pt-BR (labels, weekdays, "Hoje") on react-day-picker, styled with our tokens. */
export function Calendar({ className, classNames, ...props }: ComponentProps<typeof DayPicker>) {
  return (
    <DayPicker
      locale={ptBR}
      className={cn('w-fit', className)}
      classNames={{
        months: 'relative flex flex-col gap-4',
        month: 'flex flex-col gap-3',
        nav: 'absolute inset-x-0 top-0 flex items-center justify-between',
        button_previous:
          'inline-flex size-9 cursor-pointer items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-40',
        button_next:
          'inline-flex size-9 cursor-pointer items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-40',
        month_caption: 'flex h-9 items-center justify-center px-10',
        caption_label: 'inline-flex items-center gap-1 text-sm font-semibold capitalize',
        dropdowns: 'flex items-center gap-2',
        dropdown_root:
          'relative inline-flex items-center rounded-md border border-border px-2 py-1 has-focus-visible:outline-2 has-focus-visible:outline-ring',
        dropdown: 'absolute inset-0 cursor-pointer opacity-0',
        month_grid: 'border-collapse',
        weekdays: 'flex',
        weekday: 'w-9 text-center text-xs font-medium text-muted-foreground capitalize',
        week: 'mt-1 flex',
        day: 'p-0 text-center',
        day_button: dayButtonClassName,
        today: 'font-bold text-brand-700',
        selected: '[&>button]:bg-primary [&>button]:text-primary-foreground [&>button]:hover:bg-brand-800',
        outside: 'text-muted-foreground opacity-60',
        disabled: 'pointer-events-none opacity-40',
        hidden: 'invisible',
        ...classNames,
      }}
      components={{ Chevron }}
      {...props}
    />
  )
}
