import {
  BriefcaseBusinessIcon,
  CalendarDaysIcon,
  CircleXIcon,
  ClipboardListIcon,
  CreditCardIcon,
  FileUserIcon,
  LayoutDashboardIcon,
  type LucideIcon,
  SettingsIcon,
  UserRoundIcon,
  UsersIcon,
} from 'lucide-react'
import { paths } from '@/shared/paths.ts'
import { can, type Permission } from '@/shared/permissions.ts'
import type { Role } from '@/shared/roles.ts'

/** `permission`: what a role needs to use the page (none: every member). */
export type AdminNavItem = { to: string; label: string; icon: LucideIcon; permission?: Permission }

/** The admin sidebar's menu, in the spec's order. */
export const adminNavItems: readonly AdminNavItem[] = [
  { to: paths.dashboard, label: 'Dashboard', icon: LayoutDashboardIcon },
  { to: paths.profile, label: 'Perfil', icon: UserRoundIcon },
  { to: paths.users, label: 'Gestão de Usuários', icon: UsersIcon, permission: 'team:manage' },
  // Premium manages the public link there (the Empresa tab is the admin's only).
  { to: paths.settings, label: 'Configurações', icon: SettingsIcon, permission: 'publicLink:manage' },
  { to: paths.forms, label: 'Formulários', icon: ClipboardListIcon, permission: 'forms:manage' },
  { to: paths.applications, label: 'Currículos', icon: FileUserIcon, permission: 'applications:view' },
  { to: paths.jobs, label: 'Vagas', icon: BriefcaseBusinessIcon, permission: 'jobs:view' },
  { to: paths.agenda, label: 'Agenda', icon: CalendarDaysIcon, permission: 'interviews:manage' },
  { to: paths.payments, label: 'Pagamentos', icon: CreditCardIcon, permission: 'billing:manage' },
  { to: paths.cancellation, label: 'Cancelamento de Plano', icon: CircleXIcon, permission: 'billing:manage' },
]

/** The menu items the role may use (the others are hidden; their URLs show the no-permission page). */
export function navItemsFor(role: Role): AdminNavItem[] {
  return adminNavItems.filter((item) => !item.permission || can(role, item.permission))
}

/** The menu item of a pathname (its page), if any. */
export function navItemOf(pathname: string): AdminNavItem | undefined {
  return adminNavItems.find((item) => pathname === item.to || pathname.startsWith(`${item.to}/`))
}
