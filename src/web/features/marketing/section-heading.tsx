import { cn } from '@/web/lib/cn.ts'

type SectionHeadingProps = {
  /** Id of the h2, for the section's aria-labelledby. */
  id: string
  eyebrow: string
  title: string
  description?: string
  align?: 'center' | 'left'
  tone?: 'dark' | 'light'
}

export function SectionHeading({
  id,
  eyebrow,
  title,
  description,
  align = 'center',
  tone = 'dark',
}: SectionHeadingProps) {
  return (
    <div className={cn('max-w-2xl', align === 'center' && 'mx-auto text-center')}>
      <p
        className={cn(
          'text-sm font-semibold tracking-wider uppercase',
          tone === 'dark' ? 'text-brand-700' : 'text-accent-300',
        )}
      >
        {eyebrow}
      </p>
      <h2
        id={id}
        className={cn(
          'mt-3 text-3xl font-extrabold text-balance sm:text-4xl',
          tone === 'dark' ? 'text-brand-950' : 'text-white',
        )}
      >
        {title}
      </h2>
      {description && (
        <p
          className={cn(
            'mt-4 text-lg leading-relaxed text-pretty',
            tone === 'dark' ? 'text-muted-foreground' : 'text-brand-100',
          )}
        >
          {description}
        </p>
      )}
    </div>
  )
}
