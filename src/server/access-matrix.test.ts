import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { RouteOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApplicationDetail } from '../shared/applications/api.ts'
import { formatSaoPauloDate } from '../shared/interviews/sao-paulo-time.ts'
import type { PlanId } from '../shared/plans.ts'
import { ROLES, type Role } from '../shared/roles.ts'
import type { TeamResponse } from '../shared/team/api.ts'
import { requireAuth } from './auth/guard.ts'
import { emailMessages } from './db/schema/email.ts'
import { PNG_1PX } from './features/public-form/test-support.ts'
import { sampleDocx, samplePdf } from './features/resumes/test-support/files.ts'
import { API_DOCS_PREFIX } from './http/api-docs.ts'
import { createTestApp, type TestContext } from './test/app.ts'
import {
  createSignedInCompany,
  type SignedInCompany,
  setRole,
  submitTestApplication,
} from './test/applications.ts'
import { testDatabaseKind } from './test/database.ts'
import { injectAs } from './test/inject.ts'
import { setCompanyPlan } from './test/plans.ts'
import { addTeamMember, type TeamMember } from './test/team.ts'

/**
 * The access matrix: every admin API route × every role (src/shared/permissions.ts), and × the
 * tenancy column "company B calling with company A's ids → 404". A route registered without a
 * row here fails the test; a route with a path parameter must say whose resource fills it, so
 * every route is tenancy-tested by construction.
 */

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'
/** A resource of company A the tenancy column puts in a route's path. */
type Resource =
  | 'application'
  | 'invitation'
  | 'member'
  | 'avatar'
  | 'job'
  | 'jobStage'
  | 'importBatch'
  | 'resume'
  | 'pdfResume'
  | 'docxResume'
  | 'folder'
  | 'tag'
  | 'savedView'
  | 'comment'
  | 'notification'
  | 'bulkOperation'
  | 'emailMessage'
  | 'interview'
type RouteCase = {
  method: Method
  /** The route as registered, parameters included (`/api/applications/:id`). */
  path: string
  payload?: Record<string, unknown>
  allowed: readonly Role[]
  /** The caller's company is put on this plan first (for routes a plan gates). */
  plan?: PlanId
  /** Allowed callers change their company (name, plan, invitations…): each case gets its own company. */
  writes?: boolean
  /** Required for a path with parameters: company A's resource whose ids company B sends. */
  owner?: Resource
}

/** A plain-text CV company A imports for the tenancy column. */
const IMPORT_TXT_CV =
  'Joana Pires\nExperiência Profissional\nAssistente administrativa na Papelaria Central desde 2019.'

/** A valid "Agendar entrevista" body: a week ahead (the schema refuses past times before any 404). */
const INTERVIEW_INPUT = {
  date: formatSaoPauloDate(new Date(Date.now() + 7 * 24 * 3600_000)),
  time: '10:00',
  durationMinutes: 60,
  mode: 'presencial',
  address: 'Rua das Flores, 100 — Campinas/SP',
  link: '',
  interviewerIds: [],
  message: '',
}

const ALL: readonly Role[] = ROLES
const REVIEWERS: readonly Role[] = ['admin', 'premium']
const ADMIN: readonly Role[] = ['admin']

