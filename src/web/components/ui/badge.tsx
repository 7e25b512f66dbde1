import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { cn } from '@/web/lib/cn.ts'

/**
 * Status colours used across the admin area: submission novo = outline, pendente = warning,
 * aprovado = success, reprovado = destructive-outline; user "Ativo" = success.
 */
export const badgeVariants = cva(
  'inline-flex w-fit shrink-0 items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap [&_svg]:size-3',
  {
    variants: {
      variant: {
        default: 'border-transparent bg-primary text-primary-foreground',
        secondary: 'border-transparent bg-brand-50 text-brand-800',
        outline: 'border-border bg-white text-foreground',
        success: 'border-green-200 bg-green-100 text-green-800',
        warning: 'border-yellow-300 bg-yellow-100 text-yellow-800',
        destructive: 'border-transparent bg-destructive text-destructive-foreground',
        'destructive-outline': 'border-destructive bg-white text-destructive',
      },
    },
    defaultVariants: { variant: 'default' },
  },
)

export type BadgeProps = ComponentProps<'span'> & VariantProps<typeof badgeVariants>

export function Badge({ className, variant, ...props }: BadgeProps) {
  return (
    <span
      data-variant={variant ?? 'default'}
      className={cn(badgeVariants({ variant }), className)}
      {...props}
    />
  )
}
