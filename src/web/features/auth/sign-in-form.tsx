import { zodResolver } from '@hookform/resolvers/zod'
import { CircleAlertIcon } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import { type SignInInput, signInSchema } from '@/shared/accounts.ts'
import { paths } from '@/shared/paths.ts'
import { AuthLayout } from '@/web/components/auth-layout.tsx'
import { PasswordInput } from '@/web/components/password-input.tsx'
import { Alert, AlertDescription } from '@/web/components/ui/alert.tsx'
import { Button } from '@/web/components/ui/button.tsx'
import { FormField } from '@/web/components/ui/form-field.tsx'
import { Input } from '@/web/components/ui/input.tsx'
import { useSessionActions } from '@/web/lib/session.tsx'
import { toast } from '@/web/lib/toast.ts'
import { useHydrated } from '@/web/lib/use-hydrated.ts'
import { useSignIn } from './api.ts'
import { signInErrorMessage } from './error-messages.ts'

/** /entrar: e-mail and password; on success the session is read again and the user goes home. */
export function SignInForm() {
  const navigate = useNavigate()
  const session = useSessionActions()
  const signIn = useSignIn()
  const [errorMessage, setErrorMessage] = useState<string>()
  const form = useForm<SignInInput, unknown, SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  })
  const { errors, isSubmitting } = form.formState
  const busy = isSubmitting || signIn.isPending
  const hydrated = useHydrated()

  const onSubmit = form.handleSubmit(async (input) => {
    setErrorMessage(undefined)
    try {
      await signIn.mutateAsync(input)
      await session.refresh()
      toast.success('Login bem-sucedido!', { description: 'Você está sendo redirecionado para seu painel.' })
      navigate(paths.home)
    } catch (error) {
      setErrorMessage(signInErrorMessage(error))
    }
  })

  return (
    <AuthLayout
      documentTitle="Entrar"
      title="Entrar"
      description="Acesse sua conta para gerenciar seus recrutamentos"
      footer={
        <p>
          Não tem uma conta?{' '}
          <Link to={paths.signUp} className="font-semibold text-primary underline-offset-4 hover:underline">
            Cadastre-se grátis
          </Link>
        </p>
      }
    >
      <form noValidate onSubmit={onSubmit}>
        {/* Prerendered: the fields wait for the page's code (see useHydrated). */}
        <fieldset disabled={!hydrated} className="flex min-w-0 flex-col gap-4">
          {errorMessage ? (
            <Alert variant="destructive">
              <CircleAlertIcon aria-hidden="true" />
              <AlertDescription>{errorMessage}</AlertDescription>
            </Alert>
          ) : null}
          <FormField label="Email" error={errors.email?.message}>
            <Input {...form.register('email')} type="email" autoComplete="email" disabled={busy} />
          </FormField>
          <div className="flex flex-col gap-1.5">
            <FormField label="Senha" error={errors.password?.message}>
              <PasswordInput {...form.register('password')} autoComplete="current-password" disabled={busy} />
            </FormField>
            <Link
              to={paths.forgotPassword}
              className="self-end text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              Esqueceu sua senha?
            </Link>
          </div>
          <Button type="submit" size="lg" className="mt-2 w-full" loading={busy}>
            {busy ? 'Entrando...' : 'Entrar'}
          </Button>
        </fieldset>
      </form>
    </AuthLayout>
  )
}
