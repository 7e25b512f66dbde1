export function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

/**
 * Scrolls a page section into view (below the fixed nav, through its scroll-margin) and moves keyboard
 * focus to it, so a screen-reader or keyboard user continues reading from there.
 */
export function scrollToSection(id: string) {
  const section = document.getElementById(id)
  if (!section) return
  section.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' })
  section.focus({ preventScroll: true })
}
