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
 * Folders and tags (issue 16): admin and premium create, rename and delete folders ("Pastas",
 * folders:manage) and tags ("Etiquetas", tags:manage) — they shape how the whole team organises,
 * like the stage template. Creating a tag inline ("Criar etiqueta '…'") is creating a tag, so it
 * needs tags:manage too: padrao picks from the existing tags only. Putting applications in and out
 * of folders and tags (applications:organize) is for every role that changes status — all three,
 * padrao included: it is sorting one's own review, not changing what the company keeps.
 * Saved views (issue 16): every member who views applications saves views of /curriculos and
 * manages their own; admin also renames and deletes the views others shared with the team
 * (views:manageShared) — shared views are the team's, someone must be able to tidy them.
 * Comments and ratings (issue 16): every role comments on applications with @menções and rates them
 * 1–5 (applications:comment, applications:rate) — deciding together is the whole team's work, and
 * both only add opinions, they change nothing of the application. Authors edit and delete their own
 * comments; only admins also delete anyone's (comments:moderate), as they manage the team.
 * Audit log (issue 16, Configurações → Auditoria): admin only (audit:view) — it lists every
 * member's acts across the company, like the team and billing pages it is the account owner's view.
 * Bulk actions (issue 16) need no permission of their own: each action of the registry requires the
 * permission of the single-item action it repeats (status: applications:changeStatus, delete:
 * applications:delete, exports: applications:export).
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
  'folders:manage',
  'tags:manage',
  'applications:organize',
  'views:manageShared',
  'applications:comment',
  'applications:rate',
  'comments:moderate',
  'audit:view',
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
    'folders:manage',
    'tags:manage',
    'applications:organize',
    'applications:comment',
    'applications:rate',
    'emails:send',
    'emails:manage',
    'interviews:manage',
  ],
  padrao: [
    'applications:view',
    'applications:changeStatus',
    'jobs:view',
    'pipeline:move',
    'applications:organize',
    'applications:comment',
    'applications:rate',
    'emails:send',
    'interviews:manage',
  ],
}

export function can(role: Role, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission)
}
