import type { Role } from './roles.ts'

/**
 * What a staff member may do, by role. Services check it (src/server/...); the UI reads the same
 * matrix only to hide what the server would refuse. The team issue fills in the rest of the matrix.
 */
export const PERMISSIONS = [
  'applications:view',
  'applications:changeStatus',
  'applications:delete',
  'applications:export',
] as const
export type Permission = (typeof PERMISSIONS)[number]

export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  admin: ['applications:view', 'applications:changeStatus', 'applications:delete', 'applications:export'],
  premium: ['applications:view', 'applications:changeStatus', 'applications:delete', 'applications:export'],
  padrao: ['applications:view', 'applications:changeStatus'],
}

export function can(role: Role, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission)
}
