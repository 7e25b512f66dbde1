import { CalendarIcon } from 'lucide-react'
import { type ComponentProps, lazy, Suspense, useState } from 'react'
import { brDateToDate, dateToBrDate } from '@/shared/validation/dates.ts'
import { maskBrDate } from '@/shared/validation/masks.ts'
import { cn } from '@/web/lib/cn.ts'
import { Input } from './input.tsx'
import { Popover, PopoverContent, PopoverTrigger } from './popover.tsx'
import { Spinner } from './spinner.tsx'

// The calendar (react-day-picker + the date-fns locale) is fetched only when someone opens it, so typing a
// date on a cheap phone costs no extra download.
const Calendar = lazy(() => import('./calendar.tsx').then((module) => ({ default: module.Calendar })))

export type DatePickerProps = Omit<
  ComponentProps<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type'
> & {
  /** Text in the field: a complete 'dd/MM/yyyy' date, a partly typed one, or ''. */
  value: string
  onChange: (value: string) => void
  /** First month the calendar can show; defaults to January 1900. */
  startMonth?: Date
  /** Last month the calendar can show; defaults to December ten years from now. */
  endMonth?: Date
}

/**
 * A dd/MM/yyyy text field (typing is masked as you go) with a button that opens a pt-BR calendar.
 * Invalid text is kept as typed, for the form's validation to report.
 *
 * @example
 * <Controller control={control} name="birthDate" render={({ field }) => (
 *   <FormField label="Data de nascimento" error={errors.birthDate?.message}>
 *     <DatePicker value={field.value} onChange={field.onChange} onBlur={field.onBlur} name={field.name} />
 *   </FormField>
 * )} />
 */
export function DatePicker({
  value,
  onChange,
  startMonth = new Date(1900, 0),
  endMonth = new Date(new Date().getFullYear() + 10, 11),
  placeholder = 'Selecionar data',
  className,
  disabled,
  readOnly,
  ...inputProps
}: DatePickerProps) {
  const [open, setOpen] = useState(false)
  const selected = brDateToDate(value) ?? undefined

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <div className={cn('relative w-full', className)}>
        <Input
          type="text"
          inputMode="numeric"
          maxLength={10}
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(maskBrDate(event.target.value))}
          disabled={disabled}
          readOnly={readOnly}
          className="pr-11"
          {...inputProps}
        />
        <PopoverTrigger
          type="button"
          aria-label="Abrir calendário"
          disabled={disabled || readOnly}
          className="absolute top-1/2 right-1 inline-flex size-8 -translate-y-1/2 cursor-pointer items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50"
        >
          <CalendarIcon className="size-4" aria-hidden="true" />
        </PopoverTrigger>
      </div>
      <PopoverContent
        align="end"
        aria-label="Calendário"
        className="w-auto p-3"
        onOpenAutoFocus={(event) => event.preventDefault()}
      >
        <Suspense fallback={<Spinner className="m-4 text-primary" />}>
          <Calendar
            mode="single"
            captionLayout="dropdown"
            startMonth={startMonth}
            endMonth={endMonth}
            selected={selected}
            defaultMonth={selected}
            autoFocus
            onSelect={(date) => {
              if (!date) return
              onChange(dateToBrDate(date))
              setOpen(false)
            }}
          />
        </Suspense>
      </PopoverContent>
    </Popover>
  )
}