const ROUTES: readonly RouteCase[] = [
  { method: 'GET', path: '/api/me', allowed: ALL },
  { method: 'GET', path: '/api/dashboard', allowed: ALL },
  { method: 'GET', path: '/api/applications', allowed: ALL },
  { method: 'GET', path: '/api/applications/stats', allowed: ALL },
  // Advanced filters' counts (issue 16): every role that views applications, from Básico.
  { method: 'GET', path: '/api/applications/filter-counts', allowed: ALL, plan: 'basico' },
  // Saved views (issue 16): every member saves and manages their own; admin also the team's shared ones.
  { method: 'GET', path: '/api/saved-views', allowed: ALL },
  {
    method: 'POST',
    path: '/api/saved-views',
    payload: { name: 'Novos', query: 'status=novo' },
    allowed: ALL,
  },
  {
    method: 'PATCH',
    path: '/api/saved-views/:id',
    payload: { name: 'Outro nome' },
    allowed: ALL,
    owner: 'savedView',
  },
  { method: 'DELETE', path: '/api/saved-views/:id', allowed: ALL, owner: 'savedView' },
  { method: 'GET', path: '/api/applications/export.csv', allowed: REVIEWERS },
  { method: 'GET', path: '/api/applications/:id', allowed: ALL, owner: 'application' },
  { method: 'GET', path: '/api/applications/:id/history', allowed: ALL, owner: 'application' },
  {
    method: 'GET',
    path: '/api/applications/:id/pdf',
    allowed: REVIEWERS,
    plan: 'basico',
    owner: 'application',
  },
  { method: 'GET', path: '/api/applications/:id/files/:fieldId', allowed: ALL, owner: 'application' },
  // The original CV of an imported application (issue 15): every member who sees applications.
  { method: 'GET', path: '/api/applications/:id/resume', allowed: ALL, owner: 'resume' },
  {
    method: 'PATCH',
    path: '/api/applications/:id/status',
    payload: { status: 'aprovado' },
    allowed: ALL,
    owner: 'application',
  },
  { method: 'DELETE', path: '/api/applications/:id', allowed: REVIEWERS, owner: 'application' },
  // Duplicates (issue 15): every member sees the person's other applications; merging is for the
  // roles that manage applications (applications:merge).
  { method: 'GET', path: '/api/applications/:id/person', allowed: ALL, owner: 'application' },
  {
    method: 'POST',
    path: '/api/applications/:id/merge',
    // Nobody's application: past the guard the service answers 404.
    payload: { applicationId: '00000000-0000-4000-8000-000000000000' },
    allowed: REVIEWERS,
    owner: 'application',
  },
  { method: 'GET', path: '/api/forms', allowed: REVIEWERS },
  {
    // Valid for the schema; the service then refuses a form without steps (422), past the guard.
    method: 'PUT',
    path: '/api/forms',
    payload: { title: 'Formulário de Candidatura', steps: [], version: 1 },
    allowed: REVIEWERS,
  },
  { method: 'GET', path: '/api/settings/company', allowed: ADMIN },
  {
    method: 'PUT',
    path: '/api/settings/company',
    payload: { name: 'Empresa Renomeada', address: '', phone: '(11)98765-4321', customLink: '' },
    allowed: ADMIN,
    writes: true,
  },
  { method: 'GET', path: '/api/settings/public-link', allowed: REVIEWERS },
  {
    // Choosing a slug is a Básico-and-up feature: on gratuito the plan, not the role, says 403.
    method: 'PUT',
    path: '/api/settings/public-link',
    payload: { slug: `empresa-${randomUUID().slice(0, 8)}` },
    allowed: REVIEWERS,
    plan: 'basico',
    writes: true,
  },
  { method: 'GET', path: '/api/team', allowed: ADMIN },
  {
    method: 'POST',
    path: '/api/team/invitations',
    payload: { fullName: 'Ana Lima', email: 'ana.lima@empresa.com.br', role: 'padrao' },
    allowed: ADMIN,
    writes: true,
  },
  { method: 'POST', path: '/api/team/invitations/:id/resend', allowed: ADMIN, owner: 'invitation' },
  { method: 'DELETE', path: '/api/team/invitations/:id', allowed: ADMIN, owner: 'invitation' },
  {
    method: 'PATCH',
    path: '/api/team/members/:id',
    payload: { fullName: 'Ana Lima' },
    allowed: ADMIN,
    owner: 'member',
  },
  { method: 'DELETE', path: '/api/team/members/:id', allowed: ADMIN, owner: 'member' },
  { method: 'PATCH', path: '/api/profile', payload: { fullName: 'Nome Novo' }, allowed: ALL, writes: true },
  {
    method: 'POST',
    path: '/api/profile/password',
    payload: { currentPassword: 'errada-123', newPassword: 'nova-senha-1', confirmPassword: 'nova-senha-1' },
    allowed: ALL,
  },
  { method: 'PUT', path: '/api/profile/avatar', payload: { data: 'AAAA' }, allowed: ALL },
  { method: 'DELETE', path: '/api/profile/avatar', allowed: ALL },
  { method: 'GET', path: '/api/avatars/:userId/:file', allowed: ALL, owner: 'avatar' },
  {
    method: 'POST',
    path: '/api/profile/email',
    payload: { newEmail: 'novo.endereco@empresa.com.br', currentPassword: 'errada-123' },
    allowed: ALL,
  },
  { method: 'GET', path: '/api/profile/email', allowed: ALL },
  // Nothing pending: past the guard to the 404 "no pending change".
  { method: 'POST', path: '/api/profile/email/resend', allowed: ALL },
  { method: 'DELETE', path: '/api/profile/email', allowed: ALL },
  { method: 'GET', path: '/api/billing', allowed: ADMIN },
  { method: 'POST', path: '/api/billing/plan', payload: { plan: 'basico' }, allowed: ADMIN, writes: true },
  {
    method: 'POST',
    path: '/api/billing/cancel',
    payload: { reason: 'preco' },
    allowed: ADMIN,
    writes: true,
  },
  // This app runs in demonstration mode: the admin gets past the guard to the 404 "not configured".
  { method: 'POST', path: '/api/billing/checkout', payload: { plan: 'basico' }, allowed: ADMIN },
  {
    method: 'POST',
    path: '/api/billing/checkout/confirm',
    payload: { sessionId: 'cs_test_123' },
    allowed: ADMIN,
  },
  { method: 'POST', path: '/api/billing/portal', allowed: ADMIN },
  // Jobs (issue 14): every role views jobs and moves or rejects candidates; admin and premium
  // manage jobs and stages (src/shared/permissions.ts).
  { method: 'GET', path: '/api/jobs', allowed: ALL },
  { method: 'POST', path: '/api/jobs', payload: { title: 'Auxiliar de Logística' }, allowed: REVIEWERS },
  { method: 'GET', path: '/api/jobs/:id', allowed: ALL, owner: 'job' },
  {
    method: 'PUT',
    path: '/api/jobs/:id',
    payload: { title: 'Auxiliar de Logística' },
    allowed: REVIEWERS,
    owner: 'job',
  },
  {
    method: 'POST',
    path: '/api/jobs/:id/status',
    payload: { action: 'pausar' },
    allowed: REVIEWERS,
    owner: 'job',
  },
  { method: 'POST', path: '/api/jobs/:id/duplicate', allowed: REVIEWERS, owner: 'job' },
  { method: 'DELETE', path: '/api/jobs/:id', allowed: REVIEWERS, owner: 'job' },
  {
    method: 'POST',
    path: '/api/jobs/:id/stages',
    payload: { name: 'Teste prático' },
    allowed: REVIEWERS,
    owner: 'job',
  },
  {
    method: 'PUT',
    path: '/api/jobs/:id/stages/order',
    payload: { stageIds: [randomUUID()] },
    allowed: REVIEWERS,
    owner: 'job',
  },
  {
    method: 'PATCH',
    path: '/api/jobs/:id/stages/:stageId',
    payload: { name: 'Teste prático' },
    allowed: REVIEWERS,
    owner: 'jobStage',
  },
  { method: 'DELETE', path: '/api/jobs/:id/stages/:stageId', allowed: REVIEWERS, owner: 'jobStage' },
  { method: 'GET', path: '/api/jobs/:id/board', allowed: ALL, owner: 'job' },
  { method: 'GET', path: '/api/jobs/:id/stages/:stageId/applications', allowed: ALL, owner: 'jobStage' },
  {
    method: 'POST',
    path: '/api/jobs/:id/moves',
    payload: { applicationIds: [randomUUID()], stageId: randomUUID() },
    allowed: ALL,
    owner: 'job',
  },
  {
    method: 'POST',
    path: '/api/jobs/:id/rejections',
    payload: { applicationIds: [randomUUID()], reason: 'outro' },
    allowed: ALL,
    owner: 'job',
  },
  {
    method: 'POST',
    path: '/api/applications/:id/move',
    payload: { stageId: randomUUID() },
    allowed: ALL,
    owner: 'application',
  },
  {
    method: 'POST',
    path: '/api/applications/:id/reject',
    payload: { reason: 'outro' },
    allowed: ALL,
    owner: 'application',
  },
  // CV import (issue 15): admin and premium (applications:import). An upload without a body is the
  // "arquivo vazio" row of the batch, past the guard.
  { method: 'POST', path: '/api/resume-imports', allowed: REVIEWERS },
  { method: 'GET', path: '/api/resume-imports/:id', allowed: REVIEWERS, owner: 'importBatch' },
  { method: 'POST', path: '/api/resume-imports/:id/files', allowed: REVIEWERS, owner: 'importBatch' },
  // The CV viewer (every member) and "Revisar dados" (admin and premium, applications:edit).
  { method: 'GET', path: '/api/applications/:id/resume/view', allowed: ALL, owner: 'pdfResume' },
  { method: 'GET', path: '/api/applications/:id/resume/html', allowed: ALL, owner: 'docxResume' },
  {
    method: 'PUT',
    path: '/api/applications/:id/resume-data',
    payload: {
      name: 'Joana Pires',
      email: 'joana.pires@example.com',
      phone: '(11) 98765-4321',
      cpf: null,
      linkedin: null,
      city: 'Campinas',
      state: 'SP',
      cep: null,
      experience: [],
      education: [],
      languages: [],
      skills: ['Atendimento'],
    },
    allowed: REVIEWERS,
    owner: 'resume',
  },
  // Folders and tags (issue 16): admin and premium manage them (folders:manage, tags:manage); every
  // role puts applications in them (applications:organize). Tags are básico and up.
  { method: 'GET', path: '/api/folders', allowed: ALL },
  { method: 'POST', path: '/api/folders', payload: { name: 'Pasta da matriz' }, allowed: REVIEWERS },
  {
    method: 'PATCH',
    path: '/api/folders/:id',
    payload: { name: 'Pasta renomeada' },
    allowed: REVIEWERS,
    owner: 'folder',
  },
  { method: 'DELETE', path: '/api/folders/:id', allowed: REVIEWERS, owner: 'folder' },
  { method: 'PUT', path: '/api/folders/:id/applications/:applicationId', allowed: ALL, owner: 'folder' },
  { method: 'DELETE', path: '/api/folders/:id/applications/:applicationId', allowed: ALL, owner: 'folder' },
  {
    method: 'PUT',
    path: '/api/applications/:id/folder',
    payload: { folderId: randomUUID() },
    allowed: ALL,
    owner: 'application',
  },
  { method: 'GET', path: '/api/tags', allowed: ALL, plan: 'basico' },
  {
    method: 'POST',
    path: '/api/tags',
    payload: { name: 'Etiqueta da matriz', color: 'verde' },
    allowed: REVIEWERS,
    plan: 'basico',
  },
  {
    method: 'PATCH',
    path: '/api/tags/:id',
    payload: { color: 'roxo' },
    allowed: REVIEWERS,
    plan: 'basico',
    owner: 'tag',
  },
  { method: 'DELETE', path: '/api/tags/:id', allowed: REVIEWERS, plan: 'basico', owner: 'tag' },
  {
    method: 'PUT',
    path: '/api/tags/:id/applications/:applicationId',
    allowed: ALL,
    plan: 'basico',
    owner: 'tag',
  },
  {
    method: 'DELETE',
    path: '/api/tags/:id/applications/:applicationId',
    allowed: ALL,
    plan: 'basico',
    owner: 'tag',
  },
  // Comments, mentions, notifications and ratings (issue 16): every role comments and rates
  // (src/shared/permissions.ts); authors edit their own comments, the service answers 403 otherwise.
  { method: 'GET', path: '/api/members', allowed: ALL },
  { method: 'GET', path: '/api/applications/:id/comments', allowed: ALL, owner: 'application' },
  {
    method: 'POST',
    path: '/api/applications/:id/comments',
    payload: { body: 'Boa candidata.' },
    allowed: ALL,
    owner: 'application',
  },
  {
    method: 'PATCH',
    path: '/api/comments/:id',
    payload: { body: 'Texto mudado.' },
    allowed: ALL,
    owner: 'comment',
  },
  { method: 'DELETE', path: '/api/comments/:id', allowed: ALL, owner: 'comment' },
  { method: 'GET', path: '/api/notifications', allowed: ALL },
  { method: 'GET', path: '/api/notifications/unread-count', allowed: ALL },
  { method: 'POST', path: '/api/notifications/:id/read', allowed: ALL, owner: 'notification' },
  { method: 'POST', path: '/api/notifications/read-all', allowed: ALL },
  { method: 'GET', path: '/api/applications/:id/ratings', allowed: ALL, owner: 'application' },
  {
    method: 'PUT',
    path: '/api/applications/:id/ratings/me',
    payload: { stars: 4 },
    allowed: ALL,
    owner: 'application',
  },
  { method: 'DELETE', path: '/api/applications/:id/ratings/me', allowed: ALL, owner: 'application' },
  // Bulk actions (issue 16): every member may ask; each action of the registry then needs the
  // permission of the single-item action (a padrao member's bulk delete is 403 in bulk.test.ts).
  // Nobody's id: skipped, past the guard. An operation and its file: its requester's only.
  {
    method: 'POST',
    path: '/api/applications/bulk',
    payload: {
      selection: { kind: 'ids', ids: [randomUUID()] },
      action: 'status',
      params: { status: 'aprovado' },
    },
    allowed: ALL,
  },
  { method: 'GET', path: '/api/bulk-operations/:id', allowed: ALL, owner: 'bulkOperation' },
  { method: 'GET', path: '/api/bulk-operations/:id/download', allowed: ALL, owner: 'bulkOperation' },
  // The audit log (Configurações → Auditoria): admin only (audit:view).
  { method: 'GET', path: '/api/audit', allowed: ADMIN },
  { method: 'GET', path: '/api/audit/export.csv', allowed: ADMIN },
  // Interviews (issue 17): every role schedules, reschedules and cancels (interviews:manage).
  { method: 'GET', path: '/api/interviews', allowed: ALL },
  { method: 'GET', path: '/api/interviews/options', allowed: ALL },
  { method: 'GET', path: '/api/applications/:id/interviews', allowed: ALL, owner: 'application' },
  {
    method: 'POST',
    path: '/api/applications/:id/interviews',
    payload: INTERVIEW_INPUT,
    allowed: ALL,
    owner: 'application',
  },
  { method: 'PUT', path: '/api/interviews/:id', payload: INTERVIEW_INPUT, allowed: ALL, owner: 'interview' },
  { method: 'POST', path: '/api/interviews/:id/cancel', allowed: ALL, owner: 'interview' },
  { method: 'GET', path: '/api/settings/stages', allowed: ALL },
  {
    method: 'PUT',
    path: '/api/settings/stages',
    payload: { stages: ['Inscritos', 'Entrevista', 'Contratados'] },
    allowed: REVIEWERS,
    writes: true,
  },
  // E-mails to candidates (issue 17): every member sends (emails:send) and sees an application's
  // messages; admin and premium edit templates and automatic sends (emails:manage), Básico and up.
  { method: 'GET', path: '/api/email/templates', allowed: ALL },
  {
    method: 'PUT',
    path: '/api/email/templates',
    payload: { key: 'retorno', subject: 'Olá {{nome}}', body: 'Mensagem da {{empresa}}.' },
    allowed: REVIEWERS,
    plan: 'basico',
    writes: true,
  },
  {
    method: 'POST',
    path: '/api/email/templates/reset',
    payload: { key: 'retorno' },
    allowed: REVIEWERS,
    plan: 'basico',
    writes: true,
  },
  { method: 'GET', path: '/api/email/automations', allowed: REVIEWERS },
  {
    method: 'PUT',
    path: '/api/email/automations',
    payload: { rules: [], replyTo: null },
    allowed: REVIEWERS,
    plan: 'basico',
    writes: true,
  },
  { method: 'GET', path: '/api/applications/:id/emails', allowed: ALL, owner: 'application' },
  {
    method: 'POST',
    path: '/api/applications/:id/emails',
    payload: { templateKey: null, subject: 'Olá', body: 'Mensagem.' },
    allowed: ALL,
    plan: 'basico',
    owner: 'application',
  },
  { method: 'POST', path: '/api/email/messages/:id/cancel', allowed: ALL, owner: 'emailMessage' },
  { method: 'GET', path: '/api/jobs/:id/closing-feedback', allowed: REVIEWERS, owner: 'job' },
  {
    method: 'POST',
    path: '/api/jobs/:id/closing-feedback',
    allowed: REVIEWERS,
    plan: 'basico',
    owner: 'job',
  },
]

