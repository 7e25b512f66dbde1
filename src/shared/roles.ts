export const ROLES = ['admin', 'premium', 'padrao'] as const
export type Role = (typeof ROLES)[number]

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Administrador',
  premium: 'Premium',
  padrao: 'Padrão',
}
