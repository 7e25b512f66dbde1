import { CircleAlertIcon } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { paths } from '@/shared/paths.ts'
import { ROLE_LABELS } from '@/shared/roles.ts'
import { acceptInvitationSchema, type InvitationPreview, teamMessages } from '@/shared/team/api.ts'
import { fieldErrors } from '@/shared/validation/zod-errors.ts'
import { AuthLayout } from '@/web/components/auth-layout.tsx'
import { PasswordInput } from '@/web/components/password-input.tsx'
import { Alert, AlertDescription } from '@/web/components/ui/alert.tsx'
import { Button } from '@/web/components/ui/button.tsx'
import { FormField } from '@/web/components/ui/form-field.tsx'
import { Spinner } from '@/web/components/ui/spinner.tsx'
import { api, errorMessage } from '@/web/lib/api.ts'
import { useSessionActions } from '@/web/lib/session.tsx'
import { toast } from '@/web/lib/toast.ts'
import '@/web/lib/zod-messages.ts'

type Preview =
  | { status: 'loading' }
  | { status: 'invalid'; message: string }
  | { status: 'ready'; data: InvitationPreview }

/** /convite?token=…: the invited person sees the company and role, sets a password and joins. */
export function AcceptInvitationPage() {
  const [searchParams] = useSearchParams()
  const token = searchParams.get('token') ?? ''
  const navigate = useNavigate()
  const session = useSessionActions()
  const [preview, setPreview] = useState<Preview>({ status: 'loading' })
  const [password, setPassword] = useState('')
  const [confirmPassword, setConfirmPassword] = useState('')
  const [errors, setErrors] = useState<{ password?: string; confirmPassword?: string; form?: string }>({})
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    if (!token) {
      setPreview({ status: 'invalid', message: teamMessages.invitationInvalid })
      return
    }
    const controller = new AbortController()
    api<InvitationPreview>(`/api/invitations/${encodeURIComponent(token)}`, { signal: controller.signal })
      .then((data) => setPreview({ status: 'ready', data }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return
        setPreview({
          status: 'invalid',
          message: errorMessage(error, teamMessages.invitationInvalid),
        })
      })
    return () => controller.abort()
  }, [token])

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
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={async (event) => {
            event.preventDefault()
            const parsed = acceptInvitationSchema.safeParse({ token, password, confirmPassword })
            if (!parsed.success) {
              const { password: passwordError, confirmPassword: confirmError } = fieldErrors(parsed.error)
              setErrors({ password: passwordError, confirmPassword: confirmError })
              return
            }
            setErrors({})
            setBusy(true)
            try {
              await api('/api/invitations/accept', { body: parsed.data })
              await api('/api/auth/sign-in/email', { body: { email: preview.data.email, password } })
              await session.refresh()
              toast.success('Bem-vindo à equipe!', {
                description: `Você entrou em ${preview.data.companyName}.`,
              })
              navigate(paths.dashboard, { replace: true })
            } catch (error) {
              setErrors({
                form: errorMessage(error),
              })
              setBusy(false)
            }
          }}
        >
          {errors.form ? (
            <Alert variant="destructive">
              <CircleAlertIcon aria-hidden="true" />
              <AlertDescription>{errors.form}</AlertDescription>
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
          <FormField label="Senha" error={errors.password}>
            <PasswordInput
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              autoComplete="new-password"
              disabled={busy}
            />
          </FormField>
          <FormField label="Confirme a senha" error={errors.confirmPassword}>
            <PasswordInput
              value={confirmPassword}
              onChange={(event) => setConfirmPassword(event.target.value)}
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