/**
 * /api routes anyone may call without a session: health, Better Auth, sign-up, the public form and
 * accepting an invitation (the API docs under /api/docs are public too). Every other /api route
 * must use `requireAuth` and have a row in ROUTES.
 */
const PUBLIC_ROUTES: readonly string[] = [
  'GET /api/health',
  // Readiness for a load balancer: 503 while starting or shutting down (health.routes.ts).
  'GET /api/health/ready',
  // The web app's session probe: 200 { session: null } for a visitor (me.routes.ts).
  'GET /api/session',
  'GET /api/auth/*',
  'POST /api/auth/*',
  'POST /api/accounts/sign-up',
  'POST /api/accounts/resend-confirmation',
  'GET /api/public/forms/:slug',
  'POST /api/public/forms/:slug/submissions',
  'POST /api/public/forms/:slug/resume',
  'GET /api/public/cep/:cep',
  // The careers page and job pages (issue 14).
  'GET /api/public/careers/:slug',
  'GET /api/public/careers/:slug/jobs/:jobSlug',
  'GET /api/invitations/:token',
  'POST /api/invitations/accept',
  // The e-mail change link may be opened on another device: its single-use token is the credential.
  'POST /api/profile/email/confirm',
  // Stripe's calls: the signature over the raw body is the credential (billing.routes.ts).
  'POST /api/billing/webhook',
  // A candidate's unsubscribe link (issue 17): the signed token is the credential.
  'GET /api/public/email/opt-out',
  'POST /api/public/email/opt-out',
  // The candidate's answer to an interview e-mail: the signed, single-purpose token is the credential.
  'GET /api/public/interviews/:token',
  'POST /api/public/interviews/:token/response',
  // The candidate area (issue 17): no staff session — a candidate session of its own, checked by
  // the routes (candidate-area.test.ts tests it, and that staff sessions get 401 there).
  'GET /api/candidate/:slug/company',
  'POST /api/candidate/:slug/session',
  'DELETE /api/candidate/:slug/session',
  'POST /api/candidate/:slug/password-reset/request',
  'POST /api/candidate/:slug/password-reset',
  'GET /api/candidate/:slug/area',
  'GET /api/candidate/:slug/applications/:id/form',
  'PUT /api/candidate/:slug/applications/:id/data',
  'POST /api/candidate/:slug/applications/:id/resume',
  'POST /api/candidate/:slug/applications/:id/withdraw',
  'POST /api/candidate/:slug/applications/:id/interviews/:interviewId/response',
  'GET /api/candidate/:slug/export',
  'POST /api/candidate/:slug/consent/revoke',
  'DELETE /api/candidate/:slug/data',
]

