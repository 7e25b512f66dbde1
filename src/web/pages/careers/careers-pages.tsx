import { Route, Routes, useParams } from 'react-router'
import { CareersPageView } from '@/web/features/careers/careers-page.tsx'
import { JobPageView } from '@/web/features/careers/job-page.tsx'

/** /c/{slug} (the careers page) and /c/{slug}/vagas/{jobSlug} (a job page), issue 14. */
export function Component() {
  const { slug = '' } = useParams()
  return (
    <Routes>
      <Route index element={<CareersPageView key={slug} slug={slug} />} />
      <Route path="vagas/:jobSlug" element={<JobRoute slug={slug} />} />
    </Routes>
  )
}

function JobRoute({ slug }: { slug: string }) {
  const { jobSlug = '' } = useParams()
  return <JobPageView key={`${slug}/${jobSlug}`} slug={slug} jobSlug={jobSlug} />
}
