import { zodResolver } from '@hookform/resolvers/zod'
import { ArrowLeftIcon, CircleAlertIcon, MailCheckIcon } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useLocation } from 'react-router'
import { type ForgotPasswordInput, forgotPasswordSchema } from '@/shared/accounts.ts'
import { externalLinks, paths } from '@/shared/paths.ts'
import { AuthLayout } from '@/web/components/auth-layout.tsx'
import { Alert, AlertDescription, AlertTitle } from '@/web/components/ui/alert.tsx'
import { Button } from '@/web/components/ui/button.tsx'
import { FormField } from '@/web/components/ui/form-field.tsx'
import { Input } from '@/web/components/ui/input.tsx'
import { toast } from '@/web/lib/toast.ts'
import { useRequestPasswordReset } from './api.ts'
import { forgotPasswordErrorMessage } from './error-messages.ts'
import { readEmailState } from './sign-up-done-state.ts'
import { SUPPORT_EMAIL } from './support.ts'

const linkClassName = 'font-medium text-primary underline-offset-4 hover:underline'

/**
 * /esqueci-senha. The answer never says whether the e-mail has an account (issue 3): after any
 * accepted request the same "instructions sent" notice shows.
 */
export function ForgotPasswordForm() {
  const location = useLocation()
  const requestReset = useRequestPasswordReset()
  const [errorMessage, setErrorMessage] = useState<string>()
  const form = useForm<ForgotPasswordInput, unknown, ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: readEmailState(location.state) },
  })
  const { errors } = form.formState
  const sent = requestReset.isSuccess
  const locked = requestReset.isPending || sent

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setErrorMessage(undefined)
    try {
      await requestReset.mutateAsync(email)
      toast.success('Email enviado', {
        description: 'Enviamos instruções para redefinir sua senha para seu email.',
      })
    } catch (error) {
      const message = forgotPasswordErrorMessage(error)
      setErrorMessage(message)
      toast.error('Erro na recuperação de senha', { description: message })
    }
  })

  return (
    <AuthLayout
      documentTitle="Esqueci minha senha"
      title="Esqueceu sua senha?"
      description="Digite seu email e enviaremos instruções para redefinir sua senha."
      aside={
        <Link
          to={paths.signIn}
          className={`inline-flex items-center gap-1.5 self-start text-sm ${linkClassName}`}
        >
          <ArrowLeftIcon className="size-4" aria-hidden="true" />
          Voltar para o login
        </Link>
      }
      footer={
        <ul aria-label="Links úteis" className="flex flex-wrap justify-center gap-x-5 gap-y-1">
          <li>
            <a
              href={externalLinks.termsOfUse}
              target="_blank"
              rel="noopener noreferrer"
              className={linkClassName}
            >
              Termos de Uso
            </a>
          </li>
          <li>
            <a
              href={externalLinks.privacyPolicy}
              target="_blank"
              rel="noopener noreferrer"
              className={linkClassName}
            >
              Política de Privacidade
            </a>
          </li>
          <li>
            <a href={`mailto:${SUPPORT_EMAIL}`} className={linkClassName}>
              Suporte
            </a>
          </li>
        </ul>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {sent ? (
          <Alert variant="success">
            <MailCheckIcon aria-hidden="true" />
            <AlertTitle>Instruções enviadas!</AlertTitle>
            <AlertDescription>
              Se houver uma conta associada a este email, você receberá as instruções para redefinir sua senha
              em instantes. Verifique sua caixa de entrada e também a pasta de spam.
            </AlertDescription>
          </Alert>
        ) : null}
        {errorMessage ? (
          <Alert variant="destructive">
            <CircleAlertIcon aria-hidden="true" />
            <AlertDescription>{errorMessage}</AlertDescription>
          </Alert>
        ) : null}
        <FormField label="Email" error={errors.email?.message}>
          <Input {...form.register('email')} type="email" autoComplete="email" disabled={locked} />
        </FormField>
        <Button type="submit" size="lg" className="w-full" loading={requestReset.isPending} disabled={locked}>
          {requestReset.isPending ? 'Enviando...' : 'Enviar Instruções'}
        </Button>
        {sent ? (
          <Button asChild variant="outline" size="lg" className="w-full">
            <Link to={paths.signIn}>Voltar para Login</Link>
          </Button>
        ) : null}
        <p className="text-center text-sm text-muted-foreground">
          Lembrou sua senha?{' '}
          <Link to={paths.signIn} className={`font-semibold ${linkClassName}`}>
            Faça login
          </Link>
        </p>
      </form>
    </AuthLayout>
  )
}
