import { FileQuestionIcon, TriangleAlertIcon } from 'lucide-react'
import { useEffect } from 'react'
import { Link } from 'react-router'
import { paths } from '@/shared/paths.ts'
import { Button } from '@/web/components/ui/button.tsx'
import { Spinner } from '@/web/components/ui/spinner.tsx'
import { toast } from '@/web/lib/toast.ts'
import { usePublicForm } from './hooks/use-public-form.ts'
import { PublicFormWizard } from './public-form-wizard.tsx'

/**
 * /f/{slug}: loading, not found, not accepting, or the form. With ?vaga={jobSlug} (issue 14) the
 * form is the application to that job: "Candidatura para: {Título}" above "Etapa X de Y", its
 * questions as the last step, and the talent-pool link when the job takes no applications.
 */
export function PublicFormPage({ slug, jobSlug }: { slug: string; jobSlug?: string }) {
  const state = usePublicForm(slug, jobSlug)
  const notFound = state.status === 'not-found'
  const failure = state.status === 'error' ? state.cause : null
  const form = state.status === 'ready' ? state.form : undefined
  const noFields = form !== undefined && form.steps.length === 0

  useEffect(() => {
    if (form) document.title = `${form.title} - ${form.companyName}`
  }, [form])

  useEffect(() => {
    // Spec section 8: each load failure has its toast.
    if (notFound)
      toast.error('Erro', { description: jobSlug ? 'Vaga não encontrada.' : 'Formulário não encontrado.' })
    else if (failure === 'server')
      toast.error('Erro', { description: 'Não foi possível carregar o formulário.' })
    else if (failure === 'network')
      toast.error('Erro', { description: 'Ocorreu um erro ao carregar o formulário.' })
    else if (noFields) toast.error('Erro', { description: 'Configuração do formulário não encontrada.' })
  }, [notFound, failure, noFields, jobSlug])

  if (state.status === 'loading') {
    return (
      <Shell>
        <div className="flex min-h-[50vh] items-center justify-center">
          <Spinner className="text-primary [&_svg]:size-8" label="Carregando formulário..." />
        </div>
      </Shell>
    )
  }

  if (notFound && jobSlug) {
    return (
      <Shell>
        <Message
          icon={<FileQuestionIcon className="size-10 text-muted-foreground" aria-hidden="true" />}
          title="Vaga não encontrada"
          text="Esta vaga não existe ou não está mais disponível."
          action={<TalentPoolLink slug={slug} />}
        />
      </Shell>
    )
  }

  if (notFound) {
    return (
      <Shell>
        <Message
          icon={<FileQuestionIcon className="size-10 text-muted-foreground" aria-hidden="true" />}
          title="Formulário não encontrado"
          text="O formulário que você está procurando não existe."
        />
      </Shell>
    )
  }

  if (state.status === 'error' || !form) {
    return (
      <Shell>
        <Message
          icon={<TriangleAlertIcon className="size-10 text-destructive" aria-hidden="true" />}
          title="Não foi possível carregar o formulário"
          text="Ocorreu um erro ao carregar o formulário. Verifique sua conexão e tente novamente."
          action={state.status === 'error' ? <Button onClick={state.retry}>Tentar novamente</Button> : null}
        />
      </Shell>
    )
  }

  return (
    <Shell>
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-extrabold text-brand-950 sm:text-3xl">
          {form.title} - {form.companyName}
        </h1>
        {form.companySite ? (
          <a
            href={form.companySite}
            target="_blank"
            rel="noopener noreferrer"
            className="w-fit text-sm text-primary underline-offset-4 hover:underline"
          >
            Site da empresa
          </a>
        ) : null}
      </header>
      {noFields ? (
        <Message title="Formulário indisponível" text="Configuração do formulário não encontrada." />
      ) : !form.accepting ? (
        <div
          role="alert"
          className="rounded-lg border border-accent-400 bg-accent-300/20 p-5 text-foreground"
        >
          <p className="font-semibold">{form.job ? form.job.title : 'Inscrições pausadas'}</p>
          <p className="mt-1 text-sm">{form.notAcceptingMessage}</p>
          {form.job && !form.job.receiving ? (
            <p className="mt-3 text-sm">
              <TalentPoolLink slug={slug} />
            </p>
          ) : null}
        </div>
      ) : (
        <PublicFormWizard
          slug={slug}
          form={form}
          context={
            form.job ? (
              <p className="text-base font-semibold text-brand-950">Candidatura para: {form.job.title}</p>
            ) : undefined
          }
        />
      )}
    </Shell>
  )
}

/** "Cadastre seu currículo no nosso banco de talentos" → /f/{slug} (the form without a job). */
function TalentPoolLink({ slug }: { slug: string }) {
  return (
    <a href={paths.publicForm(slug)} className="font-semibold text-primary underline underline-offset-4">
      Cadastre seu currículo no nosso banco de talentos
    </a>
  )
}

function Shell({ children }: { children: React.ReactNode }) {
  return (
    <div className="min-h-screen bg-muted px-3 py-6 sm:px-6 sm:py-10">
      <main className="mx-auto flex w-full max-w-2xl flex-col gap-6 rounded-xl border border-border bg-white p-5 shadow-sm sm:p-8">
        {children}
      </main>
      <footer className="mt-6 text-center text-xs text-muted-foreground">
        Formulário seguro oferecido por{' '}
        <Link to={paths.home} className="font-semibold text-brand-700 hover:underline">
          Talentos
        </Link>
      </footer>
    </div>
  )
}

function Message({
  icon,
  title,
  text,
  action,
}: {
  icon?: React.ReactNode
  title: string
  text: string
  action?: React.ReactNode
}) {
  return (
    <div className="flex flex-col items-center gap-3 py-10 text-center">
      {icon}
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="max-w-md text-muted-foreground">{text}</p>
      {action}
    </div>
  )
}
