import { useSyncExternalStore } from 'react'

/** Below 768 px the admin sidebar becomes an off-canvas sheet (spec, section 9). */
const MOBILE_QUERY = '(max-width: 767.98px)'

function subscribe(onChange: () => void) {
  const media = window.matchMedia(MOBILE_QUERY)
  media.addEventListener('change', onChange)
  return () => media.removeEventListener('change', onChange)
}

export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(MOBILE_QUERY).matches,
    () => false,
  )
}
