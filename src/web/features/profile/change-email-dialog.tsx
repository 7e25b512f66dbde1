import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { type ChangeEmailInput, changeEmailSchema, EMAIL_CHANGE_LINK_HOURS } from '@/shared/profile/api.ts'
import { PasswordInput } from '@/web/components/password-input.tsx'
import { Button } from '@/web/components/ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog.tsx'
import { FormField } from '@/web/components/ui/form-field.tsx'
import { Input } from '@/web/components/ui/input.tsx'
import { apiFieldErrors, errorMessage } from '@/web/lib/api.ts'
import '@/web/lib/zod-messages.ts'
import { useRequestEmailChange } from './api.ts'

/**
 * "Alterar e-mail": the new address and the current password. The server e-mails a confirmation
 * link to the new address; the account's e-mail changes only when that link is opened.
 */
export function ChangeEmailDialog({
  open,
  onOpenChange,
  onRequested,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Called with the new address once the confirmation e-mail was sent. */
  onRequested: (pendingEmail: string) => void
}) {
  const requestEmailChange = useRequestEmailChange()
  const form = useForm<ChangeEmailInput, unknown, ChangeEmailInput>({
    resolver: zodResolver(changeEmailSchema),
    defaultValues: { newEmail: '', currentPassword: '' },
  })
  const { errors, isSubmitting: busy } = form.formState
  /** The server's refusal that names no field. */
  const [formError, setFormError] = useState<string>()
  useEffect(() => {
    if (open) {
      form.reset()
      setFormError(undefined)
    }
  }, [open, form])

  const onSubmit = form.handleSubmit(
    async (input) => {
      setFormError(undefined)
      try {
        const result = await requestEmailChange.mutateAsync(input)
        onRequested(result.pendingEmail)
        onOpenChange(false)
      } catch (error) {
        const fields = apiFieldErrors(error)
        if (fields.newEmail || fields.currentPassword) {
          if (fields.newEmail) form.setError('newEmail', { message: fields.newEmail })
          if (fields.currentPassword) form.setError('currentPassword', { message: fields.currentPassword })
        } else {
          setFormError(errorMessage(error))
        }
      }
    },
    () => setFormError(undefined),
  )

  return (
    <Dialog open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Alterar e-mail</DialogTitle>
          <DialogDescription>
            Enviaremos um link de confirmação para o novo endereço (válido por {EMAIL_CHANGE_LINK_HOURS}{' '}
            horas). Seu e-mail só muda quando você abrir o link.
          </DialogDescription>
        </DialogHeader>
        <form noValidate className="flex flex-col gap-4" onSubmit={onSubmit}>
          {formError ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {formError}
            </p>
          ) : null}
          <FormField label="Novo e-mail" required error={errors.newEmail?.message}>
            <Input {...form.register('newEmail')} type="email" autoComplete="email" disabled={busy} />
          </FormField>
          <FormField label="Senha atual" required error={errors.currentPassword?.message}>
            <PasswordInput
              {...form.register('currentPassword')}
              autoComplete="current-password"
              disabled={busy}
            />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" disabled={busy} onClick={() => onOpenChange(false)}>
              Cancelar
            </Button>
            <Button type="submit" loading={busy}>
              Enviar link de confirmação
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
