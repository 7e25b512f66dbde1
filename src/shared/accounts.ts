import { z } from 'zod'
import { PLAN_IDS } from './plans.ts'
import { ROLES } from './roles.ts'

/**
 * Account inputs, shared by the web forms and the server routes. Messages are the spec's (section 5),
 * with one password policy everywhere: 8 to 128 characters (issue 3).
 */
export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 128
export const NAME_MIN_LENGTH = 3
export const NAME_MAX_LENGTH = 120
export const EMAIL_MAX_LENGTH = 254

export const accountMessages = {
  fullNameMin: 'Nome completo deve ter pelo menos 3 caracteres',
  fullNameMax: `Nome completo deve ter no máximo ${NAME_MAX_LENGTH} caracteres`,
  email: 'Digite um e-mail válido',
  companyNameMin: 'Nome da empresa deve ter pelo menos 3 caracteres',
  companyNameMax: `Nome da empresa deve ter no máximo ${NAME_MAX_LENGTH} caracteres`,
  passwordMin: 'A senha deve ter pelo menos 8 caracteres',
  passwordMax: `A senha deve ter no máximo ${PASSWORD_MAX_LENGTH} caracteres`,
  passwordMismatch: 'As senhas não coincidem',
  /** Forgot password (/esqueci-senha) words it differently in the spec. */
  forgotEmail: 'Digite um email válido.',
  /** Reset password (/redefinir-senha): the spec's sentences end with a period. */
  resetPasswordMin: 'A senha deve ter pelo menos 8 caracteres.',
  resetPasswordMax: `A senha deve ter no máximo ${PASSWORD_MAX_LENGTH} caracteres.`,
  resetPasswordMismatch: 'As senhas não coincidem.',
  signInEmail: 'Digite um e-mail válido',
  signInPassword: 'Digite sua senha',
} as const

/** A trimmed, lower-cased e-mail address; `message` for anything else (missing included). */
export function emailField(message: string) {
  return z
    .string({ error: message })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: message }).max(EMAIL_MAX_LENGTH, message))
}

function nameField(minMessage: string, maxMessage: string) {
  return z
    .string({ error: minMessage })
    .trim()
    .min(NAME_MIN_LENGTH, minMessage)
    .max(NAME_MAX_LENGTH, maxMessage)
}

/** A new password under the 8–128 character policy, with the form's own messages. */
export function passwordField(minMessage: string, maxMessage: string) {
  return z
    .string({ error: minMessage })
    .min(PASSWORD_MIN_LENGTH, minMessage)
    .max(PASSWORD_MAX_LENGTH, maxMessage)
}

/** POST /api/accounts/sign-up (/cadastre-se). */
export const signUpSchema = z
  .object({
    fullName: nameField(accountMessages.fullNameMin, accountMessages.fullNameMax),
    email: emailField(accountMessages.email),
    companyName: nameField(accountMessages.companyNameMin, accountMessages.companyNameMax),
    password: passwordField(accountMessages.passwordMin, accountMessages.passwordMax),
    confirmPassword: passwordField(accountMessages.passwordMin, accountMessages.passwordMax),
  })
  .refine((input) => input.password === input.confirmPassword, {
    path: ['confirmPassword'],
    message: accountMessages.passwordMismatch,
  })
export type SignUpInput = z.input<typeof signUpSchema>

/** POST /api/accounts/resend-confirmation. */
export const resendConfirmationSchema = z.object({ email: emailField(accountMessages.email) })
export type ResendConfirmationInput = z.input<typeof resendConfirmationSchema>

/** The login form (/entrar); the call itself is Better Auth's POST /api/auth/sign-in/email. */
export const signInSchema = z.object({
  email: emailField(accountMessages.signInEmail),
  password: z
    .string({ error: accountMessages.signInPassword })
    .min(1, accountMessages.signInPassword)
    .max(PASSWORD_MAX_LENGTH, accountMessages.passwordMax),
})
export type SignInInput = z.input<typeof signInSchema>

/** The forgot-password form (/esqueci-senha); the call is Better Auth's POST /api/auth/request-password-reset. */
export const forgotPasswordSchema = z.object({ email: emailField(accountMessages.forgotEmail) })
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>

/** The reset form (/redefinir-senha); the call is Better Auth's POST /api/auth/reset-password. */
export const resetPasswordSchema = z
  .object({
    password: passwordField(accountMessages.resetPasswordMin, accountMessages.resetPasswordMax),
    confirmPassword: z.string({ error: accountMessages.resetPasswordMismatch }),
  })
  .refine((input) => input.password === input.confirmPassword, {
    path: ['confirmPassword'],
    message: accountMessages.resetPasswordMismatch,
  })
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>

/** GET /api/me (and the session of GET /api/session): who is signed in and their company. */
export const meResponseSchema = z.object({
  user: z.object({ id: z.string(), email: z.string() }),
  fullName: z.string(),
  /** GET /api/avatars/… of the member's photo, or null (the web shows initials). */
  avatarUrl: z.string().nullable(),
  role: z.enum(ROLES),
  /** plan: what the UI's locked states read (src/shared/plans.ts); the server gates on its own. */
  company: z.object({ id: z.string(), name: z.string(), publicFormUrl: z.string(), plan: z.enum(PLAN_IDS) }),
})
export type MeResponse = z.infer<typeof meResponseSchema>
