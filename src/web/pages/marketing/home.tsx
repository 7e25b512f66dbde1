import { HomeView } from '@/web/features/marketing/home/home-view.tsx'

export function Component() {
  return <HomeView />
}
