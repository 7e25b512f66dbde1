import { CircleAlertIcon, CircleCheckIcon } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { paths } from '@/shared/paths.ts'
import { profileMessages } from '@/shared/profile/api.ts'
import { AuthLayout } from '@/web/components/auth-layout.tsx'
import { Alert, AlertDescription } from '@/web/components/ui/alert.tsx'
import { Button } from '@/web/components/ui/button.tsx'
import { Spinner } from '@/web/components/ui/spinner.tsx'
import { errorMessage } from '@/web/lib/api.ts'
import { useSession } from '@/web/lib/session.tsx'
import { toast } from '@/web/lib/toast.ts'
import { confirmEmailChange } from './api.ts'

type Outcome =
  | { status: 'confirming' }
  | { status: 'done'; email: string }
  | { status: 'failed'; message: string }

/**
 * /confirmar-email?token=…, the link of the e-mail sent to the new address: confirms the change on
 * load (the link is single-use, so it is sent once even when React runs the effect twice) and says
 * where to go next. It works signed in or not (the link may be opened on another device).
 */
export function ConfirmEmailChangePage() {
  const [searchParams] = useSearchParams()
  const token = searchParams.get('token') ?? ''
  const session = useSession()
  const { refresh } = session
  const [outcome, setOutcome] = useState<Outcome>({ status: 'confirming' })
  const sent = useRef(false)

  useEffect(() => {
    if (sent.current) return
    sent.current = true
    if (!token) {
      setOutcome({ status: 'failed', message: profileMessages.emailChangeInvalid })
      return
    }
    confirmEmailChange(token)
      .then(async ({ email }) => {
        setOutcome({ status: 'done', email })
        toast.success(profileMessages.emailChanged, { description: `Seu e-mail agora é ${email}.` })
        await refresh()
      })
      .catch((error: unknown) => {
        setOutcome({
          status: 'failed',
          message: errorMessage(error),
        })
      })
  }, [token, refresh])

  const signedIn = session.status === 'signed-in'
  return (
    <AuthLayout
      documentTitle="Confirmar novo e-mail"
      title={outcome.status === 'done' ? profileMessages.emailChanged : 'Confirmar novo e-mail'}
      description={
        outcome.status === 'done'
          ? 'A partir de agora, use o novo endereço para entrar no Talentos.'
          : 'Estamos confirmando o novo endereço da sua conta.'
      }
    >
      {outcome.status === 'confirming' ? (
        <div className="flex justify-center py-6" role="status" aria-label="Confirmando...">
          <Spinner />
        </div>
      ) : outcome.status === 'done' ? (
        <div className="flex flex-col gap-4">
          <Alert variant="success">
            <CircleCheckIcon aria-hidden="true" />
            <AlertDescription>
              Seu e-mail agora é <strong className="break-all">{outcome.email}</strong>.
            </AlertDescription>
          </Alert>
          <Button asChild size="lg" className="w-full">
            <Link to={signedIn ? paths.profile : paths.signIn}>
              {signedIn ? 'Ir para o perfil' : 'Ir para o login'}
            </Link>
          </Button>
        </div>
      ) : (
        <div className="flex flex-col gap-4">
          <Alert variant="destructive">
            <CircleAlertIcon aria-hidden="true" />
            <AlertDescription>{outcome.message}</AlertDescription>
          </Alert>
          <Button asChild size="lg" className="w-full">
            <Link to={signedIn ? paths.profile : paths.signIn}>
              {signedIn ? 'Ir para o perfil' : 'Ir para o login'}
            </Link>
          </Button>
        </div>
      )}
    </AuthLayout>
  )
}
