import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react'
import { toastLoader } from './toast.ts'

const Toaster = lazy(() =>
  import('@/web/components/ui/toaster.tsx').then((module) => ({
    default: function MountedToaster() {
      useEffect(() => toastLoader.mounted(), [])
      return <module.Toaster />
    },
  })),
)

/** Renders the app's <Toaster> once the first toast is requested (see lib/toast.ts). */
export function LazyToaster() {
  const requested = useSyncExternalStore(
    toastLoader.subscribe,
    () => toastLoader.requested,
    // Prerendering (and adopting a prerendered page): no toast yet.
    () => false,
  )
  if (!requested) return null
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  )
}
