import { DownloadIcon, LogOutIcon, ShieldCheckIcon, Trash2Icon } from 'lucide-react'
import { type FormEvent, useCallback, useEffect, useState } from 'react'
import type { CandidateArea } from '@/shared/candidate-area/api.ts'
import { CareersMessage, CareersShell } from '@/web/components/careers-shell.tsx'
import { Button } from '@/web/components/ui/button.tsx'
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog.tsx'
import { FormField } from '@/web/components/ui/form-field.tsx'
import { Input } from '@/web/components/ui/input.tsx'
import { Spinner } from '@/web/components/ui/spinner.tsx'
import { ApiError, errorMessage } from '@/web/lib/api.ts'
import { toast } from '@/web/lib/toast.ts'
import { useDocumentTitle } from '@/web/lib/use-document-title.ts'
import {
  deleteData,
  exportUrl,
  fetchArea,
  fetchCompanyName,
  requestReset,
  revokeConsent,
  signIn,
  signOut,
} from './api.ts'
import { ApplicationCard } from './application-card.tsx'

type State =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'ready'; area: CandidateArea }
  | { status: 'deleted' }
  | { status: 'not-found' }
  | { status: 'error' }

/** /c/{slug}/minha-area: the candidate area (issue 17 item 4). */
export function CandidateAreaPage({ slug }: { slug: string }) {
  const [state, setState] = useState<State>({ status: 'loading' })
  const load = useCallback(
    async (signal?: AbortSignal) => {
      try {
        setState({ status: 'ready', area: await fetchArea(slug, signal) })
      } catch (error) {
        if (signal?.aborted) return
        if (error instanceof ApiError && error.status === 401) setState({ status: 'signed-out' })
        else if (error instanceof ApiError && error.status === 404) setState({ status: 'not-found' })
        else setState({ status: 'error' })
      }
    },
    [slug],
  )
  useEffect(() => {
    const controller = new AbortController()
    void load(controller.signal)
    return () => controller.abort()
  }, [load])
  const area = state.status === 'ready' ? state.area : undefined
  // The sign-in page names the company too (the area's answer does once signed in).
  const [companyName, setCompanyName] = useState<string | undefined>()
  const signedOut = state.status === 'signed-out'
  useEffect(() => {
    if (!signedOut) return
    const controller = new AbortController()
    fetchCompanyName(slug, controller.signal)
      .then((answer) => setCompanyName(answer.companyName))
      .catch(() => undefined)
    return () => controller.abort()
  }, [slug, signedOut])
  useDocumentTitle(area ? `Área do candidato — ${area.companyName}` : 'Área do candidato')

  if (state.status === 'loading') {
    return (
      <CareersShell>
        <div className="flex min-h-[40vh] items-center justify-center">
          <Spinner className="text-primary [&_svg]:size-8" label="Carregando..." />
        </div>
      </CareersShell>
    )
  }
  if (state.status === 'not-found') {
    return (
      <CareersShell>
        <CareersMessage title="Página não encontrada" text="A página que você procura não existe." />
      </CareersShell>
    )
  }
  if (state.status === 'error') {
    return (
      <CareersShell>
        <CareersMessage
          title="Não foi possível carregar sua área"
          text="Verifique sua conexão e tente novamente."
          action={<Button onClick={() => void load()}>Tentar novamente</Button>}
        />
      </CareersShell>
    )
  }
  if (state.status === 'deleted') {
    return (
      <CareersShell>
        <CareersMessage
          title="Seus dados foram excluídos"
          text="Suas candidaturas, respostas e arquivos foram apagados desta empresa. Obrigado por ter participado."
        />
      </CareersShell>
    )
  }
  if (state.status === 'signed-out' || !area) {
    return (
      <CareersShell companyName={companyName} companyHref={`/c/${encodeURIComponent(slug)}`}>
        <SignIn slug={slug} onSignedIn={() => void load()} />
      </CareersShell>
    )
  }
  return (
    <CareersShell companyName={area.companyName} companyHref={`/c/${encodeURIComponent(slug)}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-extrabold text-brand-950 sm:text-3xl">Área do candidato</h1>
          <p className="text-muted-foreground">
            {area.name ? `Olá, ${area.name.split(/\s+/)[0]}! ` : ''}Acompanhe suas candidaturas na{' '}
            {area.companyName}.
          </p>
        </div>
        <Button
          variant="outline"
          onClick={async () => {
            await signOut(slug).catch(() => undefined)
            setState({ status: 'signed-out' })
          }}
        >
          <LogOutIcon aria-hidden="true" />
          Sair
        </Button>
      </div>
      <section aria-labelledby="minhas-candidaturas" className="flex flex-col gap-3">
        <h2 id="minhas-candidaturas" className="text-lg font-bold text-brand-950">
          Minhas candidaturas
        </h2>
        <ul className="flex flex-col gap-3">
          {area.applications.map((application) => (
            <li key={application.id}>
              <ApplicationCard slug={slug} application={application} onChanged={() => void load()} />
            </li>
          ))}
        </ul>
      </section>
      <DataSection
        slug={slug}
        area={area}
        onChanged={() => void load()}
        onDeleted={() => setState({ status: 'deleted' })}
      />
    </CareersShell>
  )
}

function SignIn({ slug, onSignedIn }: { slug: string; onSignedIn: () => void }) {
  const [mode, setMode] = useState<'sign-in' | 'forgot'>('sign-in')
  const [identifier, setIdentifier] = useState('')
  const [password, setPassword] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [sent, setSent] = useState<string | null>(null)

  async function submit(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    setError(null)
    try {
      if (mode === 'sign-in') {
        await signIn(slug, identifier, password)
        onSignedIn()
      } else {
        const answer = await requestReset(slug, identifier)
        setSent(answer.message)
      }
    } catch (caught) {
      setError(errorMessage(caught))
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="mx-auto flex w-full max-w-md flex-col gap-4 rounded-xl border border-border bg-white p-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-extrabold text-brand-950">
          {mode === 'sign-in' ? 'Área do candidato' : 'Esqueci minha senha'}
        </h1>
        <p className="text-sm text-muted-foreground">
          {mode === 'sign-in'
            ? 'Entre com o e-mail ou o CPF e a senha que você criou ao se candidatar.'
            : 'Informe seu e-mail ou CPF. Enviaremos um link para criar uma nova senha.'}
        </p>
      </div>
      {sent ? (
        <p
          role="status"
          className="rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-900"
        >
          {sent}
        </p>
      ) : (
        <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
          <FormField label="E-mail ou CPF" required>
            <Input
              value={identifier}
              onChange={(event) => setIdentifier(event.target.value)}
              autoComplete="username"
              required
            />
          </FormField>
          {mode === 'sign-in' ? (
            <FormField label="Senha" required>
              <Input
                type="password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                autoComplete="current-password"
                required
              />
            </FormField>
          ) : null}
          {error ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {error}
            </p>
          ) : null}
          <Button type="submit" loading={busy}>
            {mode === 'sign-in' ? 'Entrar' : 'Enviar link'}
          </Button>
        </form>
      )}
      <Button
        variant="link"
        className="self-start px-0"
        onClick={() => {
          setMode(mode === 'sign-in' ? 'forgot' : 'sign-in')
          setError(null)
          setSent(null)
        }}
      >
        {mode === 'sign-in' ? 'Esqueci minha senha' : 'Voltar para entrar'}
      </Button>
    </section>
  )
}

/** "Meus dados (LGPD)": download, revoke the sensitive-data consent, delete everything. */
function DataSection({
  slug,
  area,
  onChanged,
  onDeleted,
}: {
  slug: string
  area: CandidateArea
  onChanged: () => void
  onDeleted: () => void
}) {
  const [confirm, setConfirm] = useState<'revoke' | 'delete' | null>(null)
  return (
    <section
      aria-labelledby="meus-dados"
      className="flex flex-col gap-3 rounded-xl border border-border bg-white p-5"
    >
      <h2 id="meus-dados" className="flex items-center gap-2 text-lg font-bold text-brand-950">
        <ShieldCheckIcon className="size-5 text-primary" aria-hidden="true" />
        Meus dados (LGPD)
      </h2>
      <p className="text-sm text-muted-foreground">
        Você pode baixar tudo o que {area.companyName} guarda sobre você, revogar o consentimento para dados
        sensíveis e pedir a exclusão dos seus dados.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button asChild variant="outline">
          <a href={exportUrl(slug)} download="meus-dados.zip">
            <DownloadIcon aria-hidden="true" />
            Baixar meus dados
          </a>
        </Button>
        {area.sensitiveConsent ? (
          <Button
            variant="outline"
            className="h-auto min-h-10 whitespace-normal"
            onClick={() => setConfirm('revoke')}
          >
            Revogar consentimento de dados sensíveis
          </Button>
        ) : null}
        <Button variant="destructive" onClick={() => setConfirm('delete')}>
          <Trash2Icon aria-hidden="true" />
          Excluir meus dados
        </Button>
      </div>
      <ConfirmDialog
        open={confirm === 'revoke'}
        title="Revogar consentimento?"
        description="Suas respostas sobre dados sensíveis (como etnia e deficiência) serão apagadas de todas as suas candidaturas. As demais respostas continuam."
        confirmLabel="Revogar e apagar"
        onCancel={() => setConfirm(null)}
        onConfirm={async () => {
          try {
            await revokeConsent(slug)
            toast.success('Consentimento revogado', {
              description: 'Suas respostas sensíveis foram apagadas.',
            })
            onChanged()
            return true
          } catch (error) {
            toast.error('Erro', { description: errorMessage(error) })
            return false
          }
        }}
      />
      <ConfirmDialog
        open={confirm === 'delete'}
        title="Excluir todos os seus dados?"
        description="Todas as suas candidaturas nesta empresa, suas respostas e seus arquivos serão apagados agora. Não é possível desfazer."
        confirmLabel="Excluir meus dados"
        onCancel={() => setConfirm(null)}
        onConfirm={async () => {
          try {
            await deleteData(slug)
            onDeleted()
            return true
          } catch (error) {
            toast.error('Erro', { description: errorMessage(error) })
            return false
          }
        }}
      />
    </section>
  )
}
