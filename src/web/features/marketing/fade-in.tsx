import { type ReactNode, useEffect, useRef, useState } from 'react'
import { cn } from '@/web/lib/cn.ts'
import { prefersReducedMotion } from './scroll-to-section.ts'
import { FADE_IN_THRESHOLD } from './timing.ts'

/**
 * Fades its content in the first time a tenth of it scrolls into view. With reduced motion (or without
 * IntersectionObserver) the content is simply shown.
 */
export function FadeIn({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null)
  const [visible, setVisible] = useState(false)

  useEffect(() => {
    const element = ref.current
    if (!element) return
    if (prefersReducedMotion() || !('IntersectionObserver' in window)) {
      setVisible(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true)
          observer.disconnect()
        }
      },
      { threshold: FADE_IN_THRESHOLD },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  return (
    <div
      ref={ref}
      data-visible={visible}
      className={cn(
        'transition-[opacity,translate] duration-700 ease-out',
        visible ? 'translate-y-0 opacity-100' : 'translate-y-6 opacity-0',
        className,
      )}
    >
      {children}
    </div>
  )
}
