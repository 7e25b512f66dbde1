import { InterviewResponsePage } from '@/web/features/interviews/interview-response-page.tsx'

export function Component() {
  return <InterviewResponsePage />
}
