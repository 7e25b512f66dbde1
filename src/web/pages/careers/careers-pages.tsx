import { Route, Routes, useParams } from 'react-router'
import { CandidateAreaPage } from '@/web/features/candidate-area/candidate-area-page.tsx'
import { CandidateResetPasswordPage } from '@/web/features/candidate-area/reset-password-page.tsx'
import { CareersPageView } from '@/web/features/careers/careers-page.tsx'
import { JobPageView } from '@/web/features/careers/job-page.tsx'

/**
 * /c/{slug} (the careers page) and /c/{slug}/vagas/{jobSlug} (a job page), issue 14; the candidate
 * area /c/{slug}/minha-area and its password reset, issue 17.
 */
export function Component() {
  const { slug = '' } = useParams()
  return (
    <Routes>
      <Route index element={<CareersPageView key={slug} slug={slug} />} />
      <Route path="vagas/:jobSlug" element={<JobRoute slug={slug} />} />
      {/* The candidate area (issue 17). */}
      <Route path="minha-area" element={<CandidateAreaPage key={slug} slug={slug} />} />
      <Route path="minha-area/nova-senha" element={<CandidateResetPasswordPage key={slug} slug={slug} />} />
    </Routes>
  )
}

function JobRoute({ slug }: { slug: string }) {
  const { jobSlug = '' } = useParams()
  return <JobPageView key={`${slug}/${jobSlug}`} slug={slug} jobSlug={jobSlug} />
}
