import { SendIcon } from 'lucide-react'
import { externalLinks } from '@/shared/paths.ts'
import { Button, type ButtonProps } from '@/web/components/ui/button.tsx'

/** "Envie Seu Currículo": opens the external job-application page in a new tab. */
export function ApplyLink({ variant = 'default', className }: Pick<ButtonProps, 'variant' | 'className'>) {
  return (
    <Button asChild size="lg" variant={variant} className={className}>
      <a href={externalLinks.jobApplication} target="_blank" rel="noopener noreferrer">
        <SendIcon aria-hidden="true" />
        Envie Seu Currículo
        <span className="sr-only"> (abre em nova aba)</span>
      </a>
    </Button>
  )
}
