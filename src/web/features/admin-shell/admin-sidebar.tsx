import { LogOutIcon } from 'lucide-react'
import type { ComponentProps, ReactElement } from 'react'
import { Link, NavLink, useMatch } from 'react-router'
import { paths } from '@/shared/paths.ts'
import { LogoMark } from '@/web/components/logo.tsx'
import { UserAvatar } from '@/web/components/ui/avatar.tsx'
import { Tooltip, TooltipContent, TooltipTrigger } from '@/web/components/ui/tooltip.tsx'
import { cn } from '@/web/lib/cn.ts'
import type { SessionUser } from '@/web/lib/session.tsx'
import { navItemsFor } from './nav-items.ts'

type SidebarContentProps = {
  user: SessionUser
  /** Icon mode (3rem): only icons show, each label in a tooltip. */
  collapsed: boolean
  onNavigate?: () => void
  onSignOut: () => void
}

const itemClassName =
  'flex h-10 w-full items-center gap-3 rounded-md px-3 text-sm font-medium text-slate-700 transition-colors hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring cursor-pointer [&_svg]:size-5 [&_svg]:shrink-0'

/** In icon mode the label moves into a tooltip (and stays the control's accessible name). */
function WithTooltip({
  collapsed,
  label,
  children,
}: {
  collapsed: boolean
  label: string
  children: ReactElement
}) {
  if (!collapsed) return children
  return (
    <Tooltip>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent side="right">{label}</TooltipContent>
    </Tooltip>
  )
}

/**
 * A menu link whose class is a plain string: the tooltip trigger (a Radix Slot) merges class names as
 * strings, so NavLink's class-name function cannot be used under it.
 */
function SidebarLink({
  to,
  collapsed,
  onNavigate,
  className,
  onClick,
  ...props
}: { to: string; collapsed: boolean; onNavigate?: () => void; className?: string } & Omit<
  ComponentProps<typeof NavLink>,
  'className'
>) {
  const active = useMatch({ path: to, end: true }) !== null
  return (
    <NavLink
      {...props}
      to={to}
      onClick={(event) => {
        onClick?.(event)
        onNavigate?.()
      }}
      className={cn(
        itemClassName,
        collapsed && 'justify-center px-0',
        active && 'bg-brand-50 font-semibold text-brand-800',
        className,
      )}
    />
  )
}

export function SidebarContent({ user, collapsed, onNavigate, onSignOut }: SidebarContentProps) {
  const labelClassName = collapsed ? 'sr-only' : 'truncate'
  return (
    <div className="flex h-full flex-col bg-white">
      <div
        className={cn(
          'flex h-14 shrink-0 items-center border-b border-border',
          collapsed ? 'px-1.5' : 'px-3',
        )}
      >
        <Link
          to={paths.home}
          onClick={onNavigate}
          className="flex min-w-0 items-center gap-2 rounded-md p-1 font-display text-lg font-extrabold text-brand-900"
        >
          <LogoMark className="size-7" />
          <span className={labelClassName}>Talentos</span>
        </Link>
      </div>

      <nav
        aria-label="Menu do painel"
        className={cn('flex-1 overflow-y-auto py-3', collapsed ? 'px-1.5' : 'px-3')}
      >
        <ul className="flex flex-col gap-1">
          {navItemsFor(user.role).map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <WithTooltip collapsed={collapsed} label={label}>
                <SidebarLink to={to} collapsed={collapsed} onNavigate={onNavigate}>
                  <Icon aria-hidden="true" />
                  <span className={labelClassName}>{label}</span>
                </SidebarLink>
              </WithTooltip>
            </li>
          ))}
        </ul>
      </nav>

      <div
        className={cn(
          'flex shrink-0 flex-col gap-2 border-t border-border py-3',
          collapsed ? 'px-1.5' : 'px-3',
        )}
      >
        <div className={cn('flex min-w-0 items-center gap-3', collapsed ? 'justify-center' : 'px-1')}>
          {/* The name is written beside it (sr-only in icon mode): the photo itself adds nothing to read. */}
          <UserAvatar name={user.fullName} src={user.avatarUrl} alt="" className="size-9" />
          <div className={cn('min-w-0 text-sm', collapsed && 'sr-only')}>
            <p className="truncate font-semibold text-foreground">{user.fullName}</p>
            <p className="truncate text-muted-foreground">{user.company.name}</p>
          </div>
        </div>
        <WithTooltip collapsed={collapsed} label="Sair">
          <button
            type="button"
            onClick={onSignOut}
            className={cn(
              itemClassName,
              collapsed && 'justify-center px-0',
              'hover:bg-red-50 hover:text-red-700',
            )}
          >
            <LogOutIcon aria-hidden="true" />
            <span className={labelClassName}>Sair</span>
          </button>
        </WithTooltip>
      </div>
    </div>
  )
}
