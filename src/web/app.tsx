import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from 'react-router'
import { Toaster } from 'sonner'
import { queryClient } from './lib/query-client.ts'
import { SessionProvider } from './lib/session.tsx'
import { router } from './router.tsx'

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <RouterProvider router={router} />
        <Toaster richColors position="top-right" closeButton />
      </SessionProvider>
    </QueryClientProvider>
  )
}
