import { ExternalLinkIcon } from 'lucide-react'
import type { ComponentProps } from 'react'

type ExternalLinkProps = Omit<ComponentProps<'a'>, 'target' | 'rel'> & { showIcon?: boolean }

/** A link that opens another site in a new tab, safely, and says so to screen readers. */
export function ExternalLink({ children, showIcon = true, ...props }: ExternalLinkProps) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      {showIcon && <ExternalLinkIcon aria-hidden="true" className="size-3.5" />}
      <span className="sr-only"> (abre em nova aba)</span>
    </a>
  )
}
