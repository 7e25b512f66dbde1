import { ArrowLeftIcon, SearchXIcon } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '@/shared/paths.ts'
import { Button } from '@/web/components/ui/button.tsx'
import { useDocumentTitle } from '@/web/lib/use-document-title.ts'
import { MarketingLayout } from './marketing-layout.tsx'

export function NotFoundView({ pathname }: { pathname: string }) {
  useDocumentTitle('Página não encontrada | Talentos')
  return (
    <MarketingLayout>
      <section
        aria-labelledby="not-found-title"
        className="relative flex min-h-[80vh] items-center overflow-hidden bg-gradient-to-b from-brand-50 to-white px-4 pt-28 pb-20"
      >
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(var(--color-brand-200)_1px,transparent_1px)] [background-size:24px_24px] [mask-image:radial-gradient(ellipse_at_center,black,transparent_70%)] opacity-60"
        />
        <div className="relative mx-auto flex max-w-xl flex-col items-center text-center">
          <span className="flex size-16 items-center justify-center rounded-2xl bg-white text-brand-700 shadow-lg shadow-brand-900/10 ring-1 ring-brand-100">
            <SearchXIcon aria-hidden="true" className="size-8" />
          </span>
          <p className="mt-8 bg-gradient-to-br from-brand-600 to-brand-950 bg-clip-text font-display text-8xl font-extrabold tracking-tighter text-transparent sm:text-9xl">
            404
          </p>
          <h1 id="not-found-title" className="mt-4 text-3xl font-extrabold text-brand-950 sm:text-4xl">
            Ops! Página não encontrada
          </h1>
          <p className="mt-4 text-lg text-muted-foreground">
            O endereço{' '}
            <code className="rounded-md bg-white px-1.5 py-0.5 text-base break-all text-brand-900 ring-1 ring-border">
              {pathname}
            </code>{' '}
            não existe ou foi removido.
          </p>
          <Button asChild size="lg" className="mt-8">
            <Link to={paths.home}>
              <ArrowLeftIcon aria-hidden="true" />
              Voltar para o início
            </Link>
          </Button>
        </div>
      </section>
    </MarketingLayout>
  )
}
