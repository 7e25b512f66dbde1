import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False while React adopts a prerendered page (and on the server), true once the page's code runs:
 * a form in prerendered HTML stays disabled until then, so nothing typed before is wiped by React
 * taking the fields over, and no submit goes out as a plain GET (the password in the URL).
 * Pages rendered in the browser see true at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
