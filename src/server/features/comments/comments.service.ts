import { and, asc, eq, inArray, type SQL } from 'drizzle-orm'
import { APPLICATION_MESSAGES } from '../../../shared/applications/api.ts'
import {
  COMMENT_MESSAGES,
  type Comment,
  type CommentList,
  type MentionableMembers,
} from '../../../shared/comments/api.ts'
import { CORE_FIELD_KEYS } from '../../../shared/forms/default-form.ts'
import { applicationDetailPath } from '../../../shared/paths.ts'
import { can } from '../../../shared/permissions.ts'
import type { Db, DbExecutor, Tx } from '../../db/client.ts'
import { user } from '../../db/schema/auth.ts'
import { applicationComments, commentMentions, notifications } from '../../db/schema/comments.ts'
import { profiles } from '../../db/schema/profiles.ts'
import { candidateSubmissions } from '../../db/schema/submissions.ts'
import { joinSameCompany, tenantWhere } from '../../db/tenant.ts'
import { AppError } from '../../errors.ts'
import type { JobQueue } from '../../jobs/queue.ts'
import { sendMailJob } from '../../mail/mail-job.ts'
import { mentionEmail } from '../../mail/templates/comment-emails.ts'
import { answerByKey, assertCan, type Caller } from '../applications/applications.service.ts'
import { recordApplicationEvent } from '../history/history.service.ts'
import { avatarUrl } from '../profile/avatar.service.ts'

/** What writing a comment needs besides the database: the mail queue and the app's public URL. */
export type CommentContext = { db: Db; queue: Pick<JobQueue, 'send'>; appUrl: string }

/** The application of the caller's company, locked by nothing (404 for another company's id). */
async function assertApplication(db: DbExecutor, caller: Caller, applicationId: string) {
  const [row] = await db
    .select({ id: candidateSubmissions.id, candidateName: answerByKey(CORE_FIELD_KEYS.fullName) })
    .from(candidateSubmissions)
    .where(tenantWhere(candidateSubmissions, caller.companyId, eq(candidateSubmissions.id, applicationId)))
  if (!row) throw new AppError('NOT_FOUND', APPLICATION_MESSAGES.notFound)
  return row
}

/**
 * GET /api/members: the company's active members for the @ autocomplete (every role; only what a
 * mention shows: id, name, avatar).
 */
export async function listMentionableMembers(db: Db, caller: Caller): Promise<MentionableMembers> {
  assertCan(caller, 'applications:comment')
  const rows = await db
    .select({ id: profiles.id, name: profiles.fullName, image: user.image })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .where(tenantWhere(profiles, caller.companyId, eq(profiles.active, true)))
    .orderBy(asc(profiles.fullName), asc(profiles.id))
  return {
    items: rows.map((row) => ({ id: row.id, name: row.name, avatarUrl: avatarUrl(row.id, row.image) })),
  }
}

type Member = { id: string; name: string; email: string }

/**
 * The mentioned members: every id must be an active member of the caller's company (another
 * company's member → 422), and only those whose "@name" is still in the text are kept (the
 * autocomplete's choice deleted from the text is no mention).
 */
async function resolveMentions(
  db: DbExecutor,
  caller: Caller,
  body: string,
  userIds: readonly string[],
): Promise<Member[]> {
  const ids = [...new Set(userIds)]
  if (ids.length === 0) return []
  const rows = await db
    .select({ id: profiles.id, name: profiles.fullName, email: user.email })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .where(tenantWhere(profiles, caller.companyId, eq(profiles.active, true), inArray(profiles.id, ids)))
  if (rows.length !== ids.length) {
    throw new AppError('UNPROCESSABLE', COMMENT_MESSAGES.mentionNotMember, {
      fields: { mentionUserIds: COMMENT_MESSAGES.mentionNotMember },
    })
  }
  return rows.filter((member) => body.includes(`@${member.name}`))
}

/** Notifies the newly mentioned members (in the app, and by e-mail through the queue), in `tx`. */
async function notifyMentioned(
  tx: Tx,
  ctx: CommentContext,
  caller: Caller,
  options: { applicationId: string; commentId: string; candidateName: string | null; members: Member[] },
) {
  const recipients = options.members.filter((member) => member.id !== caller.userId)
  if (recipients.length === 0) return
  const [author] = await tx
    .select({ name: profiles.fullName })
    .from(profiles)
    .where(tenantWhere(profiles, caller.companyId, eq(profiles.id, caller.userId)))
  const authorName = author?.name ?? 'Um membro da equipe'
  await tx.insert(notifications).values(
    recipients.map((member) => ({
      companyId: caller.companyId,
      userId: member.id,
      type: 'mention',
      actorName: authorName,
      applicationId: options.applicationId,
      commentId: options.commentId,
    })),
  )
  const url = `${ctx.appUrl}${applicationDetailPath(options.applicationId)}`
  for (const member of recipients) {
    await ctx.queue.send(
      sendMailJob,
      mentionEmail({
        to: member.email,
        name: member.name,
        authorName,
        candidateName: options.candidateName,
        url,
      }),
      { tx },
    )
  }
}