type RegisteredRoute = { method: string; url: string; authenticated: boolean }
/** Every route the app registers (HEAD twins of GET routes left out), seen through its onRoute hook. */
const registered: RegisteredRoute[] = []

function recordRoute(route: RouteOptions) {
  const preHandlers = [route.preHandler ?? []].flat()
  for (const method of [route.method].flat()) {
    if (method === 'HEAD') continue
    registered.push({ method, url: route.url, authenticated: preHandlers.includes(requireAuth) })
  }
}

const isApi = (route: RegisteredRoute) =>
  route.url.startsWith('/api/') && !route.url.startsWith(API_DOCS_PREFIX)
const label = (route: { method: string; url?: string; path?: string }) =>
  `${route.method} ${route.url ?? route.path}`
const hasParameters = (path: string) => path.split('/').some((segment) => segment.startsWith(':'))

/** A path with its parameters filled in (`:id` -> values.id). */
function fill(path: string, values: Record<string, string>): string {
  return path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment
      const value = values[segment.slice(1)]
      if (value === undefined) throw new Error(`no value for ${segment} in ${path}`)
      return encodeURIComponent(value)
    })
    .join('/')
}

/** The role column's ids: well-formed, belonging to nobody (past the guard, the service says 404). */
const nobodysId = randomUUID()
const NOBODYS = {
  id: nobodysId,
  userId: nobodysId,
  file: `${nobodysId}-0123456789abcdef.png`,
  fieldId: 'foto',
  stageId: nobodysId,
  applicationId: nobodysId,
}

