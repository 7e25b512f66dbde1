import { CareersView } from '@/web/features/marketing/careers/careers-view.tsx'

export function Component() {
  return <CareersView />
}
