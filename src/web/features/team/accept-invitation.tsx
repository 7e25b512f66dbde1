import { zodResolver } from '@hookform/resolvers/zod'
import { CircleAlertIcon } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { paths } from '@/shared/paths.ts'
import { ROLE_LABELS } from '@/shared/roles.ts'
import {
  type AcceptInvitationInput,
  acceptInvitationSchema,
  type InvitationPreview,
  teamMessages,
} from '@/shared/team/api.ts'
import { AuthLayout } from '@/web/components/auth-layout.tsx'
import { PasswordInput } from '@/web/components/password-input.tsx'
import { Alert, AlertDescription } from '@/web/components/ui/alert.tsx'
import { Button } from '@/web/components/ui/button.tsx'
import { FormField } from '@/web/components/ui/form-field.tsx'
import { Spinner } from '@/web/components/ui/spinner.tsx'
import { errorMessage } from '@/web/lib/api.ts'
import { useSessionActions } from '@/web/lib/session.tsx'
import { toast } from '@/web/lib/toast.ts'
import '@/web/lib/zod-messages.ts'
import { useAcceptInvitation, useInvitationPreview } from './api.ts'

type Preview =
  | { status: 'loading' }
  | { status: 'invalid'; message: string }
  | { status: 'ready'; data: InvitationPreview }

/** What the page shows of the link: loading, why it cannot be used, or the invitation. */
function usePreview(token: string): Preview {
  const query = useInvitationPreview(token)
  if (!token) return { status: 'invalid', message: teamMessages.invitationInvalid }
  if (query.isPending) return { status: 'loading' }
  if (query.isError)
    return { status: 'invalid', message: errorMessage(query.error, teamMessages.invitationInvalid) }
  return { status: 'ready', data: query.data }
}

/** /convite?token=…: the invited person sees the company and role, sets a password and joins. */
export function AcceptInvitationPage() {
  const [searchParams] = useSearchParams()
  const token = searchParams.get('token') ?? ''
  const navigate = useNavigate()
  const session = useSessionActions()
  const preview = usePreview(token)
  const accept = useAcceptInvitation()
  const form = useForm<AcceptInvitationInput, unknown, AcceptInvitationInput>({
    resolver: zodResolver(acceptInvitationSchema),
    defaultValues: { token, password: '', confirmPassword: '' },
  })
  const { errors } = form.formState
  /** The server's refusal, shown above the form. */
  const [formError, setFormError] = useState<string>()
  // Busy from the click until the next page opens (the navigation follows the session's refresh).
  const [busy, setBusy] = useState(false)

  const onSubmit = form.handleSubmit(
    async (input) => {
      if (preview.status !== 'ready') return
      setFormError(undefined)
      setBusy(true)
      try {
        await accept.mutateAsync({ ...input, token, email: preview.data.email })
        await session.refresh()
        toast.success('Bem-vindo à equipe!', {
          description: `Você entrou em ${preview.data.companyName}.`,
        })
        navigate(paths.dashboard, { replace: true })
      } catch (error) {
        setFormError(errorMessage(error))
        setBusy(false)
      }
    },
    () => setFormError(undefined),
  )

  return (
    <AuthLayout
      documentTitle="Aceitar convite"
      title="Aceitar convite"
      description={
        preview.status === 'ready'
          ? `${preview.data.companyName} convidou você para a equipe no Talentos.`
          : 'Crie sua senha para entrar na equipe.'
      }
    >
      {preview.status === 'loading' ? (
        <div className="flex justify-center py-6">
          <Spinner />
        </div>
      ) : preview.status === 'invalid' ? (
        <div className="flex flex-col gap-4">
          <Alert variant="destructive">
            <CircleAlertIcon aria-hidden="true" />
            <AlertDescription>{preview.message}</AlertDescription>
          </Alert>
          <Button asChild size="lg" className="w-full">
            <Link to={paths.signIn}>Ir para o login</Link>
          </Button>
        </div>
      ) : (
        <form noValidate className="flex flex-col gap-4" onSubmit={onSubmit}>
          {formError ? (
            <Alert variant="destructive">
              <CircleAlertIcon aria-hidden="true" />
              <AlertDescription>{formError}</AlertDescription>
            </Alert>
          ) : null}
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-muted-foreground">Nome</dt>
            <dd className="font-medium text-foreground">{preview.data.fullName}</dd>
            <dt className="text-muted-foreground">E-mail</dt>
            <dd className="font-medium break-all text-foreground">{preview.data.email}</dd>
            <dt className="text-muted-foreground">Tipo</dt>
            <dd className="font-medium text-foreground">{ROLE_LABELS[preview.data.role]}</dd>
          </dl>
          <FormField label="Senha" error={errors.password?.message}>
            <PasswordInput {...form.register('password')} autoComplete="new-password" disabled={busy} />
          </FormField>
          <FormField label="Confirme a senha" error={errors.confirmPassword?.message}>
            <PasswordInput
              {...form.register('confirmPassword')}
              autoComplete="new-password"
              disabled={busy}
            />
          </FormField>
          <Button type="submit" size="lg" className="mt-2 w-full" loading={busy}>
            {busy ? 'Entrando...' : 'Aceitar convite e entrar'}
          </Button>
        </form>
      )}
    </AuthLayout>
  )
}
