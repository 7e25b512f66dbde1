import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { asc, count, eq, gt, ilike, ne, or } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { getPlan } from '../../../shared/plans.ts'
import { ROLE_LABELS, type Role } from '../../../shared/roles.ts'
import {
  type AcceptInvitationInput,
  INVITATION_TTL_DAYS,
  type Invitation,
  type InvitationPreview,
  type InviteInput,
  type Member,
  type TeamResponse,
  teamMessages,
  type UpdateMemberInput,
} from '../../../shared/team/api.ts'
import type { Auth } from '../../auth/auth.ts'
import type { Db, DbExecutor, Tx } from '../../db/client.ts'
import { account, session, user } from '../../db/schema/auth.ts'
import { companies, subscriptions } from '../../db/schema/companies.ts'
import { profiles } from '../../db/schema/profiles.ts'
import { invitations } from '../../db/schema/team.ts'
import { companyWhere, joinCompany, tenantWhere } from '../../db/tenant.ts'
import type { Env } from '../../env.ts'
import { AppError } from '../../errors.ts'
import type { Mailer } from '../../mail/mailer.ts'
import { invitationEmail } from '../../mail/templates/team-emails.ts'

export type TeamContext = { db: Db; auth: Auth; env: Env; mailer: Mailer; log: FastifyBaseLogger }
export type TeamCaller = { companyId: string; userId: string }

