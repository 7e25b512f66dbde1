/** What /cadastro-sucesso needs in its navigation state: the e-mail, and the name when known. */
export type SignUpDoneState = { email: string; fullName?: string }

export function readSignUpDoneState(state: unknown): SignUpDoneState | undefined {
  if (typeof state !== 'object' || state === null) return undefined
  const { email, fullName } = state as Record<string, unknown>
  if (typeof email !== 'string' || email.trim() === '') return undefined
  return {
    email,
    fullName: typeof fullName === 'string' && fullName.trim() !== '' ? fullName.trim() : undefined,
  }
}

/** The forgot-password page may be opened with the e-mail already typed (from the sign-up dialog). */
export function readEmailState(state: unknown): string {
  if (typeof state !== 'object' || state === null) return ''
  const { email } = state as Record<string, unknown>
  return typeof email === 'string' ? email : ''
}
