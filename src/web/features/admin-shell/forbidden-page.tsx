import { ArrowLeftIcon, ShieldAlertIcon } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '@/shared/paths.ts'
import { Button } from '@/web/components/ui/button.tsx'

/** What an admin URL shows to a member whose role may not use it (the API answers 403 as well). */
export function ForbiddenPage({ title }: { title: string }) {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <h1 className="text-2xl font-bold text-foreground md:text-3xl">{title}</h1>
      <section className="flex flex-col items-start gap-4 rounded-lg border border-border bg-white p-6 shadow-sm">
        <span className="flex size-10 items-center justify-center rounded-full bg-red-50 text-red-700">
          <ShieldAlertIcon className="size-5" aria-hidden="true" />
        </span>
        <h2 className="text-lg font-semibold text-foreground">
          Você está sem permissão para acessar esta página.
        </h2>
        <p className="text-base text-muted-foreground">
          Seu tipo de usuário não tem acesso a esta área. Se precisar dela, peça a um administrador da sua
          empresa.
        </p>
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
