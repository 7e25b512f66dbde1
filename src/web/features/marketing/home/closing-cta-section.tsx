import { ArrowRightIcon } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '@/shared/paths.ts'
import { Button } from '@/web/components/ui/button.tsx'

export function ClosingCtaSection() {
  return (
    <section aria-labelledby="closing-cta-title" className="px-4 py-20 sm:px-6 sm:py-24 lg:px-8">
      <div className="relative mx-auto max-w-6xl overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 via-brand-800 to-brand-950 px-6 py-16 text-center shadow-2xl shadow-brand-900/30 sm:px-16">
        <div
          aria-hidden="true"
          className="absolute -top-24 -right-24 size-72 rounded-full bg-brand-500/30 blur-3xl"
        />
        <div
          aria-hidden="true"
          className="absolute -bottom-32 -left-20 size-72 rounded-full bg-accent-400/20 blur-3xl"
        />
        <h2
          id="closing-cta-title"
          className="relative mx-auto max-w-2xl text-3xl font-extrabold text-balance text-white sm:text-4xl"
        >
          Pronto para organizar o seu próximo processo seletivo?
        </h2>
        <p className="relative mx-auto mt-4 max-w-xl text-lg text-brand-100">
          Crie sua conta grátis em minutos e receba as primeiras candidaturas ainda hoje. Até 100 currículos
          sem cartão de crédito.
        </p>
        <div className="relative mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg" variant="accent" className="focus-visible:outline-white">
            <Link to={paths.signUp}>
              Cadastre-se Grátis
              <ArrowRightIcon aria-hidden="true" />
            </Link>
          </Button>
          <Button
            asChild
            size="lg"
            variant="outline"
            className="border-white/30 bg-white/10 text-white hover:bg-white/20 focus-visible:outline-white"
          >
            <Link to={paths.about}>Conheça a Talentos</Link>
          </Button>
        </div>
      </div>
    </section>
  )
}
