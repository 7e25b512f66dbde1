import {
  FolderKanbanIcon,
  HeadsetIcon,
  LayoutDashboardIcon,
  MessageSquareTextIcon,
  ShieldCheckIcon,
  SlidersHorizontalIcon,
  TrendingUpIcon,
  UploadCloudIcon,
} from 'lucide-react'
import { PLAN_FEATURES, type PlanFeature } from '@/shared/plans.ts'
import { type IconCard, IconCardList } from '../icon-card-list.tsx'
import { PageSection } from '../page-section.tsx'
import { SectionHeading } from '../section-heading.tsx'

const soon = (feature: PlanFeature) => PLAN_FEATURES[feature].status === 'soon'

/** The product promises of the spec (section 1); one not built yet says "em breve" (src/shared/plans.ts). */
const features: readonly IconCard[] = [
  {
    icon: SlidersHorizontalIcon,
    title: 'Filtros avançados',
    description: 'Encontre o candidato certo filtrando por habilidades, experiência e formação.',
    soon: soon('advancedFilters'),
  },
  {
    icon: FolderKanbanIcon,
    title: 'Categorias personalizadas',
    description: 'Organize currículos em pastas e categorias do jeito que o seu RH trabalha.',
    soon: soon('folders'),
  },
  {
    icon: UploadCloudIcon,
    title: 'Upload individual e em massa',
    description: 'Envie um currículo ou centenas de uma vez, em PDF, Word e outros formatos comuns.',
    soon: soon('cvUpload'),
  },
  {
    icon: MessageSquareTextIcon,
    title: 'Comentários nos candidatos',
    description: 'Registre impressões da entrevista e compartilhe a avaliação com a equipe.',
    soon: soon('comments'),
  },
  {
    icon: LayoutDashboardIcon,
    title: 'Interface limpa',
    description: 'Uma tela simples e objetiva, que qualquer pessoa do time aprende em minutos.',
  },
  {
    icon: TrendingUpIcon,
    title: 'Planos que crescem com você',
    description: 'Comece grátis com até 100 currículos e mude de plano quando a empresa crescer.',
  },
  {
    icon: ShieldCheckIcon,
    title: 'Segurança de dados',
    description: 'Dados criptografados e tratados em conformidade com a LGPD.',
  },
  {
    icon: HeadsetIcon,
    title: 'Suporte especializado',
    description: 'Gente que entende de recrutamento pronta para ajudar a sua equipe.',
  },
]

export function FeaturesSection() {
  return (
    <PageSection id="features">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="features-title"
          eyebrow="Recursos"
          title="Tudo o que o seu RH precisa para contratar melhor"
          description="Do primeiro currículo recebido à decisão final, cada etapa da seleção fica organizada e à vista da equipe."
        />
        <IconCardList
          cards={features}
          tone="brand"
          layout="beside-on-phones"
          highlightOnHover
          className="mt-14 sm:grid-cols-2 lg:grid-cols-4"
          cardClassName="p-5 sm:p-6"
        />
      </div>
    </PageSection>
  )
}
