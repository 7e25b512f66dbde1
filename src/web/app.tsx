import type { ComponentType, ReactNode } from 'react'
import { BrowserRouter } from 'react-router'
import { LazyToaster } from './lib/lazy-toaster.tsx'
import { SessionProvider } from './lib/session.tsx'
import { AppRoutes } from './router.tsx'

type AppProps = {
  /** BrowserRouter in the browser; the build's prerender (src/web/prerender.tsx) passes a StaticRouter. */
  Router?: ComponentType<{ children: ReactNode }>
}

export function App({ Router = BrowserRouter }: AppProps) {
  return (
    <SessionProvider>
      <Router>
        <AppRoutes />
      </Router>
      <LazyToaster />
    </SessionProvider>
  )
}
