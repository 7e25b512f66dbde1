import { useParams, useSearchParams } from 'react-router'
import { PublicFormPage } from '@/web/features/public-form/public-form-page.tsx'

/** /f/{slug}: a company's public application form; ?vaga={jobSlug} applies to one job. */
export function Component() {
  const { slug = '' } = useParams()
  const [search] = useSearchParams()
  const jobSlug = search.get('vaga') || undefined
  // A new slug (or job) is a new form: remount so no state leaks between companies or jobs.
  return <PublicFormPage key={`${slug}:${jobSlug ?? ''}`} slug={slug} jobSlug={jobSlug} />
}
