import { z } from 'zod'
import {
  accountMessages,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../accounts.ts'

export const profileMessages = {
  saved: 'Perfil atualizado',
  currentPassword: 'Digite sua senha atual',
  wrongPassword: 'A senha atual está incorreta.',
  samePassword: 'A nova senha deve ser diferente da atual.',
  passwordChanged: 'Senha atualizada',
  passwordChangedDescription: 'Sua senha foi alterada e as outras sessões foram encerradas.',
} as const

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
    newPassword: z
      .string({ error: accountMessages.passwordMin })
      .min(PASSWORD_MIN_LENGTH, accountMessages.passwordMin)
      .max(PASSWORD_MAX_LENGTH, accountMessages.passwordMax),
    confirmPassword: z.string({ error: accountMessages.passwordMismatch }),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: accountMessages.passwordMismatch,
    path: ['confirmPassword'],
  })
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>

export const profileResponseSchema = z.object({ fullName: z.string() })
