import { LayoutDashboardIcon, LogOutIcon } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '@/shared/paths.ts'
import { Button } from '@/web/components/ui/button.tsx'
import { cn } from '@/web/lib/cn.ts'
import { useSession, useSignOut } from '@/web/lib/session.tsx'

type NavAuthActionsProps = {
  /** `bar`: side by side in the desktop nav; `menu`: full-width, stacked in the mobile menu. */
  placement: 'bar' | 'menu'
  /** Called when one of the actions navigates away (the mobile menu closes itself). */
  onNavigate?: () => void
}

/**
 * The session-dependent end of the marketing nav. This is the one place that switches on the session:
 * signed out it offers Entrar and Cadastre-se Grátis; signed in, Sair and Meu Painel.
 */
export function NavAuthActions({ placement, onNavigate }: NavAuthActionsProps) {
  const session = useSession()
  const signOut = useSignOut()
  const layout = placement === 'menu' ? 'flex flex-col gap-2' : 'flex items-center gap-2'
  const size = placement === 'menu' ? 'lg' : 'default'

  switch (session.status) {
    case 'loading':
      return <div aria-hidden="true" className={cn(layout, placement === 'bar' ? 'h-10 w-64' : 'h-26')} />
    case 'signed-out':
      return (
        <div className={layout}>
          <Button asChild variant={placement === 'menu' ? 'outline' : 'ghost'} size={size}>
            <Link to={paths.signIn} onClick={onNavigate}>
              Entrar
            </Link>
          </Button>
          <Button asChild size={size}>
            <Link to={paths.signUp} onClick={onNavigate}>
              Cadastre-se Grátis
            </Link>
          </Button>
        </div>
      )
    case 'signed-in':
      return (
        <div className={layout}>
          <Button
            variant={placement === 'menu' ? 'outline' : 'ghost'}
            size={size}
            onClick={() => {
              onNavigate?.()
              void signOut()
            }}
          >
            <LogOutIcon aria-hidden="true" />
            Sair
          </Button>
          <Button asChild size={size}>
            <Link to={paths.dashboard} onClick={onNavigate}>
              <LayoutDashboardIcon aria-hidden="true" />
              Meu Painel
            </Link>
          </Button>
        </div>
      )
  }
}
