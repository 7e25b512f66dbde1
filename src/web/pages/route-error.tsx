import { useRouteError } from 'react-router'
import { Button } from '@/web/components/ui/button.tsx'

/** Shown when a page fails to load (a lost connection while fetching its chunk, say). */
export function RouteError() {
  const error = useRouteError()
  console.warn('route error', error)
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-bold">Algo deu errado</h1>
      <p className="text-muted-foreground">Não foi possível carregar esta página. Verifique sua conexão.</p>
      <Button onClick={() => window.location.reload()}>Tentar novamente</Button>
    </main>
  )
}
