import { AboutView } from '@/web/features/marketing/about/about-view.tsx'

export function Component() {
  return <AboutView />
}
