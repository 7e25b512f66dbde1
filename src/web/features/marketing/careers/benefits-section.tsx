import {
  AwardIcon,
  ClockIcon,
  LightbulbIcon,
  PartyPopperIcon,
  TrendingUpIcon,
  UsersRoundIcon,
} from 'lucide-react'
import { type IconCard, IconCardList } from '../icon-card-list.tsx'
import { PageSection } from '../page-section.tsx'
import { SectionHeading } from '../section-heading.tsx'

const benefits: readonly IconCard[] = [
  {
    icon: ClockIcon,
    title: 'Horário flexível',
    description: 'Organize sua rotina do jeito que funciona para você e para o time.',
  },
  {
    icon: TrendingUpIcon,
    title: 'Plano de carreira',
    description: 'Trilhas claras de crescimento, com conversas de desenvolvimento a cada semestre.',
  },
  {
    icon: UsersRoundIcon,
    title: 'Ambiente colaborativo',
    description: 'Times pequenos, sem burocracia, em que todo mundo se ajuda.',
  },
  {
    icon: LightbulbIcon,
    title: 'Incentivo à inovação',
    description: 'Tempo e apoio para testar ideias novas e levar as boas para o produto.',
  },
  {
    icon: AwardIcon,
    title: 'Programa de reconhecimento',
    description: 'Entregas e atitudes que fazem a diferença são celebradas e premiadas.',
  },
  {
    icon: PartyPopperIcon,
    title: 'Eventos de integração',
    description: 'Encontros presenciais e on-line para o time se conhecer além do trabalho.',
  },
]

export function BenefitsSection() {
  return (
    <PageSection id="beneficios" className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="beneficios-title"
          eyebrow="Benefícios"
          title="Por que trabalhar no Talentos"
          description="Cuidamos de quem cuida do produto: um lugar para fazer o melhor trabalho da sua carreira."
        />
        <IconCardList
          cards={benefits}
          tone="accent"
          layout="beside"
          className="mt-14 sm:grid-cols-2 lg:grid-cols-3"
        />
      </div>
    </PageSection>
  )
}
