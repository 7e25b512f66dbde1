import { useEffect, useState } from 'react'
import { type ChangeEmailInput, changeEmailSchema, EMAIL_CHANGE_LINK_HOURS } from '@/shared/profile/api.ts'
import { fieldErrors } from '@/shared/validation/zod-errors.ts'
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
import { api, apiFieldErrors, errorMessage } from '@/web/lib/api.ts'
import '@/web/lib/zod-messages.ts'

type Errors = Partial<Record<keyof ChangeEmailInput | 'form', string>>

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
  const [values, setValues] = useState({ newEmail: '', currentPassword: '' })
  const [errors, setErrors] = useState<Errors>({})
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    if (open) {
      setValues({ newEmail: '', currentPassword: '' })
      setErrors({})
    }
  }, [open])

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
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={async (event) => {
            event.preventDefault()
            const parsed = changeEmailSchema.safeParse(values)
            if (!parsed.success) {
              setErrors(fieldErrors(parsed.error))
              return
            }
            setErrors({})
            setBusy(true)
            try {
              const result = await api<{ pendingEmail: string }>('/api/profile/email', { body: parsed.data })
              onRequested(result.pendingEmail)
              onOpenChange(false)
            } catch (error) {
              const fields = apiFieldErrors(error)
              setErrors(
                fields.newEmail || fields.currentPassword
                  ? { newEmail: fields.newEmail, currentPassword: fields.currentPassword }
                  : { form: errorMessage(error) },
              )
            } finally {
              setBusy(false)
            }
          }}
        >
          {errors.form ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {errors.form}
            </p>
          ) : null}
          <FormField label="Novo e-mail" required error={errors.newEmail}>
            <Input
              type="email"
              value={values.newEmail}
              autoComplete="email"
              disabled={busy}
              onChange={(event) => setValues({ ...values, newEmail: event.target.value })}
            />
          </FormField>
          <FormField label="Senha atual" required error={errors.currentPassword}>
            <PasswordInput
              value={values.currentPassword}
              autoComplete="current-password"
              disabled={busy}
              onChange={(event) => setValues({ ...values, currentPassword: event.target.value })}
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