let ctx: TestContext
/** One company per role; no case changes them (rows that write get a company of their own). */
const companies = new Map<Role, SignedInCompany>()

async function companyWithRole(role: Role): Promise<SignedInCompany> {
  const company = await createSignedInCompany(ctx)
  await setRole(ctx.database.db, company.userId, role)
  return company
}

beforeAll(async () => {
  ctx = await createTestApp({ onRoute: recordRoute, env: { PUBLIC_SUBMIT_RATE_MAX: '1000' } })
  for (const role of ROLES) companies.set(role, await companyWithRole(role))
})
afterAll(async () => {
  await ctx.close()
})

describe(`role × admin route on ${testDatabaseKind}`, () => {
  const cases = ROUTES.flatMap((route) => ROLES.map((role) => ({ ...route, role })))
  it.each(cases)('$role $method $path', async ({ role, method, path, payload, allowed, plan, writes }) => {
    const own = plan !== undefined || writes === true
    const caller = own ? await companyWithRole(role) : companies.get(role)
    if (!caller) throw new Error(`no company for ${role}`)
    if (plan) await setCompanyPlan(ctx.database.db, caller.companyId, plan)
    const response = await injectAs(ctx.app, { method, url: fill(path, NOBODYS), as: caller, payload })
    if (allowed.includes(role)) {
      expect(response.statusCode, response.body).not.toBe(403)
      expect(response.statusCode, response.body).not.toBe(401)
      expect(response.statusCode, response.body).toBeLessThan(500)
    } else {
      expect(response.statusCode, response.body).toBe(403)
      expect(response.json()).toEqual({
        error: { code: 'FORBIDDEN', message: 'Você não tem permissão para realizar esta ação.' },
      })
    }
  })

  it('answers 401 to every admin route without a session', async () => {
    for (const route of ROUTES) {
      const response = await injectAs(ctx.app, {
        method: route.method,
        url: fill(route.path, NOBODYS),
        payload: route.payload,
      })
      expect(response.statusCode, label(route)).toBe(401)
    }
  })
})

