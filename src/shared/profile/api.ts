import { z } from 'zod'
import {
  accountMessages,
  emailField,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  passwordField,
} from '../accounts.ts'

export const profileMessages = {
  mailFailed: 'Não foi possível enviar o e-mail de confirmação agora. Tente novamente em alguns minutos.',
  saved: 'Perfil atualizado',
  currentPassword: 'Digite sua senha atual',
  wrongPassword: 'A senha atual está incorreta.',
  samePassword: 'A nova senha deve ser diferente da atual.',
  passwordChanged: 'Senha atualizada',
  passwordChangedDescription: 'Sua senha foi alterada e as outras sessões foram encerradas.',
  avatarType: 'A foto deve ser JPG, PNG ou WebP.',
  avatarSize: 'A foto deve ter no máximo 2 MB.',
  avatarSaved: 'Foto atualizada',
  avatarRemoved: 'Foto removida',
  avatarNotFound: 'Foto não encontrada.',
  newEmail: 'Digite um e-mail válido',
  sameEmail: 'O novo e-mail deve ser diferente do atual.',
  emailTaken: 'Este e-mail já está em uso por outra conta.',
  emailChangeSent: 'Confirme o novo e-mail',
  emailChangeInvalid:
    'Link de confirmação inválido, expirado ou já utilizado. Solicite a alteração novamente.',
  emailChanged: 'E-mail alterado com sucesso',
  noPendingEmailChange: 'Não há alteração de e-mail pendente. Solicite a alteração novamente.',
  emailChangeResent: 'Link reenviado',
  emailChangeCanceled: 'Alteração de e-mail cancelada',
} as const

/** Hours the link that confirms a new e-mail stays valid. */
export const EMAIL_CHANGE_LINK_HOURS = 24

/** PATCH /api/profile (/perfil, "Salvar alterações"). */
export const updateProfileSchema = z.object({
  fullName: z
    .string({ error: accountMessages.fullNameMin })
    .trim()
    .min(NAME_MIN_LENGTH, accountMessages.fullNameMin)
    .max(NAME_MAX_LENGTH, accountMessages.fullNameMax),
})
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>

/** POST /api/profile/password (/perfil, "Atualizar senha"). */
export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: profileMessages.currentPassword })
      .min(1, profileMessages.currentPassword)
      .max(PASSWORD_MAX_LENGTH, profileMessages.wrongPassword),
    newPassword: passwordField(accountMessages.passwordMin, accountMessages.passwordMax),
    confirmPassword: z.string({ error: accountMessages.passwordMismatch }),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: accountMessages.passwordMismatch,
    path: ['confirmPassword'],
  })
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>

export const profileResponseSchema = z.object({ fullName: z.string() })

/**
 * PUT /api/profile/avatar ("Alterar foto"): the image as standard base64, like the public form's
 * photo. Type (by content) and size are checked by the server, which answers the messages above.
 */
export const avatarUploadSchema = z.object({
  data: z.string({ error: profileMessages.avatarType }).min(1, profileMessages.avatarType),
})
export type AvatarUploadInput = z.infer<typeof avatarUploadSchema>

export const avatarResponseSchema = z.object({ avatarUrl: z.string().nullable() })
export type AvatarResponse = z.infer<typeof avatarResponseSchema>

/** POST /api/profile/email ("Alterar e-mail"): the new address, confirmed by the current password. */
export const changeEmailSchema = z.object({
  newEmail: emailField(profileMessages.newEmail),
  currentPassword: z
    .string({ error: profileMessages.currentPassword })
    .min(1, profileMessages.currentPassword)
    .max(PASSWORD_MAX_LENGTH, profileMessages.wrongPassword),
})
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>

export const changeEmailResponseSchema = z.object({ pendingEmail: z.string() })

/**
 * GET /api/profile/email: the member's pending e-mail change (the new address and when its link
 * expires, ISO 8601), or null. /perfil shows it with "Reenviar link" and "Cancelar alteração".
 */
export const pendingEmailChangeResponseSchema = z.object({
  pending: z.object({ newEmail: z.string(), expiresAt: z.string() }).nullable(),
})
export type PendingEmailChangeResponse = z.infer<typeof pendingEmailChangeResponseSchema>

/** POST /api/profile/email/confirm: the token of the link sent to the new address. */
export const confirmEmailChangeSchema = z.object({
  token: z
    .string({ error: profileMessages.emailChangeInvalid })
    .min(1, profileMessages.emailChangeInvalid)
    .max(200, profileMessages.emailChangeInvalid),
})

export const confirmEmailChangeResponseSchema = z.object({ email: z.string() })
