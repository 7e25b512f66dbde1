import { type ReactNode, useEffect, useRef } from 'react'
import { useHydrated } from '@/web/lib/use-hydrated.ts'
import { SiteFooter } from './site-footer.tsx'
import { SiteNav } from './site-nav.tsx'

/** The frame of every public page: skip link, fixed nav, the page's main content, footer. */
type MarketingLayoutProps = {
  children: ReactNode
  /** Keeps keyboard and screen readers out of the page while an overlay covers it. */
  inert?: boolean
}

export function MarketingLayout({ children, inert = false }: MarketingLayoutProps) {
  // False when React adopts the server's prerendered HTML: the browser opened that page itself, and
  // the visitor may have scrolled it already.
  const navigatedHere = useRef(useHydrated())
  useEffect(() => {
    // Pages reached from another page open at their top unless the URL targets a section.
    if (navigatedHere.current && !window.location.hash) window.scrollTo({ top: 0, behavior: 'instant' })
  }, [])
  return (
    <div inert={inert}>
      <a
        href="#conteudo"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Pular para o conteúdo
      </a>
      <SiteNav />
      <main id="conteudo" tabIndex={-1} className="animate-fade-in outline-none [animation-delay:100ms]">
        {children}
      </main>
      <SiteFooter />
    </div>
  )
}
