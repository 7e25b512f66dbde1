import { ArrowDownIcon, CheckCircle2Icon, SparklesIcon } from 'lucide-react'
import { Button } from '@/web/components/ui/button.tsx'
import { scrollToSection } from '../scroll-to-section.ts'
import { MARKETING_STATS } from '../stats.ts'
import { ProductMockup } from './product-mockup.tsx'

const promises = ['Sem cartão de crédito', 'Em conformidade com a LGPD', 'Pronto em minutos']

export function HeroSection() {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden pt-28 pb-16 sm:pt-36 lg:pb-24">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_80%_60%_at_70%_0%,var(--color-brand-100),transparent_70%),linear-gradient(to_bottom,var(--color-brand-50),white_85%)]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(var(--color-brand-200)_1px,transparent_1px)] [background-size:24px_24px] [mask-image:linear-gradient(to_bottom,black,transparent_70%)] opacity-60"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-14 px-4 sm:px-6 lg:grid-cols-[1.05fr_1fr] lg:px-8">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white/80 px-3 py-1 text-sm font-medium text-brand-800 shadow-sm">
            <SparklesIcon aria-hidden="true" className="size-4 text-accent-500" />
            Grátis até 100 currículos
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl leading-[1.1] font-extrabold text-balance text-brand-950 sm:text-5xl lg:text-6xl"
          >
            Contrate as melhores pessoas sem se perder em{' '}
            <span className="relative whitespace-nowrap text-brand-700">
              currículos
              <svg
                aria-hidden="true"
                viewBox="0 0 200 12"
                preserveAspectRatio="none"
                className="absolute -bottom-2 left-0 h-3 w-full text-accent-400"
              >
                <path
                  d="M2 9c50-6 146-8 196-3"
                  stroke="currentColor"
                  strokeWidth="4"
                  fill="none"
                  strokeLinecap="round"
                />
              </svg>
            </span>
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-pretty text-muted-foreground">
            O Talentos reúne em um só lugar as candidaturas da sua empresa: um formulário personalizado para
            os candidatos, filtros inteligentes e uma triagem organizada para o seu RH decidir mais rápido.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button size="lg" onClick={() => scrollToSection('pricing')}>
              Ver planos e preços
            </Button>
            <Button size="lg" variant="outline" onClick={() => scrollToSection('how-it-works')}>
              Como funciona
              <ArrowDownIcon aria-hidden="true" />
            </Button>
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-600">
            {promises.map((promise) => (
              <li key={promise} className="flex items-center gap-1.5">
                <CheckCircle2Icon aria-hidden="true" className="size-4 text-success" />
                {promise}
              </li>
            ))}
          </ul>
        </div>
        <ProductMockup />
      </div>
      <div className="mx-auto mt-16 max-w-7xl px-4 sm:px-6 lg:mt-24 lg:px-8">
        <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-2xl border border-border bg-border shadow-sm lg:grid-cols-4">
          {MARKETING_STATS.map((stat) => (
            <div key={stat.value} className="flex flex-col-reverse justify-end gap-1 bg-white p-5 sm:p-6">
              <dt className="text-sm text-muted-foreground">{stat.label}</dt>
              <dd className="font-display text-3xl font-extrabold text-brand-700 sm:text-4xl">
                {stat.value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}
