import { ArrowLeftIcon } from 'lucide-react'
import { Link } from 'react-router'
import type { PublicJob } from '@/shared/jobs/api.ts'
import { formatBRL } from '@/shared/money.ts'
import { paths } from '@/shared/paths.ts'
import { CareersMessage, CareersShell, TalentPoolLink } from '@/web/components/careers-shell.tsx'
import { Button, buttonVariants } from '@/web/components/ui/button.tsx'
import { Spinner } from '@/web/components/ui/spinner.tsx'
import { JobText } from '@/web/lib/job-text.tsx'
import { useDocumentTitle } from '@/web/lib/use-document-title.ts'
import { fetchPublicJob, publicJobUrl, usePublicResource } from './api.ts'
import { JobFacts } from './careers-page.tsx'

/** /c/{slug}/vagas/{jobSlug}: every field of the job and "Candidatar-se". */
export function JobPageView({ slug, jobSlug }: { slug: string; jobSlug: string }) {
  const state = usePublicResource(
    (signal) => fetchPublicJob(slug, jobSlug, signal),
    publicJobUrl(slug, jobSlug),
  )
  const job = state.status === 'ready' ? state.data : undefined
  useDocumentTitle(job ? `${job.title} — ${job.companyName}` : 'Vaga')

  if (state.status === 'loading') {
    return (
      <CareersShell>
        <div className="flex min-h-[40vh] items-center justify-center">
          <Spinner className="text-primary [&_svg]:size-8" label="Carregando vaga..." />
        </div>
      </CareersShell>
    )
  }
  if (state.status === 'not-found') {
    return (
      <CareersShell>
        <CareersMessage
          title="Vaga não encontrada"
          text="Esta vaga não existe ou não está mais disponível."
          action={
            <Link to={paths.careersPage(slug)} className="font-semibold text-primary underline">
              Ver vagas abertas
            </Link>
          }
        />
      </CareersShell>
    )
  }
  if (state.status === 'error' || !job) {
    return (
      <CareersShell>
        <CareersMessage
          title="Não foi possível carregar a vaga"
          text="Verifique sua conexão e tente novamente."
          action={state.status === 'error' ? <Button onClick={state.retry}>Tentar novamente</Button> : null}
        />
      </CareersShell>
    )
  }
  const salary = salaryText(job)
  return (
    <CareersShell companyName={job.companyName} companyHref={paths.careersPage(job.companySlug)}>
      <Link
        to={paths.careersPage(job.companySlug)}
        className="inline-flex w-fit items-center gap-1 text-sm font-medium text-primary hover:underline"
      >
        <ArrowLeftIcon className="size-4" aria-hidden="true" />
        Todas as vagas
      </Link>
      <article className="flex flex-col gap-5 rounded-xl border border-border bg-white p-5 shadow-sm sm:p-8">
        <header className="flex flex-col gap-2">
          <h1 className="text-2xl font-extrabold text-brand-950 sm:text-3xl">{job.title}</h1>
          <JobFacts job={job} />
          <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
            {salary ? <Fact label="Faixa salarial" value={salary} /> : null}
            <Fact label="Número de vagas" value={String(job.openings)} />
            {job.deadline ? <Fact label="Inscrições até" value={job.deadline} /> : null}
          </dl>
        </header>
        <Apply job={job} />
        <Section title="Descrição" text={job.description} />
        <Section title="Requisitos" text={job.requirements} />
        <Section title="Benefícios" text={job.benefits} />
        <Apply job={job} />
      </article>
    </CareersShell>
  )
}

function Apply({ job }: { job: PublicJob }) {
  if (!job.receiving) {
    return (
      <div role="status" className="rounded-lg border border-accent-400 bg-accent-300/20 p-4 text-sm">
        <p className="font-semibold">{job.notReceivingMessage}</p>
        <p className="mt-2">
          <TalentPoolLink slug={job.companySlug} />
        </p>
      </div>
    )
  }
  return (
    <a
      href={paths.jobApplication(job.companySlug, job.slug)}
      className={buttonVariants({ size: 'lg', className: 'w-full sm:w-fit' })}
    >
      Candidatar-se
    </a>
  )
}

function Section({ title, text }: { title: string; text: string }) {
  if (!text.trim()) return null
  return (
    <section className="flex flex-col gap-1">
      <h2 className="text-lg font-bold text-brand-950">{title}</h2>
      <JobText text={text} className="text-[0.95rem] leading-relaxed text-foreground" />
    </section>
  )
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex gap-1">
      <dt className="text-muted-foreground">{label}:</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  )
}

function salaryText(job: PublicJob): string | null {
  const { salaryMinCents: min, salaryMaxCents: max } = job
  if (min && max) return min === max ? formatBRL(min) : `${formatBRL(min)} a ${formatBRL(max)}`
  if (min) return `A partir de ${formatBRL(min)}`
  if (max) return `Até ${formatBRL(max)}`
  return null
}
