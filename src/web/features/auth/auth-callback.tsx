import { CircleCheckBigIcon, CircleXIcon } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { paths } from '@/shared/paths.ts'
import { AuthLayout } from '@/web/components/auth-layout.tsx'
import { Button } from '@/web/components/ui/button.tsx'
import { Spinner } from '@/web/components/ui/spinner.tsx'
import { useSessionActions } from '@/web/lib/session.tsx'
import { toast } from '@/web/lib/toast.ts'
import { authMessages } from './error-messages.ts'

/** After a confirmed e-mail the user reads the success message for 3 s, then goes to /dashboard. */
export const REDIRECT_AFTER_CONFIRMATION_MS = 3000

type Outcome = { status: 'loading' } | { status: 'success' } | { status: 'error'; message: string }

/**
 * /auth/callback: where the confirmation e-mail's link lands once the server has verified it and
 * signed the user in (or with ?error=… when it could not). Decided once, on load.
 */
export function AuthCallback() {
  const navigate = useNavigate()
  const { refresh } = useSessionActions()
  const [searchParams] = useSearchParams()
  const linkError = searchParams.get('error')
  const [outcome, setOutcome] = useState<Outcome>(() =>
    linkError ? { status: 'error', message: authMessages.callbackInvalidLink } : { status: 'loading' },
  )
  const decided = useRef(linkError !== null)

  useEffect(() => {
    if (decided.current) return
    decided.current = true
    void refresh().then((session) => {
      if (session.status === 'signed-in') {
        setOutcome({ status: 'success' })
        toast.success('Email confirmado com sucesso!', {
          description: 'Sua conta foi ativada e você já está logado.',
        })
      } else {
        setOutcome({ status: 'error', message: authMessages.callbackNoSession })
      }
    })
  }, [refresh])

  useEffect(() => {
    if (outcome.status !== 'success') return
    const timer = window.setTimeout(
      () => navigate(paths.dashboard, { replace: true }),
      REDIRECT_AFTER_CONFIRMATION_MS,
    )
    return () => window.clearTimeout(timer)
  }, [outcome.status, navigate])

  if (outcome.status === 'loading') {
    return (
      <AuthLayout
        documentTitle="Confirmação"
        title="Processando confirmação..."
        icon={<Spinner aria-hidden="true" className="text-primary [&_svg]:size-10" />}
      >
        <p className="text-center text-muted-foreground">Aguarde um instante.</p>
      </AuthLayout>
    )
  }
  if (outcome.status === 'success') {
    return (
      <AuthLayout
        documentTitle="Email confirmado"
        title="Email confirmado!"
        icon={
          <span className="flex size-14 items-center justify-center rounded-full bg-green-100 text-success">
            <CircleCheckBigIcon className="size-7" aria-hidden="true" />
          </span>
        }
      >
        <p role="status" className="flex items-center justify-center gap-2 text-center text-muted-foreground">
          <Spinner aria-hidden="true" />
          Redirecionando para o painel...
        </p>
      </AuthLayout>
    )
  }
  return (
    <AuthLayout
      documentTitle="Erro de confirmação"
      title="Erro de confirmação"
      icon={
        <span className="flex size-14 items-center justify-center rounded-full bg-red-100 text-destructive">
          <CircleXIcon className="size-7" aria-hidden="true" />
        </span>
      }
    >
      <div className="flex flex-col gap-4 text-center">
        <p role="alert" className="text-foreground">
          {outcome.message}
        </p>
        <Button asChild size="lg" className="w-full">
          <Link to={paths.signUp}>Voltar para o cadastro</Link>
        </Button>
      </div>
    </AuthLayout>
  )
}
