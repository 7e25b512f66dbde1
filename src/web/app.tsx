import { LazyToaster } from './lib/lazy-toaster.tsx'
import { SessionProvider } from './lib/session.tsx'
import { AppRoutes } from './router.tsx'

export function App() {
  return (
    <SessionProvider>
      <AppRoutes />
      <LazyToaster />
    </SessionProvider>
  )
}
