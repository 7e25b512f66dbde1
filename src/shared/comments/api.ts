import { z } from 'zod'

/**
 * The contract of the comments on an application ("Comentários", issue 16): plain text with
 * @menções of team members. Comments stay inside the company: never shown to candidates, never in
 * the candidate's data export.
 */
export const COMMENT_MAX_LENGTH = 2000
/** More mentions than members a comment can sensibly name. */
export const COMMENT_MAX_MENTIONS = 20

export const COMMENT_MESSAGES = {
  bodyRequired: 'Escreva o comentário.',
  bodyTooLong: `O comentário pode ter no máximo ${COMMENT_MAX_LENGTH} caracteres.`,
  invalidMentions: 'Menções inválidas.',
  tooManyMentions: `Mencione no máximo ${COMMENT_MAX_MENTIONS} pessoas por comentário.`,
  /** A mentioned id that is not a member of the caller's company (or no longer active). */
  mentionNotMember: 'Só é possível mencionar membros da sua equipe.',
  notFound: 'Comentário não encontrado.',
  notAuthor: 'Apenas o autor ou um administrador pode alterar este comentário.',
} as const

export const commentInputSchema = z.object({
  body: z
    .string(COMMENT_MESSAGES.bodyRequired)
    .trim()
    .min(1, COMMENT_MESSAGES.bodyRequired)
    .max(COMMENT_MAX_LENGTH, COMMENT_MESSAGES.bodyTooLong),
  /**
   * The members the text mentions ("@Ana Souza"), as the autocomplete chose them. The server keeps
   * only members of the caller's company whose "@name" is still in the text.
   */
  mentionUserIds: z
    .array(z.string(COMMENT_MESSAGES.invalidMentions).min(1).max(100), COMMENT_MESSAGES.invalidMentions)
    .max(COMMENT_MAX_MENTIONS, COMMENT_MESSAGES.tooManyMentions)
    .default([]),
})
export type CommentInput = z.input<typeof commentInputSchema>

export const commentIdParamsSchema = z.object({ id: z.uuid(COMMENT_MESSAGES.notFound) })

export const commentSchema = z.object({
  id: z.string(),
  applicationId: z.string(),
  /** null when the author's account no longer exists. */
  authorUserId: z.string().nullable(),
  authorName: z.string(),
  authorAvatarUrl: z.string().nullable(),
  body: z.string(),
  /** The members the comment mentions (to highlight their @name). */
  mentions: z.array(z.object({ id: z.string(), name: z.string() })),
  createdAt: z.string(),
  /** Set once the author edited the text ("editado"). */
  editedAt: z.string().nullable(),
  /** The caller may edit it (its author). */
  canEdit: z.boolean(),
  /** The caller may delete it (its author or an admin). */
  canDelete: z.boolean(),
})
export type Comment = z.infer<typeof commentSchema>

/** GET /api/applications/:id/comments: oldest first, as a conversation reads. */
export const commentListSchema = z.object({ items: z.array(commentSchema) })
export type CommentList = z.infer<typeof commentListSchema>

/** One member the @ autocomplete offers (GET /api/members, every role). */
export const mentionableMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
})
export type MentionableMember = z.infer<typeof mentionableMemberSchema>
export const mentionableMembersSchema = z.object({ items: z.array(mentionableMemberSchema) })
export type MentionableMembers = z.infer<typeof mentionableMembersSchema>

/**
 * The text of a comment split into plain parts and @mentions of the given members (longest name
 * first, so "@Ana Souza" wins over "@Ana").
 */
export function splitMentions(
  body: string,
  members: readonly { id: string; name: string }[],
): { text: string; mention?: string }[] {
  const names = [...members].filter((m) => m.name.trim()).sort((a, b) => b.name.length - a.name.length)
  const parts: { text: string; mention?: string }[] = []
  let plain = ''
  let index = 0
  while (index < body.length) {
    const member = body[index] === '@' ? names.find((m) => body.startsWith(`@${m.name}`, index)) : undefined
    if (member) {
      if (plain) parts.push({ text: plain })
      plain = ''
      parts.push({ text: `@${member.name}`, mention: member.id })
      index += member.name.length + 1
    } else {
      plain += body[index]
      index += 1
    }
  }
  if (plain) parts.push({ text: plain })
  return parts
}