const DAY_MS = 24 * 60 * 60 * 1000

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`)
}

/** The seats the plan's user limit counts: every member plus the invitations not yet expired. */
export async function usedSeats(db: DbExecutor, companyId: string, now = new Date()): Promise<number> {
  const [members] = await db.select({ total: count() }).from(profiles).where(tenantWhere(profiles, companyId))
  const [pending] = await db
    .select({ total: count() })
    .from(invitations)
    .where(tenantWhere(invitations, companyId, gt(invitations.expiresAt, now)))
  return (members?.total ?? 0) + (pending?.total ?? 0)
}

async function planOf(db: DbExecutor, companyId: string, lock = false) {
  const query = db
    .select({ planType: subscriptions.planType })
    .from(subscriptions)
    .where(tenantWhere(subscriptions, companyId))
  const [row] = lock ? await query.for('update') : await query
  return getPlan(row?.planType ?? 'gratuito')
}

/** Locks the company's admins, so two admins demoting or removing each other cannot leave none. */
async function lockAdmins(tx: Tx, companyId: string): Promise<void> {
  await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(tenantWhere(profiles, companyId, eq(profiles.role, 'admin')))
    .for('update')
}

export async function listTeam(db: Db, caller: TeamCaller, q?: string): Promise<TeamResponse> {
  const now = new Date()
  const search = q ? `%${escapeLike(q)}%` : undefined
  const memberRows = await db
    .select({
      id: profiles.id,
      fullName: profiles.fullName,
      email: user.email,
      role: profiles.role,
      active: profiles.active,
      createdAt: profiles.createdAt,
    })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .where(
      tenantWhere(
        profiles,
        caller.companyId,
        search ? or(ilike(profiles.fullName, search), ilike(user.email, search)) : undefined,
      ),
    )
    .orderBy(asc(profiles.createdAt), asc(profiles.id))
  const invitationRows = await db
    .select()
    .from(invitations)
    .where(tenantWhere(invitations, caller.companyId))
    .orderBy(asc(invitations.createdAt))
  const plan = await planOf(db, caller.companyId)
  return {
    members: memberRows.map(
      (row): Member => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
        isSelf: row.id === caller.userId,
      }),
    ),
    invitations: invitationRows.map(toInvitation(now)),
    usage: { used: await usedSeats(db, caller.companyId, now), limit: plan.userLimit, planName: plan.name },
  }
}

function toInvitation(now: Date) {
  return (row: typeof invitations.$inferSelect): Invitation => ({
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    expired: row.expiresAt <= now,
  })
}

function limitError(plan: { name: string; userLimit: number | null }): AppError {
  return new AppError(
    'UNPROCESSABLE',
    `${teamMessages.limitReached}: o plano ${plan.name} permite até ${plan.userLimit} ${plan.userLimit === 1 ? 'usuário' : 'usuários'}.`,
    { reason: 'USER_LIMIT', plan: plan.name, limit: plan.userLimit },
  )
}

async function emailConflict(
  db: DbExecutor,
  companyId: string,
  email: string,
): Promise<AppError | undefined> {
  const [existing] = await db
    .select({ companyId: profiles.companyId })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.email, email))
    .limit(1)
  if (!existing) return undefined
  if (existing.companyId === companyId) return new AppError('CONFLICT', teamMessages.alreadyMember)
  return new AppError('CONFLICT', teamMessages.otherCompany)
}

async function sendInvitation(
  ctx: TeamContext,
  values: {
    email: string
    fullName: string
    role: Role
    companyId: string
    inviterId: string
    token: string
  },
): Promise<void> {
  const [company] = await ctx.db
    .select({ name: companies.name })
    .from(companies)
    .where(companyWhere(values.companyId))
  const [inviter] = await ctx.db
    .select({ fullName: profiles.fullName })
    .from(profiles)
    .where(eq(profiles.id, values.inviterId))
  await ctx.mailer.send(
    invitationEmail({
      to: values.email,
      name: values.fullName,
      companyName: company?.name ?? 'sua empresa',
      inviterName: inviter?.fullName ?? 'O administrador',
      roleLabel: ROLE_LABELS[values.role],
      url: `${ctx.env.appUrl}/convite?token=${values.token}`,
      days: INVITATION_TTL_DAYS,
    }),
  )
}

/**
 * Invites someone: refused over the plan's user limit (checked under a lock on the company's
 * subscription row, so two invitations cannot both take the last seat), for an e-mail that already
 * has an account, or one already invited and not expired. An expired invitation is replaced.
 */
export async function invite(ctx: TeamContext, caller: TeamCaller, input: InviteInput): Promise<Invitation> {
  const token = randomBytes(32).toString('base64url')
  const now = new Date()
  const row = await ctx.db.transaction(async (tx) => {
    const plan = await planOf(tx, caller.companyId, true)
    const conflict = await emailConflict(tx, caller.companyId, input.email)
    if (conflict) throw conflict
    const [previous] = await tx
      .select({ id: invitations.id, expiresAt: invitations.expiresAt })
      .from(invitations)
      .where(tenantWhere(invitations, caller.companyId, eq(invitations.email, input.email)))
    if (previous && previous.expiresAt > now) throw new AppError('CONFLICT', teamMessages.alreadyInvited)
    if (previous) await tx.delete(invitations).where(eq(invitations.id, previous.id))
    if (plan.userLimit !== null && (await usedSeats(tx, caller.companyId, now)) >= plan.userLimit)
      throw limitError(plan)
    const [created] = await tx
      .insert(invitations)
      .values({
        companyId: caller.companyId,
        email: input.email,
        fullName: input.fullName,
        role: input.role,
        tokenHash: hashToken(token),
        invitedBy: caller.userId,
        expiresAt: new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS),
      })
      .returning()
    if (!created) throw new Error('invitation insert returned no row')
    return created
  })
  try {
    await sendInvitation(ctx, { ...input, companyId: caller.companyId, inviterId: caller.userId, token })
  } catch (error) {
    // No e-mail, no invitation: it would hold a seat with a link nobody received.
    await ctx.db.delete(invitations).where(eq(invitations.id, row.id))
    throw mailFailed(ctx, error)
  }
  return toInvitation(now)(row)
}

/** A failed send of an e-mail the user is waiting for: logged, and a 503 the UI can show. */
function mailFailed(ctx: TeamContext, error: unknown): AppError {
  ctx.log.error({ err: error }, 'invitation e-mail not sent')
  return new AppError('SERVICE_UNAVAILABLE', teamMessages.mailFailed)
}

/** Sends the invitation again with a new link and a new 7-day validity (the old link stops working). */
export async function resendInvitation(
  ctx: TeamContext,
  caller: TeamCaller,
  id: string,
): Promise<Invitation> {
  const token = randomBytes(32).toString('base64url')
  const now = new Date()
  const row = await ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(invitations)
      .where(tenantWhere(invitations, caller.companyId, eq(invitations.id, id)))
    if (!current) throw new AppError('NOT_FOUND', teamMessages.invitationNotFound)
    if (current.expiresAt <= now) {
      // An expired invitation no longer holds a seat: renewing it takes one again.
      const plan = await planOf(tx, caller.companyId, true)
      if (plan.userLimit !== null && (await usedSeats(tx, caller.companyId, now)) >= plan.userLimit)
        throw limitError(plan)
    }
    const [updated] = await tx
      .update(invitations)
      .set({ tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS) })
      .where(eq(invitations.id, id))
      .returning()
    if (!updated) throw new AppError('NOT_FOUND', teamMessages.invitationNotFound)
    return updated
  })
  await sendInvitation(ctx, {
    email: row.email,
    fullName: row.fullName,
    role: row.role,
    companyId: caller.companyId,
    inviterId: caller.userId,
    token,
  }).catch((error: unknown) => {
    throw mailFailed(ctx, error)
  })
  return toInvitation(now)(row)
}

export async function cancelInvitation(db: Db, caller: TeamCaller, id: string): Promise<void> {
  const deleted = await db
    .delete(invitations)
    .where(tenantWhere(invitations, caller.companyId, eq(invitations.id, id)))
    .returning({ id: invitations.id })
  if (deleted.length === 0) throw new AppError('NOT_FOUND', teamMessages.invitationNotFound)
}

/** The invitation of a token; `lock` holds its row so two accepts of one link run one after the other. */
async function validInvitation(db: DbExecutor, token: string, lock = false) {
  const query = db
    .select({ invitation: invitations, companyName: companies.name })
    .from(invitations)
    .innerJoin(companies, joinCompany(invitations))
    .where(eq(invitations.tokenHash, hashToken(token)))
  const [row] = lock ? await query.for('update', { of: invitations }) : await query
  if (!row || row.invitation.expiresAt <= new Date())
    throw new AppError('NOT_FOUND', teamMessages.invitationInvalid)
  return row
}

export async function previewInvitation(db: Db, token: string): Promise<InvitationPreview> {
  const { invitation, companyName } = await validInvitation(db, token)
  return { email: invitation.email, fullName: invitation.fullName, role: invitation.role, companyName }
}

/**
 * Accepts an invitation: creates the user (e-mail confirmed by the link itself) with the password,
 * the profile in the inviting company with the invited role, and deletes the invitation — in one
 * transaction. The web then signs in with the same e-mail and password.
 */
export async function acceptInvitation(
  ctx: TeamContext,
  input: AcceptInvitationInput,
): Promise<{ email: string }> {
  // A wrong link is refused before the (deliberately slow) password hash is computed.
  await validInvitation(ctx.db, input.token)
  const authContext = await ctx.auth.$context
  const passwordHash = await authContext.password.hash(input.password)
  return ctx.db.transaction(async (tx) => {
    const { invitation } = await validInvitation(tx, input.token, true)
    const conflict = await emailConflict(tx, invitation.companyId, invitation.email)
    if (conflict) throw conflict
    const userId = authContext.generateId({ model: 'user' }) || randomUUID()
    await tx
      .insert(user)
      .values({ id: userId, name: invitation.fullName, email: invitation.email, emailVerified: true })
    await tx.insert(account).values({
      id: authContext.generateId({ model: 'account' }) || randomUUID(),
      accountId: userId,
      providerId: 'credential',
      userId,
      password: passwordHash,
    })
    await tx.insert(profiles).values({
      id: userId,
      companyId: invitation.companyId,
      fullName: invitation.fullName,
      role: invitation.role,
    })
    await tx.delete(invitations).where(eq(invitations.id, invitation.id))
    return { email: invitation.email }
  })
}

async function findMember(db: DbExecutor, caller: TeamCaller, id: string) {
  const [member] = await db
    .select({ id: profiles.id, role: profiles.role, active: profiles.active })
    .from(profiles)
    .where(tenantWhere(profiles, caller.companyId, eq(profiles.id, id)))
    .for('update')
  if (!member) throw new AppError('NOT_FOUND', teamMessages.memberNotFound)
  return member
}

/** Another active admin than `id` exists in the company (under the caller's lock on the rows). */
async function hasOtherActiveAdmin(db: DbExecutor, companyId: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ total: count() })
    .from(profiles)
    .where(
      tenantWhere(
        profiles,
        companyId,
        eq(profiles.role, 'admin'),
        eq(profiles.active, true),
        ne(profiles.id, id),
      ),
    )
  return (row?.total ?? 0) > 0
}

/**
 * Edits a member: name, role, active. The last active admin can be neither demoted nor deactivated;
 * nobody deactivates themselves. Deactivating ends every session of the member.
 */
export async function updateMember(
  db: Db,
  caller: TeamCaller,
  id: string,
  input: UpdateMemberInput,
): Promise<Member> {
  await db.transaction(async (tx) => {
    // Lock the company's admins so two admins demoting each other cannot leave none.
    await lockAdmins(tx, caller.companyId)
    const member = await findMember(tx, caller, id)
    if (input.active === false && id === caller.userId) throw new AppError('UNPROCESSABLE', teamMessages.self)
    const losesAdmin =
      member.role === 'admin' &&
      member.active &&
      ((input.role && input.role !== 'admin') || input.active === false)
    if (losesAdmin && !(await hasOtherActiveAdmin(tx, caller.companyId, id)))
      throw new AppError('UNPROCESSABLE', teamMessages.lastAdmin)
    await tx
      .update(profiles)
      .set({
        ...(input.fullName !== undefined ? { fullName: input.fullName } : {}),
        ...(input.role !== undefined ? { role: input.role } : {}),
        ...(input.active !== undefined ? { active: input.active } : {}),
      })
      .where(eq(profiles.id, id))
    if (input.fullName !== undefined)
      await tx.update(user).set({ name: input.fullName }).where(eq(user.id, id))
    if (input.active === false) await tx.delete(session).where(eq(session.userId, id))
  })
  const team = await listTeam(db, caller)
  const updated = team.members.find((member) => member.id === id)
  if (!updated) throw new AppError('NOT_FOUND', teamMessages.memberNotFound)
  return updated
}

/**
 * Removes a member from the company and deletes their account (a user belongs to one company);
 * answers the account's photo reference so the route can delete the file.
 */
export async function removeMember(
  db: Db,
  caller: TeamCaller,
  id: string,
): Promise<{ image: string | null }> {
  return db.transaction(async (tx) => {
    await lockAdmins(tx, caller.companyId)
    const member = await findMember(tx, caller, id)
    if (id === caller.userId) throw new AppError('UNPROCESSABLE', teamMessages.self)
    if (member.role === 'admin' && member.active && !(await hasOtherActiveAdmin(tx, caller.companyId, id)))
      throw new AppError('UNPROCESSABLE', teamMessages.lastAdmin)
    // The caller deletes the photo the account referenced (its storage key) once this commits.
    const [removed] = await tx.delete(user).where(eq(user.id, id)).returning({ image: user.image })
    return { image: removed?.image ?? null }
  })
}
