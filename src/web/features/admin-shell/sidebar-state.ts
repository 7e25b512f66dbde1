/**
 * The sidebar's expanded/icon state is remembered for 7 days in a cookie (spec, section 9), so a
 * reload or a new visit opens it as the user left it.
 */
export const SIDEBAR_COOKIE_NAME = 'sidebar_state'
export const SIDEBAR_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 7

/** The remembered state in a `document.cookie` string: true = expanded; expanded when unknown. */
export function readSidebarExpanded(cookieHeader: string): boolean {
  for (const part of cookieHeader.split(';')) {
    const [name, value] = part.trim().split('=')
    if (name === SIDEBAR_COOKIE_NAME) return value !== 'false'
  }
  return true
}

/** The `document.cookie` assignment that remembers the state for 7 days. */
export function sidebarCookie(expanded: boolean): string {
  return `${SIDEBAR_COOKIE_NAME}=${expanded}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE_SECONDS}; samesite=lax`
}

/** Ctrl+B (Cmd+B on a Mac) toggles the sidebar. */
export function isSidebarShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
) {
  return (
    event.key.toLowerCase() === 'b' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey
  )
}
