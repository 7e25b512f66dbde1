import { z } from 'zod'
import { accountMessages, emailField, NAME_MAX_LENGTH, NAME_MIN_LENGTH, passwordField } from '../accounts.ts'
import { ROLES } from '../roles.ts'

/** Days an invitation link stays valid. */
export const INVITATION_TTL_DAYS = 7

export const teamMessages = {
  mailFailed: 'Não foi possível enviar o e-mail do convite agora. Tente novamente em alguns minutos.',
  role: 'Selecione o tipo de usuário',
  search: 'A busca deve ter no máximo 100 caracteres',
  invited: 'Convite enviado',
  resent: 'Convite reenviado',
  canceled: 'Convite cancelado',
  limitReached: 'Limite de usuários atingido',
  alreadyMember: 'Este e-mail já faz parte da sua equipe.',
  otherCompany: 'Este e-mail já está cadastrado em outra empresa no Talentos e não pode ser convidado.',
  alreadyInvited: 'Já existe um convite pendente para este e-mail. Use "Reenviar" na lista de convites.',
  lastAdmin: 'A empresa precisa de pelo menos um administrador ativo.',
  self: 'Você não pode desativar nem remover a si mesmo.',
  memberNotFound: 'Usuário não encontrado.',
  invitationNotFound: 'Convite não encontrado.',
  invitationInvalid: 'Este convite é inválido ou expirou. Peça um novo convite ao administrador.',
  deactivated: 'Sua conta foi desativada. Fale com o administrador da sua empresa.',
} as const

function nameField() {
  return z
    .string({ error: accountMessages.fullNameMin })
    .trim()
    .min(NAME_MIN_LENGTH, accountMessages.fullNameMin)
    .max(NAME_MAX_LENGTH, accountMessages.fullNameMax)
}

export const roleField = z.enum(ROLES, { error: teamMessages.role })

export const memberSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  active: z.boolean(),
  createdAt: z.string(),
  isSelf: z.boolean(),
})
export type Member = z.infer<typeof memberSchema>

export const invitationSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  createdAt: z.string(),
  expiresAt: z.string(),
  expired: z.boolean(),
})
export type Invitation = z.infer<typeof invitationSchema>

/** GET /api/team: members (filtered by ?q=), pending invitations and the plan's user limit. */
export const teamResponseSchema = z.object({
  members: z.array(memberSchema),
  invitations: z.array(invitationSchema),
  usage: z.object({
    /** Members plus invitations not yet expired: what the plan's limit counts. */
    used: z.number().int(),
    limit: z.number().int().nullable(),
    planName: z.string(),
  }),
})
export type TeamResponse = z.infer<typeof teamResponseSchema>

export const teamQuerySchema = z.object({
  q: z.string().trim().max(100, teamMessages.search).optional(),
})

export const inviteSchema = z.object({
  fullName: nameField(),
  email: emailField(accountMessages.email),
  role: roleField,
})
export type InviteInput = z.infer<typeof inviteSchema>

export const updateMemberSchema = z
  .object({
    fullName: nameField().optional(),
    role: roleField.optional(),
    active: z.boolean().optional(),
  })
  .refine((value) => Object.keys(value).length > 0, { message: 'Nada para alterar.' })
export type UpdateMemberInput = z.infer<typeof updateMemberSchema>

export const memberIdParamsSchema = z.object({ id: z.string().min(1).max(100) })
export const invitationIdParamsSchema = z.object({ id: z.uuid({ error: teamMessages.invitationNotFound }) })

/** GET /api/invitations/:token — what the accept page shows. */
export const invitationPreviewSchema = z.object({
  email: z.string(),
  fullName: z.string(),
  companyName: z.string(),
  role: z.enum(ROLES),
})
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>

export const acceptInvitationSchema = z
  .object({
    token: z.string().min(1).max(200),
    password: passwordField(accountMessages.resetPasswordMin, accountMessages.resetPasswordMax),
    confirmPassword: z.string({ error: accountMessages.resetPasswordMismatch }),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: accountMessages.resetPasswordMismatch,
    path: ['confirmPassword'],
  })
export type AcceptInvitationInput = z.infer<typeof acceptInvitationSchema>
