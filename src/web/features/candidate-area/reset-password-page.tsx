import { type FormEvent, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { CANDIDATE_PASSWORD_MIN } from '@/shared/candidate-area/api.ts'
import { paths } from '@/shared/paths.ts'
import { CareersShell } from '@/web/components/careers-shell.tsx'
import { Button } from '@/web/components/ui/button.tsx'
import { FormField } from '@/web/components/ui/form-field.tsx'
import { Input } from '@/web/components/ui/input.tsx'
import { errorMessage } from '@/web/lib/api.ts'
import { useDocumentTitle } from '@/web/lib/use-document-title.ts'
import { resetPassword } from './api.ts'

/** /c/{slug}/minha-area/nova-senha?token=…: the link of "Esqueci minha senha". */
export function CandidateResetPasswordPage({ slug }: { slug: string }) {
  useDocumentTitle('Nova senha — Área do candidato')
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const navigate = useNavigate()
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (password !== confirm) {
      setError('As senhas não conferem.')
      return
    }
    setBusy(true)
    setError(null)
    try {
      await resetPassword(slug, token, password)
      navigate(paths.candidateArea(slug), { replace: true })
    } catch (caught) {
      setError(errorMessage(caught))
      setBusy(false)
    }
  }

  return (
    <CareersShell companyHref={paths.careersPage(slug)}>
      <section className="mx-auto flex w-full max-w-md flex-col gap-4 rounded-xl border border-border bg-white p-6">
        <h1 className="text-2xl font-extrabold text-brand-950">Criar nova senha</h1>
        <p className="text-sm text-muted-foreground">
          A nova senha vale para entrar na área do candidato com seu e-mail ou CPF.
        </p>
        <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
          <FormField
            label="Nova senha"
            required
            description={`Pelo menos ${CANDIDATE_PASSWORD_MIN} caracteres.`}
          >
            <Input
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </FormField>
          <FormField label="Confirme a nova senha" required>
            <Input
              type="password"
              autoComplete="new-password"
              value={confirm}
              onChange={(event) => setConfirm(event.target.value)}
            />
          </FormField>
          {error ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {error}
            </p>
          ) : null}
          <Button type="submit" loading={busy}>
            Salvar nova senha
          </Button>
        </form>
      </section>
    </CareersShell>
  )
}
