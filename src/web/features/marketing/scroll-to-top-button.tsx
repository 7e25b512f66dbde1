import { ArrowUpIcon } from 'lucide-react'
import { Button } from '@/web/components/ui/button.tsx'
import { prefersReducedMotion } from './scroll-to-section.ts'
import { SCROLL_TO_TOP_AFTER_PX } from './timing.ts'
import { useScrolledPast } from './use-scrolled-past.ts'

/** Floating "back to top" button, shown once the page is scrolled past 500 px. */
export function ScrollToTopButton() {
  const visible = useScrolledPast(SCROLL_TO_TOP_AFTER_PX)
  if (!visible) return null
  return (
    <Button
      size="icon"
      aria-label="Voltar ao topo"
      title="Voltar ao topo"
      className="fixed right-4 bottom-4 z-30 size-12 animate-fade-in rounded-full shadow-lg shadow-brand-900/25 sm:right-6 sm:bottom-6"
      onClick={() => {
        window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })
        document.getElementById('conteudo')?.focus({ preventScroll: true })
      }}
    >
      <ArrowUpIcon className="size-5!" aria-hidden="true" />
    </Button>
  )
}
