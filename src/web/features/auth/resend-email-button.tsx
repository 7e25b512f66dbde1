import { CircleCheckIcon, MailIcon, RotateCcwIcon } from 'lucide-react'
import { Button, type ButtonProps } from '@/web/components/ui/button.tsx'
import { Spinner } from '@/web/components/ui/spinner.tsx'
import { toast } from '@/web/lib/toast.ts'
import { useResendConfirmation } from './api.ts'
import { resendErrorMessage } from './error-messages.ts'

/**
 * "Reenviar Email" with its own idle / sending / success / error states (each button on the page
 * keeps its own). It does nothing while a send is in progress or without an e-mail.
 */
export function ResendEmailButton({
  email,
  variant = 'outline',
}: {
  email: string
  variant?: ButtonProps['variant']
}) {
  const resend = useResendConfirmation()

  const send = () => {
    if (email.trim() === '' || resend.isPending) return
    resend.mutate(email, {
      onSuccess: () =>
        toast.success('Email reenviado', {
          description: 'Enviamos novamente o email de confirmação para você.',
        }),
      onError: (error) => toast.error('Erro ao reenviar email', { description: resendErrorMessage(error) }),
    })
  }

  return (
    <div className="flex flex-col items-stretch gap-2">
      <Button variant={variant} onClick={send} disabled={resend.isPending}>
        {resend.isPending ? (
          <>
            <Spinner aria-hidden="true" />
            Reenviando...
          </>
        ) : resend.isError ? (
          <>
            <RotateCcwIcon aria-hidden="true" />
            Reenviar Email
          </>
        ) : (
          <>
            <MailIcon aria-hidden="true" />
            Reenviar Email
          </>
        )}
      </Button>
      <p aria-live="polite" className="text-center text-sm empty:hidden">
        {resend.isSuccess ? (
          <span className="inline-flex items-center gap-1.5 font-medium text-success">
            <CircleCheckIcon className="size-4" aria-hidden="true" />
            Email reenviado! Confira sua caixa de entrada.
          </span>
        ) : resend.isError ? (
          <span className="font-medium text-destructive">{resendErrorMessage(resend.error)}</span>
        ) : null}
      </p>
    </div>
  )
}