describe(`company B with company A's ids on ${testDatabaseKind}`, () => {
  /** Company A's resources; the cases only send their ids from company B and check they are intact. */
  let companyA: SignedInCompany
  let companyB: SignedInCompany
  /** Company A's second member, mentioned in company A's comment. */
  let memberA: TeamMember
  const ids = {} as Record<Resource, Record<string, string>>

  beforeAll(async () => {
    companyA = await createSignedInCompany(ctx, { companyName: 'Empresa A' })
    // Seats for a member and an invitation.
    await setCompanyPlan(ctx.database.db, companyA.companyId, 'profissional')
    const application = await submitTestApplication(ctx, companyA.slug)
    const detail: ApplicationDetail = (
      await injectAs(ctx.app, { url: `/api/applications/${application}`, as: companyA })
    ).json()
    const photo = detail.sections
      .flatMap((section) => section.answers)
      .find((a) => a.display.kind === 'photo')
    const photoUrl = photo?.display.kind === 'photo' ? photo.display.url : undefined
    const fieldId = photoUrl?.split('/').at(-1)
    if (!fieldId) throw new Error('no photo in the application')
    ids.application = { id: application, fieldId }

    const invited = await injectAs(ctx.app, {
      method: 'POST',
      url: '/api/team/invitations',
      as: companyA,
      payload: {
        fullName: 'Carla Dias',
        email: `carla.${randomUUID().slice(0, 8)}@empresa.com.br`,
        role: 'padrao',
      },
    })
    if (invited.statusCode !== 201)
      throw new Error(`invitation answered ${invited.statusCode}: ${invited.body}`)
    ids.invitation = { id: (invited.json() as { id: string }).id }

    const member = await addTeamMember(ctx, companyA, { fullName: 'Bruno Lima' })
    ids.member = { id: member.userId }
    memberA = member

    const comment = await injectAs(ctx.app, {
      method: 'POST',
      url: `/api/applications/${application}/comments`,
      as: companyA,
      payload: { body: 'Veja, @Bruno Lima.', mentionUserIds: [member.userId] },
    })
    if (comment.statusCode !== 201) throw new Error(`comment answered ${comment.statusCode}: ${comment.body}`)
    ids.comment = { id: (comment.json() as { id: string }).id }
    const mentioned = await injectAs(ctx.app, { url: '/api/notifications', as: member })
    const notificationId = (mentioned.json() as { items: { id: string }[] }).items[0]?.id
    if (!notificationId) throw new Error(`no notification: ${mentioned.body}`)
    ids.notification = { id: notificationId }
    await injectAs(ctx.app, {
      method: 'PUT',
      url: `/api/applications/${application}/ratings/me`,
      as: companyA,
      payload: { stars: 5 },
    })

    const avatar = await injectAs(ctx.app, {
      method: 'PUT',
      url: '/api/profile/avatar',
      as: member,
      payload: { data: PNG_1PX },
    })
    if (avatar.statusCode !== 200) throw new Error(`avatar answered ${avatar.statusCode}: ${avatar.body}`)
    const [, , , userId, file] = (avatar.json() as { avatarUrl: string }).avatarUrl.split('/')
    ids.avatar = {
      userId: decodeURIComponent(userId ?? ''),
      file: decodeURIComponent(file ?? ''),
      url: avatar.json().avatarUrl,
    }

    const job = await injectAs(ctx.app, {
      method: 'POST',
      url: '/api/jobs',
      as: companyA,
      payload: { title: 'Analista de RH', publish: true },
    })
    if (job.statusCode !== 201) throw new Error(`job answered ${job.statusCode}: ${job.body}`)
    const created = job.json() as { id: string; stages: { id: string }[] }
    ids.job = { id: created.id }
    ids.jobStage = { id: created.id, stageId: created.stages[0]?.id ?? '' }

    const batch = await injectAs(ctx.app, { method: 'POST', url: '/api/resume-imports', as: companyA })
    if (batch.statusCode !== 201) throw new Error(`import answered ${batch.statusCode}: ${batch.body}`)
    ids.importBatch = { id: (batch.json() as { id: string }).id }
    const uploaded = await injectAs(ctx.app, {
      method: 'POST',
      url: `/api/resume-imports/${ids.importBatch.id}/files`,
      as: companyA,
      payload: Buffer.from(IMPORT_TXT_CV),
      headers: { 'content-type': 'application/octet-stream', 'x-file-name': 'cv.txt' },
    })
    if (uploaded.statusCode !== 200)
      throw new Error(`upload answered ${uploaded.statusCode}: ${uploaded.body}`)
    await ctx.app.deps.queue.idle({ timeoutMs: 60_000 })
    const imported = await injectAs(ctx.app, {
      url: `/api/resume-imports/${ids.importBatch.id}`,
      as: companyA,
    })
    const applicationId = (imported.json() as { files: { applicationId: string | null }[] }).files[0]
      ?.applicationId
    if (!applicationId) throw new Error(`the CV was not imported: ${imported.body}`)
    ids.resume = { id: applicationId }

    // A PDF and a DOCX CV for the viewer's routes, in a batch of their own.
    const viewerBatch = await injectAs(ctx.app, { method: 'POST', url: '/api/resume-imports', as: companyA })
    const viewerBatchId = (viewerBatch.json() as { id: string }).id
    for (const [name, bytes] of [
      ['cv.pdf', await samplePdf()],
      ['cv.docx', await sampleDocx()],
    ] as const) {
      const sent = await injectAs(ctx.app, {
        method: 'POST',
        url: `/api/resume-imports/${viewerBatchId}/files`,
        as: companyA,
        payload: bytes,
        headers: { 'content-type': 'application/octet-stream', 'x-file-name': name },
      })
      if (sent.statusCode !== 200) throw new Error(`upload answered ${sent.statusCode}: ${sent.body}`)
    }
    await ctx.app.deps.queue.idle({ timeoutMs: 60_000 })
    const viewerFiles = (
      (await injectAs(ctx.app, { url: `/api/resume-imports/${viewerBatchId}`, as: companyA })).json() as {
        files: { name: string; applicationId: string | null }[]
      }
    ).files
    const viewerApplication = (name: string) => {
      const id = viewerFiles.find((file) => file.name === name)?.applicationId
      if (!id) throw new Error(`${name} was not imported`)
      return { id }
    }
    ids.pdfResume = viewerApplication('cv.pdf')
    ids.docxResume = viewerApplication('cv.docx')

    // A folder and a tag holding company A's application (issue 16).
    const folder = await injectAs(ctx.app, {
      method: 'POST',
      url: '/api/folders',
      as: companyA,
      payload: { name: 'Pasta A' },
    })
    if (folder.statusCode !== 201) throw new Error(`folder answered ${folder.statusCode}: ${folder.body}`)
    ids.folder = { id: (folder.json() as { id: string }).id, applicationId: application }
    await injectAs(ctx.app, {
      method: 'PUT',
      url: `/api/folders/${ids.folder.id}/applications/${application}`,
      as: companyA,
    })
    const tag = await injectAs(ctx.app, {
      method: 'POST',
      url: '/api/tags',
      as: companyA,
      payload: { name: 'Etiqueta A', color: 'azul' },
    })
    if (tag.statusCode !== 201) throw new Error(`tag answered ${tag.statusCode}: ${tag.body}`)
    ids.tag = { id: (tag.json() as { id: string }).id, applicationId: application }
    await injectAs(ctx.app, {
      method: 'PUT',
      url: `/api/tags/${ids.tag.id}/applications/${application}`,
      as: companyA,
    })
    const view = await injectAs(ctx.app, {
      method: 'POST',
      url: '/api/saved-views',
      as: companyA,
      payload: { name: 'Visão da equipe A', query: 'status=novo', shared: true },
    })
    if (view.statusCode !== 201) throw new Error(`view answered ${view.statusCode}: ${view.body}`)
    ids.savedView = { id: (view.json() as { id: string }).id }
    const exported = await injectAs(ctx.app, {
      method: 'POST',
      url: '/api/applications/bulk',
      as: companyA,
      payload: { selection: { kind: 'ids', ids: [application] }, action: 'export_csv' },
    })
    if (exported.statusCode !== 200) throw new Error(`bulk answered ${exported.statusCode}: ${exported.body}`)
    ids.bulkOperation = { id: (exported.json() as { id: string }).id }
    // The receipt of company A's application (issue 17), once delivered.
    const [message] = await ctx.database.db
      .select({ id: emailMessages.id })
      .from(emailMessages)
      .where(eq(emailMessages.applicationId, application))
    if (!message) throw new Error('no receipt for the application')
    ids.emailMessage = { id: message.id }
    const interview = await injectAs(ctx.app, {
      method: 'POST',
      url: `/api/applications/${application}/interviews`,
      as: companyA,
      payload: { ...INTERVIEW_INPUT, interviewerIds: [member.userId] },
    })
    if (interview.statusCode !== 201)
      throw new Error(`interview answered ${interview.statusCode}: ${interview.body}`)
    ids.interview = { id: (interview.json() as { id: string }).id, applicationId: application }

    // B is an admin on the top plan: neither its role nor its plan stops the call before the tenancy check.
    companyB = await createSignedInCompany(ctx, { companyName: 'Empresa B' })
    await setCompanyPlan(ctx.database.db, companyB.companyId, 'ilimitado')
  })

  /** Company A still has the resource, unchanged. */
  async function expectIntact(resource: Resource) {
    if (resource === 'application') {
      const response = await injectAs(ctx.app, {
        url: `/api/applications/${ids.application.id}`,
        as: companyA,
      })
      expect(response.statusCode).toBe(200)
      expect(response.json()).toMatchObject({ status: 'novo' })
      const comments = await injectAs(ctx.app, {
        url: `/api/applications/${ids.application.id}/comments`,
        as: companyA,
      })
      expect(comments.json().items.map((c: { body: string }) => c.body)).toEqual(['Veja, @Bruno Lima.'])
      const ratings = await injectAs(ctx.app, {
        url: `/api/applications/${ids.application.id}/ratings`,
        as: companyA,
      })
      expect(ratings.json()).toMatchObject({ average: 5, count: 1 })
      return
    }
    if (resource === 'comment') {
      const comments = await injectAs(ctx.app, {
        url: `/api/applications/${ids.application.id}/comments`,
        as: companyA,
      })
      expect(comments.json().items).toEqual([
        expect.objectContaining({ id: ids.comment.id, body: 'Veja, @Bruno Lima.', editedAt: null }),
      ])
      return
    }
    if (resource === 'notification') {
      const list = await injectAs(ctx.app, { url: '/api/notifications', as: memberA })
      expect(list.json().items).toEqual([expect.objectContaining({ id: ids.notification.id, readAt: null })])
      return
    }
    if (resource === 'job' || resource === 'jobStage') {
      const response = await injectAs(ctx.app, { url: `/api/jobs/${ids.job.id}`, as: companyA })
      expect(response.statusCode).toBe(200)
      expect(response.json()).toMatchObject({ title: 'Analista de RH', status: 'publicada' })
      expect(response.json().stages.map((stage: { id: string }) => stage.id)).toContain(ids.jobStage.stageId)
      return
    }
    if (resource === 'resume') {
      const response = await injectAs(ctx.app, {
        url: `/api/applications/${ids.resume.id}/resume`,
        as: companyA,
      })
      expect(response.statusCode).toBe(200)
      expect(response.body).toContain('Joana Pires')
      const detail = await injectAs(ctx.app, { url: `/api/applications/${ids.resume.id}`, as: companyA })
      expect(detail.json().resume).toMatchObject({ corrections: {} })
      return
    }
    if (resource === 'pdfResume' || resource === 'docxResume') {
      const response = await injectAs(ctx.app, { url: `/api/applications/${ids[resource].id}`, as: companyA })
      expect(response.statusCode).toBe(200)
      expect(response.json().resume).toMatchObject({ format: resource === 'pdfResume' ? 'pdf' : 'docx' })
      return
    }
    if (resource === 'emailMessage') {
      const response = await injectAs(ctx.app, {
        url: `/api/applications/${ids.application.id}/emails`,
        as: companyA,
      })
      expect(response.json().items).toContainEqual(
        expect.objectContaining({ id: ids.emailMessage.id, state: 'enviado' }),
      )
      return
    }
    if (resource === 'importBatch') {
      const response = await injectAs(ctx.app, {
        url: `/api/resume-imports/${ids.importBatch.id}`,
        as: companyA,
      })
      expect(response.statusCode).toBe(200)
      expect(response.json().files.map((file: { name: string }) => file.name)).toEqual(['cv.txt'])
      return
    }
    if (resource === 'folder' || resource === 'tag') {
      const url = resource === 'folder' ? '/api/folders' : '/api/tags'
      const response = await injectAs(ctx.app, { url, as: companyA })
      expect(response.json().items).toEqual([
        expect.objectContaining({
          id: ids[resource].id,
          name: resource === 'folder' ? 'Pasta A' : 'Etiqueta A',
          applicationCount: 1,
        }),
      ])
      return
    }
    if (resource === 'savedView') {
      const response = await injectAs(ctx.app, { url: '/api/saved-views', as: companyA })
      expect(response.json().items).toContainEqual(
        expect.objectContaining({ id: ids.savedView.id, name: 'Visão da equipe A' }),
      )
      return
    }
    if (resource === 'bulkOperation') {
      const response = await injectAs(ctx.app, {
        url: `/api/bulk-operations/${ids.bulkOperation.id}`,
        as: companyA,
      })
      expect(response.json()).toMatchObject({ status: 'done', done: 1 })
      return
    }
    if (resource === 'interview') {
      const response = await injectAs(ctx.app, {
        url: `/api/applications/${ids.interview.applicationId}/interviews`,
        as: companyA,
      })
      expect(response.statusCode).toBe(200)
      expect(response.json().items).toMatchObject([
        { id: ids.interview.id, status: 'scheduled', sequence: 0, interviewers: [{ id: ids.member.id }] },
      ])
      return
    }
    if (resource === 'avatar') {
      expect((await injectAs(ctx.app, { url: ids.avatar.url ?? '', as: companyA })).statusCode).toBe(200)
      return
    }
    const team: TeamResponse = (await injectAs(ctx.app, { url: '/api/team', as: companyA })).json()
    if (resource === 'invitation')
      expect(team.invitations.map((invitation) => invitation.id)).toContain(ids.invitation.id)
    else
      expect(team.members.find((member) => member.id === ids.member.id)).toMatchObject({
        fullName: 'Bruno Lima',
      })
  }

  const cases = ROUTES.filter((route) => route.owner)
  it.each(cases)('$method $path → 404', async ({ method, path, payload, owner }) => {
    if (!owner) throw new Error('no owner')
    const response = await injectAs(ctx.app, { method, url: fill(path, ids[owner]), as: companyB, payload })
    expect(response.statusCode, response.body).toBe(404)
    expect(response.json().error.code).toBe('NOT_FOUND')
    await expectIntact(owner)
  })

  it('company A itself reaches the same resources (the ids are real)', async () => {
    for (const route of cases.filter((row) => row.method === 'GET')) {
      const owner = route.owner as Resource
      const response = await injectAs(ctx.app, { url: fill(route.path, ids[owner]), as: companyA })
      expect(response.statusCode, label(route)).toBe(200)
    }
  })
})

