import { useState } from 'react'
import { changePasswordSchema, profileMessages, updateProfileSchema } from '@/shared/profile/api.ts'
import { ROLE_LABELS } from '@/shared/roles.ts'
import { fieldErrors } from '@/shared/validation/zod-errors.ts'
import { PasswordInput } from '@/web/components/password-input.tsx'
import { Button } from '@/web/components/ui/button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card.tsx'
import { FormField } from '@/web/components/ui/form-field.tsx'
import { Input } from '@/web/components/ui/input.tsx'
import { AvatarSection } from '@/web/features/profile/avatar-section.tsx'
import { ChangeEmailDialog } from '@/web/features/profile/change-email-dialog.tsx'
import {
  PendingEmailChangeNotice,
  useRefreshPendingEmailChange,
} from '@/web/features/profile/pending-email-change.tsx'
import { api, apiFieldErrors, errorMessage } from '@/web/lib/api.ts'
import { type SessionUser, useSession } from '@/web/lib/session.tsx'
import { toast } from '@/web/lib/toast.ts'
import '@/web/lib/zod-messages.ts'

type PasswordFields = { currentPassword: string; newPassword: string; confirmPassword: string }
type PasswordErrors = Partial<Record<keyof PasswordFields, string>>

function PersonalInfoCard({ user }: { user: SessionUser }) {
  const session = useSession()
  const [fullName, setFullName] = useState(user.fullName)
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const [emailDialogOpen, setEmailDialogOpen] = useState(false)
  const refreshPending = useRefreshPendingEmailChange(user.id)
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Informações pessoais</CardTitle>
        <CardDescription>Seu nome e sua foto aparecem para a equipe e no menu do painel.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <AvatarSection user={user} />
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={async (event) => {
            event.preventDefault()
            const parsed = updateProfileSchema.safeParse({ fullName })
            if (!parsed.success) {
              setError(parsed.error.issues[0]?.message)
              return
            }
            setError(undefined)
            setBusy(true)
            try {
              await api('/api/profile', { method: 'PATCH', body: parsed.data })
              setFullName(parsed.data.fullName)
              toast.success(profileMessages.saved)
              await session.refresh()
            } catch (caught) {
              setError(apiFieldErrors(caught).fullName)
              toast.error('Erro', { description: errorMessage(caught) })
            } finally {
              setBusy(false)
            }
          }}
        >
          <FormField label="Nome" required error={error}>
            <Input
              value={fullName}
              autoComplete="name"
              onChange={(event) => setFullName(event.target.value)}
            />
          </FormField>
          <FormField
            label="Email"
            description="O e-mail é usado para entrar. Para alterá-lo, confirme o novo endereço pelo link que enviaremos."
          >
            {(control) => (
              <div className="flex flex-col gap-2 sm:flex-row">
                <Input {...control} value={user.email} readOnly className="sm:flex-1" />
                <Button type="button" variant="outline" onClick={() => setEmailDialogOpen(true)}>
                  Alterar e-mail
                </Button>
              </div>
            )}
          </FormField>
          <PendingEmailChangeNotice userId={user.id} />
          <FormField label="Cargo" description="Definido pelo administrador da empresa.">
            <Input value={ROLE_LABELS[user.role]} readOnly />
          </FormField>
          <div>
            <Button type="submit" loading={busy}>
              Salvar alterações
            </Button>
          </div>
        </form>
        <ChangeEmailDialog
          open={emailDialogOpen}
          onOpenChange={setEmailDialogOpen}
          onRequested={(email) => {
            void refreshPending()
            toast.success(profileMessages.emailChangeSent, {
              description: `Enviamos um link para ${email}. Seu e-mail só muda quando você abrir o link.`,
            })
          }}
        />
      </CardContent>
    </Card>
  )
}

function SecurityCard() {
  const empty: PasswordFields = { currentPassword: '', newPassword: '', confirmPassword: '' }
  const [values, setValues] = useState<PasswordFields>(empty)
  const [errors, setErrors] = useState<PasswordErrors>({})
  const [busy, setBusy] = useState(false)
  const field = (key: keyof PasswordFields, label: string, autoComplete: string) => (
    <FormField label={label} required error={errors[key]}>
      <PasswordInput
        value={values[key]}
        autoComplete={autoComplete}
        disabled={busy}
        onChange={(event) => setValues({ ...values, [key]: event.target.value })}
      />
    </FormField>
  )
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Segurança</CardTitle>
        <CardDescription>
          Ao trocar a senha, suas sessões em outros dispositivos são encerradas.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={async (event) => {
            event.preventDefault()
            const parsed = changePasswordSchema.safeParse(values)
            if (!parsed.success) {
              setErrors(fieldErrors(parsed.error))
              return
            }
            setErrors({})
            setBusy(true)
            try {
              await api('/api/profile/password', { body: parsed.data })
              setValues(empty)
              toast.success(profileMessages.passwordChanged, {
                description: profileMessages.passwordChangedDescription,
              })
            } catch (caught) {
              setErrors(apiFieldErrors(caught))
              toast.error('Erro ao atualizar senha', { description: errorMessage(caught) })
            } finally {
              setBusy(false)
            }
          }}
        >
          {field('currentPassword', 'Senha atual', 'current-password')}
          {field('newPassword', 'Nova senha', 'new-password')}
          {field('confirmPassword', 'Confirme a nova senha', 'new-password')}
          <div>
            <Button type="submit" loading={busy}>
              Atualizar senha
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  )
}

/** /perfil: the signed-in member's photo, name, e-mail (changed through a link) and role, and the password change. */
export function ProfilePage({ user }: { user: SessionUser }) {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <h1 className="text-2xl font-bold text-foreground md:text-3xl">Perfil</h1>
      <PersonalInfoCard user={user} />
      <SecurityCard />
    </div>
  )
}
