import { CompassIcon, EyeIcon, HeartHandshakeIcon, LightbulbIcon, LockIcon, TargetIcon } from 'lucide-react'
import { FadeIn } from '../fade-in.tsx'
import { type IconCard, IconCardList } from '../icon-card-list.tsx'
import { PageSection } from '../page-section.tsx'
import { SectionHeading } from '../section-heading.tsx'

const values: readonly IconCard[] = [
  {
    icon: HeartHandshakeIcon,
    title: 'Pessoas em primeiro lugar',
    description: 'Cada currículo é uma pessoa buscando uma oportunidade e merece respeito e resposta.',
  },
  {
    icon: LightbulbIcon,
    title: 'Simplicidade',
    description: 'Se precisa de manual, ainda não está pronto. Fazemos o complexo parecer fácil.',
  },
  {
    icon: LockIcon,
    title: 'Confiança',
    description: 'Protegemos os dados de empresas e candidatos como se fossem nossos.',
  },
  {
    icon: CompassIcon,
    title: 'Evolução constante',
    description: 'Ouvimos os clientes toda semana e melhoramos o produto a cada versão.',
  },
]

export function MissionValuesSection() {
  return (
    <PageSection id="mission-values">
      <FadeIn className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="mission-values-title" eyebrow="Missão e valores" title="O que nos move" />
        <div className="mt-14 grid gap-6 lg:grid-cols-2">
          <div className="rounded-2xl bg-brand-700 p-8 text-white shadow-lg shadow-brand-900/20">
            <TargetIcon aria-hidden="true" className="size-8 text-accent-300" />
            <h3 className="mt-4 text-xl font-bold">Missão</h3>
            <p className="mt-2 leading-relaxed text-brand-100">
              Simplificar o recrutamento das pequenas e médias empresas brasileiras, para que encontrem as
              pessoas certas com menos esforço e mais critério.
            </p>
          </div>
          <div className="rounded-2xl bg-brand-950 p-8 text-white shadow-lg shadow-brand-900/20">
            <EyeIcon aria-hidden="true" className="size-8 text-accent-300" />
            <h3 className="mt-4 text-xl font-bold">Visão</h3>
            <p className="mt-2 leading-relaxed text-brand-100">
              Ser a plataforma de recrutamento preferida do RH brasileiro, reconhecida pela simplicidade e
              pelo cuidado com os dados de cada candidato.
            </p>
          </div>
        </div>
        <h3 className="mt-14 text-center text-2xl font-extrabold text-brand-950">Nossos valores</h3>
        <IconCardList
          cards={values}
          tone="brand"
          layout="stacked"
          headingLevel="h4"
          className="mt-8 sm:grid-cols-2 lg:grid-cols-4"
        />
      </FadeIn>
    </PageSection>
  )
}
