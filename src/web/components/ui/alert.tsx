import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { cn } from '@/web/lib/cn.ts'

const alertVariants = cva(
  'relative grid w-full grid-cols-[0_1fr] items-start gap-y-0.5 rounded-lg border px-4 py-3 text-sm has-[>svg]:grid-cols-[1rem_1fr] has-[>svg]:gap-x-3 [&>svg]:size-4 [&>svg]:translate-y-0.5',
  {
    variants: {
      variant: {
        default: 'border-border bg-white text-foreground [&>svg]:text-primary',
        destructive: 'border-red-200 bg-red-50 text-red-800 [&>svg]:text-destructive',
        success: 'border-green-200 bg-green-50 text-green-800 [&>svg]:text-success',
        warning: 'border-yellow-300 bg-yellow-50 text-yellow-900 [&>svg]:text-warning',
      },
    },
    defaultVariants: { variant: 'default' },
  },
)

export type AlertProps = ComponentProps<'div'> & VariantProps<typeof alertVariants>

/**
 * Inline message box. The destructive variant is role="alert" so an error shown after submitting is read out;
 * the others are role="status".
 *
 * @example
 * <Alert variant="destructive">
 *   <CircleAlertIcon aria-hidden="true" />
 *   <AlertTitle>Não foi possível entrar</AlertTitle>
 *   <AlertDescription>Email ou senha incorretos. Por favor, tente novamente.</AlertDescription>
 * </Alert>
 */
export function Alert({ className, variant, role, ...props }: AlertProps) {
  return (
    <div
      role={role ?? (variant === 'destructive' ? 'alert' : 'status')}
      className={cn(alertVariants({ variant }), className)}
      {...props}
    />
  )
}

export function AlertTitle({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('col-start-2 font-semibold', className)} {...props} />
}

export function AlertDescription({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('col-start-2 text-sm [&_p]:leading-relaxed', className)} {...props} />
}