const commentColumns = {
  id: applicationComments.id,
  applicationId: applicationComments.applicationId,
  authorUserId: applicationComments.authorUserId,
  authorName: applicationComments.authorName,
  authorImage: user.image,
  body: applicationComments.body,
  createdAt: applicationComments.createdAt,
  editedAt: applicationComments.editedAt,
}

/** The comments matching `where` (already scoped to the caller's company) with their mentions. */
async function readComments(db: DbExecutor, caller: Caller, where: SQL): Promise<Comment[]> {
  const rows = await db
    .select(commentColumns)
    .from(applicationComments)
    .leftJoin(user, eq(user.id, applicationComments.authorUserId))
    .where(where)
    .orderBy(asc(applicationComments.createdAt), asc(applicationComments.id))
  if (rows.length === 0) return []
  const mentions = await db
    .select({ commentId: commentMentions.commentId, id: profiles.id, name: profiles.fullName })
    .from(commentMentions)
    .innerJoin(profiles, joinSameCompany(profiles, commentMentions, eq(profiles.id, commentMentions.userId)))
    .where(
      tenantWhere(
        commentMentions,
        caller.companyId,
        inArray(
          commentMentions.commentId,
          rows.map((row) => row.id),
        ),
      ),
    )
  const moderator = can(caller.role, 'comments:moderate')
  return rows.map((row) => {
    const own = row.authorUserId === caller.userId
    return {
      id: row.id,
      applicationId: row.applicationId,
      authorUserId: row.authorUserId,
      authorName: row.authorName,
      authorAvatarUrl: row.authorUserId ? avatarUrl(row.authorUserId, row.authorImage) : null,
      body: row.body,
      mentions: mentions
        .filter((mention) => mention.commentId === row.id)
        .map((mention) => ({ id: mention.id, name: mention.name })),
      createdAt: row.createdAt.toISOString(),
      editedAt: row.editedAt?.toISOString() ?? null,
      canEdit: own,
      canDelete: own || moderator,
    }
  })
}

async function readComment(db: DbExecutor, caller: Caller, id: string): Promise<Comment> {
  const [comment] = await readComments(
    db,
    caller,
    tenantWhere(applicationComments, caller.companyId, eq(applicationComments.id, id)),
  )
  if (!comment) throw new AppError('NOT_FOUND', COMMENT_MESSAGES.notFound)
  return comment
}

/** GET /api/applications/:id/comments: oldest first. Another company's application → 404. */
export async function listComments(
  db: Db,
  options: { caller: Caller; applicationId: string },
): Promise<CommentList> {
  const { caller, applicationId } = options
  assertCan(caller, 'applications:view')
  await assertApplication(db, caller, applicationId)
  return {
    items: await readComments(
      db,
      caller,
      tenantWhere(
        applicationComments,
        caller.companyId,
        eq(applicationComments.applicationId, applicationId),
      ),
    ),
  }
}

/**
 * POST /api/applications/:id/comments: adds a comment; each mentioned member (but the author) gets
 * a notification and an e-mail, all in the comment's transaction.
 */
export async function addComment(
  ctx: CommentContext,
  options: { caller: Caller; applicationId: string; body: string; mentionUserIds: readonly string[] },
): Promise<Comment> {
  const { caller, applicationId, body } = options
  assertCan(caller, 'applications:comment')
  const id = await ctx.db.transaction(async (tx) => {
    const application = await assertApplication(tx, caller, applicationId)
    const members = await resolveMentions(tx, caller, body, options.mentionUserIds)
    const [author] = await tx
      .select({ name: profiles.fullName })
      .from(profiles)
      .where(tenantWhere(profiles, caller.companyId, eq(profiles.id, caller.userId)))
    const [created] = await tx
      .insert(applicationComments)
      .values({
        companyId: caller.companyId,
        applicationId,
        authorUserId: caller.userId,
        authorName: author?.name ?? '',
        body,
      })
      .returning({ id: applicationComments.id })
    if (!created) throw new Error('comment not inserted')
    if (members.length > 0) {
      await tx.insert(commentMentions).values(
        members.map((member) => ({
          companyId: caller.companyId,
          commentId: created.id,
          userId: member.id,
        })),
      )
    }
    await notifyMentioned(tx, ctx, caller, {
      applicationId,
      commentId: created.id,
      candidateName: application.candidateName,
      members,
    })
    await recordApplicationEvent(tx, {
      companyId: caller.companyId,
      applicationId,
      actorUserId: caller.userId,
      type: 'comment_added',
      data: { commentId: created.id, mentions: members.length },
    })
    return created.id
  })
  return readComment(ctx.db, caller, id)
}

