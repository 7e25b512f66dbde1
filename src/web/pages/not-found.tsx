import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { NotFoundView } from '@/web/features/marketing/not-found-view.tsx'

export function Component() {
  const { pathname } = useLocation()
  useEffect(() => {
    console.warn('404: página não encontrada', pathname)
  }, [pathname])
  return <NotFoundView pathname={pathname} />
}
