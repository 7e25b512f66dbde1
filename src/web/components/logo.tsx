import { Link } from 'react-router'
import { paths } from '@/shared/paths.ts'
import { cn } from '@/web/lib/cn.ts'

/** The Talentos mark: a person rising out of a card, in brand indigo with the amber accent. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-8 shrink-0', className)}>
      <rect width="32" height="32" rx="8" className="fill-brand-700" />
      <path d="M9 11.5h14" stroke="white" strokeWidth="3.2" strokeLinecap="round" />
      <path d="M16 11.5V24" stroke="white" strokeWidth="3.2" strokeLinecap="round" />
      <circle cx="23.5" cy="21.5" r="3" className="fill-accent-400" />
    </svg>
  )
}

export function Logo({ tone = 'dark', className }: { tone?: 'dark' | 'light'; className?: string }) {
  return (
    <Link
      to={paths.home}
      aria-label="Talentos, página inicial"
      className={cn(
        'inline-flex items-center gap-2 rounded-md',
        tone === 'light' && 'focus-visible:outline-accent-300',
        className,
      )}
    >
      <LogoMark />
      <span
        className={cn(
          'font-display text-xl font-extrabold tracking-tight',
          tone === 'dark' ? 'text-brand-950' : 'text-white',
        )}
      >
        Talentos
      </span>
    </Link>
  )
}
