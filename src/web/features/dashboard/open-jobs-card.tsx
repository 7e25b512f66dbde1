import { BriefcaseBusinessIcon } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '@/shared/paths.ts'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card.tsx'
import { useOpenJobs } from './api.ts'

/** "Vagas abertas": how many jobs are published and the applications of each. */
export function OpenJobsCard({ companyId }: { companyId: string }) {
  const jobs = useOpenJobs(companyId)
  const items = jobs.data?.items ?? []
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <BriefcaseBusinessIcon className="size-5 text-brand-700" aria-hidden="true" />
          Vagas abertas
          <span className="text-2xl font-bold tabular-nums">{jobs.data ? items.length : '–'}</span>
        </CardTitle>
        <CardDescription>Candidaturas por vaga publicada.</CardDescription>
      </CardHeader>
      <CardContent>
        {jobs.data && items.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            Nenhuma vaga aberta.{' '}
            <Link to={paths.jobs} className="text-primary underline">
              Ver vagas
            </Link>
          </p>
        ) : (
          <ul className="flex flex-col divide-y divide-border">
            {items.slice(0, 8).map((job) => (
              <li key={job.id} className="flex items-center justify-between gap-3 py-2 text-sm">
                <Link
                  to={paths.jobBoard(job.id)}
                  className="truncate font-medium hover:text-primary hover:underline"
                >
                  {job.title}
                </Link>
                <span className="shrink-0 tabular-nums text-muted-foreground">
                  {job.total === 1 ? '1 candidatura' : `${job.total} candidaturas`}
                  {job.newCount > 0 ? ` (${job.newCount === 1 ? '1 nova' : `${job.newCount} novas`})` : ''}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}
