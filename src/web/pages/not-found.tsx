import { useEffect } from 'react'
import { Link, useLocation } from 'react-router'
import { paths } from '@/shared/paths.ts'
import { Button } from '@/web/components/ui/button.tsx'

export function Component() {
  const location = useLocation()
  useEffect(() => {
    console.warn('404: página não encontrada', location.pathname)
  }, [location.pathname])
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-muted p-6 text-center">
      <p className="font-display text-7xl font-extrabold text-brand-700">404</p>
      <h1 className="text-2xl font-bold">Ops! Página não encontrada</h1>
      <p className="max-w-md text-muted-foreground">
        O endereço <code className="rounded bg-white px-1.5 py-0.5">{location.pathname}</code> não existe ou
        foi removido.
      </p>
      <Button asChild size="lg">
        <Link to={paths.home}>Voltar para o início</Link>
      </Button>
    </main>
  )
}