/** The comment of the caller's company, locked for the change (404 for another company's id). */
async function lockComment(tx: Tx, caller: Caller, id: string) {
  const [row] = await tx
    .select({
      id: applicationComments.id,
      applicationId: applicationComments.applicationId,
      authorUserId: applicationComments.authorUserId,
    })
    .from(applicationComments)
    .where(tenantWhere(applicationComments, caller.companyId, eq(applicationComments.id, id)))
    .for('update')
  if (!row) throw new AppError('NOT_FOUND', COMMENT_MESSAGES.notFound)
  return row
}

/**
 * PATCH /api/comments/:id: the author edits the text; members newly mentioned are notified (those
 * already mentioned are not notified again).
 */
export async function editComment(
  ctx: CommentContext,
  options: { caller: Caller; id: string; body: string; mentionUserIds: readonly string[] },
): Promise<Comment> {
  const { caller, id, body } = options
  assertCan(caller, 'applications:comment')
  await ctx.db.transaction(async (tx) => {
    const comment = await lockComment(tx, caller, id)
    if (comment.authorUserId !== caller.userId) throw new AppError('FORBIDDEN', COMMENT_MESSAGES.notAuthor)
    const members = await resolveMentions(tx, caller, body, options.mentionUserIds)
    const before = await tx
      .select({ userId: commentMentions.userId })
      .from(commentMentions)
      .where(tenantWhere(commentMentions, caller.companyId, eq(commentMentions.commentId, id)))
    const already = new Set(before.map((row) => row.userId))
    await tx
      .update(applicationComments)
      .set({ body, editedAt: new Date() })
      .where(tenantWhere(applicationComments, caller.companyId, eq(applicationComments.id, id)))
    await tx
      .delete(commentMentions)
      .where(tenantWhere(commentMentions, caller.companyId, eq(commentMentions.commentId, id)))
    if (members.length > 0) {
      await tx
        .insert(commentMentions)
        .values(members.map((member) => ({ companyId: caller.companyId, commentId: id, userId: member.id })))
    }
    const application = await assertApplication(tx, caller, comment.applicationId)
    await notifyMentioned(tx, ctx, caller, {
      applicationId: comment.applicationId,
      commentId: id,
      candidateName: application.candidateName,
      members: members.filter((member) => !already.has(member.id)),
    })
    await recordApplicationEvent(tx, {
      companyId: caller.companyId,
      applicationId: comment.applicationId,
      actorUserId: caller.userId,
      type: 'comment_edited',
      data: { commentId: id },
    })
  })
  return readComment(ctx.db, caller, id)
}

/** DELETE /api/comments/:id: its author, or an admin (comments:moderate). */
export async function deleteComment(db: Db, options: { caller: Caller; id: string }): Promise<void> {
  const { caller, id } = options
  assertCan(caller, 'applications:comment')
  await db.transaction(async (tx) => {
    const comment = await lockComment(tx, caller, id)
    if (comment.authorUserId !== caller.userId && !can(caller.role, 'comments:moderate'))
      throw new AppError('FORBIDDEN', COMMENT_MESSAGES.notAuthor)
    await tx
      .delete(applicationComments)
      .where(tenantWhere(applicationComments, caller.companyId, eq(applicationComments.id, id)))
    await recordApplicationEvent(tx, {
      companyId: caller.companyId,
      applicationId: comment.applicationId,
      actorUserId: caller.userId,
      type: 'comment_deleted',
      data: { commentId: id },
    })
  })
}

/** One comment as the company's full export holds it. */
export type ExportedComment = {
  applicationId: string
  authorName: string
  body: string
  createdAt: Date
  editedAt: Date | null
}

/**
 * The comments of the given applications for the company's full export ("Exportação completa",
 * issue 16), oldest first per application. Never for the candidate's own data export: comments
 * stay inside the company.
 */
export async function commentsForExport(
  db: DbExecutor,
  companyId: string,
  applicationIds: readonly string[],
): Promise<Map<string, ExportedComment[]>> {
  const result = new Map<string, ExportedComment[]>()
  if (applicationIds.length === 0) return result
  const rows = await db
    .select({
      applicationId: applicationComments.applicationId,
      authorName: applicationComments.authorName,
      body: applicationComments.body,
      createdAt: applicationComments.createdAt,
      editedAt: applicationComments.editedAt,
    })
    .from(applicationComments)
    .where(
      tenantWhere(
        applicationComments,
        companyId,
        and(inArray(applicationComments.applicationId, [...new Set(applicationIds)])),
      ),
    )
    .orderBy(
      asc(applicationComments.applicationId),
      asc(applicationComments.createdAt),
      asc(applicationComments.id),
    )
  for (const row of rows) {
    const list = result.get(row.applicationId) ?? []
    list.push(row)
    result.set(row.applicationId, list)
  }
  return result
}
