import type { Role } from './roles.ts'

/**
 * What a staff member may do, by role. Services and route guards check it (src/server/...); the UI
 * reads the same matrix only to hide what the server would refuse.
 * admin: everything. premium: applications (view, status, delete, export), the form builder and the
 * public link. padrao: view applications and change their status only.
 * Jobs (issue 14): admin and premium create, edit, publish, pause, close and delete jobs and edit the
 * stage template (jobs:manage); every role views jobs and moves or rejects candidates on the board.
 * CV import (issue 15): admin and premium bring CV files in ("Importar currículos",
 * applications:import) — it creates applications and spends the plan's resume limit, like the
 * form builder and deletion it stays with the roles that manage applications; padrao does not.
 * "Revisar dados" (issue 15): admin and premium correct what the parser read from a CV
 * (applications:edit) — it rewrites an imported application's answers; padrao reviews only.
 * Duplicates (issue 15): admin and premium merge two applications as the same person
 * (applications:merge, "Mesclar") — it changes which records are joined, like deletion it stays
 * with the roles that manage applications.
 * E-mails to candidates (issue 17): every role sends an e-mail from an application ("Enviar e-mail",
 * emails:send) — padrao already changes statuses, which send automatic e-mails; admin and premium edit
 * the company's templates and automatic sends (emails:manage), which speak for the company, like the form.
 * Interviews (issue 17): every role schedules, reschedules and cancels interviews and sees /agenda
 * (interviews:manage) — like moving candidates on the board it is day-to-day work of whoever runs
 * the selection, and it changes no application data.
 * Every signed-in member sees the dashboard and edits their own profile (no permission needed).
 */
export const PERMISSIONS = [
  'applications:view',
  'applications:changeStatus',
  'applications:delete',
  'applications:export',
  'applications:import',
  'applications:edit',
  'applications:merge',
  'forms:manage',
  'publicLink:manage',
  'team:manage',
  'settings:manage',
  'billing:manage',
  'jobs:view',
  'jobs:manage',
  'pipeline:move',
  'emails:send',
  'emails:manage',
  'interviews:manage',
] as const
export type Permission = (typeof PERMISSIONS)[number]

export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  admin: PERMISSIONS,
  premium: [
    'applications:view',
    'applications:changeStatus',
    'applications:delete',
    'applications:export',
    'applications:import',
    'applications:edit',
    'applications:merge',
    'forms:manage',
    'publicLink:manage',
    'jobs:view',
    'jobs:manage',
    'pipeline:move',
    'emails:send',
    'emails:manage',
    'interviews:manage',
  ],
  padrao: [
    'applications:view',
    'applications:changeStatus',
    'jobs:view',
    'pipeline:move',
    'emails:send',
    'interviews:manage',
  ],
}

export function can(role: Role, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission)
}
