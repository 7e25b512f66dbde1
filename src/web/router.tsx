import { createBrowserRouter } from 'react-router'
import { paths } from '@/shared/paths.ts'
import { RouteError } from './pages/route-error.tsx'

/**
 * Only routes with real pages live here; each issue adds its own.
 * Every page is a lazy chunk so a visitor downloads only what the page needs.
 */
export const router = createBrowserRouter([
  {
    errorElement: <RouteError />,
    children: [
      { path: paths.home, lazy: () => import('./pages/marketing/home.tsx') },
      { path: paths.about, lazy: () => import('./pages/marketing/about.tsx') },
      { path: paths.careers, lazy: () => import('./pages/marketing/careers.tsx') },
      { path: '*', lazy: () => import('./pages/not-found.tsx') },
    ],
  },
])
