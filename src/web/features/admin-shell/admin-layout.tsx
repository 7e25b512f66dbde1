import { MenuIcon, PanelLeftIcon } from 'lucide-react'
import { type CSSProperties, type ReactNode, useCallback, useEffect, useState } from 'react'
import { Navigate, Outlet, useLocation } from 'react-router'
import { paths } from '@/shared/paths.ts'
import { can } from '@/shared/permissions.ts'
import { Button } from '@/web/components/ui/button.tsx'
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/web/components/ui/sheet.tsx'
import { TooltipProvider } from '@/web/components/ui/tooltip.tsx'
import { type SessionUser, useSession, useSignOut } from '@/web/lib/session.tsx'
import { SidebarContent } from './admin-sidebar.tsx'
import { ForbiddenPage } from './forbidden-page.tsx'
import { navItemOf } from './nav-items.ts'
import { NotificationBell } from './notification-bell.tsx'
import { isSidebarShortcut, readSidebarExpanded, sidebarCookie } from './sidebar-state.ts'
import { useIsMobile } from './use-is-mobile.ts'

/**
 * The authenticated area's layout. It follows the session (also its changes in other tabs): while
 * it is unknown nothing renders, and without one the user goes to /entrar, so no admin screen ever
 * shows to a visitor. The server refuses the admin API without a session all the same.
 */
export function AdminLayout() {
  const session = useSession({ keepFresh: true })
  const { pathname } = useLocation()
  if (session.status === 'loading') return null
  if (session.status === 'signed-out') return <Navigate to={paths.signIn} replace />
  const item = navItemOf(pathname)
  const forbidden = item?.permission !== undefined && !can(session.user.role, item.permission)
  return (
    <AdminShell user={session.user}>
      {forbidden && item ? <ForbiddenPage title={item.label} /> : <Outlet />}
    </AdminShell>
  )
}

const SIDEBAR_ID = 'admin-sidebar'

function AdminShell({ user, children }: { user: SessionUser; children: ReactNode }) {
  const isMobile = useIsMobile()
  const signOut = useSignOut()
  const [expanded, setExpanded] = useState(() => readSidebarExpanded(document.cookie))
  const [sheetOpen, setSheetOpen] = useState(false)

  const toggle = useCallback(() => {
    if (isMobile) {
      setSheetOpen((open) => !open)
      return
    }
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in older Safari and Firefox; sidebarCookie builds the value
    document.cookie = sidebarCookie(!expanded)
    setExpanded(!expanded)
  }, [isMobile, expanded])

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSidebarShortcut(event)) return
      event.preventDefault()
      toggle()
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [toggle])

  // Leaving the mobile layout closes the sheet, so it does not reappear over the desktop sidebar.
  useEffect(() => {
    if (!isMobile) setSheetOpen(false)
  }, [isMobile])

  const sidebarWidth = { '--sidebar-width': expanded ? '16rem' : '3rem' } as CSSProperties
  const toggleLabel = isMobile ? 'Abrir menu' : expanded ? 'Recolher menu lateral' : 'Expandir menu lateral'

  return (
    <TooltipProvider>
      <div className="flex min-h-screen bg-muted" style={sidebarWidth}>
        {isMobile ? (
          <Sheet open={sheetOpen} onOpenChange={setSheetOpen}>
            <SheetContent side="left" id={SIDEBAR_ID} className="w-[18rem] max-w-[18rem] gap-0 p-0">
              <SheetTitle className="sr-only">Menu</SheetTitle>
              <SheetDescription className="sr-only">Navegação do painel</SheetDescription>
              <SidebarContent
                user={user}
                collapsed={false}
                onNavigate={() => setSheetOpen(false)}
                onSignOut={signOut}
              />
            </SheetContent>
          </Sheet>
        ) : (
          <div className="w-(--sidebar-width) shrink-0 bg-white transition-[width] duration-200 ease-out">
            <aside
              id={SIDEBAR_ID}
              aria-label="Barra lateral"
              data-state={expanded ? 'expanded' : 'collapsed'}
              className="sticky top-0 h-screen overflow-hidden border-r border-border"
            >
              <SidebarContent user={user} collapsed={!expanded} onSignOut={signOut} />
            </aside>
          </div>
        )}
        <div className="flex min-w-0 flex-1 flex-col">
          <header className="sticky top-0 z-10 flex h-14 shrink-0 items-center gap-3 border-b border-border bg-white px-4">
            <Button
              variant="ghost"
              size="icon"
              aria-label={toggleLabel}
              aria-controls={isMobile && !sheetOpen ? undefined : SIDEBAR_ID}
              aria-expanded={isMobile ? sheetOpen : expanded}
              aria-keyshortcuts="Control+B Meta+B"
              title={`${toggleLabel} (Ctrl+B)`}
              onClick={toggle}
            >
              {isMobile ? <MenuIcon aria-hidden="true" /> : <PanelLeftIcon aria-hidden="true" />}
            </Button>
            <p className="min-w-0 flex-1 truncate text-sm font-medium text-muted-foreground">
              {user.company.name}
            </p>
            <NotificationBell userId={user.id} />
          </header>
          <main className="flex-1 px-4 py-6 md:px-8 md:py-8">{children}</main>
        </div>
      </div>
    </TooltipProvider>
  )
}
