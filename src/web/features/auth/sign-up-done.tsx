import { ArrowLeftIcon, CircleCheckBigIcon, LifeBuoyIcon, MailWarningIcon } from 'lucide-react'
import { Link, Navigate, useLocation } from 'react-router'
import { paths } from '@/shared/paths.ts'
import { AuthLayout } from '@/web/components/auth-layout.tsx'
import { Button } from '@/web/components/ui/button.tsx'
import { ResendEmailButton } from './resend-email-button.tsx'
import { readSignUpDoneState } from './sign-up-done-state.ts'
import { SUPPORT_EMAIL } from './support.ts'

const NEXT_STEPS = [
  { title: 'Confirme seu email', text: 'Clique no link que enviamos para ativar sua conta.' },
  { title: 'Faça login', text: 'Entre na plataforma com seu email e senha.' },
  { title: 'Comece a organizar seus recrutamentos', text: 'Configure seu formulário e receba currículos.' },
] as const

/** /cadastro-sucesso: opened only right after a sign-up (or a resend), with the e-mail in its state. */
export function SignUpDone() {
  const location = useLocation()
  const state = readSignUpDoneState(location.state)
  if (!state) return <Navigate to={paths.signUp} replace />
  const { email, fullName } = state

  return (
    <AuthLayout
      width="wide"
      documentTitle="Cadastro realizado"
      title="Cadastro Realizado com Sucesso!"
      icon={
        <span className="flex size-14 items-center justify-center rounded-full bg-green-100 text-success">
          <CircleCheckBigIcon className="size-7" aria-hidden="true" />
        </span>
      }
      description={fullName ? `Olá, ${fullName}! Sua conta foi criada.` : 'Sua conta foi criada.'}
      footer={
        <Link
          to={paths.home}
          className="inline-flex items-center gap-1.5 font-medium text-primary underline-offset-4 hover:underline"
        >
          <ArrowLeftIcon className="size-4" aria-hidden="true" />
          Voltar para a página inicial
        </Link>
      }
    >
      <div className="flex flex-col gap-6">
        <div className="flex flex-col gap-4 rounded-lg bg-brand-50 p-5 text-center">
          <p>
            Enviamos um email de confirmação para{' '}
            <strong className="font-semibold break-all text-brand-900">{email}</strong>. Clique no link do
            email para ativar sua conta.
          </p>
          <ResendEmailButton email={email} />
        </div>

        <p className="flex items-start gap-2 rounded-lg border border-accent-300 bg-amber-50 p-4 text-sm text-amber-900">
          <MailWarningIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            <strong className="font-semibold">Dica:</strong> se não encontrar o email na caixa de entrada,
            verifique também sua pasta de spam ou lixo eletrônico.
          </span>
        </p>

        <section aria-labelledby="next-steps-title" className="flex flex-col gap-3">
          <h2 id="next-steps-title" className="text-lg font-semibold text-brand-950">
            Próximos passos
          </h2>
          <ol className="flex flex-col gap-3">
            {NEXT_STEPS.map((step, index) => (
              <li key={step.title} className="flex items-start gap-3">
                <span
                  aria-hidden="true"
                  className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-white"
                >
                  {index + 1}
                </span>
                <div>
                  <p className="font-semibold text-foreground">{step.title}</p>
                  <p className="text-sm text-muted-foreground">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>

        <section
          aria-labelledby="help-title"
          className="flex flex-col gap-3 rounded-lg border border-border p-5 sm:flex-row sm:items-start sm:justify-between"
        >
          <div className="flex items-start gap-3">
            <LifeBuoyIcon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
            <div>
              <h2 id="help-title" className="font-semibold text-brand-950">
                Precisa de ajuda?
              </h2>
              <p className="text-sm text-muted-foreground">
                Não recebeu o email ou o link expirou? Reenvie a confirmação ou fale com nossa equipe.
              </p>
            </div>
          </div>
          <div className="flex shrink-0 flex-col gap-2 sm:w-52">
            <ResendEmailButton email={email} variant="secondary" />
            <Button asChild variant="ghost">
              <a href={`mailto:${SUPPORT_EMAIL}`}>Falar com suporte</a>
            </Button>
          </div>
        </section>
      </div>
    </AuthLayout>
  )
}