describe('the matrix covers every /api route', () => {
  it('sees the routes the app registers', () => {
    expect(registered.filter(isApi).length).toBeGreaterThan(ROUTES.length)
  })

  it('has a row for every route behind requireAuth', () => {
    const missing = registered
      .filter((route) => isApi(route) && route.authenticated)
      .filter((route) => !ROUTES.some((row) => row.method === route.method && row.path === route.url))
      .map(label)
    expect(missing, 'add these routes to ROUTES with the roles that may call them').toEqual([])
  })

  it("names company A's resource for every route with a parameter in its path", () => {
    const untested = ROUTES.filter((row) => hasParameters(row.path) && !row.owner).map(label)
    expect(untested, 'give these rows an owner: the tenancy column calls them with its ids').toEqual([])
    const needless = ROUTES.filter((row) => !hasParameters(row.path) && row.owner).map(label)
    expect(needless).toEqual([])
  })

  it('lets no other /api route through without a session unless it is a listed public route', () => {
    const unlisted = registered
      .filter((route) => isApi(route) && !route.authenticated)
      .map(label)
      .filter((route) => !PUBLIC_ROUTES.includes(route))
    expect(
      unlisted,
      'guard these routes with requireAuth (and add them to ROUTES) or list them as public',
    ).toEqual([])
  })

  it('lists only routes that exist, with the guard the list says', () => {
    const stalePublic = PUBLIC_ROUTES.filter(
      (entry) => !registered.some((route) => !route.authenticated && label(route) === entry),
    )
    expect(stalePublic).toEqual([])
    const staleRows = ROUTES.filter(
      (row) =>
        !registered.some(
          (route) => route.authenticated && route.method === row.method && route.url === row.path,
        ),
    ).map(label)
    expect(staleRows).toEqual([])
  })
})
