import { QueryClientProvider } from '@tanstack/react-query'
import { Outlet } from 'react-router'
import { queryClient } from '@/web/lib/query-client.ts'

/**
 * Pages that read server state (auth, admin, public form) sit under this layout, so TanStack
 * Query is downloaded with them and not with the marketing pages' first load (budget: 120 KB).
 */
export function Component() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  )
}
