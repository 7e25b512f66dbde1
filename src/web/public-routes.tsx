import { type ComponentType, lazy, Suspense, useEffect } from 'react'
import { Route, Routes, useLocation } from 'react-router'
import { paths } from '@/shared/paths.ts'
import { PageErrorBoundary } from './pages/page-error-boundary.tsx'

/**
 * The route table of the public entry (public-main.tsx): the pages a candidate opens, the same page
 * modules the app's router (router.tsx) lazy-loads. To add a public page: add its <Route> here AND in
 * router.tsx (the app still renders it after a navigation from the admin area), and let the server send
 * public.html for its path (PUBLIC_ENTRY_PAGES in src/shared/paths.ts). Any other path — a link to /,
 * say — leaves for the full app with a page load.
 */
function page(load: () => Promise<{ Component: ComponentType }>) {
  return lazy(() => load().then((module) => ({ default: module.Component })))
}

const PublicForm = page(() => import('./pages/public-form/public-form.tsx'))
const FormSubmitted = page(() => import('./pages/public-form/form-submitted.tsx'))
const CareersPages = page(() => import('./pages/careers/careers-pages.tsx'))

export function PublicRoutes() {
  return (
    <PageErrorBoundary>
      <Suspense fallback={null}>
        <Routes>
          <Route path="/f/:slug" element={<PublicForm />} />
          <Route path={paths.formSubmitted} element={<FormSubmitted />} />
          <Route path="/c/:slug/*" element={<CareersPages />} />
          <Route path="*" element={<LeaveForApp />} />
        </Routes>
      </Suspense>
    </PageErrorBoundary>
  )
}

/** Where this page was loaded: a path the public routes do not know is never reloaded in a loop. */
const loadedHref = typeof window === 'undefined' ? '' : window.location.href

/**
 * A path of the full app (/, /entrar…): loads it from the server, in place of the history entry the
 * router has just pushed (so Back returns to the public page, not to a page that leaves again).
 */
function LeaveForApp() {
  const location = useLocation()
  useEffect(() => {
    const href = `${location.pathname}${location.search}${location.hash}`
    if (new URL(href, window.location.href).href === loadedHref) {
      console.warn('public entry: no public page at', href)
      return
    }
    window.location.replace(href)
  }, [location])
  return null
}
