import { LoaderCircleIcon } from 'lucide-react'
import { useEffect, useState } from 'react'
import { LogoMark } from '@/web/components/logo.tsx'

/** True for the first `durationMs` after the component mounts. */
export function useInitialLoading(durationMs: number): boolean {
  const [loading, setLoading] = useState(true)
  useEffect(() => {
    const timer = window.setTimeout(() => setLoading(false), durationMs)
    return () => window.clearTimeout(timer)
  }, [durationMs])
  return loading
}

/** The brief full-screen splash the home page opens with (spec: 1 second). */
export function LoadingOverlay() {
  return (
    <div
      role="status"
      className="fixed inset-0 z-[60] flex flex-col items-center justify-center gap-5 bg-white"
    >
      <LogoMark className="size-14 animate-pulse" />
      <p className="font-display text-lg font-bold text-brand-950">Carregando o Talentos…</p>
      <LoaderCircleIcon aria-hidden="true" className="size-6 animate-spin text-brand-600" />
    </div>
  )
}
