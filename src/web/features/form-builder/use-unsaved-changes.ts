import { useEffect } from 'react'

export const UNSAVED_CHANGES_MESSAGE = 'Há alterações não salvas no formulário. Deseja sair sem salvar?'

/**
 * "Leaving with unsaved changes asks first" without a data router (useBlocker needs one, decision 001):
 * - closing or reloading the tab: the browser's own beforeunload prompt;
 * - clicking any in-app link (sidebar, header): a capture-phase click listener asks with
 *   window.confirm before React Router sees the click, and cancels the click when the user stays.
 * Back/forward buttons are not intercepted (no reliable way without a data router).
 */
export function useUnsavedChangesPrompt(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      event.returnValue = ''
    }
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
        return
      const target = event.target instanceof Element ? event.target.closest('a[href]') : null
      if (!(target instanceof HTMLAnchorElement) || target.target === '_blank') return
      const url = new URL(target.href, window.location.href)
      if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return
      if (!window.confirm(UNSAVED_CHANGES_MESSAGE)) {
        event.preventDefault()
        event.stopPropagation()
      }
    }
    window.addEventListener('beforeunload', onBeforeUnload)
    document.addEventListener('click', onClick, true)
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload)
      document.removeEventListener('click', onClick, true)
    }
  }, [dirty])
}
