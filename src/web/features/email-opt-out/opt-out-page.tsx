import { useQuery } from '@tanstack/react-query'
import { CircleCheckIcon } from 'lucide-react'
import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { AuthLayout } from '@/web/components/auth-layout.tsx'
import { Alert, AlertDescription } from '@/web/components/ui/alert.tsx'
import { Button } from '@/web/components/ui/button.tsx'
import { Spinner } from '@/web/components/ui/spinner.tsx'
import { api, errorMessage } from '@/web/lib/api.ts'

type Info = { companyName: string; email: string }

/**
 * /emails/descadastrar?token=… — the link at the end of every non-essential e-mail to a candidate:
 * says which company and (masked) address it is for, and stops those e-mails once confirmed. The
 * receipt of an application and interview invitations keep coming.
 */
export function OptOutPage() {
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const info = useQuery({
    queryKey: ['email-opt-out', token],
    queryFn: ({ signal }) =>
      api<Info>(`/api/public/email/opt-out?token=${encodeURIComponent(token)}`, { signal }),
    enabled: token.length >= 10,
    retry: false,
  })
  const [done, setDone] = useState<Info | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)

  async function confirm() {
    setSending(true)
    setError(null)
    try {
      setDone(await api<Info>('/api/public/email/opt-out', { method: 'POST', body: { token } }))
    } catch (failure) {
      setError(errorMessage(failure))
    } finally {
      setSending(false)
    }
  }

  const invalid = token.length < 10 || info.isError
  return (
    <AuthLayout
      documentTitle="Descadastrar e-mails"
      title={done ? 'Pronto, você foi descadastrado' : 'Não receber mais estes e-mails'}
      description={
        done
          ? `A ${done.companyName} não vai mais enviar e-mails opcionais para ${done.email}.`
          : 'Confirme para deixar de receber e-mails opcionais sobre suas candidaturas.'
      }
    >
      {info.isPending && !invalid ? (
        <div className="flex justify-center py-6">
          <Spinner label="Verificando o link..." />
        </div>
      ) : null}
      {invalid ? (
        <Alert variant="destructive">
          <AlertDescription>
            {info.isError ? errorMessage(info.error) : 'Link de descadastro inválido.'}
          </AlertDescription>
        </Alert>
      ) : null}
      {done ? (
        <Alert variant="success">
          <CircleCheckIcon aria-hidden="true" />
          <AlertDescription>
            Você continuará recebendo apenas mensagens essenciais, como a confirmação de uma nova candidatura
            e convites para entrevista.
          </AlertDescription>
        </Alert>
      ) : info.data ? (
        <div className="flex flex-col gap-4">
          <p className="text-sm text-foreground">
            E-mails da <strong>{info.data.companyName}</strong> para <strong>{info.data.email}</strong>.
          </p>
          {error ? (
            <Alert variant="destructive">
              <AlertDescription>{error}</AlertDescription>
            </Alert>
          ) : null}
          <Button size="lg" className="w-full" loading={sending} onClick={() => void confirm()}>
            Confirmar descadastro
          </Button>
        </div>
      ) : null}
    </AuthLayout>
  )
}
