import { BrowserRouter } from 'react-router'
import { LazyToaster } from './lib/lazy-toaster.tsx'
import { PublicRoutes } from './public-routes.tsx'

/** The public pages' app: the router and the toasts, without the session (candidates have none). */
export function PublicApp() {
  return (
    <>
      <BrowserRouter>
        <PublicRoutes />
      </BrowserRouter>
      <LazyToaster />
    </>
  )
}
