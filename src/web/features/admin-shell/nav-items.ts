import {
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

export type AdminNavItem = { to: string; label: string; icon: LucideIcon }

/** The admin sidebar's menu, in the spec's order. */
export const adminNavItems: readonly AdminNavItem[] = [
  { to: paths.dashboard, label: 'Dashboard', icon: LayoutDashboardIcon },
  { to: paths.profile, label: 'Perfil', icon: UserRoundIcon },
  { to: paths.users, label: 'Gestão de Usuários', icon: UsersIcon },
  { to: paths.settings, label: 'Configurações', icon: SettingsIcon },
  { to: paths.forms, label: 'Formulários', icon: ClipboardListIcon },
  { to: paths.applications, label: 'Currículos', icon: FileUserIcon },
  { to: paths.payments, label: 'Pagamentos', icon: CreditCardIcon },
  { to: paths.cancellation, label: 'Cancelamento de Plano', icon: CircleXIcon },
]
