import { ApiError, NETWORK_ERROR_CODE } from '@/web/lib/api.ts'

/**
 * Maps what the server answered to the pt-BR messages of the spec's error catalogue (section 8). The
 * server answers pt-BR in one shape (Better Auth's codes kept: INVALID_EMAIL_OR_PASSWORD…); the
 * sign-in and reset screens still choose the catalogue's exact wording by code.
 */
export const authMessages = {
  network: 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.',
  signInInvalid: 'Email ou senha incorretos. Por favor, tente novamente.',
  signInNotVerified: 'Por favor, confirme seu email antes de fazer login.',
  signInDeactivated: 'Sua conta foi desativada. Fale com o administrador da sua empresa.',
  signInOther: 'Ocorreu um erro durante o login. Por favor, tente novamente.',
  signUpOther: 'Ocorreu um erro durante o cadastro. Tente novamente.',
  forgotOther: 'Ocorreu um erro ao processar sua solicitação. Tente novamente.',
  resetInvalidLink: 'Link de redefinição de senha inválido ou expirado.',
  resetInvalidToken: 'O link de redefinição é inválido ou expirou. Solicite um novo link.',
  resetOther: 'Ocorreu um erro ao redefinir sua senha. Por favor, tente novamente.',
  resendOther: 'Ocorreu um problema ao tentar reenviar o email. Tente novamente.',
  callbackInvalidLink: 'Link de confirmação inválido ou expirado.',
  callbackNoSession: 'Não foi possível confirmar o login.',
} as const

/** "Muitas tentativas…" with when to retry, from the seconds the server gave (if any). */
export function tooManyRequestsMessage(retryAfterSeconds: number | undefined): string {
  if (retryAfterSeconds === undefined) return 'Muitas tentativas. Aguarde alguns minutos e tente novamente.'
  if (retryAfterSeconds < 60) {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds))
    return `Muitas tentativas. Tente novamente em ${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}.`
  }
  const minutes = Math.ceil(retryAfterSeconds / 60)
  return `Muitas tentativas. Tente novamente em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`
}

/** The message for failures every call shares (no answer, too many attempts), or undefined. */
function commonMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined
  if (error.code === NETWORK_ERROR_CODE) return authMessages.network
  if (error.status === 429) return tooManyRequestsMessage(error.retryAfterSeconds)
  return undefined
}

export function signInErrorMessage(error: unknown): string {
  const common = commonMessage(error)
  if (common) return common
  if (error instanceof ApiError) {
    if (error.code === 'INVALID_EMAIL_OR_PASSWORD' || error.status === 401) return authMessages.signInInvalid
    if (error.code === 'EMAIL_NOT_VERIFIED') return authMessages.signInNotVerified
    if (error.code === 'ACCOUNT_DEACTIVATED') return authMessages.signInDeactivated
  }
  return authMessages.signInOther
}

/** Sign-up goes through our own route, whose messages are already pt-BR. */
export function signUpErrorMessage(error: unknown): string {
  const common = commonMessage(error)
  if (common) return common
  if (error instanceof ApiError && error.status < 500 && error.message !== '') return error.message
  return authMessages.signUpOther
}

export function forgotPasswordErrorMessage(error: unknown): string {
  return commonMessage(error) ?? authMessages.forgotOther
}

export function resetPasswordErrorMessage(error: unknown): string {
  const common = commonMessage(error)
  if (common) return common
  if (error instanceof ApiError && /INVALID|EXPIRED/.test(error.code)) return authMessages.resetInvalidToken
  return authMessages.resetOther
}

export function resendErrorMessage(error: unknown): string {
  return commonMessage(error) ?? authMessages.resendOther
}

/** Whether a sign-up answer means the e-mail already has an account, and whether it is confirmed. */
export function existingAccount(error: unknown): { confirmed: boolean } | undefined {
  if (!(error instanceof ApiError) || error.code !== 'ACCOUNT_EXISTS') return undefined
  return { confirmed: error.details?.confirmed === true }
}
