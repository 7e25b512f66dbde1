import { zodResolver } from '@hookform/resolvers/zod'
import { CircleAlertIcon, CircleCheckIcon } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { type ResetPasswordInput, resetPasswordSchema } from '@/shared/accounts.ts'
import { paths } from '@/shared/paths.ts'
import { AuthLayout } from '@/web/components/auth-layout.tsx'
import { PasswordInput } from '@/web/components/password-input.tsx'
import { Alert, AlertDescription, AlertTitle } from '@/web/components/ui/alert.tsx'
import { Button } from '@/web/components/ui/button.tsx'
import { FormField } from '@/web/components/ui/form-field.tsx'
import { useSessionActions } from '@/web/lib/session.tsx'
import { toast } from '@/web/lib/toast.ts'
import { useResetPassword } from './api.ts'
import { authMessages, resetPasswordErrorMessage } from './error-messages.ts'

/** After a reset the user reads the success message for 3 s, then goes to /entrar (spec, section 9). */
export const REDIRECT_AFTER_RESET_MS = 3000

/**
 * /redefinir-senha. The e-mail's link arrives here with ?token=…, or with ?error=INVALID_TOKEN when
 * the server already knows the link is bad; without a usable token the error shows at once.
 */
export function ResetPasswordForm() {
  const navigate = useNavigate()
  const session = useSessionActions()
  const [searchParams] = useSearchParams()
  const token = searchParams.get('token') ?? ''
  const linkIsValid = token !== '' && !searchParams.has('error')
  const resetPassword = useResetPassword()
  const [errorMessage, setErrorMessage] = useState<string>()
  const form = useForm<ResetPasswordInput, unknown, ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  })
  const { errors } = form.formState
  const done = resetPassword.isSuccess
  const busy = resetPassword.isPending

  useEffect(() => {
    if (!done) return
    const timer = window.setTimeout(() => navigate(paths.signIn), REDIRECT_AFTER_RESET_MS)
    return () => window.clearTimeout(timer)
  }, [done, navigate])

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setErrorMessage(undefined)
    try {
      await resetPassword.mutateAsync({ token, newPassword: password })
      toast.success('Senha redefinida com sucesso!', {
        description: 'Você já pode fazer login com sua nova senha.',
      })
      // Every session of the account ended on the server: let this tab (and the others) know.
      void session.refresh()
    } catch (error) {
      setErrorMessage(resetPasswordErrorMessage(error))
    }
  })

  return (
    <AuthLayout
      documentTitle="Redefinir senha"
      title="Redefinir senha"
      description="Escolha uma nova senha para sua conta."
    >
      {!linkIsValid ? (
        <div className="flex flex-col gap-4">
          <Alert variant="destructive">
            <CircleAlertIcon aria-hidden="true" />
            <AlertDescription>{authMessages.resetInvalidLink}</AlertDescription>
          </Alert>
          <Button asChild size="lg" className="w-full">
            <Link to={paths.forgotPassword}>Solicitar novo link</Link>
          </Button>
        </div>
      ) : done ? (
        <Alert variant="success">
          <CircleCheckIcon aria-hidden="true" />
          <AlertTitle>Senha redefinida com sucesso!</AlertTitle>
          <AlertDescription>Você será redirecionado para a página de login em instantes.</AlertDescription>
        </Alert>
      ) : (
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          {errorMessage ? (
            <Alert variant="destructive">
              <CircleAlertIcon aria-hidden="true" />
              <AlertDescription>
                {errorMessage}
                {errorMessage === authMessages.resetInvalidToken ? (
                  <>
                    {' '}
                    <Link to={paths.forgotPassword} className="font-semibold underline underline-offset-4">
                      Solicitar novo link
                    </Link>
                  </>
                ) : null}
              </AlertDescription>
            </Alert>
          ) : null}
          <FormField label="Nova senha" error={errors.password?.message}>
            <PasswordInput {...form.register('password')} autoComplete="new-password" disabled={busy} />
          </FormField>
          <FormField label="Confirme a nova senha" error={errors.confirmPassword?.message}>
            <PasswordInput
              {...form.register('confirmPassword')}
              autoComplete="new-password"
              disabled={busy}
            />
          </FormField>
          <Button type="submit" size="lg" className="mt-2 w-full" loading={busy}>
            {busy ? 'Redefinindo...' : 'Redefinir Senha'}
          </Button>
        </form>
      )}
    </AuthLayout>
  )
}
