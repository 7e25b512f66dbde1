import { createContext, useContext, useEffect } from 'react'

/**
 * Provided only by the build's prerender (src/web/prerender.tsx): the page's title is recorded here
 * while it renders, and goes into the prerendered HTML's <title>. In the browser it is null.
 */
export const DocumentTitleRecorder = createContext<{ title?: string } | null>(null)

/** Sets the browser tab title while the page is shown. */
export function useDocumentTitle(title: string) {
  const recorder = useContext(DocumentTitleRecorder)
  if (recorder) recorder.title = title
  useEffect(() => {
    document.title = title
  }, [title])
}
