import { useNavigate } from 'react-router'
import { paths } from '@/shared/paths.ts'
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/web/components/ui/alert-dialog.tsx'
import { Button } from '@/web/components/ui/button.tsx'
import { toast } from '@/web/lib/toast.ts'
import { useResendConfirmation } from './api.ts'
import { resendErrorMessage } from './error-messages.ts'
import type { SignUpDoneState } from './sign-up-done-state.ts'

type ExistingAccountDialogProps = {
  email: string
  fullName: string
  /** Confirmed: offer a password reset; not confirmed: offer to send the confirmation again. */
  confirmed: boolean
  onClose: () => void
}

/** Sign-up with an e-mail that already has an account: the spec's two dialog variants. */
export function ExistingAccountDialog({ email, fullName, confirmed, onClose }: ExistingAccountDialogProps) {
  const navigate = useNavigate()
  const resend = useResendConfirmation()

  const resendConfirmation = () => {
    if (resend.isPending) return
    resend.mutate(email, {
      onSuccess: () => {
        toast.success('Email reenviado', {
          description: 'Enviamos novamente o email de confirmação para você.',
        })
        const state: SignUpDoneState = { email, fullName }
        navigate(paths.signUpDone, { replace: true, state })
        onClose()
      },
      onError: (error) => {
        toast.error('Erro ao reenviar email', { description: resendErrorMessage(error) })
      },
    })
  }

  return (
    <AlertDialog open onOpenChange={(open) => !open && !resend.isPending && onClose()}>
      <AlertDialogContent>
        {confirmed ? (
          <>
            <AlertDialogHeader>
              <AlertDialogTitle>Email já cadastrado</AlertDialogTitle>
              <AlertDialogDescription>
                O email <strong className="font-semibold text-foreground">{email}</strong> já está cadastrado
                e confirmado em nossa plataforma. Deseja redefinir sua senha?
              </AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>Cancelar</AlertDialogCancel>
              <Button onClick={() => navigate(paths.forgotPassword, { state: { email } })}>
                Redefinir senha
              </Button>
            </AlertDialogFooter>
          </>
        ) : (
          <>
            <AlertDialogHeader>
              <AlertDialogTitle>Cadastro não confirmado</AlertDialogTitle>
              <AlertDialogDescription>
                O email <strong className="font-semibold text-foreground">{email}</strong> já está cadastrado,
                mas ainda não foi confirmado. Deseja que enviemos novamente o email de confirmação?
              </AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel disabled={resend.isPending}>Cancelar</AlertDialogCancel>
              <Button onClick={resendConfirmation} loading={resend.isPending}>
                {resend.isPending ? 'Reenviando...' : 'Reenviar email de confirmação'}
              </Button>
            </AlertDialogFooter>
          </>
        )}
      </AlertDialogContent>
    </AlertDialog>
  )
}
