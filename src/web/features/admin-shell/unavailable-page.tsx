import { ArrowLeftIcon, ConstructionIcon } from 'lucide-react'
import { Link, useLocation } from 'react-router'
import { paths } from '@/shared/paths.ts'
import { Button } from '@/web/components/ui/button.tsx'
import { adminNavItems } from './nav-items.ts'

/**
 * What an admin route shows until its own issue delivers the screen: the route exists (so the
 * guard and the menu work) and says so honestly instead of showing sample data.
 */
export function UnavailablePage() {
  const { pathname } = useLocation()
  const title = adminNavItems.find((item) => pathname.startsWith(item.to))?.label ?? 'Painel'
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <h1 className="text-2xl font-bold text-foreground md:text-3xl">{title}</h1>
      <section className="flex flex-col items-start gap-4 rounded-lg border border-border bg-white p-6 shadow-sm">
        <span className="flex size-10 items-center justify-center rounded-full bg-accent-300/40 text-warning">
          <ConstructionIcon className="size-5" aria-hidden="true" />
        </span>
        <p className="text-base text-foreground">Esta página ainda não está disponível.</p>
        <Button asChild variant="outline">
          <Link to={paths.dashboard}>
            <ArrowLeftIcon aria-hidden="true" />
            Voltar para o Dashboard
          </Link>
        </Button>
      </section>
    </div>
  )
}
