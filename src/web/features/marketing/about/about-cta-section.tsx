import { ArrowRightIcon } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '@/shared/paths.ts'
import { Button } from '@/web/components/ui/button.tsx'
import { FadeIn } from '../fade-in.tsx'
import { PageSection } from '../page-section.tsx'
import { scrollToSection } from '../scroll-to-section.ts'

export function AboutCtaSection() {
  return (
    <PageSection id="cta">
      <FadeIn className="mx-auto max-w-4xl px-4 text-center sm:px-6 lg:px-8">
        <h2 id="cta-title" className="text-3xl font-extrabold text-balance text-brand-950 sm:text-4xl">
          Faça parte dessa história
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">
          Junte-se às empresas que já organizam seus processos seletivos com o Talentos. Comece grátis, com
          até 100 currículos e sem cartão de crédito.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to={paths.signUp}>
              Cadastre-se Grátis
              <ArrowRightIcon aria-hidden="true" />
            </Link>
          </Button>
          <Button size="lg" variant="outline" onClick={() => scrollToSection('mission-values')}>
            Conheça nossos valores
          </Button>
        </div>
      </FadeIn>
    </PageSection>
  )
}
