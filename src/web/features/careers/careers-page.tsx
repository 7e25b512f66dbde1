import { BriefcaseIcon, MapPinIcon } from 'lucide-react'
import { useId, useMemo, useState } from 'react'
import { Link } from 'react-router'
import type { PublicJobSummary } from '@/shared/jobs/api.ts'
import { CONTRACT_TYPE_LABELS, jobPlace, WORK_MODEL_LABELS, WORK_MODELS } from '@/shared/jobs/labels.ts'
import { paths } from '@/shared/paths.ts'
import { CareersMessage, CareersShell, TalentPoolLink } from '@/web/components/careers-shell.tsx'
import { Button } from '@/web/components/ui/button.tsx'
import { Spinner } from '@/web/components/ui/spinner.tsx'
import { useDocumentTitle } from '@/web/lib/use-document-title.ts'
import { careersPageUrl, fetchCareersPage, usePublicResource } from './api.ts'

const ALL = ''

/** /c/{slug}: the company's open jobs with filters by área, cidade and modelo. */
export function CareersPageView({ slug }: { slug: string }) {
  const state = usePublicResource((signal) => fetchCareersPage(slug, signal), careersPageUrl(slug))
  const page = state.status === 'ready' ? state.data : undefined
  useDocumentTitle(page ? `Vagas abertas — ${page.companyName}` : 'Vagas abertas')

  if (state.status === 'loading') {
    return (
      <CareersShell>
        <div className="flex min-h-[40vh] items-center justify-center">
          <Spinner className="text-primary [&_svg]:size-8" label="Carregando vagas..." />
        </div>
      </CareersShell>
    )
  }
  if (state.status === 'not-found') {
    return (
      <CareersShell>
        <CareersMessage title="Página não encontrada" text="A página de vagas que você procura não existe." />
      </CareersShell>
    )
  }
  if (state.status === 'error' || !page) {
    return (
      <CareersShell>
        <CareersMessage
          title="Não foi possível carregar as vagas"
          text="Verifique sua conexão e tente novamente."
          action={state.status === 'error' ? <Button onClick={state.retry}>Tentar novamente</Button> : null}
        />
      </CareersShell>
    )
  }
  return (
    <CareersShell companyName={page.companyName}>
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-extrabold text-brand-950 sm:text-3xl">Vagas abertas</h1>
        <p className="text-muted-foreground">Encontre sua próxima oportunidade na {page.companyName}.</p>
      </div>
      {!page.accepting ? (
        <div role="alert" className="rounded-lg border border-accent-400 bg-accent-300/20 p-4 text-sm">
          {page.notAcceptingMessage}
        </div>
      ) : null}
      {page.jobs.length === 0 ? (
        <CareersMessage
          title="Nenhuma vaga aberta no momento."
          action={page.accepting ? <TalentPoolLink slug={page.slug} /> : null}
        />
      ) : (
        <JobList slug={page.slug} jobs={page.jobs} accepting={page.accepting} />
      )}
      <p className="text-center text-sm text-muted-foreground">
        Já se candidatou?{' '}
        <Link
          to={paths.candidateArea(page.slug)}
          className="font-semibold text-primary underline underline-offset-4 hover:text-brand-800"
        >
          Acompanhe na Área do candidato
        </Link>
      </p>
    </CareersShell>
  )
}

function JobList({ slug, jobs, accepting }: { slug: string; jobs: PublicJobSummary[]; accepting: boolean }) {
  const [area, setArea] = useState(ALL)
  const [city, setCity] = useState(ALL)
  const [model, setModel] = useState(ALL)
  const areas = useMemo(() => unique(jobs.map((job) => job.area)), [jobs])
  const cities = useMemo(() => unique(jobs.map((job) => jobPlace(job))), [jobs])
  const shown = jobs.filter(
    (job) =>
      (area === ALL || job.area === area) &&
      (city === ALL || jobPlace(job) === city) &&
      (model === ALL || job.workModel === model),
  )
  return (
    <>
      <fieldset className="grid grid-cols-1 gap-3 rounded-xl border border-border bg-white p-4 sm:grid-cols-3">
        <legend className="sr-only">Filtrar vagas</legend>
        <FilterSelect
          label="Área"
          value={area}
          onChange={setArea}
          options={areas.map((value) => [value, value])}
        />
        <FilterSelect
          label="Cidade"
          value={city}
          onChange={setCity}
          options={cities.map((value) => [value, value])}
        />
        <FilterSelect
          label="Modelo"
          value={model}
          onChange={setModel}
          options={WORK_MODELS.map((value) => [value, WORK_MODEL_LABELS[value]])}
        />
      </fieldset>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {shown.length === 1 ? '1 vaga encontrada' : `${shown.length} vagas encontradas`}
      </p>
      <ul className="flex flex-col gap-3">
        {shown.map((job) => (
          <li key={job.slug}>
            <Link
              to={paths.jobPage(slug, job.slug)}
              className="flex flex-col gap-2 rounded-xl border border-border bg-white p-4 shadow-sm transition-colors hover:border-brand-300 focus-visible:outline-2 focus-visible:outline-ring"
            >
              <h2 className="text-lg font-bold text-brand-950">{job.title}</h2>
              <JobFacts job={job} />
            </Link>
          </li>
        ))}
      </ul>
      {shown.length === 0 ? <p className="text-center text-sm">Nenhuma vaga com esses filtros.</p> : null}
      {accepting ? (
        <p className="text-center text-sm">
          Não encontrou a vaga ideal? <TalentPoolLink slug={slug} />
        </p>
      ) : null}
    </>
  )
}

/** City/UF, work model, contract type and area as small facts. */
export function JobFacts({ job }: { job: PublicJobSummary }) {
  const place = jobPlace(job)
  const facts = [
    job.workModel ? WORK_MODEL_LABELS[job.workModel] : null,
    job.contractType ? CONTRACT_TYPE_LABELS[job.contractType] : null,
    job.area,
  ].filter((fact): fact is string => Boolean(fact))
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
      {place ? (
        <span className="inline-flex items-center gap-1">
          <MapPinIcon className="size-4" aria-hidden="true" />
          {place}
        </span>
      ) : null}
      {facts.length > 0 ? (
        <span className="inline-flex items-center gap-1">
          <BriefcaseIcon className="size-4" aria-hidden="true" />
          {facts.join(' · ')}
        </span>
      ) : null}
    </div>
  )
}

function FilterSelect({
  label,
  value,
  onChange,
  options,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  options: [string, string][]
}) {
  const id = useId()
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-10 rounded-md border border-input bg-white px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring"
      >
        <option value={ALL}>Todas</option>
        {options.map(([optionValue, text]) => (
          <option key={optionValue} value={optionValue}>
            {text}
          </option>
        ))}
      </select>
    </div>
  )
}

function unique(values: (string | null)[]): string[] {
  return [...new Set(values.filter((value): value is string => Boolean(value)))].sort((a, b) =>
    a.localeCompare(b, 'pt-BR'),
  )
}
