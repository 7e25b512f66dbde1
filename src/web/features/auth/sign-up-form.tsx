import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import { type SignUpInput, signUpSchema } from '@/shared/accounts.ts'
import { externalLinks, paths } from '@/shared/paths.ts'
import { AuthLayout } from '@/web/components/auth-layout.tsx'
import { Button } from '@/web/components/ui/button.tsx'
import { FormField } from '@/web/components/ui/form-field.tsx'
import { Input } from '@/web/components/ui/input.tsx'
import { apiFieldErrors } from '@/web/lib/api.ts'
import { toast } from '@/web/lib/toast.ts'
import { useHydrated } from '@/web/lib/use-hydrated.ts'
import { useSignUp } from './api.ts'
import { existingAccount, signUpErrorMessage } from './error-messages.ts'
import { ExistingAccountDialog } from './existing-account-dialog.tsx'
import type { SignUpDoneState } from './sign-up-done-state.ts'

const FIELDS = ['fullName', 'email', 'companyName', 'password', 'confirmPassword'] as const

/** /cadastre-se: creates the company's account and sends the confirmation e-mail. */
export function SignUpForm() {
  const navigate = useNavigate()
  const signUp = useSignUp()
  const [existing, setExisting] = useState<{ email: string; fullName: string; confirmed: boolean }>()
  const form = useForm<SignUpInput, unknown, SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { fullName: '', email: '', companyName: '', password: '', confirmPassword: '' },
  })
  const { errors } = form.formState
  const busy = signUp.isPending
  const hydrated = useHydrated()

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      const account = await signUp.mutateAsync(input)
      const state: SignUpDoneState = { email: account.email, fullName: account.fullName }
      navigate(paths.signUpDone, { replace: true, state })
    } catch (error) {
      const existingAccountFound = existingAccount(error)
      if (existingAccountFound) {
        setExisting({ email: input.email, fullName: input.fullName, ...existingAccountFound })
        return
      }
      const fields = apiFieldErrors(error)
      const known = FIELDS.filter((name) => fields[name] !== undefined)
      for (const name of known) form.setError(name, { message: fields[name] }, { shouldFocus: true })
      if (known.length === 0) toast.error('Erro no cadastro', { description: signUpErrorMessage(error) })
    }
  })

  return (
    <AuthLayout
      documentTitle="Cadastre-se"
      title="Crie sua conta grátis"
      description="Simplifique o processo de recrutamento da sua empresa"
      footer={
        <p>
          Ao criar uma conta, você concorda com nossos{' '}
          <a
            href={externalLinks.termsOfUse}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            Termos de Uso
          </a>{' '}
          e{' '}
          <a
            href={externalLinks.privacyPolicy}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            Política de Privacidade
          </a>
          .
        </p>
      }
    >
      <form noValidate onSubmit={onSubmit}>
        {/* Prerendered: the fields wait for the page's code (see useHydrated). */}
        <fieldset disabled={!hydrated} className="flex min-w-0 flex-col gap-4">
          <FormField label="Nome Completo" error={errors.fullName?.message}>
            <Input {...form.register('fullName')} autoComplete="name" disabled={busy} />
          </FormField>
          <FormField label="Email profissional" error={errors.email?.message}>
            <Input {...form.register('email')} type="email" autoComplete="email" disabled={busy} />
          </FormField>
          <FormField label="Nome da empresa" error={errors.companyName?.message}>
            <Input {...form.register('companyName')} autoComplete="organization" disabled={busy} />
          </FormField>
          <FormField label="Senha" error={errors.password?.message}>
            <Input
              {...form.register('password')}
              type="password"
              autoComplete="new-password"
              disabled={busy}
            />
          </FormField>
          <FormField label="Confirme a senha" error={errors.confirmPassword?.message}>
            <Input
              {...form.register('confirmPassword')}
              type="password"
              autoComplete="new-password"
              disabled={busy}
            />
          </FormField>
          <Button type="submit" size="lg" className="mt-2 w-full" loading={busy}>
            {busy ? 'Cadastrando...' : 'Criar conta'}
          </Button>
          <p className="text-center text-sm text-muted-foreground">
            Já tem uma conta?{' '}
            <Link to={paths.signIn} className="font-semibold text-primary underline-offset-4 hover:underline">
              Faça login
            </Link>
          </p>
        </fieldset>
      </form>
      {existing ? (
        <ExistingAccountDialog
          email={existing.email}
          fullName={existing.fullName}
          confirmed={existing.confirmed}
          onClose={() => setExisting(undefined)}
        />
      ) : null}
    </AuthLayout>
  )
}
