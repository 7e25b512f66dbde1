import { lazy, Suspense } from 'react'
import { Route, Routes, useParams } from 'react-router'
import { CareersPageView } from '@/web/features/careers/careers-page.tsx'
import { JobPageView } from '@/web/features/careers/job-page.tsx'

// The candidate area is its own chunk: the careers page's first load stays as measured (README).
const CandidateAreaPage = lazy(() =>
  import('@/web/features/candidate-area/candidate-area-page.tsx').then((module) => ({
    default: module.CandidateAreaPage,
  })),
)
const CandidateResetPasswordPage = lazy(() =>
  import('@/web/features/candidate-area/reset-password-page.tsx').then((module) => ({
    default: module.CandidateResetPasswordPage,
  })),
)

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
      <Route
        path="minha-area"
        element={
          <Suspense fallback={null}>
            <CandidateAreaPage key={slug} slug={slug} />
          </Suspense>
        }
      />
      <Route
        path="minha-area/nova-senha"
        element={
          <Suspense fallback={null}>
            <CandidateResetPasswordPage key={slug} slug={slug} />
          </Suspense>
        }
      />
    </Routes>
  )
}

function JobRoute({ slug }: { slug: string }) {
  const { jobSlug = '' } = useParams()
  return <JobPageView key={`${slug}/${jobSlug}`} slug={slug} jobSlug={jobSlug} />
}
