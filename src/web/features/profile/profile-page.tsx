import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import {
  type ChangePasswordInput,
  changePasswordSchema,
  profileMessages,
  type UpdateProfileInput,
  updateProfileSchema,
} from '@/shared/profile/api.ts'
import { ROLE_LABELS } from '@/shared/roles.ts'
import { PasswordInput } from '@/web/components/password-input.tsx'
import { Button } from '@/web/components/ui/button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card.tsx'
import { FormField } from '@/web/components/ui/form-field.tsx'
import { Input } from '@/web/components/ui/input.tsx'
import { apiFieldErrors, errorMessage } from '@/web/lib/api.ts'
import { type SessionUser, useSession } from '@/web/lib/session.tsx'
import { toast } from '@/web/lib/toast.ts'
import '@/web/lib/zod-messages.ts'
import { useChangePassword, useRefreshPendingEmailChange, useUpdateProfile } from './api.ts'
import { AvatarSection } from './avatar-section.tsx'
import { ChangeEmailDialog } from './change-email-dialog.tsx'
import { PendingEmailChangeNotice } from './pending-email-change.tsx'

const PASSWORD_FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const

function PersonalInfoCard({ user }: { user: SessionUser }) {
  const session = useSession()
  const updateProfile = useUpdateProfile()
  const form = useForm<UpdateProfileInput, unknown, UpdateProfileInput>({
    resolver: zodResolver(updateProfileSchema),
    defaultValues: { fullName: user.fullName },
  })
  const [emailDialogOpen, setEmailDialogOpen] = useState(false)
  const refreshPending = useRefreshPendingEmailChange(user.id)

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await updateProfile.mutateAsync(input)
      form.reset({ fullName: input.fullName })
      toast.success(profileMessages.saved)
      await session.refresh()
    } catch (caught) {
      const fieldError = apiFieldErrors(caught).fullName
      if (fieldError) form.setError('fullName', { message: fieldError })
      toast.error('Erro', { description: errorMessage(caught) })
    }
  })

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Informações pessoais</CardTitle>
        <CardDescription>Seu nome e sua foto aparecem para a equipe e no menu do painel.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <AvatarSection user={user} />
        <form noValidate className="flex flex-col gap-4" onSubmit={onSubmit}>
          <FormField label="Nome" required error={form.formState.errors.fullName?.message}>
            <Input {...form.register('fullName')} autoComplete="name" />
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
            <Button type="submit" loading={form.formState.isSubmitting}>
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
  const changePassword = useChangePassword()
  const form = useForm<ChangePasswordInput, unknown, ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  })
  const { errors, isSubmitting: busy } = form.formState
  const field = (key: keyof ChangePasswordInput, label: string, autoComplete: string) => (
    <FormField label={label} required error={errors[key]?.message}>
      <PasswordInput {...form.register(key)} autoComplete={autoComplete} disabled={busy} />
    </FormField>
  )

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await changePassword.mutateAsync(input)
      form.reset()
      toast.success(profileMessages.passwordChanged, {
        description: profileMessages.passwordChangedDescription,
      })
    } catch (caught) {
      const fields = apiFieldErrors(caught)
      for (const key of PASSWORD_FIELDS) {
        if (fields[key]) form.setError(key, { message: fields[key] })
      }
      toast.error('Erro ao atualizar senha', { description: errorMessage(caught) })
    }
  })

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Segurança</CardTitle>
        <CardDescription>
          Ao trocar a senha, suas sessões em outros dispositivos são encerradas.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate className="flex flex-col gap-4" onSubmit={onSubmit}>
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
