import { TriangleAlertIcon } from 'lucide-react'
import { cloneElement, isValidElement, type ReactElement, type ReactNode, useId } from 'react'
import { cn } from '@/web/lib/cn.ts'
import { Label } from './label.tsx'

/** Props a FormField hands to its control so the label, description and error are linked to it. */
export type FormFieldControlProps = {
  id: string
  'aria-invalid': boolean | undefined
  'aria-describedby': string | undefined
  'aria-required': boolean | undefined
}

export type FormFieldProps = {
  label: ReactNode
  /** The control's id; generated when omitted. */
  id?: string
  /** Alias of `id`, reads naturally next to the label. */
  htmlFor?: string
  required?: boolean
  description?: ReactNode
  /** Error message; when set the control gets aria-invalid and points to it with aria-describedby. */
  error?: ReactNode
  /** `inline` puts the control before its label, for checkboxes and switches. */
  orientation?: 'stacked' | 'inline'
  className?: string
  /** One control element (it receives the props by cloneElement) or a function that places them. */
  children: ReactElement<Partial<FormFieldControlProps>> | ((control: FormFieldControlProps) => ReactNode)
}

/**
 * Label, optional description and error message around one form control, all wired for screen readers.
 *
 * @example
 * // A plain control gets id, aria-invalid and aria-describedby cloned onto it:
 * <FormField label="Nome Completo" required error={errors.fullName?.message}>
 *   <Input {...register('fullName')} autoComplete="name" />
 * </FormField>
 *
 * // When the props belong on an inner element, use a function:
 * <FormField label="Estado" error={errors.uf?.message}>
 *   {(control) => (
 *     <Select value={uf} onValueChange={setUf}>
 *       <SelectTrigger {...control}><SelectValue placeholder="Selecione" /></SelectTrigger>
 *       <SelectContent>...</SelectContent>
 *     </Select>
 *   )}
 * </FormField>
 */
export function FormField({
  label,
  id,
  htmlFor,
  required = false,
  description,
  error,
  orientation = 'stacked',
  className,
  children,
}: FormFieldProps) {
  const generatedId = useId()
  const childId = isValidElement(children) ? children.props.id : undefined
  const controlId = id ?? htmlFor ?? childId ?? generatedId
  const descriptionId = `${controlId}-description`
  const errorId = `${controlId}-error`
  const hasError = error !== undefined && error !== null && error !== false && error !== ''
  const describedBy = [description ? descriptionId : null, hasError ? errorId : null]
    .filter(Boolean)
    .join(' ')

  const control: FormFieldControlProps = {
    id: controlId,
    'aria-invalid': hasError || undefined,
    'aria-describedby': describedBy || undefined,
    'aria-required': required || undefined,
  }
  const renderedControl =
    typeof children === 'function'
      ? children(control)
      : isValidElement(children)
        ? cloneElement(children, control)
        : null

  const labelElement = (
    <Label htmlFor={controlId} className={cn(orientation === 'inline' && 'leading-snug')}>
      {label}
      {required ? (
        <>
          <span aria-hidden="true" className="ml-0.5 text-destructive">
            *
          </span>{' '}
          <span className="sr-only">(obrigatório)</span>
        </>
      ) : null}
    </Label>
  )

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      {orientation === 'inline' ? (
        <div className="flex items-center gap-2">
          {renderedControl}
          {labelElement}
        </div>
      ) : (
        <>
          {labelElement}
          {renderedControl}
        </>
      )}
      {description ? (
        <p id={descriptionId} className="text-sm text-muted-foreground">
          {description}
        </p>
      ) : null}
      {hasError ? (
        <p id={errorId} className="flex items-start gap-1.5 text-sm font-medium text-destructive">
          <TriangleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  )
}
