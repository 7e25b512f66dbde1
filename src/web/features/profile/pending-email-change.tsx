import { MailIcon } from 'lucide-react'
import { formatDateTime } from '@/shared/format.ts'
import { profileMessages } from '@/shared/profile/api.ts'
import { Alert, AlertDescription, AlertTitle } from '@/web/components/ui/alert.tsx'
import { Button } from '@/web/components/ui/button.tsx'
import { errorMessage } from '@/web/lib/api.ts'
import { toast } from '@/web/lib/toast.ts'
import { useCancelEmailChange, usePendingEmailChange, useResendEmailChange } from './api.ts'

/**
 * "Confirmação pendente" on /perfil: the new address the link went to and until when it works,
 * with "Reenviar link" (a new link, the old one stops working; no password: the address was
 * confirmed with it) and "Cancelar alteração" (the link stops working).
 */
export function PendingEmailChangeNotice({ userId }: { userId: string }) {
  const { data: pending } = usePendingEmailChange(userId)
  const resend = useResendEmailChange(userId)
  const cancel = useCancelEmailChange(userId)
  if (!pending) return null
  const busy = resend.isPending || cancel.isPending
  return (
    <Alert variant="warning" aria-labelledby="pending-email-title">
      <MailIcon aria-hidden="true" />
      <AlertTitle id="pending-email-title">Confirmação pendente</AlertTitle>
      <AlertDescription className="flex flex-col gap-3">
        <p>
          Enviamos um link para <strong className="break-all">{pending.newEmail}</strong> (válido até{' '}
          {formatDateTime(pending.expiresAt)}). Seu e-mail só muda quando você abrir o link.
        </p>
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            size="sm"
            variant="outline"
            loading={resend.isPending}
            disabled={busy}
            onClick={() =>
              resend.mutate(undefined, {
                onSuccess: (result) =>
                  toast.success(profileMessages.emailChangeResent, {
                    description: `Enviamos um novo link para ${result.pendingEmail}. O link anterior deixou de valer.`,
                  }),
                onError: (error) =>
                  toast.error('Erro ao reenviar link', { description: errorMessage(error) }),
              })
            }
          >
            Reenviar link
          </Button>
          <Button
            type="button"
            size="sm"
            variant="ghost"
            loading={cancel.isPending}
            disabled={busy}
            onClick={() =>
              cancel.mutate(undefined, {
                onSuccess: () =>
                  toast.success(profileMessages.emailChangeCanceled, {
                    description: 'O link enviado deixou de valer. Seu e-mail continua o mesmo.',
                  }),
                onError: (error) =>
                  toast.error('Erro ao cancelar alteração', { description: errorMessage(error) }),
              })
            }
          >
            Cancelar alteração
          </Button>
        </div>
      </AlertDescription>
    </Alert>
  )
}
