import type { ReactNode } from 'react'
import { Logo } from '@/web/components/logo.tsx'
import { cn } from '@/web/lib/cn.ts'
import { useDocumentTitle } from '@/web/lib/use-document-title.ts'

type AuthLayoutProps = {
  /** The page's h1. */
  title: ReactNode
  /** The browser tab's title. */
  documentTitle: string
  description?: ReactNode
  /** Shown above the title (an icon, say). */
  icon?: ReactNode
  /** Above the card, left-aligned (a back link). */
  aside?: ReactNode
  /** Below the card (terms, support). */
  footer?: ReactNode
  width?: 'default' | 'wide'
  children: ReactNode
}

/** The frame of the account pages: logo linking home, one centred card, small print below. */
export function AuthLayout({
  title,
  documentTitle,
  description,
  icon,
  aside,
  footer,
  width = 'default',
  children,
}: AuthLayoutProps) {
  useDocumentTitle(`${documentTitle} | Talentos`)
  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-b from-brand-50 to-muted">
      <header className="mx-auto flex w-full max-w-6xl items-center px-4 py-5 sm:px-6">
        <Logo />
      </header>
      <main className="flex flex-1 flex-col items-center px-4 pt-4 pb-12 sm:px-6 sm:pt-10">
        <div className={cn('flex w-full flex-col gap-4', width === 'wide' ? 'max-w-2xl' : 'max-w-md')}>
          {aside}
          <div className="rounded-xl border border-border bg-white p-6 shadow-sm sm:p-8">
            <div className="mb-6 flex flex-col items-center gap-2 text-center">
              {icon}
              <h1 className="text-2xl font-bold text-brand-950 sm:text-3xl">{title}</h1>
              {description ? <p className="text-muted-foreground">{description}</p> : null}
            </div>
            {children}
          </div>
          {footer ? <div className="text-center text-sm text-muted-foreground">{footer}</div> : null}
        </div>
      </main>
    </div>
  )
}
