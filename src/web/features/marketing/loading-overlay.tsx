import { LoaderCircleIcon } from 'lucide-react'
import { type Ref, useEffect, useRef, useState } from 'react'
import { LogoMark } from '@/web/components/logo.tsx'

/** The CSS animation (styles.css) that hides the overlay once its second is over. */
const OVERLAY_ANIMATION = 'loading-overlay-out'

type OverlayPhase = 'painted' | 'covering' | 'over'

/**
 * The home page's 1-second splash (spec). It is in the prerendered HTML, and CSS alone hides it
 * `durationMs` after it first paints (styles.css, `loading-overlay-out`), so the page beneath,
 * painted at the same moment, shows after exactly that second even before (or without) JavaScript. Once the
 * code runs it follows that animation: `covering` (the page is inert) until it ends, then `over`
 * (the overlay leaves the DOM). Where CSS animations cannot be read (tests' jsdom), a timer of
 * `durationMs` stands in.
 */
export function useLoadingOverlay(durationMs: number): {
  ref: Ref<HTMLDivElement>
  covering: boolean
  over: boolean
} {
  const ref = useRef<HTMLDivElement>(null)
  const [phase, setPhase] = useState<OverlayPhase>('painted')
  useEffect(() => {
    const animation = ref.current
      ?.getAnimations?.()
      .find((running) => running instanceof CSSAnimation && running.animationName === OVERLAY_ANIMATION)
    if (!animation) {
      setPhase('covering')
      const timer = window.setTimeout(() => setPhase('over'), durationMs)
      return () => window.clearTimeout(timer)
    }
    if (animation.playState === 'finished') {
      setPhase('over')
      return
    }
    setPhase('covering')
    let active = true
    animation.finished.then(
      () => active && setPhase('over'),
      () => active && setPhase('over'),
    )
    return () => {
      active = false
    }
  }, [durationMs])
  return { ref, covering: phase === 'covering', over: phase === 'over' }
}

/** The full-screen splash the home page opens with (spec: 1 second), shown for `durationMs`. */
export function LoadingOverlay({ ref, durationMs }: { ref?: Ref<HTMLDivElement>; durationMs: number }) {
  return (
    <div
      ref={ref}
      role="status"
      style={{ animationDelay: `${durationMs}ms` }}
      className="loading-overlay fixed inset-0 z-[60] flex flex-col items-center justify-center gap-5 bg-white"
    >
      <LogoMark className="size-14 animate-pulse" />
      <p className="font-display text-lg font-bold text-brand-950">Carregando o Talentos…</p>
      <LoaderCircleIcon aria-hidden="true" className="size-6 animate-spin text-brand-600" />
    </div>
  )
}
